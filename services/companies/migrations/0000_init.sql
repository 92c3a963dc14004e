CREATE SCHEMA "companies";
--> statement-breakpoint
CREATE TABLE "companies"."companies" (
	"id" text PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"admin_ids" text[] DEFAULT '{}' NOT NULL,
	"info" jsonb NOT NULL,
	"data_protection_responsible" jsonb,
	"contact_email" text,
	"products_pending" text[] DEFAULT '{}' NOT NULL,
	"products_configured" text[] DEFAULT '{}' NOT NULL,
	"products_purchased" text[] DEFAULT '{}' NOT NULL,
	"dirty" text[] DEFAULT '{}' NOT NULL,
	"referral" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "companies_admins_idx" ON "companies"."companies" USING gin ("admin_ids");