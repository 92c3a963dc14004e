-- The content each version is made from (content/<CODE>/CHANGELOG.md); versions made before, or of a
-- type still written in TypeScript, have none.
ALTER TABLE "documents"."document_versions" ADD COLUMN "content_version" text;