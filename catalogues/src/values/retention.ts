import { l } from '../schema/common.ts';
import type { TPlainBody } from './schema.ts';

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
  employeeMonitoring30Days: {
    label: l(
      'Cel mult 30 de zile (art. 5 din Legea nr. 190/2018), cu excepția situațiilor expres reglementate de lege sau a cazurilor temeinic justificate',
      'At most 30 days (Law 190/2018, art. 5), except where the law expressly provides otherwise or in duly justified cases',
      'At most 30 days, except where the law provides otherwise or in duly justified cases',
    ),
  },
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
  years3Limitation: {
    label: l(
      '3 ani de la ultima interacțiune (termenul general de prescripție, art. 2517 din Codul civil)',
      '3 years from the last interaction (general limitation period, Civil Code art. 2517)',
      '3 years from the last interaction (general limitation period for claims)',
    ),
  },
  years5: { label: l('5 ani', '5 years') },
  upTo5Years: { label: l('Cel mult 5 ani', 'Up to 5 years') },
  years5Tax: {
    label: l(
      '5 ani (termenul de prescripție fiscală, art. 110 din Codul de procedură fiscală – Legea nr. 207/2015)',
      '5 years (tax limitation period, Fiscal Procedure Code – Law 207/2015, art. 110)',
      '5 years (tax limitation period)',
    ),
  },
  aml5Years: {
    label: l(
      '5 ani de la încetarea relației de afaceri (Legea nr. 129/2019 privind prevenirea spălării banilor)',
      '5 years after the business relationship ends (Law 129/2019 on anti-money laundering)',
      '5 years after the business relationship ends (anti-money-laundering law)',
    ),
  },
  accounting10Years: {
    label: l(
      '10 ani de la încheierea exercițiului financiar (art. 25 din Legea contabilității nr. 82/1991)',
      '10 years from the end of the financial year (Accounting Law 82/1991, art. 25)',
      'The period required by applicable accounting law (typically 10 years from the end of the financial year)',
    ),
  },
  // The id stays (stored operations name it); the label is the current rule.
  // verify: consolidated Law 82/1991 art. 25(1^1), inserted by Law 195/2022 (5 years from 1 Jan 2023).
  payroll50Years: {
    label: l(
      '5 ani pentru statele de salarii ale căror date sunt declarate în D112/D205 (art. 25 alin. (1^1) din Legea contabilității nr. 82/1991, introdus prin Legea nr. 195/2022); 50 de ani pentru celelalte state de salarii',
      '5 years for payroll statements whose data are declared in the D112/D205 returns (Accounting Law 82/1991, art. 25(1^1), inserted by Law 195/2022); 50 years for other payroll statements',
      'The period required by applicable law for payroll records',
    ),
  },

  // Periods tied to an event
  contractDuration: { label: l('Durata contractului', 'The duration of the contract') },
  contractPlus3Years: {
    label: l(
      'Durata contractului și 3 ani după încetarea acestuia (termenul general de prescripție)',
      'The duration of the contract and 3 years after it ends (general limitation period)',
    ),
  },
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
  whistleblowing5Years: {
    label: l(
      '5 ani de la primirea raportării, apoi se distruge (art. 11 din Legea nr. 361/2022)',
      '5 years from receipt of the report, then destroyed (Law 361/2022, art. 11)',
      '5 years from receipt of the report, then destroyed, or the period set by applicable whistleblower protection law',
    ),
  },
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
} as const satisfies Record<string, TPlainBody>;
export type TRetentionId = keyof typeof RETENTION;
