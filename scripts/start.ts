// `npm start`: builds the front ends that are missing or stale, then runs the embedded platform
// (every service, the static builds, the renderer and the payment sandbox) on one port.
import { startEmbedded } from '../services/gateway/src/start.ts';
import { build, FRONTENDS, isBuilt, ROOT } from './frontends.ts';

process.chdir(ROOT);
const stale = FRONTENDS.filter((pkg) => !isBuilt(pkg));
if (stale.length > 0) {
  console.log(`Building ${stale.join(', ')} (first start, or sources changed)…`);
  await build(stale);
}
await startEmbedded();
