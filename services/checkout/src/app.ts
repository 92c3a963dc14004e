import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PLATFORM_EVENTS } from '@conform/contracts/events';
import {
  backgroundHealth,
  createEventConsumer,
  createNotificationHub,
  createServiceApp,
  defineService,
  type Logger,
} from '@conform/server-kit';
import express from 'express';
import { ZCheckoutConfigSchema, type TCheckoutConfig } from './config.ts';
import { createIpnDomain } from './ipn/domain.ts';
import { ipnRouter } from './ipn/routes.ts';
import {
  ensureLocalNetopiaKeys,
  privateKeyFrom,
  publicKeyFrom,
  SANDBOX_POS_SIGNATURE,
} from './netopia/v1.ts';
import { createNetopiaV1Provider } from './netopia/v1-provider.ts';
import { createNetopiaV2Provider } from './netopia/v2-provider.ts';
import { createPaymentsDomain } from './payments/domain.ts';
import type { PaymentProvider } from './payments/provider.ts';
import { createOrdersRepository, PAYMENTS_CHANNEL } from './payments/repository.ts';
import { paymentRoutes } from './payments/routes.ts';
import { createPricingDomain } from './pricing/domain.ts';
import { createPricingRepository } from './pricing/repository.ts';
import { catalogueProductName, seedPricing } from './pricing/seed.ts';
import { createRefunds } from './refunds/worker.ts';
import { createVatNumbers } from './vat/domain.ts';
import { createLocalVatChecker } from './vat/local.ts';
import { noVatChecker, type VatNumberChecker } from './vat/port.ts';
import { createVatCheckRepository } from './vat/repository.ts';
import { createViesChecker } from './vat/vies.ts';

/** The spec's payment paths (`POST /platform/api/payments/{companyId}`, …) belong to checkout. */
export const PAYMENTS_PREFIX = '/platform/api/payments';

/**
 * The payment provider adapter NETOPIA_API names, with its URL, POS signature and keys. Embedded mode
 * defaults to the local payment sandbox with keys generated into DATA_DIR/keys; cluster mode has them
 * all configured.
 */
function providerFrom(config: TCheckoutConfig, logger: Logger) {
  const publicUrl = config.PUBLIC_URL.replace(/\/+$/, '');
  const local = () => ensureLocalNetopiaKeys(join(resolve(config.DATA_DIR), 'keys'));
  const signature = config.NETOPIA_SIGNATURE ?? SANDBOX_POS_SIGNATURE;
  const publicKey = publicKeyFrom(
    readFileSync(config.NETOPIA_PUBLIC_KEY_FILE ?? local().providerPublicKeyFile),
  );
  const notifyUrl = config.NETOPIA_CONFIRM_URL ?? `${publicUrl}${PAYMENTS_PREFIX}/ipn`;
  const sandbox = `${publicUrl}/platform/api/payment-sandbox`;
  // v1's refunds go through NETOPIA's merchant web service; the local sandbox takes its v2 API key
  // as the merchant password there (v1-soap.ts).
  const soapUser = config.NETOPIA_SOAP_USERNAME ?? (config.EMBEDDED ? 'sandbox' : undefined);
  const soapPassword =
    config.NETOPIA_SOAP_PASSWORD ??
    (config.EMBEDDED ? readFileSync(local().apiKeyFile, 'utf8').trim() : undefined);
  const provider: PaymentProvider =
    config.NETOPIA_API === 'v2'
      ? createNetopiaV2Provider({
          apiUrl: config.NETOPIA_API_URL ?? `${sandbox}/v2`,
          apiKey: config.NETOPIA_API_KEY ?? readFileSync(local().apiKeyFile, 'utf8').trim(),
          signature,
          publicKey,
          notifyUrl,
          logger,
        })
      : createNetopiaV1Provider({
          url: (config.NETOPIA_URL ?? `${sandbox}/pay`).replace(/\/+$/, ''),
          signature,
          publicKey,
          merchantKey: privateKeyFrom(
            readFileSync(config.NETOPIA_MERCHANT_PRIVATE_KEY_FILE ?? local().merchantPrivateKeyFile),
            config.NETOPIA_MERCHANT_PRIVATE_KEY_PASSPHRASE,
          ),
          confirmUrl: notifyUrl,
          ...(soapUser && soapPassword
            ? {
                soap: {
                  url: config.NETOPIA_SOAP_URL ?? `${sandbox}/soap`,
                  username: soapUser,
                  password: soapPassword,
                },
              }
            : {}),
        });
  return { provider, signature, publicOrigin: new URL(publicUrl).origin };
}

/** The VAT number checker VAT_CHECKER names: VIES itself, the local stand-in, or none. */
function vatCheckerFrom(config: TCheckoutConfig, logger: Logger): VatNumberChecker {
  if (config.VAT_CHECKER === 'off') return noVatChecker;
  if (config.VAT_CHECKER === 'local') return createLocalVatChecker({ down: config.VIES_LOCAL_DOWN });
  return createViesChecker({ url: config.VIES_URL, timeoutMs: config.VIES_TIMEOUT_MS, logger });
}

export const checkoutService = defineService({
  name: 'checkout',
  migrationsFolder: new URL('../migrations', import.meta.url).pathname,
  configSchema: ZCheckoutConfigSchema,
  aliasPrefixes: [PAYMENTS_PREFIX],
  setup(deps) {
    const { provider, signature, publicOrigin } = providerFrom(deps.config, deps.logger);
    const pricingRepo = createPricingRepository(deps.db);
    const pricing = createPricingDomain({
      repo: pricingRepo,
      vatNumbers: createVatNumbers({
        checker: vatCheckerFrom(deps.config, deps.logger),
        repo: createVatCheckRepository(deps.db),
      }),
      productName: catalogueProductName,
      warn: (message, details) => deps.logger.warn(details, message),
    });
    const refunds = createRefunds({
      db: deps.db,
      provider,
      logger: deps.logger,
      maxAttempts: deps.config.REFUND_MAX_ATTEMPTS,
      retrySeconds: deps.config.REFUND_RETRY_SECONDS,
      instance: deps.instance,
    });
    const orders = createOrdersRepository(deps.db, { enqueueRefund: refunds.enqueue });
    const payments = createPaymentsDomain({ pricing, orders, provider, publicOrigin });
    const ipn = createIpnDomain({ orders, provider, signature, logger: deps.logger });
    const hub = createNotificationHub(deps.db, PAYMENTS_CHANNEL);
    // The companies service answers `order.paid` with `company.purchased`: the order is fulfilled.
    const events = createEventConsumer({
      db: deps.db,
      consumer: 'checkout',
      instance: deps.instance,
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
      ...refunds.background,
    ];
    const serviceApp = createServiceApp({
      ...deps,
      name: 'checkout',
      routes: () => undefined,
      healthExtras: backgroundHealth(background),
      aliases: [
        {
          prefix: PAYMENTS_PREFIX,
          routes: (router) =>
            paymentRoutes(router, {
              db: deps.db,
              access: deps.companyAccess,
              pricing,
              payments,
              hub,
              logger: deps.logger,
            }),
        },
      ],
    });
    const app = express();
    app.disable('x-powered-by');
    // The IPN sits before the service stack, whose JSON and form parsers would consume the body the
    // provider signed; it is also matched before `/:companyId`, which would take "ipn" for an id.
    app.use(PAYMENTS_PREFIX, ipnRouter(ipn, provider, deps.logger));
    app.use(serviceApp);
    return { app, background };
  },
});
