import { PLATFORM_EVENTS } from '@conform/contracts/events';
import {
  backgroundHealth,
  createEventConsumer,
  createRateLimiter,
  createServiceApp,
  defineService,
} from '@conform/server-kit';
import { createCompaniesDomain } from './companies/domain.ts';
import { createCompaniesRepository } from './companies/repository.ts';
import { companyRoutes } from './companies/routes.ts';
import { ZCompaniesConfigSchema } from './config.ts';
import { bundledProductCatalogue } from './products/catalogue-adapter.ts';

export const companiesService = defineService({
  name: 'companies',
  migrationsFolder: new URL('../migrations', import.meta.url).pathname,
  configSchema: ZCompaniesConfigSchema,
  setup(deps) {
    const limiter = createRateLimiter(deps.db, 'companies.rate_limits');
    const domain = createCompaniesDomain({
      companies: createCompaniesRepository(deps.db),
      catalogue: bundledProductCatalogue,
      logger: deps.logger,
      limitCreation: (uid) =>
        limiter.hit([
          {
            key: `company:create:${uid}`,
            limit: deps.config.COMPANIES_PER_USER_PER_HOUR,
            windowSeconds: 3600,
          },
        ]),
    });
    // What other services tell the companies service: a paid or refunded order, a changed situation,
    // a finished assistant, regenerated documents, a visitor's account merged into another.
    const events = createEventConsumer({
      db: deps.db,
      consumer: 'companies',
      instance: deps.instance,
      schemas: PLATFORM_EVENTS,
      logger: deps.logger,
      handlers: {
        'order.paid': (order, { tx }) => domain.applyPaidOrder(tx, order),
        'order.refunded': (order, { tx }) => domain.applyRefund(tx, order),
        'situations.changed': (change, { tx }) => domain.markSituationsChanged(tx, change),
        'assistant.completed': (done, { tx }) => domain.markConfiguredByAssistant(tx, done),
        'documents.regenerated': (done, { tx }) => domain.clearRegenerated(tx, done),
        'user.merged': (merged, { tx }) => domain.moveAdmin(tx, merged),
      },
    });
    const background = [events];
    const app = createServiceApp({
      ...deps,
      name: 'companies',
      routes: (router) => companyRoutes(router, domain, deps.companyAccess),
      healthExtras: backgroundHealth(background),
    });
    return { app, background };
  },
});
