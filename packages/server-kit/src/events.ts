/**
 * Events between services (docs/architecture.md#the-event-spine): a transactional outbox and one consumer per
 * subscribing service, on the shared `platform_events` schema (migrations/0000_platform_events.sql).
 *
 * - `publishEvent(tx, …)` writes the event and one delivery row per subscriber in the caller's
 *   transaction, with a NOTIFY that PostgreSQL delivers at commit: the event exists exactly when the
 *   change that caused it does.
 * - A consumer claims its due deliveries with `FOR UPDATE SKIP LOCKED` under a lease (several
 *   processes may run the same consumer), handles each in a transaction that also marks the delivery
 *   DONE (so its effects are applied once per event id, whatever the number of deliveries or crashes),
 *   retries failures with exponential backoff, and marks a delivery DEAD after `maxAttempts`: logged
 *   as an error and counted on the service's health answer.
 * - It is woken by LISTEN/NOTIFY and polls as a fallback. The same code runs on PGlite (one process)
 *   and on PostgreSQL (one process per service).
 * - Subscriptions are declared by the consuming service's own migrations (`INSERT INTO
 *   platform_events.subscriptions (consumer, type) VALUES (…) ON CONFLICT DO NOTHING`), so they exist
 *   before anyone publishes: an event published before a consumer's first start waits for it. A
 *   consumer refuses to start when a type it handles is not subscribed.
 * - Where each service has its own PostgreSQL role, a role sees and settles only its own
 *   deliveries (row-level security, migrations/0001_deliveries_per_role.sql).
 */
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Db, Tx } from './db.ts';
import type { ProcessInstance } from './instances.ts';
import type { Logger } from './logger.ts';
import type { BackgroundTask } from './service.ts';
import { untilRecorded } from './outage.ts';
import { createWakeSignal } from './wake.ts';

/** The channel every publish notifies; the payload is the event type. */
export const EVENTS_CHANNEL = 'platform_events';

/** Event types and their payload schemas (the platform's are in `@conform/contracts/events`). */
export type EventSchemas = Record<string, z.ZodType>;

export interface PublishedEvent<S extends EventSchemas, K extends keyof S & string> {
  /** The publishing service. */
  source: string;
  type: K;
  payload: z.input<S[K]>;
}

/**
 * Writes an event in the caller's transaction: the event row, one delivery per subscriber of its
 * type, and the NOTIFY. The payload is checked against its schema (a wrong payload is a bug, and
 * fails the caller's transaction rather than reaching a consumer). Returns the event id.
 */
export async function publishEvent<S extends EventSchemas, K extends keyof S & string>(
  tx: Tx,
  schemas: S,
  event: PublishedEvent<S, K>,
): Promise<string> {
  const schema = schemas[event.type];
  if (!schema) throw new Error(`unknown event type ${event.type}`);
  const payload = schema.parse(event.payload);
  const id = randomUUID();
  await tx.query(`INSERT INTO platform_events.events (id, type, source, payload) VALUES ($1, $2, $3, $4)`, [
    id,
    event.type,
    event.source,
    JSON.stringify(payload),
  ]);
  await tx.query(
    `INSERT INTO platform_events.deliveries (consumer, event_id)
     SELECT consumer, $1 FROM platform_events.subscriptions WHERE type = $2`,
    [id, event.type],
  );
  await tx.notify(EVENTS_CHANNEL, event.type);
  return id;
}

/** What a handler knows besides the payload. */
export interface EventContext {
  /** The transaction the delivery is marked DONE in: write the consumer's change with it. */
  tx: Tx;
  eventId: string;
  /** When the event was published. */
  publishedAt: Date;
  attempt: number;
}

export type EventHandlers<S extends EventSchemas> = {
  [K in keyof S]?: (payload: z.output<S[K]>, context: EventContext) => Promise<void>;
};

export interface EventConsumerOptions<S extends EventSchemas> {
  db: Db;
  /** The consuming service: one name per service, whatever the number of its processes. */
  consumer: string;
  schemas: S;
  handlers: EventHandlers<S>;
  logger: Logger;
  /** Fallback poll when no NOTIFY came (a lost connection, another process's publish on PGlite). */
  pollMs?: number;
  /** A delivery whose handler has not finished after this long is taken again (its process died). */
  leaseSeconds?: number;
  /** Attempts before a delivery is DEAD; a reclaimed lease counts as one. */
  maxAttempts?: number;
  /** Seconds before attempt n + 1 (n ≥ 1). */
  backoffSeconds?: (attempt: number) => number;
  batchSize?: number;
  /** The process's instance: leases name it, so a dead process's deliveries are freed at once (instances.ts). */
  instance?: ProcessInstance;
}

interface ClaimedRow {
  event_id: string;
  attempts: number;
  type: string;
  payload: unknown;
  created_at: Date | string;
}

export interface EventConsumer extends BackgroundTask {
  /** The consuming service's name (its subscriptions' `consumer`). */
  readonly consumer: string;
  /** The event types it has a handler for: each must be subscribed by its migrations. */
  readonly types: readonly string[];
  /** Handles every due delivery now; resolves with how many were claimed (tests, benchmarks). */
  drain(): Promise<number>;
  stats(): Promise<{ pending: number; dead: number }>;
}

const defaultBackoff = (attempt: number): number => Math.min(2 ** (attempt - 1), 300);
/** Done deliveries; events, the same week, in platform_events.forget_settled_events(). */
const RETENTION = `interval '7 days'`;
const CLEANUP_EVERY_MS = 10 * 60_000;

/** Messages in logs and rows stay short and carry no payload (which may hold personal data). */
function reasonOf(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message.slice(0, 500);
}

export function createEventConsumer<S extends EventSchemas>(options: EventConsumerOptions<S>): EventConsumer {
  const { db, consumer, schemas, handlers, logger } = options;
  const pollMs = options.pollMs ?? 1000;
  const leaseSeconds = options.leaseSeconds ?? 60;
  const maxAttempts = options.maxAttempts ?? 8;
  const backoff = options.backoffSeconds ?? defaultBackoff;
  const batchSize = options.batchSize ?? 20;
  const types = Object.keys(handlers).filter((t) => handlers[t] !== undefined);
  const log = logger.child({ consumer });
  const signal = createWakeSignal();
  let running = false;
  let loop: Promise<void> | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  let lastCleanup = 0;

  async function claim(token: string): Promise<ClaimedRow[]> {
    return db.query<ClaimedRow>(
      `UPDATE platform_events.deliveries d
          SET attempts = d.attempts + 1,
              lease_until = now() + make_interval(secs => $2),
              lease_token = $3
         FROM platform_events.events e
        WHERE e.id = d.event_id
          AND (d.consumer, d.event_id) IN (
            SELECT consumer, event_id FROM platform_events.deliveries
             WHERE consumer = $1 AND status = 'PENDING' AND run_at <= now()
               AND (lease_until IS NULL OR lease_until < now())
             ORDER BY run_at, event_id
             LIMIT $4
             FOR UPDATE SKIP LOCKED)
        RETURNING d.event_id, d.attempts, e.type, e.payload, e.created_at`,
      [consumer, leaseSeconds, token, batchSize],
    );
  }

  async function settle(row: ClaimedRow, token: string, err: unknown, permanent: boolean): Promise<void> {
    const dead = permanent || row.attempts >= maxAttempts;
    const reason = reasonOf(err);
    await db.query(
      `UPDATE platform_events.deliveries
          SET status = $4, lease_until = NULL, lease_token = NULL, last_error = $5,
              run_at = now() + make_interval(secs => $6)
        WHERE consumer = $1 AND event_id = $2 AND lease_token = $3`,
      [consumer, row.event_id, token, dead ? 'DEAD' : 'PENDING', reason, backoff(row.attempts)],
    );
    const facts = { eventId: row.event_id, type: row.type, attempt: row.attempts, reason };
    if (dead) log.error(facts, 'dead event: it will not be retried (see platform_events.deliveries)');
    else log.warn({ ...facts, retryInSeconds: backoff(row.attempts) }, 'event handling failed; retrying');
  }

  /** Handles one claimed delivery; the handler's writes and DONE commit together. */
  async function handle(row: ClaimedRow, token: string): Promise<void> {
    // Looked up by a type read from the database: the payload is parsed with that type's schema below.
    const handler = handlers[row.type] as
      ((payload: unknown, context: EventContext) => Promise<void>) | undefined;
    const schema = schemas[row.type];
    if (row.attempts > maxAttempts) {
      // Only a process that died while handling it gets here: do not let it take the next one down too.
      await settle(row, token, new Error('the consumer stopped while handling it too many times'), true);
      return;
    }
    if (!handler || !schema) {
      await settle(row, token, new Error(`no handler for ${row.type}`), true);
      return;
    }
    const parsed = schema.safeParse(row.payload);
    if (!parsed.success) {
      await settle(row, token, new Error(`payload does not match the ${row.type} schema`), true);
      return;
    }
    try {
      await db.transaction(async (tx) => {
        const [current] = await tx.query<{ status: string; lease_token: string | null }>(
          `SELECT status, lease_token FROM platform_events.deliveries
            WHERE consumer = $1 AND event_id = $2 FOR UPDATE`,
          [consumer, row.event_id],
        );
        // Done already, or the lease ran out and another process holds it now.
        if (current?.status !== 'PENDING' || current.lease_token !== token) return;
        await handler(parsed.data, {
          tx,
          eventId: row.event_id,
          publishedAt: new Date(row.created_at),
          attempt: row.attempts,
        });
        await tx.query(
          `UPDATE platform_events.deliveries
              SET status = 'DONE', done_at = now(), lease_until = NULL, lease_token = NULL, last_error = NULL
            WHERE consumer = $1 AND event_id = $2`,
          [consumer, row.event_id],
        );
      });
    } catch (err) {
      await untilRecorded(
        () => settle(row, token, err, false),
        () => running,
      );
    }
  }

  async function drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const token = options.instance?.leaseToken() ?? randomUUID();
      const rows = await claim(token);
      for (const row of rows) await handle(row, token);
      total += rows.length;
      if (rows.length < batchSize) return total;
    }
  }

  /**
   * Done deliveries and events nobody waits for are kept a week, for inspection. Whether anybody
   * still waits for an event is decided by the bus's owner (a role sees only its own deliveries).
   */
  async function cleanup(): Promise<void> {
    if (Date.now() - lastCleanup < CLEANUP_EVERY_MS) return;
    lastCleanup = Date.now();
    await db.query(
      `DELETE FROM platform_events.deliveries
        WHERE consumer = $1 AND status = 'DONE' AND done_at < now() - ${RETENTION}`,
      [consumer],
    );
    await db.query(`SELECT platform_events.forget_settled_events()`);
  }

  /**
   * Every type this consumer handles must be subscribed by its service's migrations: a handler
   * without a subscription would never receive anything, silently. Refusing to start says which
   * migration is missing before any traffic is served.
   */
  async function checkSubscriptions(): Promise<void> {
    const rows = await db.query<{ type: string }>(
      `SELECT type FROM platform_events.subscriptions WHERE consumer = $1`,
      [consumer],
    );
    const subscribed = new Set(rows.map((r) => r.type));
    const missing = types.filter((type) => !subscribed.has(type));
    if (missing.length === 0) return;
    log.error({ missing }, 'event types handled but not subscribed: the consumer does not start');
    throw new Error(
      `event consumer ${consumer} handles ${missing.join(', ')} without a subscription: add ` +
        `INSERT INTO platform_events.subscriptions (consumer, type) VALUES ` +
        `${missing.map((type) => `('${consumer}', '${type}')`).join(', ')} ON CONFLICT DO NOTHING; ` +
        `to a migration of the service`,
    );
  }

  async function run(): Promise<void> {
    while (running) {
      try {
        await drain();
        await cleanup();
      } catch (err) {
        if (!running) return;
        log.error({ err }, 'event consumer error; trying again');
      }
      if (running) await signal.wait(pollMs);
    }
  }

  async function stats(): Promise<{ pending: number; dead: number }> {
    const [row] = await db.query<{ pending: number; dead: number }>(
      `SELECT count(*) FILTER (WHERE status = 'PENDING')::int AS pending,
              count(*) FILTER (WHERE status = 'DEAD')::int AS dead
         FROM platform_events.deliveries WHERE consumer = $1`,
      [consumer],
    );
    return { pending: row?.pending ?? 0, dead: row?.dead ?? 0 };
  }

  return {
    name: `events:${consumer}`,
    consumer,
    types,
    async start() {
      if (running) return;
      options.instance?.watchDeliveries(consumer);
      await checkSubscriptions();
      unlisten = await db.listen(EVENTS_CHANNEL, (type) => {
        if (type === '' || types.includes(type)) signal.wake();
      });
      running = true;
      loop = run();
    },
    async stop() {
      running = false;
      signal.wake();
      await loop;
      await unlisten?.();
      unlisten = undefined;
    },
    drain,
    stats,
    async health() {
      return { events: await stats() };
    },
  };
}
