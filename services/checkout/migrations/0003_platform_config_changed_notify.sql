-- A price change (an operator's UPDATE, the catalogue seed) tells every checkout process at commit
-- (NOTIFY platform_config_changed, payload: the platform): the order summary keeps each platform's
-- prices in memory and drops them when this arrives. A trigger, so no way of changing prices can forget.
CREATE FUNCTION "checkout"."notify_platform_config_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('platform_config_changed', COALESCE(NEW.platform, OLD.platform));
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "platform_config_changed"
AFTER INSERT OR UPDATE OR DELETE ON "checkout"."platform_config"
FOR EACH ROW EXECUTE FUNCTION "checkout"."notify_platform_config_changed"();
