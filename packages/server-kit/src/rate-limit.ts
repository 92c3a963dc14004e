import type { Db } from './db.ts';
import { AppError } from './errors.ts';

export interface RateRule {
  /** What is counted, e.g. `link:email:ana@example.ro`. */
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Sliding-window limits kept in PostgreSQL, so a limit holds across processes in cluster mode.
 * `table` is a service's own table with columns (key text, window_start timestamptz, count int,
 * primary key (key, window_start)); each row is one accepted hit at `window_start`.
 *
 * Why a log of accepted hits and not fixed windows: "one link per address every 60 s" must mean 60 s
 * between two links. Fixed windows let two through a few milliseconds apart when they straddle a
 * window's end (CI caught it with a 2 s interval). The limits are small (tens per hour per key), so
 * the log stays small. Refused hits are not logged: a flood never extends anyone's wait.
 */
export function createRateLimiter(db: Db, table: string, now: () => Date = () => new Date()) {
  if (!/^[a-z_]+\.[a-z_]+$/.test(table)) throw new Error(`bad rate-limit table name: ${table}`);
  let lastSweep = 0;
  return {
    /**
     * Counts one hit for every rule, or for none: if any rule is at its limit, throws `rate_limited`
     * (with the seconds until that rule lets a hit through) and nothing is counted.
     */
    async hit(rules: RateRule[]): Promise<void> {
      const at = now().getTime();
      await db.transaction(async (tx) => {
        for (const rule of rules) {
          // Two processes checking the same key at once would both see room; the lock makes them take turns.
          await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`${table}:${rule.key}`]);
          const since = new Date(at - rule.windowSeconds * 1000);
          const hits = await tx.query<{ window_start: Date | string; count: number }>(
            `SELECT window_start, count FROM ${table} WHERE key = $1 AND window_start > $2 ORDER BY window_start`,
            [rule.key, since],
          );
          let used = hits.reduce((sum, h) => sum + Number(h.count), 0);
          if (used < rule.limit) continue;
          // Room comes back when enough of the oldest hits leave the window.
          let freedAt = at;
          for (const h of hits) {
            freedAt = new Date(h.window_start).getTime() + rule.windowSeconds * 1000;
            used -= Number(h.count);
            if (used < rule.limit) break;
          }
          throw new AppError('rate_limited', 'Too many requests. Please wait a few minutes and try again.', {
            retryAfterSeconds: Math.max(1, Math.ceil((freedAt - at) / 1000)),
          });
        }
        for (const rule of rules) {
          await tx.query(
            `INSERT INTO ${table} (key, window_start, count) VALUES ($1, $2, 1)
             ON CONFLICT (key, window_start) DO UPDATE SET count = ${table}.count + 1`,
            [rule.key, new Date(at)],
          );
        }
      });
      // Old hits are useless (no window is longer than a day); sweep them at most once an hour.
      if (at - lastSweep > 3_600_000) {
        lastSweep = at;
        await db.query(`DELETE FROM ${table} WHERE window_start < $1`, [new Date(at - 86_400_000)]);
      }
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
