import { createServiceApp, defineService } from '@conform/server-kit';
import { ZOnboardingConfigSchema } from './config.ts';
import { createEvaluationsDomain } from './evaluations/domain.ts';
import { createEvaluationsRepository } from './evaluations/repository.ts';
import { evaluationRoutes } from './evaluations/routes.ts';

export const onboardingService = defineService({
  name: 'onboarding',
  migrationsFolder: new URL('../migrations', import.meta.url).pathname,
  configSchema: ZOnboardingConfigSchema,
  setup(deps) {
    const evaluations = createEvaluationsDomain(createEvaluationsRepository(deps.db.orm));
    const app = createServiceApp({
      ...deps,
      name: 'onboarding',
      routes: (router) => evaluationRoutes(router, evaluations),
    });
    return { app, background: [] };
  },
});
