CREATE SCHEMA "onboarding";
--> statement-breakpoint
CREATE TABLE "onboarding"."evaluations" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"platform" text NOT NULL,
	"locale" text NOT NULL,
	"answers" jsonb NOT NULL,
	"results" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "evaluations_user_idx" ON "onboarding"."evaluations" USING btree ("user_id");