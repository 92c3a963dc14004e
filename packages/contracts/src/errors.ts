import { z } from 'zod';

/** Every service answers errors in this shape. */
export const ZErrorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type TErrorBody = z.infer<typeof ZErrorBodySchema>;

// How the front ends read a failed RTK Query call (one copy for every remote).

/** The `{code, message, details}` body of a failed RTK Query call, when the service answered one. */
export function errorBodyOf(error: unknown): TErrorBody | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const parsed = ZErrorBodySchema.safeParse(error.data);
  return parsed.success ? parsed.data : undefined;
}

/** HTTP status of a failed RTK Query call, if the server answered. */
export function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}

/** Field errors of a 400 `validation` answer: `[path, message key]` pairs. */
export function fieldErrorsOf(error: unknown): Array<[string, string]> {
  const body = errorBodyOf(error);
  if (body?.code !== 'validation' || !Array.isArray(body.details)) return [];
  return body.details.flatMap((d: unknown) => {
    if (typeof d !== 'object' || d === null) return [];
    const { path, message } = d as { path?: unknown; message?: unknown };
    return typeof path === 'string' && typeof message === 'string'
      ? [[path, message] as [string, string]]
      : [];
  });
}

/** Health of a service: `db: ok` only after a real query succeeded. */
export const ZHealthSchema = z.object({ status: z.enum(['ok', 'error']), db: z.enum(['ok', 'error']) });
export type THealth = z.infer<typeof ZHealthSchema>;
