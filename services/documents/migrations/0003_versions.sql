CREATE TABLE "documents"."document_versions" (
	"company_id" text NOT NULL,
	"type" text NOT NULL,
	"version" integer NOT NULL,
	"language" text NOT NULL,
	"pdf_file_id" text NOT NULL,
	"docx_file_id" text,
	"sections" jsonb NOT NULL,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_versions_company_id_type_version_pk" PRIMARY KEY("company_id","type","version")
);
--> statement-breakpoint
ALTER TABLE "documents"."documents" ADD COLUMN "docx_file_id" text;--> statement-breakpoint
-- Documents generated before versions existed become their version 1.
INSERT INTO "documents"."document_versions" ("company_id", "type", "version", "language", "pdf_file_id", "sections", "changes", "created_at")
SELECT "company_id", "type", 1, COALESCE("locale", 'ro'), "file_id", '[]'::jsonb,
       '{"first": true, "added": [], "removed": [], "changed": []}'::jsonb, "updated_at"
  FROM "documents"."documents" WHERE "file_id" IS NOT NULL;
