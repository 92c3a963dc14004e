CREATE TABLE "documents"."breaches" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"number" text NOT NULL,
	"aware_at" timestamp with time zone NOT NULL,
	"occurred_at" timestamp with time zone,
	"nature" jsonb NOT NULL,
	"description" text NOT NULL,
	"subject_categories" text NOT NULL,
	"subjects_count" integer,
	"data_categories" text NOT NULL,
	"records_count" integer,
	"consequences" text NOT NULL,
	"measures" text NOT NULL,
	"risk" text,
	"risk_reason" text,
	"authority_notified_at" timestamp with time zone,
	"persons_notified_at" timestamp with time zone,
	"delay_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "breaches_number_key" UNIQUE("company_id","number")
);
--> statement-breakpoint
CREATE TABLE "documents"."data_subject_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"number" text NOT NULL,
	"right" text NOT NULL,
	"received_on" date NOT NULL,
	"person" text NOT NULL,
	"channel" text NOT NULL,
	"notes" text,
	"status" text NOT NULL,
	"deadline" date NOT NULL,
	"extension_reason" text,
	"closed_on" date,
	"history" jsonb NOT NULL,
	"reminders_sent" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_subject_requests_number_key" UNIQUE("company_id","number")
);
--> statement-breakpoint
CREATE INDEX "breaches_company_idx" ON "documents"."breaches" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "data_subject_requests_deadline_idx" ON "documents"."data_subject_requests" USING btree ("status","deadline");