import { z } from 'zod';

export const ZCompaniesConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /**
   * Companies one user may create in an hour: an SME owner makes one, an accountant a few; a script
   * (anonymous sessions are cheap) must not fill the database.
   */
  COMPANIES_PER_USER_PER_HOUR: z.coerce.number().int().min(1).default(20),
});
export type TCompaniesConfig = z.infer<typeof ZCompaniesConfigSchema>;
