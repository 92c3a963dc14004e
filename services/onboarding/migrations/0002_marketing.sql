CREATE TABLE "onboarding"."dev_marketing_submissions" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onboarding"."marketing_jobs" (
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
CREATE TABLE "onboarding"."marketing_submissions" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"event_id" text NOT NULL,
	"refs" jsonb NOT NULL,
	"platform" text NOT NULL,
	"locale" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "onboarding"."marketing_tracking" (
	"user_id" text PRIMARY KEY NOT NULL,
	"hutk" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "onboarding"."evaluations" ADD COLUMN "source" text DEFAULT 'onboarding' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "marketing_jobs_one_queued_idx" ON "onboarding"."marketing_jobs" USING btree ("key") WHERE status = 'QUEUED';--> statement-breakpoint
CREATE INDEX "marketing_jobs_due_idx" ON "onboarding"."marketing_jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "marketing_jobs_key_idx" ON "onboarding"."marketing_jobs" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "marketing_submissions_dedupe_idx" ON "onboarding"."marketing_submissions" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "marketing_submissions_user_idx" ON "onboarding"."marketing_submissions" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "marketing_submissions_status_idx" ON "onboarding"."marketing_submissions" USING btree ("status","created_at");