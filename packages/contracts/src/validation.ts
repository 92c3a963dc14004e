import { z } from 'zod';
import { PLATFORMS, type Edition } from './edition.ts';
export {
  isValidationMessageKey,
  VALIDATION_MESSAGES,
  validationMessage,
  type ValidationMessageKey,
} from './validation-messages.ts';

/**
 * Validators shared by the forms and the services (one implementation). Messages are keys of
 * VALIDATION_MESSAGES so each side shows them in the user's language.
 */

/** A platform name as stored and sent (edition.ts): 'ro', 'en' or 'int'. */
export const ZPlatformSchema = z.enum(PLATFORMS);

const CUI_KEY = [7, 5, 3, 2, 1, 7, 5, 3, 2] as const;

/** Romanian CUI/CIF check digit (docs/facts/romania.md): 2 to 10 digits, no leading 0, last digit the control. */
export function isValidRomanianCui(code: string): boolean {
  const digits = code.replace(/\s+/g, '').replace(/^RO/i, '');
  if (!/^[1-9]\d{1,9}$/.test(digits)) return false;
  const body = digits.slice(0, -1).padStart(9, '0');
  const sum = CUI_KEY.reduce((acc, weight, i) => acc + weight * Number(body[i]), 0);
  const control = ((sum * 10) % 11) % 10;
  return control === Number(digits.at(-1));
}

/** EU VAT prefixes accepted before a foreign fiscal code (INT edition). */
const EU_PREFIXES =
  'AT|BE|BG|CY|CZ|DE|DK|EE|EL|GR|ES|FI|FR|HR|HU|IE|IT|LT|LU|LV|MT|NL|PL|PT|RO|SE|SI|SK|XI|CH|NO|GB|IS|LI';
const FOREIGN_FISCAL_CODE = new RegExp(`^(?:${EU_PREFIXES})?\\d[A-Z0-9 ]{1,19}$`);

/** Stored form: trimmed, uppercased, the RO prefix removed (docs/spec/behaviour.md §5). */
export function normalizeFiscalCode(code: string): string {
  return code
    .trim()
    .toUpperCase()
    .replace(/^RO\s*/, '');
}

export function isValidFiscalCode(code: string, edition: Edition): boolean {
  const upper = code.trim().toUpperCase();
  if (edition === 'INT') return FOREIGN_FISCAL_CODE.test(upper) || isValidRomanianCui(upper);
  return isValidRomanianCui(upper);
}

export function fiscalCodeSchema(edition: Edition) {
  return z
    .string({ error: 'validation.fiscalCode.required' })
    .trim()
    .min(1, 'validation.fiscalCode.required')
    .refine((v) => isValidFiscalCode(v, edition), 'validation.fiscalCode.invalid')
    .transform(normalizeFiscalCode);
}

/** County numbers used in trade register numbers: 1-40 (40 = București), 51 Călărași, 52 Giurgiu. */
function isRegisterCounty(n: number): boolean {
  return (n >= 1 && n <= 40) || n === 51 || n === 52;
}

const CLASSIC_REGISTRATION = /^([JFC])(\d{1,2})\/(\d{1,6})\/(\d{4})$/;
const NEW_REGISTRATION = /^([JFC])(\d{4})(\d{6})(\d{2})(\d)$/;

/**
 * Trade register number (docs/facts/romania.md): classic `J40/1234/2020`, or the 14-character form of
 * Law 265/2022 `J2017015812405` with its check digit; `-` when the company has none.
 */
export function isValidRegistrationNumber(value: string, now = new Date()): boolean {
  const v = value.trim().toUpperCase();
  if (v === '-') return true;
  const year = now.getFullYear();
  const classic = CLASSIC_REGISTRATION.exec(v);
  if (classic) {
    const [, , county, , y] = classic;
    return isRegisterCounty(Number(county)) && Number(y) >= 1990 && Number(y) <= year;
  }
  const modern = NEW_REGISTRATION.exec(v);
  if (modern) {
    const [, letter = '', y, , county, check] = modern;
    if (Number(y) < 1990 || Number(y) > year) return false;
    if (county !== '00' && !isRegisterCounty(Number(county))) return false;
    const digits = v.slice(1, -1).split('').map(Number);
    const sum = (letter.charCodeAt(0) % 10) + digits.reduce((a, b) => a + b, 0);
    return sum % 10 === Number(check);
  }
  return false;
}

export function registrationNumberSchema(edition: Edition) {
  const base = z.string().trim().toUpperCase();
  if (edition === 'RO') {
    return base
      .min(1, 'validation.registrationNumber.required')
      .refine((v) => isValidRegistrationNumber(v), 'validation.registrationNumber.invalid');
  }
  if (edition === 'EN') {
    // English edition: optional, but when given it is a Romanian number (J…) or '-'.
    return base.refine(
      (v) => v === '' || (v !== '' && isValidRegistrationNumber(v)),
      'validation.registrationNumber.invalid',
    );
  }
  // EU companies: register numbers differ per country; free text, optional.
  return base.max(60, 'validation.registrationNumber.invalid');
}

/** RO: exactly 10 digits starting with the trunk 0; elsewhere + or 00, a country code and 3 to 14 digits. */
export function isValidPhone(value: string, edition: Edition): boolean {
  const v = value.replace(/\s+/g, '');
  if (edition === 'RO') return /^0\d{9}$/.test(v);
  return /^(?:\+|00)[1-9]\d{0,2}\d{3,14}$/.test(v);
}

/**
 * A phone number as it is written for a reader (documents): a Romanian number in groups, the
 * Bucharest ones 021 234 5678, every other one 0740 123 456 (+40 740 123 456 with the country code);
 * any other number as it was entered.
 */
export function formatPhoneNumber(value: string): string {
  const v = value.replace(/\s+/g, '');
  const national = /^0(\d{9})$/.exec(v)?.[1] ?? /^(?:\+|00)40(\d{9})$/.exec(v)?.[1];
  if (national === undefined) return value.trim();
  const bucharest = /^[23]1/.test(national);
  const groups = bucharest
    ? [national.slice(0, 2), national.slice(2, 5), national.slice(5)]
    : [national.slice(0, 3), national.slice(3, 6), national.slice(6)];
  return v.startsWith('0') && !v.startsWith('00')
    ? `0${groups[0]} ${groups[1]} ${groups[2]}`
    : `+40 ${groups.join(' ')}`;
}

export function phoneSchema(edition: Edition) {
  return z
    .string({ error: 'validation.phone.required' })
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(
      z
        .string()
        .min(1, 'validation.phone.required')
        .refine(
          (v) => isValidPhone(v, edition),
          edition === 'RO' ? 'validation.phone.invalidRo' : 'validation.phone.invalidIntl',
        ),
    );
}

export const ZEmailSchema = z
  .string({ error: 'validation.email.required' })
  .trim()
  .min(1, 'validation.email.required')
  .max(254, 'validation.email.invalid')
  .pipe(z.email({ error: 'validation.email.invalid' }))
  .transform((v) => v.toLowerCase());

/** YYYY-MM-DD, a real calendar day. */
export const ZDaySchema = z.string({ error: 'validation.date.invalid' }).refine((day) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}, 'validation.date.invalid');
