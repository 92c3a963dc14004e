/**
 * The event bus on the backend the run uses: in-memory PGlite by default, PostgreSQL with
 * TEST_DATABASE_URL (CI runs both). Two "services" here are two consumers on the same database.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../src/db.ts';
import { createEventConsumer, publishEvent, type EventConsumer } from '../src/events.ts';
import { createLogger, type Logger } from '../src/logger.ts';
import { migratePlatform, platformGrants } from '../src/migrate.ts';
import { openDb } from '../src/db.ts';
import { declareSubscriptions, openTestDb } from '../src/testing.ts';

const EVENTS = {
  'thing.happened': z.object({ id: z.string(), n: z.number().int() }),
  'other.happened': z.object({ id: z.string() }),
  'unheard.happened': z.object({ id: z.string() }),
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

const subscribe = (name: string, ...types: string[]) => declareSubscriptions(db, name, ...types);

/** A consumer of thing.happened, subscribed as its service's migration would have done. */
async function consumer(
  name: string,
  handler: (
    payload: { id: string; n: number },
    ctx: { tx: Parameters<Parameters<Db['transaction']>[0]>[0]; eventId: string; attempt: number },
  ) => Promise<void>,
  options: Partial<Parameters<typeof createEventConsumer>[0]> = {},
): Promise<EventConsumer> {
  await subscribe(name, 'thing.happened');
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
    const c = await consumer('rollback', () => Promise.resolve());
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
    const wants = await consumer('subscriber', () => Promise.resolve());
    await subscribe('other-subscriber', 'other.happened');
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
    const c = await consumer('wake', async (payload, { tx, eventId }) => {
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
    await subscribe('elsewhere', 'thing.happened');
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
    const a = await consumer('twice', handler, { batchSize: 3 });
    const b = await consumer('twice', handler, { batchSize: 3 });
    // Never started: the test drains by hand, both at once.
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
    const c = await consumer(
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
    await subscribe('poison', 'thing.happened');
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
    const c = await consumer(
      'crashed',
      async (payload, { tx, eventId, attempt }) => {
        await tx.query(`INSERT INTO applied VALUES ('crashed', $1, $2)`, [eventId, attempt]);
      },
      { maxAttempts: 3 },
    );
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
    const c = await consumer('held', async (payload, { tx, eventId }) => {
      await tx.query(`INSERT INTO applied VALUES ('held', $1, $2)`, [eventId, payload.n]);
    });
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

describe('subscriptions', () => {
  it('refuses to start a consumer handling a type its migrations do not subscribe, and says what to add', async () => {
    const { logger, lines } = recordingLogger();
    await subscribe('half-subscribed', 'thing.happened');
    const c = createEventConsumer({
      db,
      consumer: 'half-subscribed',
      schemas: EVENTS,
      logger,
      pollMs: 60_000,
      handlers: { 'thing.happened': () => Promise.resolve(), 'other.happened': () => Promise.resolve() },
    });
    started.push(c);
    await expect(c.start()).rejects.toThrow(
      "INSERT INTO platform_events.subscriptions (consumer, type) VALUES ('half-subscribed', 'other.happened') ON CONFLICT DO NOTHING",
    );
    expect(lines.find((l) => l['level'] === 50)).toMatchObject({ missing: ['other.happened'] });
    // Starting declares nothing itself: only the migrations do.
    const rows = await db.query<{ type: string }>(
      `SELECT type FROM platform_events.subscriptions WHERE consumer = 'half-subscribed'`,
    );
    expect(rows.map((r) => r.type)).toEqual(['thing.happened']);
  });
});

const onPostgres = process.env['TEST_DATABASE_URL'] ? describe : describe.skip;

onPostgres('a PostgreSQL role per consumer (cluster mode, compose)', () => {
  // Roles belong to the server, not to the suite's database: unique names, dropped afterwards.
  const suffix = randomBytes(4).toString('hex');
  const a = `rls-a-${suffix}`;
  const b = `rls-b-${suffix}`;
  const roleOf = (name: string) => `svc_${name.replaceAll('-', '_')}`;
  const password = randomBytes(16).toString('hex');
  const as: Record<string, Db> = {};

  beforeAll(async () => {
    for (const name of [a, b]) {
      await db.exec(`CREATE ROLE ${roleOf(name)} LOGIN PASSWORD '${password}'`);
      // What scripts/cluster/roles.ts grants every service's role, and the table its handler writes.
      await db.exec(platformGrants(roleOf(name)));
      await db.exec(`GRANT SELECT, INSERT ON applied TO ${roleOf(name)}`);
      await subscribe(name, 'thing.happened');
      const url = new URL(db.url!);
      url.username = roleOf(name);
      url.password = password;
      as[name] = await openDb(url.toString(), { poolSize: 2 });
    }
  });
  afterAll(async () => {
    for (const name of [a, b]) {
      await as[name]?.close();
      await db.exec(`DROP OWNED BY ${roleOf(name)}; DROP ROLE ${roleOf(name)}`);
    }
  });

  const consumerAs = (role: string, name: string) =>
    createEventConsumer({
      db: as[role]!,
      consumer: name,
      schemas: EVENTS,
      logger: silent,
      pollMs: 60_000,
      handlers: {
        'thing.happened': async (payload, { tx, eventId }) => {
          await tx.query(`INSERT INTO applied VALUES ($1, $2, $3)`, [name, eventId, payload.n]);
        },
      },
    });
  const publishAs = (role: string, type: keyof typeof EVENTS, id: string) =>
    as[role]!.transaction((tx) =>
      type === 'thing.happened'
        ? publishEvent(tx, EVENTS, { source: role, type, payload: { id, n: 1 } })
        : publishEvent(tx, EVENTS, { source: role, type, payload: { id } }),
    );
  const deliveriesOf = async (eventId: string) =>
    (
      await db.query<{ consumer: string; status: string }>(
        `SELECT consumer, status FROM platform_events.deliveries
          WHERE event_id = $1 AND consumer = ANY($2) ORDER BY consumer`,
        [eventId, [a, b]],
      )
    ).map((r) => `${r.consumer}:${r.status}`);

  it("a service's role reads and settles only its own deliveries; its publish still reaches every subscriber", async () => {
    const id = await publishAs(a, 'thing.happened', 'for-both');
    expect(await deliveriesOf(id)).toEqual([`${a}:PENDING`, `${b}:PENDING`]);

    const seen = await as[a]!.query<{ consumer: string }>(
      `SELECT consumer FROM platform_events.deliveries WHERE event_id = $1`,
      [id],
    );
    expect(seen).toEqual([{ consumer: a }]);
    const settle = `UPDATE platform_events.deliveries SET status = 'DONE' WHERE consumer = $1 RETURNING 1`;
    expect(await as[a]!.query(settle, [b])).toEqual([]);
    expect(
      await as[a]!.query(`DELETE FROM platform_events.deliveries WHERE consumer = $1 RETURNING 1`, [b]),
    ).toEqual([]);
    // Even running a consumer under the other's name: nothing to claim.
    expect(await consumerAs(a, b).drain()).toBe(0);
    await expect(
      as[a]!.query(
        `INSERT INTO platform_events.subscriptions (consumer, type) VALUES ($1, 'other.happened')`,
        [b],
      ),
    ).rejects.toThrow(/row-level security/);
    expect(await deliveriesOf(id)).toEqual([`${a}:PENDING`, `${b}:PENDING`]);

    // Each role handles its own, through the same consumer code.
    expect(await consumerAs(a, a).drain()).toBe(1);
    expect(await consumerAs(b, b).drain()).toBe(1);
    expect(await deliveriesOf(id)).toEqual([`${a}:DONE`, `${b}:DONE`]);
    expect(await consumerAs(b, b).stats()).toEqual({ pending: 0, dead: 0 });
  });

  it("a role's clean-up never drops an event another consumer still waits for", async () => {
    const waited = await publishAs(a, 'thing.happened', 'b-still-waits');
    const nobodys = await publishAs(a, 'unheard.happened', 'nobody-subscribed');
    expect(await consumerAs(a, a).drain()).toBe(1);
    // A week later: a's delivery long done (its clean-up deletes it), b's still waiting.
    await db.query(
      `UPDATE platform_events.events SET created_at = now() - interval '8 days' WHERE id = ANY($1)`,
      [[waited, nobodys]],
    );
    await db.query(
      `UPDATE platform_events.deliveries SET done_at = now() - interval '8 days' WHERE event_id = $1 AND status = 'DONE'`,
      [waited],
    );
    // A started consumer cleans up once at once (then every ten minutes).
    const c = consumerAs(a, a);
    await c.start();
    started.push(c);
    const left = await eventually(
      () =>
        db.query<{ id: string }>(`SELECT id FROM platform_events.events WHERE id = ANY($1)`, [
          [waited, nobodys],
        ]),
      (rows) => rows.length < 2,
    );
    expect(left.map((r) => r.id)).toEqual([waited]);
    expect(await deliveriesOf(waited)).toEqual([`${b}:PENDING`]);
  });
});
