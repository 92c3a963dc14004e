/**
 * Who confirms an EU VAT number (docs/architecture.md#ports-to-the-outside-world: a port with real adapters): VIES itself, a local
 * stand-in, or none. An order is reverse-charged only for a number confirmed `valid`.
 */
export type VatCheckResult = 'valid' | 'invalid' | 'unavailable';

/** A VAT number as VIES takes it: the member state's prefix (EL for Greece) and the rest. */
export interface VatNumber {
  countryCode: string;
  number: string;
}

export interface VatNumberChecker {
  /** Never throws: a service that cannot answer is `unavailable`. */
  check(vat: VatNumber): Promise<VatCheckResult>;
}

/** VAT_CHECKER=off: nothing is confirmed, so nothing is reverse-charged. */
export const noVatChecker: VatNumberChecker = { check: () => Promise.resolve('unavailable') };
