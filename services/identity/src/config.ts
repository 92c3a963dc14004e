import { z } from 'zod';

export const ZIdentityConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** PEM file of the ES256 key that signs access tokens. */
  AUTH_PRIVATE_KEY_FILE: z.string().min(1),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Secure cookies need HTTPS; on by default in production. */
  COOKIE_SECURE: z.stringbool().optional(),
});
export type TIdentityConfig = z.infer<typeof ZIdentityConfigSchema>;
