/**
 * The event bus on the backend the run uses: in-memory PGlite by default, PostgreSQL with
 * TEST_DATABASE_URL (CI runs both). Two "services" here are two consumers on the same database.
 */
import { z } from 'zod';
import type { Db } from '../src/db.ts';
import { createEventConsumer, publishEvent, type EventConsumer } from '../src/events.ts';
import { createLogger, type Logger } from '../src/logger.ts';
import { migratePlatform } from '../src/migrate.ts';
import { openDb } from '../src/db.ts';
import { openTestDb } from '../src/testing.ts';

const EVENTS = {
  'thing.happened': z.object({ id: z.string(), n: z.number().int() }),
  'other.happened': z.object({ id: z.string() }),
};

/** A logger that keeps what was logged, to assert on dead events. */
function recordingLogger(): { logger: Logger; lines: Array<Record<string, unknown>> } {
  const lines: Array<Record<string, unknown>> = [];
  const logger = createLogger({
    name: 'test',
    level: 'info',
    destination: { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
  return { logger, lines };
}

let db: Db & { url?: string };
const silent = createLogger({ name: 'test', level: 'silent' });
const started: EventConsumer[] = [];

beforeAll(async () => {
  db = await openTestDb();
  await migratePlatform(db);
  // What a consumer "applies": a table of its own, written in the delivery's transaction.
  await db.exec(
    `CREATE TABLE applied (consumer text, event_id text, n int, PRIMARY KEY (consumer, event_id))`,
  );
});
afterEach(async () => {
  for (const c of started.splice(0)) await c.stop();
});
afterAll(() => db.close());

function consumer(
  name: string,
  handler: (
    payload: { id: string; n: number },
    ctx: { tx: Parameters<Parameters<Db['transaction']>[0]>[0]; eventId: string; attempt: number },
  ) => Promise<void>,
  options: Partial<Parameters<typeof createEventConsumer>[0]> = {},
): EventConsumer {
  return createEventConsumer({
    db,
    consumer: name,
    schemas: EVENTS,
    logger: silent,
    pollMs: 60_000,
    handlers: { 'thing.happened': handler },
    ...options,
  });
}

const publish = (n: number, id = `t-${n}`) =>
  db.transaction((tx) =>
    publishEvent(tx, EVENTS, { source: 'test', type: 'thing.happened', payload: { id, n } }),
  );

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const appliedBy = (name: string) =>
  db.query<{ event_id: string; n: number }>(`SELECT event_id, n FROM applied WHERE consumer = $1`, [name]);

describe('publishing', () => {
  it('writes nothing when the publishing transaction rolls back', async () => {
    const c = consumer('rollback', () => Promise.resolve());
    await c.start();
    started.push(c);
    await expect(
      db.transaction(async (tx) => {
        await publishEvent(tx, EVENTS, {
          source: 'test',
          type: 'thing.happened',
          payload: { id: 'x', n: 1 },
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await c.drain()).toBe(0);
    const [row] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM platform_events.deliveries WHERE consumer = 'rollback'`,
    );
    expect(row?.n).toBe(0);
  });

  it('refuses a payload that does not match its schema, in the caller’s transaction', async () => {
    await expect(
      db.transaction((tx) =>
        publishEvent(tx, EVENTS, {
          source: 'test',
          type: 'thing.happened',
          payload: { id: 'x', n: 'one' } as unknown as { id: string; n: number },
        }),
      ),
    ).rejects.toThrow();
  });

  it('delivers only to the consumers subscribed to the type', async () => {
    const wants = consumer('subscriber', () => Promise.resolve());
    const other = createEventConsumer({
      db,
      consumer: 'other-subscriber',
      schemas: EVENTS,
      logger: silent,
      pollMs: 60_000,
      handlers: { 'other.happened': () => Promise.resolve() },
    });
    await wants.start();
    await other.start();
    started.push(wants, other);
    const id = await publish(1, 'only-for-subscriber');
    const rows = await db.query<{ consumer: string }>(
      `SELECT consumer FROM platform_events.deliveries WHERE event_id = $1`,
      [id],
    );
    const consumers = rows.map((r) => r.consumer);
    expect(consumers).toContain('subscriber');
    expect(consumers).not.toContain('other-subscriber');
  });
});

describe('consuming', () => {
  it('is woken by NOTIFY at commit, long before its poll', async () => {
    const c = consumer('wake', async (payload, { tx, eventId }) => {
      await tx.query(`INSERT INTO applied VALUES ('wake', $1, $2)`, [eventId, payload.n]);
    });
    await c.start();
    started.push(c);
    const startedAt = Date.now();
    await publish(7);
    const rows = await eventually(
      () => appliedBy('wake'),
      (r) => r.length === 1,
    );
    expect(rows.map((r) => r.n)).toEqual([7]);
    // The poll is a minute: only the notification can explain this.
    expect(Date.now() - startedAt).toBeLessThan(5000);
  });

  it('is woken across connections, as another process is (PostgreSQL)', async () => {
    if (!db.url) return; // PGlite is one process: the test above covers it.
    const other = await openDb(db.url, { poolSize: 2 });
    try {
      const c = createEventConsumer({
        db: other,
        consumer: 'elsewhere',
        schemas: EVENTS,
        logger: silent,
        pollMs: 60_000,
        handlers: {
          'thing.happened': async (payload, { tx, eventId }) => {
            await tx.query(`INSERT INTO applied VALUES ('elsewhere', $1, $2)`, [eventId, payload.n]);
          },
        },
      });
      await c.start();
      try {
        await publish(11, 'across');
        const rows = await eventually(
          () => appliedBy('elsewhere'),
          (r) => r.length === 1,
          5000,
        );
        expect(rows.map((r) => r.n)).toEqual([11]);
      } finally {
        await c.stop();
      }
    } finally {
      await other.close();
    }
  });

  it('applies each event once with two processes of the same consumer draining together', async () => {
    const handler = async (payload: { n: number }, ctx: { tx: { query: Db['query'] }; eventId: string }) => {
      // Primary key (consumer, event_id): a second application would fail the test's insert.
      await ctx.tx.query(`INSERT INTO applied VALUES ('twice', $1, $2)`, [ctx.eventId, payload.n]);
    };
    const a = consumer('twice', handler, { batchSize: 3 });
    const b = consumer('twice', handler, { batchSize: 3 });
    // Subscribe first (start), then stop the loops: the test drains by hand, both at once.
    await a.start();
    await a.stop();
    for (let n = 0; n < 40; n++) await publish(n, `twice-${n}`);
    const [x, y] = await Promise.all([a.drain(), b.drain()]);
    expect(x + y).toBe(40);
    const rows = await appliedBy('twice');
    expect(rows).toHaveLength(40);
    expect(new Set(rows.map((r) => r.n)).size).toBe(40);
    expect(await a.stats()).toEqual({ pending: 0, dead: 0 });
  });

  it('rolls back a failed attempt and retries it with backoff until it succeeds', async () => {
    let calls = 0;
    const c = consumer(
      'retry',
      async (payload, { tx, eventId, attempt }) => {
        calls++;
        await tx.query(`INSERT INTO applied VALUES ('retry', $1, $2)`, [eventId, attempt]);
        if (attempt < 3) throw new Error(`attempt ${attempt} fails`);
      },
      { backoffSeconds: () => 0.05, pollMs: 50 },
    );
    await c.start();
    started.push(c);
    await publish(1, 'retried');
    const rows = await eventually(
      () => appliedBy('retry'),
      (r) => r.length === 1,
    );
    // Only the third attempt's write survived: the first two rolled back with their failure.
    expect(rows.map((r) => r.n)).toEqual([3]);
    expect(calls).toBe(3);
    expect(await c.stats()).toEqual({ pending: 0, dead: 0 });
  });

  it('marks an event that keeps failing DEAD, logs it and counts it on health', async () => {
    const { logger, lines } = recordingLogger();
    const c = createEventConsumer({
      db,
      consumer: 'poison',
      schemas: EVENTS,
      logger,
      pollMs: 50,
      maxAttempts: 3,
      backoffSeconds: () => 0.02,
      handlers: {
        'thing.happened': () => Promise.reject(new Error('cannot apply this')),
      },
    });
    await c.start();
    started.push(c);
    const id = await publish(1, 'poison');
    const stats = await eventually(
      () => c.stats(),
      (s) => s.dead === 1,
    );
    expect(stats).toEqual({ pending: 0, dead: 1 });
    expect(await c.health?.()).toEqual({ events: { pending: 0, dead: 1 } });
    const [row] = await db.query<{ status: string; attempts: number; last_error: string }>(
      `SELECT status, attempts, last_error FROM platform_events.deliveries WHERE consumer = 'poison' AND event_id = $1`,
      [id],
    );
    expect(row).toEqual({ status: 'DEAD', attempts: 3, last_error: 'cannot apply this' });
    const dead = lines.find((l) => String(l['msg']).startsWith('dead event'));
    expect(dead).toMatchObject({ level: 50, eventId: id, type: 'thing.happened', attempt: 3 });
  });

  it('takes back a delivery whose process died (expired lease) as one more attempt, and gives up past the limit', async () => {
    const c = consumer(
      'crashed',
      async (payload, { tx, eventId, attempt }) => {
        await tx.query(`INSERT INTO applied VALUES ('crashed', $1, $2)`, [eventId, attempt]);
      },
      { maxAttempts: 3 },
    );
    await c.start();
    await c.stop();
    const revived = await publish(1, 'revived');
    const doomed = await publish(2, 'doomed');
    // As a process killed while handling leaves them: claimed, lease run out.
    await db.query(
      `UPDATE platform_events.deliveries SET attempts = $2, lease_token = 'dead-process', lease_until = now() - interval '1 second'
        WHERE consumer = 'crashed' AND event_id = $1`,
      [revived, 1],
    );
    await db.query(
      `UPDATE platform_events.deliveries SET attempts = $2, lease_token = 'dead-process', lease_until = now() - interval '1 second'
        WHERE consumer = 'crashed' AND event_id = $1`,
      [doomed, 3],
    );
    await c.drain();
    const rows = await appliedBy('crashed');
    expect(rows).toEqual([{ event_id: revived, n: 2 }]);
    expect(await c.stats()).toEqual({ pending: 0, dead: 1 });
  });

  it('does not take a delivery another live process holds', async () => {
    const c = consumer('held', async (payload, { tx, eventId }) => {
      await tx.query(`INSERT INTO applied VALUES ('held', $1, $2)`, [eventId, payload.n]);
    });
    await c.start();
    await c.stop();
    const id = await publish(1, 'held');
    await db.query(
      `UPDATE platform_events.deliveries SET attempts = 1, lease_token = 'other', lease_until = now() + interval '1 minute'
        WHERE consumer = 'held' AND event_id = $1`,
      [id],
    );
    expect(await c.drain()).toBe(0);
    expect(await appliedBy('held')).toEqual([]);
  });
});
