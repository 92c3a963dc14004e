import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';

export const ROOT = join(import.meta.dirname, '..');

/** The front-end packages: the shell and the five remotes. */
export const FRONTENDS = [
  'shell',
  'mf-onboarding',
  'mf-dashboard',
  'mf-configurator',
  'mf-checkout',
  'mf-documents',
];

/** Everything a front-end build reads besides its own folder. */
const SHARED_INPUTS = [
  'packages/shell-contract/src',
  'packages/ui/src',
  'packages/i18n/src',
  'packages/contracts/src',
  'packages/mf-config/src',
  'catalogues/src',
  'package-lock.json',
];

function files(path: string): string[] {
  if (!existsSync(path)) return [];
  if (statSync(path).isFile()) return [path];
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) =>
    entry.name === 'node_modules' || entry.name === 'dist' ? [] : files(join(path, entry.name)),
  );
}

/** A hash of a front end's inputs: a build is stale when its sources (or the shared packages) changed. */
export function inputHash(pkg: string): string {
  const hash = createHash('sha256');
  const inputs = [join(ROOT, pkg, 'src'), join(ROOT, pkg, 'index.html'), join(ROOT, pkg, 'webpack.config.ts')]
    .concat(SHARED_INPUTS.map((p) => join(ROOT, p)))
    .flatMap(files)
    .sort();
  for (const file of inputs) hash.update(relative(ROOT, file)).update(readFileSync(file));
  return hash.digest('hex');
}

const stampOf = (pkg: string) => join(ROOT, pkg, 'dist', '.build-hash');

export function isBuilt(pkg: string): boolean {
  const stamp = stampOf(pkg);
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === inputHash(pkg);
}

function run(pkg: string, mode: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(
      process.execPath,
      [join(ROOT, 'node_modules/webpack-cli/bin/cli.js'), '--mode', mode],
      {
        cwd: join(ROOT, pkg),
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    child.on('exit', (code) => {
      if (code !== 0) {
        reject(new Error(`${pkg}: build failed (exit ${code})`));
        return;
      }
      if (mode === 'production') writeFileSync(stampOf(pkg), inputHash(pkg));
      console.log(`  built ${pkg} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve();
    });
  });
}

/** Builds the given front ends, as many at once as there are cores. */
export async function build(pkgs: string[], mode = 'production'): Promise<void> {
  const queue = [...pkgs];
  const workers = Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
    for (let pkg = queue.shift(); pkg; pkg = queue.shift()) await run(pkg, mode);
  });
  await Promise.all(workers);
}
