// One version of each dependency across the repo (MF singletons break on drift), pinned exactly,
// and webpack held at 5.110.x (newer versions break the Module Federation plugin, measured here).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './frontends.ts';

interface Manifest {
  name: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const read = (dir: string): Manifest =>
  JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;
const root = read(ROOT);
const dirs = (root.workspaces ?? []).flatMap((pattern) =>
  pattern.endsWith('/*')
    ? readdirSync(join(ROOT, pattern.slice(0, -2)), { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => join(ROOT, pattern.slice(0, -2), d.name))
    : [join(ROOT, pattern)],
);

const seen = new Map<string, Map<string, string[]>>();
const problems: string[] = [];
for (const manifest of [root, ...dirs.map(read)]) {
  for (const [dep, version] of Object.entries({ ...manifest.dependencies, ...manifest.devDependencies })) {
    if (!/^\d+\.\d+\.\d+$/.test(version))
      problems.push(`${manifest.name}: ${dep}@${version} is not an exact version`);
    const versions = seen.get(dep) ?? new Map<string, string[]>();
    versions.set(version, [...(versions.get(version) ?? []), manifest.name]);
    seen.set(dep, versions);
  }
}
for (const [dep, versions] of seen) {
  if (versions.size > 1) {
    const detail = [...versions].map(([v, who]) => `${v} (${who.join(', ')})`).join(' vs ');
    problems.push(`${dep} has several versions: ${detail}`);
  }
}
const webpack = [...(seen.get('webpack')?.keys() ?? [])];
if (webpack.some((v) => !v.startsWith('5.110.')))
  problems.push(`webpack must stay at 5.110.x, found ${webpack.join(', ')}`);

if (problems.length > 0) {
  console.error(`Dependency check failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Dependency check: ${seen.size} dependencies, one exact version each.`);
