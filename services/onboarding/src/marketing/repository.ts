import type { Orm, SqlRunner } from '@conform/server-kit';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { evaluations, marketingSubmissions, marketingTracking } from '../db/schema.ts';

export type SubmissionRecord = typeof marketingSubmissions.$inferSelect;
export type NewSubmission = Omit<typeof marketingSubmissions.$inferInsert, 'status' | 'createdAt' | 'sentAt'>;

/** The marketing outbox and the visitors' tracking cookies. Pass a transaction's `orm` to write in it. */
export function createMarketingRepository(orm: Orm) {
  return {
    /** Records what happened, once per dedupe key (a second delivery or a repeated event adds nothing). */
    async add(submission: NewSubmission): Promise<void> {
      await orm
        .insert(marketingSubmissions)
        .values({ ...submission, status: 'WAITING' })
        .onConflictDoNothing({ target: marketingSubmissions.dedupeKey });
    },

    /**
     * Takes the user's waiting submissions for sending (QUEUED). An UPDATE, so two processes handling
     * two events of one user at once cannot both take the same one.
     */
    async takeWaiting(userId: string): Promise<SubmissionRecord[]> {
      return orm
        .update(marketingSubmissions)
        .set({ status: 'QUEUED' })
        .where(and(eq(marketingSubmissions.userId, userId), eq(marketingSubmissions.status, 'WAITING')))
        .returning();
    },

    /** Waiting longer than the window: forgotten, never sent. */
    async dropExpired(days: number): Promise<void> {
      await orm
        .delete(marketingSubmissions)
        .where(
          and(
            eq(marketingSubmissions.status, 'WAITING'),
            lt(marketingSubmissions.createdAt, sql`now() - make_interval(days => ${days})`),
          ),
        );
    },

    /** The user is gone or withdrew their consent: nothing of theirs that has not left yet will. */
    async withdraw(tx: SqlRunner, userId: string): Promise<void> {
      await orm
        .delete(marketingSubmissions)
        .where(and(eq(marketingSubmissions.userId, userId), eq(marketingSubmissions.status, 'WAITING')));
      // Those queued but not being sent right now are taken off the queue; one being sent goes.
      await tx.query(
        `WITH taken AS (
           DELETE FROM onboarding.marketing_jobs
            WHERE status = 'QUEUED'
              AND key IN (SELECT id FROM onboarding.marketing_submissions WHERE user_id = $1 AND status = 'QUEUED')
           RETURNING key)
         UPDATE onboarding.marketing_submissions SET status = 'WITHDRAWN' WHERE id IN (SELECT key FROM taken)`,
        [userId],
      );
    },

    /** "Replace the account" (user.merged): what the anonymous user did follows them. */
    async moveUser(fromUserId: string, intoUserId: string): Promise<void> {
      await orm
        .update(marketingSubmissions)
        .set({ userId: intoUserId })
        .where(and(eq(marketingSubmissions.userId, fromUserId), eq(marketingSubmissions.status, 'WAITING')));
      const [tracking] = await orm
        .select()
        .from(marketingTracking)
        .where(eq(marketingTracking.userId, fromUserId));
      if (tracking) {
        await orm
          .insert(marketingTracking)
          .values({ userId: intoUserId, hutk: tracking.hutk })
          .onConflictDoNothing({ target: marketingTracking.userId });
        await orm.delete(marketingTracking).where(eq(marketingTracking.userId, fromUserId));
      }
    },

    async markSent(id: string): Promise<void> {
      await orm
        .update(marketingSubmissions)
        .set({ status: 'SENT', sentAt: sql`now()`, lastError: null })
        .where(eq(marketingSubmissions.id, id));
    },

    async markFailed(id: string, error: string): Promise<void> {
      await orm
        .update(marketingSubmissions)
        .set({ status: 'FAILED', lastError: error.slice(0, 500) })
        .where(eq(marketingSubmissions.id, id));
    },

    async hutkOf(userId: string): Promise<string | undefined> {
      const [row] = await orm.select().from(marketingTracking).where(eq(marketingTracking.userId, userId));
      return row?.hutk;
    },

    async setHutk(userId: string, hutk: string): Promise<void> {
      await orm
        .insert(marketingTracking)
        .values({ userId, hutk })
        .onConflictDoUpdate({ target: marketingTracking.userId, set: { hutk, updatedAt: sql`now()` } });
    },

    async forgetHutk(userId: string): Promise<void> {
      await orm.delete(marketingTracking).where(eq(marketingTracking.userId, userId));
    },

    async evaluationResults(evaluationId: string): Promise<string[] | undefined> {
      const [row] = await orm
        .select({ results: evaluations.results })
        .from(evaluations)
        .where(eq(evaluations.id, evaluationId));
      return row?.results;
    },

    /** How many submissions wait, are queued or failed (the service's health answer; SENT rows pile up, uncounted). */
    async counts(): Promise<{ waiting: number; queued: number; failed: number }> {
      const rows = await orm
        .select({ status: marketingSubmissions.status, n: sql<number>`count(*)::int` })
        .from(marketingSubmissions)
        .where(inArray(marketingSubmissions.status, ['WAITING', 'QUEUED', 'FAILED']))
        .groupBy(marketingSubmissions.status);
      const of = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0);
      return { waiting: of('WAITING'), queued: of('QUEUED'), failed: of('FAILED') };
    },
  };
}
export type MarketingRepository = ReturnType<typeof createMarketingRepository>;
