import type { TCheckoutCurrency } from '@conform/contracts';
import type { Locale } from '@conform/shell-contract';

/** An amount as the cart shows it: "651,00 lei" / "651.00 lei", "79,00 €" / "€79.00". */
export function formatMoney(amount: number, currency: TCheckoutCurrency, locale: Locale): string {
  const tag = locale === 'ro' ? 'ro-RO' : 'en-GB';
  if (currency === 'RON') {
    const number = new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
      amount,
    );
    return `${number} lei`;
  }
  return new Intl.NumberFormat(tag, { style: 'currency', currency }).format(amount);
}

/** A VAT rate as a percentage: 0.21 → "21%". */
export function formatRate(rate: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'ro' ? 'ro-RO' : 'en-GB', {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(rate);
}
