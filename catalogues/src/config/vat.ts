import type { TPlatform } from '../enums/lists.ts';

/**
 * How VAT applies to an order, per edition and customer type (content review C17). The seller is
 * a Romanian company. On RO and EN the customers are Romanian companies: Romanian VAT. On INT, a
 * business customer established in another EU member state that gives its VAT number buys under
 * the reverse charge: no Romanian VAT is charged and the invoice says so; every other customer
 * (Romanian, outside the EU, or without a VAT number) pays Romanian VAT.
 *
 * verify: B2B place of supply in the customer's member state (Art. 44) and the reverse charge
 * (Art. 196 Directive 2006/112/EC) for these services; the VAT number is only checked for its
 * form and country prefix here, not in VIES; an invoice in EUR must also state the VAT in RON.
 */
export type TVatRule = 'ROMANIAN_VAT' | 'EU_REVERSE_CHARGE';

/** The rule for an EU business customer outside Romania with a VAT number, per platform. */
export const EU_BUSINESS_VAT_RULE: Readonly<Record<TPlatform, TVatRule>> = {
  ro: 'ROMANIAN_VAT',
  en: 'ROMANIAN_VAT',
  int: 'EU_REVERSE_CHARGE',
};

/**
 * The invoice mention of a reverse-charged order, in both languages of the platform: the invoice
 * only (verify: a Romanian seller's invoice in Romanian with the 'taxare inversă' mention, Art. 319
 * Fiscal Code, alongside the English for the buyer); pages say it in their own language.
 */
export const REVERSE_CHARGE_MENTION = 'Taxare inversă / Reverse charge – Art. 196 Directive 2006/112/EC';

/** The 27 EU member states (ISO 3166-1 codes): the EEA's Iceland, Liechtenstein and Norway are not in the EU VAT area. */
export const EU_MEMBER_STATES = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const;

/** The VAT number prefix of a member state: its ISO code, except Greece (EL). */
const vatPrefix = (country: string) => (country === 'GR' ? 'EL' : country);

/**
 * The member state a VAT number belongs to, by its prefix (EL is Greece, GR); null for a code with
 * no member state's prefix (a Romanian fiscal code typed without RO is Romania's only by its form).
 */
export function vatNumberCountry(fiscalCode: string): string | null {
  const prefix = fiscalCode
    .replace(/[\s.-]+/g, '')
    .toUpperCase()
    .slice(0, 2);
  // Greece's VAT numbers start with EL, never with its ISO code.
  const country = prefix === 'EL' ? 'GR' : prefix === 'GR' ? null : prefix;
  return country !== null && (EU_MEMBER_STATES as readonly string[]).includes(country) ? country : null;
}

/** Who is buying, as the company record or the billing details give it. */
export interface TVatCustomer {
  /** ISO 3166-1 code of the country the company is established in. */
  country: string | null | undefined;
  /** The fiscal code as entered; a VAT number carries its country's prefix (DE123456789). */
  fiscalCode: string | null | undefined;
}

/** The VAT treatment of an order. */
export interface TVatTreatment {
  rule: TVatRule;
  /** True when no Romanian VAT is charged and the customer accounts for it. */
  reverseCharge: boolean;
  /** The text the invoice must carry; null under Romanian VAT. */
  invoiceMention: string | null;
}

/** A VAT number of another member state: the country's prefix, then 2 to 13 letters or digits. */
export function isEuVatNumberOf(country: string, fiscalCode: string): boolean {
  const code = fiscalCode.replace(/[\s.-]+/g, '').toUpperCase();
  const prefix = vatPrefix(country);
  return code.startsWith(prefix) && /^[A-Z0-9]{2,13}$/.test(code.slice(prefix.length));
}

/** The VAT treatment of an order on a platform for a customer. */
export function vatTreatment(platform: TPlatform, customer: TVatCustomer | null | undefined): TVatTreatment {
  const country = customer?.country?.trim().toUpperCase() ?? '';
  const euBusinessOutsideRomania =
    country !== 'RO' &&
    (EU_MEMBER_STATES as readonly string[]).includes(country) &&
    isEuVatNumberOf(country, customer?.fiscalCode ?? '');
  const rule = euBusinessOutsideRomania ? EU_BUSINESS_VAT_RULE[platform] : 'ROMANIAN_VAT';
  return rule === 'EU_REVERSE_CHARGE'
    ? { rule, reverseCharge: true, invoiceMention: REVERSE_CHARGE_MENTION }
    : { rule, reverseCharge: false, invoiceMention: null };
}
