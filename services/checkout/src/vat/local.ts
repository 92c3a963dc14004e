import type { VatCheckResult, VatNumber, VatNumberChecker } from './port.ts';

/**
 * A LOCAL STAND-IN for VIES, for development and tests (VAT_CHECKER=local): invented numbers, none of
 * them a real company's. These are valid; the outage number answers as a member state whose service
 * is down; every other number is invalid. With `down` every check is unavailable, as VIES is when it
 * is down as a whole.
 */
export const LOCAL_VALID_VAT_NUMBERS: readonly string[] = [
  'DE123456789',
  'FR12345678901',
  'ATU12345678',
  'EL123456789',
  'IT12345678901',
  'NL123456789B01',
];
/** The member state's service does not answer for this one (VIES's MS_UNAVAILABLE). */
export const LOCAL_VIES_OUTAGE_NUMBER = 'DE000000000';

export function createLocalVatChecker(options: { down: boolean }): VatNumberChecker {
  return {
    check({ countryCode, number }: VatNumber): Promise<VatCheckResult> {
      const code = `${countryCode}${number}`;
      if (options.down || code === LOCAL_VIES_OUTAGE_NUMBER) return Promise.resolve('unavailable');
      return Promise.resolve(LOCAL_VALID_VAT_NUMBERS.includes(code) ? 'valid' : 'invalid');
    },
  };
}
