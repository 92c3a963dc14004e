import { z } from 'zod';

export const ZOnboardingConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
});
export type TOnboardingConfig = z.infer<typeof ZOnboardingConfigSchema>;
