CREATE TABLE "identity"."retired_refresh_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"retired_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity"."retired_refresh_tokens" ADD CONSTRAINT "retired_refresh_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "identity"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "retired_refresh_tokens_session_idx" ON "identity"."retired_refresh_tokens" USING btree ("session_id");--> statement-breakpoint
-- The identity service's published read model of sessions (`@conform/identity-service/read`): every
-- service's access check (server-kit's session check) asks it whether the session an access token
-- names has been revoked (signed out, or its refresh token replayed), so a token stops working at
-- once instead of when it expires. Only ids and the revocation time: no personal data, so every role
-- may read it. Its columns are a contract: add, never rename or drop without a new view.
CREATE VIEW "identity"."session_view" AS
SELECT
	id,
	user_id,
	revoked_at
FROM "identity"."sessions";
--> statement-breakpoint
GRANT USAGE ON SCHEMA "identity" TO PUBLIC;
--> statement-breakpoint
GRANT SELECT ON "identity"."session_view" TO PUBLIC;
--> statement-breakpoint
-- A session revoked or deleted tells every process at commit (NOTIFY session_changed, payload: the
-- session id): the session checks keep what they read until this names it. Only these changes: a
-- refresh rotates the token on every use and changes nothing the check reads.
CREATE FUNCTION "identity"."notify_session_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('session_changed', OLD.id);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "session_revoked"
AFTER UPDATE OF revoked_at ON "identity"."sessions"
FOR EACH ROW WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at)
EXECUTE FUNCTION "identity"."notify_session_changed"();
--> statement-breakpoint
CREATE TRIGGER "session_deleted"
AFTER DELETE ON "identity"."sessions"
FOR EACH ROW EXECUTE FUNCTION "identity"."notify_session_changed"();
