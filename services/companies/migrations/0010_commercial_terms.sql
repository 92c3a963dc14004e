-- The company's own commercial terms the terms and the marketing policy state (accommodation:
-- check-in and check-out, deposit, cancellation; courses: refunds after the withdrawal period;
-- marketing: when inactive contacts are deleted or asked to reconfirm). Existing companies start with
-- nothing said ('{}': every group null), so their documents keep asking until answered.
ALTER TABLE "companies"."companies" ADD COLUMN "commercial_terms" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
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
	public_body,
	commercial_terms
FROM "companies"."companies";
