import { createServiceApp, defineService } from '@conform/server-kit';
import { ZConfiguratorConfigSchema } from './config.ts';
import { createSituationsDomain } from './situations/domain.ts';
import { createSituationsRepository } from './situations/repository.ts';
import { situationRoutes } from './situations/routes.ts';
import { cataloguePresets } from './suggestions/catalogue.ts';

export const configuratorService = defineService({
  name: 'configurator',
  migrationsFolder: new URL('../migrations', import.meta.url).pathname,
  configSchema: ZConfiguratorConfigSchema,
  setup(deps) {
    const situations = createSituationsDomain({
      situations: createSituationsRepository(deps.db),
      presets: cataloguePresets,
    });
    const app = createServiceApp({
      ...deps,
      name: 'configurator',
      routes: (router) => situationRoutes(router, deps.db, situations),
    });
    return { app, background: [] };
  },
});
