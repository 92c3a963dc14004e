/** Field errors of a 400 `validation` answer: `[path, message key]` pairs. */
export function fieldErrorsOf(error: unknown): Array<[string, string]> {
  if (typeof error !== 'object' || error === null || !('data' in error)) return [];
  const body = error.data as { code?: unknown; details?: unknown } | null;
  if (body?.code !== 'validation' || !Array.isArray(body.details)) return [];
  return body.details.flatMap((d: unknown) => {
    if (typeof d !== 'object' || d === null) return [];
    const { path, message } = d as { path?: unknown; message?: unknown };
    return typeof path === 'string' && typeof message === 'string'
      ? [[path, message] as [string, string]]
      : [];
  });
}
