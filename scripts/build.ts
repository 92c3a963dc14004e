// `npm run build`: production builds of the shell and every remote. `--missing` builds only stale ones.
import { build, FRONTENDS, isBuilt } from './frontends.ts';

const onlyMissing = process.argv.includes('--missing');
const pkgs = onlyMissing ? FRONTENDS.filter((p) => !isBuilt(p)) : FRONTENDS;
if (pkgs.length > 0) await build(pkgs);
