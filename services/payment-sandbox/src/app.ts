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
import { apiRouter, PAY_PATH, providerRouter, SOAP_PATH, soapRouter, V2_PATH } from './pay/routes.ts';
import { PARTNER_PATH, partnerRouter } from './partner/routes.ts';
import { partnerKeyFrom } from './partner/token.ts';

function keysFrom(config: TPaymentSandboxConfig) {
  let providerKeyFile = config.PAYMENT_SANDBOX_PRIVATE_KEY_FILE;
  let merchantKeyFile = config.PAYMENT_SANDBOX_MERCHANT_PUBLIC_KEY_FILE;
  let apiKey = config.PAYMENT_SANDBOX_API_KEY;
  if (!providerKeyFile || !merchantKeyFile || !apiKey) {
    const local = ensureLocalNetopiaKeys(join(resolve(config.DATA_DIR), 'keys'));
    providerKeyFile ??= local.providerPrivateKeyFile;
    merchantKeyFile ??= local.merchantPublicKeyFile;
    apiKey ??= readFileSync(local.apiKeyFile, 'utf8').trim();
  }
  return {
    providerKey: privateKeyFrom(readFileSync(providerKeyFile)),
    merchantKey: publicKeyFrom(readFileSync(merchantKeyFile)),
    apiKey,
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

/**
 * A local NETOPIA provider speaking v1 (sealed form post) and v2 (JSON start call with an API key):
 * one card page, the test cards, IPNs to the merchant in the order's protocol (docs/facts/payments-netopia.md).
 */
export const paymentSandboxService = defineService({
  name: 'payment-sandbox',
  migrationsFolder: new URL('../migrations', import.meta.url).pathname,
  configSchema: ZPaymentSandboxConfigSchema,
  setup(deps) {
    const { providerKey, merchantKey, apiKey } = keysFrom(deps.config);
    const domain = createSandboxDomain({
      repo: createSandboxRepository(deps.db.orm),
      providerKey,
      merchantKey,
      apiKey,
      payPageUrl: `${deps.config.PUBLIC_URL.replace(/\/+$/, '')}${PAY_PATH}`,
      signature: deps.config.NETOPIA_SIGNATURE ?? SANDBOX_POS_SIGNATURE,
      allowedHosts: allowedHosts(deps.config),
      logger: deps.logger,
    });
    const app = express();
    app.disable('x-powered-by');
    app.set('trust proxy', 'loopback');
    app.use(PAY_PATH, providerRouter(domain, deps.logger));
    app.use(V2_PATH, apiRouter(domain, deps.logger));
    app.use(SOAP_PATH, soapRouter(domain, deps.logger));
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
