-- Requests paused for an identity check (Art. 12(6)): the day additional information was asked for and
-- the day the identity was confirmed; null on existing requests (never asked). The whistleblowing
-- register (Law 361/2022), and the review reminders already sent, one per document version and stage.
CREATE TABLE "documents"."review_reminders" (
	"company_id" text NOT NULL,
	"type" text NOT NULL,
	"version" integer NOT NULL,
	"stage" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_reminders_company_id_type_version_stage_pk" PRIMARY KEY("company_id","type","version","stage")
);
--> statement-breakpoint
CREATE TABLE "documents"."whistleblowing_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"number" text NOT NULL,
	"received_on" date NOT NULL,
	"channel" text NOT NULL,
	"reference" text,
	"subject" text,
	"acknowledged_on" date,
	"feedback_on" date,
	"closed_on" date,
	"reminders_sent" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whistleblowing_reports_number_key" UNIQUE("company_id","number")
);
--> statement-breakpoint
ALTER TABLE "documents"."data_subject_requests" ADD COLUMN "identity_requested_on" date;--> statement-breakpoint
ALTER TABLE "documents"."data_subject_requests" ADD COLUMN "identity_confirmed_on" date;--> statement-breakpoint
CREATE INDEX "whistleblowing_reports_company_idx" ON "documents"."whistleblowing_reports" USING btree ("company_id");