import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  ensureLocalNetopiaKeys,
  privateKeyFrom,
  publicKeyFrom,
  SANDBOX_POS_SIGNATURE,
} from '@conform/checkout-service/netopia';
import { createServiceApp, defineService } from '@conform/server-kit';
import express from 'express';
import { ZPaymentSandboxConfigSchema, type TPaymentSandboxConfig } from './config.ts';
import { createSandboxDomain } from './pay/domain.ts';
import { createSandboxRepository } from './pay/repository.ts';
import { PAY_PATH, providerRouter } from './pay/routes.ts';
import { PARTNER_PATH, partnerRouter } from './partner/routes.ts';
import { partnerKeyFrom } from './partner/token.ts';

function keysFrom(config: TPaymentSandboxConfig) {
  let providerKeyFile = config.PAYMENT_SANDBOX_PRIVATE_KEY_FILE;
  let merchantKeyFile = config.PAYMENT_SANDBOX_MERCHANT_PUBLIC_KEY_FILE;
  if (!providerKeyFile || !merchantKeyFile) {
    const local = ensureLocalNetopiaKeys(join(resolve(config.DATA_DIR), 'keys'));
    providerKeyFile ??= local.providerPrivateKeyFile;
    merchantKeyFile ??= local.merchantPublicKeyFile;
  }
  return {
    providerKey: privateKeyFrom(readFileSync(providerKeyFile)),
    merchantKey: publicKeyFrom(readFileSync(merchantKeyFile)),
  };
}

/**
 * Where the sandbox may post IPNs and send browsers: `host:port` pairs (a port on the same host is
 * another server). By default the platform's own address and its loopback names on the same port.
 */
function allowedHosts(config: TPaymentSandboxConfig): string[] {
  const configured = config.PAYMENT_SANDBOX_ALLOWED_HOSTS?.split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  if (configured?.length) return configured;
  const publicUrl = new URL(config.PUBLIC_URL);
  const port = publicUrl.port || (publicUrl.protocol === 'https:' ? '443' : '80');
  return [publicUrl.host, `localhost:${port}`, `127.0.0.1:${port}`];
}

/** A local NETOPIA v1 provider: card page, test cards, IPNs to the merchant (facts/payments-netopia.md). */
export const paymentSandboxService = defineService({
  name: 'payment-sandbox',
  migrationsFolder: new URL('../migrations', import.meta.url).pathname,
  configSchema: ZPaymentSandboxConfigSchema,
  setup(deps) {
    const { providerKey, merchantKey } = keysFrom(deps.config);
    const domain = createSandboxDomain({
      repo: createSandboxRepository(deps.db.orm),
      providerKey,
      merchantKey,
      signature: deps.config.NETOPIA_SIGNATURE ?? SANDBOX_POS_SIGNATURE,
      allowedHosts: allowedHosts(deps.config),
      logger: deps.logger,
    });
    const app = express();
    app.disable('x-powered-by');
    app.set('trust proxy', 'loopback');
    app.use(PAY_PATH, providerRouter(domain, deps.logger));
    const partnerKeyFile = deps.config.PAYMENT_SANDBOX_PARTNER_PRIVATE_KEY_FILE;
    if (partnerKeyFile) {
      app.use(
        PARTNER_PATH,
        partnerRouter({
          partnerKey: partnerKeyFrom(readFileSync(partnerKeyFile)),
          publicUrl: deps.config.PUBLIC_URL,
        }),
      );
    }
    app.use(createServiceApp({ ...deps, name: 'payment-sandbox', routes: () => undefined }));
    return { app, background: [] };
  },
});
