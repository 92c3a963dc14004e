import type { Platform } from '@conform/contracts/edition';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type express from 'express';
import { createTokenVerifier, signAccessToken, type AuthUser, type KeyPair } from './auth.ts';
import { createCompanyAccess } from './company-access.ts';
import { createSessionCheck, type SessionCheck } from './session-check.ts';
import { parseConfig } from './config.ts';
import { openDb, type Db } from './db.ts';
import { createProcessInstance, type ProcessInstance } from './instances.ts';
import { createLogger } from './logger.ts';
import { migrate, migratePlatform } from './migrate.ts';
import { newId, newSecret, sha256 } from './ids.ts';
import { startBackground, type BackgroundTask, type ServiceModule } from './service.ts';

/** A fresh signing key pair per test run: tests sign real tokens, services verify them for real. */
export function testKeyPair(): KeyPair {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return {
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

export interface TestService<C> {
  app: express.Express;
  db: Db;
  /** The service's background tasks (event consumers, workers), already started. */
  background: BackgroundTask[];
  /** Its session check (each test service has its own, as each cluster process does). */
  sessions: SessionCheck;
  config: C;
  keys: KeyPair;
  /** The process's instance the service's leases name. */
  instance: ProcessInstance;
  /**
   * A real access token for the given user (signed in by e-mail, terms accepted, unless told), of a
   * live session made for it in identity's tables: every service checks the session (sign-out).
   */
  tokenFor(user: Partial<Omit<AuthUser, 'sid'>> & { uid: string }): Promise<string>;
  close(): Promise<void>;
}

/**
 * A fresh database for one test suite: in-memory PGlite by default; with TEST_DATABASE_URL (CI runs
 * both), a new database on that PostgreSQL server, dropped again by `close()`. Suites never share
 * tables, events or jobs, however jest schedules them.
 */
export async function openTestDb(): Promise<Db & { url?: string }> {
  const serverUrl = process.env['TEST_DATABASE_URL'];
  if (!serverUrl) return openDb('memory://');
  // openDb takes anything else for a PGlite directory: a failed `$(cluster.sh createdb …)` once
  // left its error message here and a database was written into the work tree under that name.
  if (!/^postgres(ql)?:\/\//.test(serverUrl)) {
    throw new Error(
      `TEST_DATABASE_URL must be a postgres:// URL, got ${JSON.stringify(serverUrl.slice(0, 80))}`,
    );
  }
  const admin = await openDb(serverUrl, { poolSize: 1 });
  const url = new URL(serverUrl);
  // Named after the database the URL names: runs sharing one server (several people, CI jobs) each
  // keep to names of their own.
  const base = decodeURIComponent(url.pathname.slice(1));
  const name = `${/^[a-z_][a-z0-9_]{0,40}$/.test(base) ? base : 'test'}_${newId(16).toLowerCase()}`;
  await admin.query(`CREATE DATABASE ${name}`);
  url.pathname = `/${name}`;
  const db = await openDb(url.toString(), { poolSize: 5 });
  const close = db.close.bind(db);
  return {
    ...db,
    /** For a second connection pool, as another process would have. */
    url: url.toString(),
    async close() {
      await close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
      await admin.close();
    },
  };
}

/**
 * Declares a test consumer's subscriptions, as a consuming service's migration does
 * (services/<name>/migrations/…_event_subscriptions.sql): a consumer refuses to start without them.
 */
export async function declareSubscriptions(db: Db, consumer: string, ...types: string[]): Promise<void> {
  for (const type of types) {
    await db.query(
      `INSERT INTO platform_events.subscriptions (consumer, type) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
      [consumer, type],
    );
  }
}

/**
 * The identity service's migrations: every service's access check reads identity's published
 * session view, so every service's test database has it. Found by path, not imported: the identity
 * service itself depends on this package.
 */
const IDENTITY_MIGRATIONS = fileURLToPath(new URL('../../../services/identity/migrations', import.meta.url));

/**
 * A live session for a user, as identity makes one when someone signs in (the user's record too,
 * unless it exists): its id goes into a test's access token. For tests of services other than
 * identity, which sign tokens themselves.
 */
export async function insertTestSession(
  db: Db,
  user: { uid: string; anonymous?: boolean; terms?: boolean },
): Promise<string> {
  await db.query(
    `INSERT INTO identity.users (id, email, name, is_anonymous, consented_terms_at)
     VALUES ($1, NULL, NULL, $2, CASE WHEN $3 THEN now() END) ON CONFLICT (id) DO NOTHING`,
    [user.uid, user.anonymous ?? false, user.terms ?? true],
  );
  const id = newId();
  await db.query(
    `INSERT INTO identity.sessions (id, user_id, refresh_token_hash, expires_at)
     VALUES ($1, $2, $3, now() + interval '1 day')`,
    [id, user.uid, sha256(newSecret())],
  );
  return id;
}

/**
 * Runs a service in-process against a migrated database of its own (see openTestDb), with the
 * shared platform schemas (the event bus) and identity's schema (the session check reads it). Other
 * services' migrations can be applied too when a test needs their tables or published read models.
 */
export async function startTestService<C>(
  service: ServiceModule<C>,
  options: {
    env?: Record<string, string>;
    alsoMigrate?: ServiceModule<unknown>[];
    db?: Db;
    /** Leave the background tasks stopped: the test drives them (`drain()`, `start()`). */
    manualBackground?: boolean;
    /** How often the process's instance beats and looks for dead ones (instances.ts). */
    heartbeatMs?: number;
    /** Another test service's keys: one signs what the other verifies, as in a deployment. */
    keys?: KeyPair;
  } = {},
): Promise<TestService<C>> {
  const db = options.db ?? (await openTestDb());
  await migratePlatform(db);
  await migrate(db, 'identity', IDENTITY_MIGRATIONS);
  for (const other of options.alsoMigrate ?? []) await migrate(db, other.name, other.migrationsFolder);
  await migrate(db, service.name, service.migrationsFolder);
  const keys = options.keys ?? testKeyPair();
  const keyDir = mkdtempSync(join(tmpdir(), 'conform-keys-'));
  writeFileSync(join(keyDir, 'private.pem'), keys.privateKeyPem);
  writeFileSync(join(keyDir, 'public.pem'), keys.publicKeyPem);
  const config = parseConfig(service.configSchema, {
    NODE_ENV: 'test',
    AUTH_PRIVATE_KEY_FILE: join(keyDir, 'private.pem'),
    AUTH_PUBLIC_KEY_FILE: join(keyDir, 'public.pem'),
    ...options.env,
  });
  const logger = createLogger({ name: service.name, level: process.env['TEST_LOG_LEVEL'] ?? 'silent' });
  const instance = createProcessInstance({
    db,
    name: service.name,
    logger,
    ...(options.heartbeatMs ? { heartbeatMs: options.heartbeatMs } : {}),
  });
  const deps = {
    db,
    logger,
    config,
    verifyToken: createTokenVerifier(keys.publicKeyPem),
    companyAccess: createCompanyAccess(db),
    instance,
    sessions: createSessionCheck(db),
    // A test that sends X-Forwarded-For plays the proxy: it says so with TRUST_PROXY.
    trustProxy: options.env?.['TRUST_PROXY'],
  };
  const { app, background } = await service.setup(deps);
  await instance.start();
  const stopBackground = options.manualBackground
    ? () => Promise.all(background.map((t) => t.stop())).then(() => undefined)
    : await startBackground(background);
  return {
    app,
    db,
    background,
    sessions: deps.sessions,
    config,
    keys,
    instance,
    async tokenFor(user) {
      const claims = { anonymous: false, terms: true, ...user };
      const sid = await insertTestSession(db, claims);
      return signAccessToken(keys.privateKeyPem, { ...claims, sid }, 900);
    },
    async close() {
      await stopBackground();
      await instance.stop();
      if (!options.db) await db.close();
    },
  };
}

/**
 * Inserts a company straight into the companies table (its migration must have run: pass the
 * companies service in `alsoMigrate`). For tests of other services' company-scoped endpoints.
 */
export async function insertTestCompany(
  db: Db,
  company: {
    id?: string;
    adminIds: string[];
    platform?: Platform;
    name?: string;
    /** The country it is established in (ISO code): Romania unless said. */
    country?: string;
    products?: { pending?: string[]; configured?: string[]; purchased?: string[] };
  },
): Promise<string> {
  const id = company.id ?? newId();
  await db.query(
    `INSERT INTO companies.companies
       (id, platform, admin_ids, info, products_pending, products_configured, products_purchased)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      id,
      company.platform ?? 'ro',
      company.adminIds,
      JSON.stringify({
        fiscalCode: '18547290',
        registrationNumber: 'J40/1234/2020',
        name: company.name ?? 'Test Company SRL',
        country: company.country ?? 'RO',
        city: 'București',
        county: 'B',
        streetAddress: 'Str. Exemplu nr. 1',
        phoneNumber: '0740123456',
      }),
      company.products?.pending ?? [],
      company.products?.configured ?? [],
      company.products?.purchased ?? [],
    ],
  );
  return id;
}
