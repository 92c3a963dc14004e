import type { Orm } from '@conform/server-kit';
import { and, eq, isNull, or } from 'drizzle-orm';
import { retiredRefreshTokens, sessions } from '../db/schema.ts';

export type SessionRecord = typeof sessions.$inferSelect;

export function createSessionsRepository(orm: Orm) {
  return {
    async insert(session: { id: string; userId: string; refreshTokenHash: string; expiresAt: Date }) {
      await orm.insert(sessions).values(session);
    },
    /**
     * The session whose current refresh token this is, whatever its state, locked until the
     * transaction ends: concurrent refreshes with one token wait for each other, and the ones after
     * the first find it rotated.
     */
    async lockByTokenHash(hash: string): Promise<SessionRecord | undefined> {
      const [row] = await orm
        .select()
        .from(sessions)
        .where(eq(sessions.refreshTokenHash, hash))
        .for('update');
      return row;
    },
    /** A refresh token the session rotated away from, with the session, locked as above. */
    async lockByRetiredTokenHash(
      hash: string,
    ): Promise<{ session: SessionRecord; retiredAt: Date } | undefined> {
      const [retired] = await orm
        .select()
        .from(retiredRefreshTokens)
        .where(eq(retiredRefreshTokens.tokenHash, hash));
      if (!retired) return undefined;
      const [session] = await orm
        .select()
        .from(sessions)
        .where(eq(sessions.id, retired.sessionId))
        .for('update');
      return session ? { session, retiredAt: retired.retiredAt } : undefined;
    },
    /** Rotation: the session's new token, and the old one kept as retired (reuse is recognised). */
    async rotate(id: string, oldHash: string, newHash: string, expiresAt: Date, now: Date) {
      await orm.update(sessions).set({ refreshTokenHash: newHash, expiresAt }).where(eq(sessions.id, id));
      await orm.insert(retiredRefreshTokens).values({ tokenHash: oldHash, sessionId: id, retiredAt: now });
    },
    /**
     * Revokes the session holding this refresh token (current or retired) or with this id; answers
     * the ids revoked now (the session checks drop them).
     */
    async revoke(which: { tokenHash?: string; id?: string }, now: Date): Promise<string[]> {
      const matches = [];
      if (which.id) matches.push(eq(sessions.id, which.id));
      if (which.tokenHash) {
        matches.push(eq(sessions.refreshTokenHash, which.tokenHash));
        const [retired] = await orm
          .select({ sessionId: retiredRefreshTokens.sessionId })
          .from(retiredRefreshTokens)
          .where(eq(retiredRefreshTokens.tokenHash, which.tokenHash));
        if (retired) matches.push(eq(sessions.id, retired.sessionId));
      }
      if (matches.length === 0) return [];
      const rows = await orm
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(or(...matches), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return rows.map((r) => r.id);
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
