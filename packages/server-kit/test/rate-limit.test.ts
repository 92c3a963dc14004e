/** The rate limiter on the backend the run uses (PGlite by default, PostgreSQL with TEST_DATABASE_URL). */
import type { Db } from '../src/db.ts';
import { AppError } from '../src/errors.ts';
import { createRateLimiter, PROMPT_REFUSALS_PER_SECOND, REFUSAL_PACE_MS } from '../src/rate-limit.ts';
import { openTestDb } from '../src/testing.ts';

let db: Db;
let clock: number;
const limiter = () => createRateLimiter(db, 'rl.hits', () => new Date(clock));

beforeAll(async () => {
  db = await openTestDb();
  await db.exec(`
    CREATE SCHEMA rl;
    CREATE TABLE rl.hits (key text NOT NULL, window_start timestamptz NOT NULL, count integer NOT NULL,
      PRIMARY KEY (key, window_start));`);
});
beforeEach(async () => {
  await db.exec('DELETE FROM rl.hits');
  // Just before a whole minute: where fixed windows of 60 s would have let a second hit through.
  clock = Date.UTC(2026, 10, 26, 10, 0, 59, 900);
});
afterAll(() => db.close());

async function refusal(run: Promise<void>): Promise<AppError> {
  const error = await run.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected a rate_limited refusal, got ${String(error)}`);
  expect(error.code).toBe('rate_limited');
  return error;
}
const retryAfter = (e: AppError) => (e.details as { retryAfterSeconds: number }).retryAfterSeconds;

describe('rate limiter', () => {
  const once = { key: 'link:ana', limit: 1, windowSeconds: 60 };

  it('lets one hit per interval through, even across a whole minute', async () => {
    const rl = limiter();
    await rl.hit([once]);
    clock += 200;
    expect(retryAfter(await refusal(rl.hit([once])))).toBe(60);
    clock += 59_000;
    expect(retryAfter(await refusal(rl.hit([once])))).toBe(1);
    clock += 1_000;
    await rl.hit([once]);
  });

  it('does not count refused hits, so a flood never extends the wait', async () => {
    const rl = limiter();
    await rl.hit([once]);
    for (let i = 0; i < 20; i++) {
      clock += 2_000;
      await refusal(rl.hit([once]));
    }
    clock += 20_000;
    await rl.hit([once]);
  });

  it('counts a hit for every rule or for none', async () => {
    const rl = limiter();
    const perIp = { key: 'ip:1', limit: 2, windowSeconds: 3600 };
    await rl.hit([perIp, { key: 'email:a', limit: 1, windowSeconds: 60 }]);
    // Refused for the address: the IP's count does not move.
    await refusal(rl.hit([perIp, { key: 'email:a', limit: 1, windowSeconds: 60 }]));
    await rl.hit([perIp, { key: 'email:b', limit: 1, windowSeconds: 60 }]);
    // Now the IP is at its limit; the next address is refused without using its own interval.
    const refused = await refusal(rl.hit([perIp, { key: 'email:c', limit: 1, windowSeconds: 60 }]));
    expect(retryAfter(refused)).toBe(3600);
    clock += 3_600_000;
    await rl.hit([{ key: 'email:c', limit: 1, windowSeconds: 60 }]);
  });

  it('says when the oldest hits leave the window', async () => {
    const rl = limiter();
    const rule = { key: 'lookups', limit: 3, windowSeconds: 100 };
    for (const step of [0, 10_000, 10_000]) {
      clock += step;
      await rl.hit([rule]);
    }
    // Hits at 0, 10 and 20 s; at 30 s the first leaves at 100 s.
    clock += 10_000;
    expect(retryAfter(await refusal(rl.hit([rule])))).toBe(70);
    clock += 70_000;
    await rl.hit([rule]);
  });

  it('keeps its limit under concurrent hits', async () => {
    const rl = limiter();
    const rule = { key: 'burst', limit: 3, windowSeconds: 60 };
    const outcomes = await Promise.allSettled(Array.from({ length: 10 }, () => rl.hit([rule])));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(3);
  });
});

/** The same database, counting every statement sent through it (a transaction counts as one too). */
function counting(inner: Db): { db: Db; statements: () => number } {
  let statements = 0;
  const db: Db = {
    ...inner,
    query: (text, params) => {
      statements++;
      return inner.query(text, params);
    },
    exec: (text) => {
      statements++;
      return inner.exec(text);
    },
    transaction: (work) => {
      statements++;
      return inner.transaction((tx) =>
        work({
          ...tx,
          query: (text, params) => {
            statements++;
            return tx.query(text, params);
          },
        }),
      );
    },
  };
  return { db, statements: () => statements };
}

describe('refused hits cost no database statement', () => {
  const rule = { key: 'sign-in-link:ip:203.0.113.7', limit: 2, windowSeconds: 3600 };

  it('refuses a flood on a key at its limit without asking the database, with the database’s Retry-After', async () => {
    const counted = counting(db);
    const rl = createRateLimiter(counted.db, 'rl.hits', () => new Date(clock));
    await rl.hit([rule]);
    clock += 10_000;
    await rl.hit([rule]);
    const before = counted.statements();
    clock += 5_000;
    const refusals = await Promise.all(Array.from({ length: 200 }, () => refusal(rl.hit([rule]))));
    expect(counted.statements() - before).toBe(0);
    // The first hit leaves the window 3585 s from now: what the database itself says.
    expect(new Set(refusals.map(retryAfter))).toEqual(new Set([3585]));
    expect(retryAfter(await refusal(limiter().hit([rule])))).toBe(3585);
  });

  it('lets only `limit` hits of a concurrent flood on a fresh key reach the database', async () => {
    const counted = counting(db);
    const rl = createRateLimiter(counted.db, 'rl.hits', () => new Date(clock));
    const outcomes = await Promise.allSettled(Array.from({ length: 200 }, () => rl.hit([rule])));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(2);
    const statements = counted.statements();
    // Two transactions of three statements (lock, count, insert) and the hourly sweep: no more.
    expect(statements).toBeLessThanOrEqual(2 * 4 + 1);
  });

  it('learns from the database what other processes used, and asks it no more until that frees', async () => {
    const a = counting(db);
    const b = counting(db);
    const processA = createRateLimiter(a.db, 'rl.hits', () => new Date(clock));
    const processB = createRateLimiter(b.db, 'rl.hits', () => new Date(clock));
    await processB.hit([rule]);
    clock += 1_000;
    await processB.hit([rule]);
    clock += 1_000;
    // Process A has counted nothing itself: the database refuses, and says until when.
    expect(retryAfter(await refusal(processA.hit([rule])))).toBe(3598);
    const before = a.statements();
    clock += 1_000;
    expect(retryAfter(await refusal(processA.hit([rule])))).toBe(3597);
    expect(a.statements()).toBe(before);
    clock += 3_597_000;
    await processA.hit([rule]);
  });

  it('keeps its limit across processes under concurrent hits: the database decides', async () => {
    const processes = [limiter(), limiter(), limiter()];
    const burst = { key: 'burst-across', limit: 3, windowSeconds: 60 };
    const outcomes = await Promise.allSettled(
      processes.flatMap((rl) => Array.from({ length: 5 }, () => rl.hit([burst]))),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(3);
  });
});

describe('a flood of refusals', () => {
  const rule = { key: 'sign-in-link:email:flood@example.ro', limit: 1, windowSeconds: 60 };
  const timed = async (run: Promise<void>) => {
    const started = performance.now();
    await refusal(run);
    return performance.now() - started;
  };

  it('is answered at once for the first few a second, then paced, while another key is not', async () => {
    const rl = limiter();
    await rl.hit([rule]);
    for (let i = 0; i < PROMPT_REFUSALS_PER_SECOND; i++)
      expect(await timed(rl.hit([rule]))).toBeLessThan(200);
    expect(await timed(rl.hit([rule]))).toBeGreaterThanOrEqual(REFUSAL_PACE_MS - 20);
    // Someone else, limited by another key, is answered at once.
    const other = { ...rule, key: 'sign-in-link:email:ana@example.ro' };
    await rl.hit([other]);
    expect(await timed(rl.hit([other]))).toBeLessThan(200);
    // The next second, the first ones are prompt again.
    clock += 1000;
    expect(await timed(rl.hit([rule]))).toBeLessThan(200);
  });

  it('paces concurrent refusals side by side, not one after the other', async () => {
    const rl = limiter();
    await rl.hit([rule]);
    const started = performance.now();
    await Promise.all(Array.from({ length: 100 }, () => refusal(rl.hit([rule]))));
    expect(performance.now() - started).toBeLessThan(REFUSAL_PACE_MS + 1000);
  });
});
