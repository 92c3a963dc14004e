import {
  fiscalCodeSchema,
  formatPhoneNumber,
  isValidFiscalCode,
  isValidPhone,
  isValidRegistrationNumber,
  isValidRomanianCui,
  phoneSchema,
  registrationNumberSchema,
  VALIDATION_MESSAGES,
  ZEmailSchema,
} from '../src/validation.ts';
import { safeReturnPath } from '../src/text.ts';

describe('fiscal code (CUI) check digit', () => {
  it.each([
    '18547290',
    '43131360',
    '38744563',
    '13548146',
    '1590082',
    '14399840',
    'RO18547290',
    'ro 18547290',
  ])('%s is valid', (code) => expect(isValidRomanianCui(code)).toBe(true));
  it.each(['18547291', '43131361', '0123456', '1', '12345678901', 'RO', '1854729A', ''])(
    '%s is not',
    (code) => expect(isValidRomanianCui(code)).toBe(false),
  );
  it('is stored uppercased without the RO prefix', () => {
    expect(fiscalCodeSchema('RO').parse(' ro18547290 ')).toBe('18547290');
  });
  it('reports required and invalid with their keys', () => {
    expect(fiscalCodeSchema('RO').safeParse('').error?.issues[0]?.message).toBe(
      'validation.fiscalCode.required',
    );
    expect(fiscalCodeSchema('RO').safeParse('18547291').error?.issues[0]?.message).toBe(
      'validation.fiscalCode.invalid',
    );
  });
  it('accepts a European code on the INT edition only', () => {
    expect(isValidFiscalCode('DE123456789', 'INT')).toBe(true);
    expect(isValidFiscalCode('DE123456789', 'RO')).toBe(false);
    expect(isValidFiscalCode('XX123', 'INT')).toBe(false);
  });
});

describe('trade register number', () => {
  const now = new Date('2026-11-21');
  it.each([
    'J40/1234/2020',
    'F12/34/1995',
    'C52/750/2012',
    'J2017015812405',
    'J2022006841234',
    'J2012000750528',
    'J2024035703000',
    '-',
  ])('%s is valid', (v) => expect(isValidRegistrationNumber(v, now)).toBe(true));
  it.each([
    'J41/1234/2020',
    'J40/1234/1989',
    'J40/1234/2027',
    'X40/1/2020',
    'J2017015812404',
    'J2017015812',
    'J40-1234-2020',
  ])('%s is not', (v) => expect(isValidRegistrationNumber(v, now)).toBe(false));
  it('is required on RO, optional on EN, free on INT', () => {
    expect(registrationNumberSchema('RO').safeParse('').success).toBe(false);
    expect(registrationNumberSchema('EN').safeParse('').success).toBe(true);
    expect(registrationNumberSchema('EN').safeParse('nope').success).toBe(false);
    expect(registrationNumberSchema('INT').safeParse('HRB 12345 B').success).toBe(true);
  });
});

describe('phone', () => {
  it('RO: exactly 10 digits after removing spaces', () => {
    expect(isValidPhone('0740 123 456', 'RO')).toBe(true);
    expect(isValidPhone('021 123 4567', 'RO')).toBe(true);
    expect(isValidPhone('+40740123456', 'RO')).toBe(false);
    expect(isValidPhone('074012345', 'RO')).toBe(false);
  });
  it('elsewhere: + or 00, a country code, then 3 to 14 digits', () => {
    expect(isValidPhone('+49 30 1234567', 'INT')).toBe(true);
    expect(isValidPhone('0040740123456', 'EN')).toBe(true);
    expect(isValidPhone('0740123456', 'INT')).toBe(false);
    expect(isValidPhone('+491', 'INT')).toBe(false);
    expect(isValidPhone('+49 123 456 789 012 345 67', 'INT')).toBe(false);
  });
  it('gives the edition’s message', () => {
    expect(phoneSchema('RO').safeParse('123').error?.issues[0]?.message).toBe('validation.phone.invalidRo');
    expect(phoneSchema('INT').safeParse('123').error?.issues[0]?.message).toBe(
      'validation.phone.invalidIntl',
    );
  });
  it('is written in groups for a reader: Bucharest 021 234 5678, others 0740 123 456, with +40 kept', () => {
    expect(formatPhoneNumber('0740123456')).toBe('0740 123 456');
    expect(formatPhoneNumber('0212345678')).toBe('021 234 5678');
    expect(formatPhoneNumber('0314 05 06 07')).toBe('031 405 0607');
    expect(formatPhoneNumber('0264123456')).toBe('0264 123 456');
    expect(formatPhoneNumber('+40740123456')).toBe('+40 740 123 456');
    expect(formatPhoneNumber('0040212345678')).toBe('+40 21 234 5678');
    // Another country's number stays as entered.
    expect(formatPhoneNumber('+49 30 1234567')).toBe('+49 30 1234567');
  });
});

describe('e-mail', () => {
  it('trims, lowercases and rejects garbage', () => {
    expect(ZEmailSchema.parse('  Ana.Pop@Example.RO ')).toBe('ana.pop@example.ro');
    expect(ZEmailSchema.safeParse('ana@').error?.issues[0]?.message).toBe('validation.email.invalid');
    expect(ZEmailSchema.safeParse('').error?.issues[0]?.message).toBe('validation.email.required');
  });
});

describe('messages', () => {
  it('exist in both languages, with comma-below ș ț only', () => {
    for (const [key, text] of Object.entries(VALIDATION_MESSAGES)) {
      expect([key, text.ro.length > 0 && text.en.length > 0]).toEqual([key, true]);
      expect(text.ro).not.toMatch(/[\u015F\u0163\u015E\u0162]/); // no cedilla
    }
  });
});

describe('return paths', () => {
  it.each([
    ['/companies?x=1', '/companies?x=1'],
    ['https://evil.example/x', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['/\t/evil.example', '/'],
    ['/\n/evil.example', '/'],
    ['/companies\u0000', '/'],
    ['', '/'],
    [null, '/'],
  ])('%s → %s', (value, expected) => expect(safeReturnPath(value)).toBe(expected));
});
