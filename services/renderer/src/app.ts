import { createServiceApp, defineService, type MetricFamily } from '@conform/server-kit';
import { createBrowserPool, type PoolLoad } from './browser/pool.ts';
import { ZRendererConfigSchema } from './config.ts';
import { createRendersDomain } from './renders/domain.ts';
import { createRendersRepository } from './renders/repository.ts';
import { renderRoutes } from './renders/routes.ts';

export const rendererService = defineService({
  name: 'renderer',
  migrationsFolder: new URL('../migrations', import.meta.url).pathname,
  // Renders in flight and waiting, the pages: METRICS_PORT.
  metrics: true,
  configSchema: ZRendererConfigSchema,
  setup(deps) {
    const pool = createBrowserPool({
      executablePath: deps.config.CHROMIUM_PATH,
      size: deps.config.RENDER_POOL_SIZE,
      timeoutMs: deps.config.RENDER_TIMEOUT_MS,
      logger: deps.logger,
    });
    const domain = createRendersDomain({
      pool,
      renders: createRendersRepository(deps.db.orm),
      logger: deps.logger,
    });
    const app = createServiceApp({
      ...deps,
      name: 'renderer',
      bodyLimit: '10mb',
      routes: (router) => renderRoutes(router, domain, deps.config.INTERNAL_TOKEN),
      healthExtras: () => {
        const state = pool.state();
        if (state === 'unavailable' || state === 'stopped') {
          return Promise.resolve({ status: 'error', browser: 'unavailable' });
        }
        // The documents worker's concurrency follows it: a render per page, plus one getting ready.
        return Promise.resolve({ browser: state, poolSize: deps.config.RENDER_POOL_SIZE });
      },
    });
    return {
      app,
      background: [
        {
          name: 'renderer:browser',
          start: () => pool.start(),
          stop: () => pool.stop(),
          metrics: () => Promise.resolve(poolMetrics(pool.load())),
        },
      ],
    };
  },
});

/** The renderer's load for the internal metrics listener (METRICS_PORT): what a scaler of renderers reads. */
export function poolMetrics(load: PoolLoad): MetricFamily[] {
  const gauge = (name: string, help: string, value: number): MetricFamily => ({
    name,
    help,
    type: 'gauge',
    samples: [{ value }],
  });
  return [
    gauge(
      'conform_renderer_pages',
      'Warm pages of the browser: renders this process makes at once (0 while not ready).',
      load.pages,
    ),
    gauge('conform_renderer_in_flight', 'Renders holding a page now.', load.inFlight),
    {
      name: 'conform_renderer_waiting',
      help: 'Renders waiting for a free page, by priority (a free page goes to an interactive one first).',
      type: 'gauge',
      samples: [
        { labels: { priority: 'interactive' }, value: load.waiting.interactive },
        { labels: { priority: 'background' }, value: load.waiting.background },
      ],
    },
    {
      name: 'conform_renderer_renders_total',
      help: 'Renders this process finished since it started, by outcome (done or failed).',
      type: 'counter',
      samples: [
        { labels: { outcome: 'done' }, value: load.done },
        { labels: { outcome: 'failed' }, value: load.failed },
      ],
    },
  ];
}
