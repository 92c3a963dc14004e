/**
 * Cluster-mode scale drill: two documents workers and two renderers side by side against one
 * PostgreSQL, a wave over several companies, and the proof that they share it without stepping on
 * each other.
 *
 *   CLUSTER_REPLICAS=documents=2,renderer=2 bash scripts/cluster.sh start
 *   DATABASE_URL=$(bash scripts/cluster.sh db-url) node scripts/cluster-scale.ts [BASE_URL]
 *
 * With the same CLUSTER_* settings as the cluster. SCALE_COMPANIES (5) companies are configured with
 * four packages each, then paid all at once; the drill checks, from outside (the documents pages, the
 * database as its owner, each process's metrics listener):
 *
 * - every document of every company of the wave is READY (none ERROR, none left PROCESSING);
 * - no job lost: none of their render jobs is left in the queue (waiting, leased or failed);
 * - each document rendered exactly once: one new version per document, and the renderers printed as
 *   many PDFs as versions were recorded (a document printed twice at once, or printed and then thrown
 *   away because another worker took its job back, would print more PDFs than versions), none failed;
 * - the work was shared: each documents worker finished renders and each renderer printed PDFs.
 *
 * It leaves the cluster running as it found it.
 */
import { openDb } from '@conform/server-kit';
import { createChecks, expect } from './cluster/checks.ts';
import { clusterProcesses, runWave, total, type WaveResult } from './cluster/wave.ts';

const base = (
  process.argv[2] ??
  process.env['CLUSTER_URL'] ??
  `http://localhost:${process.env['CLUSTER_PORT'] ?? 8090}`
).replace(/\/+$/, '');
const COMPANIES = Number(process.env['SCALE_COMPANIES'] ?? 5);
/** About 25 documents per company: a wave of ~125 that two renderers finish in well under a minute here. */
const PRODUCTS = ['EMPLOYEES', 'PERSONAL_CLIENTS', 'RECRUITMENT', 'CCTV'];
const WAVE_TIMEOUT_MS = 90_000;

const databaseUrl = process.env['DATABASE_URL'];
if (!databaseUrl) throw new Error('DATABASE_URL: DATABASE_URL=$(bash scripts/cluster.sh db-url)');
const admin = await openDb(databaseUrl, { poolSize: 2 });
const { check, finish } = createChecks('cluster scale');

const processes = clusterProcesses();
const measured = processes.filter((p) => p.service === 'documents' || p.service === 'renderer');
const of = (service: string) => measured.filter((p) => p.service === service).map((p) => p.name);

console.log('Two documents workers and two renderers against one PostgreSQL');
const ready = await check(
  'two or more documents workers and renderers run, each with its metrics listener',
  async () => {
    expect(
      of('documents').length >= 2 && of('renderer').length >= 2,
      `processes: ${measured.map((p) => p.name).join(', ')} (start the cluster with CLUSTER_REPLICAS=documents=2,renderer=2)`,
    );
    for (const p of measured) {
      const res = await fetch(`http://127.0.0.1:${p.metricsPort}/metrics`, {
        signal: AbortSignal.timeout(5000),
      });
      expect(res.status === 200, `${p.name}: metrics answered ${res.status}`);
    }
    return measured.map((p) => `${p.name} :${p.metricsPort}`).join(', ');
  },
);
if (!ready) {
  await admin.close();
  finish();
}

let wave: WaveResult | undefined;
await check(`a wave: ${COMPANIES} companies' packages paid at once, every document settled`, async () => {
  wave = await runWave({
    base,
    admin,
    count: COMPANIES,
    products: PRODUCTS,
    timeoutMs: WAVE_TIMEOUT_MS,
    processes: measured,
  });
  const documents = wave.ready + wave.error + wave.processing;
  return `${documents} documents in ${(wave.ms / 1000).toFixed(1)} s, ${((1000 * documents) / wave.ms).toFixed(1)} per second; at most ${wave.peakWaiting} waiting and ${wave.peakRunning} running at once`;
});

if (wave) {
  const w = wave;
  await check('every document of the wave is READY', () => {
    expect(
      w.error === 0 && w.processing === 0 && w.ready > 0,
      `${w.ready} READY, ${w.error} ERROR, ${w.processing} PROCESSING`,
    );
    return `${w.ready} READY across ${w.companies.length} companies`;
  });
  await check('no job lost: none of the wave’s render jobs is left waiting, leased or failed', () => {
    expect(w.jobsLeft.length === 0, `left: ${JSON.stringify(w.jobsLeft.slice(0, 5))}`);
  });
  await check('each document rendered exactly once: one version each, one PDF per version', () => {
    expect(w.documentsTwice.length === 0, `made twice: ${JSON.stringify(w.documentsTwice.slice(0, 5))}`);
    expect(w.versions === w.ready, `${w.versions} versions for ${w.ready} READY documents`);
    const printed = total(w, measured, 'renderer', 'renders');
    const failed = total(w, measured, 'renderer', 'failedRenders');
    expect(printed === w.versions, `the renderers printed ${printed} PDFs for ${w.versions} versions`);
    expect(failed === 0, `${failed} renders failed`);
    const runs = total(w, measured, 'documents', 'runs');
    expect(runs >= w.versions, `the workers finished ${runs} renders for ${w.versions} versions`);
    return `${w.versions} versions, ${printed} PDFs printed, ${runs} jobs run`;
  });
  await check('the work was shared: each worker rendered and each renderer printed', () => {
    const per = (service: string, field: 'runs' | 'renders') =>
      of(service).map((name) => ({ name, n: w.perProcess.get(name)?.[field] ?? 0 }));
    const workers = per('documents', 'runs');
    const renderers = per('renderer', 'renders');
    const idle = [...workers, ...renderers].filter((p) => p.n === 0);
    expect(idle.length === 0, `idle: ${idle.map((p) => p.name).join(', ')}`);
    return [...workers, ...renderers].map((p) => `${p.name} ${p.n}`).join(', ');
  });
  await check('statements per document (the processes’ pools, and PostgreSQL’s transactions)', () => {
    const statements =
      total(w, measured, 'documents', 'statements') + total(w, measured, 'renderer', 'statements');
    return `${(statements / w.versions).toFixed(1)} statements per document from documents and renderer, ${(w.transactions / w.versions).toFixed(1)} transactions per document in the whole database`;
  });
}

await admin.close();
finish();
