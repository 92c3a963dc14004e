-- The catalogue's retention preset an operation's storage duration is (RETENTION_IDS), kept when the
-- admin chooses one of the suggestions so the documents can write the period the law sets on their
-- day. Existing operations: null (their text stands; the documents still recognise a text that is
-- word for word a preset's own label when they read it). The situations' view carries the column by
-- to_jsonb(o).
ALTER TABLE "configurator"."operations" ADD COLUMN "retention_id" text;
