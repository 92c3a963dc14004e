CREATE TABLE "documents"."pending_sources" (
	"company_id" text NOT NULL,
	"source" text NOT NULL,
	"marked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pending_sources_company_id_source_pk" PRIMARY KEY("company_id","source")
);
--> statement-breakpoint
CREATE TABLE "documents"."render_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"lease_token" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents"."documents" ADD COLUMN "locale" text;--> statement-breakpoint
CREATE UNIQUE INDEX "render_jobs_one_queued_idx" ON "documents"."render_jobs" USING btree ("key") WHERE status = 'QUEUED';--> statement-breakpoint
CREATE INDEX "render_jobs_due_idx" ON "documents"."render_jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "render_jobs_key_idx" ON "documents"."render_jobs" USING btree ("key");--> statement-breakpoint
-- Jobs waiting in the old queue move to the new one (the next migration drops the old table).
INSERT INTO "documents"."render_jobs" ("id", "key", "payload", "status", "attempts", "run_at", "last_error", "created_at")
SELECT j."id", j."company_id" || ':' || j."type",
       jsonb_build_object('companyId', j."company_id", 'type', j."type", 'product', COALESCE(d."product", 'UTILS'), 'locale', j."locale"),
       CASE WHEN j."status" = 'FAILED' THEN 'FAILED' ELSE 'QUEUED' END,
       j."attempts", j."run_at", j."last_error", j."created_at"
  FROM "documents"."jobs" j
  LEFT JOIN "documents"."documents" d ON d."company_id" = j."company_id" AND d."type" = j."type"
 WHERE j."status" = 'FAILED'
    OR j."id" = (SELECT k."id" FROM "documents"."jobs" k
                  WHERE k."company_id" = j."company_id" AND k."type" = j."type" AND k."status" <> 'FAILED'
                  ORDER BY k."created_at" DESC LIMIT 1);
