import { PLATFORM_EVENTS } from '@conform/contracts/events';
import {
  backgroundHealth,
  createEventConsumer,
  createRateLimiter,
  createServiceApp,
  defineService,
  type EventHandlers,
  type Logger,
  type Orm,
} from '@conform/server-kit';
import { ZOnboardingConfigSchema, type TOnboardingConfig } from './config.ts';
import { createEvaluationsDomain } from './evaluations/domain.ts';
import { createEvaluationsRepository } from './evaluations/repository.ts';
import { evaluationRoutes } from './evaluations/routes.ts';
import { createMarketing, MARKETING_EVENT_TYPES } from './marketing/domain.ts';
import { createHubSpotSink } from './marketing/hubspot.ts';
import {
  createLocalMarketingReader,
  createLocalMarketingSink,
  localMarketingRoutes,
} from './marketing/local.ts';
import type { MarketingSink } from './marketing/port.ts';
import { marketingRoutes } from './marketing/routes.ts';
import { createAnafRegistry } from './registry/anaf.ts';
import { createRegistryDomain } from './registry/domain.ts';
import { LOCAL_REGISTRY_PREFIX, LOCAL_REGISTRY_VAT_PATH, localRegistryRoutes } from './registry/local.ts';
import { noRegistry, type CompanyRegistry } from './registry/port.ts';
import { createRegistryCacheRepository } from './registry/repository.ts';
import { registryRoutes } from './registry/routes.ts';

/** Embedded mode's page of marketing submissions kept locally (like identity's /platform/dev/mailbox). */
const LOCAL_MARKETING_PREFIX = '/platform/dev/marketing';

/** The registry adapter the configuration asks for; the local stand-in is reached over HTTP like ANAF. */
function companyRegistry(config: TOnboardingConfig, logger: Logger): CompanyRegistry {
  if (config.COMPANY_REGISTRY === 'off') return noRegistry;
  const url =
    config.COMPANY_REGISTRY === 'local'
      ? new URL(`${LOCAL_REGISTRY_PREFIX}${LOCAL_REGISTRY_VAT_PATH}`, config.PUBLIC_URL).toString()
      : config.ANAF_URL;
  return createAnafRegistry({
    url,
    timeoutMs: config.COMPANY_REGISTRY_TIMEOUT_MS,
    // The stand-in has no rate limit of its own to respect.
    minIntervalMs: config.COMPANY_REGISTRY === 'local' ? 0 : config.COMPANY_REGISTRY_MIN_INTERVAL_MS,
    logger,
  });
}

/** The marketing sink the configuration asks for; none when marketing is off. */
function marketingSink(config: TOnboardingConfig, orm: Orm, logger: Logger): MarketingSink | undefined {
  if (config.MARKETING_SINK === 'off') return undefined;
  if (config.MARKETING_SINK === 'local') return createLocalMarketingSink(orm, logger);
  return createHubSpotSink({
    baseUrl: config.HUBSPOT_FORMS_URL,
    // The config refuses `hubspot` without them.
    portalId: config.HUBSPOT_PORTAL_ID ?? '',
    formId: config.HUBSPOT_FORM_ID ?? '',
    formIds: config.HUBSPOT_FORM_IDS,
    timeoutMs: config.HUBSPOT_TIMEOUT_MS,
  });
}

export const onboardingService = defineService({
  name: 'onboarding',
  migrationsFolder: new URL('../migrations', import.meta.url).pathname,
  configSchema: ZOnboardingConfigSchema,
  aliasPrefixes: [LOCAL_REGISTRY_PREFIX, LOCAL_MARKETING_PREFIX],
  setup(deps) {
    const { config, db, logger } = deps;
    const evaluations = createEvaluationsDomain(db, createEvaluationsRepository(db.orm));
    const limiter = createRateLimiter(db, 'onboarding.rate_limits');
    const registry = createRegistryDomain({
      registry: companyRegistry(config, logger),
      cache: createRegistryCacheRepository(db.orm),
      limiter,
      settings: {
        cacheDays: config.COMPANY_REGISTRY_CACHE_DAYS,
        lookupsPerIpPerHour: config.REGISTRY_LOOKUPS_PER_IP_PER_HOUR,
      },
    });
    const sink = marketingSink(config, db.orm, logger);
    const marketing = sink
      ? createMarketing({
          db,
          instance: deps.instance,
          sink,
          logger,
          settings: {
            publicUrl: config.PUBLIC_URL,
            subscriptionTypeId: config.HUBSPOT_SUBSCRIPTION_TYPE_ID,
            retrySeconds: config.MARKETING_RETRY_SECONDS,
            waitDays: config.MARKETING_WAIT_DAYS,
            leaseSeconds: Math.ceil(config.HUBSPOT_TIMEOUT_MS / 1000) + 30,
          },
        })
      : undefined;
    // Marketing off: its events are still subscribed (the migrations are the same everywhere) and are
    // taken with nothing recorded, instead of piling up as events without a handler (DEAD).
    const marketingOff = Object.fromEntries(
      MARKETING_EVENT_TYPES.map((type) => [type, () => Promise.resolve()]),
    ) as EventHandlers<typeof PLATFORM_EVENTS>;
    const handlers: EventHandlers<typeof PLATFORM_EVENTS> = {
      ...(marketing?.handlers ?? marketingOff),
      'user.merged': async (event, context) => {
        await createEvaluationsRepository(context.tx.orm).moveUser(event.fromUserId, event.intoUserId);
        await marketing?.onUserMerged(event, context);
      },
    };
    const events = createEventConsumer({
      db,
      consumer: 'onboarding',
      instance: deps.instance,
      schemas: PLATFORM_EVENTS,
      logger,
      handlers,
      // Handlers only read and write this database (the sending is the job queue's): a few tries are
      // enough to ride out a restart, then the event is dead and counted on /health.
      maxAttempts: 5,
    });
    const background = [events, ...(marketing?.background ?? [])];
    const app = createServiceApp({
      ...deps,
      name: 'onboarding',
      healthExtras: backgroundHealth(background),
      routes(router) {
        evaluationRoutes(router, evaluations);
        registryRoutes(router, registry);
        marketingRoutes(router, {
          db,
          companyAccess: deps.companyAccess,
          limiter,
          contactRequestsPerUserPerHour: config.CONTACT_REQUESTS_PER_USER_PER_HOUR,
          setTracking: marketing?.setTracking,
        });
      },
      // Without a stand-in its path still answers, with the JSON 404 of every service.
      aliases: [
        {
          prefix: LOCAL_REGISTRY_PREFIX,
          routes: (router) => (config.COMPANY_REGISTRY === 'local' ? localRegistryRoutes(router) : undefined),
        },
        {
          prefix: LOCAL_MARKETING_PREFIX,
          routes: (router) =>
            config.MARKETING_SINK === 'local' && config.NODE_ENV !== 'production'
              ? localMarketingRoutes(router, createLocalMarketingReader(db.orm))
              : undefined,
        },
      ],
    });
    return { app, background };
  },
});
