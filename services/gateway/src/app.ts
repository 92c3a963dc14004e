import {
  API_SECURITY_HEADERS,
  AppError,
  createCompanyAccess,
  createProcessInstance,
  createSessionCheck,
  createTokenVerifier,
  databaseHealth,
  errorMiddleware,
  migrate,
  migratePlatform,
  parseConfig,
  setHeaders,
  servicePathMatcher,
  startBackground,
  trustProxySetting,
  type BackgroundTask,
  type Db,
  type KeyPair,
  type Logger,
  type ServiceModule,
} from '@conform/server-kit';
import express from 'express';
import { devSinks } from './dev.ts';
import { meetingsStandIn } from './meetings.ts';
import type { TRuntimeConfig } from './runtime-config.ts';
import { staticRouter, type RemotesJson } from './static.ts';

export interface EmbeddedPlatform {
  app: express.Express;
  /** Each service's own app, as mounted (tests walk their routes). */
  serviceApps: express.Express[];
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
  runtimeConfig: TRuntimeConfig;
  production: boolean;
  /** TRUST_PROXY: who may set X-Forwarded-For (the gateway and every service it mounts). */
  trustProxy?: string;
}): Promise<EmbeddedPlatform> {
  const { db, logger } = options;
  await migratePlatform(db);
  for (const service of options.services) {
    const applied = await migrate(db, service.name, service.migrationsFolder);
    if (applied.length > 0) logger.info({ service: service.name, applied }, 'migrations applied');
  }

  const gateway = express();
  gateway.disable('x-powered-by');
  gateway.set('trust proxy', trustProxySetting(options.trustProxy));
  // The gateway's own answers (health, runtime config, the API's 404) are API answers; the services
  // and the static router set theirs.
  gateway.use((_req, res, next) => {
    setHeaders(res, API_SECURITY_HEADERS);
    next();
  });

  gateway.get('/platform/api/gateway/health', async (_req, res) => {
    try {
      const database = await databaseHealth(db, 'identity');
      if (database.db === 'degraded') res.status(503).json({ status: 'degraded', ...database });
      else res.json({ status: 'ok', db: 'ok' });
    } catch (err) {
      logger.error({ err }, 'gateway health: database unavailable');
      res.status(503).json({ status: 'error', db: 'error' });
    }
  });

  const verifyToken = createTokenVerifier(options.keys.publicKeyPem);
  // One process, one database: the services share the company-admin check, the session check and
  // what they keep (a session identity revokes is dropped from the cache every service reads).
  const companyAccess = createCompanyAccess(db);
  const instance = createProcessInstance({ db, name: 'platform', logger });
  const sessions = createSessionCheck(db);
  const background: BackgroundTask[] = [];
  const serviceApps: express.Express[] = [];
  // Services answering alias paths inside another service's prefix go first (see ServiceModule.aliasPrefixes).
  const mountOrder = [...options.services].sort(
    (a, b) => Number(Boolean(b.aliasPrefixes?.length)) - Number(Boolean(a.aliasPrefixes?.length)),
  );
  for (const service of mountOrder) {
    const config = parseConfig(service.configSchema, options.env);
    const deps = {
      db,
      logger: logger.child({ service: service.name }),
      config,
      verifyToken,
      companyAccess,
      instance,
      sessions,
      trustProxy: options.trustProxy,
    };
    const built = await service.setup(deps);
    const answers = servicePathMatcher(service);
    // A request goes to the one service whose prefix it is under, as nginx sends it in cluster mode,
    // instead of through every service's app in turn. Falling through restores the gateway's
    // request and response prototypes, as express does when it mounts an app.
    gateway.use((req, res, next) => {
      if (!answers(req.path)) return next();
      const request = Object.getPrototypeOf(req) as object;
      const response = Object.getPrototypeOf(res) as object;
      built.app(req, res, (err?: unknown) => {
        Object.setPrototypeOf(req, request);
        Object.setPrototypeOf(res, response);
        next(err);
      });
    });
    serviceApps.push(built.app);
    background.push(...built.background);
  }
  // Before any worker claims: the jobs a killed predecessor held (kill -9, a crash) are free at once.
  await instance.start();
  // Every service is built before any consumer or worker starts (the subscriptions come from the
  // migrations above, so nothing published meanwhile is lost either way).
  const stopBackground = await startBackground(background);

  gateway.get('/platform/runtime-config.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(options.runtimeConfig);
  });
  if (!options.production) gateway.use(devSinks(), meetingsStandIn());
  gateway.use(
    staticRouter({
      root: options.staticRoot,
      remotes: options.remotes,
      meetings: options.runtimeConfig.meetings,
    }),
  );
  gateway.use('/platform/api', (req, _res, next) =>
    next(new AppError('not_found', `No service answers ${req.path}.`)),
  );
  gateway.use(errorMiddleware(logger));

  return {
    app: gateway,
    serviceApps,
    async stop(deadline) {
      await stopBackground(deadline);
      await instance.stop();
    },
  };
}
