/**
 * What an operator does with work that gave up (scripts/queue.ts): failed jobs (status FAILED in any
 * job queue table) and dead event deliveries (status DEAD): list them, replay them (due again at once,
 * attempts from zero), purge them. Listings carry ids, types, attempts, the last error and when, never
 * a payload (a submission's body, a company's data: personal data).
 */
import { EVENTS_CHANNEL } from './events.ts';
import type { Db } from './db.ts';

export interface FailedJob {
  /** The queue: its schema-qualified table (e.g. `documents.render_jobs`). */
  queue: string;
  id: string;
  /** What it works on (a document `<company id>:<type>`, a submission's id). */
  key: string;
  attempts: number;
  lastError: string | null;
  /** When its last attempt was due. */
  lastTryAt: Date;
}

export interface DeadDelivery {
  consumer: string;
  eventId: string;
  type: string;
  attempts: number;
  lastError: string | null;
  publishedAt: Date;
}

export interface Selection {
  /** A service: its queues (its schema) or its event consumer. */
  service?: string;
  /** One job's id, or one event's id. */
  id?: string;
}

/** A job queue's columns (server-kit's jobQueueTable): a table that has them all is a queue. */
const JOB_COLUMNS = [
  'id',
  'key',
  'payload',
  'status',
  'attempts',
  'run_at',
  'lease_until',
  'lease_token',
  'last_error',
  'enqueued_at',
];

/**
 * The job queue tables, found in the catalogue rather than listed here: a queue a service adds is
 * covered without editing this. `service` narrows them to its schema.
 */
export async function jobQueues(db: Db, service?: string): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `SELECT table_schema || '.' || table_name AS name
       FROM information_schema.columns
      WHERE column_name = ANY($1::text[]) AND ($2::text IS NULL OR table_schema = $2)
        AND table_schema NOT IN ('pg_catalog', 'information_schema')
      GROUP BY table_schema, table_name
     HAVING count(*) = $3
      ORDER BY 1`,
    [JOB_COLUMNS, service?.replaceAll('-', '_') ?? null, JOB_COLUMNS.length],
  );
  return rows.map((r) => r.name).filter((name) => /^[a-z_][a-z0-9_]*\.[a-z_][a-z0-9_]*$/.test(name));
}

export async function listFailedJobs(db: Db, selection: Selection = {}): Promise<FailedJob[]> {
  const found: FailedJob[] = [];
  for (const queue of await jobQueues(db, selection.service)) {
    const rows = await db.query<{
      id: string;
      key: string;
      attempts: number;
      last_error: string | null;
      run_at: Date | string;
    }>(
      `SELECT id, key, attempts, last_error, run_at FROM ${queue}
        WHERE status = 'FAILED' AND ($1::text IS NULL OR id = $1) ORDER BY run_at, id`,
      [selection.id ?? null],
    );
    for (const r of rows)
      found.push({
        queue,
        id: r.id,
        key: r.key,
        attempts: r.attempts,
        lastError: r.last_error,
        lastTryAt: new Date(r.run_at),
      });
  }
  return found;
}

/**
 * Failed jobs due again at once, attempts from zero. A job whose key already has one waiting is
 * dropped instead (the waiting one does the same work, from newer data), as is an older failed job of
 * a key selected with a newer one (one job per key may wait). Returns how many were queued again.
 */
export async function replayFailedJobs(db: Db, selection: Selection = {}): Promise<number> {
  let replayed = 0;
  for (const queue of await jobQueues(db, selection.service)) {
    replayed += await db.transaction(async (tx) => {
      const failed = await tx.query<{ id: string; key: string }>(
        `SELECT id, key FROM ${queue} WHERE status = 'FAILED' AND ($1::text IS NULL OR id = $1)
          ORDER BY key, enqueued_at DESC, id FOR UPDATE`,
        [selection.id ?? null],
      );
      if (failed.length === 0) return 0;
      // The newest of each key; the others selected are dropped, and so is one whose key already waits.
      const newest = new Map<string, string>();
      for (const row of failed) if (!newest.has(row.key)) newest.set(row.key, row.id);
      const chosen = [...newest.values()];
      await tx.query(
        `DELETE FROM ${queue} f WHERE f.id = ANY($1::text[])
            AND (f.id <> ALL($2::text[])
                 OR EXISTS (SELECT 1 FROM ${queue} w WHERE w.key = f.key AND w.status = 'QUEUED'))`,
        [failed.map((row) => row.id), chosen],
      );
      const queued = await tx.query(
        `UPDATE ${queue}
            SET status = 'QUEUED', attempts = 0, run_at = now(), lease_until = NULL, lease_token = NULL,
                enqueued_at = clock_timestamp()
          WHERE id = ANY($1::text[]) AND status = 'FAILED'
          RETURNING id`,
        [chosen],
      );
      // The queues' channels are named after their tables (documents_render_jobs); workers also poll.
      if (queued.length > 0) await tx.notify(queue.replace('.', '_'), '');
      return queued.length;
    });
  }
  return replayed;
}

/** Deletes failed jobs; returns how many. */
export async function purgeFailedJobs(db: Db, selection: Selection = {}): Promise<number> {
  let purged = 0;
  for (const queue of await jobQueues(db, selection.service)) {
    const rows = await db.query(
      `DELETE FROM ${queue} WHERE status = 'FAILED' AND ($1::text IS NULL OR id = $1) RETURNING id`,
      [selection.id ?? null],
    );
    purged += rows.length;
  }
  return purged;
}

const deliveriesOf = `d.status = 'DEAD' AND ($1::text IS NULL OR d.consumer = $1) AND ($2::text IS NULL OR d.event_id = $2)`;
const selected = (s: Selection) => [s.service ?? null, s.id ?? null];

export async function listDeadDeliveries(db: Db, selection: Selection = {}): Promise<DeadDelivery[]> {
  const rows = await db.query<{
    consumer: string;
    event_id: string;
    type: string;
    attempts: number;
    last_error: string | null;
    created_at: Date | string;
  }>(
    `SELECT d.consumer, d.event_id, e.type, d.attempts, d.last_error, e.created_at
       FROM platform_events.deliveries d JOIN platform_events.events e ON e.id = d.event_id
      WHERE ${deliveriesOf}
      ORDER BY e.created_at, d.consumer`,
    selected(selection),
  );
  return rows.map((r) => ({
    consumer: r.consumer,
    eventId: r.event_id,
    type: r.type,
    attempts: r.attempts,
    lastError: r.last_error,
    publishedAt: new Date(r.created_at),
  }));
}

/** Dead deliveries due again at once, attempts from zero; their consumers are woken. */
export async function replayDeadDeliveries(db: Db, selection: Selection = {}): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx.query(
      `UPDATE platform_events.deliveries d
          SET status = 'PENDING', attempts = 0, run_at = now(), lease_until = NULL, lease_token = NULL
        WHERE ${deliveriesOf}
        RETURNING d.event_id`,
      selected(selection),
    );
    // An empty payload wakes every consumer (events.ts).
    if (rows.length > 0) await tx.notify(EVENTS_CHANNEL, '');
    return rows.length;
  });
}

/** Deletes dead deliveries (their events go with the week's cleanup); returns how many. */
export async function purgeDeadDeliveries(db: Db, selection: Selection = {}): Promise<number> {
  const rows = await db.query(
    `DELETE FROM platform_events.deliveries d WHERE ${deliveriesOf} RETURNING d.event_id`,
    selected(selection),
  );
  return rows.length;
}
