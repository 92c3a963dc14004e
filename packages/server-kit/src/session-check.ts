import type { Db } from './db.ts';
import { AppError, sqlStateOf } from './errors.ts';
import { createNotifiedCache } from './notified-cache.ts';

/** NOTIFY channel of the identity service's trigger (its migration 0003): payload = the session id. */
export const SESSION_CHANGED_CHANNEL = 'session_changed';

/**
 * Whether the session an access token belongs to still stands: signing out (or a stolen refresh
 * token being reused) revokes it, and every access token carrying its `sid` stops working at once,
 * not when it expires. Read from the identity service's published view `identity.session_view`
 * (`@conform/identity-service/read` describes it), never its tables, like the company-admin check
 * reads the companies' view. What is read is kept until identity's trigger names the session, so a
 * request costs no query once its session has been seen. Made once per process and handed to every
 * service in its setup deps (`sessions`): in embedded mode identity drops what it revoked from the
 * one cache every service reads, before its answer leaves.
 */
export function createSessionCheck(db: Db) {
  const cache = createNotifiedCache<{ userId: string; revoked: boolean }>(db, SESSION_CHANGED_CHANNEL);
  return {
    /** True when the session exists, belongs to the user and has not been revoked. */
    async isLive(sessionId: string, uid: string): Promise<boolean> {
      const session = await cache.get(sessionId, async () => {
        try {
          const [row] = await db.query<{ user_id: string; revoked: boolean }>(
            'SELECT user_id, revoked_at IS NOT NULL AS revoked FROM identity.session_view WHERE id = $1',
            [sessionId],
          );
          return row ? { userId: row.user_id, revoked: row.revoked } : undefined;
        } catch (err) {
          // 42P01: the view is not there yet (a cluster process serving before identity migrated).
          // The next attempt may succeed; a 500 would say the request was wrong.
          if (sqlStateOf(err) === '42P01') {
            throw new AppError('unavailable', 'The service is starting. Please try again in a moment.');
          }
          throw err;
        }
      });
      return session !== undefined && !session.revoked && session.userId === uid;
    },
    /** Drops a session at once: this process revoked it and its next request must see that. */
    forget: (sessionId: string) => cache.forget(sessionId),
    /** Resolves once the LISTEN is in place: from then on what is read is kept (tests). */
    ready: () => cache.ready(),
  };
}
export type SessionCheck = ReturnType<typeof createSessionCheck>;
