/**
 * Every legal figure the product applies, in one dated table: the value, the day it takes effect and
 * the rule that sets it. The documents, the registers' clocks, the checkout and the forms read a
 * figure for the date that matters (when a breach was discovered, a request received, a document
 * made, an order placed), so a change known in advance is entered here with its date and applies by
 * itself from that day, and what was made before it keeps the figure of its own day.
 *
 * Proposals that are not law (the Digital Omnibus' 96 hours for breaches, a 750-employee Art. 30(5)
 * threshold) are not entered until adopted, with the date they apply from. A figure marked "verify"
 * in its note has a source to check before relying on it in advice.
 *
 * Romania's standard VAT rate is here too: the checkout prices every order with the rate in force on
 * the day it is priced (services/checkout/src/pricing), whatever the edition.
 */
import { z } from 'zod';
import { ZLocalizedSchema, type TLocalized } from '../schema/common.ts';

export const LEGAL_PARAMETER_IDS = [
  'BREACH_NOTIFICATION_HOURS',
  'REQUEST_RESPONSE_MONTHS',
  'REQUEST_EXTENSION_MONTHS',
  'RECORDS_EXEMPTION_EMPLOYEES',
  'WHISTLEBLOWING_EMPLOYEES',
  'WHISTLEBLOWING_ACKNOWLEDGEMENT_DAYS',
  'WHISTLEBLOWING_FEEDBACK_MONTHS',
  'EMPLOYEE_MONITORING_RETENTION_DAYS',
  'VAT_STANDARD_RATE_PERCENT',
  'RETENTION_ACCOUNTING_YEARS',
  'RETENTION_PAYROLL_YEARS',
  'RETENTION_PAYROLL_DECLARED_YEARS',
  'RETENTION_TAX_LIMITATION_YEARS',
  'RETENTION_CIVIL_LIMITATION_YEARS',
  'RETENTION_WHISTLEBLOWING_REPORTS_YEARS',
] as const;
export type TLegalParameterId = (typeof LEGAL_PARAMETER_IDS)[number];

const ZDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a day, YYYY-MM-DD');

export const ZLegalParameterValueSchema = z.strictObject({
  value: z.number().nonnegative(),
  /** The first day it applies (YYYY-MM-DD, the day in Romania). */
  from: ZDaySchema,
  /** The rule that sets it, as a document cites it. */
  source: ZLocalizedSchema,
  /** What to check before relying on it, when something is uncertain. */
  verify: z.string().optional(),
  /**
   * What the change means for the company, in plain words, for its admins (the legal update's
   * summary: the dashboard's notice, the e-mail, the API): what it must now do, or may, that it did
   * not before, e.g. „Aveți la dispoziție 96 de ore, în loc de 72, pentru a notifica ANSPDCP…”. One
   * or two sentences each, formal Romanian and natural English, each ending with a full stop.
   * Required for every value after a figure's first (a change); the first has none.
   */
  explanation: ZLocalizedSchema.optional(),
});
export type TLegalParameterValue = z.infer<typeof ZLegalParameterValueSchema>;

export const ZLegalParametersSchema = z
  .record(
    z.enum(LEGAL_PARAMETER_IDS),
    z.strictObject({
      /** What the figure is, for whoever reads the table. */
      about: z.string(),
      /** Its name as a legal update announces its change to the admins (a sentence's subject). */
      name: ZLocalizedSchema,
      unit: z.enum(['hours', 'days', 'months', 'years', 'employees', 'percent']),
      /** Its values over time, oldest first. */
      values: z.array(ZLegalParameterValueSchema).min(1),
    }),
  )
  .superRefine((table, ctx) => {
    for (const id of LEGAL_PARAMETER_IDS) {
      const values = table[id]?.values ?? [];
      if (!table[id]) ctx.addIssue({ code: 'custom', path: [id], message: `${id} has no entry` });
      values.forEach((v, i) => {
        if (i > 0 && v.from <= values[i - 1]!.from)
          ctx.addIssue({
            code: 'custom',
            path: [id, 'values', i, 'from'],
            message: `${id}: the values are dated in increasing order`,
          });
        // A change is announced to the admins: what it means for the company is said in both languages.
        if (i > 0 && !v.explanation)
          ctx.addIssue({
            code: 'custom',
            path: [id, 'values', i, 'explanation'],
            message: `${id}: the value from ${v.from} changes the figure: say what it means for the company (explanation, ro and en)`,
          });
      });
    }
  });
export type TLegalParameters = z.infer<typeof ZLegalParametersSchema>;

const GDPR = '2018-05-25';
const ro = (text: string, en: string): TLocalized => ({ ro: text, en });

export const legalParameters: TLegalParameters = ZLegalParametersSchema.parse({
  BREACH_NOTIFICATION_HOURS: {
    about: 'A personal data breach is notified to the authority within this many hours of awareness.',
    name: ro('Termenul de notificare a încălcărilor securității datelor', 'The breach notification deadline'),
    unit: 'hours',
    values: [{ value: 72, from: GDPR, source: ro('art. 33 alin. (1) din GDPR', 'Article 33(1) GDPR') }],
  },
  REQUEST_RESPONSE_MONTHS: {
    about: "A data subject's request is answered within this many months of receipt.",
    name: ro(
      'Termenul de răspuns la cererile persoanelor vizate',
      "The deadline for answering data subjects' requests",
    ),
    unit: 'months',
    values: [{ value: 1, from: GDPR, source: ro('art. 12 alin. (3) din GDPR', 'Article 12(3) GDPR') }],
  },
  REQUEST_EXTENSION_MONTHS: {
    about: 'The further months a request may be extended by, with the reasons told within the first month.',
    name: ro(
      'Prelungirea posibilă a termenului de răspuns la cereri',
      'The possible extension of the deadline for answering requests',
    ),
    unit: 'months',
    values: [{ value: 2, from: GDPR, source: ro('art. 12 alin. (3) din GDPR', 'Article 12(3) GDPR') }],
  },
  RECORDS_EXEMPTION_EMPLOYEES: {
    about: 'Below this many employees the record of processing activities may be exempt (Art. 30(5)).',
    name: ro(
      'Pragul de angajați al scutirii de la registrul activităților de prelucrare',
      'The headcount threshold of the exemption from the record of processing activities',
    ),
    unit: 'employees',
    values: [{ value: 250, from: GDPR, source: ro('art. 30 alin. (5) din GDPR', 'Article 30(5) GDPR') }],
  },
  WHISTLEBLOWING_EMPLOYEES: {
    about: 'From this many employees a private employer must have an internal reporting channel.',
    name: ro(
      'Numărul de angajați de la care canalul intern de raportare este obligatoriu',
      'The headcount from which an internal reporting channel is required',
    ),
    unit: 'employees',
    // docs/facts/romania.md: 250 or more from 22 December 2022, 50 or more from 17 December 2023.
    values: [
      {
        value: 250,
        from: '2022-12-22',
        source: ro('Legea nr. 361/2022', 'Law 361/2022'),
        verify: 'the dates and the article against the consolidated text',
      },
      {
        value: 50,
        from: '2023-12-17',
        source: ro('Legea nr. 361/2022', 'Law 361/2022'),
        verify: 'the dates and the article against the consolidated text',
        explanation: ro(
          'Dacă societatea dumneavoastră are între 50 și 249 de angajați, trebuie să aibă de la această dată un canal intern de raportare a încălcărilor legii, cu o persoană sau un compartiment desemnat să primească raportările și să le dea curs; până acum, obligația îi privea doar pe angajatorii cu cel puțin 250 de angajați.',
          'If your company has between 50 and 249 employees, it must have an internal channel for reporting breaches of the law from this day, with a person or department appointed to receive the reports and follow them up; until now, the obligation applied only to employers with 250 employees or more.',
        ),
      },
    ],
  },
  WHISTLEBLOWING_ACKNOWLEDGEMENT_DAYS: {
    about: 'A report is acknowledged to the whistleblower within this many days of receipt.',
    name: ro('Termenul de confirmare a primirii unei raportări', 'The deadline for acknowledging a report'),
    unit: 'days',
    values: [
      {
        value: 7,
        from: '2022-12-22',
        source: ro('Legea nr. 361/2022', 'Law 361/2022'),
        verify: 'against the consolidated text (docs/facts/romania.md)',
      },
    ],
  },
  WHISTLEBLOWING_FEEDBACK_MONTHS: {
    about: 'The whistleblower is told what was done within this many months of the acknowledgement.',
    name: ro(
      'Termenul de informare a avertizorului despre măsurile luate',
      'The deadline for telling the whistleblower what was done',
    ),
    unit: 'months',
    values: [
      {
        value: 3,
        from: '2022-12-22',
        source: ro('Legea nr. 361/2022', 'Law 361/2022'),
        verify: 'against the consolidated text (docs/facts/romania.md)',
      },
    ],
  },
  EMPLOYEE_MONITORING_RETENTION_DAYS: {
    about:
      'Footage of employees is kept at most this many days, save for cases provided by law or duly justified.',
    name: ro(
      'Durata maximă de păstrare a înregistrărilor de monitorizare a angajaților',
      'The longest retention of employee monitoring footage',
    ),
    unit: 'days',
    values: [
      {
        value: 30,
        from: '2018-07-31',
        source: ro('art. 5 din Legea nr. 190/2018', 'Article 5 of Romanian Law 190/2018'),
      },
    ],
  },
  VAT_STANDARD_RATE_PERCENT: {
    about: "Romania's standard VAT rate, charged on the platform's sales (the reverse charge aside).",
    name: ro('Cota standard de TVA', 'The standard VAT rate'),
    unit: 'percent',
    values: [
      {
        value: 19,
        from: '2017-01-01',
        source: ro(
          'art. 291 alin. (1) lit. a) din Legea nr. 227/2015 privind Codul fiscal',
          'Article 291(1)(a) of Romanian Law 227/2015 (the Fiscal Code)',
        ),
      },
      {
        value: 21,
        from: '2025-08-01',
        source: ro(
          'art. 291 alin. (1) lit. a) din Codul fiscal, modificat prin Legea nr. 141/2025',
          'Article 291(1)(a) of the Fiscal Code, as amended by Romanian Law 141/2025',
        ),
        verify: 'the article as amended, against the consolidated Fiscal Code',
        explanation: ro(
          'Comenzile plasate pe platformă de la această dată sunt facturate cu TVA de 21%, în loc de 19%; o comandă plasată înainte își păstrează cota.',
          'Orders placed on the platform from this day are invoiced with 21% VAT instead of 19%; an order placed before keeps its rate.',
        ),
      },
    ],
  },
  // Retention periods of Romanian law (docs/facts/romania.md, "Retention periods with a legal source"):
  // the retention presets that rest on one write it from here (values/retention.ts `retentionLabel`),
  // so a change entered with its day changes their text from that day. A rule in force before the
  // GDPR is entered from the GDPR's day: the product dates nothing earlier.
  RETENTION_ACCOUNTING_YEARS: {
    about:
      'Accounting registers and supporting documents are kept this many years from the end of the financial year.',
    name: ro('Termenul de păstrare a documentelor contabile', 'The retention period of accounting documents'),
    unit: 'years',
    values: [
      {
        value: 10,
        from: GDPR,
        source: ro('art. 25 din Legea contabilității nr. 82/1991', 'Accounting Law 82/1991, art. 25'),
      },
    ],
  },
  RETENTION_PAYROLL_YEARS: {
    about:
      'Payroll statements whose data are not declared in the D112/D205 returns are kept this many years.',
    name: ro(
      'Termenul de păstrare a statelor de salarii nedeclarate prin D112/D205',
      'The retention period of payroll statements not declared in D112/D205',
    ),
    unit: 'years',
    values: [
      {
        value: 50,
        from: GDPR,
        source: ro('art. 25 din Legea contabilității nr. 82/1991', 'Accounting Law 82/1991, art. 25'),
        verify: 'the paragraph against the consolidated Law 82/1991',
      },
    ],
  },
  RETENTION_PAYROLL_DECLARED_YEARS: {
    about: 'Payroll statements whose data are declared in the D112/D205 returns are kept this many years.',
    name: ro(
      'Termenul de păstrare a statelor de salarii declarate prin D112/D205',
      'The retention period of payroll statements declared in D112/D205',
    ),
    unit: 'years',
    values: [
      {
        value: 5,
        from: '2023-01-01',
        source: ro(
          'art. 25 alin. (1^1) din Legea contabilității nr. 82/1991, introdus prin Legea nr. 195/2022',
          'Accounting Law 82/1991, art. 25(1^1), inserted by Law 195/2022',
        ),
        verify:
          'the consolidated Law 82/1991 art. 25(1^1) and the day it applies from (docs/facts/romania.md)',
      },
    ],
  },
  RETENTION_TAX_LIMITATION_YEARS: {
    about: 'The tax limitation period: records a tax assessment may rest on are kept this many years.',
    name: ro('Termenul de prescripție fiscală', 'The tax limitation period'),
    unit: 'years',
    values: [
      {
        value: 5,
        from: '2016-01-01',
        source: ro(
          'art. 110 din Codul de procedură fiscală – Legea nr. 207/2015',
          'Fiscal Procedure Code – Law 207/2015, art. 110',
        ),
      },
    ],
  },
  RETENTION_CIVIL_LIMITATION_YEARS: {
    about: 'The general limitation period for civil claims, in years.',
    name: ro('Termenul general de prescripție', 'The general limitation period'),
    unit: 'years',
    values: [
      { value: 3, from: '2011-10-01', source: ro('art. 2517 din Codul civil', 'Civil Code art. 2517') },
    ],
  },
  RETENTION_WHISTLEBLOWING_REPORTS_YEARS: {
    about: 'Whistleblowing reports are kept this many years from receipt, then destroyed.',
    name: ro(
      'Termenul de păstrare a raportărilor privind încălcări ale legii',
      'The retention period of whistleblowing reports',
    ),
    unit: 'years',
    values: [
      {
        value: 5,
        from: '2022-12-22',
        source: ro('art. 11 din Legea nr. 361/2022', 'Law 361/2022, art. 11'),
        verify: 'the article that sets the 5 years (art. 11 is our reading) against the consolidated text',
      },
    ],
  },
});

// Made once: a formatter with a time zone costs more to build than the lookup it serves (the checkout
// reads the VAT rate for every order summary).
const ROMANIAN_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Bucharest',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day of a moment in Romania (a figure applies from a day of the Romanian calendar). */
function romanianDay(at: Date): string {
  return ROMANIAN_DAY.format(at);
}

/**
 * The value of a legal figure in force on a day (a `Date`, read as its day in Romania, or a day
 * YYYY-MM-DD): the latest value that took effect by then. Before the first, the first (the product
 * never dates anything earlier).
 */
export function legalParameter(
  id: TLegalParameterId,
  at: Date | string,
  table: TLegalParameters = legalParameters,
): TLegalParameterValue {
  const day = typeof at === 'string' ? at : romanianDay(at);
  const values = table[id].values;
  return values.filter((v) => v.from <= day).at(-1) ?? values[0]!;
}

/** The figure's value alone, for the date that matters. */
export const legalValue = (id: TLegalParameterId, at: Date | string, table?: TLegalParameters): number =>
  legalParameter(id, at, table).value;

/** Romania's standard VAT rate on a day, as a fraction (0.21): what an order priced that day is charged. */
export const romanianVatRate = (at: Date | string, table?: TLegalParameters): number =>
  legalValue('VAT_STANDARD_RATE_PERCENT', at, table) / 100;
