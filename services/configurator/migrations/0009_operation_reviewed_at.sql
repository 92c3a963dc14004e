-- The day the admin last confirmed an operation is still accurate ("Mark as reviewed" in its dialog):
-- the Art. 30 record prints it and an operation not reviewed for more than 12 months is listed to
-- review. Existing operations start never reviewed (null).
ALTER TABLE "configurator"."operations" ADD COLUMN "reviewed_at" date;
