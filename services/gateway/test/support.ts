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

/** A plausible value for each path parameter, so the hostile one is the only mistake in the URL. */
export function plausible(param: string, companyId: string): string {
  if (param === 'companyId') return companyId;
  if (param === 'product') return 'EMPLOYEES';
  if (param === 'type') return 'NOTA_INFORMARE_ANGAJATI';
  if (param === 'fiscalCode') return '18547290';
  return '0d7c4b0e-3f5a-4d8e-9b1c-2a6f8e4d1c3b';
}

/** A signed-in visitor's cookies and CSRF token, as the browser holds them. */
export async function signIn(base: string): Promise<{ cookie: string; csrf: string }> {
  const same = { origin: base, 'sec-fetch-site': 'same-origin' };
  const started = await fetch(`${base}/platform/api/identity/sessions/anonymous`, {
    method: 'POST',
    headers: same,
  });
  const pairs = started.headers.getSetCookie().map((c) => c.split(';')[0]!);
  const cookie = pairs.join('; ');
  const csrf = decodeURIComponent(pairs.find((p) => p.startsWith('csrf_token='))!.split('=')[1]!);
  const authed = { ...same, cookie, 'x-csrf-token': csrf, 'content-type': 'application/json' };
  const consent = await fetch(`${base}/platform/api/identity/me/consents`, {
    method: 'PUT',
    headers: authed,
    body: JSON.stringify({ terms: true, communications: false }),
  });
  if (!consent.ok) throw new Error(`consents: ${consent.status}`);
  return { cookie, csrf };
}

/** A company owned by a freshly signed-in visitor, as the quiz and the company form make it. */
export async function ownedCompany(
  base: string,
): Promise<{ session: { cookie: string; csrf: string }; companyId: string }> {
  const session = await signIn(base);
  const created = await fetch(`${base}/platform/api/companies`, {
    method: 'POST',
    headers: {
      origin: base,
      'sec-fetch-site': 'same-origin',
      cookie: session.cookie,
      'x-csrf-token': session.csrf,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      info: {
        fiscalCode: '18547290',
        registrationNumber: 'J40/1234/2020',
        name: 'Fuzz Test SRL',
        country: 'RO',
        city: 'Iași',
        county: 'IS',
        streetAddress: 'Bd. Ștefan cel Mare nr. 1',
        phoneNumber: '0740123456',
      },
      products: ['EMPLOYEES', 'INTERNAL_POLICIES'],
    }),
  });
  if (created.status !== 201) throw new Error(`company: ${created.status}`);
  const companyId = ((await created.json()) as { id: string }).id;
  return { session, companyId };
}
