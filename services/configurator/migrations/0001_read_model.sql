-- The configurator's published read model: a company's situations, each with its operations in
-- their order, as the documents service renders them. Its columns are a contract; the tables stay
-- private (in cluster mode other services' roles can select this view only). `to_jsonb(o)` carries
-- every column of an operation, so a new field reaches readers as soon as a migration adds it.
CREATE VIEW "configurator"."situation_view" AS
SELECT
	s.id,
	s.company_id,
	s.data_subject,
	s.name,
	s.suggestion_id,
	s.created_at,
	s.updated_at,
	COALESCE(
		(SELECT jsonb_agg(to_jsonb(o) - 'situation_id' ORDER BY o.position, o.created_at)
		   FROM "configurator"."operations" o
		  WHERE o.situation_id = s.id),
		'[]'::jsonb
	) AS operations
FROM "configurator"."situations" s;
--> statement-breakpoint
GRANT USAGE ON SCHEMA "configurator" TO PUBLIC;
--> statement-breakpoint
GRANT SELECT ON "configurator"."situation_view" TO PUBLIC;
