/**
 * Each process that takes leases (job workers, event consumers) registers itself as an instance:
 * a row in `platform_events.instances` (migrations/0002_instances.sql) with its pid and a heartbeat.
 * Every lease it takes names it (`<instance id>:<random>`), so when it dies its work is taken back as
 * soon as its death is known, instead of when the lease runs out (a render's lease is minutes long):
 *
 * - at start, and every few seconds after, a process looks at the other instances: one that ran on
 *   the same machine (same pid namespace) whose process has ended is removed at once; one whose
 *   heartbeat stopped for `staleSeconds` is removed too (another machine, or a frozen process);
 * - a lease whose instance has no row is free: job queues take such jobs back at their next claim
 *   (jobs.ts, an attempt spent, as for an ended lease) and this module frees the deliveries of the
 *   event consumers the process runs.
 *
 * A clean stop removes the process's row once its jobs were given back. A live process whose row was
 * removed by mistake (its heartbeat stopped through a long pause) writes it again at its next beat; its
 * work may have been taken back meanwhile, which its lease token refuses to overwrite (jobs.ts, events.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Db } from './db.ts';
import { isConnectionFailure } from './errors.ts';
import { EVENTS_CHANNEL } from './events.ts';
import { newId } from './ids.ts';
import type { Logger } from './logger.ts';
import { hasEnded, thisProcess } from './process-identity.ts';

export interface ProcessInstance {
  readonly id: string;
  /** A lease token that names this instance. */
  leaseToken(): string;
  /** An event consumer run by this process: its deliveries leased by dead instances are freed here. */
  watchDeliveries(consumer: string): void;
  /** Registers the process and clears what dead instances left; before any worker or consumer starts. */
  start(): Promise<void>;
  /** Stops the heartbeat and removes the row; after the workers gave their jobs back. */
  stop(): Promise<void>;
  /** One heartbeat and look at the others now (tests; the timer does it every `heartbeatMs`). */
  check(): Promise<void>;
}

export interface ProcessInstanceOptions {
  db: Db;
  /** What runs in the process: a service's name, or `platform` (embedded mode). */
  name: string;
  logger: Logger;
  heartbeatMs?: number;
  /** An instance whose heartbeat is older than this is dead, wherever it ran. */
  staleSeconds?: number;
}

/**
 * SQL that is true when the lease token in `column` names an instance that is gone. A token that
 * names no instance (a queue used without one) is left to its lease's end.
 */
export function leaseOwnerGone(column: string): string {
  return `(position(':' in ${column}) > 0 AND NOT EXISTS (
    SELECT 1 FROM platform_events.instances i WHERE i.id = split_part(${column}, ':', 1)))`;
}

export const DEFAULT_HEARTBEAT_MS = 5000;
export const DEFAULT_STALE_SECONDS = 30;

export function createProcessInstance(options: ProcessInstanceOptions): ProcessInstance {
  const { db, name } = options;
  const heartbeatMs = options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
  const staleSeconds = options.staleSeconds ?? DEFAULT_STALE_SECONDS;
  const log = options.logger.child({ instance: name });
  const id = newId();
  const consumers = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> = Promise.resolve();
  let stopped = true;
  /**
   * Since when this process's beats have succeeded without a gap. It judges a silent instance dead
   * only after beating itself for `staleSeconds`: after a database outage every heartbeat is old,
   * and the first process back must not take the others' work.
   */
  let beatingSince: number | undefined;
  let outageLogged = false;

  async function beat(): Promise<void> {
    const me = thisProcess();
    await db.query(
      `INSERT INTO platform_events.instances (id, name, scope, pid, start_ticks) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (id) DO UPDATE SET heartbeat_at = now()`,
      [id, name, me.scope, me.pid, me.startTicks],
    );
    beatingSince ??= performance.now();
  }

  /** Removes the instances known dead; their leases are free from then on. */
  async function buryTheDead(): Promise<void> {
    const others = await db.query<{
      id: string;
      name: string;
      scope: string;
      pid: number;
      start_ticks: string;
      stale: boolean;
    }>(
      `SELECT id, name, scope, pid, start_ticks, heartbeat_at < now() - make_interval(secs => $2) AS stale
         FROM platform_events.instances WHERE id <> $1`,
      [id, staleSeconds],
    );
    const ended = others.filter((o) => hasEnded({ pid: o.pid, scope: o.scope, startTicks: o.start_ticks }));
    const mayJudge = beatingSince !== undefined && performance.now() - beatingSince >= staleSeconds * 1000;
    const silent = mayJudge ? others.filter((o) => o.stale && !ended.includes(o)) : [];
    if (ended.length === 0 && silent.length === 0) return;
    // A silent one is removed only if it is still silent: it may have just come back.
    const removed = await db.query<{ id: string; name: string; pid: number }>(
      `DELETE FROM platform_events.instances
        WHERE id = ANY($1::text[])
           OR (id = ANY($2::text[]) AND heartbeat_at < now() - make_interval(secs => $3))
        RETURNING id, name, pid`,
      [ended.map((o) => o.id), silent.map((o) => o.id), staleSeconds],
    );
    for (const gone of removed) {
      const why = ended.some((o) => o.id === gone.id) ? 'its process has ended' : 'its heartbeat stopped';
      log.warn(
        { deadInstance: gone.id, deadName: gone.name, deadPid: gone.pid, why },
        'instance gone: its leases are taken back',
      );
    }
  }

  /** The deliveries of this process's consumers that a gone instance held: due again at once. */
  async function freeDeliveries(): Promise<void> {
    if (consumers.size === 0) return;
    const freed = await db.query<{ consumer: string }>(
      `UPDATE platform_events.deliveries d SET lease_until = NULL, lease_token = NULL
        WHERE d.consumer = ANY($1::text[]) AND d.status = 'PENDING' AND d.lease_until > now()
          AND ${leaseOwnerGone('d.lease_token')}
        RETURNING d.consumer`,
      [[...consumers]],
    );
    // An empty payload wakes every consumer (events.ts).
    if (freed.length > 0) await db.notify(EVENTS_CHANNEL, '');
  }

  async function check(): Promise<void> {
    try {
      await beat();
      await buryTheDead();
      await freeDeliveries();
      outageLogged = false;
    } catch (err) {
      beatingSince = undefined;
      if (!isConnectionFailure(err)) log.error({ err }, 'instance heartbeat failed');
      else if (!outageLogged) {
        outageLogged = true;
        log.warn({ err }, 'instance heartbeat: database unavailable; trying again');
      }
    }
  }

  function schedule(): void {
    timer = setTimeout(() => {
      ticking = check().finally(() => {
        if (!stopped) schedule();
      });
    }, heartbeatMs);
    timer.unref();
  }

  return {
    id,
    leaseToken: () => `${id}:${randomUUID()}`,
    watchDeliveries(consumer) {
      consumers.add(consumer);
    },
    async start() {
      if (!stopped) return;
      stopped = false;
      // Registered first, so the leases it takes from now on name a live instance.
      await beat();
      await buryTheDead();
      await freeDeliveries();
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await ticking;
      try {
        await db.query(`DELETE FROM platform_events.instances WHERE id = $1`, [id]);
      } catch (err) {
        // The database is gone too: the others find this process ended (same machine) or silent.
        log.warn({ err }, 'instance not removed on stop');
      }
    },
    check,
  };
}
