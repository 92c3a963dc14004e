-- Legal updates (docs/legal-updates.md): the updates recorded, how each reached a company, the legal
-- update a version was made for (null for every other version), and the render queue's lanes (the
-- legal updates' wave in the background lane; every existing and new job interactive by default).
-- Numbered 0019: 0017 and 0018 are added on other branches in parallel.
CREATE TABLE "documents"."legal_update_companies" (
	"update_id" text NOT NULL,
	"company_id" text NOT NULL,
	"notified_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" text,
	"applied_at" timestamp with time zone,
	CONSTRAINT "legal_update_companies_update_id_company_id_pk" PRIMARY KEY("update_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "documents"."legal_updates" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"title_ro" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_ro" text NOT NULL,
	"summary_en" text NOT NULL,
	"sources" jsonb NOT NULL,
	"types" jsonb NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"waved_at" timestamp with time zone,
	"baseline" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_updates_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "documents"."document_versions" ADD COLUMN "legal_update_id" text;--> statement-breakpoint
ALTER TABLE "documents"."render_jobs" ADD COLUMN "lane" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "legal_update_companies_company_idx" ON "documents"."legal_update_companies" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "render_jobs_lane_next_idx" ON "documents"."render_jobs" USING btree ("lane","run_at","created_at") WHERE status = 'QUEUED';