-- Every write to a company tells every process at commit (NOTIFY company_changed, payload: the id):
-- the services keep the company's admins (the access check) and the companies service keeps whole
-- companies in memory, and drop an entry when this arrives. A trigger, so no write path can forget.
CREATE FUNCTION "companies"."notify_company_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('company_changed', COALESCE(NEW.id, OLD.id));
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "company_changed"
AFTER INSERT OR UPDATE OR DELETE ON "companies"."companies"
FOR EACH ROW EXECUTE FUNCTION "companies"."notify_company_changed"();
