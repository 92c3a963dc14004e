/**
 * What scripts/queue.ts does with work that gave up, on the backend the run uses (PGlite by default,
 * PostgreSQL with TEST_DATABASE_URL): failed jobs made by a real queue, dead deliveries by a real
 * consumer. And the embedded database refusing a second process (what keeps the command from
 * opening the platform's PGlite while it runs).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { openDb, type Db } from '../src/db.ts';
import { createEventConsumer, publishEvent } from '../src/events.ts';
import { createJobQueue, type JobQueue } from '../src/jobs.ts';
import { createLogger } from '../src/logger.ts';
import { migratePlatform } from '../src/migrate.ts';
import {
  jobQueues,
  listDeadDeliveries,
  listFailedJobs,
  purgeDeadDeliveries,
  purgeFailedJobs,
  replayDeadDeliveries,
  replayFailedJobs,
} from '../src/queue-admin.ts';
import { declareSubscriptions, openTestDb } from '../src/testing.ts';

const silent = createLogger({ name: 'test', level: 'silent' });
const ZPayload = z.object({ email: z.string() });
type Payload = z.infer<typeof ZPayload>;
const EVENTS = { 'thing.happened': z.object({ email: z.string() }) };
/** What a payload may hold and a listing must never show. */
const PERSONAL = 'ioana.popescu@example.ro';

let db: Db;

const queueDdl = (table: string) => `
  CREATE TABLE ${table} (
    id text PRIMARY KEY, key text NOT NULL, payload jsonb NOT NULL, status text NOT NULL,
    attempts integer NOT NULL DEFAULT 0, run_at timestamptz NOT NULL DEFAULT now(),
    lease_until timestamptz, lease_token text, last_error text,
    created_at timestamptz NOT NULL DEFAULT now(), enqueued_at timestamptz NOT NULL DEFAULT now());
  CREATE UNIQUE INDEX ON ${table} (key) WHERE status = 'QUEUED';`;

beforeAll(async () => {
  db = await openTestDb();
  await migratePlatform(db);
  await db.exec(`CREATE SCHEMA documents; CREATE SCHEMA onboarding;
    ${queueDdl('documents.render_jobs')} ${queueDdl('onboarding.marketing_jobs')}
    CREATE TABLE onboarding.not_a_queue (id text PRIMARY KEY, status text);`);
});
beforeEach(() =>
  db.exec(`DELETE FROM documents.render_jobs; DELETE FROM onboarding.marketing_jobs;
           DELETE FROM platform_events.deliveries; DELETE FROM platform_events.events;`),
);
afterAll(() => db.close());

function queue(table: string): JobQueue<Payload> {
  return createJobQueue<Payload>({
    db,
    table,
    channel: table.replace('.', '_'),
    maxAttempts: 2,
    leaseSeconds: 60,
    parsePayload: (p) => ZPayload.parse(p),
  });
}

/** A job that ran its attempts and failed, as the worker leaves it. */
async function failedJob(table: string, key: string): Promise<string> {
  const q = queue(table);
  await db.transaction((tx) => q.enqueue(tx, { key, payload: { email: PERSONAL } }));
  const job = (await q.claim())!;
  await q.fail(job, new Error('the renderer answered 500'), { permanent: true });
  return job.id;
}

const statuses = (table: string) =>
  db.query<{ key: string; status: string; attempts: number }>(
    `SELECT key, status, attempts FROM ${table} ORDER BY key, status`,
  );

describe('failed jobs', () => {
  it('finds every job queue by its columns, and a service’s own', async () => {
    expect(await jobQueues(db)).toEqual(
      expect.arrayContaining(['documents.render_jobs', 'onboarding.marketing_jobs']),
    );
    expect(await jobQueues(db)).not.toContain('onboarding.not_a_queue');
    expect(await jobQueues(db, 'onboarding')).toEqual(['onboarding.marketing_jobs']);
  });

  it('lists them with id, key, attempts, last error and when, never the payload', async () => {
    const render = await failedJob('documents.render_jobs', 'company-1:GHID');
    await failedJob('onboarding.marketing_jobs', 'submission-1');
    const all = await listFailedJobs(db);
    expect(all).toEqual(
      expect.arrayContaining([
        {
          queue: 'documents.render_jobs',
          id: render,
          key: 'company-1:GHID',
          attempts: 1,
          lastError: 'the renderer answered 500',
          lastTryAt: expect.any(Date),
        },
        expect.objectContaining({ queue: 'onboarding.marketing_jobs', key: 'submission-1' }),
      ]),
    );
    expect(all).toHaveLength(2);
    expect(JSON.stringify(all)).not.toContain(PERSONAL);
    expect((await listFailedJobs(db, { service: 'documents' })).map((j) => j.key)).toEqual([
      'company-1:GHID',
    ]);
    expect((await listFailedJobs(db, { id: render })).map((j) => j.id)).toEqual([render]);
  });

  it('replays one: due at once, attempts from zero, and the queue runs it again', async () => {
    const one = await failedJob('documents.render_jobs', 'company-1:GHID');
    await failedJob('documents.render_jobs', 'company-1:POLITICA');
    expect(await replayFailedJobs(db, { id: one })).toBe(1);
    expect(await statuses('documents.render_jobs')).toEqual([
      { key: 'company-1:GHID', status: 'QUEUED', attempts: 0 },
      { key: 'company-1:POLITICA', status: 'FAILED', attempts: 1 },
    ]);
    const again = await queue('documents.render_jobs').claim();
    expect(again).toMatchObject({ id: one, attempts: 1, payload: { email: PERSONAL } });
  });

  it('replays all: one job per key, none beside one already waiting', async () => {
    await failedJob('documents.render_jobs', 'company-1:GHID');
    await failedJob('documents.render_jobs', 'company-1:GHID');
    await failedJob('documents.render_jobs', 'company-2:GHID');
    const q = queue('documents.render_jobs');
    await db.transaction((tx) => q.enqueue(tx, { key: 'company-2:GHID', payload: { email: PERSONAL } }));
    await failedJob('onboarding.marketing_jobs', 'submission-1');
    expect(await replayFailedJobs(db, { service: 'documents' })).toBe(1);
    expect(await statuses('documents.render_jobs')).toEqual([
      { key: 'company-1:GHID', status: 'QUEUED', attempts: 0 },
      { key: 'company-2:GHID', status: 'QUEUED', attempts: 0 },
    ]);
    // Another service's queue is untouched.
    expect(await statuses('onboarding.marketing_jobs')).toEqual([
      { key: 'submission-1', status: 'FAILED', attempts: 1 },
    ]);
  });

  it('purges one, or all', async () => {
    const one = await failedJob('documents.render_jobs', 'company-1:GHID');
    await failedJob('documents.render_jobs', 'company-2:GHID');
    await failedJob('onboarding.marketing_jobs', 'submission-1');
    expect(await purgeFailedJobs(db, { id: one })).toBe(1);
    expect((await listFailedJobs(db)).map((j) => j.key).sort()).toEqual(['company-2:GHID', 'submission-1']);
    expect(await purgeFailedJobs(db)).toBe(2);
    expect(await listFailedJobs(db)).toEqual([]);
  });
});

describe('dead deliveries', () => {
  const applied: string[] = [];
  let failing = true;
  const consumer = (name: string) =>
    createEventConsumer({
      db,
      consumer: name,
      schemas: EVENTS,
      logger: silent,
      maxAttempts: 1,
      pollMs: 60_000,
      handlers: {
        'thing.happened': (payload) =>
          failing
            ? Promise.reject(new Error('cannot apply this'))
            : Promise.resolve(void applied.push(payload.email)),
      },
    });

  async function deadEvent(...names: string[]): Promise<string> {
    const consumers = names.map(consumer);
    for (const name of names) await declareSubscriptions(db, name, 'thing.happened');
    const id = await db.transaction((tx) =>
      publishEvent(tx, EVENTS, { source: 'test', type: 'thing.happened', payload: { email: PERSONAL } }),
    );
    failing = true;
    for (const c of consumers) await c.drain();
    return id;
  }

  it('lists them by consumer with event id, type, attempts, last error and when, never the payload', async () => {
    const id = await deadEvent('documents', 'companies');
    const dead = await listDeadDeliveries(db);
    expect(dead).toEqual([
      {
        consumer: 'companies',
        eventId: id,
        type: 'thing.happened',
        attempts: 1,
        lastError: 'cannot apply this',
        publishedAt: expect.any(Date),
      },
      expect.objectContaining({ consumer: 'documents', eventId: id }),
    ]);
    expect(JSON.stringify(dead)).not.toContain(PERSONAL);
    expect((await listDeadDeliveries(db, { service: 'documents' })).map((d) => d.consumer)).toEqual([
      'documents',
    ]);
  });

  it('replays one consumer’s: due again, attempts from zero, and the consumer applies it', async () => {
    const id = await deadEvent('documents', 'companies');
    expect(await replayDeadDeliveries(db, { service: 'documents', id })).toBe(1);
    failing = false;
    applied.length = 0;
    expect(await consumer('documents').drain()).toBe(1);
    expect(applied).toEqual([PERSONAL]);
    expect((await listDeadDeliveries(db)).map((d) => d.consumer)).toEqual(['companies']);
  });

  it('purges them', async () => {
    await deadEvent('documents', 'companies');
    expect(await purgeDeadDeliveries(db, { service: 'companies' })).toBe(1);
    expect(await purgeDeadDeliveries(db)).toBe(1);
    expect(await listDeadDeliveries(db)).toEqual([]);
  });
});

describe('the embedded database (PGlite) is one process’s at a time', () => {
  const dbModule = join(import.meta.dirname, '..', 'src', 'db.ts');

  /** Another process holding the directory, as the running platform does. */
  async function holder(dir: string) {
    const child = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const { openDb } = await import(${JSON.stringify(dbModule)});
         await openDb(${JSON.stringify(dir)}); console.log('open'); setInterval(() => {}, 1000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', () => resolve());
      child.once('exit', () => reject(new Error('the holder exited')));
    });
    return child;
  }

  it('refuses to open a directory another process holds, saying so, and takes it over once that process is killed', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'pglite-lock-')), 'pglite');
    const child = await holder(dir);
    try {
      await expect(openDb(dir)).rejects.toThrow(
        new RegExp(`in use by process ${child.pid}.*one process at a time: stop the platform`),
      );
    } finally {
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    // Killed, as a crashed platform: its lock is left behind, and taken over.
    expect(existsSync(`${dir}.lock`)).toBe(true);
    const mine = await openDb(dir);
    await expect(openDb(dir)).rejects.toThrow(/in use by process/);
    await mine.close();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    await (await openDb(dir)).close();
  }, 120_000);
});
