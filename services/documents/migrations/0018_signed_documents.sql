-- Signed copies of documents uploaded back by the company (evidence/signed.ts): the file, the version
-- it answers, its SHA-256 and the day it was signed; each is also appended to the evidence ledger.
-- A new table: nothing existing changes.
CREATE TABLE "documents"."signed_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"type" text NOT NULL,
	"version" integer NOT NULL,
	"file_id" text NOT NULL,
	"sha256" text NOT NULL,
	"signed_on" date NOT NULL,
	"note" text,
	"uploaded_by" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "signed_documents_company_type_idx" ON "documents"."signed_documents" USING btree ("company_id","type");
