import { z } from 'zod';

export const ZConfiguratorConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
});
export type TConfiguratorConfig = z.infer<typeof ZConfiguratorConfigSchema>;
