-- What the information notices need per operation (docs/facts/document-checklists.md, NEW fields):
-- whether the data must be provided (Art. 13(2)(e)) and automated decisions (Art. 13(2)(f)).
-- Existing operations get the requirement their grounds suggest (the same rule as
-- defaultProvisionRequirement in the catalogue) and no automated decisions.
ALTER TABLE "configurator"."operations" ADD COLUMN "provision_requirement" text;--> statement-breakpoint
UPDATE "configurator"."operations" SET "provision_requirement" = CASE
	WHEN "grounds" ? 'LEGAL_OBLIGATION' THEN 'STATUTORY'
	WHEN "grounds" ? 'CONTRACT_PERFORMANCE' THEN 'CONTRACT_NECESSARY'
	ELSE 'VOLUNTARY'
END;--> statement-breakpoint
ALTER TABLE "configurator"."operations" ALTER COLUMN "provision_requirement" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "configurator"."operations" ADD COLUMN "provision_consequence" text;--> statement-breakpoint
ALTER TABLE "configurator"."operations" ADD COLUMN "automated_decision" text DEFAULT 'NONE' NOT NULL;--> statement-breakpoint
ALTER TABLE "configurator"."operations" ADD COLUMN "automated_decision_logic" text;
