import type { Db } from './db.ts';
import { AppError } from './errors.ts';

export interface RateRule {
  /** What is counted, e.g. `link:email:ana@example.ro`. */
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * What this process knows of one key, in front of the database: a bucket of `limit` tokens. A token
 * is spent by a hit the database accepted and comes back when that hit leaves the window, exactly when
 * the database frees its place (a bucket refilled at a constant rate would let through hits the
 * database then refuses, and would name a wrong Retry-After). Other processes' hits are not in it: the
 * database is still the authority for every hit the bucket lets through, and its refusal is kept
 * (`blockedUntil`), since no hit can leave the window sooner.
 */
interface Bucket {
  /** When the hits this process had accepted were made (ms), oldest first; at most `limit` kept. */
  spent: number[];
  /** Tokens taken by hits the database has not answered yet. */
  pending: number;
  /** The database refused a hit until then. */
  blockedUntil: number;
  /** Refusals in the current second (`refusalsSecond`, in ms since the epoch / 1000). */
  refusals: number;
  refusalsSecond: number;
}

/** Keys remembered per limiter; forgetting one only sends its next hit to the database. */
const MAX_BUCKETS = 10_000;

/**
 * Refusals of one key answered at once in a second; the next ones wait REFUSAL_PACE_MS first. A
 * refusal costs no database statement, but still the CPU of an HTTP request: a client flooding on 200
 * connections would take all of it (and everyone's requests would wait behind its refusals) if each
 * came back at once. Paced, it sends at most one request a second per connection. A person who
 * clicks again, or a client that honours Retry-After, is never paced.
 */
export const PROMPT_REFUSALS_PER_SECOND = 5;
export const REFUSAL_PACE_MS = 1000;

/**
 * Sliding-window limits kept in PostgreSQL, so a limit holds across processes in cluster mode.
 * `table` is a service's own table with columns (key text, window_start timestamptz, count int,
 * primary key (key, window_start)); each row is one accepted hit at `window_start`.
 *
 * Why a log of accepted hits and not fixed windows: "one link per address every 60 s" must mean 60 s
 * between two links. Fixed windows let two through a few milliseconds apart when they straddle a
 * window's end (CI caught it with a 2 s interval). The limits are small (tens per hour per key), so
 * the log stays small. Refused hits are not logged: a flood never extends anyone's wait.
 *
 * Refusals cost no database statement: a per-process bucket per key (see `Bucket`) refuses what it
 * knows the database would refuse, with the same Retry-After. A flood of refused requests used to open
 * a transaction and take an advisory lock each, and everyone else's queries waited behind them (on
 * PGlite, one connection, all of them). And a key's refusals beyond a few a second are paced
 * (PROMPT_REFUSALS_PER_SECOND), so that a flood cannot take the CPU instead.
 */
export function createRateLimiter(db: Db, table: string, now: () => Date = () => new Date()) {
  if (!/^[a-z_]+\.[a-z_]+$/.test(table)) throw new Error(`bad rate-limit table name: ${table}`);
  let lastSweep = 0;
  const buckets = new Map<string, Bucket>();

  function bucketOf(key: string, at: number): Bucket {
    let bucket = buckets.get(key);
    if (!bucket) {
      if (buckets.size >= MAX_BUCKETS) forget(at);
      bucket = { spent: [], pending: 0, blockedUntil: 0, refusals: 0, refusalsSecond: 0 };
      buckets.set(key, bucket);
    }
    return bucket;
  }

  /** Makes room: buckets with nothing in them go first, then the oldest ones not in use. */
  function forget(at: number): void {
    for (const [key, b] of buckets) {
      if (
        b.pending === 0 &&
        b.blockedUntil <= at &&
        b.spent.length === 0 &&
        b.refusalsSecond * 1000 < at - 1000
      )
        buckets.delete(key);
    }
    for (const [key, b] of buckets) {
      if (buckets.size < MAX_BUCKETS) break;
      if (b.pending === 0) buckets.delete(key);
    }
  }

  /** When the bucket has a token again, or undefined when it has one now. */
  function refusedUntil(rule: RateRule, at: number): number | undefined {
    const bucket = bucketOf(rule.key, at);
    const windowMs = rule.windowSeconds * 1000;
    while (bucket.spent.length > 0 && bucket.spent[0]! <= at - windowMs) bucket.spent.shift();
    if (at < bucket.blockedUntil) return bucket.blockedUntil;
    const used = bucket.spent.length + bucket.pending;
    if (used < rule.limit) return undefined;
    // Room comes back when enough of the oldest hits leave the window; pending ones leave last.
    const oldest = bucket.spent[used - rule.limit];
    return (oldest ?? at) + windowMs;
  }

  /** The refusal, after a pause when its key is being flooded. */
  async function refusal(rule: RateRule, freedAt: number, at: number): Promise<AppError> {
    const bucket = bucketOf(rule.key, at);
    const second = Math.floor(at / 1000);
    if (bucket.refusalsSecond !== second) {
      bucket.refusalsSecond = second;
      bucket.refusals = 0;
    }
    bucket.refusals++;
    if (bucket.refusals > PROMPT_REFUSALS_PER_SECOND)
      await new Promise((resolve) => setTimeout(resolve, REFUSAL_PACE_MS).unref());
    return new AppError('rate_limited', 'Too many requests. Please wait a few minutes and try again.', {
      retryAfterSeconds: Math.max(1, Math.ceil((freedAt - at) / 1000)),
    });
  }

  /** The database's count: the first rule at its limit and when it frees, or undefined (counted). */
  async function countInDatabase(
    rules: RateRule[],
    at: number,
  ): Promise<{ rule: RateRule; freedAt: number } | undefined> {
    return db.transaction(async (tx) => {
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
        return { rule, freedAt };
      }
      for (const rule of rules) {
        await tx.query(
          `INSERT INTO ${table} (key, window_start, count) VALUES ($1, $2, 1)
           ON CONFLICT (key, window_start) DO UPDATE SET count = ${table}.count + 1`,
          [rule.key, new Date(at)],
        );
      }
      return undefined;
    });
  }

  return {
    /**
     * Counts one hit for every rule, or for none: if any rule is at its limit, throws `rate_limited`
     * (with the seconds until that rule lets a hit through) and nothing is counted.
     */
    async hit(rules: RateRule[]): Promise<void> {
      const at = now().getTime();
      for (const rule of rules) {
        const until = refusedUntil(rule, at);
        if (until !== undefined) throw await refusal(rule, until, at);
      }
      const taken = rules.map((rule) => bucketOf(rule.key, at));
      for (const bucket of taken) bucket.pending++;
      let refused: { rule: RateRule; freedAt: number } | undefined;
      try {
        refused = await countInDatabase(rules, at);
      } finally {
        for (const bucket of taken) bucket.pending--;
      }
      if (refused) {
        const bucket = bucketOf(refused.rule.key, at);
        bucket.blockedUntil = Math.max(bucket.blockedUntil, refused.freedAt);
        throw await refusal(refused.rule, refused.freedAt, at);
      }
      rules.forEach((rule, i) => {
        const spent = taken[i]!.spent;
        // Concurrent hits may be answered out of order: kept sorted, and only the newest `limit` matter.
        let index = spent.length;
        while (index > 0 && spent[index - 1]! > at) index--;
        spent.splice(index, 0, at);
        if (spent.length > rule.limit) spent.splice(0, spent.length - rule.limit);
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
