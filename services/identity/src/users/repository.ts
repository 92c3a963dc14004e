import type { Orm } from '@conform/server-kit';
import { eq } from 'drizzle-orm';
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
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
