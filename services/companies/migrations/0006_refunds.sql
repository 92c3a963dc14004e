ALTER TABLE "companies"."applied_orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies"."companies" ADD COLUMN "refunds" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "applied_orders_company_idx" ON "companies"."applied_orders" USING btree ("company_id");--> statement-breakpoint
-- The published read model gains the refunds at its end (its existing columns are a contract): the
-- documents page says when a package was refunded.
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
	cctv,
	refunds
FROM "companies"."companies";
