-- What the documents need beyond the spec's model (docs/facts/document-checklists.md, "NEW" fields):
-- the website, who signs for the company, its employee count, its security measures, its
-- processors (the other party of each processing agreement) and its video surveillance.
ALTER TABLE "companies"."companies" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "companies"."companies" ADD COLUMN "legal_representative" jsonb;--> statement-breakpoint
ALTER TABLE "companies"."companies" ADD COLUMN "employee_count" integer;--> statement-breakpoint
ALTER TABLE "companies"."companies" ADD COLUMN "security_measures" jsonb;--> statement-breakpoint
ALTER TABLE "companies"."companies" ADD COLUMN "processors" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "companies"."companies" ADD COLUMN "cctv" jsonb;--> statement-breakpoint
-- The published read model gains them at its end (its existing columns are a contract).
CREATE OR REPLACE VIEW "companies"."company_view" AS
SELECT
	id,
	platform,
	admin_ids,
	info,
	data_protection_responsible,
	contact_email,
	products_pending,
	products_configured,
	products_purchased,
	dirty,
	dirty_marked_at,
	created_at,
	updated_at,
	website,
	legal_representative,
	employee_count,
	security_measures,
	processors,
	cctv
FROM "companies"."companies";
