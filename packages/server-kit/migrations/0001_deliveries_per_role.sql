-- Least privilege on the event bus. Where each service connects with a PostgreSQL role of its own
-- (cluster mode, docker-compose.yml: scripts/cluster/roles.ts), a role reads and settles only its own
-- consumer's deliveries and declares only its own subscriptions; publishing still fans out one
-- delivery to every subscriber, whoever it is.
--
-- Row-level security rather than security-definer functions: the consumer's statements stay as they
-- are (the claim with FOR UPDATE SKIP LOCKED, the settling, the counts for /health), on PGlite as on
-- PostgreSQL, and a statement someone adds later is restricted too, instead of bypassing a set of
-- functions it was never routed through. The owner of these tables is not subject to it: the one
-- role of embedded mode and of the test suites, the database owner in cluster mode and compose (who
-- applies this migration before any service starts). Every service's role is.

-- Which role a consumer is: `svc_<consumer>`, dashes as underscores (roleFor in scripts/cluster/roles.ts).
CREATE FUNCTION platform_events.consumer_role(consumer text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT 'svc_' || replace(consumer, '-', '_') $$;

ALTER TABLE platform_events.deliveries ENABLE ROW LEVEL SECURITY;
-- Claiming, handling, settling, counting, cleaning up: one's own deliveries only.
CREATE POLICY deliveries_own ON platform_events.deliveries
	USING (platform_events.consumer_role(consumer) = current_user)
	WITH CHECK (platform_events.consumer_role(consumer) = current_user);
-- A publish writes a delivery for every subscriber of the type (permissive policies add up).
CREATE POLICY deliveries_fan_out ON platform_events.deliveries FOR INSERT WITH CHECK (true);

ALTER TABLE platform_events.subscriptions ENABLE ROW LEVEL SECURITY;
-- Every publisher reads every subscription: that is the fan-out.
CREATE POLICY subscriptions_read ON platform_events.subscriptions FOR SELECT USING (true);
-- A service's migrations declare its own subscriptions, never another consumer's.
CREATE POLICY subscriptions_own ON platform_events.subscriptions
	USING (platform_events.consumer_role(consumer) = current_user)
	WITH CHECK (platform_events.consumer_role(consumer) = current_user);

-- Events nobody waits for are dropped after a week. "Nobody" means no delivery of any consumer, which
-- a service's role no longer sees: decided by the owner here (a role deciding from its own rows would
-- delete events others still wait for, and their deliveries with them, ON DELETE CASCADE).
CREATE FUNCTION platform_events.forget_settled_events() RETURNS integer
LANGUAGE sql SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
	WITH gone AS (
		DELETE FROM platform_events.events e
		 WHERE e.created_at < now() - interval '7 days'
		   AND NOT EXISTS (SELECT 1 FROM platform_events.deliveries d WHERE d.event_id = e.id)
		RETURNING 1)
	SELECT count(*)::integer FROM gone
$$;
-- Granted to each service's role by scripts/cluster/roles.ts.
REVOKE ALL ON FUNCTION platform_events.forget_settled_events() FROM PUBLIC;
