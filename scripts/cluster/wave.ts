/**
 * A wave of documents in cluster mode, as a legal update or a day of purchases makes one: several
 * companies configured first, then all their packages paid at once, so every document of every company
 * is queued within a second; measured from the processes' own metrics listeners (METRICS_PORT) and
 * PostgreSQL's statistics. Shared by the scale drill (scripts/cluster-scale.ts) and the capacity section
 * of `npm run bench`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TCompanyDocuments } from '@conform/contracts';
import type { Db } from '@conform/server-kit';
import { browser, configuredCompany, mailFolder, payByCard, signIn } from '../journey.ts';
import { ROOT } from './discover.ts';

export const CLUSTER = join(ROOT, '.cluster');

export interface ClusterProcess {
  /** `documents`, `documents.2`… */
  name: string;
  port: number;
  /** The service it runs (its /health path). */
  service: string;
  /** Its metrics listener (cluster mode: the port + 1000), when its service has one. */
  metricsPort: number;
}

/** The processes cluster.sh started (.cluster/services.tsv), replicas included. */
export function clusterProcesses(): ClusterProcess[] {
  return readFileSync(join(CLUSTER, 'services.tsv'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => {
      const [name, port, , service] = line.split('\t');
      return { name: name!, port: Number(port), service: service ?? name!, metricsPort: Number(port) + 1000 };
    });
}

/** The pid cluster.sh recorded for a process. */
export function pidOf(name: string): number {
  return Number(readFileSync(join(CLUSTER, 'run', `${name}.pid`), 'utf8').split('\n')[0]);
}

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux everywhere it runs). */
const TICKS = 100;

/**
 * CPU seconds used so far by the cluster's own processes (not by anything else on a shared machine),
 * grouped by what they are: Chromium (the renderers' browsers), the renderer's and the documents
 * service's node processes, PostgreSQL (the cluster's postmaster and its backends), the other services.
 * A wave's difference says where its CPU went: the first bottleneck, measured.
 */
export function cpuByGroup(): Record<string, number> {
  const procs = new Map<number, { ppid: number; seconds: number; chromium: boolean }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // ppid is field 4 of stat, utime and stime 14 and 15 (2, 12 and 13 after the command's name).
      procs.set(Number(entry), {
        ppid: Number(fields[1]),
        seconds: (Number(fields[11]) + Number(fields[12])) / TICKS,
        chromium: /chrom/i.test(name),
      });
    } catch {
      // gone meanwhile
    }
  }
  // The roots: each process cluster.sh started, and PostgreSQL's postmaster.
  const roots = new Map<number, string>();
  for (const p of clusterProcesses()) {
    try {
      roots.set(
        pidOf(p.name),
        p.service === 'documents' || p.service === 'renderer' ? p.service : 'other services',
      );
    } catch {
      // not running
    }
  }
  try {
    roots.set(
      Number(readFileSync(join(CLUSTER, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]),
      'postgresql',
    );
  } catch {
    // PostgreSQL not running
  }
  const groups: Record<string, number> = {};
  for (const [pid, proc] of procs) {
    let root: string | undefined;
    for (let at: number | undefined = pid, hops = 0; at && hops < 10 && !root; hops++) {
      root = roots.get(at);
      at = procs.get(at)?.ppid;
    }
    if (!root) continue;
    const group = proc.chromium ? 'chromium' : root === 'renderer' ? 'renderer (node)' : root;
    groups[group] = (groups[group] ?? 0) + proc.seconds;
  }
  return groups;
}

/** One process's metrics: `name{labels}` → value, as the text format writes them. */
export async function scrape(port: number): Promise<Map<string, number>> {
  const res = await fetch(`http://127.0.0.1:${port}/metrics`, { signal: AbortSignal.timeout(5000) });
  if (res.status !== 200) throw new Error(`metrics on ${port}: ${res.status}`);
  const values = new Map<string, number>();
  for (const line of (await res.text()).split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    values.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return values;
}

const RUNS_DONE = 'conform_job_runs_total{queue="documents:render",outcome="done"}';
const RENDERS_DONE = 'conform_renderer_renders_total{outcome="done"}';
const RENDERS_FAILED = 'conform_renderer_renders_total{outcome="failed"}';
const STATEMENTS = 'conform_db_statements_total';

/** The counters a wave is measured by, per process. */
async function counters(processes: ClusterProcess[]) {
  const out = new Map<string, { runs: number; renders: number; failedRenders: number; statements: number }>();
  for (const p of processes) {
    const m = await scrape(p.metricsPort);
    out.set(p.name, {
      runs: m.get(RUNS_DONE) ?? 0,
      renders: m.get(RENDERS_DONE) ?? 0,
      failedRenders: m.get(RENDERS_FAILED) ?? 0,
      statements: m.get(STATEMENTS) ?? 0,
    });
  }
  return out;
}

/** Enough packages for about 50 documents per company (the fault drills' wave). */
export const WAVE_PRODUCTS = [
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

const documentsOf = async (b: ReturnType<typeof browser>, companyId: string) =>
  (await b.json<TCompanyDocuments>(`/platform/api/documents/companies/${companyId}`)).groups
    .flatMap((g) => g.documents)
    .filter((d) => d.type !== 'ARCHIVE' && ['PROCESSING', 'READY', 'ERROR'].includes(d.status));

export interface WaveResult {
  companies: string[];
  /** Documents of the wave's companies, by status, once settled (or at the timeout). */
  ready: number;
  error: number;
  processing: number;
  /** From the payments to the last READY. */
  ms: number;
  /** Versions recorded during the wave, and those of one document made more than once. */
  versions: number;
  documentsTwice: Array<{ document: string; versions: number }>;
  /** Render jobs of the wave's companies left in the queue (QUEUED, RUNNING or FAILED). */
  jobsLeft: Array<{ key: string; status: string }>;
  /** Per process: renders its worker finished (documents), PDFs printed (renderer), statements sent. */
  perProcess: Map<string, { runs: number; renders: number; failedRenders: number; statements: number }>;
  /** PostgreSQL's own count of the database's transactions (every service, the payments too). */
  transactions: number;
  /** The most documents due and waiting, and the most running at once, seen during the wave. */
  peakWaiting: number;
  peakRunning: number;
  /** From the wave's first version recorded to its last: the rendering alone, without the payments. */
  renderMs: number;
  /** CPU seconds the wave used, by group (cpuByGroup). */
  cpu: Record<string, number>;
}

/**
 * Configures `count` companies (each with `products`), pays them all at once and waits for every
 * document to settle. `admin` is the database owner's connection (PostgreSQL's statistics, the tables).
 */
export async function runWave(options: {
  base: string;
  admin: Db;
  count: number;
  products: readonly string[];
  timeoutMs: number;
  /** The processes measured (those with a metrics listener). */
  processes: ClusterProcess[];
}): Promise<WaveResult> {
  const { base, admin } = options;
  const customer = browser(base);
  await signIn(customer, mailFolder(join(CLUSTER, 'mail')));
  const companies: string[] = [];
  for (let i = 0; i < options.count; i++) {
    companies.push(
      await configuredCompany(customer, {
        info: {
          fiscalCode: '18547290',
          registrationNumber: 'J40/1234/2020',
          name: `Valul ${i + 1} SRL`,
          country: 'RO',
          city: 'Cluj-Napoca',
          county: 'CJ',
          streetAddress: 'Str. Memorandumului nr. 28',
          phoneNumber: '0740123456',
        },
        products: options.products,
      }),
    );
  }
  // Whatever the companies' creation queued (the guide) is done before the wave starts.
  const settle = async () => {
    for (;;) {
      const [row] = await admin.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM documents.render_jobs WHERE status <> 'FAILED'`,
      );
      if (!row?.n) return;
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  await settle();
  const xact = async () =>
    Number(
      (
        await admin.query<{ n: string }>(
          `SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = current_database()`,
        )
      )[0]?.n ?? 0,
    );
  const [{ startedAt } = { startedAt: new Date() }] = await admin.query<{ startedAt: Date }>(
    `SELECT clock_timestamp() AS "startedAt"`,
  );
  const before = await counters(options.processes);
  const xactBefore = await xact();
  const cpuBefore = cpuByGroup();
  const started = Date.now();
  // Every company's packages paid at once: the wave.
  await Promise.all(companies.map((id) => payByCard(customer, base, id, options.products)));
  let peakWaiting = 0;
  let peakRunning = 0;
  let list: Awaited<ReturnType<typeof documentsOf>> = [];
  const deadline = started + options.timeoutMs;
  for (;;) {
    const [q] = await admin.query<{ waiting: number; running: number }>(
      `SELECT count(*) FILTER (WHERE status = 'QUEUED' AND run_at <= now())::int AS waiting,
              count(*) FILTER (WHERE status = 'RUNNING')::int AS running FROM documents.render_jobs`,
    );
    peakWaiting = Math.max(peakWaiting, q?.waiting ?? 0);
    peakRunning = Math.max(peakRunning, q?.running ?? 0);
    list = (await Promise.all(companies.map((id) => documentsOf(customer, id)))).flat();
    const settled = list.length > 0 && list.every((d) => d.status !== 'PROCESSING');
    if ((settled && !q?.waiting && !q?.running) || Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const ms = Date.now() - started;
  // The last render's counters are written before its document shows READY: read them after.
  const after = await counters(options.processes);
  const xactAfter = await xact();
  const cpuAfter = cpuByGroup();
  const cpu = Object.fromEntries(
    Object.entries(cpuAfter).map(([group, seconds]) => [
      group,
      Math.max(0, seconds - (cpuBefore[group] ?? 0)),
    ]),
  );
  const [span] = await admin.query<{ ms: number | string | null }>(
    `SELECT EXTRACT(EPOCH FROM max(created_at) - min(created_at)) * 1000 AS ms
       FROM documents.document_versions WHERE company_id = ANY($1) AND created_at >= $2`,
    [companies, startedAt],
  );
  const perProcess = new Map(
    [...after].map(([name, a]) => {
      const b = before.get(name)!;
      return [
        name,
        {
          runs: a.runs - b.runs,
          renders: a.renders - b.renders,
          failedRenders: a.failedRenders - b.failedRenders,
          statements: a.statements - b.statements,
        },
      ];
    }),
  );
  const versions = await admin.query<{ document: string; versions: number }>(
    `SELECT company_id || ':' || type AS document, count(*)::int AS versions
       FROM documents.document_versions
      WHERE company_id = ANY($1) AND created_at >= $2
      GROUP BY company_id, type`,
    [companies, startedAt],
  );
  const jobsLeft = await admin.query<{ key: string; status: string }>(
    `SELECT key, status FROM documents.render_jobs WHERE split_part(key, ':', 1) = ANY($1)`,
    [companies],
  );
  const count = (status: string) => list.filter((d) => d.status === status).length;
  return {
    companies,
    ready: count('READY'),
    error: count('ERROR'),
    processing: count('PROCESSING'),
    ms,
    versions: versions.reduce((sum, v) => sum + v.versions, 0),
    documentsTwice: versions.filter((v) => v.versions > 1),
    jobsLeft,
    perProcess,
    transactions: xactAfter - xactBefore,
    peakWaiting,
    peakRunning,
    renderMs: Number(span?.ms ?? 0),
    cpu,
  };
}

/** Documents per second while rendering: the versions after the first over the time between first and last. */
export function renderRate(wave: WaveResult): number {
  return wave.renderMs > 0 ? ((wave.versions - 1) * 1000) / wave.renderMs : 0;
}

/** Sums a wave's per-process counters over the processes of one service. */
export function total(
  wave: WaveResult,
  processes: ClusterProcess[],
  service: string,
  field: 'runs' | 'renders' | 'failedRenders' | 'statements',
): number {
  return processes
    .filter((p) => p.service === service)
    .reduce((sum, p) => sum + (wave.perProcess.get(p.name)?.[field] ?? 0), 0);
}
