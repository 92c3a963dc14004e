import type { Locale } from '@conform/shell-contract';

/** An amount in the interface's language, with its currency (e.g. 390,00 RON; €79.00). */
export function formatMoney(value: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'ro' ? 'ro-RO' : 'en-GB', { style: 'currency', currency }).format(
    value,
  );
}
