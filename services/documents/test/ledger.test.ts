/**
 * The company's evidence ledger: each document version and each change to a register entry is
 * appended with it, chained by hashes; the export verifies, an entry changed afterwards breaks the
 * chain where it was changed (also for the offline command), and the table refuses changes.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { companiesService } from '@conform/companies-service';
import { configuratorService } from '@conform/configurator-service';
import { ZEvidenceLedgerSchema, type TEvidenceLedger } from '@conform/contracts';
import { insertTestCompany, startTestService, type TestService } from '@conform/server-kit/testing';
import request from 'supertest';
import { documentsService } from '../src/app.ts';
import type { TDocumentsConfig } from '../src/config.ts';
import { createDocumentsRepository } from '../src/documents/repository.ts';
import { GENESIS, sha256, verifyLedger } from '../src/ledger/ledger.ts';
import { make } from './support/make.ts';

let svc: TestService<TDocumentsConfig>;

beforeAll(async () => {
  svc = await startTestService(documentsService, {
    alsoMigrate: [companiesService, configuratorService],
    manualBackground: true,
    env: {
      INTERNAL_TOKEN: 'test-internal-token-0123456789abcdef',
      LINK_SECRET: 'test-link-secret-0123456789abcdef0123456789',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'ledger-data-')),
      RENDERER_URL: 'http://127.0.0.1:9',
      JOB_CONCURRENCY: '1',
    },
  });
}, 60_000);
afterAll(() => svc.close());

const api = (companyId: string, path: string) => `/platform/api/documents/companies/${companyId}/${path}`;

async function adminOf() {
  const uid = `user-${Math.random().toString(36).slice(2)}`;
  const companyId = await insertTestCompany(svc.db, { adminIds: [uid] });
  return { companyId, auth: `Bearer ${await svc.tokenFor({ uid })}` };
}

async function ledgerOf(companyId: string, auth: string): Promise<TEvidenceLedger> {
  const res = await request(svc.app).get(api(companyId, 'ledger')).set('Authorization', auth).expect(200);
  return ZEvidenceLedgerSchema.parse(res.body);
}

it('records a document version with its PDF’s SHA-256 and each register change, chained, and verifies', async () => {
  const { companyId, auth } = await adminOf();
  const pdf = Buffer.from('%PDF-1.7 the privacy notice');
  const prepared = make('POLITICA_CONFIDENTIALITATE');
  await svc.db.transaction((tx) =>
    createDocumentsRepository(svc.db.orm).recordVersion(tx, companyId, 'POLITICA_CONFIDENTIALITATE', {
      number: 1,
      language: 'ro',
      pdf: {
        id: 'f-ledger-1',
        path: `${companyId}/p/f.pdf`,
        name: 'p.pdf',
        bytes: pdf.length,
        contentType: 'application/pdf',
      },
      pdfSha256: sha256(pdf),
      docxSource: prepared.docxSource,
      sections: prepared.sections,
      changes: prepared.changes,
    }),
  );
  const logged = await request(svc.app)
    .post(api(companyId, 'requests'))
    .set('Authorization', auth)
    .send({ right: 'ACCESS', receivedOn: '2026-11-02', person: 'Ioana Popescu', channel: 'EMAIL' })
    .expect(201);
  await request(svc.app)
    .post(api(companyId, `requests/${logged.body.id}/actions`))
    .set('Authorization', auth)
    .send({ action: 'ANSWER', on: '2026-11-10' })
    .expect(200);

  const ledger = await ledgerOf(companyId, auth);
  expect(ledger.entries.map((e) => [e.seq, e.kind, e.subject])).toEqual([
    [1, 'DOCUMENT_VERSION', 'POLITICA_CONFIDENTIALITATE'],
    [2, 'REQUEST', logged.body.number],
    [3, 'REQUEST', logged.body.number],
  ]);
  expect(ledger.entries[0]!.digest).toBe(sha256(pdf));
  expect(ledger.entries[0]!.details).toMatchObject({ version: 1, language: 'ro' });
  expect(ledger.entries[1]!.prevHash).toBe(ledger.entries[0]!.hash);
  expect(ledger.entries[0]!.prevHash).toBe(GENESIS);
  // The answer changed the entry: its second record has another digest and says its status.
  expect(ledger.entries[2]!.digest).not.toBe(ledger.entries[1]!.digest);
  expect(ledger.entries[2]!.details).toEqual({ status: 'ANSWERED' });
  expect(ledger.verification).toEqual({
    valid: true,
    entries: 3,
    head: ledger.entries[2]!.hash,
    brokenAt: null,
    reason: null,
  });

  // The offline command agrees, and finds an entry changed afterwards, and where.
  const dir = mkdtempSync(join(tmpdir(), 'ledger-'));
  const file = join(dir, 'ledger.json');
  writeFileSync(file, JSON.stringify(ledger));
  const node = process.execPath;
  const ok = execFileSync(node, ['scripts/verify-ledger.ts', file], { encoding: 'utf8' });
  expect(ok).toContain(`Ledger valid: 3 entries, head ${ledger.entries[2]!.hash}`);
  const tampered = structuredClone(ledger);
  tampered.entries[1]!.subject = 'REQ-2026-999';
  writeFileSync(file, JSON.stringify(tampered));
  expect(verifyLedger(tampered.entries)).toMatchObject({ valid: false, brokenAt: 2 });
  let failed: { status: number; stderr: string } | undefined;
  try {
    execFileSync(node, ['scripts/verify-ledger.ts', file], { encoding: 'utf8', stdio: 'pipe' });
  } catch (err) {
    failed = err as { status: number; stderr: string };
  }
  expect(failed?.status).toBe(1);
  expect(failed?.stderr).toContain('Ledger broken at entry 2: its content does not match its hash');
  // An entry removed: the next one no longer follows.
  const removed = structuredClone(ledger);
  removed.entries.splice(1, 1);
  expect(verifyLedger(removed.entries)).toMatchObject({ valid: false, brokenAt: 3 });
});

it('refuses to change or remove an entry, and shows a company’s ledger to its admins only', async () => {
  const { companyId, auth } = await adminOf();
  await request(svc.app)
    .post(api(companyId, 'breaches'))
    .set('Authorization', auth)
    .send({
      awareAt: '2026-11-02T08:00:00.000Z',
      nature: ['CONFIDENTIALITY'],
      description: 'Laptop furat.',
      subjectCategories: 'Angajați',
      dataCategories: 'Nume',
      consequences: 'Risc redus.',
      measures: 'Parole schimbate.',
    })
    .expect(201);
  const [entry] = (await ledgerOf(companyId, auth)).entries;
  expect(entry).toMatchObject({ seq: 1, kind: 'BREACH' });
  await expect(
    svc.db.query(`UPDATE documents.evidence_ledger SET subject = 'x' WHERE company_id = $1`, [companyId]),
  ).rejects.toThrow(/append-only/);
  await expect(
    svc.db.query(`DELETE FROM documents.evidence_ledger WHERE company_id = $1`, [companyId]),
  ).rejects.toThrow(/append-only/);
  expect((await ledgerOf(companyId, auth)).verification.valid).toBe(true);
  const stranger = `Bearer ${await svc.tokenFor({ uid: 'someone-else' })}`;
  await request(svc.app).get(api(companyId, 'ledger')).set('Authorization', stranger).expect(403);
  await request(svc.app).get(api(companyId, 'ledger')).expect(401);
});
