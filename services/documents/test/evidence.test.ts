/**
 * Signed copies uploaded back and the inspection pack, over HTTP: an agreement's signed PDF is kept
 * with the version it answers and its SHA-256, and recorded in the ledger; a file that is not a PDF
 * or image, too large, for a document nobody signs or from another company's admin is refused. The
 * pack is a ZIP with an index naming every file with its fingerprint, the documents as PDF and
 * Word, the Art. 30 spreadsheet, the signed copies and a ledger that verifies.
 */
import { createServer, type Server } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TDocumentCode } from '@conform/catalogues';
import { companiesService } from '@conform/companies-service';
import { configuratorService } from '@conform/configurator-service';
import {
  SIGNED_COPY_MAX_BYTES,
  ZEvidenceLedgerSchema,
  ZSignedDocumentSchema,
  ZSignedDocumentsSchema,
} from '@conform/contracts';
import { escapeHtml } from '@conform/server-kit';
import { insertTestCompany, startTestService, type TestService } from '@conform/server-kit/testing';
import { unzipSync } from 'fflate';
import request from 'supertest';
import { documentsService } from '../src/app.ts';
import type { TDocumentsConfig } from '../src/config.ts';
import { createDocumentsRepository } from '../src/documents/repository.ts';
import { createFsStorage } from '../src/files/storage.ts';
import { sha256, verifyLedger } from '../src/ledger/ledger.ts';
import { make } from './support/make.ts';

const DPA = 'CONTRACT_OPERATOR_PERSOANA_IMPUTERNICITA';
const RECORD = 'REGISTRU_OPERATOR';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

let svc: TestService<TDocumentsConfig>;
let renderer: Server;
let dataDir: string;
/** What the fake renderer was asked to print last (the index's HTML). */
let printed: string[] = [];

beforeAll(async () => {
  // A renderer that answers a PDF carrying the HTML it was given: the test reads what the index says.
  renderer = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const { html } = JSON.parse(body) as { html: string };
      printed.push(html);
      res.writeHead(200, { 'content-type': 'application/pdf' }).end(`%PDF-1.7\n${html}`);
    });
  });
  await new Promise<void>((resolve) => renderer.listen(0, '127.0.0.1', resolve));
  const port = (renderer.address() as { port: number }).port;
  dataDir = mkdtempSync(join(tmpdir(), 'evidence-data-'));
  svc = await startTestService(documentsService, {
    alsoMigrate: [companiesService, configuratorService],
    manualBackground: true,
    env: {
      INTERNAL_TOKEN: 'test-internal-token-0123456789abcdef',
      LINK_SECRET: 'test-link-secret-0123456789abcdef0123456789',
      DATA_DIR: dataDir,
      RENDERER_URL: `http://127.0.0.1:${port}`,
      JOB_CONCURRENCY: '1',
    },
  });
}, 60_000);
afterAll(async () => {
  await svc.close();
  await new Promise((resolve) => renderer.close(resolve));
});

const api = (companyId: string, path: string) => `/platform/api/documents/companies/${companyId}/${path}`;

async function adminOf(company: { platform?: 'ro' | 'int'; country?: string } = {}) {
  const uid = `user-${Math.random().toString(36).slice(2)}`;
  const companyId = await insertTestCompany(svc.db, {
    adminIds: [uid],
    name: 'Exemplu Servicii SRL',
    ...company,
  });
  return { companyId, auth: `Bearer ${await svc.tokenFor({ uid })}` };
}

/** A ready document version, as the worker records it: its PDF (and spreadsheet) in the storage. */
async function readyVersion(companyId: string, type: TDocumentCode, number: number, xlsx?: Buffer) {
  const storage = createFsStorage(join(dataDir, 'files'));
  const prepared = make(type, { version: number });
  const pdf = Buffer.from(`%PDF-1.7 ${type} version ${number}`);
  const id = `${type.toLowerCase().replace(/_/g, '')}${number}${companyId}`.slice(0, 60);
  await storage.put(`${companyId}/${type}/${id}.pdf`, pdf);
  if (xlsx) await storage.put(`${companyId}/${type}/${id}x.xlsx`, xlsx);
  await svc.db.query(
    `INSERT INTO documents.documents (company_id, type, product, status) VALUES ($1, $2, 'P', 'PROCESSING')
     ON CONFLICT DO NOTHING`,
    [companyId, type],
  );
  await svc.db.transaction((tx) =>
    createDocumentsRepository(svc.db.orm).recordVersion(tx, companyId, type, {
      number,
      language: 'ro',
      pdf: {
        id,
        path: `${companyId}/${type}/${id}.pdf`,
        name: `${prepared.tree.title} v${number}.pdf`,
        bytes: pdf.length,
        contentType: 'application/pdf',
      },
      ...(xlsx
        ? {
            xlsx: {
              id: `${id}x`,
              path: `${companyId}/${type}/${id}x.xlsx`,
              name: `${prepared.tree.title}.xlsx`,
              bytes: xlsx.length,
              contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            },
          }
        : {}),
      pdfSha256: sha256(pdf),
      docxSource: prepared.docxSource,
      sections: prepared.sections,
      changes: prepared.changes,
    }),
  );
  return pdf;
}

function upload(
  companyId: string,
  auth: string,
  type: string,
  query: string,
  body: Buffer,
  contentType: string,
) {
  return request(svc.app)
    .post(api(companyId, `documents/${type}/signed?${query}`))
    .set('Authorization', auth)
    .set('Content-Type', contentType)
    .send(body);
}

function binary(res: request.Response, done: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

describe('signed copies uploaded back', () => {
  it('keeps a signed PDF with the version it answers and its SHA-256, in the ledger, listed and downloadable', async () => {
    const { companyId, auth } = await adminOf();
    await readyVersion(companyId, DPA, 1);
    await readyVersion(companyId, DPA, 2);
    const signedPdf = Buffer.concat([PDF, Buffer.from('semnat de ambele părți')]);

    // The current version unless another is picked.
    const first = await upload(
      companyId,
      auth,
      DPA,
      `signedOn=2026-11-20&fileName=${encodeURIComponent('C:\\scan\\Contract semnat.pdf')}&note=${encodeURIComponent('Semnat cu furnizorul de salarizare')}`,
      signedPdf,
      'application/pdf',
    ).expect(201);
    const saved = ZSignedDocumentSchema.parse(first.body);
    expect(saved).toMatchObject({
      type: DPA,
      version: 2,
      fileName: 'Contract semnat.pdf',
      contentType: 'application/pdf',
      bytes: signedPdf.length,
      sha256: sha256(signedPdf),
      signedOn: '2026-11-20',
      note: 'Semnat cu furnizorul de salarizare',
    });
    expect(first.headers['cache-control']).toBe('no-store');
    const scan = await upload(companyId, auth, DPA, 'signedOn=2026-11-02&version=1', PNG, 'image/png').expect(
      201,
    );
    expect(scan.body).toMatchObject({ version: 1, contentType: 'image/png', note: null });

    const list = ZSignedDocumentsSchema.parse(
      (
        await request(svc.app)
          .get(api(companyId, `documents/${DPA}/signed`))
          .set('Authorization', auth)
          .expect(200)
      ).body,
    );
    expect(list.signed.map((s) => s.version).sort()).toEqual([1, 2]);

    // The ledger records each upload by its bytes' fingerprint, after the versions, and still verifies.
    const ledger = ZEvidenceLedgerSchema.parse(
      (await request(svc.app).get(api(companyId, 'ledger')).set('Authorization', auth).expect(200)).body,
    );
    expect(ledger.entries.map((e) => e.kind)).toEqual([
      'DOCUMENT_VERSION',
      'DOCUMENT_VERSION',
      'SIGNED_DOCUMENT',
      'SIGNED_DOCUMENT',
    ]);
    expect(ledger.entries[2]).toMatchObject({
      subject: DPA,
      digest: sha256(signedPdf),
      details: { id: saved.id, version: 2, signedOn: '2026-11-20' },
    });
    expect(verifyLedger(ledger.entries).valid).toBe(true);

    // Downloaded through an expiring signed link, byte for byte.
    const link = await request(svc.app)
      .post(api(companyId, `signed/${saved.id}/link`))
      .set('Authorization', auth)
      .send({})
      .expect(201);
    const file = await request(svc.app).get(link.body.url).buffer(true).parse(binary).expect(200);
    expect(Buffer.compare(file.body as Buffer, signedPdf)).toBe(0);
    expect(file.headers['content-disposition']).toContain('attachment; filename="Contract semnat.pdf"');
  });

  it('refuses what is not a PDF or an image, too large, not signable, undated or for a version that does not exist', async () => {
    const { companyId, auth } = await adminOf();
    await readyVersion(companyId, DPA, 1);
    // A text file declared as a PDF: its bytes say otherwise.
    const fake = await upload(
      companyId,
      auth,
      DPA,
      'signedOn=2026-11-20',
      Buffer.from('hello'),
      'application/pdf',
    );
    expect(fake.status).toBe(400);
    expect(fake.body.details).toEqual([{ path: 'file', message: 'validation.signedCopy.fileType' }]);
    // A type that is not accepted at all.
    const word = await upload(companyId, auth, DPA, 'signedOn=2026-11-20', PDF, 'application/msword');
    expect(word.status).toBe(400);
    expect(word.body.details).toEqual([{ path: 'file', message: 'validation.signedCopy.fileType' }]);
    const big = Buffer.concat([PDF, Buffer.alloc(SIGNED_COPY_MAX_BYTES)]);
    await upload(companyId, auth, DPA, 'signedOn=2026-11-20', big, 'application/pdf').expect(413);
    const undated = await upload(companyId, auth, DPA, 'note=x', PDF, 'application/pdf').expect(400);
    expect(JSON.stringify(undated.body.details)).toContain('signedOn');
    const future = await upload(companyId, auth, DPA, 'signedOn=2999-01-01', PDF, 'application/pdf').expect(
      400,
    );
    expect(future.body.details).toEqual([{ path: 'signedOn', message: 'validation.date.future' }]);
    const version = await upload(
      companyId,
      auth,
      DPA,
      'signedOn=2026-11-20&version=7',
      PDF,
      'application/pdf',
    );
    expect(version.status).toBe(400);
    expect(version.body.details).toEqual([{ path: 'version', message: 'validation.signedCopy.version' }]);
    await readyVersion(companyId, RECORD, 1);
    const notSigned = await upload(companyId, auth, RECORD, 'signedOn=2026-11-20', PDF, 'application/pdf');
    expect(notSigned.status).toBe(400);
    expect(notSigned.body.details).toEqual([{ path: 'type', message: 'validation.signedCopy.notSignable' }]);
    // Nothing was kept, nothing recorded.
    const list = await request(svc.app)
      .get(api(companyId, `documents/${DPA}/signed`))
      .set('Authorization', auth);
    expect(list.body).toEqual({ signed: [] });
  });

  it('answers another company’s admin 403 and a visitor 401', async () => {
    const { companyId } = await adminOf();
    await readyVersion(companyId, DPA, 1);
    const other = await adminOf();
    await upload(companyId, other.auth, DPA, 'signedOn=2026-11-20', PDF, 'application/pdf').expect(403);
    await request(svc.app)
      .get(api(companyId, `documents/${DPA}/signed`))
      .set('Authorization', other.auth)
      .expect(403);
    await request(svc.app)
      .get(api(companyId, 'inspection-pack'))
      .set('Authorization', other.auth)
      .expect(403);
    await request(svc.app).get(api(companyId, 'inspection-pack')).expect(401);
  });
});

describe('the inspection pack', () => {
  it('zips the index naming every file with its SHA-256, the documents as PDF and Word, the records, the signed copies and a ledger that verifies', async () => {
    const { companyId, auth } = await adminOf();
    const xlsx = Buffer.from('PK\u0003\u0004 the record of processing activities');
    await readyVersion(companyId, RECORD, 1, xlsx);
    await readyVersion(companyId, DPA, 1);
    const signedPdf = Buffer.concat([PDF, Buffer.from('semnat')]);
    await upload(
      companyId,
      auth,
      DPA,
      'signedOn=2026-11-20&fileName=semnat.pdf',
      signedPdf,
      'application/pdf',
    ).expect(201);
    await request(svc.app)
      .post(api(companyId, 'requests'))
      .set('Authorization', auth)
      .send({ right: 'ACCESS', receivedOn: '2026-11-02', person: 'Ioana Popescu', channel: 'EMAIL' })
      .expect(201);

    printed = [];
    const res = await request(svc.app)
      .get(api(companyId, 'inspection-pack?language=ro'))
      .set('Authorization', auth)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="Dosar pentru control Exemplu Servicii SRL \d{4}-\d{2}-\d{2}\.zip"/,
    );
    const zip = unzipSync(new Uint8Array(res.body as Buffer));
    const names = Object.keys(zip);
    expect(names[0]).toBe('00-index.pdf');
    expect(names.filter((n) => n.startsWith('documents/') && n.endsWith('.pdf'))).toHaveLength(2);
    expect(names.filter((n) => n.startsWith('documents/') && n.endsWith('.docx'))).toHaveLength(2);
    expect(names.filter((n) => n.startsWith('records/') && n.endsWith('.xlsx'))).toHaveLength(1);
    expect(names).toEqual(
      expect.arrayContaining([
        'signed/semnat.pdf',
        'registers/history.json',
        'ledger.json',
        'ledger-verification.txt',
      ]),
    );
    expect(Buffer.from(zip['signed/semnat.pdf']!).equals(signedPdf)).toBe(true);
    const docx = names.find((n) => n.endsWith('.docx'))!;
    expect(Buffer.from(zip[docx]!).subarray(0, 2).toString('latin1')).toBe('PK');

    // The index names every other file with the fingerprint of the bytes in the ZIP.
    const index = Buffer.from(zip['00-index.pdf']!).toString('utf8');
    expect(index.startsWith('%PDF-')).toBe(true);
    expect(index).toContain('Ce cuprinde acest dosar');
    expect(index).toContain('Exemplu Servicii SRL');
    for (const name of names.slice(1)) {
      expect(index).toContain(escapeHtml(name));
      expect(index).toContain(sha256(zip[name]!));
    }

    // The ledger in the pack is the company's, and verifies offline; its check is written beside it.
    const ledger = ZEvidenceLedgerSchema.parse(JSON.parse(Buffer.from(zip['ledger.json']!).toString('utf8')));
    expect(ledger.entries.map((e) => e.kind)).toEqual([
      'DOCUMENT_VERSION',
      'DOCUMENT_VERSION',
      'SIGNED_DOCUMENT',
      'REQUEST',
    ]);
    const verification = verifyLedger(ledger.entries);
    expect(verification.valid).toBe(true);
    expect(index).toContain(verification.head);
    expect(Buffer.from(zip['ledger-verification.txt']!).toString('utf8')).toContain(
      `Ledger valid: 4 entries, head ${verification.head}`,
    );
    expect(Buffer.from(zip['ledger-verification.txt']!).toString('utf8')).toContain(
      'node scripts/verify-ledger.ts ledger.json',
    );
    // The registers' history: the request's change, from the ledger.
    const history = JSON.parse(Buffer.from(zip['registers/history.json']!).toString('utf8')) as {
      entries: Array<{ kind: string }>;
    };
    expect(history.entries.map((e) => e.kind)).toEqual(['REQUEST']);

    // In English when asked.
    const en = await request(svc.app)
      .get(api(companyId, 'inspection-pack?language=en'))
      .set('Authorization', auth)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(en.headers['content-disposition']).toContain('filename="Inspection pack Exemplu Servicii SRL');
    expect(
      Buffer.from(unzipSync(new Uint8Array(en.body as Buffer))['00-index.pdf']!).toString('utf8'),
    ).toContain('What this pack contains');
  });

  it('adds the read confirmations (who, when in Romania’s time, which version, from where, and who has not confirmed) and each register as a spreadsheet with its history, all named in the index', async () => {
    const { companyId, auth } = await adminOf();
    const pdf = await readyVersion(companyId, DPA, 1);
    await request(svc.app)
      .post(api(companyId, `documents/${DPA}/acknowledgements`))
      .set('Authorization', auth)
      .send({ emails: ['ana@firma.ro', 'mihai@firma.ro'], language: 'ro' })
      .expect(201);
    const invitations = await svc.db.query<{ payload: { email: string; token: string } }>(
      `SELECT payload FROM platform_events.events
        WHERE type = 'acknowledgement.invited' AND payload->>'companyId' = $1`,
      [companyId],
    );
    const ana = invitations.find((i) => i.payload.email === 'ana@firma.ro')!.payload.token;
    const confirmed = await request(svc.app)
      .post(`/platform/api/documents/public/acknowledgements?token=${encodeURIComponent(ana)}`)
      .set('User-Agent', 'Mozilla/5.0 (test browser)')
      .send({ fullName: 'Ana Popescu' })
      .expect(201);

    const logged = await request(svc.app)
      .post(api(companyId, 'requests'))
      .set('Authorization', auth)
      .send({ right: 'ERASURE', receivedOn: '2026-11-02', person: 'Ioana Popescu', channel: 'EMAIL' })
      .expect(201);
    await request(svc.app)
      .post(api(companyId, `requests/${logged.body.id}/actions`))
      .set('Authorization', auth)
      .send({ action: 'ANSWER', on: '2026-11-10' })
      .expect(200);
    await request(svc.app)
      .post(api(companyId, 'breaches'))
      .set('Authorization', auth)
      .send({
        awareAt: '2026-11-03T08:00:00.000Z',
        nature: ['CONFIDENTIALITY'],
        description: 'Un laptop pierdut',
        subjectCategories: 'angajați',
        dataCategories: 'date de contact',
        consequences: 'puține',
        measures: 'parole schimbate',
      })
      .expect(201);
    await request(svc.app)
      .post(api(companyId, 'whistleblowing'))
      .set('Authorization', auth)
      .send({ receivedOn: '2026-11-04', channel: 'EMAIL', subject: 'Mită la achiziții' })
      .expect(201);

    printed = [];
    const res = await request(svc.app)
      .get(api(companyId, 'inspection-pack?language=ro'))
      .set('Authorization', auth)
      .buffer(true)
      .parse(binary)
      .expect(200);
    const zip = unzipSync(new Uint8Array(res.body as Buffer));
    const names = Object.keys(zip);
    const confirmations = 'acknowledgements/Confirmări de lectură.xlsx';
    const registers = [
      'registers/Registrul cererilor.xlsx',
      'registers/Registrul încălcărilor.xlsx',
      'registers/Registrul raportărilor.xlsx',
    ];
    expect(names).toEqual(expect.arrayContaining([confirmations, ...registers]));
    // The index names each with its fingerprint and says what it is.
    const index = Buffer.from(zip['00-index.pdf']!).toString('utf8');
    for (const name of [confirmations, ...registers]) {
      expect(index).toContain(escapeHtml(name));
      expect(index).toContain(sha256(zip[name]!));
    }
    expect(index).toContain('Confirmările de lectură ale personalului');
    expect(index).toContain('Orele din dosar sunt date în ora României (Europe/Bucharest).');
    expect(index).toContain('Registrul încălcărilor securității datelor, cu istoricul înscrierilor');

    const { default: ExcelJS } = await import('exceljs');
    const read = async (name: string) => {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(Buffer.from(zip[name]!) as unknown as ArrayBuffer);
      return workbook;
    };
    const rowsOf = (sheet: { getSheetValues(): unknown[] }) =>
      (sheet.getSheetValues().filter(Boolean) as unknown[][]).map((row) => row.slice(1));

    // One sheet per document asked to be read: the confirmed person, then the one still pending.
    const acks = await read(confirmations);
    expect(acks.worksheets).toHaveLength(1);
    expect(acks.worksheets[0]!.name.length).toBeLessThanOrEqual(31);
    const [header, first, second] = rowsOf(acks.worksheets[0]!);
    expect(header).toContain('Confirmat la (ora României, Europe/Bucharest)');
    const at = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Bucharest',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(confirmed.body.confirmedAt as string));
    expect(first!.slice(0, 8)).toEqual([
      1,
      sha256(pdf),
      'Confirmat',
      'ana@firma.ro',
      'Ana Popescu',
      at,
      expect.stringMatching(/\d/),
      'Mozilla/5.0 (test browser)',
    ]);
    expect(first![10]).toEqual(expect.any(Number));
    expect(second!.slice(0, 5)).toEqual([1, sha256(pdf), 'În așteptare', 'mihai@firma.ro', '']);

    // Each register: its rows, then every change the ledger recorded.
    const requests = await read(registers[0]!);
    expect(requests.worksheets.map((w) => w.name)).toEqual(['Cereri', 'Istoricul înscrierilor']);
    expect(rowsOf(requests.worksheets[0]!)[1]).toContain('Ioana Popescu');
    const history = rowsOf(requests.worksheets[1]!);
    expect(history[0]).toContain('Amprenta SHA-256 a datelor înscrise');
    expect(history.slice(1).map((row) => row.slice(2, 4))).toEqual([
      ['Înscrisă', 'În lucru'],
      ['Modificată', 'Răspuns trimis'],
    ]);
    const breaches = await read(registers[1]!);
    expect(breaches.worksheets.map((w) => w.name)).toEqual(['Încălcări', 'Istoricul înscrierilor']);
    expect(rowsOf(breaches.worksheets[0]!)[1]).toContain('Un laptop pierdut');
    const reports = await read(registers[2]!);
    expect(reports.worksheets.map((w) => w.name)).toEqual(['Raportări', 'Istoricul înscrierilor']);
    expect(rowsOf(reports.worksheets[0]!)[1]).toEqual(
      expect.arrayContaining(['Mită la achiziții', 'E-mail', '2026-11-04']),
    );

    // In English, the same files under English names and headers.
    const en = await request(svc.app)
      .get(api(companyId, 'inspection-pack?language=en'))
      .set('Authorization', auth)
      .buffer(true)
      .parse(binary)
      .expect(200);
    const enZip = unzipSync(new Uint8Array(en.body as Buffer));
    expect(Object.keys(enZip)).toEqual(
      expect.arrayContaining([
        'acknowledgements/Read confirmations.xlsx',
        'registers/Requests register.xlsx',
        'registers/Breach register.xlsx',
        'registers/Whistleblowing register.xlsx',
      ]),
    );
    // (Excel refuses a sheet named 'History': the register's history sheet is named otherwise.)
    const enRequests = new ExcelJS.Workbook();
    await enRequests.xlsx.load(
      Buffer.from(enZip['registers/Requests register.xlsx']!) as unknown as ArrayBuffer,
    );
    expect(enRequests.worksheets.map((w) => w.name)).toEqual(['Requests', 'Entry history']);
  });

  it("gives a company in Germany its pack's times in Berlin's time, the zone named in the index and the headers", async () => {
    const { companyId, auth } = await adminOf({ platform: 'int', country: 'DE' });
    await readyVersion(companyId, DPA, 1);
    await request(svc.app)
      .post(api(companyId, `documents/${DPA}/acknowledgements`))
      .set('Authorization', auth)
      .set('X-Platform', 'int')
      .send({ emails: ['anna@firma.de'], language: 'en' })
      .expect(201);
    const [invitation] = await svc.db.query<{ payload: { token: string } }>(
      `SELECT payload FROM platform_events.events
        WHERE type = 'acknowledgement.invited' AND payload->>'companyId' = $1`,
      [companyId],
    );
    const confirmed = await request(svc.app)
      .post(
        `/platform/api/documents/public/acknowledgements?token=${encodeURIComponent(invitation!.payload.token)}`,
      )
      .send({ fullName: 'Anna Schmidt' })
      .expect(201);
    await request(svc.app)
      .post(api(companyId, 'breaches'))
      .set('Authorization', auth)
      .set('X-Platform', 'int')
      // 08:00 UTC on 3 November: 09:00 in Berlin, 10:00 in Bucharest.
      .send({
        awareAt: '2026-11-03T08:00:00.000Z',
        nature: ['CONFIDENTIALITY'],
        description: 'A lost laptop',
        subjectCategories: 'employees',
        dataCategories: 'contact details',
        consequences: 'few',
        measures: 'passwords changed',
      })
      .expect(201);

    const res = await request(svc.app)
      .get(api(companyId, 'inspection-pack?language=en'))
      .set('Authorization', auth)
      .set('X-Platform', 'int')
      .buffer(true)
      .parse(binary)
      .expect(200);
    const zip = unzipSync(new Uint8Array(res.body as Buffer));
    const index = Buffer.from(zip['00-index.pdf']!).toString('utf8');
    expect(index).toContain('Times in the pack are given in Central European Time (Europe/Berlin).');
    expect(index).not.toMatch(/Romania time|Europe\/Bucharest/);

    const { default: ExcelJS } = await import('exceljs');
    const rowsOf = async (name: string) => {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(Buffer.from(zip[name]!) as unknown as ArrayBuffer);
      return (workbook.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][]).map((row) =>
        row.slice(1),
      );
    };
    const [header, row] = await rowsOf('acknowledgements/Read confirmations.xlsx');
    const confirmedColumn = header!.indexOf('Confirmed at (Central European Time, Europe/Berlin)');
    expect(confirmedColumn).toBeGreaterThan(-1);
    const inBerlin = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Berlin',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(confirmed.body.confirmedAt as string));
    expect(row![confirmedColumn]).toBe(inBerlin);

    const [breachHeader, breach] = await rowsOf('registers/Breach register.xlsx');
    expect(breachHeader![1]).toBe('Became aware on (Central European Time, Europe/Berlin)');
    expect(breach![1]).toBe('2026-11-03 09:00');
  });

  it('says there is nothing to pack yet (404) and refuses an unknown language (400)', async () => {
    const { companyId, auth } = await adminOf();
    await request(svc.app).get(api(companyId, 'inspection-pack')).set('Authorization', auth).expect(404);
    const bad = await request(svc.app)
      .get(api(companyId, 'inspection-pack?language=de'))
      .set('Authorization', auth)
      .expect(400);
    expect(JSON.stringify(bad.body.details)).toContain('language');
  });
});
