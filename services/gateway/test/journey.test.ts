/**
 * The spine end to end, through HTTP only, on the embedded platform as `npm start` composes it
 * (every service, the renderer with Chromium, the payment sandbox) over in-memory PGlite, or a
 * fresh PostgreSQL database with TEST_DATABASE_URL (CI runs both): pay with the sandbox's test card
 * (the real v1 envelope) → the products are purchased → their documents are made with nobody
 * pressing a button → a contact change regenerates them → the dirty list is cleared.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeServer, createLogger, loadOrCreateKeyPair, type Db } from '@conform/server-kit';
import { openTestDb } from '@conform/server-kit/testing';
import type express from 'express';
import { runPurchaseJourney } from '../../../scripts/journey.ts';
import { createEmbeddedPlatform, type EmbeddedPlatform } from '../src/app.ts';
import { runtimeConfig } from '../src/dev.ts';
import { SERVICES } from '../src/services.ts';
import { remotesJson } from '../src/static.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'journey-'));
let db: Db;
let platform: EmbeddedPlatform;
let server: Server;
let base: string;

beforeAll(async () => {
  db = await openTestDb();
  // The platform needs its own URL to start (IPN and return URLs), so the server listens first.
  const started: { app?: express.Express } = {};
  server = createServer((req, res) => (started.app ? started.app(req, res) : res.writeHead(503).end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  platform = await createEmbeddedPlatform({
    db,
    logger: createLogger({ name: 'journey', level: process.env['TEST_LOG_LEVEL'] ?? 'silent' }),
    keys: loadOrCreateKeyPair(join(dataDir, 'keys')),
    services: SERVICES,
    env: {
      NODE_ENV: 'test',
      AUTH_PRIVATE_KEY_FILE: join(dataDir, 'keys', 'access-token.private.pem'),
      AUTH_PUBLIC_KEY_FILE: join(dataDir, 'keys', 'access-token.public.pem'),
      DATA_DIR: dataDir,
      INTERNAL_TOKEN: 'journey-internal-token-0123456789abcdef',
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
}, 120_000);

afterAll(async () => {
  server.closeAllConnections();
  await closeServer(server);
  await platform?.stop();
  await db?.close();
});

it('a card payment buys the packages, makes their documents, and a change regenerates them', async () => {
  const result = await runPurchaseJourney(base, { products: ['DPA'], timeoutMs: 30_000 });
  expect(result.company.products).toEqual({
    pending: ['EMPLOYEES'],
    configured: ['DPA'],
    purchased: ['DPA'],
  });
  // The package's documents with a template so far: the usage guide that lists it.
  expect(result.documents).toEqual(['GHID_UTILIZARE_DOCUMENTE']);
  // Only the pending package's category stays dirty: nothing was made from it.
  expect(result.company.dirty).toEqual(['EMPLOYEES']);

  const [order] = await db.query<{ status: string; fulfilled_at: Date | null }>(
    `SELECT status, fulfilled_at FROM checkout.orders WHERE id = $1`,
    [result.orderId],
  );
  expect(order?.status).toBe('PAID');
  expect(order?.fulfilled_at).toBeInstanceOf(Date);
  // Nothing is left undelivered or dead on the bus.
  const stuck = await db.query<{ consumer: string; status: string }>(
    `SELECT consumer, status FROM platform_events.deliveries WHERE status <> 'DONE'`,
  );
  expect(stuck).toEqual([]);
}, 90_000);
