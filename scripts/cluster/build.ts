// Cluster mode's front-end builds (scripts/cluster.sh): the front ends that exist so far (a webpack
// config), when missing or stale, through the same builder and staleness stamps as `npm start`.
//   node scripts/cluster/build.ts [--always]
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { build, FRONTENDS, isBuilt, ROOT } from '../frontends.ts';

const written = FRONTENDS.filter((pkg) => {
  const exists = existsSync(join(ROOT, pkg, 'webpack.config.ts'));
  if (!exists) console.log(`cluster: ${pkg} is not written yet: not built`);
  return exists;
});
const pkgs = process.argv.includes('--always') ? written : written.filter((pkg) => !isBuilt(pkg));
if (pkgs.length > 0) {
  console.log(`cluster: building ${pkgs.join(', ')} (log: .cluster/logs/build.log)`);
  await build(pkgs);
}
