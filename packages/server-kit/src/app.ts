import cookieParser from 'cookie-parser';
import express, { type Router } from 'express';
import { pinoHttp } from 'pino-http';
import { authenticate, rejectCrossSite, type AuthUser } from './auth.ts';
import type { CompanyAccess } from './company-access.ts';
import type { Db } from './db.ts';
import { trustProxySetting } from './config.ts';
import { AppError, errorMiddleware, notFoundHandler } from './errors.ts';
import type { ProcessInstance } from './instances.ts';
import type { Logger } from './logger.ts';
import { databaseHealth, type DatabaseHealth } from './health.ts';
import { unstorableTextIn } from './request.ts';
import { API_SECURITY_HEADERS, setHeaders } from './security-headers.ts';
import type { SessionCheck } from './session-check.ts';

/** What every service's `setup(deps)` receives, besides its config. */
export interface ServiceDeps {
  db: Db;
  logger: Logger;
  /** Verifies access tokens with identity's public key. */
  verifyToken: (token: string) => Promise<AuthUser>;
  /** The company-admin check and what it keeps, one per process (`requireCompanyAdmin(companyAccess)`). */
  companyAccess: CompanyAccess;
  /** The process's instance, named by the leases its job queues and event consumers take (instances.ts). */
  instance: ProcessInstance;
  /** Whether a token's session still stands (not signed out), and what it keeps: one per process. */
  sessions: SessionCheck;
  /** TRUST_PROXY: which proxies may set X-Forwarded-For; no one when not given. */
  trustProxy?: string;
}

export interface ServiceAppOptions extends Omit<ServiceDeps, 'companyAccess' | 'instance'> {
  /** The service's name: its URL segment under /platform/api and its database schema. */
  name: string;
  routes: (router: Router) => void;
  /**
   * Spec paths that live outside `/platform/api/<name>` but belong to this service, e.g. checkout's
   * `/platform/api/payments` or documents' `/platform/api/companies/:companyId/documents`.
   * The gateway mounts services with aliases first; nginx routes them with a more specific location.
   */
  aliases?: Array<{ prefix: string; routes: (router: Router) => void }>;
  /**
   * Extra health facts (the renderer's browser, dead events, the job queue); throwing, or
   * `status: 'error'`, marks the service down.
   */
  healthExtras?: () => Promise<Record<string, unknown>>;
  bodyLimit?: string;
}

/**
 * Builds a service's express app. It never listens: `start.ts` (cluster) or the gateway (embedded)
 * decides where it runs. Every path it answers is complete (`/platform/api/<name>/…`), so the same
 * app works mounted in the gateway or behind nginx.
 */
export function createServiceApp(options: ServiceAppOptions): express.Express {
  const { name, logger, db } = options;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxySetting(options.trustProxy));

  const stack = (routes: (router: Router) => void): Router => {
    const router = express.Router({ mergeParams: true });
    // Before anything can answer, errors included; a file answer replaces them (FILE_SECURITY_HEADERS).
    // No cache, the browser's or a proxy's, keeps an API answer: they carry a person's or a company's
    // data and depend on the session (a shared computer's back button, a proxy answering another user).
    // The one answer the same for everyone (a sample PDF) says so itself.
    router.use((_req, res, next) => {
      setHeaders(res, API_SECURITY_HEADERS);
      res.setHeader('Cache-Control', 'no-store');
      next();
    });
    router.use(
      pinoHttp({
        logger,
        autoLogging: { ignore: (req) => req.url?.endsWith('/health') ?? false },
        // A query string can carry personal data (an e-mail, a name): the path is logged, the query dropped.
        serializers: {
          req: (req: { id: unknown; method: string; url: string; remoteAddress?: string }) => ({
            id: req.id,
            method: req.method,
            url: req.url.split('?')[0],
          }),
        },
      }),
    );
    router.use(express.json({ limit: options.bodyLimit ?? '256kb' }));
    router.use(express.urlencoded({ extended: false, limit: options.bodyLimit ?? '256kb' }));
    router.use((req, _res, next) => {
      const where = unstorableTextIn(req);
      // Refused before any handler: nothing half-saved, and a message the form shows by its field.
      if (where) {
        const field = where.replace(/^body\./, '');
        next(
          new AppError('validation', 'The request contains characters that cannot be saved.', [
            { path: field, message: 'validation.text.invalidCharacters' },
          ]),
        );
      } else next();
    });
    router.use(cookieParser());
    router.use(rejectCrossSite);
    router.use(authenticate(options.verifyToken, options.sessions));
    routes(router);
    router.use(notFoundHandler);
    router.use(errorMiddleware(logger));
    return router;
  };

  for (const alias of options.aliases ?? []) app.use(alias.prefix, stack(alias.routes));
  app.use(
    `/platform/api/${name}`,
    stack((router) => {
      router.get('/health', async (_req, res) => {
        let database: DatabaseHealth;
        try {
          database = await databaseHealth(db, name);
        } catch (err) {
          logger.error({ err }, 'health check: database unavailable');
          res.status(503).json({ status: 'error', db: 'error' });
          return;
        }
        try {
          const extras = (await options.healthExtras?.()) ?? {};
          // Reads still work, writes do not (a full disk, a read-only database): not a healthy service.
          if (database.db === 'degraded') {
            res.status(503).json({ status: 'degraded', ...database, ...extras });
            return;
          }
          // An extra may report the service down (e.g. the renderer without Chromium): load balancers see 503.
          res.status(extras['status'] === 'error' ? 503 : 200).json({ status: 'ok', db: 'ok', ...extras });
        } catch (err) {
          logger.error({ err }, 'health check failed');
          res.status(503).json({ status: 'error', db: database.db });
        }
      });

      options.routes(router);
    }),
  );
  return app;
}
