import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  closeServer,
  createLogger,
  loadOrCreateKeyPair,
  logLevelFor,
  onShutdown,
  openDb,
  parseConfig,
} from '@conform/server-kit';
import { createEmbeddedPlatform } from './app.ts';
import { ZGatewayConfigSchema } from './config.ts';
import { meetingsWidget, runtimeConfig } from './runtime-config.ts';
import { SERVICES } from './services.ts';
import { remotesJson, REMOTE_AREAS_LIST } from './static.ts';

/**
 * The token services send each other (`x-internal-token`, e.g. documents → renderer): INTERNAL_TOKEN
 * when set, otherwise generated into the data directory on first start and kept there.
 */
function loadOrCreateInternalToken(keysDir: string): string {
  const file = join(keysDir, 'internal-token');
  if (!existsSync(file)) {
    mkdirSync(keysDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

/**
 * NETOPIA's customer-token key pair for the partner entry, generated into the data directory on first
 * start: the payment sandbox signs with the private half (its customer-account stand-in page), identity
 * verifies with the public half. A real deployment sets PARTNER_NETOPIA_PUBLIC_KEY_FILE to NETOPIA's key.
 */
function loadOrCreatePartnerKeys(keysDir: string): { privateKeyFile: string; publicKeyFile: string } {
  const privateKeyFile = join(keysDir, 'netopia-partner.private.pem');
  const publicKeyFile = join(keysDir, 'netopia-partner.public.pem');
  if (!existsSync(privateKeyFile) || !existsSync(publicKeyFile)) {
    mkdirSync(keysDir, { recursive: true });
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    writeFileSync(privateKeyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
    writeFileSync(publicKeyFile, publicKey.export({ type: 'spki', format: 'pem' }));
  }
  return { privateKeyFile, publicKeyFile };
}

/**
 * Embedded mode (`npm start`): one process, one port, PGlite under DATA_DIR, every service,
 * the static builds, the renderer and the payment sandbox.
 */
export async function startEmbedded(): Promise<void> {
  const config = parseConfig(ZGatewayConfigSchema);
  const logger = createLogger({ name: 'platform', level: logLevelFor(config) });
  const dataDir = resolve(config.DATA_DIR);
  const keys = loadOrCreateKeyPair(join(dataDir, 'keys'));
  const db = await openDb(config.DATABASE_URL ?? join(dataDir, 'pglite'));
  const publicUrl = `http://localhost:${config.PORT}`;
  const production = config.NODE_ENV === 'production';
  // Outside production the partner entry works offline: the sandbox plays NETOPIA's customer side.
  const partner =
    !production && !process.env['PARTNER_NETOPIA_PUBLIC_KEY_FILE']
      ? loadOrCreatePartnerKeys(join(dataDir, 'keys'))
      : undefined;

  const env = {
    ...process.env,
    AUTH_PRIVATE_KEY_FILE: join(dataDir, 'keys', 'access-token.private.pem'),
    AUTH_PUBLIC_KEY_FILE: join(dataDir, 'keys', 'access-token.public.pem'),
    DATA_DIR: dataDir,
    INTERNAL_TOKEN: process.env['INTERNAL_TOKEN'] ?? loadOrCreateInternalToken(join(dataDir, 'keys')),
    PUBLIC_URL: process.env['PUBLIC_URL'] ?? publicUrl,
    EMBEDDED: 'true',
    ...(partner
      ? {
          PARTNER_NETOPIA_PUBLIC_KEY_FILE: partner.publicKeyFile,
          PAYMENT_SANDBOX_PARTNER_PRIVATE_KEY_FILE: partner.privateKeyFile,
        }
      : {}),
  };
  const overrides = Object.fromEntries(
    REMOTE_AREAS_LIST.map((area) => [
      area,
      config[`REMOTE_URL_${area.toUpperCase()}` as keyof typeof config] as string | undefined,
    ]),
  );
  const platform = await createEmbeddedPlatform({
    db,
    logger,
    keys,
    services: SERVICES,
    env,
    staticRoot: config.STATIC_ROOT,
    trustProxy: config.TRUST_PROXY,
    remotes: remotesJson(overrides),
    production,
    runtimeConfig: runtimeConfig({
      production,
      ...(config.ANALYTICS_ENDPOINT ? { analyticsEndpoint: config.ANALYTICS_ENDPOINT } : {}),
      ...(config.ERROR_TRACKING_ENDPOINT ? { errorTrackingEndpoint: config.ERROR_TRACKING_ENDPOINT } : {}),
      meetings: meetingsWidget(config, production),
    }),
  });

  const server = platform.app.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    logger.info(`platform ready on http://localhost:${port}/platform/`);
    // The one line a person needs, also when logs are JSON.
    process.stdout.write(`\n  Platform running at http://localhost:${port}/platform/  (Ctrl-C to stop)\n\n`);
  });
  onShutdown(logger, async (deadline) => {
    await closeServer(server, deadline);
    await platform.stop(deadline);
    await db.close();
  });
}

if (import.meta.main) await startEmbedded();
