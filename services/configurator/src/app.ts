import { readCompany } from '@conform/companies-service/read';
import { createServiceApp, defineService } from '@conform/server-kit';
import { catalogueAssistant } from './assistant/catalogue.ts';
import { createAssistantDomain } from './assistant/domain.ts';
import { assistantRoutes } from './assistant/routes.ts';
import { ZConfiguratorConfigSchema } from './config.ts';
import { createInterestAssessmentsRepository } from './interest-assessments/repository.ts';
import { interestAssessmentRoutes } from './interest-assessments/routes.ts';
import { createSituationsDomain } from './situations/domain.ts';
import { createSituationsRepository } from './situations/repository.ts';
import { situationRoutes } from './situations/routes.ts';
import { cataloguePresets } from './suggestions/catalogue.ts';

export const configuratorService = defineService({
  name: 'configurator',
  migrationsFolder: new URL('../migrations', import.meta.url).pathname,
  configSchema: ZConfiguratorConfigSchema,
  setup(deps) {
    const repository = createSituationsRepository(deps.db);
    const situations = createSituationsDomain({
      situations: repository,
      presets: cataloguePresets,
      // The company's processors, through the companies service's published read model.
      processors: {
        ids: async (companyId) =>
          ((await readCompany(deps.db, companyId))?.processors ?? []).map((p) => p.id),
      },
    });
    const assistant = createAssistantDomain({
      catalogue: catalogueAssistant,
      presets: cataloguePresets,
      situations: repository,
      // The company's cart and purchases, through the companies service's published read model.
      companies: { find: async (companyId) => (await readCompany(deps.db, companyId))?.products },
    });
    const app = createServiceApp({
      ...deps,
      name: 'configurator',
      routes: (router) => {
        situationRoutes(router, deps.companyAccess, situations);
        assistantRoutes(router, deps.companyAccess, assistant);
        interestAssessmentRoutes(router, deps.companyAccess, createInterestAssessmentsRepository(deps.db));
      },
    });
    return { app, background: [] };
  },
});
