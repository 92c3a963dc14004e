import {
  companyTimeZone,
  formatDate,
  formatDateTime,
  formatDay,
  formatMoney,
  formatRate,
  fromZonedInput,
  timeZoneLabel,
  toZonedInput,
} from '../src/format.ts';

// Intl puts no-break spaces between a number and its currency or in a time; the reader sees spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney: one way of writing money on every screen', () => {
  it('writes lei after the amount in both languages, with the language’s separators', () => {
    expect(plain(formatMoney(1234.5, 'RON', 'ro'))).toBe('1.234,50 lei');
    expect(plain(formatMoney(1234.5, 'RON', 'en'))).toBe('1,234.50 lei');
  });

  it('writes euros with the euro sign where each language puts it, whole amounts with two decimals', () => {
    expect(plain(formatMoney(65, 'EUR', 'ro'))).toBe('65,00 €');
    expect(plain(formatMoney(65, 'EUR', 'en'))).toBe('€65.00');
  });

  it('writes a VAT rate as a percentage', () => {
    expect(plain(formatRate(0.21, 'en'))).toBe('21%');
    expect(plain(formatRate(0.21, 'ro'))).toMatch(/^21\s?%$/);
  });
});

describe('dates and times: stored in UTC, shown in the company’s zone with the zone said', () => {
  it('shows an instant in Romania’s time and says so', () => {
    // 10:30 UTC is 12:30 in Bucharest in winter.
    expect(plain(formatDateTime('2026-11-29T10:30:00Z', 'ro', 'Europe/Bucharest'))).toBe(
      '29 noiembrie 2026 la 12:30 (ora României)',
    );
    expect(plain(formatDateTime('2026-11-29T10:30:00Z', 'en', 'Europe/Bucharest'))).toBe(
      '29 November 2026 at 12:30 (Romania time)',
    );
  });

  it('shows the day of an instant in the zone, which may differ from the UTC day', () => {
    expect(formatDate('2026-11-29T22:30:00Z', 'en', 'Europe/Bucharest')).toBe('30 November 2026');
    expect(formatDate('2026-11-29T22:30:00Z', 'en', 'Europe/Lisbon')).toBe('29 November 2026');
  });

  it('another company’s zone is named in the interface’s language, by its rules of today', () => {
    expect(plain(formatDateTime('2026-07-01T10:00:00Z', 'en', companyTimeZone('DE')))).toBe(
      '1 July 2026 at 12:00 (Central European Time)',
    );
    expect(plain(formatDateTime('2026-07-01T10:00:00Z', 'ro', companyTimeZone('DE')))).toBe(
      '1 iulie 2026 la 12:00 (ora Europei Centrale)',
    );
    // Portugal was on Central European time in 1970; it is on Western European time now.
    expect(timeZoneLabel(companyTimeZone('PT'), 'en')).toBe('Western European Time');
    expect(timeZoneLabel(companyTimeZone('PT'), 'ro')).toBe('ora Europei de Vest');
  });

  it('a Romanian company, or one whose country is not known, is in Romania’s zone', () => {
    expect(companyTimeZone('RO')).toBe('Europe/Bucharest');
    expect(companyTimeZone(null)).toBe('Europe/Bucharest');
    expect(companyTimeZone('fr')).toBe('Europe/Paris');
  });

  it('writes a calendar day as given, whatever the zone', () => {
    expect(formatDay('2026-03-03', 'ro')).toBe('3 martie 2026');
    expect(formatDay('2026-03-03', 'en')).toBe('3 March 2026');
  });
});

describe('time fields: entered and shown in the company’s zone, whatever the browser’s', () => {
  it('shows an instant as the company’s wall-clock time and reads it back', () => {
    // 14:00 UTC is 16:00 in Bucharest in winter, 17:00 in summer.
    expect(toZonedInput('2026-11-29T14:00:00Z')).toBe('2026-11-29T16:00');
    expect(toZonedInput('2026-07-01T14:00:00Z')).toBe('2026-07-01T17:00');
    expect(fromZonedInput('2026-11-29T16:00')).toBe('2026-11-29T14:00:00.000Z');
    expect(fromZonedInput('2026-07-01T17:00')).toBe('2026-07-01T14:00:00.000Z');
    expect(toZonedInput('2026-11-29T14:00:00Z', 'Europe/Berlin')).toBe('2026-11-29T15:00');
    expect(fromZonedInput('2026-11-29T15:00', 'Europe/Berlin')).toBe('2026-11-29T14:00:00.000Z');
  });

  it('takes the first of the autumn’s repeated hour and moves a time of the spring gap forward', () => {
    // 25 October 2026: 04:00 EEST becomes 03:00 EET; 03:30 happens at 00:30 and at 01:30 UTC.
    expect(fromZonedInput('2026-10-25T03:30')).toBe('2026-10-25T00:30:00.000Z');
    // 28 March 2027: 03:00 EET becomes 04:00 EEST; 03:30 does not exist and means 04:30.
    expect(toZonedInput(fromZonedInput('2027-03-28T03:30')!)).toBe('2027-03-28T04:30');
  });

  it('answers null for an empty field and undefined for something that is not a time', () => {
    expect(fromZonedInput('')).toBeNull();
    expect(fromZonedInput('mâine')).toBeUndefined();
    expect(toZonedInput(null)).toBe('');
  });
});
