-- A digest of the data each version is made from (the company's data and the situations the type reads,
-- engine/history.ts): the version history says the company's data changed only when it differs from the
-- previous version's. Versions made before have none (not known: the history does not say why).
ALTER TABLE "documents"."document_versions" ADD COLUMN "data_digest" text;
