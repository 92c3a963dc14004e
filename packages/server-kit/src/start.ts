import { readFileSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { z } from 'zod';
import { createTokenVerifier } from './auth.ts';
import { createCompanyAccess } from './company-access.ts';
import { createSessionCheck } from './session-check.ts';
import { logLevelFor, parseConfig, ZBaseConfigSchema } from './config.ts';
import { openDb } from './db.ts';
import { createProcessInstance } from './instances.ts';
import { createLogger, type Logger } from './logger.ts';
import { dbMetrics, serveMetrics } from './metrics.ts';
import { migrate, migratePlatform } from './migrate.ts';
import { backgroundMetrics, startBackground, type ServiceModule } from './service.ts';
import { closeStreams } from './sse.ts';

/**
 * What a stopping process gives the work in hand (requests in flight, jobs being run) before it cuts
 * it: under the 10 s a supervisor waits between SIGTERM and SIGKILL (scripts/cluster.sh, Docker).
 */
export const DEFAULT_SHUTDOWN_GRACE_MS = 8000;

const ZStandaloneConfigSchema = ZBaseConfigSchema.extend({
  /** Identity's public key, to verify access tokens. */
  AUTH_PUBLIC_KEY_FILE: z.string().min(1),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** On SIGTERM: how long requests in flight and running jobs get to finish; then jobs go back to the queue. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(DEFAULT_SHUTDOWN_GRACE_MS),
  /**
   * The internal metrics listener (GET /metrics, Prometheus text format: queue depth and age, renders
   * in flight) on HOST at this port; unset, there is none. Never routed by the edge nginx.
   */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
});

/** Cluster mode: one service, its own process, its own pool, listening on PORT. */
export async function runService<C>(service: ServiceModule<C>): Promise<void> {
  const base = parseConfig(ZStandaloneConfigSchema);
  const config = parseConfig(service.configSchema);
  const logger = createLogger({ name: service.name, level: logLevelFor(base) });
  const db = await openDb(base.DATABASE_URL, { poolSize: base.DATABASE_POOL_SIZE });
  await migratePlatform(db);
  const applied = await migrate(db, service.name, service.migrationsFolder);
  if (applied.length > 0) logger.info({ applied }, 'migrations applied');
  const instance = createProcessInstance({ db, name: service.name, logger });
  const deps = {
    db,
    logger,
    config,
    verifyToken: createTokenVerifier(readFileSync(base.AUTH_PUBLIC_KEY_FILE, 'utf8')),
    companyAccess: createCompanyAccess(db),
    instance,
    sessions: createSessionCheck(db),
    trustProxy: base.TRUST_PROXY,
  };
  const { app, background } = await service.setup(deps);
  // Before the workers' first claim: what a killed predecessor held is free when they look.
  await instance.start();
  const stopBackground = await startBackground(background);
  const server = app.listen(base.PORT, base.HOST, () => {
    logger.info(`${service.name} listening on http://${base.HOST}:${base.PORT}`);
  });
  const metricsSources = [dbMetrics(db), ...backgroundMetrics(background)];
  const metrics =
    base.METRICS_PORT && service.metrics
      ? await serveMetrics({ port: base.METRICS_PORT, host: base.HOST, sources: metricsSources, logger })
      : undefined;
  if (metrics) logger.info(`${service.name} metrics on http://${base.HOST}:${base.METRICS_PORT}/metrics`);
  onShutdown(
    logger,
    async (deadline) => {
      // Requests first: they may need the background work (the renderer's browser serves its requests).
      await closeServer(server, deadline);
      if (metrics) await closeServer(metrics, deadline);
      await stopBackground(deadline);
      await instance.stop();
      await db.close();
    },
    { graceMs: base.SHUTDOWN_GRACE_MS },
  );
}

/**
 * Stops a server the way a rolling restart needs: no new connection is accepted (the next request goes
 * to another instance, or nginx answers 503), requests in flight finish and their connections close
 * after them, event streams end (browsers reconnect elsewhere). At `deadline`, what is left is cut.
 */
export function closeServer(server: Server, deadline?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    // A request still arriving on a kept-alive connection (nginx's upstream pool) is answered, and
    // tells the client not to send another one there.
    const lastOnItsConnection = (_req: IncomingMessage, res: ServerResponse) => {
      res.setHeader('Connection', 'close');
    };
    server.prependListener('request', lastOnItsConnection);
    // Responses sent before the close kept their connection open: it goes as soon as it is idle.
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    const cut = () => server.closeAllConnections();
    if (deadline?.aborted) cut();
    else deadline?.addEventListener('abort', cut, { once: true });
    server.close(() => {
      clearInterval(sweep);
      deadline?.removeEventListener('abort', cut);
      server.off('request', lastOnItsConnection);
      resolve();
    });
    closeStreams();
    server.closeIdleConnections();
  });
}

/**
 * SIGINT (Ctrl-C) and SIGTERM stop cleanly once; a second signal forces the exit. `stop` gets a signal
 * that aborts when the grace period is over (cut what is left); if stopping still hangs a few seconds
 * later (a database that does not answer), the process exits anyway, with 1.
 */
export function onShutdown(
  logger: Logger,
  stop: (deadline: AbortSignal) => Promise<void>,
  options: { graceMs?: number } = {},
): void {
  const graceMs = options.graceMs ?? DEFAULT_SHUTDOWN_GRACE_MS;
  let stopping = false;
  const handler = (signal: NodeJS.Signals): void => {
    if (stopping) process.exit(1);
    stopping = true;
    const started = performance.now();
    logger.info({ signal, graceMs }, 'stopping');
    setTimeout(() => {
      logger.error({ graceMs }, 'unclean stop: still stopping after the grace period; exiting');
      process.exit(1);
    }, graceMs + 5000).unref();
    stop(AbortSignal.timeout(graceMs)).then(
      () => {
        logger.info({ ms: Math.round(performance.now() - started) }, 'stopped');
        process.exit(0);
      },
      (err: unknown) => {
        logger.error({ err }, 'unclean stop');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}
