import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeServer, createLogger, loadOrCreateKeyPair, type Db } from '@conform/server-kit';
import { openTestDb } from '@conform/server-kit/testing';
import type express from 'express';
import { createEmbeddedPlatform } from '../src/app.ts';
import { runtimeConfig } from '../src/runtime-config.ts';
import { SERVICES } from '../src/services.ts';
import { remotesJson } from '../src/static.ts';

export interface TestPlatform {
  base: string;
  db: Db;
  /** Each service's own app, as the platform mounted it. */
  serviceApps: express.Express[];
  stop(): Promise<void>;
}

/**
 * The embedded platform as `npm start` composes it (every service, the renderer with Chromium, the
 * payment sandbox), listening on a free port, over in-memory PGlite or, with TEST_DATABASE_URL, a
 * fresh PostgreSQL database.
 */
export async function startTestPlatform(): Promise<TestPlatform> {
  const dataDir = mkdtempSync(join(tmpdir(), 'platform-test-'));
  const db = await openTestDb();
  // The platform needs its own URL to start (IPN and return URLs), so the server listens first.
  const started: { app?: express.Express } = {};
  const server: Server = createServer((req, res) =>
    started.app ? started.app(req, res) : res.writeHead(503).end(),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const platform = await createEmbeddedPlatform({
    db,
    logger: createLogger({ name: 'platform-test', level: process.env['TEST_LOG_LEVEL'] ?? 'silent' }),
    keys: loadOrCreateKeyPair(join(dataDir, 'keys')),
    services: SERVICES,
    env: {
      NODE_ENV: 'test',
      AUTH_PRIVATE_KEY_FILE: join(dataDir, 'keys', 'access-token.private.pem'),
      AUTH_PUBLIC_KEY_FILE: join(dataDir, 'keys', 'access-token.public.pem'),
      DATA_DIR: dataDir,
      INTERNAL_TOKEN: 'platform-test-internal-token-0123456789',
      PUBLIC_URL: base,
      EMBEDDED: 'true',
      RENDER_POOL_SIZE: '2',
      JOB_POLL_MS: '200',
    },
    staticRoot: dataDir,
    remotes: remotesJson({}),
    runtimeConfig: runtimeConfig({ production: false }),
    production: false,
  });
  started.app = platform.app;
  return {
    base,
    db,
    serviceApps: platform.serviceApps,
    async stop() {
      server.closeAllConnections();
      await closeServer(server);
      await platform.stop();
      await db.close();
    },
  };
}
