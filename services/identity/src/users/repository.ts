import type { Orm } from '@conform/server-kit';
import { eq, sql } from 'drizzle-orm';
import { users } from '../db/schema.ts';

export type UserRecord = typeof users.$inferSelect;

export function createUsersRepository(orm: Orm) {
  return {
    async insert(user: { id: string; email: string | null; name: string | null; isAnonymous: boolean }) {
      const [row] = await orm.insert(users).values(user).returning();
      return row!;
    },
    async findById(id: string): Promise<UserRecord | undefined> {
      const [row] = await orm.select().from(users).where(eq(users.id, id));
      return row;
    },
    /** The record, locked until the transaction ends (a consent change compares before and after). */
    async findByIdForUpdate(id: string): Promise<UserRecord | undefined> {
      const [row] = await orm.select().from(users).where(eq(users.id, id)).for('update');
      return row;
    },
    async findByEmail(email: string): Promise<UserRecord | undefined> {
      const [row] = await orm.select().from(users).where(eq(users.email, email));
      return row;
    },
    /** Links an e-mail to an anonymous user: same uid, so everything they made stays theirs. */
    async upgrade(id: string, email: string): Promise<UserRecord> {
      const [row] = await orm
        .update(users)
        .set({ email, isAnonymous: false, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      return row!;
    },
    /** Consents are stamped with the database server's time (docs/spec/behaviour.md §3). */
    async setConsents(
      id: string,
      consents: { terms: boolean; communications: boolean },
    ): Promise<UserRecord> {
      const [row] = await orm
        .update(users)
        .set({
          consentedTermsAt: consents.terms ? sql`coalesce(${users.consentedTermsAt}, now())` : null,
          consentedCommsAt: consents.communications ? sql`coalesce(${users.consentedCommsAt}, now())` : null,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, id))
        .returning();
      return row!;
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
