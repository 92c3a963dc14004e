import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServiceModule } from '@conform/server-kit';

/** The repository root (this file is scripts/cluster/discover.ts). */
export const ROOT = resolve(import.meta.dirname, '..', '..');

/** The gateway composes the others in embedded mode; cluster mode has no gateway (nginx routes). */
const NOT_A_CLUSTER_SERVICE = new Set(['gateway']);

export interface FoundService {
  /** Folder name under services/, which is also the service's URL segment and schema. */
  name: string;
  dir: string;
  /** Path of start.ts relative to the repository root: what a process or a container runs. */
  start: string;
  /** The service needs Chromium in its image (it drives a browser through puppeteer-core). */
  needsChromium: boolean;
}

export interface Discovery {
  services: FoundService[];
  /** Folders under services/ that are not (yet) runnable services, with why. */
  skipped: Array<{ name: string; reason: string }>;
}

/**
 * Every runnable service: a folder `services/<name>` with `src/start.ts`, except the gateway.
 * Services still being written (no start.ts yet) are skipped with a reason instead of failing,
 * so cluster mode runs whatever exists.
 */
export function discoverServices(root = ROOT): Discovery {
  const services: FoundService[] = [];
  const skipped: Discovery['skipped'] = [];
  for (const name of readdirSync(join(root, 'services')).sort()) {
    const dir = join(root, 'services', name);
    if (NOT_A_CLUSTER_SERVICE.has(name) || !existsSync(join(dir, 'package.json'))) continue;
    if (!existsSync(join(dir, 'src', 'start.ts'))) {
      skipped.push({ name, reason: 'no src/start.ts yet' });
      continue;
    }
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    services.push({
      name,
      dir,
      start: `services/${name}/src/start.ts`,
      needsChromium: Boolean(pkg.dependencies?.['puppeteer-core']),
    });
  }
  return { services, skipped };
}

function isServiceModule(value: unknown): value is ServiceModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ServiceModule).name === 'string' &&
    typeof (value as ServiceModule).setup === 'function' &&
    typeof (value as ServiceModule).configSchema === 'object'
  );
}

/**
 * The service's module (what its start.ts passes to runService): its config schema and alias
 * prefixes are the source of truth for the environment it gets and the routes nginx sends it.
 */
export async function loadServiceModule(service: FoundService): Promise<ServiceModule> {
  const app = join(service.dir, 'src', 'app.ts');
  if (!existsSync(app)) throw new Error(`services/${service.name}: start.ts exists but src/app.ts does not`);
  const exports = (await import(pathToFileURL(app).href)) as Record<string, unknown>;
  const found = Object.values(exports).find(isServiceModule);
  if (!found) throw new Error(`services/${service.name}/src/app.ts exports no defineService(...) module`);
  if (found.name !== service.name) {
    throw new Error(
      `services/${service.name}: the module is named '${found.name}'; cluster routing needs the folder name`,
    );
  }
  return found;
}
