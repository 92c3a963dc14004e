/**
 * Process instances and the leases that name them, on the backend the run uses (PGlite by default,
 * PostgreSQL with TEST_DATABASE_URL). A "killed process" is an instance whose row carries the pid of a
 * real process that has exited; "another machine" is a row with another scope.
 */
import { spawn } from 'node:child_process';
import { z } from 'zod';
import type { Db } from '../src/db.ts';
import { createEventConsumer, publishEvent } from '../src/events.ts';
import { createProcessInstance, type ProcessInstance } from '../src/instances.ts';
import { createJobQueue, type JobQueue } from '../src/jobs.ts';
import { createLogger } from '../src/logger.ts';
import { migratePlatform } from '../src/migrate.ts';
import { declareSubscriptions, openTestDb } from '../src/testing.ts';

const silent = createLogger({ name: 'test', level: 'silent' });
const ZPayload = z.object({ doc: z.string() });
type Payload = z.infer<typeof ZPayload>;
const EVENTS = { 'thing.happened': z.object({ id: z.string() }) };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let db: Db;
const running: ProcessInstance[] = [];

beforeAll(async () => {
  db = await openTestDb();
  await migratePlatform(db);
  await db.exec(`
    CREATE SCHEMA q;
    CREATE TABLE q.jobs (
      id text PRIMARY KEY, key text NOT NULL, payload jsonb NOT NULL, status text NOT NULL,
      attempts integer NOT NULL DEFAULT 0, run_at timestamptz NOT NULL DEFAULT now(),
      lease_until timestamptz, lease_token text, last_error text,
      created_at timestamptz NOT NULL DEFAULT now(), enqueued_at timestamptz NOT NULL DEFAULT now());
    CREATE UNIQUE INDEX jobs_one_queued_idx ON q.jobs (key) WHERE status = 'QUEUED';`);
});
beforeEach(async () => {
  await db.exec(`DELETE FROM q.jobs; DELETE FROM platform_events.instances;`);
});
afterEach(async () => {
  for (const instance of running.splice(0)) await instance.stop();
});
afterAll(() => db.close());

/** A process's instance; its own timer stays quiet unless asked (the test calls check()). */
async function instance(options: { heartbeatMs?: number; staleSeconds?: number } = {}) {
  const created = createProcessInstance({
    db,
    name: 'test',
    logger: silent,
    heartbeatMs: 3_600_000,
    ...options,
  });
  await created.start();
  running.push(created);
  return created;
}

function queue(owner: ProcessInstance): JobQueue<Payload> {
  return createJobQueue<Payload>({
    db,
    table: 'q.jobs',
    channel: 'q_jobs',
    maxAttempts: 3,
    // Long: nothing in these tests may come back because a lease ran out.
    leaseSeconds: 300,
    backoffSeconds: () => 0,
    parsePayload: (p) => ZPayload.parse(p),
    instance: owner,
  });
}

/** The pid of a process that ran on this machine and has exited. */
async function endedPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

/** As if the instance had lived in a process that is now gone (killed with SIGKILL). */
async function killed(victim: ProcessInstance): Promise<void> {
  await db.query(`UPDATE platform_events.instances SET pid = $2, start_ticks = '' WHERE id = $1`, [
    victim.id,
    await endedPid(),
  ]);
}

/** As if the instance ran on another machine and went silent `secondsAgo`. */
async function elsewhere(victim: ProcessInstance, secondsAgo: number): Promise<void> {
  await db.query(
    `UPDATE platform_events.instances SET scope = 'another-machine', pid = 1,
            heartbeat_at = now() - make_interval(secs => $2)
      WHERE id = $1`,
    [victim.id, secondsAgo],
  );
}

async function runningJob(owner: ProcessInstance, key: string) {
  const q = queue(owner);
  await db.transaction((tx) => q.enqueue(tx, { key, payload: { doc: key } }));
  const job = await q.claim();
  expect(job?.leaseToken.startsWith(`${owner.id}:`)).toBe(true);
  return job!;
}

const instanceIds = async () =>
  (await db.query<{ id: string }>(`SELECT id FROM platform_events.instances ORDER BY id`)).map((r) => r.id);

describe('a process that was killed', () => {
  it('has its jobs taken back at once by the next process that starts on the machine, as one more attempt', async () => {
    const dead = await instance();
    const held = await runningJob(dead, 'held');
    await killed(dead);
    const next = await instance();
    expect(await instanceIds()).toEqual([next.id]);
    const again = await queue(next).claim();
    expect(again).toMatchObject({ id: held.id, key: 'held', attempts: 2 });
    // The dead process's late result is refused.
    expect(await queue(dead).complete(held, () => Promise.resolve())).toBe(false);
  });

  it('is found by a process already running, at its next heartbeat', async () => {
    const live = await instance({ heartbeatMs: 50 });
    const dead = await instance();
    await runningJob(dead, 'held');
    expect(await queue(live).claim()).toBeUndefined();
    await killed(dead);
    let again;
    for (let i = 0; i < 50 && !again; i++) {
      await sleep(40);
      again = await queue(live).claim();
    }
    expect(again).toMatchObject({ key: 'held', attempts: 2 });
  });

  it('has its event deliveries freed at once for the consumers of the process that finds it', async () => {
    const dead = await instance();
    const applied: string[] = [];
    const consumer = createEventConsumer({
      db,
      consumer: 'finder',
      schemas: EVENTS,
      logger: silent,
      pollMs: 60_000,
      handlers: { 'thing.happened': (payload) => Promise.resolve(void applied.push(payload.id)) },
    });
    await declareSubscriptions(db, 'finder', 'thing.happened');
    await consumer.start();
    await consumer.stop();
    await db.transaction((tx) =>
      publishEvent(tx, EVENTS, { source: 'test', type: 'thing.happened', payload: { id: 'e-1' } }),
    );
    // Claimed by the process that is then killed: leased for another minute.
    await db.query(
      `UPDATE platform_events.deliveries SET attempts = 1, lease_token = $1, lease_until = now() + interval '1 minute'
        WHERE consumer = 'finder'`,
      [dead.leaseToken()],
    );
    expect(await consumer.drain()).toBe(0);
    await killed(dead);
    const next = createProcessInstance({ db, name: 'test', logger: silent, heartbeatMs: 3_600_000 });
    next.watchDeliveries('finder');
    await next.start();
    running.push(next);
    expect(await consumer.drain()).toBe(1);
    expect(applied).toEqual(['e-1']);
  });
});

describe('an instance whose heartbeat stopped (another machine)', () => {
  it('is judged dead only by a process that has itself been beating for the stale period', async () => {
    const silentOne = await instance();
    await runningJob(silentOne, 'held');
    await elsewhere(silentOne, 3600);
    // Just started (or just back after a database outage, when every heartbeat is old): no judgement yet.
    const judge = await instance({ staleSeconds: 1 });
    expect(await queue(judge).claim()).toBeUndefined();
    await sleep(1100);
    await judge.check();
    expect(await instanceIds()).toEqual([judge.id]);
    expect(await queue(judge).claim()).toMatchObject({ key: 'held', attempts: 2 });
  });

  it('keeps its work while its heartbeat is fresh, wherever it runs', async () => {
    const far = await instance();
    await runningJob(far, 'held');
    await elsewhere(far, 0);
    const judge = await instance({ staleSeconds: 1 });
    await sleep(1100);
    // It beats, over there.
    await elsewhere(far, 0);
    await judge.check();
    expect(await queue(judge).claim()).toBeUndefined();
    expect((await instanceIds()).sort()).toEqual([far.id, judge.id].sort());
  });
});

describe('a clean stop', () => {
  it('removes the instance; a live one writes its row again if it was removed by mistake', async () => {
    const a = await instance();
    const b = await instance();
    await b.stop();
    expect(await instanceIds()).toEqual([a.id]);
    await db.query(`DELETE FROM platform_events.instances`);
    await a.check();
    expect(await instanceIds()).toEqual([a.id]);
  });
});
