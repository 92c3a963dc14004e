/**
 * The company-admin check on the backend the run uses (PGlite by default, PostgreSQL with
 * TEST_DATABASE_URL), over a stand-in for the companies service's published view and its trigger's
 * channel.
 */
import { createCompanyAccess } from '../src/company-access.ts';
import type { Db } from '../src/db.ts';
import { openTestDb } from '../src/testing.ts';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
  await db.exec(`CREATE SCHEMA companies;
    CREATE TABLE companies.company_view (id text PRIMARY KEY, admin_ids text[], platform text NOT NULL);
    INSERT INTO companies.company_view VALUES
      ('RoCompany', '{alice,bob}', 'ro'), ('IntCompany', '{alice}', 'int'), ('Kept', '{alice}', 'ro');`);
});
afterAll(() => db.close());

async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('never happened');
}

it("lets a company's admins in, on the company's edition only", async () => {
  const access = createCompanyAccess(db);
  expect(await access.canAccess('RoCompany', 'alice', 'ro')).toBe(true);
  expect(await access.canAccess('RoCompany', 'bob', 'ro')).toBe(true);
  expect(await access.canAccess('RoCompany', 'mallory', 'ro')).toBe(false);
  expect(await access.canAccess('RoCompany', 'alice', 'int')).toBe(false);
  expect(await access.canAccess('IntCompany', 'alice', 'int')).toBe(true);
  expect(await access.canAccess('NoSuchCompany', 'alice', 'ro')).toBe(false);
});

it('keeps what it read until the companies service says the company changed; each access keeps its own', async () => {
  const access = createCompanyAccess(db);
  await access.ready();
  expect(await access.canAccess('Kept', 'alice', 'ro')).toBe(true);
  // Alice is removed without a notification (the trigger has not fired yet): the kept answer stands.
  await db.query(`UPDATE companies.company_view SET admin_ids = '{}' WHERE id = 'Kept'`);
  expect(await access.canAccess('Kept', 'alice', 'ro')).toBe(true);
  // Another access over the same database (another service's setup, another process) keeps nothing of it.
  expect(await createCompanyAccess(db).canAccess('Kept', 'alice', 'ro')).toBe(false);
  await db.query(`SELECT pg_notify('company_changed', 'Kept')`);
  await eventually(async () => !(await access.canAccess('Kept', 'alice', 'ro')));
});
