-- The company's processors (Art. 28) that perform each operation, chosen by the admin: what each
-- processing agreement lists. Existing operations start with none; the admin assigns them.
ALTER TABLE "configurator"."operations" ADD COLUMN "processor_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;