/**
 * The browser journeys again and again while every core is busy: races that a quiet machine hides
 * (several remotes and a download refreshing one session at once, a redirect caught half-way) show
 * under load, as they did on CI machines before one refresh per browser (docs/security.md, "Refresh
 * token"). No retries: a journey that passes only the second time is a failure here.
 *
 *   npm run e2e:under-load                                   identity.spec.ts, 3 times, a burner per core
 *   npm run e2e:under-load -- --repeat 5 --burners 4 e2e/tests/funnel.spec.ts
 *
 * The front ends must be built (`npm run build`); playwright starts the embedded platform itself.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    repeat: { type: 'string', default: '3' },
    burners: { type: 'string', default: String(availableParallelism()) },
  },
});
const repeat = Number(values.repeat);
const burners = Number(values.burners);
if (!Number.isInteger(repeat) || repeat < 1 || !Number.isInteger(burners) || burners < 0) {
  console.error('usage: e2e-under-load [--repeat N≥1] [--burners N≥0] [spec files…]');
  process.exit(2);
}
const specs = positionals.length > 0 ? positionals : ['e2e/tests/identity.spec.ts'];

// A burner spins until it is terminated: the journeys compete with it for every core.
const load = Array.from(
  { length: burners },
  () => new Worker('for (;;) { Math.sqrt(Math.random()); }', { eval: true }),
);
console.log(`${burners} CPU burner(s) running; ${specs.join(', ')} × ${repeat}, no retries`);

const started = Date.now();
const run = spawn(
  'npx',
  [
    'playwright',
    'test',
    '-c',
    'e2e/playwright.config.ts',
    `--repeat-each=${repeat}`,
    '--retries=0',
    ...specs,
  ],
  { stdio: 'inherit' },
);
const code = await new Promise<number>((resolve) => run.on('exit', (status) => resolve(status ?? 1)));
await Promise.all(load.map((worker) => worker.terminate()));
console.log(
  `${code === 0 ? 'passed' : 'FAILED'} under load in ${Math.round((Date.now() - started) / 1000)} s`,
);
process.exit(code);
