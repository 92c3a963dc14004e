import type { Orm } from '@conform/server-kit';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { sessions } from '../db/schema.ts';

export function createSessionsRepository(orm: Orm) {
  return {
    async insert(session: { id: string; userId: string; refreshTokenHash: string; expiresAt: Date }) {
      await orm.insert(sessions).values(session);
    },
    /** A live session by its refresh token hash: not revoked, not expired. */
    async findLiveByTokenHash(hash: string, now: Date) {
      const [row] = await orm
        .select()
        .from(sessions)
        .where(
          and(eq(sessions.refreshTokenHash, hash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
        );
      return row;
    },
    /** Rotation: the old refresh token stops working the moment a new one is issued. */
    async rotate(id: string, newHash: string, expiresAt: Date) {
      await orm.update(sessions).set({ refreshTokenHash: newHash, expiresAt }).where(eq(sessions.id, id));
    },
    async revokeByTokenHash(hash: string, now: Date) {
      await orm
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.refreshTokenHash, hash), isNull(sessions.revokedAt)));
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
