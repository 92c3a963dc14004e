import { countOf } from '../law/count.ts';
import {
  legalParameter,
  legalParameters,
  type TLegalParameterId,
  type TLegalParameters,
} from '../law/parameters.ts';
import { l, pick, type TEdition, type TLocale, type TLocalized } from '../schema/common.ts';
import { RETENTION_IDS, type TRetentionId } from '../schema/enums.ts';
import type { TPlainBody } from './schema.ts';

/** A dated figure as the label writes it: its value and its source, in force on the day. */
type Figure = {
  years: (language: TLocale) => string;
  days: (language: TLocale) => string;
  source: TLocalized;
};

function figure(id: TLegalParameterId, day: Date | string, table?: TLegalParameters): Figure {
  const { value, source } = legalParameter(id, day, table);
  return {
    years: (language) =>
      countOf(value, language, language === 'ro' ? 'an' : 'year', language === 'ro' ? 'ani' : 'years', 'm'),
    days: (language) =>
      countOf(value, language, language === 'ro' ? 'zi' : 'day', language === 'ro' ? 'zile' : 'days'),
    source,
  };
}

/**
 * The retention presets whose period is a legal figure (law/parameters.ts): their label written from
 * the figure in force on a day, with its source where the label cites it. Today's labels read word
 * for word as they did when they were fixed strings (catalogues/test/values.test.ts).
 */
const LEGAL_RETENTION = {
  employeeMonitoring30Days: (day, table) => {
    const days = figure('EMPLOYEE_MONITORING_RETENTION_DAYS', day, table);
    return l(
      `Cel mult ${days.days('ro')} (art. 5 din Legea nr. 190/2018), cu excepția situațiilor expres reglementate de lege sau a cazurilor temeinic justificate`,
      `At most ${days.days('en')} (Law 190/2018, art. 5), except where the law expressly provides otherwise or in duly justified cases`,
      `At most ${days.days('en')}, except where the law provides otherwise or in duly justified cases`,
    );
  },
  years3Limitation: (day, table) => {
    const civil = figure('RETENTION_CIVIL_LIMITATION_YEARS', day, table);
    return l(
      `${civil.years('ro')} de la ultima interacțiune (termenul general de prescripție, ${civil.source.ro})`,
      `${civil.years('en')} from the last interaction (general limitation period, ${civil.source.en})`,
      `${civil.years('en')} from the last interaction (general limitation period for claims)`,
    );
  },
  years5Tax: (day, table) => {
    const tax = figure('RETENTION_TAX_LIMITATION_YEARS', day, table);
    return l(
      `${tax.years('ro')} (termenul de prescripție fiscală, ${tax.source.ro})`,
      `${tax.years('en')} (tax limitation period, ${tax.source.en})`,
      `${tax.years('en')} (tax limitation period)`,
    );
  },
  accounting10Years: (day, table) => {
    const accounting = figure('RETENTION_ACCOUNTING_YEARS', day, table);
    return l(
      `${accounting.years('ro')} de la încheierea exercițiului financiar (${accounting.source.ro})`,
      `${accounting.years('en')} from the end of the financial year (${accounting.source.en})`,
      `The period required by applicable accounting law (typically ${accounting.years('en')} from the end of the financial year)`,
    );
  },
  payroll50Years: (day, table) => {
    const declared = figure('RETENTION_PAYROLL_DECLARED_YEARS', day, table);
    const other = figure('RETENTION_PAYROLL_YEARS', day, table);
    return l(
      `${declared.years('ro')} pentru statele de salarii ale căror date sunt declarate în D112/D205 (${declared.source.ro}); ${other.years('ro')} pentru celelalte state de salarii`,
      `${declared.years('en')} for payroll statements whose data are declared in the D112/D205 returns (${declared.source.en}); ${other.years('en')} for other payroll statements`,
      'The period required by applicable law for payroll records',
    );
  },
  contractPlus3Years: (day, table) => {
    const civil = figure('RETENTION_CIVIL_LIMITATION_YEARS', day, table);
    return l(
      `Durata contractului și ${civil.years('ro')} după încetarea acestuia (termenul general de prescripție)`,
      `The duration of the contract and ${civil.years('en')} after it ends (general limitation period)`,
    );
  },
  whistleblowing5Years: (day, table) => {
    const reports = figure('RETENTION_WHISTLEBLOWING_REPORTS_YEARS', day, table);
    return l(
      `${reports.years('ro')} de la primirea raportării, apoi se distruge (${reports.source.ro})`,
      `${reports.years('en')} from receipt of the report, then destroyed (${reports.source.en})`,
      `${reports.years('en')} from receipt of the report, then destroyed, or the period set by applicable whistleblower protection law`,
    );
  },
} as const satisfies Record<string, (day: Date | string, table?: TLegalParameters) => TLocalized>;
type TLegalRetentionId = keyof typeof LEGAL_RETENTION;

/**
 * The legal figures the retention presets' labels are written from: a change to one of them changes
 * the text of every document stating a period made from such a preset (the legal updates' wave
 * reaches them). Read from the labels themselves, so a label reading a new figure is counted.
 */
export function retentionParameters(): ReadonlySet<TLegalParameterId> {
  const read = new Set<TLegalParameterId>();
  const table = new Proxy(legalParameters, {
    get(target, key, receiver) {
      if (typeof key === 'string') read.add(key as TLegalParameterId);
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  for (const label of Object.values(LEGAL_RETENTION)) label(new Date(), table);
  return read;
}

/**
 * The label of a legal period in force when the catalogue is loaded: what the editor suggests and
 * a preset operation stores as its text. A document, which has its own date, asks `retentionLabel`.
 */
const inForce = (id: TLegalRetentionId): TLocalized => LEGAL_RETENTION[id](new Date(), undefined);

/**
 * Retention presets (docs/spec/catalogues.md §9.1). The label states the period and, where one exists, its legal
 * source (docs/facts/romania.md); the `int` label drops Romania-specific references.
 */
export const RETENTION = {
  // Short periods
  sessionDuration: { label: l('Durata sesiunii de navigare', 'The browsing session') },
  days30: { label: l('30 de zile', '30 days') },
  cctv30Days: {
    label: l(
      '30 de zile, cu excepția imaginilor privind incidente, păstrate până la soluționarea acestora',
      '30 days, except footage of incidents, kept until they are resolved',
    ),
  },
  employeeMonitoring30Days: { label: inForce('employeeMonitoring30Days') },
  untilOrderCompleted: { label: l('Până la finalizarea comenzii', 'Until the order is completed') },
  untilEventEnds: { label: l('Până la încheierea evenimentului', 'Until the event ends') },
  months3: { label: l('3 luni', '3 months') },
  upTo3Months: { label: l('Cel mult 3 luni', 'Up to 3 months') },
  candidates3Months: {
    label: l(
      '3 luni de la încheierea procesului de recrutare',
      '3 months after the recruitment process ends',
    ),
  },
  months6: { label: l('6 luni', '6 months') },
  year1: { label: l('1 an', '1 year') },
  upTo1Year: { label: l('Cel mult 1 an', 'Up to 1 year') },
  cookies13Months: {
    label: l('Cel mult 13 luni de la plasarea cookie-ului', 'Up to 13 months from when the cookie is set'),
  },

  // Template and limitation periods
  years3: { label: l('3 ani', '3 years') },
  years3AfterEvent: { label: l('3 ani de la data evenimentului', '3 years after the event') },
  years3Limitation: { label: inForce('years3Limitation') },
  years5: { label: l('5 ani', '5 years') },
  upTo5Years: { label: l('Cel mult 5 ani', 'Up to 5 years') },
  years5Tax: { label: inForce('years5Tax') },
  aml5Years: {
    label: l(
      '5 ani de la încetarea relației de afaceri (Legea nr. 129/2019 privind prevenirea spălării banilor)',
      '5 years after the business relationship ends (Law 129/2019 on anti-money laundering)',
      '5 years after the business relationship ends (anti-money-laundering law)',
    ),
  },
  accounting10Years: { label: inForce('accounting10Years') },
  // The id stays (stored operations name it); the label is written from the rule in force
  // (RETENTION_PAYROLL_DECLARED_YEARS and RETENTION_PAYROLL_YEARS).
  // verify: consolidated Law 82/1991 art. 25(1^1), inserted by Law 195/2022 (5 years from 1 Jan 2023).
  payroll50Years: { label: inForce('payroll50Years') },

  // Periods tied to an event
  contractDuration: { label: l('Durata contractului', 'The duration of the contract') },
  contractPlus3Years: { label: inForce('contractPlus3Years') },
  // verify: 75 years for personnel files is the usual nomenclator figure, not a statutory one.
  employmentPlusArchiving: {
    label: l(
      'Durata raportului de muncă, apoi termenul de păstrare din nomenclatorul arhivistic al companiei, potrivit Legii Arhivelor Naționale nr. 16/1996 (pentru dosarele de personal, de regulă 75 de ani)',
      'The employment period, then the retention period in the company’s archival nomenclator, under the National Archives Law 16/1996 (usually 75 years for personnel files)',
      'The employment period, then the retention period in the company’s archival schedule, under applicable archives law',
    ),
  },
  legalArchiving: {
    label: l(
      'Termenul de păstrare din nomenclatorul arhivistic al companiei, potrivit Legii Arhivelor Naționale nr. 16/1996',
      'The retention period in the company’s archival nomenclator, under the National Archives Law 16/1996',
      'The retention period in the company’s archival schedule, under applicable archives law',
    ),
  },
  // verify: the specific periods for medical records set by the health ministry's rules.
  medicalArchiving: {
    label: l(
      'Termenul de păstrare a documentelor medicale din nomenclatorul arhivistic al unității, potrivit Legii Arhivelor Naționale nr. 16/1996 și reglementărilor din domeniul sănătății',
      'The retention period for medical records in the practice’s archival nomenclator, under the National Archives Law 16/1996 and health regulations',
      'The retention period for medical records in the practice’s archival schedule, under applicable archives and health law',
    ),
  },
  disciplinarySanction: {
    label: l(
      'Până la radierea de drept a sancțiunii, la 12 luni de la aplicare (art. 248 alin. (3) din Codul muncii), ori până la soluționarea definitivă a contestației',
      'Until the sanction is struck off by law, 12 months after it was applied (Labour Code, art. 248(3)), or until any challenge is finally settled',
      'Until the sanction is struck off, 12 months after it was applied, or until any challenge is finally settled',
    ),
  },
  criminalCheckNote: {
    label: l(
      'Certificatul nu se păstrează: se consemnează doar că verificarea a fost făcută (data și rezultatul), pe durata contractului',
      'The certificate is not kept: only a note that the check was done (date and outcome) is kept, for the duration of the contract',
    ),
  },
  // verify: the article of Law 361/2022 that sets the 5 years (art. 11 is our reading).
  whistleblowing5Years: { label: inForce('whistleblowing5Years') },
  untilConsentWithdrawn: { label: l('Până la retragerea consimțământului', 'Until consent is withdrawn') },
  untilObjection: {
    label: l(
      'Până la opoziția persoanei vizate sau, cel mult, 3 ani de la ultima interacțiune',
      'Until the data subject objects or, at most, 3 years from the last interaction',
    ),
  },
  untilAccountDeleted: { label: l('Până la ștergerea contului', 'Until the account is deleted') },
  untilDisputeResolved: {
    label: l(
      'Până la soluționarea definitivă a disputei și împlinirea termenelor de prescripție',
      'Until the dispute is finally settled and the limitation periods have expired',
    ),
  },
} as const satisfies Record<TRetentionId, TPlainBody>;

const isLegal = (id: string): id is TLegalRetentionId => Object.hasOwn(LEGAL_RETENTION, id);

/** Whether a retention preset's period is a legal figure of the dated table (its text follows the law's changes). */
export const isLegalRetention = (id: TRetentionId): boolean => isLegal(id);

/**
 * A retention preset's label in a language and edition, with the legal figure it rests on as in
 * force on a day (a `Date`, read as its day in Romania, or YYYY-MM-DD): a document dated after a
 * change entered in law/parameters.ts states the new period, one dated before it the old.
 */
export function retentionLabel(
  id: TRetentionId,
  language: TLocale,
  edition: TEdition,
  day: Date | string,
  table?: TLegalParameters,
): string {
  return pick(isLegal(id) ? LEGAL_RETENTION[id](day, table) : RETENTION[id].label, language, edition);
}

/**
 * The retention preset whose label a text is, in any language and edition, as the label read on any
 * day a figure it rests on changed (today's, and those of the changes entered): the platform's own
 * text, matched whole (trimmed, case aside), never a guess from words the admin typed. Undefined for
 * any other text.
 */
export function retentionIdOfLabel(text: string, table?: TLegalParameters): TRetentionId | undefined {
  const key = text.trim().toLowerCase();
  if (!key) return undefined;
  return labelIndex(table).get(key);
}

const indexes = new WeakMap<object, Map<string, TRetentionId>>();
function labelIndex(table?: TLegalParameters): Map<string, TRetentionId> {
  const cacheKey = table ?? RETENTION;
  let index = indexes.get(cacheKey);
  if (index) return index;
  index = new Map();
  const days = new Set<string>(
    Object.values(table ?? legalParameters).flatMap((p) => p.values.map((v) => v.from)),
  );
  for (const id of RETENTION_IDS) {
    const labels = isLegal(id)
      ? [RETENTION[id].label, ...[...days].map((day) => LEGAL_RETENTION[id](day, table))]
      : [RETENTION[id].label];
    for (const label of labels)
      for (const text of [label.ro, label.en, (label as { int?: string }).int])
        if (text && !index.has(text.trim().toLowerCase())) index.set(text.trim().toLowerCase(), id);
  }
  indexes.set(cacheKey, index);
  return index;
}
