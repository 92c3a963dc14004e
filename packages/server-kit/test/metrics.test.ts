/**
 * The internal metrics listener as a scraper reads it: a job queue's depth, the oldest due job's age,
 * running and failed jobs, a worker's finished runs, in the Prometheus text format, over HTTP.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { z } from 'zod';
import type { Db } from '../src/db.ts';
import { createJobQueue, createJobWorker } from '../src/jobs.ts';
import { createLogger } from '../src/logger.ts';
import { dbMetrics, formatMetrics, serveMetrics } from '../src/metrics.ts';
import { backgroundMetrics } from '../src/service.ts';
import { openTestDb } from '../src/testing.ts';

const silent = createLogger({ name: 'test', level: 'silent' });
const ZPayload = z.object({ doc: z.string() });

let db: Db;
let server: Server | undefined;

beforeAll(async () => {
  db = await openTestDb();
  await db.exec(`
    CREATE SCHEMA m;
    CREATE TABLE m.jobs (
      id text PRIMARY KEY, key text NOT NULL, payload jsonb NOT NULL, status text NOT NULL,
      attempts integer NOT NULL DEFAULT 0, run_at timestamptz NOT NULL DEFAULT now(),
      lease_until timestamptz, lease_token text, last_error text,
      created_at timestamptz NOT NULL DEFAULT now(), enqueued_at timestamptz NOT NULL DEFAULT now());
    CREATE UNIQUE INDEX jobs_one_queued_idx ON m.jobs (key) WHERE status = 'QUEUED';`);
});
afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
  await db.exec(`DELETE FROM m.jobs`);
});
afterAll(() => db.close());

function setup() {
  const queue = createJobQueue({
    db,
    table: 'm.jobs',
    channel: 'm_jobs',
    maxAttempts: 1,
    leaseSeconds: 60,
    parsePayload: (p) => ZPayload.parse(p),
  });
  const worker = createJobWorker({
    name: 'm:work',
    queue,
    db,
    logger: silent,
    concurrency: 1,
    run: (job) => (job.payload.doc === 'bad' ? Promise.reject(new Error('refused')) : Promise.resolve()),
  });
  return { queue, worker };
}

async function scrape(sources: Parameters<typeof serveMetrics>[0]['sources']) {
  server = await serveMetrics({ port: 0, host: '127.0.0.1', sources });
  const { port } = server.address() as AddressInfo;
  const res = await fetch(`http://127.0.0.1:${port}/metrics`);
  const text = await res.text();
  /** The value of one sample line, by its name and labels as written. */
  const value = (series: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`${series} `));
    return line === undefined ? undefined : Number(line.slice(series.length + 1));
  };
  return { res, text, value, port };
}

it('answers the queue’s depth, the oldest due job’s age and the running jobs', async () => {
  const { queue, worker } = setup();
  await db.transaction((tx) =>
    queue.enqueueMany(tx, [
      { key: 'k-alpha', payload: { doc: 'a' } },
      { key: 'k-beta', payload: { doc: 'b' } },
      { key: 'k-gamma', payload: { doc: 'c' } },
    ]),
  );
  await db.transaction((tx) =>
    queue.enqueue(tx, { key: 'k-delta', payload: { doc: 'd' }, delaySeconds: 600 }),
  );
  // The oldest has waited two seconds.
  await db.exec(`UPDATE m.jobs SET run_at = now() - interval '2 seconds' WHERE key = 'k-alpha'`);
  await queue.claim(); // a: RUNNING

  const { res, text, value } = await scrape(backgroundMetrics([worker]));
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  expect(text).toContain('# TYPE conform_jobs_waiting gauge');
  expect(value('conform_jobs_waiting{queue="m.jobs"}')).toBe(2);
  expect(value('conform_jobs_delayed{queue="m.jobs"}')).toBe(1);
  expect(value('conform_jobs_running{queue="m.jobs"}')).toBe(1);
  const age = value('conform_jobs_oldest_waiting_seconds{queue="m.jobs"}')!;
  expect(age).toBeGreaterThanOrEqual(0);
  expect(age).toBeLessThan(2); // b and c became due at their enqueue, after a's two seconds
  expect(value('conform_metrics_sources_failed')).toBe(0);
  // Counts only: no job's key in the answer.
  expect(text).not.toMatch(/k-(alpha|beta|gamma|delta)/);
});

it('counts the worker’s finished runs by outcome, and the jobs given up', async () => {
  const { queue, worker } = setup();
  await db.transaction((tx) =>
    queue.enqueueMany(tx, [
      { key: 'ok', payload: { doc: 'ok' } },
      { key: 'bad', payload: { doc: 'bad' } },
    ]),
  );
  await worker.start();
  for (let i = 0; i < 100 && (await queue.stats()).queued + (await queue.stats()).running > 0; i++)
    await new Promise((r) => setTimeout(r, 50));
  await worker.stop();

  const { value } = await scrape(backgroundMetrics([worker]));
  expect(value('conform_job_runs_total{queue="m:work",outcome="done"}')).toBe(1);
  expect(value('conform_job_runs_total{queue="m:work",outcome="failed"}')).toBe(1);
  expect(value('conform_jobs_failed{queue="m.jobs"}')).toBe(1);
  expect(value('conform_jobs_waiting{queue="m.jobs"}')).toBe(0);
  expect(value('conform_jobs_oldest_waiting_seconds{queue="m.jobs"}')).toBe(0);
});

it('answers 404 off /metrics, and says when a source could not be read', async () => {
  const { res, value, port } = await scrape([
    () => Promise.reject(new Error('database down')),
    () =>
      Promise.resolve([{ name: 'conform_up', help: 'Up.', type: 'gauge' as const, samples: [{ value: 1 }] }]),
  ]);
  expect(res.status).toBe(200);
  expect(value('conform_up')).toBe(1);
  expect(value('conform_metrics_sources_failed')).toBe(1);
  expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(404);
});

it('escapes label values and merges families of one name', () => {
  const text = formatMetrics([
    { name: 'conform_x', help: 'X.', type: 'gauge', samples: [{ labels: { q: 'a"b\\c\nd' }, value: 1 }] },
    { name: 'conform_x', help: 'X.', type: 'gauge', samples: [{ labels: { q: 'e' }, value: 2 }] },
  ]);
  expect(text).toBe(
    '# HELP conform_x X.\n# TYPE conform_x gauge\nconform_x{q="a\\"b\\\\c\\nd"} 1\nconform_x{q="e"} 2\n',
  );
});

it('counts the statements a pool sends when the database counts them, and says nothing on PGlite', async () => {
  let sent = 41;
  const { value } = await scrape([dbMetrics({ statements: () => ++sent })]);
  expect(value('conform_db_statements_total')).toBe(42);
  await new Promise((resolve) => server!.close(resolve));
  server = undefined;
  const pglite = await scrape([dbMetrics(db)]);
  expect(db.kind === 'postgres' || pglite.value('conform_db_statements_total') === undefined).toBe(true);
});
