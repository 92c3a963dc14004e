-- The company's online channels (each website, shop, app, booking page, social page) with their
-- address, languages, the packages they serve and the tools each uses: the facts the privacy and
-- cookie policies and the banner are built from. Existing companies start with none.
ALTER TABLE "companies"."companies" ADD COLUMN "channels" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
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
	channels
FROM "companies"."companies";
