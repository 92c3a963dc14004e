import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, get as httpGet, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { companiesService } from '@conform/companies-service';
import { configuratorService } from '@conform/configurator-service';
import {
  ZDocumentVersionDiffSchema,
  type TCompanyDocument,
  type TCompanyDocuments,
  type TToComplete,
  ZStandardInterestAnswersSchema,
} from '@conform/contracts';
import { PLATFORM_EVENTS, type TPlatformEvent } from '@conform/contracts/events';
import { publishEvent, type PublishedEvent } from '@conform/server-kit';
import { rendererService } from '@conform/renderer';
import { insertTestCompany, startTestService, type TestService } from '@conform/server-kit/testing';
import ExcelJS from 'exceljs';
import request from 'supertest';
import { findProduct } from '@conform/catalogues';
import { documentsService } from '../src/app.ts';
import { prepareDocument } from '../src/engine/render.ts';
import { sampleCompany, sampleSituations } from '../src/engine/sample.ts';
import type { TDocumentsConfig } from '../src/config.ts';
import { createLinkSigner } from '../src/files/signing.ts';
import { createFsStorage } from '../src/files/storage.ts';

const TOKEN = 'test-internal-token-0123456789abcdef';
const LINK_SECRET = 'test-link-secret-0123456789abcdef0123456789';
const SLOW = 60_000;
const GUIDE = 'GHID_UTILIZARE_DOCUMENTE';

function binary(res: request.Response, done: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'documents-test-'));
  writeFileSync(join(dir, 'doc.pdf'), pdf);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', join(dir, 'doc.pdf'), '-'], { encoding: 'utf8' });
}

function findDocument(body: TCompanyDocuments, type: string): TCompanyDocument | undefined {
  return body.groups.flatMap((g) => g.documents).find((d) => d.type === type);
}

let renderer: TestService<unknown>;
let rendererServer: Server;
let svc: TestService<TDocumentsConfig>;

async function startDocuments(env: Record<string, string>): Promise<TestService<TDocumentsConfig>> {
  return startTestService(documentsService, {
    alsoMigrate: [companiesService, configuratorService],
    env: {
      INTERNAL_TOKEN: TOKEN,
      LINK_SECRET,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'documents-data-')),
      JOB_POLL_MS: '50',
      ...env,
    },
  });
}

beforeAll(async () => {
  renderer = await startTestService(rendererService, {
    env: { INTERNAL_TOKEN: TOKEN, RENDER_POOL_SIZE: '2' },
  });
  rendererServer = renderer.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => rendererServer.once('listening', resolve));
  const port = (rendererServer.address() as AddressInfo).port;
  svc = await startDocuments({ RENDERER_URL: `http://127.0.0.1:${port}` });
}, SLOW);
afterAll(async () => {
  await svc.close();
  rendererServer.closeAllConnections();
  await new Promise((resolve) => rendererServer.close(resolve));
  await renderer.close();
});

async function adminOf(service: TestService<TDocumentsConfig>, company: { name?: string } = {}) {
  const uid = `user-${Math.random().toString(36).slice(2)}`;
  const companyId = await insertTestCompany(service.db, { adminIds: [uid], ...company });
  return { companyId, auth: `Bearer ${await service.tokenFor({ uid })}` };
}

/** Waits until the document leaves PROCESSING (the worker renders in the background). */
async function settled(
  service: TestService<TDocumentsConfig>,
  companyId: string,
  auth: string,
  type = GUIDE,
): Promise<{ body: TCompanyDocuments; document: TCompanyDocument }> {
  for (let i = 0; i < 300; i++) {
    const res = await request(service.app)
      .get(`/platform/api/documents/companies/${companyId}`)
      .set('Authorization', auth)
      .expect(200);
    const body = res.body as TCompanyDocuments;
    const document = findDocument(body, type);
    if (document && document.status !== 'PROCESSING') return { body, document };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the document stayed PROCESSING');
}

function download(service: TestService<TDocumentsConfig>, url: string) {
  return request(service.app).get(url).buffer(true).parse(binary);
}

describe('documents: access', () => {
  it('answers 401 without a session and 403 to a user who is not an admin of the company', async () => {
    const { companyId } = await adminOf(svc);
    const stranger = `Bearer ${await svc.tokenFor({ uid: 'someone-else' })}`;
    await request(svc.app).get(`/platform/api/documents/companies/${companyId}`).expect(401);
    const list = await request(svc.app)
      .get(`/platform/api/documents/companies/${companyId}`)
      .set('Authorization', stranger)
      .expect(403);
    expect(list.body.code).toBe('forbidden');
    await request(svc.app)
      .put(`/platform/api/companies/${companyId}/documents/update`)
      .set('Authorization', stranger)
      .expect(403);
    await request(svc.app)
      .post(`/platform/api/documents/companies/${companyId}/documents/${GUIDE}/link`)
      .set('Authorization', stranger)
      .expect(403);
  });

  it('answers 403 when the company belongs to another edition', async () => {
    const { companyId, auth } = await adminOf(svc);
    await request(svc.app)
      .get(`/platform/api/documents/companies/${companyId}`)
      .set('Authorization', auth)
      .set('X-Platform', 'int')
      .expect(403);
  });
});

describe('documents: health', () => {
  /** The render worker's concurrency on the service's health answer, once it stops changing (it grows after start). */
  async function jobConcurrency(service: TestService<TDocumentsConfig>, expected: number): Promise<unknown> {
    let concurrency: unknown;
    for (let i = 0; i < 100 && concurrency !== expected; i++) {
      const res = await request(service.app).get('/platform/api/documents/health').expect(200);
      concurrency = (res.body as { jobs?: { concurrency?: unknown } }).jobs?.concurrency;
      if (concurrency !== expected) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return concurrency;
  }

  it(
    "reports a job concurrency that follows the renderer's configured pool size: one render per page, plus one",
    async () => {
      const renderer = await request(rendererServer).get('/platform/api/renderer/health').expect(200);
      expect(renderer.body.poolSize).toBe(2);
      expect(await jobConcurrency(svc, 3)).toBe(3);

      // Another pool size (a stand-in renderer's health answer): the worker follows it.
      const stand = createServer((req, res) => {
        if (req.url === '/platform/api/renderer/health') {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ status: 'ok', db: 'ok', browser: 'ready', poolSize: 5 }));
        } else res.writeHead(503).end();
      });
      stand.listen(0, '127.0.0.1');
      await new Promise((resolve) => stand.once('listening', resolve));
      const other = await startDocuments({
        RENDERER_URL: `http://127.0.0.1:${(stand.address() as AddressInfo).port}`,
      });
      try {
        expect(await jobConcurrency(other, 6)).toBe(6);
      } finally {
        await other.close();
        stand.closeAllConnections();
        await new Promise((resolve) => stand.close(resolve));
      }
    },
    SLOW,
  );
});

describe('documents: listing', () => {
  it('shows an unknown type with its code as the name and the description UNKNOWN', async () => {
    const { companyId, auth } = await adminOf(svc);
    await svc.db.query(
      `INSERT INTO documents.documents (company_id, type, product, path, status)
       VALUES ($1, 'OLD_RETIRED_TYPE', 'UTILS', $2, 'READY')`,
      [companyId, `${companyId}/OLD_RETIRED_TYPE/x.pdf`],
    );
    const res = await request(svc.app)
      .get(`/platform/api/documents/companies/${companyId}`)
      .set('Authorization', auth)
      .expect(200);
    expect(findDocument(res.body, 'OLD_RETIRED_TYPE')).toMatchObject({
      product: 'UTILS',
      status: 'READY',
      name: { ro: 'OLD_RETIRED_TYPE', en: 'OLD_RETIRED_TYPE' },
      description: { ro: 'UNKNOWN', en: 'UNKNOWN' },
      guide: null,
    });
  });

  it('groups by product: bought packages available, pending ones a locked preview; no-products flag', async () => {
    const empty = await adminOf(svc);
    const none = await request(svc.app)
      .get(`/platform/api/documents/companies/${empty.companyId}`)
      .set('Authorization', empty.auth)
      .expect(200);
    expect(none.body).toEqual({ companyId: empty.companyId, hasProducts: false, groups: [] });

    const { companyId, auth } = await adminOf(svc);
    await svc.db.query(
      `UPDATE companies.companies SET products_purchased = '{EMPLOYEES}', products_pending = '{CCTV}' WHERE id = $1`,
      [companyId],
    );
    const res = await request(svc.app)
      .get(`/platform/api/documents/companies/${companyId}`)
      .set('Authorization', auth)
      .expect(200);
    const body = res.body as TCompanyDocuments;
    expect(body.hasProducts).toBe(true);
    expect(body.groups.map((g) => [g.product, g.available])).toEqual([
      ['EMPLOYEES', true],
      ['CCTV', false],
    ]);
    expect(body.groups[0]!.name.ro).toBeTruthy();
    expect(body.groups[0]!.documents.every((d) => d.status === 'NOT_CONFIGURED')).toBe(true);
    expect(body.groups[1]!.documents.every((d) => d.status === 'LOCKED')).toBe(true);
    const first = body.groups[0]!.documents[0]!;
    expect(first.name.ro).not.toBe(first.type);
    expect(first.guide?.where.en).toBeTruthy();
  });
});

describe('documents: generation', () => {
  it(
    'update answers 202 at once, then the guide becomes READY with a PDF naming the company',
    async () => {
      const { companyId, auth } = await adminOf(svc, { name: 'Țesătoria Șoimul Mărășești SRL' });
      await svc.db.query(`UPDATE companies.companies SET products_purchased = '{EMPLOYEES}' WHERE id = $1`, [
        companyId,
      ]);
      const accepted = await request(svc.app)
        .put(`/platform/api/companies/${companyId}/documents/update`)
        .set('Authorization', auth)
        .expect(202);
      expect(findDocument(accepted.body, GUIDE)).toMatchObject({ product: 'UTILS', status: 'PROCESSING' });

      const { document } = await settled(svc, companyId, auth);
      expect(document.status).toBe('READY');
      expect(document.path).toMatch(new RegExp(`^${companyId}/${GUIDE}/\\w+\\.pdf$`));
      expect(document.name.ro).toBe('Ghid de utilizare a documentelor');

      const link = await request(svc.app)
        .post(`/platform/api/documents/companies/${companyId}/documents/${GUIDE}/link`)
        .set('Authorization', auth)
        .send({ disposition: 'attachment' })
        .expect(201);
      expect(link.body.url).toMatch(
        /^\/platform\/api\/documents\/companies\/\w+\/files\/\w+\?exp=\d+&d=attachment&sig=/,
      );
      const file = await download(svc, link.body.url).expect(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toMatch(/^attachment; filename="Ghid de utilizare/);
      const pdf = file.body as Buffer;
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(pdf);
      expect(text).toContain('Țesătoria Șoimul Mărășești SRL');
      expect(text).toContain('18547290');
      expect(text).toContain('Cine suntem: operatorul datelor');
      expect(text).toContain('București');
      // The purchased package and one of its documents' guides are listed.
      expect(text).toMatch(/Angaja/);
    },
    SLOW,
  );

  it(
    'generates in English for an English interface, and regenerating replaces the file',
    async () => {
      const { companyId, auth } = await adminOf(svc, { name: 'Brașov Tools SRL' });
      await request(svc.app)
        .put(`/platform/api/companies/${companyId}/documents/update`)
        .set('Authorization', auth)
        .set('Accept-Language', 'en')
        .expect(202);
      const first = (await settled(svc, companyId, auth)).document;
      const link = await request(svc.app)
        .post(`/platform/api/documents/companies/${companyId}/documents/${GUIDE}/link`)
        .set('Authorization', auth)
        .send({ disposition: 'inline' })
        .expect(201);
      const file = await download(svc, link.body.url).expect(200);
      expect(file.headers['content-disposition']).toMatch(/^inline;/);
      // The documents page shows it in a frame: our pages may frame it, no other site may.
      expect(file.headers['content-security-policy']).toBe("frame-ancestors 'self'");
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      const text = pdfText(file.body as Buffer);
      expect(text).toContain('Who we are: the controller');
      expect(text).toContain('Brașov Tools SRL');

      await request(svc.app)
        .put(`/platform/api/companies/${companyId}/documents/update`)
        .set('Authorization', auth)
        .expect(202);
      const second = (await settled(svc, companyId, auth)).document;
      expect(second.status).toBe('READY');
      expect(second.path).not.toBe(first.path);
      expect(second.version).toBe((first.version ?? 0) + 1);
      // The earlier version is kept: its file still opens, and the history lists both.
      await download(svc, link.body.url).expect(200);
      const versions = await request(svc.app)
        .get(`/platform/api/documents/companies/${companyId}/documents/${GUIDE}/versions`)
        .set('Authorization', auth)
        .expect(200);
      expect(versions.body.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    },
    SLOW,
  );

  it(
    'makes an English package’s documents in English next to the Romanian ones, each with its own file',
    async () => {
      const { companyId, auth } = await adminOf(svc, { name: 'Pensiunea Dor de Munte SRL' });
      await svc.db.query(
        `UPDATE companies.companies SET products_purchased = $2, products_configured = $2 WHERE id = $1`,
        [companyId, ['ONLINE_APP', 'ONLINE_APP_EN']],
      );
      await request(svc.app)
        .put(`/platform/api/companies/${companyId}/documents/update`)
        .set('Authorization', auth)
        .expect(202);
      const { body } = await settled(svc, companyId, auth, 'POLITICA_COOKIES.en');
      const romanian = findDocument(body, 'POLITICA_COOKIES');
      const english = findDocument(body, 'POLITICA_COOKIES.en');
      expect(romanian).toMatchObject({
        product: 'ONLINE_APP',
        name: { ro: 'Politică privind cookie-urile' },
      });
      expect(english).toMatchObject({
        product: 'ONLINE_APP_EN',
        name: { ro: 'Politică privind cookie-urile (în limba engleză)', en: 'Cookie policy (English)' },
      });
      const text = async (key: string) => {
        expect((await settled(svc, companyId, auth, key)).document).toMatchObject({
          type: key,
          status: 'READY',
        });
        const link = await request(svc.app)
          .post(`/platform/api/documents/companies/${companyId}/documents/${key}/link`)
          .set('Authorization', auth)
          .send({ disposition: 'attachment' })
          .expect(201);
        return pdfText((await download(svc, link.body.url).expect(200)).body as Buffer);
      };
      // The Romanian interface asked for the update: the English package's edition is English all the same.
      expect(await text('POLITICA_COOKIES')).toContain('Ce sunt cookie-urile');
      const en = await text('POLITICA_COOKIES.en');
      expect(en).toContain('What cookies are');
      expect(en).toContain('Pensiunea Dor de Munte SRL');
      await request(svc.app)
        .get(`/platform/api/documents/companies/${companyId}/documents/POLITICA_COOKIES.en/versions`)
        .set('Authorization', auth)
        .expect(200);
      // A key names a language of the two: anything else is refused.
      await request(svc.app)
        .get(`/platform/api/documents/companies/${companyId}/documents/POLITICA_COOKIES.de/versions`)
        .set('Authorization', auth)
        .expect(400);
    },
    SLOW,
  );

  it(
    'makes each channel its own policies, named after it, and retires those of a channel removed',
    async () => {
      const { companyId, auth } = await adminOf(svc, { name: 'Librăria de Cartier SRL' });
      const site = (id: string, name: string, url: string, products: string[], languages: string[]) => ({
        id,
        kind: 'WEBSITE',
        name,
        url,
        languages,
        products,
        tools: [],
      });
      const shop = site(
        'shop1',
        'Librăria online',
        'https://librarie.example.ro',
        ['ONLINE_SHOP'],
        ['ro', 'en'],
      );
      const app = site('app1', 'Cititorul', 'https://cititorul.example.ro', ['ONLINE_APP'], ['ro']);
      const setChannels = (channels: unknown[]) =>
        svc.db.query(`UPDATE companies.companies SET channels = $2 WHERE id = $1`, [
          companyId,
          JSON.stringify(channels),
        ]);
      await svc.db.query(
        `UPDATE companies.companies SET products_purchased = $2, products_configured = $2 WHERE id = $1`,
        [companyId, ['ONLINE_SHOP', 'ONLINE_SHOP_EN', 'ONLINE_APP']],
      );
      await setChannels([shop, app]);
      const update = () =>
        request(svc.app)
          .put(`/platform/api/companies/${companyId}/documents/update`)
          .set('Authorization', auth)
          .expect(202);
      await update();
      for (const key of ['POLITICA_CONFIDENTIALITATE@shop1', 'POLITICA_CONFIDENTIALITATE@shop1.en'])
        expect((await settled(svc, companyId, auth, key)).document.status).toBe('READY');
      const { body } = await settled(svc, companyId, auth, 'POLITICA_CONFIDENTIALITATE@app1');
      const keys = body.groups.flatMap((g) => g.documents.map((d) => d.type));
      expect(keys.filter((k) => k.startsWith('POLITICA_CONFIDENTIALITATE')).sort()).toEqual([
        'POLITICA_CONFIDENTIALITATE@app1',
        'POLITICA_CONFIDENTIALITATE@shop1',
        'POLITICA_CONFIDENTIALITATE@shop1.en',
      ]);
      expect(findDocument(body, 'POLITICA_CONFIDENTIALITATE@shop1.en')?.name).toMatchObject({
        ro: 'Politică de confidențialitate – Librăria online (în limba engleză)',
        en: 'Privacy policy – Librăria online (English)',
      });
      const text = async (key: string) => {
        const link = await request(svc.app)
          .post(`/platform/api/documents/companies/${companyId}/documents/${key}/link`)
          .set('Authorization', auth)
          .send({ disposition: 'attachment' })
          .expect(201);
        return pdfText((await download(svc, link.body.url).expect(200)).body as Buffer);
      };
      const appPolicy = await text('POLITICA_CONFIDENTIALITATE@app1');
      expect(appPolicy).toContain('https://cititorul.example.ro');
      expect(appPolicy).not.toContain('https://librarie.example.ro');
      const english = await text('POLITICA_CONFIDENTIALITATE@shop1.en');
      expect(english).toContain('https://librarie.example.ro');
      expect(english).toContain('Privacy policy');

      // The app's channel removed: its package's policy is made for the website, the channel's hidden.
      await setChannels([shop]);
      await update();
      const after = (await settled(svc, companyId, auth, 'POLITICA_CONFIDENTIALITATE')).body;
      const left = after.groups.flatMap((g) => g.documents.map((d) => d.type));
      expect(left).not.toContain('POLITICA_CONFIDENTIALITATE@app1');
      expect(left).toContain('POLITICA_CONFIDENTIALITATE@shop1');
      const toComplete = await request(svc.app)
        .get(`/platform/api/documents/companies/${companyId}/to-complete`)
        .set('Authorization', auth)
        .expect(200);
      const asked = (toComplete.body as TToComplete).questions.flatMap((q) => q.documents);
      expect(asked).not.toContain('POLITICA_CONFIDENTIALITATE@app1');
      // Its file is no longer handed out; the channel back, it would be made again.
      await request(svc.app)
        .post(`/platform/api/documents/companies/${companyId}/documents/POLITICA_CONFIDENTIALITATE@app1/link`)
        .set('Authorization', auth)
        .send({ disposition: 'attachment' })
        .expect(403);
    },
    SLOW,
  );

  it(
    'makes a version’s Word copy on its first download, once, saying what that version’s PDF says',
    async () => {
      const { companyId, auth } = await adminOf(svc, { name: 'Cărțile Vechi SRL' });
      const update = () =>
        request(svc.app)
          .put(`/platform/api/companies/${companyId}/documents/update`)
          .set('Authorization', auth)
          .expect(202);
      const docxLink = (version?: number) =>
        request(svc.app)
          .post(`/platform/api/documents/companies/${companyId}/documents/${GUIDE}/link`)
          .set('Authorization', auth)
          .send({ format: 'docx', disposition: 'inline', ...(version ? { version } : {}) })
          .expect(201)
          .then((res) => res.body.url as string);
      const fileOf = (url: string) => new URL(url, 'http://x').pathname.split('/').pop();
      const wordText = async (url: string) => {
        const file = await download(svc, url).expect(200);
        expect(file.headers['content-type']).toBe(
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        );
        expect(file.headers['content-disposition']).toMatch(
          /^attachment; filename="Ghid de utilizare[^"]*\.docx"/,
        );
        const path = join(mkdtempSync(join(tmpdir(), 'docx-')), 'document.docx');
        writeFileSync(path, file.body as Buffer);
        return execFileSync('unzip', ['-p', path, 'word/document.xml'], { encoding: 'utf8' });
      };

      await update();
      const first = (await settled(svc, companyId, auth)).document;
      expect(first.formats).toEqual(['pdf', 'docx']);
      // Two downloads at once make one file; a later one gets it again.
      const [a, b] = await Promise.all([docxLink(), docxLink()]);
      expect(fileOf(a)).toBe(fileOf(b));
      expect(fileOf(await docxLink())).toBe(fileOf(a));
      const made = await svc.db.query(
        `SELECT id FROM documents.files WHERE company_id = $1 AND content_type LIKE '%wordprocessingml%'`,
        [companyId],
      );
      expect(made).toHaveLength(1);
      expect(await wordText(a)).toContain('Cărțile Vechi SRL');

      // The company is renamed: version 2 says the new name, version 1's copy still the old one.
      await svc.db.query(
        `UPDATE companies.companies SET info = jsonb_set(info, '{name}', '"Cărțile Noi SRL"') WHERE id = $1`,
        [companyId],
      );
      await update();
      await settled(svc, companyId, auth);
      const oldCopy = await wordText(await docxLink(1));
      expect(oldCopy).toContain('Cărțile Vechi SRL');
      expect(oldCopy).not.toContain('Cărțile Noi SRL');
      expect(await wordText(await docxLink())).toContain('Cărțile Noi SRL');
    },
    SLOW,
  );

  it(
    'marks the document ERROR when the renderer cannot be reached',
    async () => {
      const broken = await startDocuments({ RENDERER_URL: 'http://127.0.0.1:9', JOB_MAX_ATTEMPTS: '1' });
      try {
        const { companyId, auth } = await adminOf(broken);
        await request(broken.app)
          .put(`/platform/api/companies/${companyId}/documents/update`)
          .set('Authorization', auth)
          .expect(202);
        const { document } = await settled(broken, companyId, auth);
        expect(document.status).toBe('ERROR');
        const link = await request(broken.app)
          .post(`/platform/api/documents/companies/${companyId}/documents/${GUIDE}/link`)
          .set('Authorization', auth)
          .expect(409);
        expect(link.body.code).toBe('conflict');
      } finally {
        await broken.close();
      }
    },
    SLOW,
  );
});

describe('documents: the Art. 30 record as a spreadsheet', () => {
  it(
    'makes the XLSX with the PDF of the controller record and offers it with the version',
    async () => {
      const uid = `user-${Math.random().toString(36).slice(2)}`;
      const companyId = await insertTestCompany(svc.db, {
        adminIds: [uid],
        name: 'Evidența Exactă SRL',
        products: { purchased: ['INTERNAL_POLICIES'], configured: ['INTERNAL_POLICIES'] },
      });
      const auth = `Bearer ${await svc.tokenFor({ uid })}`;
      await request(svc.app)
        .put(`/platform/api/companies/${companyId}/documents/update`)
        .set('Authorization', auth)
        .expect(202);
      const { document } = await settled(svc, companyId, auth, 'REGISTRU_OPERATOR');
      expect(document).toMatchObject({ status: 'READY', formats: ['pdf', 'docx', 'xlsx'] });
      // Only the record has a spreadsheet.
      expect((await settled(svc, companyId, auth, 'EIPD')).document.formats).toEqual(['pdf', 'docx']);

      const link = await request(svc.app)
        .post(`/platform/api/documents/companies/${companyId}/documents/REGISTRU_OPERATOR/link`)
        .set('Authorization', auth)
        .send({ format: 'xlsx', disposition: 'inline' })
        .expect(201);
      const file = await download(svc, link.body.url as string).expect(200);
      expect(file.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      // A spreadsheet is downloaded, never shown in the preview frame.
      expect(file.headers['content-disposition']).toMatch(/^attachment; filename="[^"]*\.xlsx"/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(file.body);
      const cells: string[] = [];
      workbook.eachSheet((sheet) =>
        sheet.eachRow((row) => {
          for (const value of (row.values as unknown[]).slice(1))
            if (typeof value === 'string') cells.push(value);
        }),
      );
      expect(cells.join('\n')).toContain('Evidența Exactă SRL');

      const versions = await request(svc.app)
        .get(`/platform/api/documents/companies/${companyId}/documents/REGISTRU_OPERATOR/versions`)
        .set('Authorization', auth)
        .expect(200);
      expect(versions.body.versions[0].formats).toEqual(['pdf', 'docx', 'xlsx']);
    },
    SLOW * 2,
  );
});

describe('documents: drafts from the registers', () => {
  it(
    "prints a logged request's response letter and a logged breach's notification, prefilled, for the package's owners",
    async () => {
      const uid = `user-${Math.random().toString(36).slice(2)}`;
      const companyId = await insertTestCompany(svc.db, {
        adminIds: [uid],
        name: 'Registrele Vii SRL',
        products: { purchased: ['INTERNAL_POLICIES'], configured: ['INTERNAL_POLICIES'] },
      });
      const auth = `Bearer ${await svc.tokenFor({ uid })}`;
      const base = `/platform/api/documents/companies/${companyId}`;
      const { body: logged } = await request(svc.app)
        .post(`${base}/requests`)
        .set('Authorization', auth)
        .send({ right: 'ERASURE', receivedOn: '2026-01-31', person: 'Ioana Popescu', channel: 'EMAIL' })
        .expect(201);
      const letter = await request(svc.app)
        .get(`${base}/requests/${logged.id as string}/response`)
        .set('Authorization', auth)
        .set('Accept-Language', 'ro')
        .buffer(true)
        .parse(binary)
        .expect(200);
      expect(letter.headers['content-type']).toBe('application/pdf');
      const text = pdfText(letter.body as Buffer).replace(/\s+/g, ' ');
      expect(text).toContain('Registrele Vii SRL');
      expect(text).toContain('Ioana Popescu');
      expect(text).toContain(logged.number as string);

      const { body: breach } = await request(svc.app)
        .post(`${base}/breaches`)
        .set('Authorization', auth)
        .send({
          awareAt: '2026-03-02T08:00:00.000Z',
          nature: ['CONFIDENTIALITY'],
          description: 'Un e-mail cu fluturașii de salariu trimis greșit.',
          subjectCategories: 'Angajați',
          subjectsCount: 12,
          dataCategories: 'Salarii',
          consequences: 'Divulgarea salariilor.',
          measures: 'Destinatarul a confirmat ștergerea.',
        })
        .expect(201);
      const draft = await request(svc.app)
        .get(`${base}/breaches/${breach.id as string}/notification`)
        .set('Authorization', auth)
        .set('Accept-Language', 'ro')
        .buffer(true)
        .parse(binary)
        .expect(200);
      const draftText = pdfText(draft.body as Buffer).replace(/\s+/g, ' ');
      expect(draftText).toContain('fluturașii de salariu trimis greșit');
      expect(draftText).toContain(breach.number as string);

      // Without the package there are no drafts (the templates are in it); another company gets nothing.
      const other = await adminOf(svc);
      const { body: theirs } = await request(svc.app)
        .post(`/platform/api/documents/companies/${other.companyId}/requests`)
        .set('Authorization', other.auth)
        .send({ right: 'ACCESS', receivedOn: '2026-01-05', person: 'X', channel: 'EMAIL' })
        .expect(201);
      const refused = await request(svc.app)
        .get(`/platform/api/documents/companies/${other.companyId}/requests/${theirs.id as string}/response`)
        .set('Authorization', other.auth)
        .expect(409);
      expect(refused.body.message).toMatch(/internal policies package/);
      await request(svc.app)
        .get(`${base}/requests/${logged.id as string}/response`)
        .set('Authorization', other.auth)
        .expect(403);
    },
    SLOW,
  );
});

describe('documents: the archive', () => {
  it(
    'offers the archive once a document is ready: every ready document as PDF and Word, for its admins only',
    async () => {
      const { companyId, auth } = await adminOf(svc, { name: 'Arhiva Completă SRL' });
      const list = () =>
        request(svc.app)
          .get(`/platform/api/documents/companies/${companyId}`)
          .set('Authorization', auth)
          .expect(200)
          .then((res) => res.body as TCompanyDocuments);
      const archive = () =>
        request(svc.app)
          .get(`/platform/api/documents/companies/${companyId}/archive`)
          .set('Authorization', auth)
          .buffer(true)
          .parse(binary);

      // Nothing ready yet: no archive row, and asking for it is a clear 404.
      expect(findDocument(await list(), 'ARCHIVE')).toBeUndefined();
      expect((await archive().expect(404)).body.toString()).toMatch(/no ready document/);

      await request(svc.app)
        .put(`/platform/api/companies/${companyId}/documents/update`)
        .set('Authorization', auth)
        .expect(202);
      await settled(svc, companyId, auth);
      const row = findDocument(await list(), 'ARCHIVE');
      expect(row).toMatchObject({ status: 'READY', formats: ['zip'], product: 'UTILS' });

      const res = await archive().expect(200);
      expect(res.headers['content-type']).toBe('application/zip');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="Documente GDPR \d{4}-\d{2}-\d{2}\.zip"/,
      );
      const path = join(mkdtempSync(join(tmpdir(), 'archive-')), 'archive.zip');
      writeFileSync(path, res.body as Buffer);
      const entries = execFileSync('unzip', ['-Z1', path], { encoding: 'utf8' }).trim().split('\n');
      expect(entries.some((e) => /^PDF\/Ghid de utilizare.*\.pdf$/.test(e))).toBe(true);
      expect(entries.filter((e) => e.startsWith('Word/'))).toHaveLength(1);
      // The Word copy inside is a real document naming the company.
      const inner = join(mkdtempSync(join(tmpdir(), 'archive-')), 'guide.docx');
      // (By pattern: the names are UTF-8, which unzip's command line may not match by name.)
      writeFileSync(inner, execFileSync('unzip', ['-p', path, 'Word/*']));
      expect(execFileSync('unzip', ['-p', inner, 'word/document.xml'], { encoding: 'utf8' })).toContain(
        'Arhiva Completă SRL',
      );

      // Another company's admin gets nothing; the archive has no single file to link to.
      const stranger = await adminOf(svc);
      await request(svc.app)
        .get(`/platform/api/documents/companies/${companyId}/archive`)
        .set('Authorization', stranger.auth)
        .expect(403);
      const link = await request(svc.app)
        .post(`/platform/api/documents/companies/${companyId}/documents/ARCHIVE/link`)
        .set('Authorization', auth)
        .send({ format: 'pdf' })
        .expect(400);
      expect(link.body.message).toMatch(/archive is downloaded whole/);
    },
    SLOW,
  );
});

describe('documents: download links', () => {
  let companyId: string;
  let url: URL;
  let fileId: string;

  beforeAll(async () => {
    const admin = await adminOf(svc);
    companyId = admin.companyId;
    await request(svc.app)
      .put(`/platform/api/companies/${companyId}/documents/update`)
      .set('Authorization', admin.auth)
      .expect(202);
    await settled(svc, companyId, admin.auth);
    const link = await request(svc.app)
      .post(`/platform/api/documents/companies/${companyId}/documents/${GUIDE}/link`)
      .set('Authorization', admin.auth)
      .expect(201);
    url = new URL(link.body.url, 'http://x');
    fileId = url.pathname.split('/').pop()!;
    await download(svc, link.body.url).expect(200);
  }, SLOW);

  const withParams = (changes: Record<string, string>, path = url.pathname) => {
    const params = new URLSearchParams(url.search);
    for (const [k, v] of Object.entries(changes)) params.set(k, v);
    return `${path}?${params.toString()}`;
  };

  it('answers one byte range with 206, and a range past the end with 416 and the file’s size', async () => {
    const link = url.pathname + url.search;
    const whole = await download(svc, link).expect(200);
    const bytes = whole.body as Buffer;
    const size = bytes.length;
    expect(whole.headers['accept-ranges']).toBe('bytes');

    const first = await download(svc, link).set('Range', 'bytes=0-99').expect(206);
    expect(first.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(first.headers['content-length']).toBe('100');
    expect((first.body as Buffer).equals(bytes.subarray(0, 100))).toBe(true);
    const last = await download(svc, link).set('Range', 'bytes=-10').expect(206);
    expect(last.headers['content-range']).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    expect((last.body as Buffer).equals(bytes.subarray(size - 10))).toBe(true);

    for (const range of [`bytes=${size}-`, `bytes=${size + 1000}-${size + 2000}`]) {
      const past = await download(svc, link).set('Range', range).expect(416);
      expect(past.headers['content-range']).toBe(`bytes */${size}`);
      expect((past.body as Buffer).length).toBe(0);
    }
    // Several ranges, a header that does not parse, an If-Range: the whole file, as the RFC allows.
    for (const headers of [
      { Range: 'bytes=0-1,5-9' },
      { Range: 'bytes=abc' },
      { Range: 'bytes=0-9', 'If-Range': '"x"' },
    ]) {
      const res = await download(svc, link).set(headers).expect(200);
      expect((res.body as Buffer).equals(bytes)).toBe(true);
    }
  });

  it('refuses a tampered signature, expiry or disposition with 403', async () => {
    const sig = url.searchParams.get('sig')!;
    const flipped = (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1);
    expect((await download(svc, withParams({ sig: flipped })).expect(403)).body.toString()).toContain(
      'forbidden',
    );
    const later = String(Number(url.searchParams.get('exp')) + 3600);
    await download(svc, withParams({ exp: later })).expect(403);
    await download(svc, withParams({ d: 'inline' })).expect(403);
  });

  it('refuses an expired link with 403 even though its signature is genuine', async () => {
    const exp = Math.floor(Date.now() / 1000) - 5;
    const sig = createLinkSigner(LINK_SECRET).sign({ companyId, fileId, exp, disposition: 'attachment' });
    const res = await download(
      svc,
      `/platform/api/documents/companies/${companyId}/files/${fileId}?exp=${exp}&d=attachment&sig=${sig}`,
    ).expect(403);
    expect(JSON.parse(res.body.toString()).message).toMatch(/expired/);
  });

  it('never serves another company’s file, even with a genuinely signed link', async () => {
    const other = await adminOf(svc);
    const exp = Math.floor(Date.now() / 1000) + 60;
    const sig = createLinkSigner(LINK_SECRET).sign({
      companyId: other.companyId,
      fileId,
      exp,
      disposition: 'attachment',
    });
    await download(
      svc,
      `/platform/api/documents/companies/${other.companyId}/files/${fileId}?exp=${exp}&d=attachment&sig=${sig}`,
    ).expect(404);
  });

  it('refuses path traversal in file ids, document types and storage keys', async () => {
    const exp = Math.floor(Date.now() / 1000) + 60;
    for (const evil of ['..%2F..%2F..%2Fetc%2Fpasswd', '%2Fetc%2Fpasswd', '..', '.%2E']) {
      const decoded = decodeURIComponent(evil);
      const sig = createLinkSigner(LINK_SECRET).sign({
        companyId,
        fileId: decoded,
        exp,
        disposition: 'attachment',
      });
      const res = await download(
        svc,
        `/platform/api/documents/companies/${companyId}/files/${evil}?exp=${exp}&d=attachment&sig=${sig}`,
      );
      expect([400, 403, 404]).toContain(res.status);
      expect(res.body.toString()).not.toContain('root:');
    }
    const admin = await adminOf(svc);
    await request(svc.app)
      .post(`/platform/api/documents/companies/${admin.companyId}/documents/..%2F..%2Fetc/link`)
      .set('Authorization', admin.auth)
      .expect(400);

    const storage = createFsStorage(mkdtempSync(join(tmpdir(), 'storage-')));
    for (const key of [
      '../../etc/passwd',
      'a/../../etc/passwd',
      '/etc/passwd',
      'a/./b.pdf',
      'a\\..\\b',
      '',
    ]) {
      await expect(storage.read(key)).rejects.toMatchObject({ code: 'forbidden' });
      await expect(storage.put(key, Buffer.from('x'))).rejects.toMatchObject({ code: 'forbidden' });
    }
    await storage.put('company/TYPE/file.pdf', Buffer.from('%PDF-'));
    expect((await storage.read('company/TYPE/file.pdf')).toString()).toBe('%PDF-');
  });
});

describe('documents: regenerated by what happens elsewhere', () => {
  const publish = <K extends 'company.purchased' | 'company.changed'>(type: K, payload: TPlatformEvent<K>) =>
    svc.db.transaction((tx) =>
      publishEvent(tx, PLATFORM_EVENTS, { source: 'companies', type, payload } as PublishedEvent<
        typeof PLATFORM_EVENTS,
        K
      >),
    );

  async function boughtCompany() {
    const admin = await adminOf(svc, { name: 'Cumpărătorul Grăbit SRL' });
    const markedAt = new Date().toISOString();
    await svc.db.query(
      `UPDATE companies.companies
          SET products_purchased = '{EMPLOYEES}', products_configured = '{EMPLOYEES}',
              dirty = '{CONTACT_INFO,EMPLOYEES}', dirty_marked_at = $2
        WHERE id = $1`,
      [admin.companyId, JSON.stringify({ CONTACT_INFO: markedAt, EMPLOYEES: markedAt })],
    );
    return { ...admin, markedAt };
  }

  const regeneratedEvents = (companyId: string) =>
    svc.db.query<{ payload: { sources: Array<{ source: string }> } }>(
      `SELECT payload FROM platform_events.events WHERE type = 'documents.regenerated' AND payload->>'companyId' = $1`,
      [companyId],
    );

  it(
    'makes the documents of a purchase with nobody pressing a button, then says which sources are clean',
    async () => {
      const { companyId, auth, markedAt } = await boughtCompany();
      await publish('company.purchased', {
        companyId,
        orderId: `order-${companyId}`,
        products: ['EMPLOYEES'],
        dirty: [{ source: 'CONTACT_INFO', markedAt }],
      });
      const { document } = await settled(svc, companyId, auth);
      expect(document).toMatchObject({ status: 'READY', product: 'UTILS' });
      // The employees' notice and consent form are made too; once all are done, the sources are clean.
      let events = await regeneratedEvents(companyId);
      for (let i = 0; i < 300 && events.length === 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        events = await regeneratedEvents(companyId);
      }
      const { body } = await settled(svc, companyId, auth, 'NOTA_INFORMARE_ANGAJATI');
      expect(
        body.groups
          .flatMap((g) => g.documents)
          .filter((d) => d.status === 'READY')
          .map((d) => d.type)
          .sort(),
      ).toEqual([
        'ACT_ADITIONAL_CONFIDENTIALITATE',
        // Offered once a document is ready, made when downloaded.
        'ARCHIVE',
        'CONSIMTAMANT_ANGAJATI',
        'GHID_UTILIZARE_DOCUMENTE',
        'NOTA_INFORMARE_ANGAJATI',
        'POLITICA_UTILIZARE_IT',
      ]);
      // Every document made from these sources was remade: both are clean.
      expect(events[0]?.payload.sources.map((s) => s.source)).toEqual(['CONTACT_INFO', 'EMPLOYEES']);
    },
    SLOW,
  );

  it(
    'regenerates the documents made from changed contact details, and leaves them alone for an unrelated change',
    async () => {
      const { companyId, auth, markedAt } = await boughtCompany();
      await publish('company.purchased', {
        companyId,
        orderId: `o-${companyId}`,
        products: ['EMPLOYEES'],
        dirty: [],
      });
      const first = (await settled(svc, companyId, auth)).document;

      await publish('company.changed', { companyId, sources: [{ source: 'CONTACT_INFO', markedAt }] });
      await publish('company.changed', { companyId, sources: [{ source: 'CANDIDATES', markedAt }] });
      // Made again from contact details that are what they were (it was touched: its time moved):
      // the text is the same, so is the version and its file.
      const remade = await (async () => {
        for (let i = 0; i < 300; i++) {
          const { document } = await settled(svc, companyId, auth);
          if (document.updatedAt > first.updatedAt) return document;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        throw new Error('the guide was not made again');
      })();
      expect(remade).toMatchObject({ path: first.path, version: first.version, status: 'READY' });

      await svc.db.query(`UPDATE companies.companies SET contact_email = $2 WHERE id = $1`, [
        companyId,
        'dateprotejate@exemplu.ro',
      ]);
      await publish('company.changed', { companyId, sources: [{ source: 'CONTACT_INFO', markedAt }] });
      const second = await (async () => {
        for (let i = 0; i < 300; i++) {
          const { document } = await settled(svc, companyId, auth);
          if (document.path !== first.path) return document;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        throw new Error('the guide was not regenerated');
      })();
      expect(second.status).toBe('READY');
      expect(second.version).toBe(first.version! + 1);

      // The new version ends with its history: the first version, and this one made from the data.
      const link = await request(svc.app)
        .post(`/platform/api/documents/companies/${companyId}/documents/${GUIDE}/link`)
        .set('Authorization', auth)
        .send({ disposition: 'attachment' })
        .expect(201);
      const text = pdfText((await download(svc, link.body.url).expect(200)).body as Buffer);
      const history = text.slice(text.lastIndexOf('Istoricul versiunilor'));
      expect(history).toContain('prima versiune');
      expect(history).toContain('datele companiei');

      // Made again with nothing changed, the history aside: the version stays.
      await publish('company.changed', { companyId, sources: [{ source: 'CONTACT_INFO', markedAt }] });
      const kept = await (async () => {
        for (let i = 0; i < 300; i++) {
          const { document } = await settled(svc, companyId, auth);
          if (document.updatedAt > second.updatedAt) return document;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        throw new Error('the guide was not made again');
      })();
      expect(kept).toMatchObject({ path: second.path, version: second.version });

      // The redline between the two versions: the contact address added, in its section.
      const diff = await request(svc.app)
        .get(
          `/platform/api/documents/companies/${companyId}/documents/${GUIDE}/versions/${first.version}/diff/${second.version}`,
        )
        .set('Authorization', auth)
        .expect(200);
      const body = ZDocumentVersionDiffSchema.parse(diff.body);
      expect(body).toMatchObject({ from: first.version, to: second.version });
      expect(body.sections.length).toBeGreaterThan(0);
      expect(body.sections.map((s) => s.id)).not.toContain('version-history');
      const added = body.sections.flatMap((s) => s.parts.filter((p) => p.op === 'added').map((p) => p.text));
      expect(added.join(' ')).toContain('dateprotejate@exemplu.ro');
      // Bad numbers: 400 with the field; a version not kept: 404; another company's admin: 403.
      const versionsUrl = `/platform/api/documents/companies/${companyId}/documents/${GUIDE}/versions`;
      for (const bad of ['abc/diff/2', '0/diff/2', '1/diff/1.5', '1/diff/99999999999'])
        expect(
          (await request(svc.app).get(`${versionsUrl}/${bad}`).set('Authorization', auth).expect(400)).body
            .code,
        ).toBe('validation');
      await request(svc.app).get(`${versionsUrl}/1/diff/9`).set('Authorization', auth).expect(404);
      const stranger = await adminOf(svc);
      await request(svc.app).get(`${versionsUrl}/1/diff/2`).set('Authorization', stranger.auth).expect(403);
    },
    SLOW,
  );

  it(
    'prints a change made right after a wave of renders, though the wave read the company once for all',
    async () => {
      const { companyId, auth, markedAt } = await boughtCompany();
      await publish('company.purchased', {
        companyId,
        orderId: `renamed-${companyId}`,
        products: ['EMPLOYEES'],
        dirty: [],
      });
      const first = (await settled(svc, companyId, auth)).document;
      await settled(svc, companyId, auth, 'NOTA_INFORMARE_ANGAJATI');

      await svc.db.query(
        `UPDATE companies.companies SET info = jsonb_set(info, '{name}', '"Numele Nou Schimbat SRL"') WHERE id = $1`,
        [companyId],
      );
      await publish('company.changed', { companyId, sources: [{ source: 'CONTACT_INFO', markedAt }] });
      let second = first;
      for (let i = 0; i < 300 && second.path === first.path; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        second = (await settled(svc, companyId, auth)).document;
      }
      expect(second.status).toBe('READY');
      const link = await request(svc.app)
        .post(`/platform/api/documents/companies/${companyId}/documents/${GUIDE}/link`)
        .set('Authorization', auth)
        .send({ disposition: 'attachment' })
        .expect(201);
      const text = pdfText((await download(svc, link.body.url).expect(200)).body as Buffer);
      expect(text).toContain('Numele Nou Schimbat SRL');
      expect(text).not.toContain('Cumpărătorul Grăbit SRL');
    },
    SLOW,
  );

  it(
    'pushes every status change to the page over server-sent events',
    async () => {
      const { companyId, auth } = await boughtCompany();
      const server = svc.app.listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      const port = (server.address() as AddressInfo).port;
      const statuses: string[] = [];
      const stream = await new Promise<IncomingMessage>((resolve, reject) =>
        httpGet(
          {
            host: '127.0.0.1',
            port,
            path: `/platform/api/documents/companies/${companyId}/events`,
            headers: { Authorization: auth, Accept: 'text/event-stream' },
          },
          resolve,
        ).on('error', reject),
      );
      try {
        expect(stream.statusCode).toBe(200);
        expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
        let buffer = '';
        let received = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => {
          buffer += chunk;
          received += chunk;
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const message = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = message.split('\n').find((l) => l.startsWith('data: '));
            if (!data) continue;
            const body = JSON.parse(data.slice(6)) as TCompanyDocuments;
            const status = findDocument(body, GUIDE)?.status ?? 'NONE';
            // Other documents change too; the guide's own status is what this test follows.
            if (statuses.at(-1) !== status) statuses.push(status);
          }
        });
        await publish('company.purchased', {
          companyId,
          orderId: `sse-${companyId}`,
          products: ['EMPLOYEES'],
          dirty: [],
        });
        for (let i = 0; i < 300 && !statuses.includes('READY'); i++) {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        // The first message is the state at connection; then PROCESSING, then READY, as they happen.
        expect(statuses).toEqual(['NONE', 'PROCESSING', 'READY']);
        // Before it, the reconnection delay of docs/spec/behaviour.md §4: a dropped stream is reopened after 500 ms.
        expect(received.split('\n')[0]).toBe('retry: 500');
      } finally {
        stream.destroy();
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    },
    SLOW,
  );
});

describe('documents: printed through Chromium', () => {
  it.each([
    ['NOTA_INFORMARE_ANGAJATI', 'EMPLOYEES', 'ro'],
    ['CONSIMTAMANT_CLIENTI_PF', 'PERSONAL_CLIENTS', 'en'],
    ['POLITICA_CONFIDENTIALITATE', 'ONLINE_SHOP', 'ro'],
    ['TERMENI_CONDITII_MAGAZIN_ONLINE', 'ONLINE_SHOP_TERMS', 'en'],
  ] as const)(
    '%s: a PDF whose text has the title, the company, every section and numbered pages',
    async (type, product, language) => {
      const company = sampleCompany('ro');
      const subject = findProduct(product)?.dataSubject;
      const situations = subject ? sampleSituations(language, 'RO', [subject]) : [];
      const prepared = prepareDocument({ type, product, company, situations, language, version: 1 })!;
      const port = (rendererServer.address() as AddressInfo).port;
      const res = await fetch(`http://127.0.0.1:${port}/platform/api/renderer/pdf`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-internal-token': TOKEN },
        body: JSON.stringify({ html: prepared.html, title: prepared.tree.title }),
      });
      expect(res.status).toBe(200);
      const text = pdfText(Buffer.from(await res.arrayBuffer()));
      const flat = text.replace(/\s+/g, ' ');
      expect(flat).toContain(prepared.tree.title);
      expect(flat).toContain('Exemplu Servicii SRL');
      for (const section of prepared.tree.sections) expect(flat).toContain(section.title);
      expect(flat).toMatch(language === 'ro' ? /Pagina 1 din \d+/ : /Page 1 of \d+/);
      expect(text).not.toMatch(/[\u015E\u015F\u0162\u0163]/);
    },
    SLOW,
  );
});

describe('documents: the standard answers of the legitimate interest assessment', () => {
  it('are public, in the language asked and for the edition of the request, and refuse an unknown language', async () => {
    const ro = await request(svc.app)
      .get('/platform/api/documents/legitimate-interest/standard-answers')
      .expect(200);
    expect(ro.headers['cache-control']).toContain('no-store');
    const body = ZStandardInterestAnswersSchema.parse(ro.body);
    expect(body.language).toBe('ro');
    const marketing = body.kinds.find((k) => k.kind === 'DIRECT_MARKETING_EXISTING_CUSTOMERS')!;
    expect(marketing.parts.purpose.map((line) => line.answer).join(' ')).toContain(
      'considerentul 47 din GDPR',
    );
    expect(body.kinds.some((k) => k.kind === 'OTHER')).toBe(false);

    const en = await request(svc.app)
      .get('/platform/api/documents/legitimate-interest/standard-answers?lang=en')
      .set('X-Platform', 'int')
      .expect(200);
    const monitoring = ZStandardInterestAnswersSchema.parse(en.body).kinds.find(
      (k) => k.kind === 'EMPLOYEE_MONITORING',
    )!;
    expect(JSON.stringify(monitoring.parts)).toContain('the national rules on employee monitoring');

    const bad = await request(svc.app)
      .get('/platform/api/documents/legitimate-interest/standard-answers?lang=fr')
      .expect(400);
    expect(JSON.stringify(bad.body)).toContain('lang');
  });
});

describe('documents: samples', () => {
  it(
    'shows a package’s document filled with the sample company, in the language asked, to anyone',
    async () => {
      const res = await request(svc.app)
        .get('/platform/api/documents/samples/EMPLOYEES/NOTA_INFORMARE_ANGAJATI?lang=en')
        .buffer(true)
        .parse(binary)
        .expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-security-policy']).toBe("frame-ancestors 'self'");
      const text = pdfText(res.body as Buffer).replace(/\s+/g, ' ');
      expect(text).toContain('Privacy notice for employees');
      expect(text).toContain('Exemplu Servicii SRL');
      // The same sample again comes from storage, not from a second render.
      const again = await request(svc.app)
        .get('/platform/api/documents/samples/EMPLOYEES/NOTA_INFORMARE_ANGAJATI?lang=en')
        .buffer(true)
        .parse(binary)
        .expect(200);
      expect((again.body as Buffer).equals(res.body as Buffer)).toBe(true);
      // A viewer reading it in pieces: the same ranges as any file.
      const size = (res.body as Buffer).length;
      const part = await request(svc.app)
        .get('/platform/api/documents/samples/EMPLOYEES/NOTA_INFORMARE_ANGAJATI?lang=en')
        .set('Range', 'bytes=0-7')
        .buffer(true)
        .parse(binary)
        .expect(206);
      expect(part.headers['content-range']).toBe(`bytes 0-7/${size}`);
      expect((part.body as Buffer).toString('latin1')).toBe(
        (res.body as Buffer).subarray(0, 8).toString('latin1'),
      );
      const past = await request(svc.app)
        .get('/platform/api/documents/samples/EMPLOYEES/NOTA_INFORMARE_ANGAJATI?lang=en')
        .set('Range', `bytes=${size}-`)
        .expect(416);
      expect(past.headers['content-range']).toBe(`bytes */${size}`);
    },
    SLOW,
  );

  it('answers 404 for a package the edition does not offer or a document the package does not have', async () => {
    await request(svc.app).get('/platform/api/documents/samples/NO_SUCH/NOTA_INFORMARE_ANGAJATI').expect(404);
    await request(svc.app).get('/platform/api/documents/samples/EMPLOYEES/POLITICA_COOKIES').expect(404);
    await request(svc.app)
      .get('/platform/api/documents/samples/INT_EMPLOYEES/NOTA_INFORMARE_ANGAJATI')
      .expect(404);
    await request(svc.app).get('/platform/api/documents/samples/emp%00/x').expect(400);
  });
});

describe('documents: what is left to complete', () => {
  it(
    'lists each blank of the current documents with the documents it is in, and drops it once the data is given and the documents are made again',
    async () => {
      const { companyId, auth } = await adminOf(svc, { name: 'Date Lipsă SRL' });
      await svc.db.query(`UPDATE companies.companies SET products_purchased = '{EMPLOYEES}' WHERE id = $1`, [
        companyId,
      ]);
      const toComplete = async () =>
        (
          await request(svc.app)
            .get(`/platform/api/documents/companies/${companyId}/to-complete`)
            .set('Authorization', auth)
            .expect(200)
        ).body as TToComplete;

      // Nothing made yet: nothing to list.
      expect(await toComplete()).toEqual({ companyId, questions: [] });

      await request(svc.app)
        .put(`/platform/api/companies/${companyId}/documents/update`)
        .set('Authorization', auth)
        .expect(202);
      await settled(svc, companyId, auth);
      const before = await toComplete();
      // Each with where it is answered: the person in charge of data protection, the contact address.
      expect(before.questions).toContainEqual({
        label: 'persoana care se ocupă de protecția datelor',
        count: 1,
        documents: [GUIDE],
        place: 'dpo',
        subjects: [],
        byDesign: false,
      });
      expect(before.questions).toContainEqual(
        expect.objectContaining({
          label: 'adresa de e-mail de contact',
          documents: [GUIDE],
          place: 'contact',
        }),
      );
      expect(before.questions.filter((q) => q.place === 'none')).toEqual([]);
      // Every blank the admin sees in the PDF is counted, and nothing else (per-use fields and
      // signature lines are by design: never listed).
      const link = await request(svc.app)
        .post(`/platform/api/documents/companies/${companyId}/documents/${GUIDE}/link`)
        .set('Authorization', auth)
        .send({ disposition: 'attachment' })
        .expect(201);
      const printed = pdfText((await download(svc, link.body.url).expect(200)).body as Buffer);
      expect(printed.match(/de\s+completat:/g)?.length ?? 0).toBe(
        before.questions.filter((q) => !q.byDesign).reduce((sum, q) => sum + q.count, 0),
      );

      // The admin gives the person in charge and the contact address; the guide is made again.
      await svc.db.query(
        `UPDATE companies.companies
            SET contact_email = 'contact@date-lipsa.ro',
                data_protection_responsible = '{"isDpo": false, "name": "Ana Dobre", "email": "ana@date-lipsa.ro", "phone": "0740123456"}'::jsonb
          WHERE id = $1`,
        [companyId],
      );
      await request(svc.app)
        .put(`/platform/api/companies/${companyId}/documents/update`)
        .set('Authorization', auth)
        .expect(202);
      await settled(svc, companyId, auth);
      const after = await toComplete();
      expect(after.questions.map((q) => q.label)).not.toContain(
        'persoana care se ocupă de protecția datelor',
      );
      expect(after.questions.map((q) => q.label)).not.toContain('adresa de e-mail de contact');

      // Another company's admin cannot read it.
      const other = await adminOf(svc);
      await request(svc.app)
        .get(`/platform/api/documents/companies/${companyId}/to-complete`)
        .set('Authorization', other.auth)
        .expect(403);
    },
    SLOW,
  );

  it(
    'asks what kind of purpose an operation described without one has, in its category’s configurator, in the language asked',
    async () => {
      const { companyId, auth } = await adminOf(svc, { name: 'Pontaj SRL' });
      await svc.db.query(
        `UPDATE companies.companies SET products_purchased = '{EMPLOYEES}', products_configured = '{EMPLOYEES}' WHERE id = $1`,
        [companyId],
      );
      const situation = `s-${companyId}`;
      await svc.db.query(
        `INSERT INTO configurator.situations (id, company_id, data_subject, name) VALUES ($1, $2, 'EMPLOYEES', 'Munca')`,
        [situation, companyId],
      );
      await svc.db.query(
        `INSERT INTO configurator.operations
           (id, situation_id, name, purpose, purpose_category, storage_duration, provision_requirement, position)
         VALUES ($1 || '-a', $1, 'Pontaj biometric', 'Evidența orelor.', NULL, '3 ani', 'CONTRACT_NECESSARY', 0),
                ($1 || '-b', $1, 'Salarizare', 'Plata salariilor.', 'EMPLOYMENT', '50 de ani', 'CONTRACT_NECESSARY', 1)`,
        [situation],
      );
      await request(svc.app)
        .put(`/platform/api/companies/${companyId}/documents/update`)
        .set('Authorization', auth)
        .expect(202);
      await settled(svc, companyId, auth, 'NOTA_INFORMARE_ANGAJATI');
      const { body } = (await request(svc.app)
        .get(`/platform/api/documents/companies/${companyId}/to-complete`)
        .set('Authorization', auth)
        .set('Accept-Language', 'en')
        .expect(200)) as { body: TToComplete };

      const asked = body.questions.filter((q) => q.label.startsWith('what kind of purpose the operation'));
      expect(asked).toEqual([
        expect.objectContaining({
          label: 'what kind of purpose the operation “Pontaj biometric” has',
          count: 1,
          place: 'subject',
          subjects: ['EMPLOYEES'],
          byDesign: false,
        }),
      ]);
      expect(asked[0]!.documents).toContain('NOTA_INFORMARE_ANGAJATI');
    },
    SLOW,
  );

  it(
    'asks to review an operation never reviewed or last reviewed more than 12 months ago, where the record prints its last review',
    async () => {
      const { companyId, auth } = await adminOf(svc, { name: 'Verificări SRL' });
      await svc.db.query(
        `UPDATE companies.companies SET products_purchased = '{INTERNAL_POLICIES}' WHERE id = $1`,
        [companyId],
      );
      const situation = `s-${companyId}`;
      await svc.db.query(
        `INSERT INTO configurator.situations (id, company_id, data_subject, name) VALUES ($1, $2, 'EMPLOYEES', 'Munca')`,
        [situation, companyId],
      );
      const day = (monthsAgo: number) => {
        const d = new Date();
        d.setUTCMonth(d.getUTCMonth() - monthsAgo);
        return d.toISOString().slice(0, 10);
      };
      await svc.db.query(
        `INSERT INTO configurator.operations
           (id, situation_id, name, purpose, purpose_category, storage_duration, provision_requirement, position, reviewed_at)
         VALUES ($1 || '-a', $1, 'Pontaj', 'Evidența orelor.', 'EMPLOYMENT', '3 ani', 'CONTRACT_NECESSARY', 0, NULL),
                ($1 || '-b', $1, 'Salarizare', 'Plata salariilor.', 'EMPLOYMENT', '50 de ani', 'CONTRACT_NECESSARY', 1, $2),
                ($1 || '-c', $1, 'Instruire', 'Instruirea angajaților.', 'EMPLOYMENT', '5 ani', 'CONTRACT_NECESSARY', 2, $3)`,
        [situation, day(2), day(13)],
      );
      await request(svc.app)
        .put(`/platform/api/companies/${companyId}/documents/update`)
        .set('Authorization', auth)
        .expect(202);
      await settled(svc, companyId, auth, 'REGISTRU_OPERATOR');
      const asked = async (language: 'ro' | 'en') =>
        (
          (await request(svc.app)
            .get(`/platform/api/documents/companies/${companyId}/to-complete`)
            .set('Authorization', auth)
            .set('Accept-Language', language)
            .expect(200)) as { body: TToComplete }
        ).body.questions.filter((q) => /^(de verificat|to review):/.test(q.label));

      // Never reviewed and reviewed 13 months ago: to review, in the employees' configurator; the
      // operation reviewed 2 months ago is not asked.
      expect(await asked('ro')).toEqual([
        {
          label: 'de verificat: operațiunea „Pontaj”, apoi „Marchează ca verificată” în fereastra ei',
          count: 1,
          documents: ['REGISTRU_OPERATOR'],
          place: 'subject',
          subjects: ['EMPLOYEES'],
          byDesign: false,
        },
        expect.objectContaining({
          label: 'de verificat: operațiunea „Instruire”, apoi „Marchează ca verificată” în fereastra ei',
        }),
      ]);
      expect((await asked('en')).map((q) => q.label)).toEqual([
        'to review: the operation “Pontaj”, then “Mark as reviewed” in its dialog',
        'to review: the operation “Instruire”, then “Mark as reviewed” in its dialog',
      ]);
    },
    SLOW,
  );

  it(
    "sends a question about the operations to the category's configurator, and keeps the signature lines apart",
    async () => {
      const { companyId, auth } = await adminOf(svc, { name: 'Fără Operațiuni SRL' });
      await svc.db.query(
        `UPDATE companies.companies SET products_purchased = '{EMPLOYEES}', products_configured = '{EMPLOYEES}' WHERE id = $1`,
        [companyId],
      );
      await request(svc.app)
        .put(`/platform/api/companies/${companyId}/documents/update`)
        .set('Authorization', auth)
        .expect(202);
      for (const type of ['CONSIMTAMANT_ANGAJATI', 'ACT_ADITIONAL_CONFIDENTIALITATE'])
        await settled(svc, companyId, auth, type);
      const { body } = (await request(svc.app)
        .get(`/platform/api/documents/companies/${companyId}/to-complete`)
        .set('Authorization', auth)
        .expect(200)) as { body: TToComplete };

      // No operation described for the employees: their configurator answers it.
      expect(body.questions).toContainEqual(
        expect.objectContaining({
          label: expect.stringContaining('Nu ați descris încă nicio operațiune de prelucrare'),
          place: 'subject',
          subjects: ['EMPLOYEES'],
          byDesign: false,
        }),
      );
      // The consent form with nothing to consent to says it is not needed: no question to answer.
      expect(body.questions.some((q) => q.label.includes('consimțământ'))).toBe(false);
      // The addendum's signature lines: left for the people signing, by design, never a place.
      const signing = body.questions.filter((q) => q.byDesign);
      expect(signing.length).toBeGreaterThan(0);
      expect(signing.every((q) => q.place === 'signer' && q.documents.length > 0)).toBe(true);
      expect(signing.flatMap((q) => q.documents)).toContain('ACT_ADITIONAL_CONFIDENTIALITATE');
      expect(body.questions.filter((q) => !q.byDesign).every((q) => q.place !== 'signer')).toBe(true);
    },
    SLOW,
  );
});
