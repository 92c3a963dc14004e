import { createRateLimiter, createServiceApp, defineService, type Logger } from '@conform/server-kit';
import { ZOnboardingConfigSchema, type TOnboardingConfig } from './config.ts';
import { createEvaluationsDomain } from './evaluations/domain.ts';
import { createEvaluationsRepository } from './evaluations/repository.ts';
import { evaluationRoutes } from './evaluations/routes.ts';
import { createAnafRegistry } from './registry/anaf.ts';
import { createRegistryDomain } from './registry/domain.ts';
import { LOCAL_REGISTRY_PREFIX, LOCAL_REGISTRY_VAT_PATH, localRegistryRoutes } from './registry/local.ts';
import { noRegistry, type CompanyRegistry } from './registry/port.ts';
import { createRegistryCacheRepository } from './registry/repository.ts';
import { registryRoutes } from './registry/routes.ts';

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

export const onboardingService = defineService({
  name: 'onboarding',
  migrationsFolder: new URL('../migrations', import.meta.url).pathname,
  configSchema: ZOnboardingConfigSchema,
  aliasPrefixes: [LOCAL_REGISTRY_PREFIX],
  setup(deps) {
    const { config, db, logger } = deps;
    const evaluations = createEvaluationsDomain(createEvaluationsRepository(db.orm));
    const registry = createRegistryDomain({
      registry: companyRegistry(config, logger),
      cache: createRegistryCacheRepository(db.orm),
      limiter: createRateLimiter(db, 'onboarding.rate_limits'),
      settings: {
        cacheDays: config.COMPANY_REGISTRY_CACHE_DAYS,
        lookupsPerIpPerHour: config.REGISTRY_LOOKUPS_PER_IP_PER_HOUR,
      },
    });
    const app = createServiceApp({
      ...deps,
      name: 'onboarding',
      routes(router) {
        evaluationRoutes(router, evaluations);
        registryRoutes(router, registry);
      },
      // Without the stand-in the path still answers, with the JSON 404 of every service.
      aliases: [
        {
          prefix: LOCAL_REGISTRY_PREFIX,
          routes: (router) => (config.COMPANY_REGISTRY === 'local' ? localRegistryRoutes(router) : undefined),
        },
      ],
    });
    return { app, background: [] };
  },
});
