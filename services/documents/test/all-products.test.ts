/**
 * The engine's promise (README, "The documents"): every document type listed for a fully configured company is
 * READY as a valid PDF and DOCX naming its data, in Romanian and English, on each edition. One
 * company per edition (RO, EN, INT) has bought and configured every product the edition sells, given
 * every detail the workspace asks for (contacts and DPO, legal representative, website, security
 * measures, processors, video surveillance), added preset situations of every data subject through
 * the configurator and logged a request and a breach; then it asks for its documents. The real
 * worker makes them through the real renderer (a warm Chromium pool of two pages, the three
 * companies' renders sharing it): each must end READY (an ERROR or NOT_CONFIGURED is listed by name),
 * each PDF's text (pdftotext) has the document's title and the company's name, and each Word copy,
 * made on its first download as for a customer, names the company and prints no "undefined",
 * "null" or "[object".
 *
 * Time (the file runs in CI on two cores with the whole suite): the full pass runs once per
 * edition, in the edition's language. The RO company takes every suggestion of every data subject,
 * so the largest documents the platform makes (the Art. 30 record with every operation, the
 * legitimate-interest tests) go through Chromium and Word; the EN and INT companies take the first
 * suggestion of each subject: every type and section, a third of the rows. The other language of the
 * RO and EN editions is checked as the tree the worker would make from the same data: the RO and EN
 * editions print the same documents in the same language (only the INT edition changes the texts),
 * so the RO pass already prints the Romanian PDFs and DOCX and the EN pass the English ones.
 */
import { execFile as execFileCallback } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { documentsByCode, productsForEdition, type TDocumentCode } from '@conform/catalogues';
import { companiesService } from '@conform/companies-service';
import { readCompany, type CompanyReadModel } from '@conform/companies-service/read';
import { configuratorService } from '@conform/configurator-service';
import { readSituations } from '@conform/configurator-service/read';
import type { TCompanyDocument, TCompanyDocuments } from '@conform/contracts';
import { rendererService } from '@conform/renderer';
import { startTestService, type TestService } from '@conform/server-kit/testing';
import { strFromU8, unzipSync } from 'fflate';
import request from 'supertest';
import { documentsService } from '../src/app.ts';
import { channelOfKey, languageOfKey, typeOfKey } from '../src/catalogue.ts';
import { companyDocumentKeys, coveredPurchases } from '../src/documents/channels.ts';
import type { TDocumentsConfig } from '../src/config.ts';
import { generatableDocuments } from '../src/documents/plan.ts';
import { prepareDocument, situationScope } from '../src/engine/render.ts';
import { treeText } from '../src/engine/tree.ts';
import { registerEntries } from '../src/registers/domain.ts';
import { createRegistersRepository } from '../src/registers/repository.ts';
import { EDITIONS, fullyConfiguredCompany, type Edition, type Platform } from './support/companies.ts';

const execFile = promisify(execFileCallback);
const TOKEN = 'test-internal-token-0123456789abcdef';
const SLOW = 150_000;
const GUIDE = 'GHID_UTILIZARE_DOCUMENTE';
/** What a document must never print: a value the template did not have. */
const UNFILLED = /undefined|\bnull\b|\[object|NaN/;

/**
 * Every document the edition's products list (each once; an `_EN` package's as their English
 * editions) and the usage guide; the archive is zipped on download.
 */
function expectedTypes(edition: Edition, company: CompanyReadModel): string[] {
  const types = new Set<string>([GUIDE]);
  // Each of the company's channels has its own website policies (documents/channels.ts).
  for (const product of productsForEdition(edition.edition))
    for (const key of companyDocumentKeys(company, product.id)) types.add(key);
  types.delete('ARCHIVE');
  return [...types].sort();
}

let renderer: TestService<unknown>;
let rendererServer: Server;
let svc: TestService<TDocumentsConfig>;
let configurator: TestService<unknown>;
const companies = new Map<Platform, { id: string; auth: string }>();
const dir = mkdtempSync(join(tmpdir(), 'all-products-'));

/** At most `limit` of `work` at once (the renders are done; this is reading them back). */
async function inBatches<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: limit }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

function binary(res: request.Response, done: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

beforeAll(async () => {
  renderer = await startTestService(rendererService, {
    env: { INTERNAL_TOKEN: TOKEN, RENDER_POOL_SIZE: '2' },
  });
  rendererServer = renderer.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => rendererServer.once('listening', resolve));
  svc = await startTestService(documentsService, {
    alsoMigrate: [companiesService, configuratorService],
    env: {
      INTERNAL_TOKEN: TOKEN,
      LINK_SECRET: 'test-link-secret-0123456789abcdef0123456789',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'documents-data-')),
      RENDERER_URL: `http://127.0.0.1:${(rendererServer.address() as AddressInfo).port}`,
      JOB_POLL_MS: '50',
    },
  });
  // The configurator on the same database, as the platform runs it: the situations are its data.
  configurator = await startTestService(configuratorService, { db: svc.db });
  for (const edition of EDITIONS)
    companies.set(edition.platform, await fullyConfiguredCompany(edition, { documents: svc, configurator }));
  // "Generate documents" for the three companies at once: their renders share the pool.
  for (const edition of EDITIONS) {
    const { id, auth } = companies.get(edition.platform)!;
    await request(svc.app)
      .put(`/platform/api/companies/${id}/documents/update`)
      .set('Authorization', auth)
      .set('X-Platform', edition.platform)
      .set('Accept-Language', edition.language)
      .expect(202);
  }
}, SLOW);

afterAll(async () => {
  await configurator?.close();
  await svc?.close();
  rendererServer?.closeAllConnections();
  await new Promise((resolve) => rendererServer?.close(resolve));
  await renderer?.close();
});

/** The company's documents once none is PROCESSING (the archive aside: it is zipped when downloaded). */
async function settled(edition: Edition): Promise<TCompanyDocument[]> {
  const { id, auth } = companies.get(edition.platform)!;
  // Waiting asks the table (cheap), so the wait takes no CPU from the renders it waits for.
  for (const deadline = Date.now() + SLOW; ;) {
    const [row] = await svc.db.query<{ processing: number }>(
      `SELECT count(*)::int AS processing FROM documents.documents WHERE company_id = $1 AND status = 'PROCESSING'`,
      [id],
    );
    if (row?.processing === 0) break;
    if (Date.now() > deadline) throw new Error(`${edition.edition}: documents still PROCESSING`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const res = await request(svc.app)
    .get(`/platform/api/documents/companies/${id}`)
    .set('Authorization', auth)
    .set('X-Platform', edition.platform)
    .expect(200);
  const documents = (res.body as TCompanyDocuments).groups
    .flatMap((g) => g.documents)
    .filter((d) => d.type !== 'ARCHIVE');
  // A type listed by several products is one document: keep it once.
  return [...new Map(documents.map((d) => [d.type, d])).values()];
}

async function download(edition: Edition, type: string, format: 'pdf' | 'docx'): Promise<Buffer> {
  const { id, auth } = companies.get(edition.platform)!;
  const link = await request(svc.app)
    .post(`/platform/api/documents/companies/${id}/documents/${type}/link`)
    .set('Authorization', auth)
    .set('X-Platform', edition.platform)
    .send({ format, disposition: 'attachment' })
    .expect(201);
  const file = await request(svc.app)
    .get(link.body.url as string)
    .buffer(true)
    .parse(binary)
    .expect(200);
  return file.body as Buffer;
}

const flat = (text: string) => text.replace(/\s+/g, ' ');

/**
 * The text of a Word document's body, paragraphs on their own lines, entities decoded: it must open
 * as a ZIP (read in-process: hundreds of `unzip` processes forked from the test would cost more than
 * the documents) with the parts Word needs.
 */
function wordText(docx: Uint8Array): string {
  const parts = unzipSync(docx);
  for (const part of ['[Content_Types].xml', '_rels/.rels', 'word/document.xml'])
    if (!parts[part]) throw new Error(`the DOCX has no ${part}`);
  return strFromU8(parts['word/document.xml']!)
    .replace(/<w:p[ >]/g, '\n$&')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The text of each PDF by pdftotext, in one shell (one fork of the test process, not one per file). */
async function pdfTexts(paths: readonly string[]): Promise<string[]> {
  const END = '@@END-OF-PDF@@';
  const { stdout } = await execFile(
    'sh',
    [
      '-c',
      `for f; do pdftotext -enc UTF-8 "$f" - || printf '@@NOT-A-PDF@@'; printf '\\n${END}\\n'; done`,
      'sh',
      ...paths,
    ],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  const texts = stdout.split(`\n${END}\n`).slice(0, paths.length);
  if (texts.length !== paths.length)
    throw new Error(`pdftotext read ${texts.length} of ${paths.length} PDFs`);
  return texts;
}

describe('a fully configured company that bought every product of its edition', () => {
  it.each(EDITIONS.flatMap((e) => e.otherLanguages.map((language) => [e.edition, language, e] as const)))(
    '%s edition in the other language (%s): the tree of every document, as the worker makes it from the same data, with its title and the company, nothing unfilled',
    async (_edition, asked, edition) => {
      const { id } = companies.get(edition.platform)!;
      const company = (await readCompany(svc.db, id))!;
      const registers = await registerEntries(createRegistersRepository(svc.db), id);
      // What the worker makes for the company (the renders of the full pass may still be running).
      const documents = generatableDocuments(company);
      expect(documents.map((d) => d.type).sort()).toEqual(expectedTypes(edition, company));
      const problems: string[] = [];
      const check = (type: string, what: string, ok: boolean) => {
        if (!ok) problems.push(`${type}: ${what}`);
      };
      // The worker reads them per document (loadSituations); read once here and cut the same way.
      const all = await readSituations(svc.db, id);
      for (const document of documents) {
        // An `_EN` package's English edition is made in English whatever the language asked.
        const type = typeOfKey(document.type);
        const language = languageOfKey(document.type) ?? asked;
        const scope = situationScope(type, document.product, coveredPurchases(company, document.type));
        const prepared = prepareDocument({
          type,
          product: document.product,
          channel: channelOfKey(document.type),
          company,
          situations:
            scope === 'none'
              ? []
              : scope === 'all'
                ? all
                : all.filter((s) => scope.subjects.includes(s.dataSubject)),
          language,
          version: 1,
          registers,
        });
        if (!prepared) {
          problems.push(`${document.type}: no template`);
          continue;
        }
        const text = treeText(prepared.tree);
        check(document.type, 'tree in another language', prepared.tree.language === language);
        check(
          document.type,
          'tree without the title',
          prepared.tree.title === documentsByCode[type as TDocumentCode].name[language],
        );
        check(document.type, 'tree without the company', text.includes(edition.name));
        check(document.type, `tree prints ${UNFILLED.exec(text)?.[0]}`, !UNFILLED.test(text));
      }
      expect(problems).toEqual([]);
    },
    SLOW,
  );

  it.each(EDITIONS.map((e) => [e.edition, e.language, e] as const))(
    '%s edition (%s): every document READY through the worker and the renderer, each PDF with its title and the company, each DOCX naming the company',
    async (_edition, language, edition) => {
      const documents = await settled(edition);
      // Every package bought shows its documents, those it shares with another package included.
      const { id, auth } = companies.get(edition.platform)!;
      const page = await request(svc.app)
        .get(`/platform/api/documents/companies/${id}`)
        .set('Authorization', auth)
        .set('X-Platform', edition.platform)
        .expect(200);
      const empty = (page.body as TCompanyDocuments).groups
        .filter((g) => g.available && g.documents.every((d) => d.status !== 'READY'))
        .map((g) => g.product);
      expect(empty).toEqual([]);
      // Not one document in ERROR, NOT_CONFIGURED or any other state: listed by name if so.
      expect(documents.filter((d) => d.status !== 'READY').map((d) => `${d.type}: ${d.status}`)).toEqual([]);
      // Every type the edition's products list, none missing, none extra.
      const company = (await readCompany(svc.db, companies.get(edition.platform)!.id))!;
      expect(documents.map((d) => d.type).sort()).toEqual(expectedTypes(edition, company));

      const problems: string[] = [];
      const check = (type: string, what: string, ok: boolean) => {
        if (!ok) problems.push(`${type}: ${what}`);
      };
      // A document's title in its own language: an English edition's is the catalogue's English name.
      const titleOf = (document: TCompanyDocument) => {
        // A channel's document is listed with the channel's name; its title is the type's.
        const own = languageOfKey(document.type);
        return own || channelOfKey(document.type)
          ? documentsByCode[typeOfKey(document.type) as TDocumentCode].name[own ?? language]
          : document.name[language];
      };
      const pdfs = new Map<string, string>();
      await inBatches(documents, 2, async (document) => {
        const pdf = await download(edition, document.type, 'pdf');
        check(
          document.type,
          'not a whole PDF',
          pdf.subarray(0, 5).toString('latin1') === '%PDF-' &&
            pdf.subarray(-8).toString('latin1').includes('%%EOF'),
        );
        const path = join(dir, `${edition.platform}-${document.type}.pdf`);
        writeFileSync(path, pdf);
        pdfs.set(document.type, path);
        // The Word copy is made on its first download, from the tree the PDF was printed from.
        let word: string;
        try {
          word = wordText(await download(edition, document.type, 'docx'));
        } catch (err) {
          problems.push(`${document.type}: the DOCX does not open (${String(err)})`);
          return;
        }
        check(document.type, 'DOCX without the company', word.includes(edition.name));
        check(document.type, 'DOCX without the title', flat(word).includes(flat(titleOf(document))));
        check(document.type, `DOCX prints ${UNFILLED.exec(word)?.[0]}`, !UNFILLED.test(word));
      });
      const texts = await pdfTexts(documents.map((d) => pdfs.get(d.type)!));
      documents.forEach((document, index) => {
        const text = flat(texts[index]!);
        check(document.type, 'PDF without text', !text.includes('@@NOT-A-PDF@@'));
        check(
          document.type,
          'PDF without the title',
          text.toUpperCase().includes(flat(titleOf(document)).toUpperCase()),
        );
        check(document.type, 'PDF without the company', text.includes(edition.name));
        check(document.type, `PDF prints ${UNFILLED.exec(text)?.[0]}`, !UNFILLED.test(text));
        check(
          document.type,
          'PDF with a cedilla s or t (U+015E, U+015F, U+0162, U+0163)',
          !/[\u015E\u015F\u0162\u0163]/.test(text),
        );
      });
      expect(problems).toEqual([]);
    },
    SLOW,
  );
});
