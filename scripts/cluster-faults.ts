/**
 * Cluster-mode fault drills: real PostgreSQL stopped and started, real signals to real service
 * processes, checked from outside as a browser (through nginx) and an operator (the database) see them.
 *
 *   bash scripts/cluster.sh start
 *   DATABASE_URL=$(bash scripts/cluster.sh db-url) node scripts/cluster-faults.ts [BASE_URL]
 *
 * With the same CLUSTER_* settings as the cluster (the drills call scripts/cluster.sh pg-stop, pg-start
 * and service-start). It leaves the cluster as it found it: running, every service healthy.
 *
 * 1. PostgreSQL stopped: API calls that need it answer 503 `{code: 'unavailable'}` in bounded time
 *    (never a 500, never a hang), every /health answers 503; once it is back every service recovers
 *    by itself (same process) within a bounded time; a write acknowledged before or during the outage
 *    is there after, one refused (503) may or may not be; every LISTEN connection is back, and events
 *    flow again (a card payment reaching the company and its documents, a change regenerating them).
 * 2. SIGTERM: the renderer finishes a slow PDF in flight (200) while refusing new connections and
 *    exits 0 in time; the documents service, its renders hanging (renderer paused), gives its jobs
 *    back to the queue (QUEUED, the attempt not counted, none left leased) and exits 0 in time.
 * 3. SIGKILL of the renderer while a package is generating: its Chromium goes with it, and once the
 *    renderer is started again every document of the package ends READY or ERROR.
 * 4. SIGKILL of the documents service while a wave of ~50 documents renders: the jobs it held are
 *    leased for minutes, but their lease names its instance, and once it is started again every
 *    document of the wave is READY within WAVE_BOUND_MS (not after the lease).
 */
import { execFile } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { parseEnv, promisify } from 'node:util';
import type { TCompany, TCompanyDocuments } from '@conform/contracts';
import { openDb, type Db } from '@conform/server-kit';
import { createChecks, expect } from './cluster/checks.ts';
import { ROOT } from './cluster/discover.ts';
import { browser, configuredCompany, mailFolder, payByCard, runPurchaseJourney } from './journey.ts';

const base = (
  process.argv[2] ??
  process.env['CLUSTER_URL'] ??
  `http://localhost:${process.env['CLUSTER_PORT'] ?? 8090}`
).replace(/\/+$/, '');
const CLUSTER = join(ROOT, '.cluster');
/** Services' SHUTDOWN_GRACE_MS (server-kit's default) plus the time to close the database and exit. */
const STOP_BOUND_MS = 8000 + 4000;
/** From PostgreSQL accepting connections again to every service healthy, with no restart. */
const RECOVERY_BOUND_MS = 30_000;
/** An API call while PostgreSQL is down: a refused connect is immediate, server-kit bounds a hung one at 10 s. */
const OUTAGE_ANSWER_BOUND_MS = 12_000;
/** From `service-start documents` after a SIGKILL to every document of the wave READY (leases: 300 s). */
const WAVE_BOUND_MS = 60_000;
/** Packages whose purchase makes a wave of 50 documents. */
const WAVE_PRODUCTS = [
  'INTERNAL_POLICIES',
  'EMPLOYEES',
  'PERSONAL_CLIENTS',
  'BUSINESS_CLIENTS',
  'RECRUITMENT',
  'CCTV',
  'MARKETING',
  'PERSONAL_SUPPLIERS',
  'BUSINESS_SUPPLIERS',
  'ONLINE_SHOP',
];

const { check, finish } = createChecks('cluster faults');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const run = promisify(execFile);

// ---------------------------------------------------------------- the cluster from outside

/** scripts/cluster.sh with this process's CLUSTER_* settings. */
async function cluster(...args: string[]): Promise<string> {
  try {
    const { stdout } = await run('bash', [join(ROOT, 'scripts', 'cluster.sh'), ...args], {
      maxBuffer: 1 << 20,
    });
    return stdout.trim();
  } catch (err) {
    const stderr = (err as { stderr?: string }).stderr ?? '';
    throw new Error(
      `cluster.sh ${args.join(' ')} failed: ${stderr.trim().split('\n').slice(-3).join(' | ')}`,
      {
        cause: err,
      },
    );
  }
}

// The services' first processes (a replica, `documents.2`, of CLUSTER_REPLICAS is the drills' own business).
const services = readFileSync(join(CLUSTER, 'services.tsv'), 'utf8')
  .trim()
  .split('\n')
  .map((line) => {
    const [name, port, , service] = line.split('\t');
    return { name: name!, port: Number(port), service: service ?? name! };
  })
  .filter((s) => s.name === s.service);
const portOf = (name: string): number => {
  const found = services.find((s) => s.name === name);
  if (!found) throw new Error(`no service ${name} in .cluster/services.tsv`);
  return found.port;
};

/** The pid cluster.sh recorded for a service (the pid file's first line). */
function pidOf(name: string): number {
  return Number(readFileSync(join(CLUSTER, 'run', `${name}.pid`), 'utf8').split('\n')[0]);
}

/** Gone, or a zombie nobody reaps yet (it has exited all the same). */
function exited(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.startsWith('Z') ?? true;
  } catch {
    return true;
  }
}

async function waitFor<T>(
  what: string,
  ms: number,
  probe: () => Promise<T | undefined> | T | undefined,
): Promise<T> {
  const deadline = Date.now() + ms;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined && value !== false) return value;
    } catch (err) {
      lastError = err;
    }
    if (Date.now() > deadline) {
      const why = lastError instanceof Error ? ` (last: ${lastError.message})` : '';
      throw new Error(`${what}: not within ${ms} ms${why}`);
    }
    await sleep(100);
  }
}

/** A process and all its descendants (Chromium's processes, in process groups of their own). */
async function familyOf(pid: number): Promise<number[]> {
  const { stdout } = await run('ps', ['-e', '-o', 'pid=,ppid=']);
  const children = new Map<number, number[]>();
  for (const line of stdout.trim().split('\n')) {
    const [child, parent] = line.trim().split(/\s+/).map(Number) as [number, number];
    children.set(parent, [...(children.get(parent) ?? []), child]);
  }
  const family = [pid];
  for (let i = 0; i < family.length; i++) family.push(...(children.get(family[i]!) ?? []));
  return family;
}

/** Pauses a service with every process it started, as a machine that hangs; thaw() resumes them. */
async function freeze(pid: number): Promise<number[]> {
  const family = await familyOf(pid);
  for (const member of family) process.kill(member, 'SIGSTOP');
  return family;
}
function thaw(family: number[]): void {
  for (const member of [...family].reverse()) {
    try {
      process.kill(member, 'SIGCONT');
    } catch {
      // Gone meanwhile.
    }
  }
}

/** Whether a TCP connection to the port is refused (nothing listens). */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(2000, () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'));
  });
}

/** A service's log from a byte offset on, as parsed JSON lines (pino). */
function logSince(
  name: string,
  offset: number,
): Array<{ msg?: string; level?: number; [k: string]: unknown }> {
  const text = readFileSync(join(CLUSTER, 'logs', `${name}.log`))
    .subarray(offset)
    .toString('utf8');
  return text
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg?: string });
}
const logSize = (name: string) => statSync(join(CLUSTER, 'logs', `${name}.log`)).size;

/**
 * SIGTERM as a supervisor sends it: the process must log its clean stop (server-kit's onShutdown logs
 * 'stopped' right before exit code 0, 'unclean stop' before 1) and be gone within the bound.
 */
async function expectCleanExit(
  name: string,
  pid: number,
  logOffset: number,
  signalledAt: number,
): Promise<number> {
  await waitFor(`${name} (pid ${pid}) to exit after SIGTERM`, STOP_BOUND_MS, () => exited(pid));
  const tookMs = Date.now() - signalledAt;
  const lines = logSince(name, logOffset);
  const unclean = lines.find((l) => /unclean stop/.test(l.msg ?? ''));
  expect(!unclean, `${name} logged an unclean stop: ${JSON.stringify(unclean)}`);
  expect(
    lines.some((l) => l.msg === 'stopped'),
    `${name} exited without logging 'stopped' (exit code 0): ${lines.map((l) => l.msg).join(' | ')}`,
  );
  return tookMs;
}

async function answer(
  path: string,
  init: RequestInit = {},
): Promise<{ status: number; body: string; ms: number }> {
  const started = Date.now();
  const res = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(OUTAGE_ANSWER_BOUND_MS) });
  return { status: res.status, body: await res.text(), ms: Date.now() - started };
}

const allHealthy = async (): Promise<boolean> => {
  for (const s of services) {
    const res = await fetch(`http://127.0.0.1:${s.port}/platform/api/${s.name}/health`, {
      signal: AbortSignal.timeout(3000),
    });
    const body = (await res.json()) as { status?: string; db?: string };
    if (res.status !== 200 || body.db !== 'ok') return false;
  }
  return true;
};

// ---------------------------------------------------------------- preconditions

console.log(`cluster faults against ${base}`);
const databaseUrl = process.env['DATABASE_URL'] ?? (await cluster('db-url'));
try {
  expect(await allHealthy(), 'not every service is healthy');
} catch {
  console.error(
    `cluster faults FAILED: the cluster is not running and healthy (bash scripts/cluster.sh start)`,
  );
  process.exit(1);
}
// Its connection is lost with PostgreSQL's stop; the pool opens another at the next query.
const admin: Db = await openDb(databaseUrl, { poolSize: 1 });

/**
 * The service roles with a LISTEN connection: what must be back after PostgreSQL was. A process keeps
 * one connection for all its channels, and pg_stat_activity shows only the last statement it ran
 * (after a reconnection, the last channel listened again, which need not be the one seen before): the
 * connection is what is compared, by its role, not the channel its last statement names.
 */
async function listeners(): Promise<string[]> {
  const rows = await admin.query<{ who: string }>(
    `SELECT usename AS who FROM pg_stat_activity
      WHERE datname = current_database() AND state = 'idle' AND query LIKE 'LISTEN %' ORDER BY 1`,
  );
  return [...new Set(rows.map((r) => r.who))];
}

/** The render jobs of a company (documents' queue table, keyed `<companyId>:<type>`). */
async function jobsOf(companyId: string): Promise<Array<{ status: string; attempts: number }>> {
  return admin.query(`SELECT status, attempts FROM documents.render_jobs WHERE key LIKE $1`, [
    `${companyId}:%`,
  ]);
}

// A customer with a company whose package is bought and generated: the drills' data and their
// proof that writes made before a fault are still there after.
const customer = browser(base);
// The sign-in link the customer opens: cluster mode's mail sink keeps it in a folder.
const mail = mailFolder(join(ROOT, '.cluster', 'mail'));
const contact = (name: string) => ({
  contactEmail: 'protectia.datelor@calatoria.ro',
  dataProtectionResponsible: { isDpo: false, name, email: 'ana.pop@calatoria.ro', phone: '0740123456' },
});
const documentsPath = (companyId: string) => `/platform/api/documents/companies/${companyId}`;
/** The documents the company's purchase makes (not those of packages it has not bought: LOCKED, NOT_CONFIGURED). */
const documentsOf = async (companyId: string) =>
  (await customer.json<TCompanyDocuments>(documentsPath(companyId))).groups
    .flatMap((g) => g.documents)
    .filter((d) => d.type !== 'ARCHIVE' && ['PROCESSING', 'READY', 'ERROR'].includes(d.status));

let companyId = '';
await check('a bought and generated package to work on (purchase journey)', async () => {
  const journey = await runPurchaseJourney(base, { browser: customer, timeoutMs: 60_000, mail });
  companyId = journey.companyId;
  return `company ${companyId}, ${journey.documents.length} documents`;
});
if (!companyId) finish();

// ---------------------------------------------------------------- 1. PostgreSQL stopped

console.log('\n1. PostgreSQL stopped and started again');
const pidsBefore = new Map(services.map((s) => [s.name, pidOf(s.name)]));
const listenersBefore = await listeners();
await customer.json(`/platform/api/companies/${companyId}/contact-info`, {
  method: 'PUT',
  json: contact('Before'),
});

/** A customer saving their contact details over and over, one save after the other, through it all. */
const writes: Array<{ n: number; status: number | string }> = [];
let writing = true;
const writer = (async () => {
  for (let n = 1; writing; n++) {
    let status: number | string;
    try {
      const res = await customer.call(`/platform/api/companies/${companyId}/contact-info`, {
        method: 'PUT',
        json: contact(`Writer ${n}`),
        signal: AbortSignal.timeout(OUTAGE_ANSWER_BOUND_MS),
      });
      await res.arrayBuffer();
      status = res.status;
    } catch (err) {
      status = err instanceof Error && err.name === 'TimeoutError' ? 'hang' : `network error ${String(err)}`;
    }
    writes.push({ n, status });
    await sleep(150);
  }
})();
await sleep(800);

const stoppedAt = Date.now();
let pgStopped = false;
await check('PostgreSQL stops (cluster.sh pg-stop), the services keep running', async () => {
  await cluster('pg-stop');
  pgStopped = true;
  for (const [name, pid] of pidsBefore) expect(!exited(pid), `${name} exited when PostgreSQL stopped`);
});

if (pgStopped) {
  await check('every /health answers 503 while PostgreSQL is down', async () => {
    const seen: string[] = [];
    for (const s of services) {
      const { status, body, ms } = await answer(`/platform/api/${s.name}/health`);
      expect(status === 503, `${s.name}: ${status} ${body}`);
      expect((JSON.parse(body) as { db?: string }).db === 'error', `${s.name}: ${body}`);
      seen.push(`${s.name} ${ms} ms`);
    }
    return seen.join(', ');
  });

  const probes: Array<[string, string, RequestInit?]> = [
    ['companies', `/platform/api/companies/${companyId}`],
    ['companies (write)', `/platform/api/companies/${companyId}/contact-info`, { method: 'PUT' }],
    ['configurator', `/platform/api/configurator/companies/${companyId}/situations`],
    ['documents', documentsPath(companyId)],
    ['checkout', `/platform/api/payments/${companyId}/orders/no-such-order`],
    ['identity', '/platform/api/identity/me'],
    ['identity (write)', '/platform/api/identity/sessions/anonymous', { method: 'POST' }],
    ['onboarding', '/platform/api/onboarding/evaluations/no-such-evaluation'],
  ];
  await check(
    "API calls that need the database answer 503 {code: 'unavailable'}, never 500 or a hang",
    async () => {
      const seen: string[] = [];
      for (const [what, path, init] of probes) {
        const res = await customer.call(path, {
          ...init,
          ...(init?.method === 'PUT' ? { json: contact('During') } : {}),
          signal: AbortSignal.timeout(OUTAGE_ANSWER_BOUND_MS),
        });
        const text = await res.text();
        expect(res.status === 503, `${what}: ${res.status} ${text.slice(0, 200)}`);
        const body = JSON.parse(text) as { code?: unknown; message?: unknown };
        expect(body.code === 'unavailable' && typeof body.message === 'string', `${what}: ${text}`);
        seen.push(what);
      }
      return `${seen.length} calls`;
    },
  );
  // Long enough for the writer and the background loops to meet the outage a few times.
  await sleep(Math.max(0, 3000 - (Date.now() - stoppedAt)));
}

let restartedAt = 0;
await check('PostgreSQL starts again (cluster.sh pg-start)', async () => {
  await cluster('pg-start');
  restartedAt = Date.now();
  return `down ${Math.round((restartedAt - stoppedAt) / 100) / 10} s`;
});

await check(
  `every service recovers by itself within ${RECOVERY_BOUND_MS / 1000} s, in the same process`,
  async () => {
    await waitFor('every /health 200 with db: ok', RECOVERY_BOUND_MS, allHealthy);
    const tookMs = Date.now() - restartedAt;
    for (const [name, pid] of pidsBefore)
      expect(pidOf(name) === pid && !exited(pid), `${name} was restarted`);
    return `${tookMs} ms`;
  },
);

// The writer goes on a little after the recovery, then stops.
await sleep(1000);
writing = false;
await writer;

await check('no write was acknowledged and lost; none answered 500 or hung', async () => {
  const bad = writes.filter((w) => w.status !== 200 && w.status !== 503);
  expect(bad.length === 0, `answers other than 200 or 503: ${JSON.stringify(bad.slice(0, 5))}`);
  const refusedDuring = writes.filter((w) => w.status === 503).length;
  expect(refusedDuring > 0, `no write met the outage (${writes.length} writes)`);
  const acked = writes.filter((w) => w.status === 200);
  const lastAcked = acked.at(-1);
  expect(lastAcked, 'no write was acknowledged');
  const company = await customer.json<TCompany>(`/platform/api/companies/${companyId}`);
  const saved = Number(/^Writer (\d+)$/.exec(company.dataProtectionResponsible?.name ?? '')?.[1]);
  // The newest acknowledged save is there, or a later one that answered 503 after its commit.
  expect(
    saved === lastAcked.n || (saved > lastAcked.n && writes.find((w) => w.n === saved)?.status === 503),
    `saved "${company.dataProtectionResponsible?.name}" but the last acknowledged save was Writer ${lastAcked.n}`,
  );
  return `${writes.length} saves: ${acked.length} acknowledged, ${refusedDuring} refused with 503; Writer ${saved} kept`;
});

await check('every LISTEN connection is back (consumers, job workers, live status)', async () => {
  let missing = listenersBefore;
  for (const deadline = Date.now() + 15_000; missing.length > 0 && Date.now() < deadline; await sleep(200)) {
    const now = await listeners();
    missing = listenersBefore.filter((l) => !now.includes(l));
  }
  expect(listenersBefore.length > 0, 'nothing listened before the outage');
  expect(missing.length === 0, `not listening again: ${missing.join(', ')}`);
  return `${listenersBefore.length}: ${listenersBefore.join(', ')}`;
});

await check(
  'events flow again: a card payment reaches the company and its documents, a change regenerates them',
  async () => {
    const { timings, documents } = await runPurchaseJourney(base, { timeoutMs: 60_000, mail });
    return `purchased ${timings.ipnToPurchasedMs} ms after the IPN; ${documents.length} documents READY after ${timings.ipnToDocumentsReadyMs} ms; regenerated ${timings.changeToRegeneratedMs} ms after a change`;
  },
);

// ---------------------------------------------------------------- 2. SIGTERM drains

console.log('\n2. SIGTERM lets the work in hand finish');
const secrets = parseEnv(readFileSync(join(CLUSTER, 'keys', 'secrets.env'), 'utf8'));
const rendererUrl = `http://127.0.0.1:${portOf('renderer')}/platform/api/renderer/pdf`;
/** A long document: its PDF takes the renderer seconds (measured once, below). */
const bigHtml = `<!doctype html><html><body>${Array.from(
  { length: 6000 },
  (_, i) =>
    `<p>Paragraful ${i}: operatorul prelucrează datele cu caracter personal în mod legal și transparent.</p>`,
).join('')}</body></html>`;
const renderBig = () =>
  fetch(rendererUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-internal-token': secrets['INTERNAL_TOKEN'] ?? '' },
    body: JSON.stringify({ html: bigHtml, title: 'Fault drill' }),
    signal: AbortSignal.timeout(60_000),
  });

await check(
  'the renderer finishes a slow PDF in flight, refuses new connections, exits 0 in time',
  async () => {
    const warm = await renderBig();
    const warmBody = Buffer.from(await warm.arrayBuffer());
    expect(
      warm.status === 200,
      `the long document does not render: ${warm.status} ${warmBody.toString().slice(0, 200)}`,
    );
    const renderMs = Number(warm.headers.get('x-render-duration-ms'));

    const pid = pidOf('renderer');
    const offset = logSize('renderer');
    try {
      const inFlight = renderBig().then(async (res) => ({
        status: res.status,
        head: Buffer.from(await res.arrayBuffer())
          .subarray(0, 5)
          .toString('latin1'),
        at: Date.now(),
      }));
      // Well inside the render (it takes `renderMs`), after the request has reached the renderer.
      await sleep(Math.min(400, renderMs / 3));
      const signalledAt = Date.now();
      process.kill(pid, 'SIGTERM');
      await waitFor('new connections to the renderer refused', 3000, () => refused(portOf('renderer')));
      const viaNginx = await answer('/platform/api/renderer/health');
      const answered = await inFlight;
      expect(
        answered.status === 200 && answered.head === '%PDF-',
        `the render in flight answered ${answered.status} ${answered.head}`,
      );
      expect(answered.at > signalledAt, 'the render finished before the signal: the drill proves nothing');
      const tookMs = await expectCleanExit('renderer', pid, offset, signalledAt);
      expect(
        viaNginx.status === 503 && viaNginx.body.includes('"unavailable"'),
        `while it stops, nginx answers ${viaNginx.status} ${viaNginx.body}`,
      );
      return `render of ${renderMs} ms answered 200 ${answered.at - signalledAt} ms after SIGTERM; exited after ${tookMs} ms; nginx answered 503 meanwhile; started again`;
    } finally {
      if (exited(pid)) await cluster('service-start', 'renderer');
    }
  },
);

await check(
  'documents, its renders hanging, gives its jobs back to the queue on SIGTERM and exits 0 in time',
  async () => {
    const renderer = pidOf('renderer');
    const pid = pidOf('documents');
    const offset = logSize('documents');
    // Renders hang: the renderer is paused (SIGSTOP) with its Chromium, connections open, answering nothing.
    const frozen = await freeze(renderer);
    try {
      // A document whose text would not change keeps its version without a render: the contact
      // person changes first, so the update has documents to print.
      await customer.json(`/platform/api/companies/${companyId}/contact-info`, {
        method: 'PUT',
        json: contact('Drill renders hanging'),
      });
      await customer.json(`/platform/api/companies/${companyId}/documents/update`, { method: 'PUT' }, 202);
      await waitFor(
        'a render job running',
        15_000,
        async () => (await jobsOf(companyId)).some((j) => j.status === 'RUNNING') || undefined,
      );
      const signalledAt = Date.now();
      process.kill(pid, 'SIGTERM');
      const tookMs = await expectCleanExit('documents', pid, offset, signalledAt);
      const jobs = await jobsOf(companyId);
      expect(jobs.length > 0, 'no job left: nothing to check');
      expect(
        jobs.every((j) => j.status === 'QUEUED' && j.attempts === 0),
        `jobs after the stop: ${JSON.stringify(jobs)}`,
      );
      const givenBack = logSince('documents', offset).filter((l) =>
        /job given back/.test(l.msg ?? ''),
      ).length;
      return `exited after ${tookMs} ms; ${jobs.length} jobs QUEUED, attempts not counted (${givenBack} given back)`;
    } finally {
      thaw(frozen);
      if (exited(pid)) await cluster('service-start', 'documents');
    }
  },
);

await check('the documents given back are made after the restart', async () => {
  const docs = await waitFor('every document READY', 90_000, async () => {
    const list = await documentsOf(companyId);
    return list.every((d) => d.status === 'READY') ? list : undefined;
  });
  return `${docs.length} READY`;
});

// ---------------------------------------------------------------- 3. SIGKILL mid-package

console.log('\n3. The renderer killed (SIGKILL) while a package is generating');
await check(
  'every document of the package ends READY or ERROR after the renderer is started again',
  async () => {
    const pid = pidOf('renderer');
    const chromium = (await familyOf(pid)).slice(1);
    await customer.json(`/platform/api/companies/${companyId}/contact-info`, {
      method: 'PUT',
      json: contact('Drill renderer killed'),
    });
    await customer.json(`/platform/api/companies/${companyId}/documents/update`, { method: 'PUT' }, 202);
    await waitFor(
      'a render job running',
      15_000,
      async () => (await jobsOf(companyId)).some((j) => j.status === 'RUNNING') || undefined,
    );
    const during = await documentsOf(companyId);
    process.kill(pid, 'SIGKILL');
    try {
      await waitFor('the killed renderer gone', 5000, () => exited(pid));
      // Chromium talks to the renderer over a pipe: it exits with it instead of living on as an orphan.
      await waitFor(`its Chromium (${chromium.join(', ')}) gone`, 10_000, () => chromium.every(exited));
      await sleep(1000);
    } finally {
      await cluster('service-start', 'renderer');
    }
    const settled = await waitFor('every document READY or ERROR', 120_000, async () => {
      const list = await documentsOf(companyId);
      return list.every((d) => d.status === 'READY' || d.status === 'ERROR') ? list : undefined;
    });
    const jobs = await jobsOf(companyId);
    expect(
      jobs.every((j) => j.status === 'FAILED'),
      `jobs still waiting or leased: ${JSON.stringify(jobs)}`,
    );
    const count = (status: string) => settled.filter((d) => d.status === status).length;
    const processing = during.filter((d) => d.status === 'PROCESSING').length;
    return `killed with ${processing} of ${during.length} PROCESSING; after restart ${count('READY')} READY, ${count('ERROR')} ERROR`;
  },
);

// ---------------------------------------------------------------- 4. SIGKILL of documents mid-wave

console.log('\n4. The documents service killed (SIGKILL) while a wave of documents renders');
await check(
  `every document of the wave is READY within ${WAVE_BOUND_MS / 1000} s of the restart, not after the lease`,
  async () => {
    const waveId = await configuredCompany(customer, {
      info: {
        fiscalCode: '18547290',
        registrationNumber: 'J40/1234/2020',
        name: 'Valul Întrerupt SRL',
        country: 'RO',
        city: 'Cluj-Napoca',
        county: 'CJ',
        streetAddress: 'Str. Memorandumului nr. 28',
        phoneNumber: '0740123456',
      },
      products: WAVE_PRODUCTS,
    });
    const pid = pidOf('documents');
    await payByCard(customer, base, waveId, WAVE_PRODUCTS);
    // Mid-wave: renders in the worker's hands, some documents made, most still to make.
    const during = await waitFor('the wave rendering', 60_000, async () => {
      const list = await documentsOf(waveId);
      const running = (await jobsOf(waveId)).filter((j) => j.status === 'RUNNING').length;
      const ready = list.filter((d) => d.status === 'READY').length;
      return running > 0 && ready >= 3 ? { list, running } : undefined;
    });
    process.kill(pid, 'SIGKILL');
    let restartedAt: number;
    try {
      await waitFor('the killed documents service gone', 5000, () => exited(pid));
      const leased = (await jobsOf(waveId)).filter((j) => j.status === 'RUNNING').length;
      expect(leased > 0, 'no render was left leased by the killed process: the drill proves nothing');
    } finally {
      restartedAt = Date.now();
      await cluster('service-start', 'documents');
    }
    const settled = await waitFor(
      'every document of the wave READY',
      Math.max(0, WAVE_BOUND_MS - (Date.now() - restartedAt)),
      async () => {
        const list = await documentsOf(waveId);
        return list.length > 0 && list.every((d) => d.status === 'READY') ? list : undefined;
      },
    );
    const tookMs = Date.now() - restartedAt;
    const processing = during.list.filter((d) => d.status === 'PROCESSING').length;
    return `killed with ${during.running} rendering, ${processing} of ${during.list.length} PROCESSING; all ${settled.length} READY ${Math.round(tookMs / 100) / 10} s after service-start`;
  },
);

await check('the cluster is left healthy', async () => {
  await waitFor('every /health 200', 30_000, allHealthy);
});

await admin.close();
finish();
