/**
 * Nothing a user typed is ever markup in a document, and the renderer reaches no network (docs/security.md, "Documents: nothing typed is markup").
 *
 * Every free-text field the engine reads — the company's details, contacts and DPO, its
 * representative, website, security measures, processors and sub-processors, video surveillance,
 * every text of a situation and its operations, the entries of both registers and the values written
 * into a response letter — carries every way HTML has of loading something or ending a context:
 * `</style>`, link prefetch / preconnect / dns-prefetch / preload / modulepreload, img, iframe, CSS
 * url() and @import, meta refresh, SVG image and foreignObject, object, embed, base href, a style
 * attribute, a broken-out attribute and a broken-out CSS string. Every URL points at a TCP listener
 * on 127.0.0.1 that counts connections (a preconnect opens one without sending anything). Every
 * document type is made by the real engine and printed by the real renderer (Chromium); the
 * registers' drafts are asked for through the documents service's routes, as a user does. Then: no
 * connection reached the listener, and each field's text, markup included, reads in a PDF (pdftotext)
 * as it was typed.
 */
import { execFile as execFileCallback } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { createConnection, createServer, type AddressInfo, type Server as TcpServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DATA_SUBJECTS, documentsByCode, products, type TDocumentCode } from '@conform/catalogues';
import { companiesService } from '@conform/companies-service';
import type { CompanyReadModel } from '@conform/companies-service/read';
import type { SituationReadModel } from '@conform/configurator-service/read';
import { configuratorService } from '@conform/configurator-service';
import type { TBreach, TDataSubjectRequest } from '@conform/contracts';
import { rendererService } from '@conform/renderer';
import { insertTestCompany, startTestService, type TestService } from '@conform/server-kit/testing';
import request from 'supertest';
import { documentsService } from '../src/app.ts';
import { UTILS } from '../src/catalogue.ts';
import type { TDocumentsConfig } from '../src/config.ts';
import { prepareDocument, situationScope } from '../src/engine/render.ts';
import { templateFor } from '../src/engine/registry.ts';
import { responseFieldValues } from '../src/engine/templates/responses.ts';
import { createRendererClient, type RendererClient } from '../src/generation/renderer-client.ts';

const execFile = promisify(execFileCallback);
const TOKEN = 'test-internal-token-0123456789abcdef';
const SLOW = 240_000;
const dir = mkdtempSync(join(tmpdir(), 'no-markup-'));

/** Every connection the listener accepted: the first line it was sent, or "connection" for a bare one. */
const connections: string[] = [];
let listener: TcpServer;
let origin = '';

/** Every vector, each pointing at the listener under the field's name. */
function vectors(field: string): string[] {
  const url = `${origin}/${field}`;
  return [
    `x</style><link rel=prefetch href=${url}/prefetch><style>`,
    `<link rel=preconnect href=${url}/preconnect>`,
    `<link rel=dns-prefetch href=${url}/dns-prefetch>`,
    `<link rel=preload href=${url}/preload as=style>`,
    `<link rel=modulepreload href=${url}/modulepreload>`,
    `<img src=${url}/img>`,
    `<iframe src=${url}/iframe></iframe>`,
    `<style>p{background:url(${url}/css-url)}</style>`,
    `<style>@import url(${url}/import);</style>`,
    `<meta http-equiv=refresh content="0;url=${url}/refresh">`,
    `<svg><image href=${url}/svg-image /><foreignObject><img src=${url}/svg-fo></foreignObject></svg>`,
    `<object data=${url}/object></object><embed src=${url}/embed>`,
    `<base href=${url}/base/><img src=relative>`,
    `<b style="background-image:url(${url}/style-attr)">b</b>`,
    `"><img src=${url}/attr-dq>`,
    `'><img src=${url}/attr-sq>`,
    `\\";}@import url(${url}/css-string);p{x:"`,
  ];
}

/** The vectors joined by spaces into texts of at most `max` characters. */
function packed(items: readonly string[], max: number): string[] {
  const texts: string[] = [];
  for (const item of items) {
    const last = texts.at(-1);
    if (last !== undefined && last.length + 1 + item.length <= max)
      texts[texts.length - 1] = `${last} ${item}`;
    else texts.push(item);
  }
  return texts;
}

/** The field's name, then every vector. */
const hostile = (field: string): string => [`[${field}]`, ...vectors(field)].join(' ');

/** The free-text fields, by name; each is written into the input below. */
const FIELDS = [
  'info.name',
  'info.fiscalCode',
  'info.registrationNumber',
  'info.city',
  'info.county',
  'info.streetAddress',
  'info.phoneNumber',
  'dpo.name',
  'dpo.email',
  'dpo.phone',
  'contactEmail',
  'website',
  'representative.name',
  'representative.role',
  'security.other',
  'processor.name',
  'processor.fiscalCode',
  'processor.registrationNumber',
  'processor.address',
  'processor.representative',
  'processor.contactEmail',
  'processor.service',
  'subprocessor.name',
  'subprocessor.service',
  'cctv.area',
  'cctv.retentionReason',
  'cctv.recipient',
  'cctv.lessIntrusiveMeans',
  'cctv.viewerName',
  'cctv.viewerPosition',
  'terms.deposit',
  'terms.freeCancellation',
  'terms.cancellationFees',
  'terms.refundAfterWithdrawal',
  'channel.name',
  'channel.url',
  'tool.provider',
  'tool.purpose',
  'situation.name',
  'operation.name',
  'operation.purpose',
  'operation.data',
  'operation.groundReason',
  'operation.source',
  'operation.recipient',
  'operation.recipientsLocation',
  'operation.storageDuration',
  'operation.storageLocation',
  'operation.provisionConsequence',
  'operation.automatedDecisionLogic',
  // A request's own notes stay in the register's page: no document prints them.
  'request.person',
  'request.extensionReason',
  'request.refusalReason',
  'breach.description',
  'breach.subjectCategories',
  'breach.dataCategories',
  'breach.consequences',
  'breach.measures',
  'breach.riskReason',
  'breach.delayReason',
] as const;
type Field = (typeof FIELDS)[number];
const h = (field: Field) => hostile(field);

function hostileCompany(): CompanyReadModel {
  return {
    id: 'HOSTILE0000000000000',
    platform: 'ro',
    adminIds: [],
    info: {
      fiscalCode: h('info.fiscalCode'),
      registrationNumber: h('info.registrationNumber'),
      name: h('info.name'),
      country: 'RO',
      city: h('info.city'),
      county: h('info.county'),
      streetAddress: h('info.streetAddress'),
      phoneNumber: h('info.phoneNumber'),
    },
    dataProtectionResponsible: {
      isDpo: true,
      name: h('dpo.name'),
      email: h('dpo.email'),
      phone: h('dpo.phone'),
      notifiedOn: null,
    },
    contactEmail: h('contactEmail'),
    // A web address: it becomes a link, so the value also lands in an attribute.
    website: `https://conform.example/?q=${h('website')}`,
    legalRepresentative: { name: h('representative.name'), role: h('representative.role') },
    employeeCount: 12,
    securityMeasures: { measures: ['ACCESS_CONTROL', 'BACKUPS'], other: h('security.other') },
    processors: [
      {
        id: 'hostile-processor',
        name: h('processor.name'),
        fiscalCode: h('processor.fiscalCode'),
        registrationNumber: h('processor.registrationNumber'),
        address: h('processor.address'),
        country: 'US',
        representative: h('processor.representative'),
        contactEmail: h('processor.contactEmail'),
        service: h('processor.service'),
        transferMechanism: 'SCC',
        dpfCheckedOn: null,
        sccModule: null,
        sccSignedOn: null,
        derogation: null,
        bcrReference: null,
        subProcessors: [
          {
            name: h('subprocessor.name'),
            country: 'US',
            service: h('subprocessor.service'),
            transferMechanism: 'SCC',
          },
        ],
      },
    ],
    cctv: {
      areas: [h('cctv.area')],
      retentionDays: 45,
      retentionReason: h('cctv.retentionReason'),
      recipients: [h('cctv.recipient')],
      lessIntrusiveMeans: h('cctv.lessIntrusiveMeans'),
      consultationDate: '2026-01-12',
      viewers: [{ name: h('cctv.viewerName'), position: h('cctv.viewerPosition') }],
    },
    channels: [
      {
        id: 'hostile-channel',
        kind: 'WEBSITE',
        name: h('channel.name'),
        url: h('channel.url'),
        languages: ['ro'],
        products: ['ONLINE_APP'],
        tools: [
          {
            kind: 'ANALYTICS',
            provider: h('tool.provider'),
            purpose: h('tool.purpose'),
            cookies: 'WITH_CONSENT',
            country: 'US',
            transferMechanism: 'DPF',
          },
        ],
      },
    ],
    // The company's own commercial terms, printed as written by the accommodation and course terms.
    commercialTerms: {
      accommodation: {
        checkIn: '14:00',
        checkOut: '11:00',
        deposit: h('terms.deposit'),
        freeCancellation: h('terms.freeCancellation'),
        cancellationFees: h('terms.cancellationFees'),
      },
      courses: { refundAfterWithdrawal: h('terms.refundAfterWithdrawal') },
      marketing: { inactiveContactsMonths: 24, inactiveContactsAction: 'RECONFIRM' },
    },
    products: { pending: [], configured: [], purchased: products.map((p) => p.id) },
    dirty: [],
    updatedAt: '2026-03-01T09:00:00.000Z',
  };
}

/** One situation per data subject, one operation each, every text of it hostile. */
function hostileSituations(): SituationReadModel[] {
  return DATA_SUBJECTS.map((subject) => ({
    id: `situation-${subject}`,
    dataSubject: subject,
    name: h('situation.name'),
    suggestionId: null,
    operations: [
      {
        id: `operation-${subject}`,
        name: h('operation.name'),
        purpose: h('operation.purpose'),
        data: [h('operation.data')],
        // A legitimate interest prints its reason; a contractual requirement, its consequence.
        grounds: ['LEGITIMATE_INTEREST'],
        groundReason: h('operation.groundReason'),
        specialDataGround: null,
        sources: [h('operation.source')],
        recipients: [h('operation.recipient')],
        recipientsLocations: [h('operation.recipientsLocation')],
        storageDuration: h('operation.storageDuration'),
        storageLocations: [h('operation.storageLocation')],
        provisionRequirement: 'CONTRACTUAL',
        provisionConsequence: h('operation.provisionConsequence'),
        automatedDecision: 'PROFILING',
        automatedDecisionLogic: h('operation.automatedDecisionLogic'),
        // Categories that put the hostile operation into the marketing, monitoring and cookie documents too.
        purposeCategory: subject === 'EMPLOYEES' ? 'MONITORING' : 'MARKETING',
        cookies: subject === 'ONLINE_USERS' ? 'WITH_CONSENT' : 'NONE',
        // Performed by the hostile processor, so its agreement lists the hostile operation too.
        processorIds: ['hostile-processor'],
        suggestionId: null,
      },
    ],
  }));
}

function hostileRequest(): TDataSubjectRequest {
  return {
    id: 'hostile-request',
    number: 'REQ-2026-001',
    right: 'ERASURE',
    receivedOn: '2026-01-31',
    person: h('request.person'),
    channel: 'EMAIL',
    notes: null,
    // Extended, then refused: the printed register gives both reasons.
    status: 'REFUSED',
    deadline: '2026-04-30',
    extensionReason: h('request.extensionReason'),
    daysLeft: null,
    identityRequestedOn: null,
    identityConfirmedOn: null,
    paused: false,
    closedOn: '2026-03-09',
    history: [
      { status: 'EXTENDED', at: '2026-02-10T09:00:00.000Z', on: null, note: h('request.extensionReason') },
      {
        status: 'REFUSED',
        at: '2026-03-09T09:00:00.000Z',
        on: '2026-03-09',
        note: h('request.refusalReason'),
      },
    ],
    responseTemplate: 'MODELE_RASPUNS_STERGERE',
  };
}

function hostileBreach(): TBreach {
  return {
    id: 'hostile-breach',
    number: 'INC-2026-001',
    awareAt: '2026-03-02T08:00:00.000Z',
    occurredAt: '2026-03-01T20:30:00.000Z',
    nature: ['CONFIDENTIALITY'],
    description: h('breach.description'),
    subjectCategories: h('breach.subjectCategories'),
    subjectsCount: 42,
    dataCategories: h('breach.dataCategories'),
    recordsCount: null,
    consequences: h('breach.consequences'),
    measures: h('breach.measures'),
    risk: 'HIGH',
    riskReason: h('breach.riskReason'),
    authorityNotifiedAt: '2026-03-06T09:00:00.000Z',
    personsNotifiedAt: null,
    delayReason: h('breach.delayReason'),
    notifyBy: '2026-03-05T08:00:00.000Z',
    notifyAuthority: true,
    notifyPersons: true,
    createdAt: '2026-03-02T08:10:00.000Z',
    updatedAt: '2026-03-06T09:00:00.000Z',
  };
}

/**
 * The text of each PDF by pdftotext, without any whitespace (a line may break anywhere in a value).
 * In content-stream order (`-raw`): a table cell or a margin box reads whole, not interleaved with
 * its neighbours line by line.
 */
async function pdfPages(pdfs: readonly Buffer[]): Promise<string[][]> {
  const documents: string[][] = [];
  for (const [i, pdf] of pdfs.entries()) {
    const path = join(dir, `${Math.random().toString(36).slice(2)}-${i}.pdf`);
    writeFileSync(path, pdf);
    const { stdout } = await execFile('pdftotext', ['-raw', '-enc', 'UTF-8', path, '-'], {
      maxBuffer: 64 << 20,
    });
    // pdftotext ends every page with a form feed.
    documents.push(
      stdout
        .split('\f')
        .slice(0, -1)
        .map((page) => page.replace(/\s+/g, '')),
    );
  }
  return documents;
}

const pdfTexts = async (pdfs: readonly Buffer[]) => (await pdfPages(pdfs)).map((pages) => pages.join(''));

/** The fields whose whole hostile text reads in none of the texts. */
function unreadFields(texts: readonly string[], fields: readonly Field[] = FIELDS): Field[] {
  return fields.filter((field) => {
    const expected = hostile(field).replace(/\s+/g, '');
    return !texts.some((text) => text.includes(expected));
  });
}

/** Connections still on their way are counted before the listener is asked. */
async function settledConnections(): Promise<string[]> {
  await new Promise((resolve) => setTimeout(resolve, 500));
  return [...connections];
}

let renderer: TestService<unknown>;
let rendererServer: Server;
let client: RendererClient;
let rendererUrl = '';

beforeAll(async () => {
  listener = createServer((socket) => {
    const index = connections.push('connection') - 1;
    socket.once('data', (data) => {
      connections[index] = data.toString('latin1').split('\r\n')[0] ?? 'connection';
    });
    socket.on('error', () => undefined);
    setTimeout(() => socket.destroy(), 100);
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;

  renderer = await startTestService(rendererService, {
    env: { INTERNAL_TOKEN: TOKEN, RENDER_POOL_SIZE: '2' },
  });
  rendererServer = renderer.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => rendererServer.once('listening', resolve));
  rendererUrl = `http://127.0.0.1:${(rendererServer.address() as AddressInfo).port}`;
  client = createRendererClient({ baseUrl: rendererUrl, internalToken: TOKEN, timeoutMs: 120_000 });
}, SLOW);

afterAll(async () => {
  rendererServer.closeAllConnections();
  await new Promise((resolve) => rendererServer.close(resolve));
  await renderer.close();
  await new Promise((resolve) => listener.close(resolve));
});

beforeEach(() => {
  connections.length = 0;
});

it('the listener counts a bare TCP connection and an HTTP request (the test can see a leak)', async () => {
  await new Promise<void>((resolve, reject) => {
    const socket = createConnection((listener.address() as AddressInfo).port, '127.0.0.1', () => {
      socket.end();
      resolve();
    });
    socket.on('error', reject);
  });
  await fetch(`${origin}/control`).catch(() => undefined);
  expect(await settledConnections()).toEqual(['connection', 'GET /control HTTP/1.1']);
});

it(
  'prints every free-text field of every document type as the text it is, and reaches no network',
  async () => {
    const company = hostileCompany();
    const situations = hostileSituations();
    const registers = { requests: [hostileRequest()], breaches: [hostileBreach()] };
    const types = (Object.keys(documentsByCode) as TDocumentCode[]).filter((type) => templateFor(type));
    const documents = types.map((type) => {
      // The usage guide belongs to no product: every company has it.
      const product = products.find((p) => p.documents.includes(type))?.id ?? UTILS;
      const scope = situationScope(type, product, company.products.purchased);
      const prepared = prepareDocument({
        type,
        product,
        company,
        situations:
          scope === 'none'
            ? []
            : situations.filter((s) => scope === 'all' || scope.subjects.includes(s.dataSubject)),
        language: 'ro',
        version: 1,
        now: new Date('2026-03-10T10:00:00Z'),
        registers,
        // As the registers' drafts are made: a response letter with the request's values written
        // in, the breach notification from the logged breach.
        ...(type.startsWith('MODELE_RASPUNS_')
          ? { fill: responseFieldValues('ro', hostileRequest(), '2026-03-10') }
          : {}),
        ...(type === 'NOTIFICARE_INCALCARE' ? { breach: hostileBreach() } : {}),
      })!;
      return { type, prepared };
    });

    const pdfs: Buffer[] = [];
    // Two at a time: the renderer's two pages.
    const queue = [...documents.keys()];
    await Promise.all(
      [0, 1].map(async () => {
        for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
          const { prepared } = documents[next]!;
          pdfs[next] = await client.renderPdf({ html: prepared.html, title: prepared.tree.title });
        }
      }),
    );
    expect(pdfs.filter(Boolean)).toHaveLength(types.length);
    expect(await settledConnections()).toEqual([]);

    const documentPages = await pdfPages(pdfs);
    // A field printed across a page break reads whole once the running header and footer between
    // the two pages are taken out (the company, the title, the version line, the page number).
    const margins = (i: number) => {
      const { tree } = documents[i]!.prepared;
      return [tree.company, tree.title, `Versiunea ${tree.meta.version} · ${tree.meta.date}`].map((text) =>
        text.replace(/\s+/g, ''),
      );
    };
    const withoutMargins = documentPages.map((pages, i) =>
      pages
        .map((page) =>
          margins(i)
            .reduce((text, margin) => (margin ? text.split(margin).join('') : text), page)
            .replace(/Pagina\d+din\d+/g, ''),
        )
        .join(''),
    );
    expect(unreadFields([...documentPages.map((pages) => pages.join('')), ...withoutMargins])).toEqual([]);
    // The running header and footer are still the document's own: every page is numbered and,
    // from the second on, headed by the company's name as typed (a sign has no running header).
    const name = hostile('info.name').replace(/\s+/g, '');
    for (const [i, pages] of documentPages.entries()) {
      const headed = documents[i]!.prepared.tree.layout !== 'sign';
      for (const [index, page] of pages.entries()) {
        expect([documents[i]!.type, index + 1, page]).toEqual([
          documents[i]!.type,
          index + 1,
          expect.stringContaining(`Pagina${index + 1}din${pages.length}`),
        ]);
        if (index > 0 && headed) {
          expect([documents[i]!.type, index + 1, page]).toEqual([
            documents[i]!.type,
            index + 1,
            expect.stringContaining(name),
          ]);
        }
      }
    }
  },
  SLOW,
);

describe('the registers’ drafts, printed when asked', () => {
  let svc: TestService<TDocumentsConfig>;
  beforeAll(async () => {
    svc = await startTestService(documentsService, {
      alsoMigrate: [companiesService, configuratorService],
      env: {
        INTERNAL_TOKEN: TOKEN,
        LINK_SECRET: 'test-link-secret-0123456789abcdef',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'no-markup-data-')),
        RENDERER_URL: rendererUrl,
      },
    });
  }, SLOW);
  afterAll(() => svc.close());

  function pdf(res: request.Response, done: (err: Error | null, body: Buffer) => void): void {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  }

  it(
    'prints a request’s response letter and a breach’s notification with the company’s and the entry’s texts as typed, and reaches no network',
    async () => {
      const uid = `user-${Math.random().toString(36).slice(2)}`;
      const companyId = await insertTestCompany(svc.db, {
        adminIds: [uid],
        name: h('info.name'),
        products: { purchased: ['INTERNAL_POLICIES'], configured: ['INTERNAL_POLICIES'] },
      });
      const auth = `Bearer ${await svc.tokenFor({ uid })}`;
      const base = `/platform/api/documents/companies/${companyId}`;
      const printed: Buffer[] = [];
      const get = async (path: string) => {
        const res = await request(svc.app)
          .get(path)
          .set('Authorization', auth)
          .buffer(true)
          .parse(pdf)
          .expect(200);
        printed.push(res.body as Buffer);
        return res.body as Buffer;
      };

      // The registers keep a name to 200 characters and a category to 1,000: the vectors are shared
      // out over as many entries as it takes.
      for (const person of packed(vectors('request'), 200)) {
        const { body: logged } = await request(svc.app)
          .post(`${base}/requests`)
          .set('Authorization', auth)
          .send({ right: 'ERASURE', receivedOn: '2026-01-31', person, channel: 'EMAIL' })
          .expect(201);
        const [letter] = await pdfTexts([await get(`${base}/requests/${logged.id as string}/response`)]);
        expect(letter).toContain(person.replace(/\s+/g, ''));
      }
      const breachFields = [
        'description',
        'subjectCategories',
        'dataCategories',
        'consequences',
        'measures',
        'riskReason',
      ] as const;
      for (const [index, group] of packed(vectors('breach'), 950).entries()) {
        const texts = Object.fromEntries(
          breachFields.map((field) => [field, `[${field} ${index}] ${group}`]),
        );
        const { body: breach } = await request(svc.app)
          .post(`${base}/breaches`)
          .set('Authorization', auth)
          .send({
            awareAt: '2026-03-02T08:00:00.000Z',
            nature: ['CONFIDENTIALITY'],
            subjectsCount: 3,
            risk: 'HIGH',
            ...texts,
          })
          .expect(201);
        const [notification] = await pdfTexts([
          await get(`${base}/breaches/${breach.id as string}/notification`),
        ]);
        for (const text of Object.values(texts)) expect(notification).toContain(text.replace(/\s+/g, ''));
      }

      expect(await settledConnections()).toEqual([]);
      // The company's name, in every vector at once, in each of them.
      const company = hostile('info.name').replace(/\s+/g, '');
      for (const text of await pdfTexts(printed)) expect(text).toContain(company);
    },
    SLOW,
  );
});
