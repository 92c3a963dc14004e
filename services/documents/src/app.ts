import { join, resolve } from 'node:path';
import { createServiceApp, defineService, type ServiceDeps } from '@conform/server-kit';
import { ZDocumentsConfigSchema, type TDocumentsConfig } from './config.ts';
import { createDocumentsDomain } from './documents/domain.ts';
import { createDocumentsRepository } from './documents/repository.ts';
import { documentAliasRoutes, documentRoutes } from './documents/routes.ts';
import { createFilesDomain } from './files/domain.ts';
import { createFilesRepository } from './files/repository.ts';
import { fileRoutes } from './files/routes.ts';
import { createLinkSigner, loadOrCreateLinkSecret } from './files/signing.ts';
import { createFsStorage } from './files/storage.ts';
import { createRendererClient } from './generation/renderer-client.ts';
import { createJobsRepository } from './generation/repository.ts';
import { createRenderWorker, createWakeSignal, type WakeSignal } from './generation/worker.ts';

const ALIAS_PREFIX = '/platform/api/companies/:companyId/documents';

/**
 * `createApp` (routes that enqueue) and `startBackground` (the worker) are called separately with
 * the same deps; the wake-up signal between them is kept per parsed config object.
 */
const signals = new WeakMap<TDocumentsConfig, WakeSignal>();
function signalFor(config: TDocumentsConfig): WakeSignal {
  let signal = signals.get(config);
  if (!signal) {
    signal = createWakeSignal();
    signals.set(config, signal);
  }
  return signal;
}

const storageFor = (config: TDocumentsConfig) => createFsStorage(join(resolve(config.DATA_DIR), 'files'));

export const documentsService = defineService({
  name: 'documents',
  migrationsFolder: new URL('../migrations', import.meta.url).pathname,
  configSchema: ZDocumentsConfigSchema,
  aliasPrefixes: [ALIAS_PREFIX],
  createApp(deps: ServiceDeps & { config: TDocumentsConfig }) {
    const { config, db } = deps;
    const documentsRepository = createDocumentsRepository(db.orm);
    const documents = createDocumentsDomain({
      db,
      documents: documentsRepository,
      jobs: createJobsRepository(db),
      signal: signalFor(config),
    });
    const files = createFilesDomain({
      documents: documentsRepository,
      files: createFilesRepository(db.orm),
      storage: storageFor(config),
      signer: createLinkSigner(config.LINK_SECRET ?? loadOrCreateLinkSecret(resolve(config.DATA_DIR))),
      ttlSeconds: config.LINK_TTL_SECONDS,
    });
    return createServiceApp({
      ...deps,
      name: 'documents',
      routes: (router) => {
        documentRoutes(router, documents, db);
        fileRoutes(router, files, db);
      },
      aliases: [{ prefix: ALIAS_PREFIX, routes: (router) => documentAliasRoutes(router, documents, db) }],
    });
  },
  startBackground(deps) {
    const { config } = deps;
    const worker = createRenderWorker({
      db: deps.db,
      jobs: createJobsRepository(deps.db),
      storage: storageFor(config),
      renderer: createRendererClient({
        baseUrl: config.RENDERER_URL ?? config.PUBLIC_URL,
        internalToken: config.INTERNAL_TOKEN,
        timeoutMs: config.RENDER_TIMEOUT_MS,
      }),
      logger: deps.logger.child({ worker: 'render' }),
      signal: signalFor(config),
      pollMs: config.JOB_POLL_MS,
      concurrency: config.JOB_CONCURRENCY,
      maxAttempts: config.JOB_MAX_ATTEMPTS,
    });
    worker.start();
    return Promise.resolve(() => worker.stop());
  },
});
