import { createServiceApp, defineService } from '@conform/server-kit';
import { ZCompaniesConfigSchema } from './config.ts';

export const companiesService = defineService({
  name: 'companies',
  migrationsFolder: new URL('../migrations', import.meta.url).pathname,
  configSchema: ZCompaniesConfigSchema,
  createApp(deps) {
    return createServiceApp({
      ...deps,
      name: 'companies',
      routes: () => undefined,
    });
  },
});
