// How the front ends read a failed RTK Query call (one copy for every remote). No zod here: the forms
// kit (@conform/ui) and the shell contract use it at run time, and the answer's shape is the
// service's `ZErrorBodySchema` (errors.ts), checked by the services' tests.

/** Every service answers errors in this shape (`ZErrorBodySchema`). */
export interface TErrorBody {
  code: string;
  message: string;
  details?: unknown;
}

/** The `{code, message, details}` body of a failed RTK Query call, when the service answered one. */
export function errorBodyOf(error: unknown): TErrorBody | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const data: unknown = error.data;
  if (typeof data !== 'object' || data === null) return undefined;
  const { code, message, details } = data as Record<string, unknown>;
  if (typeof code !== 'string' || typeof message !== 'string') return undefined;
  return details === undefined ? { code, message } : { code, message, details };
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
