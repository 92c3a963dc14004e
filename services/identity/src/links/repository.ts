import type { Orm } from '@conform/server-kit';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { signInLinks } from '../db/schema.ts';

export type SignInLinkRecord = typeof signInLinks.$inferSelect;

export function createLinksRepository(orm: Orm) {
  return {
    async insert(link: typeof signInLinks.$inferInsert): Promise<void> {
      await orm.insert(signInLinks).values(link);
    },
    async findByTokenHash(hash: string): Promise<SignInLinkRecord | undefined> {
      const [row] = await orm.select().from(signInLinks).where(eq(signInLinks.tokenHash, hash));
      return row;
    },
    /** Atomically marks a link used; false when another request used it first (single use under concurrency). */
    async claim(id: string): Promise<boolean> {
      const rows = await orm
        .update(signInLinks)
        .set({ usedAt: sql`now()` })
        .where(and(eq(signInLinks.id, id), isNull(signInLinks.usedAt)))
        .returning({ id: signInLinks.id });
      return rows.length === 1;
    },
  };
}
export type LinksRepository = ReturnType<typeof createLinksRepository>;
