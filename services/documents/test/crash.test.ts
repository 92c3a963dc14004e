/**
 * A worker process killed (SIGKILL) in the middle of a render: every document still ends READY or
 * ERROR. The job's lease names the killed process's instance, so the next process that starts on the
 * machine takes it back at once (not when the lease runs out: the leases here are five minutes long),
 * and on PostgreSQL a process already running finds it within a heartbeat; that counts as an attempt,
 * so a job that takes its process down every time stops after the last attempt and shows ERROR.
 * Run on PGlite (the killed process's data directory is opened again, as after a crash of the
 * embedded platform) and on PostgreSQL with TEST_DATABASE_URL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { companiesService } from '@conform/companies-service';
import { configuratorService } from '@conform/configurator-service';
import { rendererService } from '@conform/renderer';
import { closeServer, migrate, migratePlatform, openDb, type Db } from '@conform/server-kit';
import {
  insertTestCompany,
  openTestDb,
  startTestService,
  type TestService,
} from '@conform/server-kit/testing';
import request from 'supertest';
import { documentsService } from '../src/app.ts';

const TOKEN = 'test-internal-token-0123456789abcdef';
const GUIDE = 'GHID_UTILIZARE_DOCUMENTE';
const SLOW = 120_000;
const dataDir = mkdtempSync(join(tmpdir(), 'documents-crash-files-'));

/** Where the database lives between processes: a PGlite directory, or a fresh PostgreSQL database. */
let databaseUrl: string;
let keepOpen: Db | undefined;

/** A renderer that never answers: a render sent to it is "in the middle" until the process dies. */
let hanging: Server;
let hangingUrl: string;
let onRenderStarted: () => void = () => undefined;

beforeAll(async () => {
  if (process.env['TEST_DATABASE_URL']) {
    keepOpen = await openTestDb();
    databaseUrl = (keepOpen as Db & { url: string }).url;
  } else {
    databaseUrl = mkdtempSync(join(tmpdir(), 'documents-crash-db-'));
  }
  const db = keepOpen ?? (await openDb(databaseUrl));
  await migratePlatform(db);
  await migrate(db, companiesService.name, companiesService.migrationsFolder);
  await migrate(db, configuratorService.name, configuratorService.migrationsFolder);
  await migrate(db, documentsService.name, documentsService.migrationsFolder);
  if (!keepOpen) await db.close();
  hanging = createServer((req) => {
    if (req.url?.endsWith('/health')) return; // poolSize: never answers either; JOB_CONCURRENCY is set
    onRenderStarted();
  });
  await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
  hangingUrl = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`;
}, SLOW);
afterAll(async () => {
  hanging.closeAllConnections();
  await closeServer(hanging);
  await keepOpen?.close();
});

/** Leases as long as in production: a job back within seconds was not waiting for its lease to end. */
const LEASE_SECONDS = 300;

const env = (rendererUrl: string, maxAttempts: number) => ({
  INTERNAL_TOKEN: TOKEN,
  LINK_SECRET: 'crash-link-secret-0123456789abcdef0123456789',
  DATA_DIR: dataDir,
  RENDERER_URL: rendererUrl,
  JOB_CONCURRENCY: '1',
  JOB_LEASE_SECONDS: String(LEASE_SECONDS),
  JOB_MAX_ATTEMPTS: String(maxAttempts),
  JOB_POLL_MS: '100',
});

/** Runs `work` with the database open in this process (PGlite allows one process at a time). */
async function withDb<T>(work: (db: Db) => Promise<T>): Promise<T> {
  if (keepOpen) return work(keepOpen);
  const db = await openDb(databaseUrl);
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

/** A company whose guide is queued (as the update call queues it), with no worker running. */
async function queuedCompany(name: string): Promise<string> {
  return withDb(async (db) => {
    const svc = await startTestService(documentsService, {
      db,
      manualBackground: true,
      env: env(hangingUrl, 3),
    });
    try {
      const uid = `admin-${name.replace(/\W/g, '')}`;
      const companyId = await insertTestCompany(db, { adminIds: [uid], name });
      await request(svc.app)
        .put(`/platform/api/companies/${companyId}/documents/update`)
        .set('Authorization', `Bearer ${await svc.tokenFor({ uid })}`)
        .expect(202);
      return companyId;
    } finally {
      await svc.close();
    }
  });
}

/** Starts a worker process and kills it (SIGKILL) as soon as a render is in its hands. */
async function killMidRender(maxAttempts: number, after?: () => Promise<void>): Promise<void> {
  const rendering = new Promise<void>((resolve) => (onRenderStarted = resolve));
  const child: ChildProcess = spawn(
    process.execPath,
    [join(import.meta.dirname, 'support', 'worker-process.ts')],
    {
      env: { ...process.env, ...env(hangingUrl, maxAttempts), DATABASE_URL: databaseUrl, NODE_ENV: 'test' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.once('exit', (_code, signal) => resolve(signal)),
  );
  try {
    await Promise.race([
      rendering,
      exited.then(() => {
        throw new Error('the worker process ended before rendering');
      }),
      new Promise((_resolve, reject) =>
        setTimeout(() => reject(new Error('the worker process never started a render')), 30_000).unref(),
      ),
    ]);
    await after?.();
  } finally {
    // Also when the test fails: a worker left running would keep jest (and the database) busy.
    child.kill('SIGKILL');
  }
  expect(await exited).toBe('SIGKILL');
}

async function documentOf(db: Db, companyId: string) {
  const [row] = await db.query<{ status: string; file_id: string | null }>(
    `SELECT status, file_id FROM documents.documents WHERE company_id = $1 AND type = $2`,
    [companyId, GUIDE],
  );
  const jobs = await db.query<{ status: string; attempts: number }>(
    `SELECT status, attempts FROM documents.render_jobs WHERE key = $1`,
    [`${companyId}:${GUIDE}`],
  );
  return { document: row, jobs };
}

/** A real renderer (Chromium) in this process, listening: what the restarted worker renders with. */
async function startRenderer(db: Db): Promise<{ url: string; close(): Promise<void> }> {
  const renderer: TestService<unknown> = await startTestService(rendererService, {
    db,
    env: { INTERNAL_TOKEN: TOKEN, RENDER_POOL_SIZE: '1' },
  });
  const server = renderer.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await closeServer(server);
      await renderer.close();
    },
  };
}

/** Polls the document until it is READY or `ms` have passed; the state then, and when it was reached. */
async function readyWithin(db: Db, companyId: string, ms: number) {
  const started = Date.now();
  let state = await documentOf(db, companyId);
  while (state.document?.status !== 'READY' && Date.now() - started < ms) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    state = await documentOf(db, companyId);
  }
  return { ...state, afterMs: Date.now() - started };
}

it(
  'finishes a render whose worker was killed: the next worker takes it back at once and it ends READY',
  async () => {
    const companyId = await queuedCompany('Întreprinderea Întreruptă SRL');
    await killMidRender(3);
    await withDb(async (db) => {
      expect(await documentOf(db, companyId)).toMatchObject({
        document: { status: 'PROCESSING' },
        jobs: [{ status: 'RUNNING', attempts: 1 }],
      });
      const renderer = await startRenderer(db);
      const documents = await startTestService(documentsService, { db, env: env(renderer.url, 3) });
      try {
        // The lease has almost five minutes to run: back at the first claim, after a 2 s backoff.
        const state = await readyWithin(db, companyId, 30_000);
        expect(state.document).toMatchObject({ status: 'READY', file_id: expect.any(String) });
        expect(state.jobs).toEqual([]);
      } finally {
        await documents.close();
        await renderer.close();
      }
    });
  },
  SLOW,
);

// Several processes at once on one database: PostgreSQL only (PGlite is one process).
(process.env['TEST_DATABASE_URL'] ? it : it.skip)(
  'has a running worker take back the render of a worker killed beside it, without any restart',
  async () => {
    const companyId = await queuedCompany('Vecinul Căzut SRL');
    const db = keepOpen!;
    const renderer = await startRenderer(db);
    let documents: TestService<unknown> | undefined;
    try {
      await killMidRender(3, async () => {
        // The other worker is up before the kill: it must find the death itself, within a heartbeat.
        documents = await startTestService(documentsService, {
          db,
          env: env(renderer.url, 3),
          heartbeatMs: 200,
        });
      });
      const state = await readyWithin(db, companyId, 30_000);
      expect(state.document).toMatchObject({ status: 'READY', file_id: expect.any(String) });
      expect(state.jobs).toEqual([]);
    } finally {
      await documents?.close();
      await renderer.close();
    }
  },
  SLOW,
);

it(
  'stops a render that kills its worker every time after the last attempt, and shows ERROR',
  async () => {
    const companyId = await queuedCompany('Documentul Blestemat SRL');
    await killMidRender(2);
    await killMidRender(2);
    await withDb(async (db) => {
      expect((await documentOf(db, companyId)).jobs).toEqual([{ status: 'RUNNING', attempts: 2 }]);
      // The next worker's first claim finds the lease ended at the last attempt: the job is given up.
      const documents = await startTestService(documentsService, { db, env: env(hangingUrl, 2) });
      try {
        let state = await documentOf(db, companyId);
        for (let i = 0; i < 100 && state.document?.status !== 'ERROR'; i++) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          state = await documentOf(db, companyId);
        }
        expect(state).toEqual({
          document: { status: 'ERROR', file_id: null },
          jobs: [{ status: 'FAILED', attempts: 2 }],
        });
      } finally {
        await documents.close();
      }
    });
  },
  SLOW,
);
