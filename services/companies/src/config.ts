import { z } from 'zod';

export const ZCompaniesConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
});
export type TCompaniesConfig = z.infer<typeof ZCompaniesConfigSchema>;
