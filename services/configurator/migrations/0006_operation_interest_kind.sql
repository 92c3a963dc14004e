-- The kind of legitimate interest an operation on Art. 6(1)(f) pursues, chosen by the admin from the
-- catalogue's LEGITIMATE_INTEREST_KINDS (the legitimate interest assessment prints that kind's standard
-- answers). Existing operations start with it not said (null): the assessment asks for it.
ALTER TABLE "configurator"."operations" ADD COLUMN "interest_kind" text;
