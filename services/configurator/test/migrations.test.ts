/**
 * Migrations that move data: what a running platform already holds reads the same after them, and
 * a new fact starts from what is known of it.
 */
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, migratePlatform, type Db } from '@conform/server-kit';
import { openTestDb } from '@conform/server-kit/testing';
import { configuratorService } from '../src/app.ts';
import { readSituations } from '../src/read.ts';

let db: Db;
let before: string;
beforeAll(async () => {
  db = await openTestDb();
  await migratePlatform(db);
  // The configurator's migrations as they were before operations said what they are for.
  before = mkdtempSync(join(tmpdir(), 'configurator-migrations-'));
  for (const file of readdirSync(configuratorService.migrationsFolder))
    if (/^\d{4}_/.test(file) && file < '0003_')
      cpSync(join(configuratorService.migrationsFolder, file), join(before, file));
  await migrate(db, configuratorService.name, before);
}, 60_000);
afterAll(async () => {
  rmSync(before, { recursive: true, force: true });
  await db.close();
});

it("gives operations made from a preset the catalogue's purpose category and cookie use, and leaves custom ones to the admin (0003)", async () => {
  await db.exec(`
    INSERT INTO configurator.situations (id, company_id, data_subject, name, suggestion_id) VALUES
      ('o-1', 'c1', 'ONLINE_USERS', 'Site', 'ou-site');
    INSERT INTO configurator.operations
      (id, situation_id, name, purpose, storage_duration, provision_requirement, suggestion_id, position) VALUES
      ('o-1-a', 'o-1', 'Reclame', 'Remarketing.', '1 an', 'VOLUNTARY', 'ou-site-ads', 0),
      ('o-1-b', 'o-1', 'Newsletter și cookie-uri', 'Oferte.', '1 an', 'VOLUNTARY', NULL, 1),
      ('o-1-c', 'o-1', 'Jurnale', 'Securitate.', '1 an', 'VOLUNTARY', 'ou-site-security', 2);`);

  await migrate(db, configuratorService.name, configuratorService.migrationsFolder);

  const [site] = await readSituations(db, 'c1');
  expect(site!.operations.map((o) => [o.name, o.purposeCategory, o.cookies])).toEqual([
    ['Reclame', 'MARKETING', 'WITH_CONSENT'],
    // Its words are not read: the admin says what it is for.
    ['Newsletter și cookie-uri', null, 'NONE'],
    ['Jurnale', 'SECURITY', 'NONE'],
  ]);
  // Nothing else of them changed.
  expect(site!.operations[0]).toMatchObject({ purpose: 'Remarketing.', storageDuration: '1 an' });
  // The assessment inputs start not said (0005, and whether it is occasional: 0007): the documents
  // ask, nothing is assumed.
  for (const op of site!.operations) {
    expect([
      op.largeScale,
      op.subjectsCount,
      op.coreActivity,
      op.vulnerableSubjects,
      op.newTechnology,
      op.occasional,
    ]).toEqual([null, null, null, null, null, null]);
  }
  // The kind of legitimate interest (0006): a preset's operation on legitimate interest gets the
  // preset's; one on consent has none; a custom one is left to the admin.
  expect(site!.operations.map((o) => o.interestKind)).toEqual([null, null, 'NETWORK_AND_IT_SECURITY']);
  // The transfers pinned per recipient (0008): none yet; the documents ask where one is needed.
  expect(site!.operations.map((o) => o.recipientTransfers)).toEqual([[], [], []]);
  // The last review (0009): never; the to-complete list asks to review them.
  expect(site!.operations.map((o) => o.reviewedAt)).toEqual([null, null, null]);
});
