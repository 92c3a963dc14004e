-- The inputs an assessment needs, answered per operation by the admin: large scale (with the
-- approximate number of people), core activity, vulnerable people, new technology (Art. 35, 37(1);
-- WP243, WP248 rev.01). Existing operations start with none said (null): the documents ask for them.
ALTER TABLE "configurator"."operations" ADD COLUMN "large_scale" boolean;--> statement-breakpoint
ALTER TABLE "configurator"."operations" ADD COLUMN "subjects_count" integer;--> statement-breakpoint
ALTER TABLE "configurator"."operations" ADD COLUMN "core_activity" boolean;--> statement-breakpoint
ALTER TABLE "configurator"."operations" ADD COLUMN "vulnerable_subjects" boolean;--> statement-breakpoint
ALTER TABLE "configurator"."operations" ADD COLUMN "new_technology" boolean;
