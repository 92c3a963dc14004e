-- The job queue records when each payload was queued (server-kit jobs.ts: `Job.enqueuedAt`).
ALTER TABLE "onboarding"."marketing_jobs" ADD COLUMN "enqueued_at" timestamp with time zone DEFAULT now() NOT NULL;
