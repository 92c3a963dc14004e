/**
 * Migrations that move data: what a running platform already holds reads the same after them.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, migratePlatform, type Db } from '@conform/server-kit';
import { openTestDb } from '@conform/server-kit/testing';
import { documentsService } from '../src/app.ts';
import { createDocumentsRepository } from '../src/documents/repository.ts';

let db: Db;
let before: string;
beforeAll(async () => {
  db = await openTestDb();
  await migratePlatform(db);
  // The documents service's migrations as they were before its documents kept their current version.
  before = mkdtempSync(join(tmpdir(), 'documents-migrations-'));
  for (const file of readdirSync(documentsService.migrationsFolder))
    if (/^\d{4}_/.test(file) && file < '0009_')
      cpSync(join(documentsService.migrationsFolder, file), join(before, file));
  await migrate(db, documentsService.name, before);
});
afterAll(async () => {
  rmSync(before, { recursive: true, force: true });
  await db.close();
});

it('gives documents already made their current version and formats (0009)', async () => {
  await db.exec(`
    INSERT INTO documents.files (id, company_id, path, name, bytes, content_type) VALUES
      ('f1', 'c1', 'c1/A/f1.pdf', 'a.pdf', 1, 'application/pdf'),
      ('f2', 'c1', 'c1/A/f2.pdf', 'a.pdf', 1, 'application/pdf'),
      ('f3', 'c1', 'c1/B/f3.pdf', 'b.pdf', 1, 'application/pdf'),
      ('x3', 'c1', 'c1/B/x3.xlsx', 'b.xlsx', 1, 'application/vnd.ms-excel'),
      ('f4', 'c1', 'c1/C/f4.pdf', 'c.pdf', 1, 'application/pdf');
    INSERT INTO documents.documents (company_id, type, product, status, path, file_id, locale) VALUES
      ('c1', 'A', 'EMPLOYEES', 'READY', 'c1/A/f2.pdf', 'f2', 'ro'),
      ('c1', 'B', 'INTERNAL_POLICIES', 'PROCESSING', 'c1/B/f3.pdf', 'f3', 'ro'),
      ('c1', 'C', 'EMPLOYEES', 'READY', 'c1/C/f4.pdf', 'f4', 'en'),
      ('c1', 'D', 'EMPLOYEES', 'PROCESSING', NULL, NULL, 'ro');
    INSERT INTO documents.document_versions
      (company_id, type, version, language, pdf_file_id, docx_file_id, docx_source, xlsx_file_id, sections, changes) VALUES
      ('c1', 'A', 1, 'ro', 'f1', NULL, '{}', NULL, '[]', '{}'),
      ('c1', 'A', 2, 'ro', 'f2', NULL, '{}', NULL, '[]', '{}'),
      ('c1', 'B', 1, 'ro', 'f3', NULL, '{}', 'x3', '[]', '{}'),
      ('c1', 'C', 1, 'en', 'f4', 'd4', NULL, NULL, '[]', '{}');`);

  await migrate(db, documentsService.name, documentsService.migrationsFolder);

  const listed = await createDocumentsRepository(db.orm).listByCompany('c1');
  expect(
    listed.map(({ type, version, hasDocx, hasXlsx }) => ({ type, version, docx: hasDocx, xlsx: hasXlsx })),
  ).toEqual([
    { type: 'A', version: 2, docx: true, xlsx: false },
    { type: 'C', version: 1, docx: true, xlsx: false },
    { type: 'D', version: null, docx: false, xlsx: false },
    { type: 'B', version: 1, docx: true, xlsx: true },
  ]);
  // Versions made before the data digest was kept (0013): not known, null; the history reads them.
  const history = await createDocumentsRepository(db.orm).history(db, 'c1', 'A');
  expect(
    history.map((v) => ({ number: v.number, dataDigest: v.dataDigest, content: v.contentVersion })),
  ).toEqual([
    { number: 1, dataDigest: null, content: null },
    { number: 2, dataDigest: null, content: null },
  ]);
});

it('moves the documents an English package made under the bare type to their English edition (0012)', async () => {
  await db.exec(`
    INSERT INTO documents.documents (company_id, type, product, status, path, file_id, locale, version) VALUES
      ('c2', 'POLITICA_COOKIES', 'ONLINE_SHOP_EN', 'READY', 'c2/POLITICA_COOKIES/f1.pdf', 'f1', 'ro', 1),
      ('c2', 'TEXTE_BANNER_COOKIE', 'ONLINE_SHOP_EN', 'PROCESSING', NULL, NULL, 'ro', NULL),
      ('c3', 'POLITICA_COOKIES', 'ONLINE_SHOP', 'READY', 'c3/POLITICA_COOKIES/f2.pdf', 'f2', 'ro', 1);
    INSERT INTO documents.document_versions
      (company_id, type, version, language, pdf_file_id, docx_file_id, docx_source, xlsx_file_id, sections, changes) VALUES
      ('c2', 'POLITICA_COOKIES', 1, 'ro', 'f1', NULL, '{}', NULL, '[]', '{}'),
      ('c3', 'POLITICA_COOKIES', 1, 'ro', 'f2', NULL, '{}', NULL, '[]', '{}');
    INSERT INTO documents.render_jobs (id, key, payload, status) VALUES
      ('j1', 'c2:TEXTE_BANNER_COOKIE',
       '{"companyId":"c2","type":"TEXTE_BANNER_COOKIE","product":"ONLINE_SHOP_EN","locale":"ro"}', 'QUEUED');`);
  // Replayed on data of the version before: the migration runs once, on what the platform holds.
  await db.exec(readFileSync(join(documentsService.migrationsFolder, '0012_language_editions.sql'), 'utf8'));

  const rows = await db.query<{ company_id: string; type: string; locale: string }>(
    `SELECT company_id, type, locale FROM documents.documents WHERE company_id IN ('c2', 'c3') ORDER BY 1, 2`,
  );
  expect(rows).toEqual([
    { company_id: 'c2', type: 'POLITICA_COOKIES.en', locale: 'en' },
    { company_id: 'c2', type: 'TEXTE_BANNER_COOKIE.en', locale: 'en' },
    // The base package's document is the Romanian one: untouched.
    { company_id: 'c3', type: 'POLITICA_COOKIES', locale: 'ro' },
  ]);
  // Its versions moved with it: the history and the current file are the English edition's.
  const versions = await createDocumentsRepository(db.orm).versions('c2', 'POLITICA_COOKIES.en');
  expect(versions.map((v) => v.version)).toEqual([1]);
  const jobs = await db.query<{ key: string; payload: unknown }>(
    `SELECT key, payload FROM documents.render_jobs WHERE id = 'j1'`,
  );
  expect(jobs[0]).toEqual({
    key: 'c2:TEXTE_BANNER_COOKIE.en',
    payload: { companyId: 'c2', type: 'TEXTE_BANNER_COOKIE.en', product: 'ONLINE_SHOP_EN', locale: 'en' },
  });
});
