-- Art. 37(1)(a) GDPR: whether the company is a public authority or body, as the admin says; null
-- (not said) for every existing company, so no document states it either way until answered.
ALTER TABLE "companies"."companies" ADD COLUMN "public_body" boolean;--> statement-breakpoint
-- The published read model gains it at its end (its existing columns are a contract).
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
	refunds,
	channels,
	public_body
FROM "companies"."companies";
