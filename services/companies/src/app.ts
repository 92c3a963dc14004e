import { createServiceApp, defineService } from '@conform/server-kit';
import { createCompaniesDomain } from './companies/domain.ts';
import { createCompaniesRepository } from './companies/repository.ts';
import { companyRoutes } from './companies/routes.ts';
import { ZCompaniesConfigSchema } from './config.ts';
import { bundledProductCatalogue } from './products/catalogue-adapter.ts';

export const companiesService = defineService({
  name: 'companies',
  migrationsFolder: new URL('../migrations', import.meta.url).pathname,
  configSchema: ZCompaniesConfigSchema,
  createApp(deps) {
    const domain = createCompaniesDomain({
      companies: createCompaniesRepository(deps.db.orm),
      catalogue: bundledProductCatalogue,
    });
    return createServiceApp({
      ...deps,
      name: 'companies',
      routes: (router) => companyRoutes(router, domain, deps.db),
    });
  },
});
