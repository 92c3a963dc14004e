/** The notified cache on the backend the run uses (PGlite by default, PostgreSQL with TEST_DATABASE_URL). */
import type { Db } from '../src/db.ts';
import { createNotifiedCache } from '../src/notified-cache.ts';
import { openTestDb } from '../src/testing.ts';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
  await db.exec(`CREATE SCHEMA nc; CREATE TABLE nc.items (id text PRIMARY KEY, value text NOT NULL);
    CREATE FUNCTION nc.changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN PERFORM pg_notify('nc_changed', COALESCE(NEW.id, OLD.id)); RETURN NULL; END; $$;
    CREATE TRIGGER changed AFTER INSERT OR UPDATE OR DELETE ON nc.items FOR EACH ROW EXECUTE FUNCTION nc.changed();
    INSERT INTO nc.items VALUES ('a', 'one'), ('b', 'uno');`);
});
afterAll(() => db.close());

const read = (id: string) => async () =>
  (await db.query<{ value: string }>('SELECT value FROM nc.items WHERE id = $1', [id]))[0]?.value;

/** Until the notification has arrived (another connection, on PostgreSQL). */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('never happened');
}

describe('notified cache', () => {
  it('answers from memory until a write to the row is notified, then reads the new value', async () => {
    const cache = createNotifiedCache<string>(db, 'nc_changed');
    await cache.ready();
    let loads = 0;
    const load = (id: string) => () => {
      loads++;
      return read(id)();
    };
    expect(await cache.get('a', load('a'))).toBe('one');
    expect(await cache.get('a', load('a'))).toBe('one');
    expect(loads).toBe(1);
    // Written by anyone (here: plain SQL, as another process would): the trigger tells the cache.
    await db.query(`UPDATE nc.items SET value = 'two' WHERE id = 'a'`);
    await eventually(async () => (await cache.get('a', load('a'))) === 'two');
    // Another key is untouched.
    expect(await cache.get('b', load('b'))).toBe('uno');
  });

  it('keeps nothing a notification overtook, nor anything missing', async () => {
    const cache = createNotifiedCache<string>(db, 'nc_changed');
    await cache.ready();
    // The row changes while the read is under way: the old value is answered but not kept.
    const stale = await cache.get('b', async () => {
      const value = await read('b')();
      cache.forget('b');
      return value;
    });
    expect(stale).toBe('uno');
    let loads = 0;
    await cache.get('b', () => {
      loads++;
      return read('b')();
    });
    expect(loads).toBe(1);
    expect(await cache.get('none', read('none'))).toBeUndefined();
    await db.query(`INSERT INTO nc.items VALUES ('none', 'now')`);
    expect(await cache.get('none', read('none'))).toBe('now');
  });

  it('drops everything after a lost connection (empty payload) and entries past their age', async () => {
    let clock = 0;
    const cache = createNotifiedCache<string>(db, 'nc_changed', { ttlMs: 1_000, now: () => clock });
    await cache.ready();
    let loads = 0;
    const counted = () => {
      loads++;
      return read('b')();
    };
    await cache.get('b', counted);
    cache.forget('');
    await cache.get('b', counted);
    expect(loads).toBe(2);
    clock += 1_001;
    await cache.get('b', counted);
    expect(loads).toBe(3);
  });
});
