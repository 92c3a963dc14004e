-- Jobs already waiting take the time of this migration, later than their real queuing: a read is
-- shared with them only if it started after it, which is safe.
ALTER TABLE "documents"."render_jobs" ADD COLUMN "enqueued_at" timestamp with time zone DEFAULT now() NOT NULL;
