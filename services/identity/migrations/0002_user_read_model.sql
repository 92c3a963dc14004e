-- The identity service's published read model for marketing (`@conform/identity-service/read`): who
-- may be written to and whether they agreed to communications. Its columns are a contract: add, never
-- rename or drop without a new view. Unlike companies.company_view it holds e-mail addresses, so it is
-- not granted to every role: in cluster mode only the onboarding service (marketing submissions) may
-- read it. The role exists there before any service migrates (scripts/cluster/roles.ts); elsewhere
-- (embedded, tests) every service connects as the database owner and there is nothing to grant.
CREATE VIEW "identity"."user_view" AS
SELECT
	id,
	email,
	name,
	is_anonymous,
	consented_comms_at
FROM "identity"."users";
--> statement-breakpoint
DO $$
BEGIN
	IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'svc_onboarding') THEN
		GRANT USAGE ON SCHEMA "identity" TO svc_onboarding;
		GRANT SELECT ON "identity"."user_view" TO svc_onboarding;
	END IF;
END;
$$;
