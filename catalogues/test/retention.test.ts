/**
 * The retention presets whose period is a legal figure: their labels are written from the dated table
 * (law/parameters.ts) for a day, read today word for word as they did when they were fixed strings,
 * and a change entered ahead of time changes the text from its day only.
 */
import { legalParameters, type TLegalParameters } from '../src/law/parameters.ts';
import { countInWords, countOf } from '../src/law/count.ts';
import { RETENTION_IDS } from '../src/schema/enums.ts';
import {
  isLegalRetention,
  resolveValue,
  retentionIdOfLabel,
  retentionLabel,
  valueLists,
} from '../src/values/index.ts';

/** The labels as they were written before they came from the dated table (today's law). */
const FIXED = {
  employeeMonitoring30Days: {
    ro: 'Cel mult 30 de zile (art. 5 din Legea nr. 190/2018), cu excepția situațiilor expres reglementate de lege sau a cazurilor temeinic justificate',
    en: 'At most 30 days (Law 190/2018, art. 5), except where the law expressly provides otherwise or in duly justified cases',
    int: 'At most 30 days, except where the law provides otherwise or in duly justified cases',
  },
  years3Limitation: {
    ro: '3 ani de la ultima interacțiune (termenul general de prescripție, art. 2517 din Codul civil)',
    en: '3 years from the last interaction (general limitation period, Civil Code art. 2517)',
    int: '3 years from the last interaction (general limitation period for claims)',
  },
  years5Tax: {
    ro: '5 ani (termenul de prescripție fiscală, art. 110 din Codul de procedură fiscală – Legea nr. 207/2015)',
    en: '5 years (tax limitation period, Fiscal Procedure Code – Law 207/2015, art. 110)',
    int: '5 years (tax limitation period)',
  },
  accounting10Years: {
    ro: '10 ani de la încheierea exercițiului financiar (art. 25 din Legea contabilității nr. 82/1991)',
    en: '10 years from the end of the financial year (Accounting Law 82/1991, art. 25)',
    int: 'The period required by applicable accounting law (typically 10 years from the end of the financial year)',
  },
  payroll50Years: {
    ro: '5 ani pentru statele de salarii ale căror date sunt declarate în D112/D205 (art. 25 alin. (1^1) din Legea contabilității nr. 82/1991, introdus prin Legea nr. 195/2022); 50 de ani pentru celelalte state de salarii',
    en: '5 years for payroll statements whose data are declared in the D112/D205 returns (Accounting Law 82/1991, art. 25(1^1), inserted by Law 195/2022); 50 years for other payroll statements',
    int: 'The period required by applicable law for payroll records',
  },
  contractPlus3Years: {
    ro: 'Durata contractului și 3 ani după încetarea acestuia (termenul general de prescripție)',
    en: 'The duration of the contract and 3 years after it ends (general limitation period)',
    int: 'The duration of the contract and 3 years after it ends (general limitation period)',
  },
  whistleblowing5Years: {
    ro: '5 ani de la primirea raportării, apoi se distruge (art. 11 din Legea nr. 361/2022)',
    en: '5 years from receipt of the report, then destroyed (Law 361/2022, art. 11)',
    int: '5 years from receipt of the report, then destroyed, or the period set by applicable whistleblower protection law',
  },
} as const;

const TODAY = '2026-11-29';

/** The table with one more value of a figure, from a day. */
function amended(id: keyof TLegalParameters, value: number, from: string): TLegalParameters {
  const table = structuredClone(legalParameters);
  table[id].values.push({ value, from, source: table[id].values.at(-1)!.source });
  return table;
}

describe('retention labels from the dated legal figures', () => {
  it.each(Object.keys(FIXED) as (keyof typeof FIXED)[])(
    '%s reads today exactly as its fixed label did, in Romanian, English and the INT edition',
    (id) => {
      expect(isLegalRetention(id)).toBe(true);
      expect(retentionLabel(id, 'ro', 'RO', TODAY)).toBe(FIXED[id].ro);
      expect(retentionLabel(id, 'en', 'RO', TODAY)).toBe(FIXED[id].en);
      expect(retentionLabel(id, 'en', 'INT', TODAY)).toBe(FIXED[id].int);
      // What the editor suggests and a preset stores: the label in force when loaded.
      expect(resolveValue('retention', id, 'ro')).toBe(FIXED[id].ro);
      expect(resolveValue('retention', id, 'en', 'INT')).toBe(FIXED[id].int);
    },
  );

  it('gives the other presets their fixed label whatever the day', () => {
    expect(isLegalRetention('months3')).toBe(false);
    expect(retentionLabel('months3', 'ro', 'RO', '2040-01-01')).toBe('3 luni');
    expect(retentionLabel('untilConsentWithdrawn', 'en', 'RO', TODAY)).toBe('Until consent is withdrawn');
  });

  it('writes the payroll period in force on the day: 75 years from a change entered ahead of time, 50 before it', () => {
    const table = amended('RETENTION_PAYROLL_YEARS', 75, '2027-07-01');
    expect(retentionLabel('payroll50Years', 'ro', 'RO', '2027-06-30', table)).toContain(
      '; 50 de ani pentru celelalte state de salarii',
    );
    expect(retentionLabel('payroll50Years', 'ro', 'RO', '2027-07-01', table)).toContain(
      '; 75 de ani pentru celelalte state de salarii',
    );
    expect(retentionLabel('payroll50Years', 'en', 'RO', '2027-07-01', table)).toMatch(
      /; 75 years for other payroll statements$/,
    );
    // A moment is read as its day in Romania: 22:30 UTC on the eve is already the first of July.
    expect(retentionLabel('payroll50Years', 'ro', 'RO', new Date('2027-06-30T22:30:00Z'), table)).toContain(
      '75 de ani',
    );
    // The catalogue's own table is not changed by it.
    expect(retentionLabel('payroll50Years', 'ro', 'RO', '2027-07-01')).toBe(FIXED.payroll50Years.ro);
  });

  it('writes a changed tax limitation and its new source from the day it applies', () => {
    const table = structuredClone(legalParameters);
    table.RETENTION_TAX_LIMITATION_YEARS.values.push({
      value: 6,
      from: '2028-01-01',
      source: {
        ro: 'art. 110 din Codul de procedură fiscală, modificat',
        en: 'Fiscal Procedure Code, art. 110 as amended',
      },
    });
    expect(retentionLabel('years5Tax', 'ro', 'RO', '2028-01-01', table)).toBe(
      '6 ani (termenul de prescripție fiscală, art. 110 din Codul de procedură fiscală, modificat)',
    );
    expect(retentionLabel('years5Tax', 'en', 'RO', '2027-12-31', table)).toBe(FIXED.years5Tax.en);
  });

  it('writes one year as Romanian writes a masculine noun', () => {
    const table = amended('RETENTION_CIVIL_LIMITATION_YEARS', 1, '2030-01-01');
    expect(retentionLabel('contractPlus3Years', 'ro', 'RO', '2030-01-01', table)).toBe(
      'Durata contractului și un an după încetarea acestuia (termenul general de prescripție)',
    );
    expect(retentionLabel('contractPlus3Years', 'en', 'RO', '2030-01-01', table)).toBe(
      'The duration of the contract and one year after it ends (general limitation period)',
    );
  });

  it('finds the preset of a text that is one of its labels, today’s or of a change entered, and no other text', () => {
    expect(retentionIdOfLabel(FIXED.payroll50Years.ro)).toBe('payroll50Years');
    expect(retentionIdOfLabel(`  ${FIXED.years5Tax.en} `)).toBe('years5Tax');
    expect(retentionIdOfLabel('3 luni')).toBe('months3');
    const table = amended('RETENTION_PAYROLL_YEARS', 75, '2027-07-01');
    const later = retentionLabel('payroll50Years', 'en', 'RO', '2027-07-01', table);
    expect(retentionIdOfLabel(later, table)).toBe('payroll50Years');
    expect(retentionIdOfLabel(FIXED.payroll50Years.en, table)).toBe('payroll50Years');
    // Words of the admin's own, even about the same law, are theirs.
    expect(retentionIdOfLabel('5 ani, conform Codului fiscal')).toBeUndefined();
    expect(retentionIdOfLabel('')).toBeUndefined();
  });

  it('lists every preset of the retention value list by its id', () => {
    expect(valueLists.retention.map((e) => e.id)).toEqual([...RETENTION_IDS]);
  });
});

describe('a number with its noun (the documents’ count filters share it)', () => {
  it('writes figures with „de” from 20 on, and one as the noun’s gender asks', () => {
    expect(countOf(30, 'ro', 'zi', 'zile')).toBe('30 de zile');
    expect(countOf(10, 'ro', 'an', 'ani', 'm')).toBe('10 ani');
    expect(countOf(1, 'ro', 'an', 'ani', 'm')).toBe('un an');
    expect(countOf(1, 'ro', 'zi', 'zile')).toBe('o zi');
    expect(countOf(50, 'en', 'year', 'years')).toBe('50 years');
  });

  it('writes one to ten in words', () => {
    expect(countInWords(2, 'ro', 'lună', 'luni')).toBe('două luni');
    expect(countInWords(2, 'ro', 'an', 'ani', 'm')).toBe('doi ani');
    expect(countInWords(3, 'en', 'month', 'months')).toBe('three months');
    expect(countInWords(72, 'ro', 'oră', 'ore')).toBe('72 de ore');
  });
});
