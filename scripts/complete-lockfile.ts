// Keeps package-lock.json complete when the registry mirror hides other platforms' binaries.
//
// The npm registry reachable from these machines answers 404 for optional, platform-specific packages of
// other platforms (e.g. @swc/core-darwin-arm64), so `npm install` leaves them out of the lockfile and
// `npm ci` then refuses it ("Missing: … from lock file"). This adds each missing optional dependency as a
// lockfile entry with its version (from the parent's optionalDependencies) and its platform (from its name),
// exactly what a complete registry records. `npm ci` skips such entries on other platforms without fetching.
// Runs as the root `postinstall`; it changes nothing when the lockfile is already complete.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

interface LockEntry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  devOptional?: boolean;
  optionalDependencies?: Record<string, string>;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  [key: string]: unknown;
}

const OS = [
  'darwin',
  'win32',
  'linux',
  'freebsd',
  'android',
  'openharmony',
  'sunos',
  'aix',
  'netbsd',
  'openbsd',
];
const CPU: Array<[RegExp, string]> = [
  [/(^|-)arm64(-|$)/, 'arm64'],
  [/(^|-)x64(-|$)/, 'x64'],
  [/(^|-)ia32(-|$)/, 'ia32'],
  [/(^|-)arm(-|$)/, 'arm'],
  [/(^|-)ppc64(-|$)/, 'ppc64'],
  [/(^|-)riscv64(-|$)/, 'riscv64'],
  [/(^|-)s390x(-|$)/, 's390x'],
  [/(^|-)loong64(-|$)/, 'loong64'],
  [/(^|-)wasm32(-|$)/, 'wasm32'],
];

/** The platform a binary package is for, read from its name (`core-linux-arm-gnueabihf`). */
export function platformOf(name: string): Pick<LockEntry, 'os' | 'cpu' | 'libc'> | undefined {
  const base = name.split('/').pop() ?? name;
  const cpu = CPU.find(([pattern]) => pattern.test(base))?.[1];
  if (!cpu) return undefined;
  const os = OS.find((o) => base.includes(`-${o}-`) || base.startsWith(`${o}-`));
  const libc = /-musl/.test(base) ? ['musl'] : /-gnu/.test(base) ? ['glibc'] : undefined;
  return { ...(os ? { os: [os] } : {}), cpu: [cpu], ...(libc ? { libc } : {}) };
}

const path = join(import.meta.dirname, '..', 'package-lock.json');
const lock = JSON.parse(readFileSync(path, 'utf8')) as { packages: Record<string, LockEntry> };
let added = 0;
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [dep, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ''}node_modules/${dep}`;
    if (lock.packages[nested] || lock.packages[`node_modules/${dep}`]) continue;
    const platform = platformOf(dep);
    if (!platform || !/^\d+\.\d+\.\d+/.test(spec)) continue;
    lock.packages[`node_modules/${dep}`] = {
      version: spec,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...platform,
    };
    added++;
  }
}
if (added > 0) {
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
  );
  writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(
    `complete-lockfile: recorded ${added} optional platform packages the registry mirror does not list`,
  );
}
