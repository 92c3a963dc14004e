import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PLATFORM_EVENTS } from '@conform/contracts/events';
import {
  backgroundHealth,
  createEventConsumer,
  createNotificationHub,
  createServiceApp,
  defineService,
} from '@conform/server-kit';
import { ZCheckoutConfigSchema, type TCheckoutConfig } from './config.ts';
import { createIpnDomain } from './ipn/domain.ts';
import { ipnRoutes } from './ipn/routes.ts';
import {
  ensureLocalNetopiaKeys,
  privateKeyFrom,
  publicKeyFrom,
  SANDBOX_POS_SIGNATURE,
} from './netopia/v1.ts';
import { createPaymentsDomain, type ProviderSettings } from './payments/domain.ts';
import { createOrdersRepository, PAYMENTS_CHANNEL } from './payments/repository.ts';
import { paymentRoutes } from './payments/routes.ts';
import { createPricingDomain } from './pricing/domain.ts';
import { createPricingRepository } from './pricing/repository.ts';
import { catalogueProductName, seedPricing } from './pricing/seed.ts';

/** The spec's payment paths (`POST /platform/api/payments/{companyId}`, …) belong to checkout. */
export const PAYMENTS_PREFIX = '/platform/api/payments';

/**
 * The provider's URL, POS signature and keys. Embedded mode defaults to the local payment sandbox
 * with key pairs generated into DATA_DIR/keys; cluster mode has them all configured.
 */
function providerFrom(config: TCheckoutConfig) {
  const publicUrl = config.PUBLIC_URL.replace(/\/+$/, '');
  let publicKeyFile = config.NETOPIA_PUBLIC_KEY_FILE;
  let merchantKeyFile = config.NETOPIA_MERCHANT_PRIVATE_KEY_FILE;
  if (!publicKeyFile || !merchantKeyFile) {
    const local = ensureLocalNetopiaKeys(join(resolve(config.DATA_DIR), 'keys'));
    publicKeyFile ??= local.providerPublicKeyFile;
    merchantKeyFile ??= local.merchantPrivateKeyFile;
  }
  const provider: ProviderSettings = {
    url: (config.NETOPIA_URL ?? `${publicUrl}/platform/api/payment-sandbox/pay`).replace(/\/+$/, ''),
    signature: config.NETOPIA_SIGNATURE ?? SANDBOX_POS_SIGNATURE,
    publicKey: publicKeyFrom(readFileSync(publicKeyFile)),
    confirmUrl: config.NETOPIA_CONFIRM_URL ?? `${publicUrl}${PAYMENTS_PREFIX}/ipn`,
  };
  const merchantKey = privateKeyFrom(
    readFileSync(merchantKeyFile),
    config.NETOPIA_MERCHANT_PRIVATE_KEY_PASSPHRASE,
  );
  return { provider, merchantKey, publicOrigin: new URL(publicUrl).origin };
}

export const checkoutService = defineService({
  name: 'checkout',
  migrationsFolder: new URL('../migrations', import.meta.url).pathname,
  configSchema: ZCheckoutConfigSchema,
  aliasPrefixes: [PAYMENTS_PREFIX],
  setup(deps) {
    const { provider, merchantKey, publicOrigin } = providerFrom(deps.config);
    const pricingRepo = createPricingRepository(deps.db.orm);
    const pricing = createPricingDomain({
      repo: pricingRepo,
      productName: catalogueProductName,
      warn: (message, details) => deps.logger.warn(details, message),
    });
    const orders = createOrdersRepository(deps.db);
    const payments = createPaymentsDomain({ pricing, orders, provider, publicOrigin });
    const ipn = createIpnDomain({
      orders,
      merchantKey,
      signature: provider.signature,
      logger: deps.logger,
    });
    const hub = createNotificationHub(deps.db, PAYMENTS_CHANNEL);
    // The companies service answers `order.paid` with `company.purchased`: the order is fulfilled.
    const events = createEventConsumer({
      db: deps.db,
      consumer: 'checkout',
      schemas: PLATFORM_EVENTS,
      logger: deps.logger,
      handlers: {
        'company.purchased': async ({ orderId }, { tx }) => {
          await orders.markFulfilled(tx, orderId);
        },
      },
    });
    const background = [
      {
        // First start: the catalogue's seed prices (and, outside production, its test vouchers).
        name: 'checkout:seed',
        async start() {
          const seeded = await seedPricing(pricingRepo, {
            testVouchers: deps.config.NODE_ENV !== 'production',
          });
          if (seeded.configs || seeded.vouchers || seeded.offers)
            deps.logger.info(seeded, 'checkout: seed prices and vouchers written');
        },
        stop: () => hub.close(),
      },
      events,
    ];
    const app = createServiceApp({
      ...deps,
      name: 'checkout',
      routes: () => undefined,
      healthExtras: backgroundHealth(background),
      aliases: [
        {
          prefix: PAYMENTS_PREFIX,
          routes: (router) => {
            // Before `/:companyId`, which would otherwise take "ipn" for a company id.
            ipnRoutes(router, ipn);
            paymentRoutes(router, { db: deps.db, pricing, payments, hub, logger: deps.logger });
          },
        },
      ],
    });
    return { app, background };
  },
});
