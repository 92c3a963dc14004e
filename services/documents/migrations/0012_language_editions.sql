-- The documents of an `_EN` package on the RO edition are its English edition, kept next to the
-- Romanian one a base package makes, under the key `<TYPE>.en` (src/catalogue.ts documentKey). Those
-- made before under the bare type move to that key, with their versions and any render still to run
-- (made in English from now on). Only the `_EN` packages end in `_EN`: the INT edition's variants
-- start with INT_ and are English already. Their files keep their paths.
UPDATE "documents"."document_versions" v SET "type" = v."type" || '.en'
  FROM "documents"."documents" d
 WHERE d."company_id" = v."company_id" AND d."type" = v."type" AND d."product" LIKE '%\_EN' ESCAPE '\';
--> statement-breakpoint
UPDATE "documents"."documents" SET "type" = "type" || '.en', "locale" = 'en'
 WHERE "product" LIKE '%\_EN' ESCAPE '\';
--> statement-breakpoint
UPDATE "documents"."render_jobs"
   SET "key" = "key" || '.en',
       "payload" = "payload" || jsonb_build_object('type', ("payload"->>'type') || '.en', 'locale', 'en')
 WHERE "payload"->>'product' LIKE '%\_EN' ESCAPE '\' AND "payload"->>'type' NOT LIKE '%.en';
