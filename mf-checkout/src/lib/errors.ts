import { ZErrorBodySchema, type TErrorBody } from '@conform/contracts';

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

/** What a 409 from the checkout says went wrong, by the message keys of its details. */
const CONFLICT_KEYS: Record<string, string> = {
  'validation.product.purchased': 'checkout.conflict.purchased',
  'validation.product.notInCart': 'checkout.conflict.notInCart',
  'validation.voucher.invalid': 'checkout.conflict.voucherInvalid',
  'validation.voucher.usedUp': 'checkout.conflict.voucherUsedUp',
};

/** The translation key of a conflict the service explained (cart changed, voucher used up), if any. */
export function conflictKeyOf(error: unknown): string | undefined {
  const body = errorBodyOf(error);
  if (body?.code !== 'conflict' || !Array.isArray(body.details)) return undefined;
  for (const d of body.details as unknown[]) {
    const message = typeof d === 'object' && d !== null ? (d as { message?: unknown }).message : undefined;
    if (typeof message === 'string' && CONFLICT_KEYS[message]) return CONFLICT_KEYS[message];
  }
  return undefined;
}
