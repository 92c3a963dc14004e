/**
 * The spine end to end, through HTTP only, on the embedded platform (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL: CI runs both): pay with the sandbox's test card (the real v1 envelope) → the
 * products are purchased → their documents are made with nobody pressing a button → a contact
 * change regenerates them → an operation edited in the configurator regenerates exactly the documents
 * made from its category → the dirty list is cleared. And the engine's promise: a company that bought
 * and configured every package of the first two families downloads each of their documents.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DOCUMENT_CODES, documentsByCode, findProduct } from '@conform/catalogues';
import type { TCompanyDocuments } from '@conform/contracts';
import {
  browser,
  configuredCompany,
  localMailbox,
  runPurchaseJourney,
  signIn,
} from '../../../scripts/journey.ts';
import { startTestPlatform, type TestPlatform } from './support.ts';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
}, 120_000);
afterAll(() => platform?.stop());

it('a card payment buys the packages, makes their documents, and a contact or situation change regenerates them', async () => {
  const result = await runPurchaseJourney(platform.base, { products: ['DPA'], timeoutMs: 30_000 });
  expect(result.company.products).toEqual({
    pending: ['EMPLOYEES'],
    configured: ['DPA'],
    purchased: ['DPA'],
  });
  // The package's documents (the agreements) and the usage guide that lists it.
  expect([...result.documents].sort()).toEqual(
    [
      'ANEXA_TRANSFER_INTERNATIONAL',
      'CONTRACT_OPERATORI_ASOCIATI',
      'CONTRACT_OPERATOR_OPERATOR',
      'CONTRACT_OPERATOR_PERSOANA_IMPUTERNICITA',
      'GHID_UTILIZARE_DOCUMENTE',
    ].sort(),
  );
  // The agreements describe every category, the pending package's too: made from it, it is clean.
  expect(result.company.dirty).toEqual([]);
  // The operation edited through the configurator's API made the agreements describing every
  // category again (the journey waits for each), and only them; nobody asked for it. One whose text
  // did not change (the edited retention is not printed in it) keeps its version and file.
  const describingAll = [
    'ANEXA_TRANSFER_INTERNATIONAL',
    'CONTRACT_OPERATOR_OPERATOR',
    'CONTRACT_OPERATOR_PERSOANA_IMPUTERNICITA',
  ];
  for (const type of result.situationChange.regenerated) expect(describingAll).toContain(type);
  expect(result.situationChange.unchanged).toEqual(
    expect.arrayContaining(['CONTRACT_OPERATORI_ASOCIATI', 'GHID_UTILIZARE_DOCUMENTE']),
  );
  // Through the bus: the category marked dirty, then cleared by the regeneration it set off.
  const spine = await platform.db.query<{
    type: string;
    payload: { dataSubject?: string; sources?: Array<{ source: string }> };
  }>(
    `SELECT type, payload FROM platform_events.events
      WHERE payload->>'companyId' = $1 AND type IN ('situations.changed', 'company.changed', 'documents.regenerated')
      ORDER BY created_at, id`,
    [result.companyId],
  );
  expect(
    spine.slice(-3).map((e) => [e.type, e.payload.dataSubject ?? e.payload.sources?.map((s) => s.source)]),
  ).toEqual([
    ['situations.changed', 'EMPLOYEES'],
    ['company.changed', ['EMPLOYEES']],
    ['documents.regenerated', ['EMPLOYEES']],
  ]);

  const [order] = await platform.db.query<{ status: string; fulfilled_at: Date | null }>(
    `SELECT status, fulfilled_at FROM checkout.orders WHERE id = $1`,
    [result.orderId],
  );
  expect(order?.status).toBe('PAID');
  expect(order?.fulfilled_at).toBeInstanceOf(Date);
  // Nothing is left undelivered or dead on the bus.
  const stuck = await platform.db.query<{ consumer: string; status: string }>(
    `SELECT consumer, status FROM platform_events.deliveries WHERE status <> 'DONE'`,
  );
  expect(stuck).toEqual([]);
}, 90_000);

/** The packages whose documents are every information notice, consent form, policy and terms. */
const FIRST_FAMILIES = [
  'RECRUITMENT',
  'EMPLOYEES',
  'PERSONAL_CLIENTS',
  'BUSINESS_CLIENTS',
  'PERSONAL_SUPPLIERS',
  'BUSINESS_SUPPLIERS',
  'PATIENTS',
  'OFFLINE_EVENTS',
  'ONLINE_EVENTS',
  'CCTV',
  'MARKETING',
  'ONLINE_SHOP',
  'ONLINE_SHOP_TERMS',
  'ONLINE_RESTAURANT',
  'ONLINE_ACCOMMODATION',
  'ONLINE_ACCOMMODATION_TERMS',
  'ONLINE_APP_TERMS',
  'ONLINE_COURSES_TERMS',
  'ONLINE_REAL_ESTATE_TERMS',
];

it('a company that bought and configured them gets all 32 notices, consents, policies and terms (the camera sign, the cookie banner and the parental consent among them) as PDF and Word, naming it, in Romanian and in English', async () => {
  const name = 'Familia Completă de Documente SRL';
  const b = browser(platform.base);
  await signIn(b, localMailbox(platform.base));
  const id = await configuredCompany(b, {
    info: {
      fiscalCode: '18547290',
      registrationNumber: 'J40/1234/2020',
      name,
      country: 'RO',
      city: 'Timișoara',
      county: 'TM',
      streetAddress: 'Str. Mărășești nr. 5',
      phoneNumber: '0740123456',
    },
    products: FIRST_FAMILIES,
  });
  await b.json(
    `/platform/api/payments/${id}`,
    {
      method: 'POST',
      json: {
        products: FIRST_FAMILIES,
        voucherCode: 'TEST100',
        billingInfo: {
          fiscalCode: '18547290',
          registrationNumber: 'J40/1234/2020',
          name,
          county: 'TM',
          city: 'Timișoara',
          streetAddress: 'Str. Mărășești nr. 5',
          email: 'facturi@familia.ro',
          phoneNumber: '0740123456',
        },
        returnUrl: `${platform.base}/platform/${id}/checkout/paymentReturn`,
      },
    },
    201,
  );

  const settled = async (version: number) => {
    for (const deadline = Date.now() + 150_000; Date.now() < deadline;) {
      const page = await b.json<TCompanyDocuments>(`/platform/api/documents/companies/${id}`);
      // The archive is made when downloaded: it has no version to wait for.
      const listed = page.groups
        .flatMap((g) => g.documents)
        .filter((d) => d.status !== 'LOCKED' && d.type !== 'ARCHIVE');
      // A document two bought packages list is one document, listed under each: kept once.
      const documents = [...new Map(listed.map((d) => [d.type, d])).values()];
      if (
        documents.length > 0 &&
        documents.every((d) => d.status !== 'PROCESSING' && (d.version ?? 0) >= version)
      )
        return documents;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error('the documents were not made in time');
  };
  const fileText = async (type: string, format: 'pdf' | 'docx') => {
    const link = await b.json<{ url: string }>(
      `/platform/api/documents/companies/${id}/documents/${type}/link`,
      { method: 'POST', json: { format, disposition: 'attachment' } },
      201,
    );
    const res = await b.call(link.url);
    expect(res.status).toBe(200);
    const path = join(dir, `${type}.${format}`);
    writeFileSync(path, Buffer.from(await res.arrayBuffer()));
    return format === 'pdf'
      ? execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' })
      : execFileSync('unzip', ['-p', path, 'word/document.xml'], { encoding: 'utf8' });
  };
  const dir = mkdtempSync(join(tmpdir(), 'families-'));
  const expected = DOCUMENT_CODES.filter((c) =>
    ['NOTICES_CONSENTS', 'POLICIES_TERMS'].includes(documentsByCode[c].group),
  );
  expect(expected).toHaveLength(32);

  const romanian = await settled(1);
  expect(romanian.filter((d) => d.status !== 'READY').map((d) => `${d.type}: ${d.status}`)).toEqual([]);
  // Every notice, consent, policy and terms of the packages; other documents of these packages (the
  // IT use policy of EMPLOYEES, say) come too once they have a template, and must be ready as well.
  const listed = romanian.map((d) => d.type);
  expect(listed).toEqual(expect.arrayContaining([...expected, 'GHID_UTILIZARE_DOCUMENTE']));
  const bought = new Set(FIRST_FAMILIES.flatMap((id) => findProduct(id)?.documents ?? []));
  expect(listed.filter((type) => !bought.has(type as never) && type !== 'GHID_UTILIZARE_DOCUMENTE')).toEqual(
    [],
  );
  for (const document of romanian) {
    expect(document.formats).toEqual(['pdf', 'docx']);
    const pdf = (await fileText(document.type, 'pdf')).replace(/\s+/g, ' ');
    expect(pdf).toContain(name);
    expect(pdf.toUpperCase()).toContain(document.name.ro.toUpperCase());
    expect(pdf).not.toMatch(/undefined|null|\[object|[şţŞŢ]/);
    expect(await fileText(document.type, 'docx')).toContain(name);
  }

  // The archive holds each of them as PDF and as Word.
  const archive = await b.call(`/platform/api/documents/companies/${id}/archive`);
  expect(archive.status).toBe(200);
  const zip = join(dir, 'archive.zip');
  writeFileSync(zip, Buffer.from(await archive.arrayBuffer()));
  const entries = execFileSync('unzip', ['-Z1', zip], { encoding: 'utf8' }).trim().split('\n');
  expect(entries.filter((e) => e.startsWith('PDF/'))).toHaveLength(romanian.length);
  expect(entries.filter((e) => e.startsWith('Word/'))).toHaveLength(romanian.length);

  await b.call(`/platform/api/companies/${id}/documents/update`, {
    method: 'PUT',
    headers: { 'accept-language': 'en' },
  });
  const english = await settled(2);
  expect(english.filter((d) => d.status === 'READY')).toHaveLength(romanian.length);
  for (const document of english) {
    const pdf = (await fileText(document.type, 'pdf')).replace(/\s+/g, ' ');
    expect(pdf).toContain(name);
    expect(pdf.toUpperCase()).toContain(document.name.en.toUpperCase());
    expect(await fileText(document.type, 'docx')).toContain(name);
  }
}, 300_000);
