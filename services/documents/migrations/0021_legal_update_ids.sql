-- Two legal updates reaching one document in one pass make one version, for both
-- (docs/legal-updates.md): a version names every update that made it, oldest first. The versions
-- from before name their one update, or none.
ALTER TABLE "documents"."document_versions" ADD COLUMN "legal_update_ids" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
UPDATE "documents"."document_versions" SET "legal_update_ids" = ARRAY["legal_update_id"] WHERE "legal_update_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "documents"."document_versions" DROP COLUMN "legal_update_id";
