/**
 * Connections lost under a running service (PostgreSQL restarted, a backend terminated): on
 * PostgreSQL only (TEST_DATABASE_URL); PGlite runs in the process and has no connection to lose.
 */
import { isConnectionFailure } from '../src/errors.ts';
import { openDb, type Db } from '../src/db.ts';
import { openTestDb } from '../src/testing.ts';

const onPostgres = process.env['TEST_DATABASE_URL'] ? describe : describe.skip;

onPostgres('a lost PostgreSQL connection', () => {
  let db: Db & { url?: string };
  let admin: Db;
  beforeAll(async () => {
    db = await openTestDb();
    admin = await openDb(db.url!, { poolSize: 1 });
  });
  afterAll(async () => {
    await admin.close();
    await db.close();
  });

  const terminate = (pid: number) => admin.query('SELECT pg_terminate_backend($1)', [pid]);

  it('lost between two statements of a transaction fails that transaction, not the process', async () => {
    // Without a listener of its own, the checked-out client's 'error' was uncaught: the process died.
    const uncaught: unknown[] = [];
    const onUncaught = (err: unknown) => void uncaught.push(err);
    process.on('uncaughtException', onUncaught);
    try {
      const failure = await db
        .transaction(async (tx) => {
          const [row] = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
          await terminate(row!.pid);
          await new Promise((resolve) => setTimeout(resolve, 300));
          await tx.query('SELECT 1');
        })
        .then(
          () => undefined,
          (err: unknown) => err,
        );
      expect(isConnectionFailure(failure)).toBe(true);
      expect(uncaught).toEqual([]);
      // The dead connection was thrown away: the pool serves the next queries.
      for (let i = 0; i < 6; i++) expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });

  it('LISTEN comes back by itself, says so with an empty payload, and hears the next NOTIFY', async () => {
    const heard: string[] = [];
    const stop = await db.listen('lost_listen', (payload) => heard.push(payload));
    try {
      const [listener] = await admin.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN lost_listen'`,
      );
      await terminate(listener!.pid);
      for (let i = 0; i < 100 && !heard.includes(''); i++) await new Promise((r) => setTimeout(r, 50));
      expect(heard).toContain('');
      await admin.notify('lost_listen', 'after');
      for (let i = 0; i < 100 && !heard.includes('after'); i++) await new Promise((r) => setTimeout(r, 50));
      expect(heard).toContain('after');
    } finally {
      await stop();
    }
  });
});
