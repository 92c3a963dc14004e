-- The admin's answers to a company's legitimate interest assessments (EDPB Guidelines 1/2024, see
-- docs/facts/gdpr-documents.md), kept across regenerations: one row per assessment, keyed by the kind
-- of interest or, for an operation whose kind is OTHER or not said, by the operation's id. Every
-- answer null: the standard answer for the kind. A company without rows keeps its documents as they are.
CREATE TABLE "configurator"."interest_assessments" (
	"company_id" text NOT NULL,
	"key" text NOT NULL,
	"purpose" text,
	"necessity" text,
	"minimisation" text,
	"retention" text,
	"expectations" text,
	"consequences" text,
	"safeguards" text,
	"conclusion" text,
	"reviewed_by" text NOT NULL,
	"reviewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interest_assessments_company_id_key_pk" PRIMARY KEY("company_id","key")
);
--> statement-breakpoint
-- Published with the situations (read.ts): the answers, without who saved them.
CREATE VIEW "configurator"."interest_assessment_view" AS
SELECT company_id, key, purpose, necessity, minimisation, retention, expectations, consequences,
       safeguards, conclusion, reviewed_at
  FROM "configurator"."interest_assessments";
--> statement-breakpoint
GRANT SELECT ON "configurator"."interest_assessment_view" TO PUBLIC;
