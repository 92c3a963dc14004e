/**
 * The dated table of legal figures: each figure has its values in date order with their sources,
 * the value in force on a day is the latest that took effect by then (a day in Romania), and a
 * change entered ahead of time applies from its day without anything else changing.
 */
import {
  LEGAL_PARAMETER_IDS,
  legalParameter,
  legalParameters,
  legalValue,
  type TLegalParameters,
  ZLegalParametersSchema,
} from '../src/law/parameters.ts';

describe('the legal figures', () => {
  it('has every figure, each value dated and sourced in Romanian and English', () => {
    for (const id of LEGAL_PARAMETER_IDS) {
      const values = legalParameters[id].values;
      expect(values.length).toBeGreaterThan(0);
      for (const v of values) {
        expect(v.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(v.source.ro).not.toEqual('');
        expect(v.source.en).not.toEqual('');
      }
    }
  });

  it('says what each change of a figure means for the company, in both languages; the table refuses a change without it', () => {
    for (const id of LEGAL_PARAMETER_IDS)
      legalParameters[id].values.forEach((v, i) => {
        if (i === 0) expect(v.explanation).toBeUndefined();
        else
          expect(v.explanation).toEqual({
            ro: expect.stringMatching(/\.$/),
            en: expect.stringMatching(/\.$/),
          });
      });
    const amended: TLegalParameters = structuredClone(legalParameters);
    const change = {
      value: 96,
      from: '2028-01-01',
      source: { ro: 'un regulament de modificare', en: 'an amending regulation' },
    };
    amended.BREACH_NOTIFICATION_HOURS.values.push(change);
    const refused = ZLegalParametersSchema.safeParse(amended);
    expect(refused.error?.issues.map((issue) => issue.path)).toEqual([
      ['BREACH_NOTIFICATION_HOURS', 'values', 1, 'explanation'],
    ]);
    amended.BREACH_NOTIFICATION_HOURS.values[1] = {
      ...change,
      explanation: {
        ro: 'Aveți la dispoziție 96 de ore, în loc de 72, pentru a notifica ANSPDCP o încălcare a securității datelor.',
        en: 'You have 96 hours, instead of 72, to notify the ANSPDCP of a personal data breach.',
      },
    };
    expect(ZLegalParametersSchema.safeParse(amended).success).toBe(true);
  });

  it('gives the figures in force today: 72 hours, one month plus two, 250 and 50 employees, 30 days', () => {
    const today = '2026-11-29';
    expect(legalValue('BREACH_NOTIFICATION_HOURS', today)).toBe(72);
    expect(legalValue('REQUEST_RESPONSE_MONTHS', today)).toBe(1);
    expect(legalValue('REQUEST_EXTENSION_MONTHS', today)).toBe(2);
    expect(legalValue('RECORDS_EXEMPTION_EMPLOYEES', today)).toBe(250);
    expect(legalValue('WHISTLEBLOWING_EMPLOYEES', today)).toBe(50);
    expect(legalValue('EMPLOYEE_MONITORING_RETENTION_DAYS', today)).toBe(30);
  });

  it('applies a figure from its day: the whistleblowing channel from 250 employees, then from 50 (Law 361/2022)', () => {
    expect(legalValue('WHISTLEBLOWING_EMPLOYEES', '2023-12-16')).toBe(250);
    expect(legalValue('WHISTLEBLOWING_EMPLOYEES', '2023-12-17')).toBe(50);
    expect(legalParameter('WHISTLEBLOWING_EMPLOYEES', '2023-12-17').source.ro).toContain('361/2022');
  });

  it('reads a moment as its day in Romania: 23:30 UTC on the eve is already the day', () => {
    expect(legalValue('WHISTLEBLOWING_EMPLOYEES', new Date('2023-12-16T21:59:00Z'))).toBe(250);
    expect(legalValue('WHISTLEBLOWING_EMPLOYEES', new Date('2023-12-16T22:30:00Z'))).toBe(50);
  });

  it('takes a change entered ahead of time from its day on, and keeps the old figure before it', () => {
    const amended: TLegalParameters = structuredClone(legalParameters);
    amended.BREACH_NOTIFICATION_HOURS.values.push({
      value: 96,
      from: '2028-01-01',
      source: { ro: 'un regulament de modificare', en: 'an amending regulation' },
    });
    expect(legalValue('BREACH_NOTIFICATION_HOURS', '2027-12-31', amended)).toBe(72);
    expect(legalValue('BREACH_NOTIFICATION_HOURS', '2028-01-01', amended)).toBe(96);
    // The catalogue's own table is not changed by it.
    expect(legalValue('BREACH_NOTIFICATION_HOURS', '2028-01-01')).toBe(72);
  });
});
