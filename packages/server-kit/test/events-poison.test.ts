/**
 * Poison events on the backend the run uses (PGlite by default, PostgreSQL with TEST_DATABASE_URL):
 * an event whose stored payload its schema refuses, or whose handler always throws, ends DEAD and
 * never holds up the events published after it.
 */
import { z } from 'zod';
import type { Db } from '../src/db.ts';
import { createEventConsumer, publishEvent } from '../src/events.ts';
import { createLogger } from '../src/logger.ts';
import { migratePlatform } from '../src/migrate.ts';
import { declareSubscriptions, openTestDb } from '../src/testing.ts';

const EVENTS = { 'thing.happened': z.object({ id: z.string(), n: z.number().int() }) };
const silent = createLogger({ name: 'test', level: 'silent' });

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
  await migratePlatform(db);
});
afterAll(() => db.close());

const publish = (id: string) =>
  db.transaction((tx) =>
    publishEvent(tx, EVENTS, { source: 'test', type: 'thing.happened', payload: { id, n: 1 } }),
  );

const deliveryOf = async (consumer: string, eventId: string) =>
  (
    await db.query<{ status: string; attempts: number; last_error: string | null }>(
      `SELECT status, attempts, last_error FROM platform_events.deliveries WHERE consumer = $1 AND event_id = $2`,
      [consumer, eventId],
    )
  )[0];

it('ends DEAD at once when its stored payload no longer fits its schema, and the next events are applied', async () => {
  const applied: string[] = [];
  const consumer = createEventConsumer({
    db,
    consumer: 'strict',
    schemas: EVENTS,
    logger: silent,
    pollMs: 60_000,
    handlers: { 'thing.happened': (payload) => Promise.resolve(void applied.push(payload.id)) },
  });
  await declareSubscriptions(db, 'strict', 'thing.happened');
  // Written by an older version, or by hand: not what the handler reads.
  await db.query(
    `INSERT INTO platform_events.events (id, type, source, payload) VALUES ('bad', 'thing.happened', 'test', '{"id": 5}')`,
  );
  await db.query(`INSERT INTO platform_events.deliveries (consumer, event_id) VALUES ('strict', 'bad')`);
  await publish('after-1');
  await publish('after-2');
  await consumer.drain();
  expect(applied.sort()).toEqual(['after-1', 'after-2']);
  expect(await deliveryOf('strict', 'bad')).toEqual({
    status: 'DEAD',
    attempts: 1,
    last_error: 'payload does not match the thing.happened schema',
  });
});

it('ends DEAD after its attempts when its handler always throws, while the events behind it are applied', async () => {
  const runs: string[] = [];
  const consumer = createEventConsumer({
    db,
    consumer: 'fragile',
    schemas: EVENTS,
    logger: silent,
    pollMs: 20,
    maxAttempts: 3,
    backoffSeconds: () => 0.3,
    handlers: {
      'thing.happened': (payload, { attempt }) => {
        runs.push(`${payload.id}#${attempt}`);
        return payload.id === 'poison' ? Promise.reject(new Error('cannot apply this')) : Promise.resolve();
      },
    },
  });
  await declareSubscriptions(db, 'fragile', 'thing.happened');
  await consumer.start();
  try {
    const poison = await publish('poison');
    for (const id of ['after-1', 'after-2', 'after-3']) await publish(id);
    for (let i = 0; i < 200 && (await consumer.stats()).dead === 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await deliveryOf('fragile', poison)).toMatchObject({ status: 'DEAD', attempts: 3 });
  } finally {
    await consumer.stop();
  }
  // Every other event was applied before the poison's second attempt, not after its last.
  expect(runs.indexOf('poison#2')).toBeGreaterThan(
    Math.max(...['after-1#1', 'after-2#1', 'after-3#1'].map((r) => runs.indexOf(r))),
  );
  expect(runs.filter((r) => r.startsWith('poison'))).toEqual(['poison#1', 'poison#2', 'poison#3']);
});
