-- Legal updates announced ahead (docs/legal-updates.md): a company is told of a dated legal figure's
-- change before its day, and its documents are queued on the day. `queued_at` says when its renders
-- were queued (null: told only, the day still to come). The rows from before were queued when they
-- were told.
ALTER TABLE "documents"."legal_update_companies" ADD COLUMN "queued_at" timestamp with time zone;--> statement-breakpoint
UPDATE "documents"."legal_update_companies" SET "queued_at" = "notified_at";
