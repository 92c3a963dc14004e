import { availableParallelism } from 'node:os';
import { z } from 'zod';

export const ZRendererConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Debian's Chromium; the service never downloads a browser of its own. */
  CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
  /** Reused pages in the one warm browser: one per core renders fastest (measured when the design was written). */
  RENDER_POOL_SIZE: z.coerce.number().int().min(1).max(64).default(availableParallelism()),
  /** Upper bound for one render, and for waiting for a free page. */
  RENDER_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(30_000),
  /** Shared secret other services send in `x-internal-token`; the gateway generates one in embedded mode. */
  INTERNAL_TOKEN: z.string().min(24, 'INTERNAL_TOKEN must be at least 24 characters'),
});
export type TRendererConfig = z.infer<typeof ZRendererConfigSchema>;
