-- An operation the admin chose to assess on its own in the legitimate interest assessment, not with
-- the other operations of its kind of interest (answers kept under its id). Existing operations stay
-- assessed with their kind (false). The situations' view carries the column by to_jsonb(o).
ALTER TABLE "configurator"."operations" ADD COLUMN "assessed_alone" boolean DEFAULT false NOT NULL;
