/**
 * What a Kubernetes pod of a service waits on before it starts (scripts/cluster/migrate.ts --wait):
 * the migrations of its image that the database has not applied yet.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../src/db.ts';
import { migrate, migratePlatform, pendingMigrations } from '../src/migrate.ts';
import { openTestDb } from '../src/testing.ts';

let db: Db;
let folder: string;

beforeAll(async () => {
  db = await openTestDb();
  await migratePlatform(db);
  folder = mkdtempSync(join(tmpdir(), 'conform-migrations-'));
  writeFileSync(join(folder, '0000_start.sql'), 'CREATE SCHEMA waiting; CREATE TABLE waiting.a (id int);');
});
afterAll(async () => {
  await db.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('pendingMigrations', () => {
  test("lists the image's migrations not applied yet, and none once the Job applied them", async () => {
    expect(await pendingMigrations(db, 'waiting', folder)).toEqual(['0000_start.sql']);
    await migrate(db, 'waiting', folder);
    expect(await pendingMigrations(db, 'waiting', folder)).toEqual([]);
    // A newer image with one more migration waits for it alone.
    writeFileSync(join(folder, '0001_more.sql'), 'ALTER TABLE waiting.a ADD COLUMN b text;');
    expect(await pendingMigrations(db, 'waiting', folder)).toEqual(['0001_more.sql']);
  });
});
