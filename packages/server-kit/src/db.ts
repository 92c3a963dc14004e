import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction as PgliteTransaction } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { createStorageWatch, type StorageWatch } from './outage.ts';
import { lockDataDir } from './pglite-lock.ts';

/** Drizzle over either backend; repositories only ever see this type. */
export type Orm = PgDatabase<PgQueryResultHKT>;

/** A connection that can run plain SQL: what migrations and raw queries need. */
export interface SqlRunner {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  /** Runs a script of several statements (no parameters). */
  exec(text: string): Promise<void>;
}

/**
 * One open transaction. The Drizzle handle and raw SQL run on the same connection, so a repository
 * can write its change, the outbox row of the event it causes and the NOTIFY that wakes the
 * consumers, and they commit (or roll back) together.
 */
export interface Tx extends SqlRunner {
  readonly orm: Orm;
  /** PostgreSQL NOTIFY: delivered to listeners when the transaction commits, dropped if it rolls back. */
  notify(channel: string, payload?: string): Promise<void>;
}

/** Called with a notification's payload; after a lost connection is back, with '' (something may be missed). */
export type NotificationListener = (payload: string) => void;

export interface Db extends SqlRunner {
  readonly kind: 'pglite' | 'postgres';
  readonly orm: Orm;
  /** The storage failures (disk full, read-only, I/O) its statements met lately: `/health` reports them. */
  readonly storage: StorageWatch;
  /** One transaction on one connection: everything inside commits or rolls back together. */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  /** NOTIFY outside a transaction (delivered at once). */
  notify(channel: string, payload?: string): Promise<void>;
  /**
   * LISTEN: the listener runs for every notification on the channel, from this process or (on
   * PostgreSQL) any other. Returns how to stop listening.
   */
  listen(channel: string, listener: NotificationListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /**
   * Statements sent to PostgreSQL by this process's pool since it opened (drizzle's, raw SQL, BEGIN
   * and COMMIT each count one; LISTEN's own connection does not): the metrics' statements per
   * document (docs/scaling.md). Undefined on PGlite.
   */
  statements?(): number;
}

/** Channel names are plain lowercase identifiers: they are interpolated into LISTEN. */
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;
function checkChannel(channel: string): string {
  if (!CHANNEL.test(channel)) throw new Error(`not a valid notification channel name: ${channel}`);
  return channel;
}

const notifySql = 'SELECT pg_notify($1, $2)';

/**
 * `postgres://…` opens a node-postgres pool against a server; anything else is PGlite:
 * `memory://` in memory, otherwise a data directory (created if missing).
 * The same drizzle code and the same SQL migrations run on both.
 */
export async function openDb(url: string, options: { poolSize?: number } = {}): Promise<Db> {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const db = watched(openPostgres(url, options.poolSize ?? 10));
    await db.query('SELECT 1'); // fail at start, not at the first request
    return db;
  }
  return watched(await openPglite(url));
}

/** Every statement's failure passes the storage watch on its way to the caller. */
function watched(db: Omit<Db, 'storage'>): Db {
  const storage = createStorageWatch();
  const seen = <T>(pending: Promise<T>): Promise<T> =>
    pending.catch((err: unknown) => {
      storage.note(err);
      throw err;
    });
  return {
    ...db,
    storage,
    query: <Row>(text: string, params?: unknown[]) => seen(db.query<Row>(text, params)),
    exec: (text) => seen(db.exec(text)),
    transaction: (work) => seen(db.transaction(work)),
    notify: (channel, payload) => seen(db.notify(channel, payload)),
  };
}

async function openPglite(url: string): Promise<Omit<Db, 'storage'>> {
  let client: PGlite;
  let unlock: (() => void) | undefined;
  if (url === 'memory://' || url === '') {
    client = new PGlite();
  } else {
    const dir = url.replace(/^file:\/\//, '');
    mkdirSync(dir, { recursive: true });
    unlock = lockDataDir(dir);
    client = new PGlite(dir);
  }
  try {
    await client.waitReady;
  } catch (err) {
    unlock?.();
    throw err;
  }
  const orm = drizzlePglite({ client }) as unknown as Orm;
  const runner = (c: Pick<PGlite, 'query' | 'exec'> | PgliteTransaction): SqlRunner => ({
    async query<Row>(text: string, params: unknown[] = []) {
      const result = await c.query<Row>(text, params);
      return result.rows;
    },
    async exec(text: string) {
      await c.exec(text);
    },
  });
  const notify = async (c: SqlRunner, channel: string, payload = '') => {
    await c.query(notifySql, [checkChannel(channel), payload]);
  };
  const self = runner(client);
  return {
    kind: 'pglite',
    orm,
    ...self,
    // PGlite is one connection: while a transaction runs, every other query waits for it.
    transaction: (work) =>
      client.transaction((t) => {
        const tx = runner(t);
        return work({
          ...tx,
          orm: drizzlePglite({ client: t as unknown as PGlite }),
          notify: (channel, payload) => notify(tx, channel, payload),
        });
      }),
    notify: (channel, payload) => notify(self, channel, payload),
    async listen(channel, listener) {
      const unlisten = await client.listen(checkChannel(channel), listener);
      return () => unlisten();
    },
    async close() {
      await client.close();
      unlock?.();
    },
  };
}

/**
 * One dedicated connection carries every LISTEN of the process (a pooled one would be handed to
 * queries). When it drops, it is opened again after a pause, and every listener is called with ''
 * so that it looks again for what it may have missed.
 */
function createPgListener(url: string) {
  const listeners = new Map<string, Set<NotificationListener>>();
  /** Per channel: its LISTEN in place (or given up to the reconnection loop). */
  const established = new Map<string, Promise<void>>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;

  const fire = (channel: string, payload: string) => {
    for (const listener of listeners.get(channel) ?? []) listener(payload);
  };

  function scheduleReconnect(): void {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().then(
        () => {
          for (const channel of listeners.keys()) fire(channel, '');
        },
        () => scheduleReconnect(),
      );
    }, 1000);
    retryTimer.unref();
  }

  function connect(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const c = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
        // This connection only waits: without probes a server that vanished would leave it silent forever.
        keepAlive: true,
        keepAliveInitialDelayMillis: KEEP_ALIVE_DELAY_MS,
      });
      c.on('notification', (n) => fire(n.channel, n.payload ?? ''));
      const lost = () => {
        if (client !== c) return;
        client = undefined;
        scheduleReconnect();
      };
      c.on('error', lost);
      c.on('end', lost);
      try {
        await c.connect();
        for (const channel of listeners.keys()) await c.query(`LISTEN ${channel}`);
      } catch (err) {
        await c.end().catch(() => undefined);
        throw err;
      }
      client = c;
      return c;
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }

  return {
    async listen(channel: string, listener: NotificationListener): Promise<() => Promise<void>> {
      checkChannel(channel);
      let set = listeners.get(channel);
      const first = !set;
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
      }
      set.add(listener);
      if (first) {
        established.set(
          channel,
          (async () => {
            try {
              const c = await connect();
              await c.query(`LISTEN ${channel}`);
            } catch {
              // The connection comes back by itself; until then the listener's own polling covers.
              scheduleReconnect();
            }
          })(),
        );
      }
      // A second listener of a channel also waits for its LISTEN: resolving earlier would let it
      // believe it hears what is sent in between (a notified cache would keep a stale entry).
      await established.get(channel);
      return async () => {
        const current = listeners.get(channel);
        current?.delete(listener);
        if (current && current.size === 0) {
          listeners.delete(channel);
          established.delete(channel);
          await client?.query(`UNLISTEN ${channel}`).catch(() => undefined);
        }
      };
    },
    async close(): Promise<void> {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const c = client ?? (connecting ? await connecting.catch(() => undefined) : undefined);
      client = undefined;
      await c?.end().catch(() => undefined);
    },
  };
}

/**
 * How long a query waits for a connection (a new one, or a free one from a busy pool) before it
 * fails: with PostgreSQL unreachable, a request answers 503 in bounded time instead of hanging.
 */
const CONNECT_TIMEOUT_MS = 10_000;
/** TCP keep-alive probes find a connection whose server vanished without closing it (a host lost). */
const KEEP_ALIVE_DELAY_MS = 10_000;

function openPostgres(url: string, poolSize: number): Omit<Db, 'storage'> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEP_ALIVE_DELAY_MS,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  // Every statement of every pooled connection, counted where it is sent (drizzle calls the pool too).
  let statements = 0;
  pool.on('connect', (client) => {
    const send = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      statements++;
      return send(...args);
    };
  });
  const orm = drizzlePg({ client: pool }) as unknown as Orm;
  const runner = (c: pg.Pool | pg.PoolClient): SqlRunner => ({
    async query<Row>(text: string, params: unknown[] = []) {
      const result = await c.query(text, params);
      return result.rows as Row[];
    },
    async exec(text: string) {
      await c.query(text);
    },
  });
  const listener = createPgListener(url);
  const self = runner(pool);
  return {
    kind: 'postgres',
    orm,
    ...self,
    async transaction(work) {
      const client = await pool.connect();
      // A checked-out client has no listener of the pool's: a connection lost between two statements
      // (PostgreSQL stopping, the backend terminated) would be an uncaught 'error' that ends the
      // process. Kept here, it fails the transaction's next statement and the client is thrown away.
      let lost: Error | undefined;
      const onLost = (err: Error) => {
        lost = err;
      };
      client.on('error', onLost);
      try {
        await client.query('BEGIN');
        const tx = runner(client);
        const result = await work({
          ...tx,
          orm: drizzlePg({ client }),
          notify: async (channel, payload = '') => {
            await tx.query(notifySql, [checkChannel(channel), payload]);
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch((rollbackErr: unknown) => {
          lost ??= rollbackErr instanceof Error ? rollbackErr : new Error(String(rollbackErr));
        });
        throw err;
      } finally {
        client.off('error', onLost);
        // With an error the pool closes the client instead of handing a dead connection out again.
        client.release(lost);
      }
    },
    notify: async (channel, payload = '') => {
      await self.query(notifySql, [checkChannel(channel), payload]);
    },
    listen: (channel, fn) => listener.listen(channel, fn),
    async close() {
      await listener.close();
      await pool.end();
    },
    statements: () => statements,
  };
}
