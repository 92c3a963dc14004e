import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type express from 'express';
import { createTokenVerifier, signAccessToken, type AuthUser, type KeyPair } from './auth.ts';
import { parseConfig } from './config.ts';
import { openDb, type Db } from './db.ts';
import { createLogger } from './logger.ts';
import { migrate } from './migrate.ts';
import { newId } from './ids.ts';
import type { ServiceModule } from './service.ts';

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
  config: C;
  keys: KeyPair;
  /** A real access token for the given user. */
  tokenFor(user: Partial<AuthUser> & { uid: string }): Promise<string>;
  close(): Promise<void>;
}

/**
 * Runs a service in-process against a migrated database: in-memory PGlite by default,
 * the PostgreSQL server named by TEST_DATABASE_URL when set (CI runs both).
 * Other services' migrations can be applied too when a test needs their tables.
 */
export async function startTestService<C>(
  service: ServiceModule<C>,
  options: { env?: Record<string, string>; alsoMigrate?: ServiceModule<unknown>[]; db?: Db } = {},
): Promise<TestService<C>> {
  const db = options.db ?? (await openDb(process.env['TEST_DATABASE_URL'] ?? 'memory://'));
  for (const other of options.alsoMigrate ?? []) await migrate(db, other.name, other.migrationsFolder);
  await migrate(db, service.name, service.migrationsFolder);
  const keys = testKeyPair();
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
  const deps = { db, logger, config, verifyToken: createTokenVerifier(keys.publicKeyPem) };
  const app = service.createApp(deps);
  const stopBackground = (await service.startBackground?.(deps)) ?? (() => Promise.resolve());
  return {
    app,
    db,
    config,
    keys,
    tokenFor: (user) => signAccessToken(keys.privateKeyPem, { anonymous: false, terms: true, ...user }, 900),
    async close() {
      await stopBackground();
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
  company: { id?: string; adminIds: string[]; platform?: 'ro' | 'en' | 'int'; name?: string },
): Promise<string> {
  const id = company.id ?? newId();
  await db.query(`INSERT INTO companies.companies (id, platform, admin_ids, info) VALUES ($1, $2, $3, $4)`, [
    id,
    company.platform ?? 'ro',
    company.adminIds,
    JSON.stringify({
      fiscalCode: '18547290',
      registrationNumber: 'J40/1234/2020',
      name: company.name ?? 'Test Company SRL',
      country: 'RO',
      city: 'București',
      county: 'B',
      streetAddress: 'Str. Exemplu nr. 1',
      phoneNumber: '0740123456',
    }),
  ]);
  return id;
}
