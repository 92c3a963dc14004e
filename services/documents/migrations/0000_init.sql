CREATE SCHEMA "documents";
--> statement-breakpoint
CREATE TABLE "documents"."documents" (
	"company_id" text NOT NULL,
	"type" text NOT NULL,
	"product" text NOT NULL,
	"path" text,
	"file_id" text,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_company_id_type_pk" PRIMARY KEY("company_id","type")
);
--> statement-breakpoint
CREATE TABLE "documents"."files" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"path" text NOT NULL,
	"name" text NOT NULL,
	"bytes" integer NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_path_unique" UNIQUE("path")
);
--> statement-breakpoint
CREATE TABLE "documents"."jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"type" text NOT NULL,
	"locale" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "files_company_idx" ON "documents"."files" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_one_queued_idx" ON "documents"."jobs" USING btree ("company_id","type") WHERE status = 'QUEUED';--> statement-breakpoint
CREATE INDEX "jobs_claim_idx" ON "documents"."jobs" USING btree ("status","run_at");