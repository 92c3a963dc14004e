/**
 * A worker process killed (SIGKILL) in the middle of a render: every document still ends READY or
 * ERROR. The next process takes the job back when its lease runs out, which counts as an attempt;
 * a job that takes its process down every time stops after the last attempt and shows ERROR.
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

const env = (rendererUrl: string, maxAttempts: number) => ({
  INTERNAL_TOKEN: TOKEN,
  LINK_SECRET: 'crash-link-secret-0123456789abcdef0123456789',
  DATA_DIR: dataDir,
  RENDERER_URL: rendererUrl,
  JOB_CONCURRENCY: '1',
  JOB_LEASE_SECONDS: '1',
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
async function killMidRender(maxAttempts: number): Promise<void> {
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
  await Promise.race([
    rendering,
    exited.then(() => {
      throw new Error('the worker process ended before rendering');
    }),
  ]);
  child.kill('SIGKILL');
  expect(await exited).toBe('SIGKILL');
  // The lease the dead process held must run out before anyone may take the job back.
  await new Promise((resolve) => setTimeout(resolve, 1200));
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

it(
  'finishes a render whose worker was killed: the next worker takes it back and it ends READY',
  async () => {
    const companyId = await queuedCompany('Întreprinderea Întreruptă SRL');
    await killMidRender(3);
    await withDb(async (db) => {
      expect(await documentOf(db, companyId)).toMatchObject({
        document: { status: 'PROCESSING' },
        jobs: [{ status: 'RUNNING', attempts: 1 }],
      });
      const renderer: TestService<unknown> = await startTestService(rendererService, {
        db,
        env: { INTERNAL_TOKEN: TOKEN, RENDER_POOL_SIZE: '1' },
      });
      const server = renderer.app.listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const documents = await startTestService(documentsService, { db, env: env(url, 3) });
      try {
        let state = await documentOf(db, companyId);
        for (let i = 0; i < 200 && state.document?.status !== 'READY'; i++) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          state = await documentOf(db, companyId);
        }
        expect(state.document).toMatchObject({ status: 'READY', file_id: expect.any(String) });
        expect(state.jobs).toEqual([]);
      } finally {
        await documents.close();
        server.closeAllConnections();
        await closeServer(server);
        await renderer.close();
      }
    });
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
