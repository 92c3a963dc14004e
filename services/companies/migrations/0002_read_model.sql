-- The companies service's published read model: the one thing other services may read about a
-- company (documents render from it, checkout checks the cart against it, every service's access
-- check reads its admins). Its columns are a contract: add, never rename or drop without a new view.
-- The tables stay private: in cluster mode other services' roles can select this view only.
CREATE VIEW "companies"."company_view" AS
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
	updated_at
FROM "companies"."companies";
--> statement-breakpoint
GRANT USAGE ON SCHEMA "companies" TO PUBLIC;
--> statement-breakpoint
GRANT SELECT ON "companies"."company_view" TO PUBLIC;
