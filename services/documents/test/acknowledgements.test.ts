/**
 * Staff acknowledgement over HTTP: the admin invites people to read a document's current version,
 * each opens their link without an account and confirms with their name (once), the ledger records
 * it, reminders are at most daily, and a newer version makes the request outdated.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { companiesService } from '@conform/companies-service';
import { configuratorService } from '@conform/configurator-service';
import {
  ZAcknowledgementsSchema,
  ZEvidenceLedgerSchema,
  ZPublicAcknowledgementSchema,
} from '@conform/contracts';
import { AppError, createRateLimiter } from '@conform/server-kit';
import { insertTestCompany, startTestService, type TestService } from '@conform/server-kit/testing';
import request from 'supertest';
import { createAcknowledgementsDomain } from '../src/acknowledgements/domain.ts';
import { documentsService } from '../src/app.ts';
import type { TDocumentsConfig } from '../src/config.ts';
import { createDocumentsRepository } from '../src/documents/repository.ts';
import { createFilesDomain } from '../src/files/domain.ts';
import { createFilesRepository } from '../src/files/repository.ts';
import { createLinkSigner } from '../src/files/signing.ts';
import { createFsStorage } from '../src/files/storage.ts';
import { sha256 } from '../src/ledger/ledger.ts';
import { make } from './support/make.ts';

const TYPE = 'POLITICA_CONFIDENTIALITATE';
const DATA_DIR = mkdtempSync(join(tmpdir(), 'ack-data-'));
let svc: TestService<TDocumentsConfig>;

beforeAll(async () => {
  svc = await startTestService(documentsService, {
    alsoMigrate: [companiesService, configuratorService],
    manualBackground: true,
    env: {
      INTERNAL_TOKEN: 'test-internal-token-0123456789abcdef',
      LINK_SECRET: 'test-link-secret-0123456789abcdef0123456789',
      DATA_DIR,
      RENDERER_URL: 'http://127.0.0.1:9',
      JOB_CONCURRENCY: '1',
      PUBLIC_URL: 'https://conform.example',
    },
  });
}, 60_000);
afterAll(() => svc.close());

const api = (companyId: string, path: string) => `/platform/api/documents/companies/${companyId}/${path}`;
const acks = (companyId: string, rest = '') => api(companyId, `documents/${TYPE}/acknowledgements${rest}`);
/** The token in the query string: request logs keep the path only. */
const publicApi = (token: string) =>
  `/platform/api/documents/public/acknowledgements?token=${encodeURIComponent(token)}`;

async function adminOf(name = 'Firma Exemplu SRL') {
  const uid = `user-${Math.random().toString(36).slice(2)}`;
  const companyId = await insertTestCompany(svc.db, { adminIds: [uid], name });
  return { companyId, uid, auth: `Bearer ${await svc.tokenFor({ uid })}` };
}

/** A version of the privacy policy, its PDF stored as the worker stores it. */
async function addVersion(companyId: string, number: number): Promise<Buffer> {
  const pdf = Buffer.from(`%PDF-1.7 the privacy policy, version ${number}`);
  const path = `${companyId}/POLITICA/v${number}.pdf`;
  mkdirSync(dirname(join(DATA_DIR, 'files', path)), { recursive: true });
  writeFileSync(join(DATA_DIR, 'files', path), pdf);
  const prepared = make(TYPE);
  await svc.db.query(
    `INSERT INTO documents.documents (company_id, type, product, status) VALUES ($1, $2, 'EMPLOYEES', 'PROCESSING')
     ON CONFLICT DO NOTHING`,
    [companyId, TYPE],
  );
  await svc.db.transaction((tx) =>
    createDocumentsRepository(svc.db.orm).recordVersion(tx, companyId, TYPE, {
      number,
      language: 'ro',
      pdf: {
        id: `f${number}${companyId}`.slice(0, 60),
        path,
        name: 'politica.pdf',
        bytes: pdf.length,
        contentType: 'application/pdf',
      },
      pdfSha256: sha256(pdf),
      docxSource: prepared.docxSource,
      sections: prepared.sections,
      changes: prepared.changes,
    }),
  );
  return pdf;
}

/** The invitations documents published for identity to send, newest last: the address and the token. */
async function mails(companyId: string) {
  const rows = await svc.db.query<{
    payload: { email: string; token: string; reminder: boolean; locale: string; version: number };
  }>(
    `SELECT payload FROM platform_events.events
      WHERE type = 'acknowledgement.invited' AND payload->>'companyId' = $1 ORDER BY created_at, payload->>'email'`,
    [companyId],
  );
  return rows.map((r) => r.payload);
}

async function listOf(companyId: string, auth: string) {
  const res = await request(svc.app).get(acks(companyId)).set('Authorization', auth).expect(200);
  return ZAcknowledgementsSchema.parse(res.body);
}

it('invites by e-mail, opens the link without an account, confirms once with the name, and records it in the ledger', async () => {
  const { companyId, auth } = await adminOf();
  const pdf = await addVersion(companyId, 1);

  const invited = await request(svc.app)
    .post(acks(companyId))
    .set('Authorization', auth)
    .send({ emails: [' Ana@Firma.ro ', 'ana@firma.ro', 'mihai@firma.ro'] })
    .expect(201);
  expect(invited.body).toMatchObject({ version: 1, invited: 2, alreadyInvited: 0 });
  // Asked again: nobody is invited twice to the same version.
  const again = await request(svc.app)
    .post(acks(companyId))
    .set('Authorization', auth)
    .send({ emails: ['ana@firma.ro'] })
    .expect(201);
  expect(again.body).toMatchObject({ invited: 0, alreadyInvited: 1 });

  const sent = await mails(companyId);
  expect(sent.map((m) => m.email)).toEqual(['ana@firma.ro', 'mihai@firma.ro']);
  expect(sent[0]).toMatchObject({ locale: 'ro', version: 1, reminder: false });
  const token = sent[0]!.token;

  // Only the token's hash is kept.
  const stored = await svc.db.query<{ token_hash: string }>(
    `SELECT token_hash FROM documents.acknowledgement_invitations WHERE email = 'ana@firma.ro' AND company_id = $1`,
    [companyId],
  );
  expect(stored[0]!.token_hash).not.toContain(token);

  const opened = await request(svc.app).get(publicApi(token)).expect(200);
  const page = ZPublicAcknowledgementSchema.parse(opened.body);
  expect(page).toMatchObject({
    companyName: 'Firma Exemplu SRL',
    companyCountry: 'RO',
    title: 'Politică de confidențialitate',
    version: 1,
    via: 'EMAIL',
    language: 'ro',
  });
  expect(opened.headers['cache-control']).toContain('no-store');
  // The link opens that exact version's PDF.
  const file = await request(svc.app).get(page.pdf.url).expect(200);
  expect(Buffer.from(file.body as Buffer).equals(pdf)).toBe(true);

  const confirmed = await request(svc.app)
    .post(publicApi(token))
    .set('User-Agent', 'Mozilla/5.0 test')
    .send({ fullName: '  Ana Popescu  ' })
    .expect(201);
  expect(confirmed.body).toMatchObject({ fullName: 'Ana Popescu', version: 1, contentSha256: sha256(pdf) });

  // Single use: the second time is refused, clearly.
  const reused = await request(svc.app).post(publicApi(token)).send({ fullName: 'Ana Popescu' }).expect(410);
  expect(reused.body).toMatchObject({ code: 'gone', details: { reason: 'used' } });
  expect(reused.body.message).toContain('already used');
  await request(svc.app).get(publicApi(token)).expect(410);

  // Who, when, which version (its hash) and from where.
  const [record] = await svc.db.query<{ full_name: string; user_agent: string; ip_address: string }>(
    `SELECT full_name, user_agent, ip_address FROM documents.acknowledgements WHERE company_id = $1`,
    [companyId],
  );
  expect(record).toMatchObject({ full_name: 'Ana Popescu', user_agent: 'Mozilla/5.0 test' });
  expect(record!.ip_address).toBeTruthy();

  const list = await listOf(companyId, auth);
  expect(list.currentVersion).toBe(1);
  expect(list.requests).toHaveLength(1);
  expect(list.requests[0]).toMatchObject({
    version: 1,
    contentSha256: sha256(pdf),
    outdated: false,
    counts: { invited: 2, confirmed: 1, pending: 1, expired: 0 },
  });
  expect(list.requests[0]!.people.map((p) => [p.email, p.status, p.fullName])).toEqual([
    ['ana@firma.ro', 'CONFIRMED', 'Ana Popescu'],
    ['mihai@firma.ro', 'PENDING', null],
  ]);

  // The ledger has the confirmation after the version, and the chain still verifies; no name in it.
  const ledger = ZEvidenceLedgerSchema.parse(
    (await request(svc.app).get(api(companyId, 'ledger')).set('Authorization', auth).expect(200)).body,
  );
  expect(ledger.entries.map((e) => e.kind)).toEqual(['DOCUMENT_VERSION', 'ACKNOWLEDGEMENT']);
  expect(ledger.entries[1]).toMatchObject({
    subject: TYPE,
    details: { version: 1, contentSha256: sha256(pdf), via: 'EMAIL' },
  });
  expect(JSON.stringify(ledger.entries[1])).not.toContain('Ana');
  expect(ledger.verification.valid).toBe(true);
}, 30_000);

it('refuses bad input with 400 and the fields, an unknown link with 404, and another company’s admin with 403', async () => {
  const { companyId, auth } = await adminOf();
  await addVersion(companyId, 1);
  const bad = await request(svc.app)
    .post(acks(companyId))
    .set('Authorization', auth)
    .send({ emails: ['ana@firma.ro', 'not-an-address'] })
    .expect(400);
  expect(bad.body.details).toEqual([{ path: 'emails.1', message: 'validation.email.invalid' }]);
  const empty = await request(svc.app).post(acks(companyId)).set('Authorization', auth).send({ emails: [] });
  expect(empty.status).toBe(400);
  expect(empty.body.details[0].message).toBe('validation.emails.required');
  const many = Array.from({ length: 201 }, (_, i) => `p${i}@firma.ro`);
  const tooMany = await request(svc.app)
    .post(acks(companyId))
    .set('Authorization', auth)
    .send({ emails: many })
    .expect(400);
  expect(tooMany.body.details[0].message).toBe('validation.emails.tooMany');

  await request(svc.app)
    .post(acks(companyId))
    .set('Authorization', auth)
    .send({ emails: ['ana@firma.ro'] })
    .expect(201);
  const { token } = (await mails(companyId))[0]!;
  const noName = await request(svc.app).post(publicApi(token)).send({ fullName: ' A ' }).expect(400);
  expect(noName.body.details).toEqual([{ path: 'fullName', message: 'validation.fullName.required' }]);
  const long = await request(svc.app)
    .post(publicApi(token))
    .send({ fullName: 'A'.repeat(121) })
    .expect(400);
  expect(long.body.details[0].message).toBe('validation.fullName.tooLong');
  await request(svc.app)
    .get(publicApi('x'.repeat(43)))
    .expect(404);

  const other = await adminOf('Alta Firma SRL');
  await request(svc.app).get(acks(companyId)).set('Authorization', other.auth).expect(403);
  await request(svc.app)
    .post(acks(companyId))
    .set('Authorization', other.auth)
    .send({ emails: ['x@y.ro'] })
    .expect(403);
  await request(svc.app).post(acks(companyId, '/reminders')).set('Authorization', other.auth).expect(403);
  await request(svc.app).get(acks(companyId)).expect(401);
}, 30_000);

it('reminds the pending at most once a day (a new link each, the old one no longer opens)', async () => {
  const { companyId, auth } = await adminOf();
  await addVersion(companyId, 1);
  await request(svc.app).post(acks(companyId, '/reminders')).set('Authorization', auth).expect(409);
  await request(svc.app)
    .post(acks(companyId))
    .set('Authorization', auth)
    .send({ emails: ['ana@firma.ro'], language: 'en' })
    .expect(201);
  const [first] = await mails(companyId);
  expect(first!.locale).toBe('en');

  const reminded = await request(svc.app)
    .post(acks(companyId, '/reminders'))
    .set('Authorization', auth)
    .expect(200);
  expect(reminded.body).toEqual({ reminded: 1 });
  const [, reminder] = await mails(companyId);
  expect(reminder).toMatchObject({ email: 'ana@firma.ro', reminder: true });
  expect(reminder!.token).not.toBe(first!.token);
  await request(svc.app).get(publicApi(first!.token)).expect(404);
  await request(svc.app).get(publicApi(reminder!.token)).expect(200);

  const twice = await request(svc.app)
    .post(acks(companyId, '/reminders'))
    .set('Authorization', auth)
    .expect(429);
  expect(twice.body.details).toMatchObject({ reason: 'reminded-recently' });
  expect(twice.body.message).toContain('24 hours');
}, 30_000);

it('a shareable link lets several people confirm, each with their name, until revoked', async () => {
  const { companyId, auth } = await adminOf();
  await addVersion(companyId, 1);
  const created = await request(svc.app)
    .post(acks(companyId, '/link'))
    .set('Authorization', auth)
    .send({})
    .expect(201);
  expect(created.body.url).toMatch(/^https:\/\/conform\.example\/platform\/confirmare\/[A-Za-z0-9_-]+$/);
  const token = (created.body.url as string).split('/').pop()!;

  const page = await request(svc.app).get(publicApi(token)).expect(200);
  expect(page.body.via).toBe('LINK');
  await request(svc.app).post(publicApi(token)).send({ fullName: 'Ana Popescu' }).expect(201);
  await request(svc.app).post(publicApi(token)).send({ fullName: 'Mihai Ionescu' }).expect(201);

  const list = await listOf(companyId, auth);
  expect(list.requests[0]!.people.map((p) => [p.via, p.fullName, p.status])).toEqual([
    ['LINK', 'Ana Popescu', 'CONFIRMED'],
    ['LINK', 'Mihai Ionescu', 'CONFIRMED'],
  ]);
  expect(list.requests[0]!.link).toMatchObject({ active: true });

  await request(svc.app).delete(acks(companyId, '/link')).set('Authorization', auth).expect(204);
  const revoked = await request(svc.app).get(publicApi(token)).expect(410);
  expect(revoked.body.details).toEqual({ reason: 'revoked' });
  expect((await listOf(companyId, auth)).requests[0]!.link).toMatchObject({ active: false });
}, 30_000);

it('a newer version makes the request outdated: its links say so, and the admin asks again', async () => {
  const { companyId, auth } = await adminOf();
  await addVersion(companyId, 1);
  await request(svc.app)
    .post(acks(companyId))
    .set('Authorization', auth)
    .send({ emails: ['ana@firma.ro'] })
    .expect(201);
  const [old] = await mails(companyId);
  const v2 = await addVersion(companyId, 2);

  const refused = await request(svc.app).get(publicApi(old!.token)).expect(410);
  expect(refused.body.details).toEqual({ reason: 'outdated' });
  expect(refused.body.message).toContain('newer version');
  await request(svc.app).post(publicApi(old!.token)).send({ fullName: 'Ana Popescu' }).expect(410);

  let list = await listOf(companyId, auth);
  expect(list.currentVersion).toBe(2);
  expect(list.requests.map((r) => [r.version, r.outdated])).toEqual([[1, true]]);
  expect(list.requests[0]!.people[0]!.status).toBe('OUTDATED');

  // Asked again: the same address, now for version 2 and its hash.
  await request(svc.app)
    .post(acks(companyId))
    .set('Authorization', auth)
    .send({ emails: ['ana@firma.ro'] })
    .expect(201);
  const [, fresh] = await mails(companyId);
  expect(fresh!.version).toBe(2);
  list = await listOf(companyId, auth);
  expect(list.requests.map((r) => [r.version, r.outdated, r.contentSha256])).toEqual([
    [2, false, sha256(v2)],
    [1, true, expect.any(String)],
  ]);
}, 30_000);

it('an expired link answers 410 (a controlled clock), and reminders come again after 24 hours', async () => {
  const { companyId, uid } = await adminOf();
  await addVersion(companyId, 1);
  let clock = new Date('2026-12-01T09:00:00Z');
  const documents = createDocumentsRepository(svc.db.orm);
  const filesRepository = createFilesRepository(svc.db.orm);
  const storage = createFsStorage(join(DATA_DIR, 'files'));
  const domain = createAcknowledgementsDomain({
    db: svc.db,
    documents,
    files: createFilesDomain({
      db: svc.db,
      documents,
      files: filesRepository,
      storage,
      signer: createLinkSigner('test-link-secret-0123456789abcdef0123456789'),
      ttlSeconds: 900,
    }),
    filesRepository,
    storage,
    limiter: createRateLimiter(svc.db, 'documents.rate_limits'),
    settings: { publicUrl: 'https://conform.example', invitationDays: 30, linkDays: 30, perIpPerHour: 60 },
    now: () => clock,
  });
  await domain.invite(companyId, TYPE, uid, { emails: ['ana@firma.ro'] });
  const token = (await mails(companyId))[0]!.token;
  await expect(domain.read(token, '10.0.0.1')).resolves.toMatchObject({ version: 1 });

  clock = new Date('2026-12-31T09:00:01Z'); // 30 days and a second later
  const expired = await domain.read(token, '10.0.0.1').catch((err: unknown) => err);
  expect(expired).toBeInstanceOf(AppError);
  expect(expired).toMatchObject({ status: 410, details: { reason: 'expired' } });
  expect((await domain.list(companyId, TYPE)).requests[0]!.people[0]!.status).toBe('EXPIRED');

  // A reminder gives the expired invitation a new link; the next is refused until a day has passed.
  await expect(domain.remind(companyId, TYPE)).resolves.toEqual({ reminded: 1 });
  clock = new Date('2026-12-31T20:00:00Z');
  await expect(domain.remind(companyId, TYPE)).rejects.toMatchObject({ status: 429 });
  clock = new Date('2027-01-01T09:00:01Z');
  await expect(domain.remind(companyId, TYPE)).resolves.toEqual({ reminded: 1 });
  const reminder = (await mails(companyId)).at(-1)!;
  await expect(domain.read(reminder.token, '10.0.0.1')).resolves.toMatchObject({ via: 'EMAIL' });
}, 30_000);
