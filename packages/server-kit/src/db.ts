import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';

/** Drizzle over either backend; repositories only ever see this type. */
export type Orm = PgDatabase<PgQueryResultHKT>;

/** A connection that can run plain SQL: what migrations and raw queries need. */
export interface SqlRunner {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  /** Runs a script of several statements (no parameters). */
  exec(text: string): Promise<void>;
}

export interface Db extends SqlRunner {
  readonly kind: 'pglite' | 'postgres';
  readonly orm: Orm;
  /** One transaction on one connection: everything inside commits or rolls back together. */
  transaction<T>(work: (tx: SqlRunner) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * `postgres://…` opens a node-postgres pool against a server; anything else is PGlite:
 * `memory://` in memory, otherwise a data directory (created if missing).
 * The same drizzle code and the same SQL migrations run on both.
 */
export async function openDb(url: string, options: { poolSize?: number } = {}): Promise<Db> {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const db = openPostgres(url, options.poolSize ?? 10);
    await db.query('SELECT 1'); // fail at start, not at the first request
    return db;
  }
  return openPglite(url);
}

async function openPglite(url: string): Promise<Db> {
  let client: PGlite;
  if (url === 'memory://' || url === '') {
    client = new PGlite();
  } else {
    const dir = url.replace(/^file:\/\//, '');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  await client.waitReady;
  const orm = drizzlePglite({ client }) as unknown as Orm;
  const runner = (c: Pick<PGlite, 'query' | 'exec'>): SqlRunner => ({
    async query<Row>(text: string, params: unknown[] = []) {
      const result = await c.query<Row>(text, params);
      return result.rows;
    },
    async exec(text: string) {
      await c.exec(text);
    },
  });
  return {
    kind: 'pglite',
    orm,
    ...runner(client),
    transaction: (work) => client.transaction((tx) => work(runner(tx))),
    close: () => client.close(),
  };
}

function openPostgres(url: string, poolSize: number): Db {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
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
  return {
    kind: 'postgres',
    orm,
    ...runner(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(runner(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
