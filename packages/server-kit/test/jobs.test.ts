/**
 * The job queue on the backend the run uses (PGlite by default, PostgreSQL with TEST_DATABASE_URL).
 * The table is created the way a service's migration creates it: from `jobQueueTable`.
 */
import { z } from 'zod';
import type { Db, Tx } from '../src/db.ts';
import { createJobQueue, createJobWorker, type Job, type JobQueue } from '../src/jobs.ts';
import { createLogger } from '../src/logger.ts';
import { openTestDb } from '../src/testing.ts';

const silent = createLogger({ name: 'test', level: 'silent' });
const ZPayload = z.object({ doc: z.string(), version: z.number().int() });
type Payload = z.infer<typeof ZPayload>;

let db: Db;
let failed: Array<{ key: string; payload: Payload | undefined; error: string }>;

beforeAll(async () => {
  db = await openTestDb();
  // The DDL drizzle-kit generates from jobQueueTable(schema, 'jobs').
  await db.exec(`
    CREATE SCHEMA q;
    CREATE TABLE q.jobs (
      id text PRIMARY KEY, key text NOT NULL, payload jsonb NOT NULL, status text NOT NULL,
      attempts integer NOT NULL DEFAULT 0, run_at timestamptz NOT NULL DEFAULT now(),
      lease_until timestamptz, lease_token text, last_error text,
      created_at timestamptz NOT NULL DEFAULT now(), enqueued_at timestamptz NOT NULL DEFAULT now());
    CREATE UNIQUE INDEX jobs_one_queued_idx ON q.jobs (key) WHERE status = 'QUEUED';
    CREATE INDEX jobs_due_idx ON q.jobs (status, run_at);
    CREATE INDEX jobs_next_idx ON q.jobs (run_at, created_at) WHERE status = 'QUEUED';
    CREATE INDEX jobs_key_idx ON q.jobs (key);
    CREATE TABLE q.outcomes (key text, status text);`);
});
beforeEach(async () => {
  await db.exec(`DELETE FROM q.jobs; DELETE FROM q.outcomes;`);
  failed = [];
});
afterAll(() => db.close());

function queue(
  options: { maxAttempts?: number; leaseSeconds?: number; backoffSeconds?: number } = {},
): JobQueue<Payload> {
  return createJobQueue<Payload>({
    db,
    table: 'q.jobs',
    channel: 'q_jobs',
    maxAttempts: options.maxAttempts ?? 3,
    leaseSeconds: options.leaseSeconds ?? 60,
    backoffSeconds: () => options.backoffSeconds ?? 0,
    parsePayload: (p) => ZPayload.parse(p),
    async onFailed(tx: Tx, job) {
      failed.push(job);
      await tx.query(`INSERT INTO q.outcomes VALUES ($1, 'ERROR')`, [job.key]);
    },
  });
}

const enqueue = (q: JobQueue<Payload>, key: string, version = 1) =>
  db.transaction((tx) => q.enqueue(tx, { key, payload: { doc: key, version } }));

const rows = () =>
  db.query<{ key: string; status: string; attempts: number; payload: Payload }>(
    `SELECT key, status, attempts, payload FROM q.jobs ORDER BY created_at`,
  );

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('enqueueing', () => {
  it('belongs to the caller’s transaction: a rollback leaves no job', async () => {
    const q = queue();
    await expect(
      db.transaction(async (tx) => {
        await q.enqueue(tx, { key: 'a', payload: { doc: 'a', version: 1 } });
        throw new Error('the state change failed');
      }),
    ).rejects.toThrow();
    expect(await rows()).toEqual([]);
  });

  it('keeps one waiting job per key, with the newest payload', async () => {
    const q = queue();
    await enqueue(q, 'a', 1);
    await enqueue(q, 'a', 2);
    await enqueue(q, 'b', 1);
    expect((await rows()).map((r) => [r.key, r.payload.version])).toEqual([
      ['a', 2],
      ['b', 1],
    ]);
  });

  it('tells a claimed job when its payload was queued, by the database clock: a newer payload moves it', async () => {
    const q = queue();
    const dbNow = async () => new Date((await db.query<{ now: Date }>(`SELECT now()`))[0]!.now);
    await enqueue(q, 'a', 1);
    await sleep(20);
    const before = await dbNow();
    await sleep(20);
    await enqueue(q, 'a', 2);
    await sleep(20);
    const after = await dbNow();
    const job = await q.claim();
    expect(job?.payload.version).toBe(2);
    expect(job!.enqueuedAt.getTime()).toBeGreaterThan(before.getTime());
    expect(job!.enqueuedAt.getTime()).toBeLessThan(after.getTime());
  });

  it('queues many in one statement by the same rules, woken once, and rolls back with the caller', async () => {
    const q = queue();
    await enqueue(q, 'a', 1);
    const woken: string[] = [];
    const unlisten = await db.listen('q_jobs', (payload) => woken.push(payload));
    await db.transaction((tx) =>
      q.enqueueMany(tx, [
        { key: 'a', payload: { doc: 'a', version: 2 } },
        { key: 'b', payload: { doc: 'b', version: 1 } },
        { key: 'b', payload: { doc: 'b', version: 3 } },
        { key: 'c', payload: { doc: 'c', version: 1 } },
      ]),
    );
    const sorted = (await rows()).map((r) => [r.key, r.status, r.payload.version]).sort();
    expect(sorted).toEqual([
      ['a', 'QUEUED', 2],
      ['b', 'QUEUED', 3],
      ['c', 'QUEUED', 1],
    ]);
    await expect(
      db.transaction(async (tx) => {
        await q.enqueueMany(tx, [{ key: 'd', payload: { doc: 'd', version: 1 } }]);
        throw new Error('the state change failed');
      }),
    ).rejects.toThrow();
    expect((await rows()).map((r) => r.key).sort()).toEqual(['a', 'b', 'c']);
    await new Promise((r) => setTimeout(r, 100));
    await unlisten();
    expect(woken).toHaveLength(1);
  });
});

describe('claiming and running', () => {
  it('never runs two jobs of one key at once, and runs different keys side by side', async () => {
    const q = queue();
    const running = new Map<string, number>();
    let maxSameKey = 0;
    let maxTogether = 0;
    const runs: string[] = [];
    const worker = createJobWorker<Payload>({
      name: 'test',
      queue: q,
      db,
      logger: silent,
      concurrency: 4,
      pollMs: 20,
      async run(job) {
        running.set(job.key, (running.get(job.key) ?? 0) + 1);
        maxSameKey = Math.max(maxSameKey, running.get(job.key)!);
        maxTogether = Math.max(
          maxTogether,
          [...running.values()].reduce((a, b) => a + b, 0),
        );
        await sleep(150);
        runs.push(`${job.key}@${job.payload.version}`);
        running.set(job.key, running.get(job.key)! - 1);
        await q.complete(job, () => Promise.resolve());
      },
    });
    await enqueue(q, 'a', 1);
    await enqueue(q, 'b', 1);
    await worker.start();
    try {
      await sleep(50);
      // While a@1 renders, newer data for the same document arrives.
      await enqueue(q, 'a', 2);
      for (let i = 0; i < 100 && runs.length < 3; i++) await sleep(20);
    } finally {
      await worker.stop();
    }
    expect(maxSameKey).toBe(1);
    expect(maxTogether).toBeGreaterThan(1);
    expect(runs.sort()).toEqual(['a@1', 'a@2', 'b@1']);
    expect(await rows()).toEqual([]);
  });

  it('retries a failed run, then gives up after the last attempt and tells the owner in the same transaction', async () => {
    const q = queue({ maxAttempts: 3 });
    await enqueue(q, 'broken');
    const attempts: number[] = [];
    for (let i = 0; i < 3; i++) {
      const job = (await q.claim())!;
      attempts.push(job.attempts);
      expect(await q.fail(job, new Error('renderer answered 500'))).toBe(i < 2 ? 'retry' : 'failed');
    }
    expect(attempts).toEqual([1, 2, 3]);
    expect(await q.claim()).toBeUndefined();
    expect(await rows()).toMatchObject([{ key: 'broken', status: 'FAILED', attempts: 3 }]);
    expect(failed).toMatchObject([{ key: 'broken', error: 'renderer answered 500' }]);
    expect(await db.query(`SELECT key, status FROM q.outcomes`)).toEqual([
      { key: 'broken', status: 'ERROR' },
    ]);
  });

  it('drops a failed run when newer data for the key already waits (it will be made from that)', async () => {
    const q = queue();
    await enqueue(q, 'doc', 1);
    const job = (await q.claim())!;
    await enqueue(q, 'doc', 2);
    expect(await q.fail(job, new Error('boom'))).toBe('superseded');
    const next = (await q.claim())!;
    expect(next.payload.version).toBe(2);
    expect(next.attempts).toBe(1);
  });

  it('takes back a job whose worker died once its lease ran out, counting that as an attempt', async () => {
    const q = queue({ maxAttempts: 2, leaseSeconds: 1 });
    await enqueue(q, 'crashy');
    const lost = (await q.claim())!;
    expect(lost.attempts).toBe(1);
    // The worker "dies": nothing completes or fails the job. Before the lease ends, nobody may take it.
    expect(await q.claim()).toBeUndefined();
    await sleep(1100);
    const again = (await q.claim())!;
    expect(again.attempts).toBe(2);
    // The dead worker's late result is refused: it no longer holds the lease.
    expect(await q.complete(lost, () => Promise.resolve())).toBe(false);
    // It dies again, at the last attempt: the next claim gives the job up.
    await sleep(1100);
    expect(await q.claim()).toBeUndefined();
    expect(await rows()).toMatchObject([{ key: 'crashy', status: 'FAILED', attempts: 2 }]);
    expect(failed).toMatchObject([{ key: 'crashy' }]);
  });

  it('records a result and deletes the job in one transaction', async () => {
    const q = queue();
    await enqueue(q, 'ok');
    const job: Job<Payload> = (await q.claim())!;
    await expect(
      q.complete(job, async (tx) => {
        await tx.query(`INSERT INTO q.outcomes VALUES ('ok', 'READY')`);
        throw new Error('storing the result failed');
      }),
    ).rejects.toThrow();
    // Nothing was recorded, and the job is still the worker's to fail or retry.
    expect(await db.query(`SELECT * FROM q.outcomes`)).toEqual([]);
    expect(
      await q.complete(
        job,
        async (tx) => void (await tx.query(`INSERT INTO q.outcomes VALUES ('ok', 'READY')`)),
      ),
    ).toBe(true);
    expect(await rows()).toEqual([]);
  });
});

describe('a worker told to stop (SIGTERM)', () => {
  const worker = (q: JobQueue<Payload>, run: (job: Job<Payload>, signal: AbortSignal) => Promise<void>) =>
    createJobWorker<Payload>({ name: 'test', queue: q, db, logger: silent, concurrency: 1, pollMs: 20, run });

  async function running(): Promise<void> {
    for (let i = 0; i < 250; i++) {
      if ((await rows()).some((r) => r.status === 'RUNNING')) return;
      await sleep(20);
    }
    throw new Error('the job never started');
  }

  it('finishes the job in hand within the grace period, and takes no other', async () => {
    const q = queue();
    await enqueue(q, 'first');
    await enqueue(q, 'second');
    let release: () => void = () => undefined;
    const runs: string[] = [];
    const w = worker(q, async (job) => {
      runs.push(job.key);
      await new Promise<void>((resolve) => (release = resolve));
      await q.complete(job, () => Promise.resolve());
    });
    await w.start();
    await running();
    const stopped = w.stop(AbortSignal.timeout(5000));
    await sleep(100);
    release();
    await stopped;
    expect(runs).toEqual(['first']);
    expect(await rows()).toMatchObject([{ key: 'second', status: 'QUEUED', attempts: 0 }]);
  });

  it('gives back a job still running when the grace period ends: queued at once, the run not counted', async () => {
    const q = queue();
    await enqueue(q, 'slow');
    let aborted = false;
    const w = worker(
      q,
      (_job, signal) =>
        new Promise<void>((_resolve, reject) => {
          signal.addEventListener('abort', () => {
            aborted = true;
            reject(new Error('aborted'));
          });
        }),
    );
    await w.start();
    await running();
    const started = Date.now();
    await w.stop(AbortSignal.timeout(300));
    expect(Date.now() - started).toBeLessThan(3000);
    expect(aborted).toBe(true);
    expect(await rows()).toMatchObject([{ key: 'slow', status: 'QUEUED', attempts: 0 }]);
    // Not failed, not leased: the next worker takes it at once.
    const again = (await q.claim())!;
    expect(again).toMatchObject({ key: 'slow', attempts: 1 });
    expect(failed).toEqual([]);
  });

  it('does not wait for a run that ignores the signal, and refuses its late result', async () => {
    const q = queue();
    await enqueue(q, 'deaf');
    let late: Job<Payload> | undefined;
    let finish: () => void = () => undefined;
    const w = worker(q, async (job) => {
      late = job;
      await new Promise<void>((resolve) => (finish = resolve));
    });
    await w.start();
    await running();
    const started = Date.now();
    await w.stop(AbortSignal.timeout(200));
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await rows()).toMatchObject([{ key: 'deaf', status: 'QUEUED', attempts: 0 }]);
    expect(await q.complete(late!, () => Promise.resolve())).toBe(false);
    finish();
  });

  it('drops the given-back job when newer data for its key already waits', async () => {
    const q = queue();
    await enqueue(q, 'doc', 1);
    const job = (await q.claim())!;
    await enqueue(q, 'doc', 2);
    expect(await q.release(job)).toBe(true);
    expect(await rows()).toMatchObject([{ key: 'doc', status: 'QUEUED', payload: { version: 2 } }]);
    expect(await q.release(job)).toBe(false);
  });
});

describe('a run that ends while the database is down', () => {
  it('records its outcome once the database is back, instead of leaving the job leased', async () => {
    // The queue's writes fail as they do while PostgreSQL is stopped (a refused connection), until it is back.
    let down = false;
    const refused = () =>
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const flaky: Db = {
      ...db,
      transaction: (work) => (down ? Promise.reject(refused()) : db.transaction(work)),
    };
    const q = createJobQueue<Payload>({
      db: flaky,
      table: 'q.jobs',
      channel: 'q_jobs',
      maxAttempts: 3,
      leaseSeconds: 300,
      backoffSeconds: () => 0,
      parsePayload: (p) => ZPayload.parse(p),
    });
    await enqueue(q, 'outage');
    const w = createJobWorker<Payload>({
      name: 'test',
      queue: q,
      db,
      logger: silent,
      concurrency: 1,
      pollMs: 20,
      run: async (job) => {
        if (job.attempts === 1) {
          down = true;
          throw refused();
        }
        await q.complete(job, () => Promise.resolve());
      },
    });
    await w.start();
    try {
      await sleep(700);
      expect(await rows()).toMatchObject([{ key: 'outage', status: 'RUNNING' }]);
      down = false;
      // Recorded as a failed attempt within a pause or two, retried, done: not leased for 300 s.
      for (let i = 0; i < 100 && (await rows()).length > 0; i++) await sleep(50);
      expect(await rows()).toEqual([]);
    } finally {
      await w.stop();
    }
  });
});

describe('a job longer than its lease', () => {
  it('keeps its lease while its worker lives: another process never takes it back', async () => {
    const q = queue({ leaseSeconds: 1 });
    // Another process's queue on the same table: its claims take back jobs whose lease ran out.
    const other = queue({ leaseSeconds: 1 });
    await enqueue(q, 'long');
    const outcomes: Array<{ attempts: number; kept: boolean }> = [];
    const w = createJobWorker<Payload>({
      name: 'test',
      queue: q,
      db,
      logger: silent,
      concurrency: 1,
      pollMs: 20,
      async run(job) {
        // Three leases long.
        await sleep(3000);
        outcomes.push({ attempts: job.attempts, kept: await q.complete(job, () => Promise.resolve()) });
      },
    });
    await w.start();
    const takenByOther: string[] = [];
    try {
      // The worker has it (else the other process could simply claim it first).
      for (let i = 0; i < 100 && !(await rows()).some((r) => r.status === 'RUNNING'); i++) await sleep(20);
      for (let i = 0; i < 80 && outcomes.length === 0; i++) {
        const stolen = await other.claim();
        if (stolen) takenByOther.push(`${stolen.key}#${stolen.attempts}`);
        await sleep(50);
      }
    } finally {
      await w.stop();
    }
    expect(takenByOther).toEqual([]);
    expect(outcomes).toEqual([{ attempts: 1, kept: true }]);
    expect(await rows()).toEqual([]);
  });

  it('abandons a run whose lease was lost, and records nothing for it', async () => {
    const q = queue({ leaseSeconds: 1 });
    await enqueue(q, 'lost');
    let aborted: () => void = () => undefined;
    const abandoned = new Promise<void>((resolve) => (aborted = resolve));
    const w = createJobWorker<Payload>({
      name: 'test',
      queue: q,
      db,
      logger: silent,
      concurrency: 1,
      pollMs: 20,
      run: (_job, signal) =>
        new Promise<void>((_resolve, reject) => {
          signal.addEventListener('abort', () => {
            aborted();
            reject(new Error('aborted'));
          });
        }),
    });
    await w.start();
    try {
      for (let i = 0; i < 100 && !(await rows()).some((r) => r.status === 'RUNNING'); i++) await sleep(20);
      // As when another process took it back and runs it now: the lease is someone else's, and fresh
      // (else, on a slow machine, this lease too runs out and the row is rightly queued again).
      await db.query(
        `UPDATE q.jobs SET lease_token = 'another-process', attempts = 2,
                lease_until = now() + interval '1 hour' WHERE key = 'lost'`,
      );
      // At its next renewal (a third of the lease).
      await Promise.race([
        abandoned,
        sleep(1500).then(() => Promise.reject(new Error('the run was not abandoned'))),
      ]);
      await sleep(100);
    } finally {
      // With a deadline: a run that was not abandoned is given back rather than waited for.
      await w.stop(AbortSignal.timeout(200));
    }
    // The other process's run is untouched: still its lease, not failed, not released.
    expect(await db.query(`SELECT status, attempts, lease_token FROM q.jobs`)).toEqual([
      { status: 'RUNNING', attempts: 2, lease_token: 'another-process' },
    ]);
    expect(failed).toEqual([]);
  });
});

describe('a poison job', () => {
  const worker = (q: JobQueue<Payload>, run: (job: Job<Payload>) => Promise<void>) =>
    createJobWorker<Payload>({ name: 'test', queue: q, db, logger: silent, concurrency: 1, pollMs: 20, run });

  it('whose run always throws ends FAILED after its attempts, and the jobs behind it run meanwhile', async () => {
    const q = queue({ maxAttempts: 3, backoffSeconds: 0.3 });
    await enqueue(q, 'poison');
    for (const key of ['after-1', 'after-2', 'after-3']) await enqueue(q, key);
    const runs: string[] = [];
    const w = worker(q, async (job) => {
      runs.push(`${job.key}#${job.attempts}`);
      if (job.key === 'poison') throw new Error('this document cannot be made');
      await q.complete(job, () => Promise.resolve());
    });
    await w.start();
    try {
      for (let i = 0; i < 200 && failed.length === 0; i++) await sleep(20);
    } finally {
      await w.stop();
    }
    // One worker: the others ran while the poison waited for its retries, not after its last attempt.
    expect(runs).toEqual(['poison#1', 'after-1#1', 'after-2#1', 'after-3#1', 'poison#2', 'poison#3']);
    expect(await rows()).toMatchObject([{ key: 'poison', status: 'FAILED', attempts: 3 }]);
    expect(failed).toEqual([
      { key: 'poison', payload: { doc: 'poison', version: 1 }, error: 'this document cannot be made' },
    ]);
  });

  it('whose stored payload its schema refuses ends FAILED at once, its owner told by its key, and the next job runs', async () => {
    const q = queue({ maxAttempts: 3 });
    // Written by an older version, or by hand: no longer what the worker reads.
    await db.query(
      `INSERT INTO q.jobs (id, key, payload, status) VALUES ('bad-1', 'bad', '{"doc": 42}', 'QUEUED')`,
    );
    await sleep(5);
    await enqueue(q, 'good');
    const runs: string[] = [];
    const w = worker(q, async (job) => {
      runs.push(job.key);
      await q.complete(job, () => Promise.resolve());
    });
    await w.start();
    try {
      for (let i = 0; i < 100 && runs.length === 0; i++) await sleep(20);
    } finally {
      await w.stop();
    }
    expect(runs).toEqual(['good']);
    expect(await db.query(`SELECT key, status, attempts, last_error FROM q.jobs`)).toEqual([
      { key: 'bad', status: 'FAILED', attempts: 1, last_error: expect.stringContaining('doc') },
    ]);
    expect(failed).toMatchObject([{ key: 'bad', payload: undefined }]);
    expect(await db.query(`SELECT key, status FROM q.outcomes`)).toEqual([{ key: 'bad', status: 'ERROR' }]);
  });
});

describe('lanes: interactive jobs before a background wave', () => {
  // The table of a queue with lanes (jobQueueTable(schema, 'lane_jobs', { lanes: true })).
  beforeAll(async () => {
    await db.exec(`
      CREATE TABLE q.lane_jobs (
        id text PRIMARY KEY, key text NOT NULL, payload jsonb NOT NULL, status text NOT NULL,
        attempts integer NOT NULL DEFAULT 0, run_at timestamptz NOT NULL DEFAULT now(),
        lease_until timestamptz, lease_token text, last_error text,
        created_at timestamptz NOT NULL DEFAULT now(), enqueued_at timestamptz NOT NULL DEFAULT now(),
        lane smallint NOT NULL DEFAULT 0);
      CREATE UNIQUE INDEX lane_jobs_one_queued_idx ON q.lane_jobs (key) WHERE status = 'QUEUED';
      CREATE INDEX lane_jobs_lane_next_idx ON q.lane_jobs (lane, run_at, created_at) WHERE status = 'QUEUED';`);
  });
  beforeEach(async () => {
    await db.exec(`DELETE FROM q.lane_jobs`);
  });

  const laneQueue = () =>
    createJobQueue<Payload>({
      db,
      table: 'q.lane_jobs',
      channel: 'q_lane_jobs',
      maxAttempts: 3,
      leaseSeconds: 60,
      lanes: true,
      parsePayload: (p) => ZPayload.parse(p),
    });
  const wave = (q: JobQueue<Payload>, keys: string[]) =>
    db.transaction((tx) =>
      q.enqueueMany(
        tx,
        keys.map((key) => ({ key, payload: { doc: key, version: 1 } })),
        { lane: 'background' },
      ),
    );
  const laneRows = () =>
    db.query<{ key: string; lane: number; version: number }>(
      `SELECT key, lane, (payload->>'version')::int AS version FROM q.lane_jobs ORDER BY key`,
    );

  it('claims a waiting edit before an older wave, and only edits from a slot kept for them', async () => {
    const q = laneQueue();
    await wave(q, ['w1', 'w2']);
    await sleep(5);
    await db.transaction((tx) => q.enqueue(tx, { key: 'edit', payload: { doc: 'edit', version: 1 } }));
    expect(await q.claim({ interactiveOnly: true })).toMatchObject({ key: 'edit' });
    expect(await q.claim({ interactiveOnly: true })).toBeUndefined();
    expect((await q.claim())?.key).toBe('w1');
  });

  it('an edit takes over the waiting wave job of its key (one job, interactive); a wave never demotes an edit', async () => {
    const q = laneQueue();
    await wave(q, ['a', 'b']);
    await db.transaction((tx) => q.enqueue(tx, { key: 'a', payload: { doc: 'a', version: 2 } }));
    await db.transaction((tx) => q.enqueue(tx, { key: 'c', payload: { doc: 'c', version: 2 } }));
    await wave(q, ['c']);
    expect(await laneRows()).toEqual([
      { key: 'a', lane: 0, version: 2 },
      { key: 'b', lane: 1, version: 1 },
      { key: 'c', lane: 0, version: 1 },
    ]);
  });

  it('a claim says the lane it took the job from: a wave job taken over by an edit is interactive', async () => {
    const q = laneQueue();
    await wave(q, ['taken-over', 'wave']);
    await db.transaction((tx) => q.enqueue(tx, { key: 'taken-over', payload: { doc: 'x', version: 2 } }));
    await db.transaction((tx) => q.enqueue(tx, { key: 'edit', payload: { doc: 'edit', version: 1 } }));
    const claimed = [await q.claim(), await q.claim(), await q.claim()];
    expect(claimed.map((job) => [job?.key, job?.lane])).toEqual([
      ['taken-over', 'interactive'],
      ['edit', 'interactive'],
      ['wave', 'background'],
    ]);
    // A queue without lanes has interactive jobs only.
    const plain = queue();
    await enqueue(plain, 'plain');
    expect((await plain.claim())?.lane).toBe('interactive');
  });

  it('an enqueue replacing a waiting payload keeps the fields named to keep that it does not give', async () => {
    const q = createJobQueue<Payload>({
      db,
      table: 'q.lane_jobs',
      channel: 'q_lane_jobs',
      maxAttempts: 3,
      leaseSeconds: 60,
      lanes: true,
      keepOnReplace: ['reason'],
      parsePayload: (p) => ZPayload.parse(p),
    });
    const withReason = (doc: string, version: number, reason: string) =>
      ({ doc, version, reason }) as Payload;
    await db.transaction((tx) =>
      q.enqueueMany(tx, [{ key: 'a', payload: withReason('a', 1, 'wave-1') }], { lane: 'background' }),
    );
    // An edit without the field takes the job over: the newer payload, the wave's reason kept.
    await db.transaction((tx) => q.enqueue(tx, { key: 'a', payload: { doc: 'a', version: 2 } }));
    // A job without it stays without it; a newer payload with the field wins.
    await db.transaction((tx) => q.enqueue(tx, { key: 'b', payload: { doc: 'b', version: 1 } }));
    await db.transaction((tx) => q.enqueue(tx, { key: 'b', payload: { doc: 'b', version: 2 } }));
    await db.transaction((tx) => q.enqueue(tx, { key: 'c', payload: withReason('c', 1, 'wave-1') }));
    await db.transaction((tx) => q.enqueue(tx, { key: 'c', payload: withReason('c', 2, 'wave-2') }));
    const rows = await db.query<{ key: string; payload: unknown }>(
      `SELECT key, payload FROM q.lane_jobs ORDER BY key`,
    );
    expect(rows).toEqual([
      { key: 'a', payload: { doc: 'a', version: 2, reason: 'wave-1' } },
      { key: 'b', payload: { doc: 'b', version: 2 } },
      { key: 'c', payload: { doc: 'c', version: 2, reason: 'wave-2' } },
    ]);
  });

  it('an enqueue replacing a waiting payload unites the lists named to unite, in a statement or in one list', async () => {
    const ZReasons = ZPayload.extend({
      reasons: z.array(z.string()).optional(),
      reason: z.string().optional(),
    });
    type Reasons = z.infer<typeof ZReasons>;
    const q = createJobQueue<Reasons>({
      db,
      table: 'q.lane_jobs',
      channel: 'q_lane_jobs',
      maxAttempts: 3,
      leaseSeconds: 60,
      lanes: true,
      keepOnReplace: ['reason'],
      uniteOnReplace: ['reasons'],
      parsePayload: (p) => ZReasons.parse(p),
    });
    // Two waves queue the same key: the waiting job is for both, in the order they came.
    await db.transaction((tx) =>
      q.enqueueMany(tx, [{ key: 'a', payload: { doc: 'a', version: 1, reasons: ['wave-1'] } }], {
        lane: 'background',
      }),
    );
    await db.transaction((tx) =>
      q.enqueueMany(tx, [{ key: 'a', payload: { doc: 'a', version: 2, reasons: ['wave-2', 'wave-1'] } }], {
        lane: 'background',
      }),
    );
    // An edit without the list keeps it; a payload stored before the list (a single value) counts.
    await db.transaction((tx) => q.enqueue(tx, { key: 'a', payload: { doc: 'a', version: 3 } }));
    await db.exec(`INSERT INTO q.lane_jobs (id, key, payload, status)
      VALUES ('old', 'b', '{"doc": "b", "version": 1, "reasons": "wave-0", "reason": "kept"}', 'QUEUED')`);
    await db.transaction((tx) =>
      q.enqueue(tx, { key: 'b', payload: { doc: 'b', version: 2, reasons: ['wave-1'] } }),
    );
    // Without the list on either side, no list is made.
    await db.transaction((tx) => q.enqueue(tx, { key: 'c', payload: { doc: 'c', version: 1 } }));
    await db.transaction((tx) => q.enqueue(tx, { key: 'c', payload: { doc: 'c', version: 2 } }));
    // Two jobs of one key in one list: the same rules as a replace.
    await db.transaction((tx) =>
      q.enqueueMany(tx, [
        { key: 'd', payload: { doc: 'd', version: 1, reasons: ['wave-1'], reason: 'first' } },
        { key: 'd', payload: { doc: 'd', version: 2, reasons: ['wave-2'] } },
      ]),
    );
    const rows = await db.query<{ key: string; payload: unknown }>(
      `SELECT key, payload FROM q.lane_jobs ORDER BY key`,
    );
    expect(rows).toEqual([
      { key: 'a', payload: { doc: 'a', version: 3, reasons: ['wave-1', 'wave-2'] } },
      { key: 'b', payload: { doc: 'b', version: 2, reasons: ['wave-0', 'wave-1'], reason: 'kept' } },
      { key: 'c', payload: { doc: 'c', version: 2 } },
      { key: 'd', payload: { doc: 'd', version: 2, reasons: ['wave-1', 'wave-2'], reason: 'first' } },
    ]);
  });

  it('with a slot kept for edits, an edit queued behind a wave of 40 is done before the wave’s remaining jobs', async () => {
    const q = laneQueue();
    await wave(
      q,
      Array.from({ length: 40 }, (_, i) => `w${String(i).padStart(2, '0')}`),
    );
    const done: string[] = [];
    let editDoneAfterMs = -1;
    let editQueuedAt = 0;
    const worker = createJobWorker<Payload>({
      name: 'test',
      queue: q,
      db,
      logger: silent,
      concurrency: 2,
      pollMs: 20,
      reserveInteractive: true,
      async run(job) {
        // A controlled renderer: each render takes 60 ms.
        await sleep(60);
        await q.complete(job, () => Promise.resolve());
        done.push(job.key);
        if (job.key === 'edit') editDoneAfterMs = performance.now() - editQueuedAt;
      },
    });
    await worker.start();
    try {
      for (let i = 0; i < 100 && done.length < 3; i++) await sleep(10);
      editQueuedAt = performance.now();
      await db.transaction((tx) => q.enqueue(tx, { key: 'edit', payload: { doc: 'edit', version: 1 } }));
      for (let i = 0; i < 500 && done.length < 41; i++) await sleep(20);
    } finally {
      await worker.stop();
    }
    expect(done).toHaveLength(41);
    const at = done.indexOf('edit');
    // Only the wave's renders already running (the two slots of `concurrency`) may end before it.
    expect(done.slice(at + 1).length).toBeGreaterThan(30);
    // Its own render (60 ms) and a claim, far within the 2 s an edit may take during a wave.
    expect(editDoneAfterMs).toBeGreaterThan(0);
    expect(editDoneAfterMs).toBeLessThan(1000);
  });

  it('the slot kept for interactive jobs comes in addition to the concurrency: the wave keeps every slot it gives', async () => {
    const q = laneQueue();
    await wave(
      q,
      Array.from({ length: 12 }, (_, i) => `w${String(i).padStart(2, '0')}`),
    );
    let runningNow = 0;
    let mostAtOnce = 0;
    const worker = createJobWorker<Payload>({
      name: 'test',
      queue: q,
      db,
      logger: silent,
      concurrency: 2,
      pollMs: 20,
      reserveInteractive: true,
      async run(job) {
        runningNow++;
        mostAtOnce = Math.max(mostAtOnce, runningNow);
        await sleep(40);
        runningNow--;
        await q.complete(job, () => Promise.resolve());
      },
    });
    await worker.start();
    try {
      const unfinished = async () => {
        const { queued, running } = await q.stats();
        return queued + running;
      };
      for (let i = 0; i < 200 && (await unfinished()) > 0; i++) await sleep(20);
      const slots = (await worker.metrics()).find((family) => family.name === 'conform_job_slots');
      expect(slots?.samples[0]?.value).toBe(3);
      expect(await worker.health?.()).toMatchObject({ jobs: { concurrency: 2, reservedForInteractive: 1 } });
    } finally {
      await worker.stop();
    }
    expect((await q.stats()).queued).toBe(0);
    // Two wave jobs at once (the reserved slot never takes one), not one.
    expect(mostAtOnce).toBe(2);
  });

  it('a queue without lanes keeps its table as it was (no lane column asked for)', async () => {
    const q = queue();
    await enqueue(q, 'plain');
    expect((await q.claim({ interactiveOnly: true }))?.key).toBe('plain');
  });
});
