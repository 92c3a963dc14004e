-- The breach register's reminders: the stages already e-mailed (24 hours left to notify the authority,
-- then the time being up), so each is sent once. Breaches logged before start with none sent.
ALTER TABLE "documents"."breaches" ADD COLUMN "reminders_sent" jsonb DEFAULT '[]'::jsonb NOT NULL;