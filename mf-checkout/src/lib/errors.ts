import { errorBodyOf, fieldErrorsOf } from '@conform/contracts';

/** What a 409 from the checkout says went wrong, by the message keys of its details. */
const CONFLICT_KEYS: Record<string, string> = {
  'validation.product.purchased': 'checkout.conflict.purchased',
  'validation.product.notInCart': 'checkout.conflict.notInCart',
  'validation.voucher.invalid': 'checkout.conflict.voucherInvalid',
  'validation.voucher.usedUp': 'checkout.conflict.voucherUsedUp',
  'validation.price.changed': 'checkout.conflict.priceChanged',
};

/**
 * The service refused billing fields (a 400 naming `billingInfo.…`): the billing form says them
 * under its fields, so the page adds no notice of its own (an error is shown once).
 */
export function refusedBillingFields(error: unknown): boolean {
  return fieldErrorsOf(error).some(([path]) => path.startsWith('billingInfo.'));
}

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
