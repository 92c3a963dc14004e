import { z } from 'zod';
import type { TErrorBody } from './error-body.ts';

export { errorBodyOf, fieldErrorsOf, statusOf, type TErrorBody } from './error-body.ts';

/** Every service answers errors in this shape. */
export const ZErrorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
}) satisfies z.ZodType<TErrorBody>;

/** Health of a service: `db: ok` only after a real query succeeded. */
export const ZHealthSchema = z.object({ status: z.enum(['ok', 'error']), db: z.enum(['ok', 'error']) });
export type THealth = z.infer<typeof ZHealthSchema>;
