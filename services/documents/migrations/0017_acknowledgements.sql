-- Staff acknowledgement (acknowledgements/domain.ts): requests to read a document version (the SHA-256
-- of its PDF), e-mail invitations (single-use links, only their hash kept), the confirmations (the name
-- as typed, when, from where), and the rate limits of the public routes. New tables only.
CREATE TABLE "documents"."acknowledgement_invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"company_id" text NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"reminder_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "acknowledgement_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "acknowledgement_invitations_email_uq" UNIQUE("request_id","email")
);
--> statement-breakpoint
CREATE TABLE "documents"."acknowledgement_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"type" text NOT NULL,
	"version" integer NOT NULL,
	"content_sha256" text NOT NULL,
	"language" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminded_at" timestamp with time zone,
	"link_token_hash" text,
	"link_expires_at" timestamp with time zone,
	"link_revoked_at" timestamp with time zone,
	CONSTRAINT "acknowledgement_requests_link_token_hash_unique" UNIQUE("link_token_hash"),
	CONSTRAINT "acknowledgement_requests_version_uq" UNIQUE("company_id","type","version")
);
--> statement-breakpoint
CREATE TABLE "documents"."acknowledgements" (
	"id" text PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"company_id" text NOT NULL,
	"invitation_id" text,
	"via" text NOT NULL,
	"full_name" text NOT NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"type" text NOT NULL,
	"version" integer NOT NULL,
	"content_sha256" text NOT NULL,
	CONSTRAINT "acknowledgements_invitation_id_unique" UNIQUE("invitation_id")
);
--> statement-breakpoint
CREATE TABLE "documents"."rate_limits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "rate_limits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE INDEX "acknowledgements_request_idx" ON "documents"."acknowledgements" USING btree ("request_id");