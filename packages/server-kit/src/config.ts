import { z } from 'zod';

/** Settings every service reads. A service extends this with its own fields. */
export const ZBaseConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /** `postgres://…` for a PostgreSQL server, a directory for embedded PGlite, or `memory://`. */
  DATABASE_URL: z.string().min(1).default('./.data/pglite'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  /**
   * Which proxies may set X-Forwarded-For (express `trust proxy`): the client's IP feeds rate limits,
   * so a header from anyone else is ignored. `none` (the default) when clients connect directly;
   * `loopback` when nginx runs on the same machine (cluster mode); the proxy network's range
   * (e.g. `uniquelocal`) in containers. See trustProxySetting.
   */
  TRUST_PROXY: z.string().default('none'),
});
export type TBaseConfig = z.infer<typeof ZBaseConfigSchema>;

/** TRUST_PROXY as express takes it: `none` trusts no one; otherwise addresses, ranges or names (`loopback`). */
export function trustProxySetting(value: string | undefined): false | string {
  return !value || value === 'none' ? false : value;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Parses the environment once, at start. Nothing else in a service reads `process.env`.
 * Fails with one readable line per wrong setting instead of a stack of zod internals.
 */
export function parseConfig<S extends z.ZodType>(
  schema: S,
  env: Record<string, string | undefined> = process.env,
): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

/** Log level by the spec: trace outside production, info in production, unless set. */
export function logLevelFor(config: Pick<TBaseConfig, 'NODE_ENV' | 'LOG_LEVEL'>): string {
  if (config.LOG_LEVEL) return config.LOG_LEVEL;
  if (config.NODE_ENV === 'test') return 'silent';
  return config.NODE_ENV === 'production' ? 'info' : 'debug';
}
