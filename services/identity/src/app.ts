import { readFileSync } from 'node:fs';
import { createServiceApp, defineService } from '@conform/server-kit';
import { ZIdentityConfigSchema } from './config.ts';
import { createSessionsDomain } from './sessions/domain.ts';
import { createSessionsRepository } from './sessions/repository.ts';
import { sessionRoutes } from './sessions/routes.ts';
import { createUsersRepository } from './users/repository.ts';

export const identityService = defineService({
  name: 'identity',
  migrationsFolder: new URL('../migrations', import.meta.url).pathname,
  configSchema: ZIdentityConfigSchema,
  createApp(deps) {
    const { config } = deps;
    const settings = {
      privateKeyPem: readFileSync(config.AUTH_PRIVATE_KEY_FILE, 'utf8'),
      accessTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
      refreshTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
    };
    const sessions = createSessionsDomain({
      users: createUsersRepository(deps.db.orm),
      sessions: createSessionsRepository(deps.db.orm),
      settings,
    });
    const cookies = {
      secure: config.COOKIE_SECURE ?? config.NODE_ENV === 'production',
      accessTtlSeconds: settings.accessTtlSeconds,
      refreshTtlDays: settings.refreshTtlDays,
    };
    return createServiceApp({
      ...deps,
      name: 'identity',
      routes: (router) => sessionRoutes(router, sessions, cookies),
    });
  },
});
