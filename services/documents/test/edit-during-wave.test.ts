/**
 * An edit's renders during a legal update's wave take as long as without the wave
 * (docs/legal-updates.md, "Queue lanes"): the real render queue and workers on the test database,
 * and at the edge a stand-in renderer speaking the renderer's HTTP protocol with a fixed print time
 * per PDF, a few pages, and the renderer's rule for waiting renders (a free page goes to the oldest
 * interactive render before any background one). Several documents processes send it more renders
 * than it has pages, as in cluster mode: the wave's renders wait inside the renderer, and an edit's
 * renders must overtake them there as they overtake them in the queue.
 */
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { companiesService } from '@conform/companies-service';
import { configuratorService } from '@conform/configurator-service';
import { createLogger, type Db } from '@conform/server-kit';
import { insertTestCompany, startTestService, type TestService } from '@conform/server-kit/testing';
import { documentsService } from '../src/app.ts';
import type { TDocumentsConfig } from '../src/config.ts';
import { createDocumentsRepository } from '../src/documents/repository.ts';
import { createFsStorage } from '../src/files/storage.ts';
import { createRenderQueue, renderKey, type RenderQueue } from '../src/generation/queue.ts';
import { createRendererClient } from '../src/generation/renderer-client.ts';
import { createRenderWorker } from '../src/generation/worker.ts';

const silent = createLogger({ name: 'test', level: 'silent' });
const TOKEN = 'test-internal-token-0123456789abcdef';
const GUIDE = 'GHID_UTILIZARE_DOCUMENTE';
/** The stand-in renderer: its pages and the time each PDF takes to print. */
const PAGES = 2;
const PRINT_MS = 200;
/** Documents processes, each running pages + 1 renders at once (the default), as in cluster mode. */
const PROCESSES = 4;
const WAVE_JOBS = 200;
const EDIT_JOBS = 30;

/**
 * A renderer with `pages` pages printing each PDF in `printMs`: the renderer's HTTP protocol (health
 * with `poolSize`, POST /pdf with the internal token and `x-render-priority`) and its pool's rule for
 * the renders waiting for a page.
 */
async function standInRenderer(pages: number, printMs: number) {
  const waiting = { interactive: [] as Array<() => void>, background: [] as Array<() => void> };
  let free = pages;
  const takePage = (priority: 'interactive' | 'background') =>
    new Promise<void>((resolve) => {
      if (free > 0) {
        free--;
        resolve();
      } else waiting[priority].push(resolve);
    });
  const freePage = () => {
    const next = waiting.interactive.shift() ?? waiting.background.shift();
    if (next) next();
    else free++;
  };
  const server: Server = createServer((req, res) => {
    if (req.url === '/platform/api/renderer/health') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: 'ok', browser: 'ready', poolSize: pages }));
      return;
    }
    if (req.method !== 'POST' || req.url !== '/platform/api/renderer/pdf') {
      res.writeHead(404).end();
      return;
    }
    if (req.headers['x-internal-token'] !== TOKEN) {
      res.writeHead(401).end();
      return;
    }
    const priority = req.headers['x-render-priority'] === 'background' ? 'background' : 'interactive';
    req.resume();
    req.on('end', () => {
      void takePage(priority).then(() =>
        setTimeout(() => {
          freePage();
          res.writeHead(200, { 'content-type': 'application/pdf' });
          res.end('%PDF-1.7 printed');
        }, printMs),
      );
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

let svc: TestService<TDocumentsConfig>;
beforeAll(async () => {
  svc = await startTestService(documentsService, {
    alsoMigrate: [companiesService, configuratorService],
    manualBackground: true,
    env: {
      INTERNAL_TOKEN: TOKEN,
      LINK_SECRET: 'test-link-secret-0123456789abcdef0123456789',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'edit-during-wave-data-')),
      RENDERER_URL: 'http://127.0.0.1:9',
      JOB_CONCURRENCY: '1',
    },
  });
}, 60_000);
afterAll(() => svc.close());

/** Companies whose guide (always available: no package needed) is to be made. */
async function companiesWithGuide(db: Db, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) ids.push(await insertTestCompany(db, { adminIds: ['u-admin'] }));
  await db.query(
    `INSERT INTO documents.documents (company_id, type, product, status)
     SELECT id, $2, 'UTILS', 'PROCESSING' FROM unnest($1::text[]) AS c(id)`,
    [ids, GUIDE],
  );
  return ids;
}

const guideJobs = (ids: string[]) =>
  ids.map((companyId) => ({
    key: renderKey({ companyId, type: GUIDE }),
    payload: { companyId, type: GUIDE, product: 'UTILS', locale: 'ro' as const },
  }));

async function readyCount(db: Db, ids: string[]): Promise<number> {
  const [row] = await db.query<{ ready: number }>(
    `SELECT count(*)::int AS ready FROM documents.documents
      WHERE company_id = ANY($1::text[]) AND type = $2 AND status = 'READY'`,
    [ids, GUIDE],
  );
  return row?.ready ?? 0;
}

/** How long the guides of these companies take to be READY once queued as an edit queues them. */
async function editTakes(queue: RenderQueue, ids: string[]): Promise<number> {
  const queuedAt = performance.now();
  await svc.db.transaction((tx) => queue.enqueueMany(tx, guideJobs(ids)));
  const deadline = queuedAt + 30_000;
  while ((await readyCount(svc.db, ids)) < ids.length && performance.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 10));
  return performance.now() - queuedAt;
}

it(`an edit's ${EDIT_JOBS} renders behind a wave of ${WAVE_JOBS}, sent by ${PROCESSES} documents processes to a renderer of ${PAGES} pages, take what their own printing takes`, async () => {
  const renderer = await standInRenderer(PAGES, PRINT_MS);
  const documents = createDocumentsRepository(svc.db.orm);
  const storage = createFsStorage(mkdtempSync(join(tmpdir(), 'edit-during-wave-files-')));
  const queue: RenderQueue = createRenderQueue({ db: svc.db, documents, maxAttempts: 3, leaseSeconds: 60 });
  const client = createRendererClient({ baseUrl: renderer.url, internalToken: TOKEN, timeoutMs: 30_000 });
  const workers = Array.from({ length: PROCESSES }, () =>
    createRenderWorker({
      db: svc.db,
      queue,
      documents,
      storage,
      renderer: client,
      logger: silent,
      pollMs: 1000,
      // The default: a render per page, plus one getting ready (app.ts).
      concurrency: PAGES + 1,
    }),
  );
  const alone = await companiesWithGuide(svc.db, EDIT_JOBS);
  const wave = await companiesWithGuide(svc.db, WAVE_JOBS);
  const duringWave = await companiesWithGuide(svc.db, EDIT_JOBS);
  for (const worker of workers) await worker.start();
  let aloneMs: number;
  let duringWaveMs: number;
  let waveDoneByThen: number;
  try {
    // The same edit with no wave: what the edit's own printing takes on this machine now.
    aloneMs = await editTakes(queue, alone);
    await svc.db.transaction((tx) => queue.enqueueMany(tx, guideJobs(wave), { lane: 'background' }));
    // The wave in full flow: every slot busy, renders waiting inside the renderer.
    while ((await readyCount(svc.db, wave)) < 2 * PROCESSES * (PAGES + 1))
      await new Promise((resolve) => setTimeout(resolve, 20));
    duringWaveMs = await editTakes(queue, duringWave);
    waveDoneByThen = await readyCount(svc.db, wave);
  } finally {
    for (const worker of workers) await worker.stop();
    await renderer.close();
  }
  expect(await readyCount(svc.db, alone)).toBe(EDIT_JOBS);
  expect(await readyCount(svc.db, duringWave)).toBe(EDIT_JOBS);
  // Alone, the edit takes its own printing on the renderer's pages and a little more.
  expect(aloneMs).toBeGreaterThanOrEqual((EDIT_JOBS / PAGES) * PRINT_MS);
  // During the wave, at most the wave's renders already printing when it came (one PRINT_MS) more,
  // and a margin for the machine. Without the lanes it would wait behind the whole wave; without
  // the priorities, behind every wave render waiting inside the renderer: PROCESSES × (PAGES + 1)
  // − PAGES of them, another (that / PAGES) × PRINT_MS (a second here).
  expect(duringWaveMs).toBeLessThan(aloneMs + 2 * PRINT_MS + 100);
  // The wave was still going: the edit did not just wait for its end.
  expect(waveDoneByThen).toBeLessThan(WAVE_JOBS);
}, 120_000);
