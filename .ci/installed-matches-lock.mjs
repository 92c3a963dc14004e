// Fails when node_modules differs from package-lock.json: every locked package that is not optional
// (other platforms' binaries are) must be installed at exactly its locked version.
// Plain JavaScript: it runs on the system's Node, before the project's Node 24 is installed.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const { packages } = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
const problems = [];
let checked = 0;
for (const [path, entry] of Object.entries(packages)) {
  if (!path.includes('node_modules/') || entry.link || entry.optional) continue;
  const manifest = join(root, path, 'package.json');
  if (!existsSync(manifest)) {
    problems.push(`${path}: not installed (locked ${entry.version})`);
    continue;
  }
  const { version } = JSON.parse(readFileSync(manifest, 'utf8'));
  if (version !== entry.version) problems.push(`${path}: ${version} installed, ${entry.version} locked`);
  checked++;
}
if (problems.length > 0) {
  console.error(`node_modules does not match package-lock.json:\n  ${problems.slice(0, 30).join('\n  ')}`);
  process.exit(1);
}
process.stdout.write(`node_modules matches package-lock.json (${checked} packages)\n`);
