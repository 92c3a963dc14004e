import { MEETINGS_SETTINGS, meetingsSettingsTogether } from './runtime-config.ts';
import { REMOTE_URL_SETTINGS } from './static.ts';
import { z } from 'zod';

const ZGatewaySettingsSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Loopback by default: the embedded platform is for this machine. Containers set 0.0.0.0. */
  HOST: z.string().default('127.0.0.1'),
  /** Everything the embedded platform keeps: database, keys, files. */
  DATA_DIR: z.string().default('./.data'),
  /** Overrides the embedded PGlite database (e.g. a postgres:// URL). */
  DATABASE_URL: z.string().optional(),
  /** Page-view analytics endpoint (Plausible-style event API); embedded default: the local dev sink. */
  ANALYTICS_ENDPOINT: z.string().optional(),
  /** Error-tracking endpoint; embedded default: the local dev sink. */
  ERROR_TRACKING_ENDPOINT: z.string().optional(),
  /** Which proxies may set X-Forwarded-For (see the services' TRUST_PROXY): none, the gateway is the edge. */
  TRUST_PROXY: z.string().default('none'),
  /** Where the front-end builds are (the repository root). */
  STATIC_ROOT: z.string().default('.'),
  ...REMOTE_URL_SETTINGS,
  /** The contact dialog's meetings widget; default: the local stand-in outside production. */
  ...MEETINGS_SETTINGS,
});
export const ZGatewayConfigSchema = ZGatewaySettingsSchema.superRefine(meetingsSettingsTogether);
export type TGatewayConfig = z.infer<typeof ZGatewayConfigSchema>;
