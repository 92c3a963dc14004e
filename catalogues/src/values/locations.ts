import { l } from '../schema/common.ts';
import type { TEntryBody, TLocationEntry, TPlainBody } from './schema.ts';

/** Countries where data is stored (docs/spec/catalogues.md §9.2); ids are ISO country codes, Romania is the default. */
export const STORAGE_LOCATIONS = {
  RO: {
    label: l('România', 'Romania'),
    description: l('Locația implicită a datelor.', 'The default location of the data.'),
    transfer: 'EEA',
  },
  DE: { label: l('Germania', 'Germany'), transfer: 'EEA' },
  BE: { label: l('Belgia', 'Belgium'), transfer: 'EEA' },
  IE: { label: l('Irlanda', 'Ireland'), transfer: 'EEA' },
  US: {
    label: l('S.U.A.', 'U.S.A.'),
    description: l(
      'Transfer în afara SEE: permis fără alte garanții numai către organizații certificate în cadrul EU-US Data Privacy Framework; altfel sunt necesare clauze contractuale standard.',
      'Transfer outside the EEA: allowed without further safeguards only to organisations certified under the EU-US Data Privacy Framework; otherwise standard contractual clauses are needed.',
    ),
    transfer: 'DPF',
  },
  GB: {
    label: l('Regatul Unit', 'United Kingdom'),
    description: l(
      'Transfer în afara SEE acoperit de o decizie de adecvare a Comisiei Europene.',
      'Transfer outside the EEA covered by a European Commission adequacy decision.',
    ),
    transfer: 'ADEQUACY',
  },
} as const satisfies Record<string, TEntryBody<TLocationEntry>>;
export type TStorageLocationId = keyof typeof STORAGE_LOCATIONS;

/** Kinds of storage (docs/spec/catalogues.md §9.2 "storage types"). */
export const STORAGE_TYPES = {
  googleDrive: { label: l('Google Drive', 'Google Drive') },
  oneDrive: { label: l('Microsoft OneDrive', 'Microsoft OneDrive') },
  cloud: { label: l('Alt serviciu de stocare în cloud', 'Other cloud storage service') },
  companyServer: { label: l('Serverul companiei', 'Company server') },
  thirdPartyServer: { label: l('Serverul unui furnizor terț (găzduire)', 'Third-party (hosting) server') },
  physicalArchive: { label: l('Arhivă fizică (documente pe hârtie)', 'Physical archive (paper documents)') },
  externalArchive: {
    label: l(
      'Arhivă externalizată la o firmă de arhivare',
      'Archive outsourced to a records-storage company',
    ),
  },
  workDevices: { label: l('Laptopuri și telefoane de serviciu', 'Company laptops and phones') },
  emailMailbox: { label: l('Căsuța de e-mail a companiei', 'Company e-mail mailbox') },
  accountingSoftware: {
    label: l('Aplicația de contabilitate sau de salarizare', 'Accounting or payroll software'),
  },
  crm: {
    label: l('Aplicația de gestiune a clienților (CRM)', 'Customer relationship management (CRM) software'),
  },
  videoRecorder: {
    label: l('Echipamentul de înregistrare video (DVR/NVR)', 'Video recorder (DVR/NVR)'),
  },
} as const satisfies Record<string, TPlainBody>;
export type TStorageTypeId = keyof typeof STORAGE_TYPES;

/**
 * Recipients' countries: the country codes of the specification (docs/spec/catalogues.md §3.5) plus the United States, which the
 * spec's storage locations include and which is the most common destination of transfers (cloud,
 * e-mail and advertising platforms), then `OTHER`.
 */
export const COUNTRIES = {
  AL: { label: l('Albania', 'Albania'), transfer: 'SAFEGUARDS' },
  AT: { label: l('Austria', 'Austria'), transfer: 'EEA' },
  BA: { label: l('Bosnia și Herțegovina', 'Bosnia and Herzegovina'), transfer: 'SAFEGUARDS' },
  BE: { label: l('Belgia', 'Belgium'), transfer: 'EEA' },
  BG: { label: l('Bulgaria', 'Bulgaria'), transfer: 'EEA' },
  CH: { label: l('Elveția', 'Switzerland'), transfer: 'ADEQUACY' },
  CY: { label: l('Cipru', 'Cyprus'), transfer: 'EEA' },
  CZ: { label: l('Cehia', 'Czechia'), transfer: 'EEA' },
  DE: { label: l('Germania', 'Germany'), transfer: 'EEA' },
  DK: { label: l('Danemarca', 'Denmark'), transfer: 'EEA' },
  EE: { label: l('Estonia', 'Estonia'), transfer: 'EEA' },
  ES: { label: l('Spania', 'Spain'), transfer: 'EEA' },
  FI: { label: l('Finlanda', 'Finland'), transfer: 'EEA' },
  FR: { label: l('Franța', 'France'), transfer: 'EEA' },
  GB: { label: l('Regatul Unit', 'United Kingdom'), transfer: 'ADEQUACY' },
  GR: { label: l('Grecia', 'Greece'), transfer: 'EEA' },
  HR: { label: l('Croația', 'Croatia'), transfer: 'EEA' },
  HU: { label: l('Ungaria', 'Hungary'), transfer: 'EEA' },
  IE: { label: l('Irlanda', 'Ireland'), transfer: 'EEA' },
  IS: { label: l('Islanda', 'Iceland'), transfer: 'EEA' },
  IT: { label: l('Italia', 'Italy'), transfer: 'EEA' },
  LT: { label: l('Lituania', 'Lithuania'), transfer: 'EEA' },
  LU: { label: l('Luxemburg', 'Luxembourg'), transfer: 'EEA' },
  LV: { label: l('Letonia', 'Latvia'), transfer: 'EEA' },
  MK: { label: l('Macedonia de Nord', 'North Macedonia'), transfer: 'SAFEGUARDS' },
  MT: { label: l('Malta', 'Malta'), transfer: 'EEA' },
  NL: { label: l('Țările de Jos', 'Netherlands'), transfer: 'EEA' },
  NO: { label: l('Norvegia', 'Norway'), transfer: 'EEA' },
  PL: { label: l('Polonia', 'Poland'), transfer: 'EEA' },
  PT: { label: l('Portugalia', 'Portugal'), transfer: 'EEA' },
  RO: { label: l('România', 'Romania'), transfer: 'EEA' },
  RS: { label: l('Serbia', 'Serbia'), transfer: 'SAFEGUARDS' },
  RU: { label: l('Rusia', 'Russia'), transfer: 'SAFEGUARDS' },
  SE: { label: l('Suedia', 'Sweden'), transfer: 'EEA' },
  SI: { label: l('Slovenia', 'Slovenia'), transfer: 'EEA' },
  SK: { label: l('Slovacia', 'Slovakia'), transfer: 'EEA' },
  US: { label: l('Statele Unite ale Americii', 'United States of America'), transfer: 'DPF' },
  OTHER: {
    label: l('-- Altă țară --', '-- Other --'),
    description: l(
      'O țară din afara listei: verificați dacă există o decizie de adecvare sau ce garanții se aplică.',
      'A country not in the list: check whether an adequacy decision exists or which safeguards apply.',
    ),
    transfer: 'SAFEGUARDS',
  },
} as const satisfies Record<string, TEntryBody<TLocationEntry>>;
export type TCountryId = keyof typeof COUNTRIES;
