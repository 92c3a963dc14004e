// `npm run bench`: what users and teams wait for, written to bench/results.md.
// - JS a visitor downloads (gzipped) for the shell on /platform/onboarding/start, and each remote on first visit
// - cold and warm production build of all front ends
// - embedded start time (fresh data directory, then a restart on existing data)
// - the spine: from the provider's payment notification to the products purchased and to every document
//   of the package READY, and from a contact change to the documents regenerated (scripts/journey.ts)
// - the document engine: a fully configured company's notices, consent forms and policies made after
//   its payment, in documents per second, against the raw Chromium pool rendering the same documents
// - the internal policies package: from the card payment to its last document READY, against the raw pool
//   (both in documents per second); a document ending ERROR or fewer documents than the packages list
//   fails the run (a measurement of failed renders measures nothing)
// - the API under load (autocannon, 100 connections): the company read and the order summary against a
//   bare Express server answering the same JSON, with a CPU profile of the platform under that load;
//   in cluster mode, the company read through nginx against bare Express + pg making the same query
// - refusals under a flood: another user's company read while 200 connections ask for sign-in links and
//   are refused (429), against the same read alone
// - capacity (docs/scaling.md): waves of documents in cluster mode with two documents workers and two
//   renderer processes, then one of each: documents per second per core and per renderer CPU second, CPU
//   per document by part of the cluster, statements and transactions per document
// - a legal update's wave (`npm run bench -- wave`, docs/legal-updates.md): BENCH_WAVE_COMPANIES companies
//   (1,000 by default: hours) with every package paid, a content release published through
//   DOCUMENTS_CONTENT_DIR and the documents processes restarted on it; the wave's documents per second
//   against the raw renderer pool, and a company's edits during the wave (p50, p99, max)
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page, type Response } from '@playwright/test';
import autocannon from 'autocannon';
import { build, FRONTENDS, ROOT } from './frontends.ts';
import { readFileSync } from 'node:fs';
import { findProduct, type TDataSubject } from '@conform/catalogues';
import type { TCompanyDocuments } from '@conform/contracts';
import { prepareDocument, situationScope } from '../services/documents/src/engine/render.ts';
import { sampleCompany, sampleSituations } from '../services/documents/src/engine/sample.ts';
import {
  browser,
  configuredCompany,
  localMailbox,
  mailFolder,
  payByCard,
  runPurchaseJourney,
  signIn,
  type JourneyTimings,
} from './journey.ts';

/** BENCH_PORT: another port when 8199 (and the next, the baseline's) is taken. */
const PORT = Number(process.env['BENCH_PORT'] ?? 8199);
const BASE = `http://localhost:${PORT}`;
const DATA = join(ROOT, 'bench', '.data');
const results: string[] = [];
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function buildTimes(): Promise<void> {
  for (const pkg of FRONTENDS) {
    rmSync(join(ROOT, pkg, 'dist'), { recursive: true, force: true });
    rmSync(join(ROOT, pkg, 'node_modules/.cache/webpack'), { recursive: true, force: true });
  }
  const cold = await timed(() => build(FRONTENDS));
  const warm = await timed(() => build(FRONTENDS));
  results.push(
    '## Front-end builds (all six, production, 2 at a time)',
    '',
    `| build | time |`,
    `|---|---|`,
    `| cold (no cache) | ${secs(cold)} |`,
    `| warm (webpack filesystem cache) | ${secs(warm)} |`,
    '',
  );
}

function startPlatform(nodeOptions: string[] = []): { child: ChildProcess; ready: Promise<number> } {
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeOptions, 'services/gateway/src/start.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: DATA, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const ready = (async () => {
    for (;;) {
      try {
        const res = await fetch(`${BASE}/platform/api/gateway/health`);
        if (res.ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  return { child, ready };
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** Gzipped bytes of the scripts a navigation downloads, split by who serves them. */
async function scriptBytes(page: Page, url: string, wait: () => Promise<void>): Promise<Map<string, number>> {
  const bytes = new Map<string, number>();
  const pending: Promise<void>[] = [];
  const onResponse = (response: Response) => {
    const u = new URL(response.url());
    if (!u.pathname.endsWith('.js')) return;
    pending.push(
      response.body().then(
        (body) => {
          // A remote's federation entry (remoteEntry.js: its share-scope setup; the MF runtime is the
          // shell's) is shown apart from its other code; the aim counts both.
          const area = u.pathname.startsWith('/platform/mf/') ? u.pathname.split('/')[3]! : undefined;
          const owner = !area ? 'shell' : u.pathname.endsWith('/remoteEntry.js') ? `${area}:entry` : area;
          bytes.set(owner, (bytes.get(owner) ?? 0) + gzipSync(body).length);
        },
        () => undefined,
      ),
    );
  };
  page.on('response', onResponse);
  await page.goto(url);
  await wait();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  page.off('response', onResponse);
  return bytes;
}

async function pageWeights(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const page = await browser.newPage();
  const first = await scriptBytes(page, `${BASE}/platform/onboarding/start`, () =>
    page.getByRole('heading', { level: 1 }).waitFor(),
  );
  const rows = [`| shell (initial JS on /platform/onboarding/start) | ${kb(first.get('shell') ?? 0)} | |`];
  const remoteRow = (area: string, label: string, bytes: Map<string, number>) =>
    `| mf-${area} (${label}) | ${kb(bytes.get(area) ?? 0)} | ${kb(bytes.get(`${area}:entry`) ?? 0)} |`;
  rows.push(remoteRow('onboarding', 'first visit, /platform/onboarding/start', first));

  // Company pages need a company: sign in by e-mail, accept the terms, create one as the onboarding flow would.
  const email = `bench-${Date.now().toString(36)}@example.ro`;
  await page.request.post(`${BASE}/platform/api/identity/sign-in-links`, { data: { email } });
  const token = await localMailbox(BASE)(email);
  await page.request.post(`${BASE}/platform/api/identity/sessions/email-link`, { data: { token, email } });
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrf_token')?.value ?? '';
  await page.request.put(`${BASE}/platform/api/identity/me/consents`, {
    headers: { 'x-csrf-token': csrf },
    data: { terms: true, communications: false },
  });
  const created = await page.request.post(`${BASE}/platform/api/companies`, {
    headers: { 'x-csrf-token': csrf },
    data: {
      info: {
        fiscalCode: '18547290',
        registrationNumber: 'J40/1234/2020',
        name: 'Bench SRL',
        country: 'RO',
        city: 'București',
        county: 'B',
        streetAddress: 'Str. Exemplu 1',
        phoneNumber: '0740123456',
      },
      products: ['EMPLOYEES'],
    },
  });
  const companyId = created.ok() ? ((await created.json()) as { id: string }).id : undefined;
  const visits: Array<[string, string]> = companyId
    ? [
        ['dashboard', `/platform/${companyId}/dashboard`],
        ['configurator', `/platform/${companyId}/configurator/employees`],
        ['checkout', `/platform/${companyId}/checkout`],
        ['documents', `/platform/${companyId}/documents`],
      ]
    : [];
  for (const [area, path] of visits) {
    // Start from the onboarding page so only the remote's own bytes are new.
    await page.goto(`${BASE}/platform/onboarding/start`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const bytes = await scriptBytes(page, `${BASE}${path}`, () =>
      page.getByRole('heading', { level: 1 }).waitFor(),
    );
    rows.push(remoteRow(area, `first visit, ${path.replace(companyId ?? '', ':companyId')}`, bytes));
  }
  await browser.close();
  results.push(
    '## JavaScript downloaded (gzipped)',
    '',
    'Aims: the shell under 180 KB on /platform/onboarding/start; each remote at most 60 KB on a first',
    'visit (the shell and the shared libraries already loaded), its federation entry (remoteEntry.js)',
    'included (checked in every e2e run: e2e/tests/bundle-size.spec.ts).',
    '',
    '| what | gzipped | federation entry |',
    '|---|---|---|',
    ...rows,
    '',
  );
}

const ms = (n: number) => `${Math.round(n)} ms`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** The spine's timings over several purchases on the running embedded platform (the first warms it up). */
async function spineTimes(): Promise<void> {
  const runs: JourneyTimings[] = [];
  let documents: string[] = [];
  for (let i = 0; i < 6; i++) {
    const result = await runPurchaseJourney(BASE, { products: ['DPA'] });
    documents = result.documents;
    if (i > 0) runs.push(result.timings);
  }
  const row = (label: string, key: keyof JourneyTimings) => {
    const values = runs.map((r) => r[key]);
    return `| ${label} | ${ms(median(values))} | ${ms(Math.max(...values))} |`;
  };
  results.push(
    '## The spine: what a payment and a change set off (embedded, PGlite)',
    '',
    `Over ${runs.length} purchases of one package by card on the local NETOPIA sandbox (after one to warm up),`,
    `through HTTP as a browser and the provider make them. Documents of the package with a template so far:`,
    `${documents.join(', ')}. Aim: purchased within 2 s of the IPN.`,
    '',
    '| from → to | median | max |',
    '|---|---|---|',
    row('IPN → products purchased', 'ipnToPurchasedMs'),
    row('IPN → every document of the package READY', 'ipnToDocumentsReadyMs'),
    row('contact change saved → affected documents READY again', 'changeToRegeneratedMs'),
    row('operation edited (configurator) → affected documents READY again', 'situationChangeToRegeneratedMs'),
    '',
  );
}

/** The packages whose documents are the notices and consent forms (and what comes with them). */
const ENGINE_PRODUCTS = [
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
  'ONLINE_SHOP',
  'ONLINE_RESTAURANT',
  'ONLINE_ACCOMMODATION',
  'MARKETING',
];

type ListedDocuments = TCompanyDocuments['groups'][number]['documents'];

/** Pays every engine package with a voucher covering all of it (no card: the same `order.paid`). */
async function payByVoucher(b: ReturnType<typeof browser>, id: string): Promise<void> {
  await b.json(
    `/platform/api/payments/${id}`,
    {
      method: 'POST',
      json: {
        products: ENGINE_PRODUCTS,
        voucherCode: 'TEST100',
        billingInfo: { ...sampleCompany('ro').info, email: 'facturi@motorul.ro', phoneNumber: '0740123456' },
        returnUrl: `${BASE}/platform/${id}/checkout/paymentReturn`,
      },
    },
    201,
  );
}

/**
 * The documents a purchase of these packages makes: every document of each (once, though several
 * packages list it) and the usage guide; the archive is zipped when downloaded, not made.
 */
function expectedDocuments(productIds: readonly string[]): string[] {
  const types = new Set<string>(['GHID_UTILIZARE_DOCUMENTE']);
  for (const id of productIds) {
    const product = findProduct(id);
    if (!product) throw new Error(`bench: no product ${id} in the catalogue`);
    for (const type of product.documents) types.add(type);
  }
  return [...types];
}

const listed = (documents: ListedDocuments) => documents.map((d) => `${d.type} ${d.status}`).join(', ');

/**
 * Pays for the company's packages (a voucher covering everything) and waits for the last document to
 * leave PROCESSING on the documents page's own live stream (server-sent events), as a customer's page
 * would: no polling that would add its own load to what is measured. A measurement of documents that
 * failed is no measurement: it throws, naming them, when any ends ERROR (or NOT_CONFIGURED), when one
 * of `expected` is not READY, or when fewer documents than expected were made.
 */
async function documentsAfterPayment(
  b: ReturnType<typeof browser>,
  id: string,
  expected: readonly string[],
  pay: () => Promise<unknown> = () => payByVoucher(b, id),
) {
  const stop = new AbortController();
  const stream = await b.call(`/platform/api/documents/companies/${id}/events`, { signal: stop.signal });
  if (!stream.ok || !stream.body) throw new Error(`documents stream answered ${stream.status}`);
  let last: ListedDocuments = [];
  const settled = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of stream.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const message = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = message.split('\n').find((line) => line.startsWith('data: '));
        if (!data) continue;
        const page = JSON.parse(data.slice(6)) as TCompanyDocuments;
        last = page.groups.flatMap((g) => g.documents).filter((d) => d.status !== 'LOCKED');
        // Nothing left in the making: READY, or a state it will not leave by itself (ERROR, NOT_CONFIGURED).
        if (last.length > 0 && last.every((d) => d.status !== 'PROCESSING'))
          return { at: performance.now(), documents: last };
      }
    }
    throw new Error('the documents stream ended before every document was made');
  })();
  const paidAt = performance.now();
  await pay();
  const timeout = setTimeout(
    () =>
      stop.abort(
        new Error(
          `bench: the documents were not made after 5 minutes; still: ${listed(last.filter((d) => d.status !== 'READY'))}`,
        ),
      ),
    300_000,
  );
  try {
    const { at, documents } = await settled;
    // The archive is zipped when downloaded, from these: not a document of its own.
    const made = documents.filter((d) => d.type !== 'ARCHIVE');
    const failed = made.filter((d) => d.status !== 'READY');
    if (failed.length > 0)
      throw new Error(
        `bench: ${failed.length} of ${made.length} documents did not end READY: ${listed(failed)}`,
      );
    const ready = made.filter((d) => d.status === 'READY');
    const missing = expected.filter((type) => !ready.some((d) => d.type === type));
    if (missing.length > 0 || ready.length < expected.length)
      throw new Error(
        `bench: ${ready.length} documents READY, ${expected.length} expected; missing: ${missing.join(', ') || 'none'}`,
      );
    return { ms: at - paidAt, ready };
  } finally {
    clearTimeout(timeout);
    stop.abort();
  }
}

/** The same documents' HTML (the sample company, the same presets) posted straight to the renderer. */
async function rawPool(
  documents: ListedDocuments,
  poolSize: number,
  /** The data subjects the company described (documents about all situations cover these); all when absent. */
  subjects?: TDataSubject[],
): Promise<number> {
  const token = readFileSync(join(DATA, 'keys', 'internal-token'), 'utf8').trim();
  const htmls = documents.map((d) => {
    const subject = findProduct(d.product)?.dataSubject;
    const scope = situationScope(d.type, d.product);
    const situations =
      scope === 'none'
        ? []
        : sampleSituations('ro', 'RO', scope === 'all' || !subject ? subjects : [subject]);
    return prepareDocument({
      type: d.type,
      product: d.product,
      company: {
        ...sampleCompany('ro'),
        products: { pending: [], configured: ENGINE_PRODUCTS, purchased: ENGINE_PRODUCTS },
      },
      situations,
      language: 'ro',
      version: 1,
    })!.html;
  });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: poolSize }, async () => {
      for (let html = htmls.shift(); html; html = htmls.shift()) {
        const res = await fetch(`${BASE}/platform/api/renderer/pdf`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-internal-token': token },
          body: JSON.stringify({ html }),
        });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`renderer answered ${res.status}`);
      }
    }),
  );
  return performance.now() - started;
}

const ROUNDS = 5;
/**
 * The engine's ratio moves by several points from one round to the next (the platform and Chromium
 * share the machine's cores, and either phase of a round can catch the machine busy): its median is
 * taken over more rounds than the other sections'.
 */
const ENGINE_ROUNDS = 9;

/**
 * The engine's rate: a company configured with every suggestion of its packages pays, then the
 * platform makes its documents by itself (events, queue, worker, renderer); documents per second from
 * the payment to the last READY. Right after, the raw pool: the same documents' HTML posted straight
 * to the renderer, as many at once as it has pages. ENGINE_ROUNDS rounds on the same running platform, each
 * pair back to back so both see the same machine; the median ratio is the figure.
 */
async function engineThroughput(): Promise<void> {
  const b = browser(BASE);
  await signIn(b, localMailbox(BASE));
  const health = await b.json<{ poolSize?: number }>('/platform/api/renderer/health');
  const poolSize = health.poolSize ?? 2;
  const rounds: Array<{ documents: number; notices: number; engineMs: number; rawMs: number }> = [];
  // Round 0 warms up (JIT, the renderer's pages and fonts), as in the other sections; it is not counted.
  for (let round = 0; round <= ENGINE_ROUNDS; round++) {
    const id = await configuredCompany(b, {
      info: { ...sampleCompany('ro').info, name: `Motorul Documentelor ${round} SRL` },
      products: ENGINE_PRODUCTS,
    });
    // Let the configuration's own regeneration events settle before the measured purchase.
    await new Promise((r) => setTimeout(r, 3000));
    const { ms: engineMs, ready } = await documentsAfterPayment(b, id, expectedDocuments(ENGINE_PRODUCTS));
    const rawMs = await rawPool(ready, poolSize);
    const notices = ready.filter(
      (d) => d.type.startsWith('NOTA_INFORMARE') || d.type.startsWith('CONSIMTAMANT'),
    ).length;
    if (round > 0) rounds.push({ documents: ready.length, notices, engineMs, rawMs });
  }
  const rate = (documents: number, ms: number) => (documents / ms) * 1000;
  const ratios = rounds.map((r) => rate(r.documents, r.engineMs) / rate(r.documents, r.rawMs));
  const first = rounds[0]!;
  results.push(
    '## The document engine: a fully configured company, from payment to every document READY',
    '',
    `${first.documents} documents (${first.notices} notices and consent forms, the rest policies, terms and the guide),`,
    `every suggestion of ${ENGINE_PRODUCTS.length} packages configured, made by the platform after a payment (events,`,
    `queue, worker, renderer pool of ${poolSize} pages; the editable DOCX is made on its first download), against the`,
    `same documents' HTML posted straight to the renderer ${poolSize} at a time, right after. ${ENGINE_ROUNDS} rounds after one to warm`,
    'up, a new company each; the median ratio counts. Aim: the engine at 90 % or more of the raw pool rate.',
    '',
    '| round | engine (payment → last READY) | documents per second | raw pool | documents per second | ratio |',
    '|---|---|---|---|---|---|',
    ...rounds.map(
      (r, i) =>
        `| ${i + 1} | ${secs(r.engineMs)} | ${rate(r.documents, r.engineMs).toFixed(1)} | ${secs(r.rawMs)} | ` +
        `${rate(r.documents, r.rawMs).toFixed(1)} | ${(ratios[i]! * 100).toFixed(0)} % |`,
    ),
    `| median | | | | | **${(median(ratios) * 100).toFixed(0)} %** |`,
    '',
  );
}

/** A realistic SME: employees and individual clients configured with every suggestion. */
const INTERNAL_COMPANY_PRODUCTS = ['EMPLOYEES', 'PERSONAL_CLIENTS', 'INTERNAL_POLICIES'];

/**
 * The internal policies package (README, "Benchmarks": aim 5 s): a company with its
 * employees and clients described pays the package by card on the local NETOPIA sandbox; from the
 * card payment (the order, the provider's form and card page, whose IPN comes before it sends the
 * browser back: so the IPN and a little more) to the last READY on the documents page's live stream. Then the same documents' HTML posted straight to the renderer, as many at once
 * as it has pages: the raw pool. Aim: READY within 5 s of the payment on 2 cores.
 */
async function internalPolicies(): Promise<void> {
  const b = browser(BASE);
  await signIn(b, localMailbox(BASE));
  const poolSize = (await b.json<{ poolSize?: number }>('/platform/api/renderer/health')).poolSize ?? 2;
  const rounds: Array<{ documents: number; ms: number; rawMs: number }> = [];
  for (let round = 0; round <= ROUNDS; round++) {
    const id = await configuredCompany(b, {
      info: { ...sampleCompany('ro').info, name: `Politicile Interne ${round} SRL` },
      products: INTERNAL_COMPANY_PRODUCTS,
    });
    await new Promise((r) => setTimeout(r, 2000));
    // Only the package is paid: the employees and clients stay in the cart, their documents locked.
    const { ms, ready } = await documentsAfterPayment(b, id, expectedDocuments(['INTERNAL_POLICIES']), () =>
      payByCard(b, BASE, id, ['INTERNAL_POLICIES']),
    );
    const rawMs = await rawPool(ready, poolSize, ['EMPLOYEES', 'PERSONAL_CLIENTS']);
    if (round > 0) rounds.push({ documents: ready.length, ms, rawMs }); // round 0 warms up
  }
  const first = rounds[0]!;
  const rate = (documents: number, ms: number) => (documents / ms) * 1000;
  const fixed = (n: number) => n.toFixed(1);
  results.push(
    '## The internal policies package: from the card payment to every document READY',
    '',
    `${first.documents} documents (the package's ${first.documents - 1} and the usage guide) for a company with its employees`,
    `and individual clients described with every suggestion, paid by card on the local NETOPIA sandbox; from the`,
    `card payment (order, provider form, IPN: an upper bound of IPN → READY) to the last READY on the documents`,
    `page's live stream. Raw pool: the same documents' HTML posted`,
    `straight to the renderer ${poolSize} at a time. ${ROUNDS} rounds after one to warm up. Aim: within 5 s.`,
    '',
    '| round | payment → last READY | documents per second | raw pool | documents per second | documents |',
    '|---|---|---|---|---|---|',
    ...rounds.map(
      (r, i) =>
        `| ${i + 1} | ${secs(r.ms)} | ${fixed(rate(r.documents, r.ms))} | ${secs(r.rawMs)} | ` +
        `${fixed(rate(r.documents, r.rawMs))} | ${r.documents} |`,
    ),
    `| median | **${secs(median(rounds.map((r) => r.ms)))}** | ${fixed(median(rounds.map((r) => rate(r.documents, r.ms))))} | ` +
      `${secs(median(rounds.map((r) => r.rawMs)))} | ${fixed(median(rounds.map((r) => rate(r.documents, r.rawMs))))} | |`,
    '',
  );
}

const LOAD_SECONDS = 15;
const LOAD_CONNECTIONS = 100;
const BASELINE_PORT = PORT + 1;
const PROFILE_DIR = join(ROOT, 'bench', '.profile');

interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
}

/** autocannon against one request, after a short warm-up; the numbers a reader compares. */
async function load(request: {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}) {
  const run = (duration: number) => autocannon({ ...request, connections: LOAD_CONNECTIONS, duration });
  await run(2);
  const result = await run(LOAD_SECONDS);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  } satisfies LoadResult;
}

/** A signed-in customer with a company (two packages in the cart): the cookies and CSRF token a browser holds. */
async function companyOwner(
  base = BASE,
  mail = localMailbox(base),
): Promise<{ companyId: string; headers: Record<string, string> }> {
  const b = browser(base);
  await signIn(b, mail);
  const created = await b.json<{ id: string }>(
    '/platform/api/companies',
    {
      method: 'POST',
      json: {
        info: {
          fiscalCode: '18547290',
          registrationNumber: 'J40/1234/2020',
          name: 'Sarcină Măsurată SRL',
          country: 'RO',
          city: 'Cluj-Napoca',
          county: 'CJ',
          streetAddress: 'Str. Memorandumului nr. 28',
          phoneNumber: '0740123456',
        },
        products: ['EMPLOYEES', 'INTERNAL_POLICIES'],
      },
    },
    201,
  );
  return {
    companyId: created.id,
    headers: {
      origin: base,
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/json',
      ...b.headers(),
    },
  };
}

/** The functions and packages where a CPU profile's samples fall, from a moment on (the load, not the start). */
function profileSummary(file: string, fromMs: number): { functions: string[]; packages: string[] } {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as {
    nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number } }>;
    samples: number[];
    timeDeltas: number[];
  };
  const nodes = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  let at = 0;
  let total = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    at += dt;
    if (at / 1000 < fromMs) return;
    total += dt;
    const frame = nodes.get(id)!;
    const where = frame.url.replace(/^.*node_modules\//, '').replace(`file://${ROOT}/`, '');
    const fn =
      `${frame.functionName || '(anonymous)'} ${where ? `${where}:${frame.lineNumber + 1}` : ''}`.trim();
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + dt);
    const pkg =
      /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(frame.url)?.[1] ??
      (frame.url.startsWith(`file://${ROOT}/`) ? where.split('/').slice(0, 2).join('/') : '');
    const group =
      pkg ||
      (frame.url.startsWith('node:') ? 'node (http, streams, crypto…)' : frame.url || frame.functionName);
    byPackage.set(group, (byPackage.get(group) ?? 0) + dt);
  });
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, t]) => `| ${name.replace(/\|/g, '\\|')} | ${((100 * t) / total).toFixed(1)} % |`);
  return { functions: top(byFunction, 12), packages: top(byPackage, 10) };
}

/** The API under load: company read and order summary against bare Express, and where the time goes. */
async function apiUnderLoad(): Promise<void> {
  rmSync(DATA, { recursive: true, force: true });
  rmSync(PROFILE_DIR, { recursive: true, force: true });
  const platform = startPlatform(['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`]);
  const spawnedAt = performance.now();
  let company: LoadResult;
  let order: LoadResult;
  let profileFrom: number;
  let answer: string;
  try {
    await platform.ready;
    const owner = await companyOwner();
    const read = { url: `${BASE}/platform/api/companies/${owner.companyId}`, headers: owner.headers };
    answer = await (await fetch(read.url, { headers: read.headers })).text();
    profileFrom = performance.now() - spawnedAt;
    company = await load(read);
    order = await load({
      url: `${BASE}/platform/api/payments/${owner.companyId}/order`,
      method: 'POST',
      headers: owner.headers,
      body: JSON.stringify({ products: ['EMPLOYEES', 'INTERNAL_POLICIES'] }),
    });
  } finally {
    await stop(platform.child);
  }
  const baseline = fork(join(ROOT, 'scripts', 'bench-baseline.ts'), [String(BASELINE_PORT), answer], {
    stdio: 'ignore',
  });
  let bare: LoadResult;
  try {
    await new Promise((resolve) => baseline.once('message', resolve));
    bare = await load({ url: `http://127.0.0.1:${BASELINE_PORT}/baseline` });
  } finally {
    await stop(baseline);
  }
  const profile = readdirSync(PROFILE_DIR).find((f) => f.endsWith('.cpuprofile'));
  const summary = profile ? profileSummary(join(PROFILE_DIR, profile), profileFrom) : undefined;
  const row = (label: string, r: LoadResult, ratio: string) =>
    `| ${label} | ${Math.round(r.rps)} | ${r.p50} ms | ${r.p99} ms | ${r.max} ms | ${r.errors + r.non2xx} | ${ratio} |`;
  const pct = (r: LoadResult) => `${Math.round((100 * r.rps) / bare.rps)} %`;
  results.push(
    '## The API under load (embedded, PGlite)',
    '',
    `autocannon, ${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s after a 2 s warm-up, on the same machine as the`,
    'platform (the load tool takes a share of the 2 cores). A signed-in admin reads the company',
    '(`GET /platform/api/companies/:id`) and asks for the order summary of two packages',
    '(`POST /platform/api/payments/:id/order`); the baseline is a bare Express server answering the',
    "company read's own JSON. Aim: the company read at 25 % or more of bare Express, p99 within 50 ms, no errors.",
    '',
    '| request | req/s | p50 | p99 | max | errors | of bare Express |',
    '|---|---|---|---|---|---|---|',
    row('bare Express, same JSON', bare, '100 %'),
    row('company read', company, `**${pct(company)}**`),
    row('order summary', order, pct(order)),
    '',
    ...(summary
      ? [
          'Where the platform spent its CPU during both loads (V8 CPU profile, self time):',
          '',
          '| function | share |',
          '|---|---|',
          ...summary.functions,
          '',
          '| package | share |',
          '|---|---|',
          ...summary.packages,
          '',
        ]
      : []),
  );
}

/**
 * Cluster mode (PostgreSQL, one process per service, nginx): the company read through nginx against a
 * bare Express server making the same query through a pool of the services' size. Needs PostgreSQL and
 * nginx (`bash scripts/cluster.sh`); skipped, and said so, without them.
 */
async function clusterUnderLoad(): Promise<void> {
  const sh = (...args: string[]) =>
    new Promise<string>((resolve, reject) => {
      const child = spawn('bash', ['scripts/cluster.sh', ...args], {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.on('exit', (code) =>
        code === 0 ? resolve(out.trim()) : reject(new Error(`cluster.sh ${args[0]}: exit ${code}`)),
      );
    });
  try {
    await sh('start');
  } catch (err) {
    results.push('## The API under load (cluster mode)', '', `Not measured: ${String(err)}.`, '');
    return;
  }
  const base = `http://localhost:${process.env['CLUSTER_PORT'] ?? 8090}`;
  let company: LoadResult;
  let bare: LoadResult;
  try {
    // Cluster mode sends its mail over SMTP to the mail sink's folder.
    const owner = await companyOwner(base, mailFolder(join(ROOT, '.cluster', 'mail')));
    const read = { url: `${base}/platform/api/companies/${owner.companyId}`, headers: owner.headers };
    const answer = await (await fetch(read.url, { headers: read.headers })).text();
    company = await load(read);
    const databaseUrl = (await sh('db-url')).split('\n').at(-1)!;
    const baseline = fork(
      join(ROOT, 'scripts', 'bench-baseline.ts'),
      [String(BASELINE_PORT), answer, databaseUrl, owner.companyId],
      { stdio: 'ignore' },
    );
    try {
      await new Promise((resolve) => baseline.once('message', resolve));
      bare = await load({ url: `http://127.0.0.1:${BASELINE_PORT}/baseline` });
    } finally {
      await stop(baseline);
    }
  } finally {
    await sh('stop');
  }
  const row = (label: string, r: LoadResult, ratio: string) =>
    `| ${label} | ${Math.round(r.rps)} | ${r.p50} ms | ${r.p99} ms | ${r.max} ms | ${r.errors + r.non2xx} | ${ratio} |`;
  results.push(
    '## The API under load (cluster mode: PostgreSQL, a process per service, nginx)',
    '',
    `autocannon, ${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s after a 2 s warm-up. The company read goes through nginx to`,
    'the companies service; the baseline is a bare Express server making the same query',
    '(`SELECT * FROM companies.company_view WHERE id = $1`) through a pool of 5, as a service has.',
    'Aim: the company read at 50 % or more of the baseline.',
    '',
    '| request | req/s | p50 | p99 | max | errors | of Express + pg |',
    '|---|---|---|---|---|---|---|',
    row('bare Express + pg, same query', bare, '100 %'),
    row('company read, through nginx', company, `**${Math.round((100 * company.rps) / bare.rps)} %**`),
    '',
  );
}

const FLOOD_CONNECTIONS = 200;
/** A handful of users reading at once: the flood is what loads the platform, not them. */
const READ_CONNECTIONS = 10;

/**
 * Refused requests cost nothing (rate limits answer from memory what the database would, and pace a
 * key's refusals beyond a few a second): a user reads their company while 200 connections flood the
 * sign-in-link endpoint, from one address, for one e-mail, so all but the first are refused (429). The
 * read's latency during the flood against the same read alone. The flood runs in a worker thread of
 * its own, so that its 200 connections do not slow the measuring client.
 */
async function refusalFlood(): Promise<void> {
  rmSync(DATA, { recursive: true, force: true });
  const platform = startPlatform();
  let alone: LoadResult;
  let during: LoadResult;
  let flood: autocannon.Result;
  try {
    await platform.ready;
    const owner = await companyOwner();
    const read = (duration: number) =>
      autocannon({
        url: `${BASE}/platform/api/companies/${owner.companyId}`,
        headers: owner.headers,
        connections: READ_CONNECTIONS,
        duration,
      });
    const summary = (result: autocannon.Result): LoadResult => ({
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
    });
    await read(2);
    alone = summary(await read(LOAD_SECONDS));
    const flooding = (duration: number) =>
      autocannon({
        url: `${BASE}/platform/api/identity/sign-in-links`,
        method: 'POST',
        headers: { origin: BASE, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'inundatie@example.ro' }),
        connections: FLOOD_CONNECTIONS,
        duration,
        workers: 1,
      });
    // A first flood warms up what the measured one goes through (the first link sent, JIT), as the
    // reads were warmed up.
    await flooding(3);
    const measured = flooding(LOAD_SECONDS + 4);
    // The flood's worker thread started and every connection open before the measured reads start.
    await new Promise((r) => setTimeout(r, 2000));
    during = summary(await read(LOAD_SECONDS));
    flood = await measured;
  } finally {
    await stop(platform.child);
  }
  const refused = flood.statusCodeStats?.['429']?.count ?? 0;
  const row = (label: string, r: LoadResult) =>
    `| ${label} | ${Math.round(r.rps)} | ${r.p50} ms | **${r.p99} ms** | ${r.max} ms | ${r.errors + r.non2xx} |`;
  results.push(
    '## Refused requests under a flood (embedded, PGlite)',
    '',
    `A signed-in admin reads the company (\`GET /platform/api/companies/:id\`, autocannon, ${READ_CONNECTIONS} connections, ${LOAD_SECONDS} s)`,
    `alone, then while ${FLOOD_CONNECTIONS} other connections ask for sign-in links (\`POST /platform/api/identity/sign-in-links\`,`,
    'one address and one e-mail, from a worker thread: all but the first refused with 429, from memory, those',
    'beyond five a second after a one-second pause). Aim: the read keeps its p99 under 100 ms during the flood.',
    '',
    '| company read | req/s | p50 | p99 | max | errors |',
    '|---|---|---|---|---|---|',
    row('alone', alone),
    row(`during the flood`, during),
    '',
    `The flood: ${Math.round(flood.requests.average)} requests/s, ${flood.requests.total} in all, ${refused} answered 429, ` +
      `${flood['2xx']} accepted, ${flood.errors + flood.timeouts} errors; p99 ${flood.latency.p99} ms.`,
    '',
  );
}

/** scripts/cluster.sh with this process's CLUSTER_* settings and `env`; its stdout. */
function clusterSh(args: string[], env: Record<string, string> = {}): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const child = spawn('bash', ['scripts/cluster.sh', ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve(out.trim()) : reject(new Error(`cluster.sh ${args[0]}: exit ${code}`)),
    );
  });
}

/** Companies per measured wave of the capacity section (each about 50 documents). */
const CAPACITY_COMPANIES = Number(process.env['BENCH_CAPACITY_COMPANIES'] ?? 4);

/**
 * Capacity (docs/scaling.md): waves of documents in cluster mode with two documents workers and two
 * renderer processes, then with one of each; documents per second, per core, the CPU each part of the
 * cluster spends on a document and the statements it costs PostgreSQL. Skipped, and said so, without
 * PostgreSQL and nginx.
 */
async function capacity(): Promise<void> {
  const { clusterProcesses, pidOf, renderRate, runWave, total, WAVE_PRODUCTS } =
    await import('./cluster/wave.ts');
  const { openDb } = await import('@conform/server-kit');
  const title = '## Capacity: documents per second per renderer core (cluster mode)';
  try {
    await clusterSh(['start'], { CLUSTER_REPLICAS: 'documents=2,renderer=2' });
  } catch (err) {
    results.push(title, '', `Not measured: ${String(err)}.`, '');
    return;
  }
  const base = `http://localhost:${process.env['CLUSTER_PORT'] ?? 8090}`;
  const cores = (await import('node:os')).cpus().length;
  const admin = await openDb((await clusterSh(['db-url'])).split('\n').at(-1)!, { poolSize: 2 });
  const rows: string[] = [];
  /** The machine's load average (1 min) after each wave: other work on a shared machine slows the rates, not the CPU per document. */
  const loads: string[] = [];
  const groups = ['chromium', 'renderer (node)', 'documents', 'postgresql', 'other services'];
  try {
    const all = clusterProcesses().filter((p) => p.service === 'documents' || p.service === 'renderer');
    const measure = async (label: string, processes: typeof all) => {
      const wave = await runWave({
        base,
        admin,
        count: CAPACITY_COMPANIES,
        products: WAVE_PRODUCTS,
        timeoutMs: 300_000,
        processes,
      });
      if (wave.error + wave.processing > 0 || wave.documentsTwice.length > 0 || wave.jobsLeft.length > 0)
        throw new Error(
          `${label}: ${wave.error} ERROR, ${wave.processing} PROCESSING, ${wave.documentsTwice.length} made twice, ${wave.jobsLeft.length} jobs left`,
        );
      const rate = renderRate(wave);
      const perDoc = (seconds: number | undefined) =>
        `${Math.round((1000 * (seconds ?? 0)) / wave.versions)} ms`;
      const rendererCpu = ((wave.cpu['chromium'] ?? 0) + (wave.cpu['renderer (node)'] ?? 0)) / wave.versions;
      const statements =
        total(wave, processes, 'documents', 'statements') + total(wave, processes, 'renderer', 'statements');
      rows.push(
        `| ${label} | ${wave.versions} | ${secs(wave.renderMs)} | ${rate.toFixed(1)} | **${(rate / cores).toFixed(1)}** | ${(1 / rendererCpu).toFixed(1)} | ${groups.map((g) => perDoc(wave.cpu[g])).join(' | ')} | ${(statements / wave.versions).toFixed(1)} | ${(wave.transactions / wave.versions).toFixed(1)} |`,
      );
      console.log(`capacity: ${label}: ${wave.versions} documents, ${rate.toFixed(1)}/s`);
      loads.push(`${label}: ${(await import('node:os')).loadavg()[0]!.toFixed(1)}`);
    };
    // A wave to warm up (JIT, the renderers' pages and fonts), not counted.
    await runWave({ base, admin, count: 1, products: WAVE_PRODUCTS, timeoutMs: 300_000, processes: all });
    await measure('2 renderer processes, 2 documents workers', all);
    // The second worker and renderer stopped (SIGTERM, as cluster.sh stop does): one of each.
    for (const name of ['documents.2', 'renderer.2']) {
      const pid = pidOf(name);
      process.kill(pid, 'SIGTERM');
      for (let i = 0; i < 150; i++) {
        try {
          process.kill(pid, 0);
        } catch {
          break;
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    await measure(
      '1 renderer process, 1 documents worker',
      all.filter((p) => !p.name.includes('.')),
    );
  } finally {
    await admin.close();
    await clusterSh(['stop']);
  }
  results.push(
    title,
    '',
    `Waves of ${CAPACITY_COMPANIES} companies, each with ${WAVE_PRODUCTS.length} packages configured with every suggestion (about 50`,
    'documents each), paid all at once on the local NETOPIA sandbox, after one company to warm up: first with two',
    'documents workers and two renderer processes (`CLUSTER_REPLICAS=documents=2,renderer=2`, each renderer 2 pages),',
    'then with one of each (the second ones stopped). Documents per second: the versions after the first over the',
    'time from the first version recorded to the last (the rendering alone, not the payments). Per core: over this',
    `machine's ${cores} cores, which PostgreSQL, every service and Chromium share. Renderer-core rate: documents per`,
    "CPU second of the renderers (Chromium and the renderer process). CPU per document: the cluster's own",
    "processes (/proc, by process tree). Statements: counted by the documents and renderer processes' pools",
    '(`conform_db_statements_total`, BEGIN and COMMIT included); transactions: `pg_stat_database` of the whole',
    'database (every service: the payments, events and read models too). Every document READY, each made once.',
    `The machine's load average (1 min) after each wave, ${loads.join('; ')}: above ${cores}, other work shared the`,
    'cores and the rates are lower bounds; the CPU per document is what a document costs whatever else runs.',
    '',
    `| processes | documents | render time | documents/s | per core | per renderer CPU second | ${groups.map((g) => `CPU/doc ${g}`).join(' | ')} | statements/doc | transactions/doc |`,
    `|---|---|---|---|---|---|${groups.map(() => '---|').join('')}---|---|`,
    ...rows,
    '',
  );
}

/** Companies of the wave section (about 60 documents each); BENCH_WAVE_COMPANIES for fewer. */
const WAVE_COMPANIES = Number(process.env['BENCH_WAVE_COMPANIES'] ?? 1000);
/** Seconds between two edits timed during the wave. */
const WAVE_EDIT_EVERY_MS = 3000;
/** The same edit timed with no wave first, to compare with. */
const WAVE_EDITS_ALONE = 5;
/** A timed edit: until its documents were made again, how many, and whether it gave up (120 s). */
type Edit = { ms: number; documents: number; timedOut?: true };
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)] ??
  NaN;

/**
 * A legal update's wave (docs/legal-updates.md) in cluster mode: WAVE_COMPANIES companies, each with
 * every package of the engine and wave sections configured with every suggestion and paid by card
 * (the real API calls, ten companies at a time; nothing copied in SQL), then a content release
 * published in a copy of the content (DOCUMENTS_CONTENT_DIR): every document type a company has gets
 * a new version, and the documents processes restart on it. Measured: documents per second from the
 * wave's first new version to its last, against the same number of the same documents' HTML posted
 * straight to the renderer processes (as many at once as they have pages); and, every few seconds
 * during the wave, a company's contact e-mail changed and the time until its documents made again for
 * it are READY (p50, p99, max: the aim is 2 s at p99).
 */
/** A row of the wave section's edits table. */
function editRow(label: string, edits: Edit[]): string {
  const times = edits.map((e) => e.ms);
  const cell = (p: number) => (times.length ? ms(percentile(times, p)) : '—');
  return `| ${label} | ${edits.length} | ${
    edits.length
      ? percentile(
          edits.map((e) => e.documents),
          50,
        )
      : '—'
  } | ${cell(50)} | **${cell(99)}** | ${times.length ? ms(Math.max(...times)) : '—'} | ${edits.filter((e) => e.timedOut).length} |`;
}

async function legalUpdateWave(): Promise<void> {
  const { clusterProcesses, pidOf, WAVE_PRODUCTS } = await import('./cluster/wave.ts');
  const { openDb } = await import('@conform/server-kit');
  const { copyContent, publishContentVersion } = await import('./publish-content.ts');
  const { contentTypes } = await import('../services/documents/src/legal-updates/legal-updates.ts');
  const title = `## A legal update's wave over ${WAVE_COMPANIES} companies (cluster mode)`;
  const products = [...new Set([...WAVE_PRODUCTS, ...ENGINE_PRODUCTS])];
  // The content the documents processes read: a copy the update is published in (readable by the
  // services' system user when the cluster runs as root).
  const content = copyContent('bench-wave-');
  chmodSync(dirname(content), 0o755);
  const envFile = join(dirname(content), 'cluster.env');
  // One admin makes every company: the limit a person has on new companies (20 an hour, against
  // abuse) would stop the seeding at 20.
  writeFileSync(
    envFile,
    `DOCUMENTS_CONTENT_DIR=${content}\nCOMPANIES_PER_USER_PER_HOUR=${WAVE_COMPANIES + 10}\n`,
  );
  const clusterEnv = {
    CLUSTER_REPLICAS: 'documents=2,renderer=2',
    CLUSTER_ENV_FILE: envFile,
    CLUSTER_PORT: process.env['CLUSTER_PORT'] ?? '8390',
    CLUSTER_PG_PORT: process.env['CLUSTER_PG_PORT'] ?? '54339',
    CLUSTER_SERVICE_PORT_BASE: process.env['CLUSTER_SERVICE_PORT_BASE'] ?? '8400',
  };
  try {
    await clusterSh(['start'], clusterEnv);
  } catch (err) {
    results.push(title, '', `Not measured: ${String(err)}.`, '');
    return;
  }
  const base = `http://localhost:${clusterEnv.CLUSTER_PORT}`;
  const admin = await openDb((await clusterSh(['db-url'], clusterEnv)).split('\n').at(-1)!, { poolSize: 2 });
  const cores = (await import('node:os')).cpus().length;
  try {
    const b = browser(base);
    await signIn(b, mailFolder(join(ROOT, '.cluster', 'mail')));
    // Settled: no render waiting, and every company with its documents READY (none PROCESSING), at
    // least `types` of them (before the purchase's events arrive, only the guide is there).
    const expected = expectedDocuments(products).length;
    const settled = async (what: string, ids: string[], types = 1) => {
      let idleSince: number | undefined;
      for (const end = Date.now() + 3 * 3600_000; Date.now() < end;) {
        const [row] = await admin.query<{ jobs: number; processing: number; short: number }>(
          `SELECT (SELECT count(*) FROM documents.render_jobs WHERE status <> 'FAILED')::int AS jobs,
                  (SELECT count(*) FROM documents.documents
                    WHERE company_id = ANY($1) AND status = 'PROCESSING')::int AS processing,
                  (SELECT count(*) FROM unnest($1::text[]) AS c(id)
                    WHERE (SELECT count(DISTINCT split_part(d.type, '@', 1)) FROM documents.documents d
                            WHERE d.company_id = c.id AND d.status = 'READY') < $2)::int AS short`,
          [ids, types],
        );
        // Nothing made or waiting for 3 minutes: a company short of `types` has nothing more coming.
        const idle = row !== undefined && row.jobs === 0 && row.processing === 0;
        if (idle && row.short === 0) return;
        idleSince = idle ? (idleSince ?? Date.now()) : undefined;
        if (idleSince !== undefined && Date.now() - idleSince > 180_000) return;
        await new Promise((r) => setTimeout(r, 500));
      }
      throw new Error(`bench: ${what}: documents still not READY after 3 hours`);
    };
    /**
     * A company's contact e-mail changed as its admin changes it, timed until its documents are made
     * again: the renders it set off (its documents' jobs in the interactive lane: an edit takes over
     * the wave's waiting job of the same document) were seen and none is left, and a version was
     * recorded since (for a document whose wave job it took over, the version names the update too).
     */
    const timeContactEdit = async (id: string, tag: string): Promise<Edit> => {
      const [{ at } = { at: new Date() }] = await admin.query<{ at: Date }>(`SELECT clock_timestamp() AS at`);
      const started = performance.now();
      await b.json(`/platform/api/companies/${id}/contact-info`, {
        method: 'PUT',
        json: {
          contactEmail: `gdpr-${tag}@exemplu.ro`,
          dataProtectionResponsible: {
            isDpo: true,
            name: 'Ana Pop',
            email: 'ana@exemplu.ro',
            phone: '0740123456',
          },
        },
      });
      const keys = new Set<string>();
      for (const end = Date.now() + 120_000; Date.now() < end;) {
        const waiting = await admin.query<{ key: string }>(
          `SELECT key FROM documents.render_jobs
            WHERE split_part(key, ':', 1) = $1 AND lane = 0 AND status <> 'FAILED'`,
          [id],
        );
        for (const { key } of waiting) keys.add(key);
        if (keys.size > 0 && waiting.length === 0) {
          const [{ made } = { made: 0 }] = await admin.query<{ made: number }>(
            `SELECT count(*)::int AS made FROM documents.document_versions WHERE company_id = $1 AND created_at >= $2`,
            [id, at],
          );
          if (made > 0) return { ms: performance.now() - started, documents: keys.size };
        }
        await new Promise((r) => setTimeout(r, 20));
      }
      return { ms: performance.now() - started, documents: keys.size, timedOut: true };
    };
    // The companies, as customers make them: configured, then paid by card, ten at a time.
    const seedStarted = performance.now();
    const companies: string[] = [];
    for (let i = 0; i < WAVE_COMPANIES; i += 10) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(10, WAVE_COMPANIES - i) }, async (_, k) => {
          const id = await configuredCompany(b, {
            info: { ...sampleCompany('ro').info, name: `Valul Legislativ ${i + k + 1} SRL` },
            products,
          });
          await payByCard(b, base, id, products);
          return id;
        }),
      );
      companies.push(...batch);
      console.log(`wave: ${companies.length} of ${WAVE_COMPANIES} companies paid`);
    }
    await settled('seeding', companies, expected);
    const seedMs = performance.now() - seedStarted;
    const [{ documents, failed } = { documents: 0, failed: 0 }] = await admin.query<{
      documents: number;
      failed: number;
    }>(
      `SELECT count(*) FILTER (WHERE status = 'READY')::int AS documents,
              count(*) FILTER (WHERE status = 'ERROR')::int AS failed
         FROM documents.documents WHERE company_id = ANY($1)`,
      [companies],
    );
    if (failed > 0) throw new Error(`bench: ${failed} documents ended ERROR while seeding`);
    const types = (
      await admin.query<{ type: string }>(
        `SELECT DISTINCT split_part(split_part(type, '@', 1), '.', 1) AS type FROM documents.documents
          WHERE company_id = ANY($1) AND status = 'READY'`,
        [companies],
      )
    )
      .map((r) => r.type)
      .filter((t) => contentTypes(content).includes(t));

    // The same edit with no wave: what the wave's edits are compared with.
    const alone: Edit[] = [];
    for (let i = 0; i < WAVE_EDITS_ALONE; i++)
      alone.push(
        await timeContactEdit(companies[(companies.length - 1 - i) % companies.length]!, `alone-${i}`),
      );
    console.log(`wave: ${documents} documents READY, ${types.length} types; publishing the update`);
    // The release: every type the companies have gets a new version (a sentence at its end; no
    // shared clause reaches every type: the widest is in 27 of 69).
    const sentence = {
      ro: 'Textul a fost revizuit la data actualizării legislative.',
      en: 'The text was reviewed on the day of the legal update.',
    };
    // The cluster's database outlives a run: a version an earlier run published is recorded already
    // (its key, `CONTENT:<type>@<version>`), so the release goes past the versions recorded.
    const recorded = new Set(
      (await admin.query<{ key: string }>(`SELECT key FROM documents.legal_updates`)).map((r) => r.key),
    );
    for (const type of types)
      for (let version = 0; version === 0 || recorded.has(`CONTENT:${type}@${version}`);)
        version = publishContentVersion(content, {
          folder: type,
          ro: (text) => `${text.trimEnd()}\n\n${sentence.ro}\n`,
          en: (text) => `${text.trimEnd()}\n\n${sentence.en}\n`,
          what: 'a sentence saying the text was reviewed (the bench’s legal update, scripts/bench.ts).',
          why: 'the wave of `npm run bench -- wave`.',
          source: '—',
          reader: { ro: sentence.ro, en: sentence.en },
        });
    // The documents processes restarted on it: their start detects the update and queues the wave.
    const documentsProcesses = clusterProcesses().filter((p) => p.service === 'documents');
    for (const p of documentsProcesses) {
      const pid = pidOf(p.name);
      process.kill(pid, 'SIGTERM');
      for (let i = 0; i < 300; i++) {
        try {
          process.kill(pid, 0);
        } catch {
          break;
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    const [{ restartedAt } = { restartedAt: new Date() }] = await admin.query<{ restartedAt: Date }>(
      `SELECT clock_timestamp() AS "restartedAt"`,
    );
    for (const p of documentsProcesses) await clusterSh(['service-start', p.name], clusterEnv);

    // Edits during the wave: a company's contact e-mail, then its documents made again for it.
    const waveQueued = async () =>
      (
        await admin.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM documents.render_jobs WHERE lane = 1 AND status <> 'FAILED'`,
        )
      )[0]?.n ?? 0;
    for (let i = 0; i < 600 && (await waveQueued()) === 0; i++) await new Promise((r) => setTimeout(r, 100));
    const edits: Edit[] = [];
    while ((await waveQueued()) > 0) {
      edits.push(await timeContactEdit(companies[edits.length % companies.length]!, `wave-${edits.length}`));
      await new Promise((r) => setTimeout(r, WAVE_EDIT_EVERY_MS));
    }
    await settled('the wave', companies);
    // The wave's versions (an edit that took a waiting wave render over made it for the update too),
    // and every version made from the wave's first to its last: the edits' own ones as well, which
    // the interactive lane made first (what the pool did in all, against the raw pool).
    const [wave] = await admin.query<{ versions: number; ms: number | string | null; all: number }>(
      `WITH w AS (
         SELECT count(*)::int AS versions, min(created_at) AS first, max(created_at) AS last
           FROM documents.document_versions
          WHERE company_id = ANY($1) AND created_at >= $2 AND cardinality(legal_update_ids) > 0)
       SELECT w.versions, EXTRACT(EPOCH FROM w.last - w.first) * 1000 AS ms,
              (SELECT count(*)::int FROM documents.document_versions v
                WHERE v.company_id = ANY($1) AND v.created_at BETWEEN w.first AND w.last) AS all
         FROM w`,
      [companies, restartedAt],
    );
    const [{ left } = { left: 0 }] = await admin.query<{ left: number }>(
      `SELECT count(*)::int AS left FROM documents.documents WHERE company_id = ANY($1) AND status <> 'READY'`,
      [companies],
    );
    if (!wave?.versions) throw new Error('bench: the legal update made no version');
    const waveMs = Number(wave?.ms ?? 0);
    const waveRate = waveMs > 0 ? (((wave?.versions ?? 1) - 1) * 1000) / waveMs : 0;
    const allRate = waveMs > 0 ? (((wave?.all ?? 1) - 1) * 1000) / waveMs : 0;
    console.log(
      `wave: ${wave.versions} versions in ${secs(waveMs)} (${waveRate.toFixed(1)}/s), ${documents} documents seeded in ${secs(seedMs)}; edits alone (ms): ${alone.map((e) => Math.round(e.ms)).join(', ')}; during the wave: ${edits.map((e) => Math.round(e.ms)).join(', ')}`,
    );

    // The raw pool: the same documents' HTML (one company's set, the sample company's data, again
    // until as many as the wave made) posted straight to the renderer processes, as many at once as
    // they have pages.
    const renderers = clusterProcesses().filter((p) => p.service === 'renderer');
    const token = /^INTERNAL_TOKEN=(.*)$/m
      .exec(readFileSync(join(ROOT, '.cluster', 'keys', 'secrets.env'), 'utf8'))?.[1]
      ?.trim();
    if (!token) throw new Error('bench: no INTERNAL_TOKEN in .cluster/keys/secrets.env');
    const pages = (
      await Promise.all(
        renderers.map(
          async (r) =>
            (
              (await (await fetch(`http://127.0.0.1:${r.port}/platform/api/renderer/health`)).json()) as {
                poolSize?: number;
              }
            ).poolSize ?? 2,
        ),
      )
    ).reduce((a, n) => a + n, 0);
    const listedOne = (
      await b.json<TCompanyDocuments>(`/platform/api/documents/companies/${companies[0]}`)
    ).groups
      .flatMap((g) => g.documents)
      .filter((d) => d.status === 'READY' && types.includes(d.type));
    const htmls = listedOne.map((d) => {
      const subject = findProduct(d.product)?.dataSubject;
      const scope = situationScope(d.type, d.product);
      return prepareDocument({
        type: d.type,
        product: d.product,
        company: {
          ...sampleCompany('ro'),
          products: { pending: [], configured: products, purchased: products },
        },
        situations:
          scope === 'none'
            ? []
            : sampleSituations('ro', 'RO', scope === 'all' || !subject ? undefined : [subject]),
        language: 'ro',
        version: 1,
      })!.html;
    });
    const rawCount = Math.max(1, wave?.versions ?? 0);
    const queue = Array.from({ length: rawCount }, (_, i) => htmls[i % htmls.length]!);
    let next = 0;
    const rawStarted = performance.now();
    await Promise.all(
      Array.from({ length: pages }, async (_, slot) => {
        const renderer = renderers[slot % renderers.length]!;
        for (let html = queue[next++]; html; html = queue[next++]) {
          const post = () =>
            fetch(`http://127.0.0.1:${renderer.port}/platform/api/renderer/pdf`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'x-internal-token': token },
              body: JSON.stringify({ html }),
            });
          // A kept-alive connection the renderer closed while idle (while the HTML was prepared)
          // fails at once: sent again on a new one.
          const res = await post().catch(post);
          await res.arrayBuffer();
          if (!res.ok) throw new Error(`renderer answered ${res.status}`);
        }
      }),
    );
    const rawMs = performance.now() - rawStarted;
    const rawRate = (rawCount * 1000) / rawMs;
    const load = (await import('node:os')).loadavg()[0]!.toFixed(1);
    const perCompany = documents / companies.length;
    const fullHours = (1000 * perCompany) / Math.max(waveRate, 0.1) / 3600;
    console.log(`wave: ${wave?.versions} versions at ${waveRate.toFixed(1)}/s; raw ${rawRate.toFixed(1)}/s`);
    results.push(
      title,
      '',
      `Measured on ${new Date().toISOString().slice(0, 10)} with **${companies.length} companies** (\`BENCH_WAVE_COMPANIES=${companies.length}\`;`,
      `the aim's 1,000 companies take about ${fullHours.toFixed(1)} hours of wave at this rate, and as long again to seed).`,
      `Each company: ${products.length} packages configured with every suggestion and paid by card through the API, as`,
      `customers do (ten at a time; nothing copied in SQL): ${documents} documents READY, ${perCompany.toFixed(0)} each, seeded`,
      `in ${secs(seedMs)}. The update: a release giving each of the ${types.length} document types they have a new version`,
      '(a sentence added; no shared clause is in every type), published in a copy of the content',
      '(`DOCUMENTS_CONTENT_DIR`), the two documents processes restarted on it (`CLUSTER_REPLICAS=documents=2,renderer=2`).',
      'The wave: documents per second from its first new version to its last. The raw pool: as many of the same',
      `documents' HTML posted straight to the renderer processes, ${pages} at a time (their pages). Edits: a`,
      "company's contact e-mail changed through the API, timed until the renders it set off (its documents'",
      'jobs in the interactive lane, taking over their waiting wave jobs) are done and a version is recorded:',
      `${WAVE_EDITS_ALONE} with no wave first, then one every ${WAVE_EDIT_EVERY_MS / 1000} s during the wave. The load average (1 min)`,
      `after the run was ${load} on ${cores} cores; above ${cores}, other work shared the cores and the rates are lower bounds.`,
      '',
      '| wave versions | wave time | wave documents/s | every version in that time (wave and edits)/s | raw pool documents/s | wave / raw | every version / raw (aim ≥ 90 %) |',
      '|---|---|---|---|---|---|---|',
      `| ${wave?.versions ?? 0} | ${secs(waveMs)} | ${waveRate.toFixed(1)} | ${allRate.toFixed(1)} | ${rawRate.toFixed(1)} | ${((waveRate / rawRate) * 100).toFixed(0)} % | **${((allRate / rawRate) * 100).toFixed(0)} %** |`,
      '',
      '| contact edit | edits | documents each (median) | p50 | p99 | max | gave up (120 s) |',
      '|---|---|---|---|---|---|---|',
      editRow('with no wave', alone),
      editRow('during the wave (aim: p99 ≤ 2 s)', edits),
      '',
      `Documents not READY after the wave: ${left}.`,
      '',
    );
  } finally {
    await admin.close();
    await clusterSh(['stop'], clusterEnv);
  }
}

async function startTimes(): Promise<void> {
  rmSync(DATA, { recursive: true, force: true });
  const fresh = startPlatform();
  let freshMs: number;
  try {
    freshMs = await fresh.ready;
    if (wanted('pages')) await pageWeights();
    if (wanted('spine')) await spineTimes();
    if (wanted('engine')) await engineThroughput();
    if (wanted('internal')) await internalPolicies();
  } finally {
    // A failed measurement must not leave the platform holding the port for the next run.
    await stop(fresh.child);
  }
  const again = startPlatform();
  const againMs = await again.ready;
  await stop(again.child);
  if (wanted('api')) await apiUnderLoad();
  if (wanted('flood')) await refusalFlood();
  if (wanted('cluster')) await clusterUnderLoad();
  if (wanted('capacity')) await capacity();
  if (wanted('wave')) await legalUpdateWave();
  results.push(
    '## Embedded start (until the gateway health answers)',
    '',
    '| start | time |',
    '|---|---|',
    `| fresh data directory (migrations, keys) | ${secs(freshMs)} |`,
    `| restart on existing data | ${secs(againMs)} |`,
    '',
  );
}

process.chdir(ROOT);
mkdirSync(join(ROOT, 'bench'), { recursive: true });
// `npm run bench -- spine engine`: only those measurements (no builds, no page weights), for a quick look.
const only = process.argv.slice(2);
const wanted = (name: string) => only.length === 0 || only.includes(name);
if (wanted('builds')) await buildTimes();
await startTimes();
rmSync(DATA, { recursive: true, force: true });
const header = [
  '# Benchmarks',
  '',
  `Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ` +
    `${(await import('node:os')).cpus().length} cores.`,
  '',
];
// A partial run prints; only a full run replaces the committed results.
if (only.length === 0) writeFileSync(join(ROOT, 'bench', 'results.md'), [...header, ...results].join('\n'));
console.log([...header, ...results].join('\n'));
