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

/** A browser's session: its cookies (as sent back) and the CSRF token it copies into a header. */
export interface BrowserSession {
  uid: string;
  cookie: string;
  csrf: string;
}

/** The cookie jar after an answer: the cookies it sets replace those of the same name. */
function keepCookies(jar: Map<string, string>, res: Response): void {
  for (const set of res.headers.getSetCookie()) {
    const pair = set.split(';')[0]!;
    const eq = pair.indexOf('=');
    jar.set(pair.slice(0, eq), pair.slice(eq + 1));
  }
}

/**
 * Signs a new address in as a browser does: a sign-in link mailed to the platform's local mailbox,
 * completed, then (unless told not to) the terms accepted, whose answer carries the access token
 * that says so. `anonymous` stops at an anonymous session instead (the quiz's visitor).
 */
export async function browserSession(
  platform: TestPlatform,
  options: { email?: string; acceptTerms?: boolean; anonymous?: boolean } = {},
): Promise<BrowserSession> {
  const { base, db } = platform;
  const jar = new Map<string, string>();
  const headers = () => ({
    origin: base,
    'sec-fetch-site': 'same-origin',
    'content-type': 'application/json',
    cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    'x-csrf-token': decodeURIComponent(jar.get('csrf_token') ?? ''),
  });
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(base + path, {
      method,
      headers: headers(),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    keepCookies(jar, res);
    return res.status === 204 ? undefined : ((await res.json()) as Record<string, unknown>);
  };
  let user: { uid: string };
  if (options.anonymous) {
    user = (await call('POST', '/platform/api/identity/sessions/anonymous'))!['user'] as { uid: string };
  } else {
    const email = options.email ?? `user-${Math.random().toString(36).slice(2, 10)}@example.ro`;
    await call('POST', '/platform/api/identity/sign-in-links', { email });
    const [mail] = await db.query<{ text: string }>(
      `SELECT text FROM identity.dev_mailbox WHERE "to" = $1 ORDER BY created_at DESC LIMIT 1`,
      [email],
    );
    const token = /[?&]token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    if (!token) throw new Error(`no link mailed to ${email}`);
    const done = await call('POST', '/platform/api/identity/sessions/email-link', { token, email });
    user = done!['user'] as { uid: string };
  }
  if (options.acceptTerms !== false) {
    await call('PUT', '/platform/api/identity/me/consents', { terms: true, communications: false });
  }
  return {
    uid: user.uid,
    cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    csrf: decodeURIComponent(jar.get('csrf_token') ?? ''),
  };
}

/** A person signed in by e-mail who accepted the terms: cookies and CSRF token, as the browser holds them. */
export const signIn = (platform: TestPlatform): Promise<BrowserSession> => browserSession(platform);

/** A company owned by a freshly signed-in person, as the company form makes it. */
export async function ownedCompany(
  platform: TestPlatform,
): Promise<{ session: BrowserSession; companyId: string }> {
  const { base } = platform;
  const session = await signIn(platform);
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
