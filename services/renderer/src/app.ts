import { createServiceApp, defineService, type ServiceDeps } from '@conform/server-kit';
import { createBrowserPool, type BrowserPool } from './browser/pool.ts';
import { ZRendererConfigSchema, type TRendererConfig } from './config.ts';
import { createRendersDomain } from './renders/domain.ts';
import { createRendersRepository } from './renders/repository.ts';
import { renderRoutes } from './renders/routes.ts';

/**
 * `createApp` (the routes) and `startBackground` (the launch) are called separately with the same
 * deps; the pool must be one and the same for both, so it is kept per parsed config object.
 */
const pools = new WeakMap<TRendererConfig, BrowserPool>();
function poolFor(deps: ServiceDeps & { config: TRendererConfig }): BrowserPool {
  let pool = pools.get(deps.config);
  if (!pool) {
    pool = createBrowserPool({
      executablePath: deps.config.CHROMIUM_PATH,
      size: deps.config.RENDER_POOL_SIZE,
      timeoutMs: deps.config.RENDER_TIMEOUT_MS,
      logger: deps.logger,
    });
    pools.set(deps.config, pool);
  }
  return pool;
}

export const rendererService = defineService({
  name: 'renderer',
  migrationsFolder: new URL('../migrations', import.meta.url).pathname,
  configSchema: ZRendererConfigSchema,
  createApp(deps) {
    const pool = poolFor(deps);
    const domain = createRendersDomain({
      pool,
      renders: createRendersRepository(deps.db.orm),
      logger: deps.logger,
    });
    return createServiceApp({
      ...deps,
      name: 'renderer',
      bodyLimit: '10mb',
      routes: (router) => renderRoutes(router, domain, deps.config.INTERNAL_TOKEN),
      healthExtras: () => {
        const state = pool.state();
        if (state === 'unavailable' || state === 'stopped') {
          return Promise.resolve({ status: 'error', browser: 'unavailable' });
        }
        return Promise.resolve({ browser: state });
      },
    });
  },
  async startBackground(deps) {
    const pool = poolFor(deps);
    await pool.start();
    return () => pool.stop();
  },
});
