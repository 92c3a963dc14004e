/**
 * Storage that cannot take a write (a full disk, a read-only database, failing I/O) on the backend
 * the run uses (PGlite by default, PostgreSQL with TEST_DATABASE_URL): the request answers 503
 * `{code: 'unavailable'}` with a message that says why, reads keep working, and `/health` says
 * `db: degraded`.
 *
 * The errors are the database's own, through the real driver: a full disk cannot be made on demand,
 * so a trigger raises SQLSTATE 53100 (disk_full) from inside the database, exactly as PostgreSQL
 * reports one; a read-only database is the real setting (`default_transaction_read_only`).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createServiceApp } from '../src/app.ts';
import { openDb, type Db } from '../src/db.ts';
import { storageFailureOf } from '../src/errors.ts';
import { createLogger } from '../src/logger.ts';
import { migrate, migratePlatform } from '../src/migrate.ts';
import { createStorageWatch, STORAGE_FAILURE_MEMORY_MS } from '../src/outage.ts';
import { createSessionCheck } from '../src/session-check.ts';
import { openTestDb } from '../src/testing.ts';

const logger = createLogger({ name: 'test', level: 'silent' });
let db: Db & { url?: string };

beforeAll(async () => {
  db = await openTestDb();
  await migratePlatform(db);
  const folder = mkdtempSync(join(tmpdir(), 'storage-migrations-'));
  writeFileSync(
    join(folder, '0000_things.sql'),
    `CREATE SCHEMA example; CREATE TABLE example.things (id text PRIMARY KEY, name text NOT NULL);`,
  );
  await migrate(db, 'example', folder);
  await db.exec(`INSERT INTO example.things VALUES ('kept', 'Salvat înainte')`);
});
afterAll(() => db.close());

function appOn(on: Db) {
  return createServiceApp({
    name: 'example',
    db: on,
    logger,
    verifyToken: () => Promise.reject(new Error('no tokens here')),
    sessions: createSessionCheck(on),
    routes: (router) => {
      router.get('/things', async (_req, res) => {
        res.json(await on.query(`SELECT id, name FROM example.things ORDER BY id`));
      });
      router.post('/things', async (req, res) => {
        const { id, name } = req.body as { id: string; name: string };
        await on.query(`INSERT INTO example.things VALUES ($1, $2)`, [id, name]);
        res.status(201).json({ id });
      });
    },
  });
}

/** A write refused by the database with the given SQLSTATE, as PostgreSQL raises it. */
async function refuseWrites(errcode: string, message: string): Promise<void> {
  await db.exec(`
    CREATE OR REPLACE FUNCTION example.refuse() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION '${message}' USING ERRCODE = '${errcode}'; END $$;
    CREATE TRIGGER refuse BEFORE INSERT ON example.things FOR EACH STATEMENT EXECUTE FUNCTION example.refuse();`);
}
const acceptWrites = () => db.exec(`DROP TRIGGER IF EXISTS refuse ON example.things`);

const post = (app: ReturnType<typeof appOn>, id: string) =>
  request(app).post('/platform/api/example/things').send({ id, name: 'Înregistrare nouă' });

describe('a full disk', () => {
  afterEach(acceptWrites);

  it('answers a write with 503 unavailable saying the storage is full; reads work; /health says degraded', async () => {
    const app = appOn(db);
    expect((await request(app).get('/platform/api/example/health')).body).toMatchObject({ db: 'ok' });
    await refuseWrites('disk_full', 'could not extend file "base/16384/16385": No space left on device');
    const refused = await post(app, 'new-1');
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({ code: 'unavailable', message: expect.stringMatching(/storage is full/) });
    expect(refused.headers['retry-after']).toBeDefined();
    const read = await request(app).get('/platform/api/example/things');
    expect(read.status).toBe(200);
    expect(read.body).toEqual([{ id: 'kept', name: 'Salvat înainte' }]);
    const health = await request(app).get('/platform/api/example/health');
    expect(health.status).toBe(503);
    expect(health.body).toEqual({ status: 'degraded', db: 'degraded', reason: 'disk_full' });
    // Nothing half-saved; once there is room again, the same write goes through.
    await acceptWrites();
    expect((await post(app, 'new-1')).status).toBe(201);
  });

  it('answers failing I/O and exhausted resources with 503 too, each saying why', async () => {
    const app = appOn(db);
    await refuseWrites(
      'io_error',
      'could not write block 7 of relation base/16384/16385: Input/output error',
    );
    const io = await post(app, 'new-2');
    expect(io.status).toBe(503);
    expect(io.body).toEqual({ code: 'unavailable', message: expect.stringMatching(/storage is failing/) });
    await acceptWrites();
    await refuseWrites('out_of_memory', 'out of memory');
    const memory = await post(app, 'new-3');
    expect(memory.status).toBe(503);
    expect(memory.body).toEqual({ code: 'unavailable', message: expect.stringMatching(/out of resources/) });
  });
});

describe('a read-only database', () => {
  /**
   * The real setting: on PGlite (one connection) for its session; on PostgreSQL for the database,
   * which new connections take (a fresh pool, as a service opens after a failover to a standby).
   */
  async function readOnly(): Promise<{ on: Db; writable: () => Promise<Db>; close: () => Promise<void> }> {
    if (db.kind === 'pglite') {
      await db.exec(`SET default_transaction_read_only = on`);
      const restore = () => db.exec(`SET default_transaction_read_only = off`);
      return { on: db, writable: () => restore().then(() => db), close: restore };
    }
    const url = new URL(db.url!);
    const name = url.pathname.slice(1);
    await db.exec(`ALTER DATABASE ${name} SET default_transaction_read_only = on`);
    const on = await openDb(url.toString(), { poolSize: 2 });
    let after: Db | undefined;
    const restore = async () => {
      await on.close().catch(() => undefined);
      await db.exec(`ALTER DATABASE ${name} RESET default_transaction_read_only`);
    };
    return {
      on,
      // A pool's connections keep the setting they started with: writable means new ones.
      writable: async () => {
        await restore();
        after = await openDb(url.toString(), { poolSize: 2 });
        return after;
      },
      async close() {
        if (after) await after.close();
        else await restore();
      },
    };
  }

  it('is reported degraded by /health before any write fails, answers a write with 503, and is ok once writable', async () => {
    const { on, writable, close } = await readOnly();
    try {
      const app = appOn(on);
      const health = await request(app).get('/platform/api/example/health');
      expect(health.status).toBe(503);
      expect(health.body).toEqual({ status: 'degraded', db: 'degraded', reason: 'read_only' });
      const refused = await post(app, 'new-4');
      expect(refused.status).toBe(503);
      expect(refused.body).toEqual({ code: 'unavailable', message: expect.stringMatching(/read-only/) });
      expect((await request(app).get('/platform/api/example/things')).status).toBe(200);
      const again = appOn(await writable());
      const healthy = await request(again).get('/platform/api/example/health');
      expect(healthy.status).toBe(200);
      expect(healthy.body).toMatchObject({ status: 'ok', db: 'ok' });
      expect((await post(again, 'new-4')).status).toBe(201);
    } finally {
      await close();
    }
  });
});

describe('telling storage failures apart', () => {
  it('knows the SQLSTATEs and the file system errors, wrapped or not, and nothing else', () => {
    const coded = (code: string) => Object.assign(new Error(code), { code });
    const wrapped = (cause: unknown) => new Error('Failed query: insert …\nparams: ', { cause });
    expect(storageFailureOf(coded('53100'))).toBe('disk_full');
    expect(storageFailureOf(wrapped(coded('ENOSPC')))).toBe('disk_full');
    expect(storageFailureOf(coded('25006'))).toBe('read_only');
    expect(storageFailureOf(coded('EROFS'))).toBe('read_only');
    expect(storageFailureOf(wrapped(coded('58030')))).toBe('io_error');
    expect(storageFailureOf(coded('53200'))).toBe('insufficient_resources');
    expect(storageFailureOf(coded('53400'))).toBe('insufficient_resources');
    // No connection slot is an outage (isConnectionFailure), not storage; a bad value is the caller's.
    expect(storageFailureOf(coded('53300'))).toBeUndefined();
    expect(storageFailureOf(coded('22P02'))).toBeUndefined();
    expect(storageFailureOf(new Error('boom'))).toBeUndefined();
  });

  it('reports a disk-full failure for a while after the last one, then ok again', () => {
    let clock = 0;
    const watch = createStorageWatch(() => clock);
    watch.note(new Error('unrelated'));
    expect(watch.recent()).toBeUndefined();
    watch.note(Object.assign(new Error('No space left on device'), { code: '53100' }));
    clock += STORAGE_FAILURE_MEMORY_MS - 1;
    expect(watch.recent()).toBe('disk_full');
    clock += 1;
    expect(watch.recent()).toBeUndefined();
  });
});
