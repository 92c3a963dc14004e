import {
  AppError,
  appliedMigrationCount,
  createTokenVerifier,
  errorMiddleware,
  migrate,
  migratePlatform,
  parseConfig,
  startBackground,
  type BackgroundTask,
  type Db,
  type KeyPair,
  type Logger,
  type ServiceModule,
} from '@conform/server-kit';
import express from 'express';
import { devSinks, type runtimeConfig } from './dev.ts';
import { staticRouter, type RemotesJson } from './static.ts';

export interface EmbeddedPlatform {
  app: express.Express;
  stop(deadline?: AbortSignal): Promise<void>;
}

/**
 * Composes the embedded platform on one express app: every service's own app (each answers its
 * complete /platform/api/<name>/… paths, exactly as behind nginx), the static builds and remotes.json.
 */
export async function createEmbeddedPlatform(options: {
  db: Db;
  logger: Logger;
  keys: KeyPair;
  services: ServiceModule<never>[];
  /** Environment the services parse their config from (embedded defaults already filled in). */
  env: Record<string, string | undefined>;
  staticRoot: string;
  remotes: RemotesJson;
  runtimeConfig: ReturnType<typeof runtimeConfig>;
  production: boolean;
}): Promise<EmbeddedPlatform> {
  const { db, logger } = options;
  await migratePlatform(db);
  for (const service of options.services) {
    const applied = await migrate(db, service.name, service.migrationsFolder);
    if (applied.length > 0) logger.info({ service: service.name, applied }, 'migrations applied');
  }

  const gateway = express();
  gateway.disable('x-powered-by');
  gateway.set('trust proxy', 'loopback');

  gateway.get('/platform/api/gateway/health', async (_req, res) => {
    try {
      await appliedMigrationCount(db, 'identity');
      res.json({ status: 'ok', db: 'ok' });
    } catch (err) {
      logger.error({ err }, 'gateway health: database unavailable');
      res.status(503).json({ status: 'error', db: 'error' });
    }
  });

  const verifyToken = createTokenVerifier(options.keys.publicKeyPem);
  const background: BackgroundTask[] = [];
  // Services answering alias paths inside another service's prefix go first (see ServiceModule.aliasPrefixes).
  const mountOrder = [...options.services].sort(
    (a, b) => Number(Boolean(b.aliasPrefixes?.length)) - Number(Boolean(a.aliasPrefixes?.length)),
  );
  for (const service of mountOrder) {
    const config = parseConfig(service.configSchema, options.env);
    const deps = { db, logger: logger.child({ service: service.name }), config, verifyToken };
    const built = await service.setup(deps);
    gateway.use(built.app);
    background.push(...built.background);
  }
  // Every service is built before any consumer or worker starts: a subscriber exists before anyone publishes.
  const stopBackground = await startBackground(background);

  gateway.get('/platform/runtime-config.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(options.runtimeConfig);
  });
  if (!options.production) gateway.use(devSinks());
  gateway.use(staticRouter({ root: options.staticRoot, remotes: options.remotes }));
  gateway.use('/platform/api', (req, _res, next) =>
    next(new AppError('not_found', `No service answers ${req.path}.`)),
  );
  gateway.use(errorMiddleware(logger));

  return {
    app: gateway,
    stop: stopBackground,
  };
}
