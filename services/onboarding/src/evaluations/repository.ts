import type { Orm } from '@conform/server-kit';
import { eq } from 'drizzle-orm';
import { evaluations } from '../db/schema.ts';

export type EvaluationRecord = typeof evaluations.$inferSelect;

export function createEvaluationsRepository(orm: Orm) {
  return {
    async insert(row: typeof evaluations.$inferInsert): Promise<EvaluationRecord> {
      const [saved] = await orm.insert(evaluations).values(row).returning();
      return saved!;
    },
    async findById(id: string): Promise<EvaluationRecord | undefined> {
      const [row] = await orm.select().from(evaluations).where(eq(evaluations.id, id));
      return row;
    },
    /** "Replace the account" (user.merged): the anonymous visitor's evaluations become the account's. */
    async moveUser(fromUserId: string, intoUserId: string): Promise<void> {
      await orm.update(evaluations).set({ userId: intoUserId }).where(eq(evaluations.userId, fromUserId));
    },
  };
}
export type EvaluationsRepository = ReturnType<typeof createEvaluationsRepository>;
