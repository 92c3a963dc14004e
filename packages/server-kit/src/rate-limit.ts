import type { Db } from './db.ts';
import { AppError } from './errors.ts';

export interface RateRule {
  /** What is counted, e.g. `link:email:ana@example.ro`. */
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters kept in PostgreSQL, so a limit holds across processes in cluster mode.
 * `table` is a service's own table with columns (key text, window_start timestamptz, count int,
 * primary key (key, window_start)).
 */
export function createRateLimiter(db: Db, table: string, now: () => Date = () => new Date()) {
  if (!/^[a-z_]+\.[a-z_]+$/.test(table)) throw new Error(`bad rate-limit table name: ${table}`);
  let lastSweep = 0;
  return {
    /** Counts one hit for every rule; throws `rate_limited` if any rule is over its limit. */
    async hit(rules: RateRule[]): Promise<void> {
      const at = now().getTime();
      for (const rule of rules) {
        const windowMs = rule.windowSeconds * 1000;
        const windowStart = new Date(Math.floor(at / windowMs) * windowMs);
        const rows = await db.query<{ count: number }>(
          `INSERT INTO ${table} (key, window_start, count) VALUES ($1, $2, 1)
           ON CONFLICT (key, window_start) DO UPDATE SET count = ${table}.count + 1
           RETURNING count`,
          [rule.key, windowStart],
        );
        if ((rows[0]?.count ?? 0) > rule.limit) {
          const retryAfter = Math.ceil((windowStart.getTime() + windowMs - at) / 1000);
          throw new AppError('rate_limited', 'Too many requests. Please wait a few minutes and try again.', {
            retryAfterSeconds: retryAfter,
          });
        }
      }
      // Old windows are useless; sweep them at most once an hour.
      if (at - lastSweep > 3_600_000) {
        lastSweep = at;
        await db.query(`DELETE FROM ${table} WHERE window_start < $1`, [new Date(at - 86_400_000)]);
      }
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
