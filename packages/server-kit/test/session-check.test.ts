/**
 * The session check on the backend the run uses (PGlite by default, PostgreSQL with
 * TEST_DATABASE_URL), over a stand-in for the identity service's published view and its trigger's
 * channel.
 */
import type { Db } from '../src/db.ts';
import { AppError } from '../src/errors.ts';
import { createSessionCheck } from '../src/session-check.ts';
import { openTestDb } from '../src/testing.ts';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => db.close());

async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('never happened');
}

it('answers 503, not 500, while identity has not published its view yet', async () => {
  const error = await createSessionCheck(db)
    .isLive('any', 'alice')
    .catch((err: unknown) => err);
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).status).toBe(503);
});

describe('with the view', () => {
  beforeAll(async () => {
    await db.exec(`CREATE SCHEMA identity;
      CREATE TABLE identity.session_view (id text PRIMARY KEY, user_id text NOT NULL, revoked_at timestamptz);
      INSERT INTO identity.session_view VALUES
        ('live', 'alice', NULL), ('ended', 'alice', now()), ('kept', 'bob', NULL);`);
  });

  it("lets a live session's own user in; not a revoked, unknown or someone else's session", async () => {
    const sessions = createSessionCheck(db);
    expect(await sessions.isLive('live', 'alice')).toBe(true);
    expect(await sessions.isLive('live', 'mallory')).toBe(false);
    expect(await sessions.isLive('ended', 'alice')).toBe(false);
    expect(await sessions.isLive('nope', 'alice')).toBe(false);
  });

  it('keeps what it read until identity says the session changed, or this process forgets it', async () => {
    const sessions = createSessionCheck(db);
    await sessions.ready();
    expect(await sessions.isLive('kept', 'bob')).toBe(true);
    // Revoked without a notification (the trigger has not fired yet): the kept answer stands, and
    // costs no query.
    await db.query(`UPDATE identity.session_view SET revoked_at = now() WHERE id = 'kept'`);
    expect(await sessions.isLive('kept', 'bob')).toBe(true);
    // Identity in the same process revoked it: dropped at once.
    sessions.forget('kept');
    expect(await sessions.isLive('kept', 'bob')).toBe(false);

    await db.query(`UPDATE identity.session_view SET revoked_at = NULL WHERE id = 'kept'`);
    const other = createSessionCheck(db);
    await other.ready();
    expect(await other.isLive('kept', 'bob')).toBe(true);
    await db.query(`UPDATE identity.session_view SET revoked_at = now() WHERE id = 'kept'`);
    // Another process revoked it: its trigger's NOTIFY reaches this one.
    await db.query(`SELECT pg_notify('session_changed', 'kept')`);
    await eventually(async () => !(await other.isLive('kept', 'bob')));
  });
});
