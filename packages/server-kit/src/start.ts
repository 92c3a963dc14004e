import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { z } from 'zod';
import { createTokenVerifier } from './auth.ts';
import { logLevelFor, parseConfig, ZBaseConfigSchema } from './config.ts';
import { openDb } from './db.ts';
import { createLogger, type Logger } from './logger.ts';
import { migrate, migratePlatform } from './migrate.ts';
import { startBackground, type ServiceModule } from './service.ts';

const ZStandaloneConfigSchema = ZBaseConfigSchema.extend({
  /** Identity's public key, to verify access tokens. */
  AUTH_PUBLIC_KEY_FILE: z.string().min(1),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
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
  const deps = {
    db,
    logger,
    config,
    verifyToken: createTokenVerifier(readFileSync(base.AUTH_PUBLIC_KEY_FILE, 'utf8')),
    trustProxy: base.TRUST_PROXY,
  };
  const { app, background } = await service.setup(deps);
  const stopBackground = await startBackground(background);
  const server = app.listen(base.PORT, base.HOST, () => {
    logger.info(`${service.name} listening on http://${base.HOST}:${base.PORT}`);
  });
  onShutdown(logger, async () => {
    await closeServer(server);
    await stopBackground();
    await db.close();
  });
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
}

/** SIGINT (Ctrl-C) and SIGTERM stop cleanly once; a second signal forces the exit. */
export function onShutdown(logger: Logger, stop: () => Promise<void>): void {
  let stopping = false;
  const handler = (signal: NodeJS.Signals): void => {
    if (stopping) process.exit(1);
    stopping = true;
    logger.info({ signal }, 'stopping');
    stop().then(
      () => process.exit(0),
      (err: unknown) => {
        logger.error({ err }, 'unclean stop');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}
