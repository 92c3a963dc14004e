/**
 * A durable job queue in a PostgreSQL table of the owning service (docs/architecture.md#job-queues): the
 * same code on PGlite and on PostgreSQL, correct under failure.
 *
 * - Enqueue in the caller's transaction (with the state change that needs the job), one waiting job
 *   per key: a second enqueue while one waits only gives it the newer payload (with the fields the
 *   queue names kept, `keepOnReplace`, or united as lists, `uniteOnReplace`).
 * - Never two jobs of the same key at once: a job is claimed only when no job of its key runs, and
 *   claims are serialised by a transaction-scoped advisory lock, so the check cannot race.
 * - A claim is a lease that names the process's instance (instances.ts): a worker that dies (SIGKILL,
 *   out of memory) leaves its job RUNNING until its death is known (at once when a process starts on
 *   the same machine, within seconds from any live process) or, at the latest, until the lease ends; a
 *   claim takes it back (claims look for such jobs once a second), and that counts as an attempt, so a
 *   job that crashes its process stops after `maxAttempts` and is FAILED (its owner is told in the
 *   same transaction).
 * - A worker renews the leases of the jobs it runs, so a job longer than its lease is never taken
 *   back while its worker lives; a worker that finds a lease lost abandons that run.
 * - A job that always fails, or whose stored payload its schema refuses, ends FAILED and never holds
 *   up the jobs behind it: a retry waits for its backoff while the next due job runs.
 * - A failure is retried with exponential backoff; a newer job for the same key supersedes the retry.
 * - Finished jobs are deleted in the transaction that records their result, and only while the
 *   lease is still the worker's own: a worker that lost its lease cannot overwrite a newer result.
 * - A worker that is told to stop (SIGTERM) finishes its jobs within the process's grace period, and
 *   gives back those it cannot: QUEUED again at once, the run not counted, another worker wakes.
 * - Lanes (a queue made with `lanes`, its table with `jobQueueTable(…, { lanes: true })`): a job is
 *   `interactive` (someone waits for it: the default) or `background` (a wave of work nobody waits
 *   for, e.g. the documents' legal updates, docs/legal-updates.md). Claims take every due interactive
 *   job before any background one, and an interactive enqueue for a key whose background job waits
 *   takes that job over into its lane (still one waiting job per key). A claimed job says its lane
 *   (`Job.lane`), so the run can tell what it calls (e.g. the renderer) how urgent it is. A worker can
 *   keep a slot for interactive jobs only, in addition to its concurrency (`reserveInteractive`): a
 *   wave of thousands never makes an edit wait for a free slot, only for its own run.
 */
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type ExtraConfigColumn,
  type PgSchema,
} from 'drizzle-orm/pg-core';
import type { Db, Tx } from './db.ts';
import { leaseOwnerGone, type ProcessInstance } from './instances.ts';
import type { Logger } from './logger.ts';
import type { MetricFamily } from './metrics.ts';
import type { BackgroundTask } from './service.ts';
import { untilRecorded } from './outage.ts';
import { createWakeSignal } from './wake.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A job's lane: `interactive` jobs are claimed before any `background` one. */
export type JobLane = 'interactive' | 'background';
/** As stored in the `lane` column: claims order by it, the lower first. */
const LANE_ORDER: Record<JobLane, number> = { interactive: 0, background: 1 };

/**
 * The queue's table, declared in the owning service's drizzle schema (its migration creates it).
 * `lanes` adds the `lane` column (0 interactive, 1 background; default interactive, so the rows and
 * enqueues from before it stay interactive) and the index the claims walk by lane; a queue without
 * lanes (the other services') keeps the table it has.
 */
export function jobQueueTable(schema: PgSchema, name = 'jobs', options: { lanes?: boolean } = {}) {
  const columns = {
    id: text('id').primaryKey(),
    /** What the job works on; never two RUNNING jobs and never two QUEUED jobs with one key. */
    key: text('key').notNull(),
    payload: jsonb('payload').notNull(),
    /** QUEUED | RUNNING | FAILED (done jobs are deleted). */
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    runAt: at('run_at').notNull().defaultNow(),
    leaseUntil: at('lease_until'),
    leaseToken: text('lease_token'),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull().defaultNow(),
    /**
     * When its newest payload was queued (an enqueue that replaced the payload moves it):
     * `clock_timestamp()` of the INSERT, which runs after the change the job is for was committed
     * and seen (not `now()`, the start of a transaction that may have begun before that commit). A
     * read that started later sees the change.
     */
    enqueuedAt: at('enqueued_at').notNull().defaultNow(),
  };
  type Indexed = Record<'key' | 'status' | 'runAt' | 'createdAt', ExtraConfigColumn>;
  const indexes = (t: Indexed) => [
    uniqueIndex(`${name}_one_queued_idx`)
      .on(t.key)
      .where(sql`status = 'QUEUED'`),
    index(`${name}_due_idx`).on(t.status, t.runAt),
    // The claim walks the waiting jobs oldest first and stops at the first whose key is not
    // running: one index entry per claim, not a sort of every waiting job (a purchase queues 30).
    index(`${name}_next_idx`)
      .on(t.runAt, t.createdAt)
      .where(sql`status = 'QUEUED'`),
    index(`${name}_key_idx`).on(t.key),
  ];
  if (!options.lanes) return schema.table(name, columns, (t) => indexes(t));
  return schema.table(
    name,
    {
      ...columns,
      /** 0 interactive, 1 background (JobLane): claims take the lower first. */
      lane: smallint('lane').notNull().default(0),
    },
    (t) => [
      ...indexes(t),
      // The claim's walk with lanes: interactive jobs first, then the oldest due.
      index(`${name}_lane_next_idx`)
        .on(t.lane, t.runAt, t.createdAt)
        .where(sql`status = 'QUEUED'`),
    ],
  );
}

export interface Job<P> {
  id: string;
  key: string;
  payload: P;
  /** This run included (1 for the first). */
  attempts: number;
  leaseToken: string;
  /**
   * When its payload was queued, by the database's clock (`clock_timestamp()` of the INSERT): data
   * read from a snapshot taken after it includes the change the job was queued for.
   */
  enqueuedAt: Date;
  /**
   * The lane it was claimed from: `background` for a wave's job nobody took over; `interactive` for
   * any other (a job an interactive enqueue took over while it waited, every job of a queue without
   * lanes).
   */
  lane: JobLane;
}

interface JobRow {
  id: string;
  key: string;
  payload: unknown;
  attempts: number;
  lease_token: string;
  enqueued_at: Date | string;
  /** Only from a queue with lanes. */
  lane?: number;
}

const laneOfRow = (row: { lane?: number }): JobLane =>
  row.lane === LANE_ORDER.background ? 'background' : 'interactive';

export type FailOutcome = 'retry' | 'failed' | 'superseded' | 'lost';

export interface JobQueueOptions<P> {
  db: Db;
  /** Schema-qualified table created by `jobQueueTable` (e.g. `documents.jobs`). */
  table: string;
  /** NOTIFY channel an enqueue wakes the workers with. */
  channel: string;
  maxAttempts: number;
  /** A RUNNING job whose lease ended is taken again: longer than the longest honest run. */
  leaseSeconds: number;
  /** Seconds before attempt n + 1. */
  backoffSeconds?: (attempt: number) => number;
  /** Reads a stored payload (a schema parse): a payload it refuses fails the job for good. */
  parsePayload: (payload: unknown) => P;
  /**
   * Runs in the transaction that gives a job up (after its last attempt): mark what it was for. The
   * payload is undefined when the stored one did not parse: the key says what the job was for.
   */
  onFailed?: (tx: Tx, job: { key: string; payload: P | undefined; error: string }) => Promise<void>;
  /** The process's instance: leases name it, and leases of dead instances are taken back at once. */
  instance?: ProcessInstance;
  /** The table has the `lane` column (`jobQueueTable(…, { lanes: true })`): enqueues may name a lane. */
  lanes?: boolean;
  /**
   * Payload fields a waiting job keeps when a newer enqueue of its key replaces its payload without
   * them (an edit taking a wave's job over keeps what the wave's run is for, e.g. the documents'
   * `legalUpdateId`); a newer payload that has the field wins.
   */
  keepOnReplace?: readonly string[];
  /**
   * Payload fields holding a list that a replace unites instead of overwriting: the waiting job's
   * items first, then the newer payload's not already there (an edit or a second wave taking a
   * wave's job over still does what each was queued for, e.g. the documents' `legalUpdateIds`). A
   * field absent on one side counts as an empty list; a value that is not a list counts as a list
   * of one.
   */
  uniteOnReplace?: readonly string[];
}

const TABLE = /^[a-z_][a-z0-9_]*\.[a-z_][a-z0-9_]*$/;
const FIELD = /^[A-Za-z_][A-Za-z0-9_]*$/;
const REAP_EVERY_MS = 1000;

export function createJobQueue<P>(options: JobQueueOptions<P>) {
  const { db, table, channel, maxAttempts, leaseSeconds } = options;
  if (!TABLE.test(table)) throw new Error(`not a schema-qualified table name: ${table}`);
  const backoff = options.backoffSeconds ?? ((attempt: number) => Math.min(2 ** attempt, 600));
  let lastReapAt = Number.NEGATIVE_INFINITY;
  const lanes = options.lanes === true;
  const laneOf = (lane: JobLane | undefined) => LANE_ORDER[lane ?? 'interactive'];
  // A waiting job keeps the more urgent of its lanes: an edit takes a waiting wave job over (it is
  // claimed with the edits), and a wave's enqueue never sends an edit's waiting job to the back.
  const laneOnConflict = lanes ? `, lane = LEAST(${table}.lane, EXCLUDED.lane)` : '';
  const kept = options.keepOnReplace ?? [];
  const united = options.uniteOnReplace ?? [];
  if ([...kept, ...united].some((field) => !FIELD.test(field)))
    throw new Error(`not a payload field name: ${[...kept, ...united].join(', ')}`);
  /** A payload's field as a list (absent: empty; not a list: a list of one). */
  const listOf = (payload: string, field: string) =>
    `(CASE WHEN ${payload}->'${field}' IS NULL OR jsonb_typeof(${payload}->'${field}') = 'null' THEN '[]'::jsonb
           WHEN jsonb_typeof(${payload}->'${field}') = 'array' THEN ${payload}->'${field}'
           ELSE jsonb_build_array(${payload}->'${field}') END)`;
  // The field with the items of both lists, each once, in the order first seen (the waiting job's
  // first); no field when both are empty, so that a payload without it stays without it.
  const unitedField = (field: string) =>
    `(SELECT CASE WHEN count(*) = 0 THEN '{}'::jsonb
                  ELSE jsonb_build_object('${field}', jsonb_agg(item ORDER BY seen)) END
        FROM (SELECT item, min(n) AS seen
                FROM jsonb_array_elements(${listOf(`${table}.payload`, field)} || ${listOf('EXCLUDED.payload', field)})
                     WITH ORDINALITY AS l(item, n)
               GROUP BY item) AS u)`;
  // The waiting job's kept fields (those it has), under the newer payload's; the united lists over both.
  let payloadOnConflict = 'EXCLUDED.payload';
  if (kept.length > 0)
    payloadOnConflict = `jsonb_strip_nulls(jsonb_build_object(${kept.map((f) => `'${f}', ${table}.payload->'${f}'`).join(', ')})) || ${payloadOnConflict}`;
  for (const field of united) payloadOnConflict = `${payloadOnConflict} || ${unitedField(field)}`;

  /**
   * Two jobs of one key in one `enqueueMany` list: the later one replaces the earlier as it would
   * replace a waiting job (its payload, the earlier's kept fields it does not give, the lists united).
   */
  function replaced(earlier: P, later: P): P {
    const before = earlier as Record<string, unknown>;
    const after = { ...(later as Record<string, unknown>) };
    for (const field of kept)
      if (after[field] === undefined && before[field] != null) after[field] = before[field];
    const asList = (value: unknown): unknown[] =>
      value == null ? [] : Array.isArray(value) ? value : [value];
    for (const field of united) {
      const items: unknown[] = [];
      for (const item of [...asList(before[field]), ...asList(after[field])])
        if (!items.some((known) => isDeepStrictEqual(known, item))) items.push(item);
      if (items.length > 0) after[field] = items;
    }
    return after as P;
  }

  async function giveUp(tx: Tx, row: { key: string; payload: unknown }, error: string): Promise<void> {
    if (!options.onFailed) return;
    let payload: P | undefined;
    try {
      payload = options.parsePayload(row.payload);
    } catch {
      payload = undefined;
    }
    await options.onFailed(tx, { key: row.key, payload, error });
  }

  // Without an instance (no shared schema: some tests), only an ended lease frees a job.
  const lost = options.instance
    ? `(lease_until < now() OR ${leaseOwnerGone('lease_token')})`
    : 'lease_until < now()';
  const newToken = () => options.instance?.leaseToken() ?? randomUUID();

  /**
   * Jobs whose worker died: their instance is gone, or their lease ran out. Superseded, retried (an
   * attempt was spent) or failed.
   */
  async function reapExpired(tx: Tx): Promise<void> {
    const expired = await tx.query<{
      id: string;
      key: string;
      payload: unknown;
      attempts: number;
      ended: boolean;
    }>(
      `SELECT id, key, payload, attempts, lease_until < now() AS ended FROM ${table}
        WHERE status = 'RUNNING' AND ${lost} FOR UPDATE`,
    );
    for (const row of expired) {
      const error = row.ended
        ? 'the worker stopped while running it (lease expired)'
        : "the worker's process ended while running it";
      const [waiting] = await tx.query(`SELECT 1 FROM ${table} WHERE key = $1 AND status = 'QUEUED'`, [
        row.key,
      ]);
      if (waiting) {
        await tx.query(`DELETE FROM ${table} WHERE id = $1`, [row.id]);
      } else if (row.attempts >= maxAttempts) {
        await tx.query(
          `UPDATE ${table} SET status = 'FAILED', lease_until = NULL, lease_token = NULL, last_error = $2
            WHERE id = $1`,
          [row.id, error],
        );
        await giveUp(tx, row, error);
      } else {
        await tx.query(
          `UPDATE ${table} SET status = 'QUEUED', lease_until = NULL, lease_token = NULL, last_error = $2,
                  run_at = now() + make_interval(secs => $3)
            WHERE id = $1`,
          [row.id, error, backoff(row.attempts)],
        );
      }
    }
  }

  /** The row, locked, when the caller still holds its lease. */
  async function ownRow(tx: Tx, job: Job<P>): Promise<{ key: string; payload: unknown } | undefined> {
    const [row] = await tx.query<{
      key: string;
      payload: unknown;
      lease_token: string | null;
      status: string;
    }>(`SELECT key, payload, lease_token, status FROM ${table} WHERE id = $1 FOR UPDATE`, [job.id]);
    return row?.status === 'RUNNING' && row.lease_token === job.leaseToken ? row : undefined;
  }

  const api = {
    channel,

    /**
     * Queues work for a key in the caller's transaction; while a job for the key waits, it takes
     * the new payload instead (one render of the newest data, not two). Workers wake at commit.
     */
    async enqueue(
      tx: Tx,
      job: { key: string; payload: P; delaySeconds?: number; lane?: JobLane },
    ): Promise<void> {
      const params: unknown[] = [randomUUID(), job.key, JSON.stringify(job.payload), job.delaySeconds ?? 0];
      if (lanes) params.push(laneOf(job.lane));
      await tx.query(
        `INSERT INTO ${table} (id, key, payload, status, run_at, enqueued_at${lanes ? ', lane' : ''})
         VALUES ($1, $2, $3, 'QUEUED', now() + make_interval(secs => $4), clock_timestamp()${lanes ? ', $5' : ''})
         ON CONFLICT (key) WHERE status = 'QUEUED'
         DO UPDATE SET payload = ${payloadOnConflict}, run_at = LEAST(${table}.run_at, EXCLUDED.run_at),
                       enqueued_at = GREATEST(${table}.enqueued_at, EXCLUDED.enqueued_at)${laneOnConflict}`,
        params,
      );
      await tx.notify(channel, job.key.slice(0, 100));
    },

    /**
     * `enqueue` for many jobs in one statement (a purchase queues a package's 30 documents at once):
     * the same rules per key (a later job of a key in the list replaces the earlier one as it would a
     * waiting job), one NOTIFY for them all.
     */
    async enqueueMany(
      tx: Tx,
      jobs: ReadonlyArray<{ key: string; payload: P }>,
      options_: { lane?: JobLane } = {},
    ): Promise<void> {
      const byKey = new Map<string, { key: string; payload: P }>();
      for (const job of jobs) {
        const earlier = byKey.get(job.key);
        byKey.set(job.key, earlier ? { key: job.key, payload: replaced(earlier.payload, job.payload) } : job);
      }
      if (byKey.size === 0) return;
      const list = [...byKey.values()];
      const params: unknown[] = [
        list.map(() => randomUUID()),
        list.map((job) => job.key),
        list.map((job) => JSON.stringify(job.payload)),
      ];
      if (lanes) params.push(laneOf(options_.lane));
      await tx.query(
        `INSERT INTO ${table} (id, key, payload, status, run_at, enqueued_at${lanes ? ', lane' : ''})
         SELECT id, key, payload::jsonb, 'QUEUED', now(), clock_timestamp()${lanes ? ', $4::smallint' : ''}
           FROM unnest($1::text[], $2::text[], $3::text[]) AS j(id, key, payload)
         ON CONFLICT (key) WHERE status = 'QUEUED'
         DO UPDATE SET payload = ${payloadOnConflict}, run_at = LEAST(${table}.run_at, EXCLUDED.run_at),
                       enqueued_at = GREATEST(${table}.enqueued_at, EXCLUDED.enqueued_at)${laneOnConflict}`,
        params,
      );
      await tx.notify(channel, list[0]!.key.slice(0, 100));
    },

    leaseSeconds,

    /**
     * Takes the oldest due job whose key is not running, every interactive job before any background
     * one (a queue with lanes); `interactiveOnly` leaves the background jobs (a slot kept for edits).
     * Undefined when there is none.
     */
    async claim(claimOptions: { interactiveOnly?: boolean } = {}): Promise<Job<P> | undefined> {
      const onlyInteractive = lanes && claimOptions.interactiveOnly ? 'AND j.lane = 0' : '';
      const token = newToken();
      const row = await db.transaction(async (tx) => {
        await tx.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [table]);
        // Expired leases are looked for at most once a second by this process, not at every claim
        // (a purchase's 30 claims in two seconds): a dead worker's job is back a second later at most.
        if (performance.now() - lastReapAt >= REAP_EVERY_MS) {
          lastReapAt = performance.now();
          await reapExpired(tx);
        }
        const [claimed] = await tx.query<JobRow>(
          `UPDATE ${table}
              SET status = 'RUNNING', attempts = attempts + 1, lease_token = $1,
                  lease_until = now() + make_interval(secs => $2)
            WHERE id = (
              SELECT j.id FROM ${table} j
               WHERE j.status = 'QUEUED' AND j.run_at <= now()
                 AND NOT EXISTS (SELECT 1 FROM ${table} r WHERE r.key = j.key AND r.status = 'RUNNING')
                 ${onlyInteractive}
               ORDER BY ${lanes ? 'j.lane, ' : ''}j.run_at, j.created_at
               LIMIT 1
               FOR UPDATE SKIP LOCKED)
            RETURNING id, key, payload, attempts, lease_token, enqueued_at${lanes ? ', lane' : ''}`,
          [token, leaseSeconds],
        );
        return claimed;
      });
      if (!row) return undefined;
      let payload: P;
      try {
        payload = options.parsePayload(row.payload);
      } catch (err) {
        const job = {
          id: row.id,
          key: row.key,
          payload: undefined as P,
          attempts: maxAttempts,
          leaseToken: token,
          enqueuedAt: new Date(row.enqueued_at),
          lane: laneOfRow(row),
        };
        await api.fail(job, err, { permanent: true });
        return api.claim(claimOptions);
      }
      return {
        id: row.id,
        key: row.key,
        payload,
        attempts: row.attempts,
        leaseToken: token,
        enqueuedAt: new Date(row.enqueued_at),
        lane: laneOfRow(row),
      };
    },

    /**
     * Extends the leases of jobs a live worker is running; returns the ids of those still its own
     * (a job missing from it was taken back or given up: its run is void).
     */
    async renew(jobs: ReadonlyArray<Job<P>>): Promise<Set<string>> {
      if (jobs.length === 0) return new Set();
      const held = await db.query<{ id: string }>(
        `UPDATE ${table} SET lease_until = now() + make_interval(secs => $3)
          WHERE status = 'RUNNING'
            AND (id, lease_token) IN (SELECT * FROM unnest($1::text[], $2::text[]))
          RETURNING id`,
        [jobs.map((j) => j.id), jobs.map((j) => j.leaseToken), leaseSeconds],
      );
      return new Set(held.map((row) => row.id));
    },

    /**
     * Records a job's result: `record` runs in the transaction that deletes the job, and only if the
     * worker still holds the lease. False when it lost it (its result must be thrown away).
     */
    async complete(job: Job<P>, record: (tx: Tx) => Promise<void>): Promise<boolean> {
      return db.transaction(async (tx) => {
        // Deleted first, only while the lease is the worker's: the result is recorded in the same
        // transaction, or not at all.
        const [own] = await tx.query(
          `DELETE FROM ${table} WHERE id = $1 AND status = 'RUNNING' AND lease_token = $2 RETURNING id`,
          [job.id, job.leaseToken],
        );
        if (!own) return false;
        await record(tx);
        return true;
      });
    },

    /**
     * Gives a job back unfinished because its worker is stopping, not because it failed: due at once
     * and this run not counted (or dropped, when a newer job of its key waits). False when the lease
     * was no longer the worker's.
     */
    async release(job: Job<P>): Promise<boolean> {
      return db.transaction(async (tx) => {
        if (!(await ownRow(tx, job))) return false;
        const [waiting] = await tx.query(`SELECT 1 FROM ${table} WHERE key = $1 AND status = 'QUEUED'`, [
          job.key,
        ]);
        if (waiting) {
          await tx.query(`DELETE FROM ${table} WHERE id = $1`, [job.id]);
        } else {
          await tx.query(
            `UPDATE ${table} SET status = 'QUEUED', attempts = GREATEST(attempts - 1, 0), run_at = now(),
                    lease_until = NULL, lease_token = NULL
              WHERE id = $1`,
            [job.id],
          );
        }
        await tx.notify(channel, job.key.slice(0, 100));
        return true;
      });
    },

    /** A run failed: retried later, superseded by a newer job of the key, or given up. */
    async fail(job: Job<P>, err: unknown, options_: { permanent?: boolean } = {}): Promise<FailOutcome> {
      const error = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
      return db.transaction(async (tx) => {
        const row = await ownRow(tx, job);
        if (!row) return 'lost';
        const [waiting] = await tx.query(`SELECT 1 FROM ${table} WHERE key = $1 AND status = 'QUEUED'`, [
          job.key,
        ]);
        if (waiting && !options_.permanent) {
          await tx.query(`DELETE FROM ${table} WHERE id = $1`, [job.id]);
          return 'superseded';
        }
        if (options_.permanent || job.attempts >= maxAttempts) {
          await tx.query(
            `UPDATE ${table} SET status = 'FAILED', lease_until = NULL, lease_token = NULL, last_error = $2
              WHERE id = $1`,
            [job.id, error],
          );
          await giveUp(tx, row, error);
          return 'failed';
        }
        await tx.query(
          `UPDATE ${table} SET status = 'QUEUED', lease_until = NULL, lease_token = NULL, last_error = $2,
                  run_at = now() + make_interval(secs => $3)
            WHERE id = $1`,
          [job.id, error, backoff(job.attempts)],
        );
        return 'retry';
      });
    },

    async stats(): Promise<{ queued: number; running: number; failed: number }> {
      const [row] = await db.query<{ queued: number; running: number; failed: number }>(
        `SELECT count(*) FILTER (WHERE status = 'QUEUED')::int AS queued,
                count(*) FILTER (WHERE status = 'RUNNING')::int AS running,
                count(*) FILTER (WHERE status = 'FAILED')::int AS failed
           FROM ${table}`,
      );
      return { queued: row?.queued ?? 0, running: row?.running ?? 0, failed: row?.failed ?? 0 };
    },

    /**
     * The queue as a scaler sees it (metrics.ts): jobs waiting (due), waiting for a retry's backoff,
     * running and failed, and how long the oldest due job has waited since it became due (0 when none
     * waits). One statement; the same for every process reading the shared table.
     */
    async metrics(): Promise<MetricFamily[]> {
      const [row] = await db.query<{
        due: number;
        later: number;
        running: number;
        failed: number;
        oldest: number | string | null;
      }>(
        `SELECT count(*) FILTER (WHERE status = 'QUEUED' AND run_at <= now())::int AS due,
                count(*) FILTER (WHERE status = 'QUEUED' AND run_at > now())::int AS later,
                count(*) FILTER (WHERE status = 'RUNNING')::int AS running,
                count(*) FILTER (WHERE status = 'FAILED')::int AS failed,
                COALESCE(EXTRACT(EPOCH FROM now() - min(run_at) FILTER (WHERE status = 'QUEUED' AND run_at <= now())), 0)::float8 AS oldest
           FROM ${table}`,
      );
      const labels = { queue: table };
      const gauge = (name: string, help: string, value: number): MetricFamily => ({
        name,
        help,
        type: 'gauge',
        samples: [{ labels, value }],
      });
      return [
        gauge(
          'conform_jobs_waiting',
          'Jobs queued and due, not running yet (the queue depth).',
          row?.due ?? 0,
        ),
        gauge(
          'conform_jobs_oldest_waiting_seconds',
          'How long the oldest due job has waited since it became due (0 when none waits).',
          Math.max(0, Math.round(Number(row?.oldest ?? 0) * 1000) / 1000),
        ),
        gauge(
          'conform_jobs_delayed',
          'Jobs queued for later: a retry waiting for its backoff.',
          row?.later ?? 0,
        ),
        gauge(
          'conform_jobs_running',
          'Jobs claimed by a worker and not finished (all processes).',
          row?.running ?? 0,
        ),
        gauge(
          'conform_jobs_failed',
          'Jobs given up after their last attempt, kept for replay.',
          row?.failed ?? 0,
        ),
      ];
    },
  };
  return api;
}
export type JobQueue<P> = ReturnType<typeof createJobQueue<P>>;

export interface JobWorkerOptions<P> {
  name: string;
  queue: JobQueue<P>;
  db: Db;
  logger: Logger;
  /**
   * How many jobs run at once in this process. A function is asked after start (e.g. the renderer's
   * pool size, once the renderer answers): the worker runs one job at a time until it knows. The
   * signal aborts when the worker stops.
   */
  concurrency: number | ((signal: AbortSignal) => Promise<number>);
  /**
   * Does the work; throwing fails the run (retried or given up). The signal aborts when the worker
   * stops before the job is done: the job has been given back, and whatever the run does next is void.
   */
  run: (job: Job<P>, signal: AbortSignal) => Promise<void>;
  pollMs?: number;
  /**
   * One more slot, in addition to `concurrency`, that claims interactive jobs only (a queue with
   * lanes; without lanes it is one more slot): an edit queued during a background wave starts as
   * soon as it is claimed, not when a wave's run ends, and the wave keeps every slot `concurrency`
   * gives it.
   */
  reserveInteractive?: boolean;
}

/** Loops that claim and run jobs, woken by the queue's NOTIFY, polling as a fallback. */
export function createJobWorker<P>(
  options: JobWorkerOptions<P>,
): BackgroundTask & { concurrency(): number; metrics(): Promise<MetricFamily[]> } {
  const { queue, logger } = options;
  const pollMs = options.pollMs ?? 1000;
  const signal = createWakeSignal();
  let running = false;
  /** The slots for any job (`concurrency`). */
  const loops: Promise<void>[] = [];
  /** The slot kept for interactive jobs (`reserveInteractive`). */
  let reservedLoop: Promise<void> | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  let stopping = new AbortController();
  /** Jobs being run, and how to tell their run to give up. */
  const inHand = new Map<string, { job: Job<P>; abort: AbortController }>();
  /** A few renewals per lease: one that is slow or fails once does not let the lease run out. */
  const renewEveryMs = Math.max(100, (queue.leaseSeconds * 1000) / 3);
  let renewTimer: NodeJS.Timeout | undefined;
  let renewing: Promise<void> = Promise.resolve();
  /** From start until stop() is over: jobs still finishing in the grace period stay leased too. */
  let renewals = false;
  /** Runs of this process since it started, by how they ended (the metrics' counters). */
  const runs = { done: 0, retry: 0, failed: 0, superseded: 0, lost: 0 };

  /** Keeps the jobs in hand leased; a run whose lease was lost (taken back, given up) is abandoned. */
  async function renewLeases(): Promise<void> {
    const hands = [...inHand.values()];
    if (hands.length === 0) return;
    let held: Set<string>;
    try {
      held = await queue.renew(hands.map((h) => h.job));
    } catch (err) {
      logger.warn({ err }, `${options.name}: leases not renewed; trying again`);
      return;
    }
    for (const hand of hands) {
      if (held.has(hand.job.id) || inHand.get(hand.job.id) !== hand || hand.abort.signal.aborted) continue;
      hand.abort.abort();
      logger.warn({ jobId: hand.job.id, key: hand.job.key }, `${options.name}: lease lost; run abandoned`);
    }
  }

  function scheduleRenewal(): void {
    renewTimer = setTimeout(() => {
      renewing = renewLeases().finally(() => {
        if (renewals) scheduleRenewal();
      });
    }, renewEveryMs);
    renewTimer.unref();
  }

  async function runOne(job: Job<P>): Promise<void> {
    const abort = new AbortController();
    inHand.set(job.id, { job, abort });
    try {
      await options.run(job, abort.signal);
      runs.done++;
    } catch (err) {
      // Given back by stop(), or its lease lost: not this worker's to record.
      if (abort.signal.aborted) return;
      const outcome = await untilRecorded(
        () => queue.fail(job, err),
        () => running && !abort.signal.aborted,
      );
      if (outcome) runs[outcome]++;
      const facts = { jobId: job.id, key: job.key, attempt: job.attempts, outcome };
      if (outcome === 'failed') logger.error({ ...facts, err }, `${options.name}: job failed; giving up`);
      else logger.warn({ ...facts, err }, `${options.name}: job failed`);
    } finally {
      inHand.delete(job.id);
    }
  }

  /** The grace period is over: every unfinished job goes back to the queue for another worker. */
  async function giveBack(): Promise<void> {
    for (const { job, abort } of [...inHand.values()]) {
      abort.abort();
      try {
        const released = await queue.release(job);
        logger.warn({ jobId: job.id, key: job.key, released }, `${options.name}: stopping; job given back`);
      } catch (err) {
        // The database is gone too: the lease runs out and the next claim takes the job back.
        logger.error(
          { err, jobId: job.id },
          `${options.name}: stopping; job not given back, its lease will expire`,
        );
      }
    }
  }

  async function loop(interactiveOnly: boolean): Promise<void> {
    while (running) {
      try {
        const job = await queue.claim({ interactiveOnly });
        if (job) {
          await runOne(job);
          continue;
        }
      } catch (err) {
        if (!running) return;
        logger.error({ err }, `${options.name}: worker error`);
      }
      if (running) await signal.wait(pollMs);
    }
  }

  function grow(size: number): void {
    const target = Math.max(1, Math.min(64, Math.floor(size)));
    while (running && loops.length < target) loops.push(loop(false));
  }
  const slots = () => loops.length + (reservedLoop ? 1 : 0);

  return {
    name: options.name,
    concurrency: () => loops.length,
    async start() {
      if (running) return;
      unlisten = await options.db.listen(queue.channel, () => signal.wake());
      running = true;
      stopping = new AbortController();
      renewals = true;
      scheduleRenewal();
      if (options.reserveInteractive) reservedLoop = loop(true);
      if (typeof options.concurrency === 'number') {
        grow(options.concurrency);
      } else {
        grow(1);
        options.concurrency(stopping.signal).then(
          (size) => {
            grow(size);
            logger.info({ concurrency: loops.length }, `${options.name}: worker concurrency set`);
          },
          (err: unknown) => logger.warn({ err }, `${options.name}: concurrency unknown; one job at a time`),
        );
      }
    },
    async stop(deadline) {
      running = false;
      stopping.abort();
      // Every loop may be waiting: wake them all.
      for (let i = 0; i < slots(); i++) signal.wake();
      const finished = Promise.all([...loops, reservedLoop]);
      if (deadline) {
        const over = new Promise<void>((resolve) => {
          if (deadline.aborted) resolve();
          else deadline.addEventListener('abort', () => resolve(), { once: true });
        });
        if ((await Promise.race([finished.then(() => 'done' as const), over])) !== 'done') {
          await giveBack();
          // A run that ignores its signal is not waited for: its job is back in the queue already.
          await Promise.race([finished, new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
        }
      } else {
        await finished;
      }
      loops.length = 0;
      reservedLoop = undefined;
      renewals = false;
      clearTimeout(renewTimer);
      await renewing;
      await unlisten?.();
    },
    async health() {
      return {
        jobs: {
          ...(await queue.stats()),
          concurrency: loops.length,
          ...(reservedLoop ? { reservedForInteractive: 1 } : {}),
        },
      };
    },
    /** The queue's depth and age (shared by every process) and this process's runs and slots. */
    async metrics(): Promise<MetricFamily[]> {
      const labels = { queue: options.name };
      return [
        ...(await queue.metrics()),
        {
          name: 'conform_job_runs_total',
          help: 'Job runs this process finished, by outcome: done, retry (failed, tried again later), failed (given up), superseded, lost (its lease was taken back).',
          type: 'counter',
          samples: Object.entries(runs).map(([outcome, value]) => ({
            labels: { ...labels, outcome },
            value,
          })),
        },
        {
          name: 'conform_job_slots',
          help: 'Jobs this process runs at once (its worker concurrency, plus the slot kept for interactive jobs).',
          type: 'gauge',
          samples: [{ labels, value: slots() }],
        },
        {
          name: 'conform_job_slots_busy',
          help: 'Jobs this process is running now.',
          type: 'gauge',
          samples: [{ labels, value: inHand.size }],
        },
      ];
    },
  };
}
