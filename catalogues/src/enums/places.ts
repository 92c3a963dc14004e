import { z } from 'zod';
import { l, ZLocalizedSchema } from '../schema/common.ts';
import { assertUnique, loadCatalogue } from '../schema/load.ts';

/** Country codes of the INT edition's country selector (docs/spec/catalogues.md §3.5), plus OTHER. */
export const COUNTRY_CODES = [
  'AL',
  'AT',
  'BA',
  'BE',
  'BG',
  'CH',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'GR',
  'HR',
  'HU',
  'IE',
  'IS',
  'IT',
  'LT',
  'LU',
  'LV',
  'MK',
  'MT',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'RS',
  'RU',
  'SE',
  'SI',
  'SK',
  'OTHER',
] as const;
export const ZCountryCodeSchema = z.enum(COUNTRY_CODES);
export type TCountryCode = z.infer<typeof ZCountryCodeSchema>;

/**
 * Where a country stands for transfers of personal data (GDPR Chapter V): inside the EU, in the
 * EEA (same rules), covered by an adequacy decision (Art. 45), or a third country that needs
 * Art. 46 safeguards (standard contractual clauses, Decision 2021/914). Null for OTHER.
 */
export const TRANSFER_STATUSES = ['EU', 'EEA', 'ADEQUATE', 'THIRD_COUNTRY'] as const;
export const ZTransferStatusSchema = z.enum(TRANSFER_STATUSES);
export type TTransferStatus = z.infer<typeof ZTransferStatusSchema>;

/** A country of the selector. */
export const ZCountrySchema = z.strictObject({
  /** ISO 3166-1 alpha-2 code, or OTHER. */
  id: ZCountryCodeSchema,
  /** Country name; OTHER reads '-- Other --'. */
  label: ZLocalizedSchema,
  /** Transfer status under GDPR Chapter V; null for OTHER (unknown until the user names it). */
  transfer: ZTransferStatusSchema.nullable(),
});
export type TCountry = z.infer<typeof ZCountrySchema>;

const EU = 'EU' as const;
/** Countries in code order with OTHER last, as the selector lists them. */
export const countries: readonly TCountry[] = loadCatalogue(
  'countries',
  z.array(ZCountrySchema).length(COUNTRY_CODES.length),
  [
    { id: 'AL', label: l('Albania', 'Albania'), transfer: 'THIRD_COUNTRY' },
    { id: 'AT', label: l('Austria', 'Austria'), transfer: EU },
    { id: 'BA', label: l('Bosnia și Herțegovina', 'Bosnia and Herzegovina'), transfer: 'THIRD_COUNTRY' },
    { id: 'BE', label: l('Belgia', 'Belgium'), transfer: EU },
    { id: 'BG', label: l('Bulgaria', 'Bulgaria'), transfer: EU },
    { id: 'CH', label: l('Elveția', 'Switzerland'), transfer: 'ADEQUATE' },
    { id: 'CY', label: l('Cipru', 'Cyprus'), transfer: EU },
    { id: 'CZ', label: l('Cehia', 'Czechia'), transfer: EU },
    { id: 'DE', label: l('Germania', 'Germany'), transfer: EU },
    { id: 'DK', label: l('Danemarca', 'Denmark'), transfer: EU },
    { id: 'EE', label: l('Estonia', 'Estonia'), transfer: EU },
    { id: 'ES', label: l('Spania', 'Spain'), transfer: EU },
    { id: 'FI', label: l('Finlanda', 'Finland'), transfer: EU },
    { id: 'FR', label: l('Franța', 'France'), transfer: EU },
    { id: 'GB', label: l('Regatul Unit', 'United Kingdom'), transfer: 'ADEQUATE' },
    { id: 'GR', label: l('Grecia', 'Greece'), transfer: EU },
    { id: 'HR', label: l('Croația', 'Croatia'), transfer: EU },
    { id: 'HU', label: l('Ungaria', 'Hungary'), transfer: EU },
    { id: 'IE', label: l('Irlanda', 'Ireland'), transfer: EU },
    { id: 'IS', label: l('Islanda', 'Iceland'), transfer: 'EEA' },
    { id: 'IT', label: l('Italia', 'Italy'), transfer: EU },
    { id: 'LT', label: l('Lituania', 'Lithuania'), transfer: EU },
    { id: 'LU', label: l('Luxemburg', 'Luxembourg'), transfer: EU },
    { id: 'LV', label: l('Letonia', 'Latvia'), transfer: EU },
    { id: 'MK', label: l('Macedonia de Nord', 'North Macedonia'), transfer: 'THIRD_COUNTRY' },
    { id: 'MT', label: l('Malta', 'Malta'), transfer: EU },
    { id: 'NL', label: l('Țările de Jos', 'Netherlands'), transfer: EU },
    { id: 'NO', label: l('Norvegia', 'Norway'), transfer: 'EEA' },
    { id: 'PL', label: l('Polonia', 'Poland'), transfer: EU },
    { id: 'PT', label: l('Portugalia', 'Portugal'), transfer: EU },
    { id: 'RO', label: l('România', 'Romania'), transfer: EU },
    { id: 'RS', label: l('Serbia', 'Serbia'), transfer: 'THIRD_COUNTRY' },
    { id: 'RU', label: l('Rusia', 'Russia'), transfer: 'THIRD_COUNTRY' },
    { id: 'SE', label: l('Suedia', 'Sweden'), transfer: EU },
    { id: 'SI', label: l('Slovenia', 'Slovenia'), transfer: EU },
    { id: 'SK', label: l('Slovacia', 'Slovakia'), transfer: EU },
    { id: 'OTHER', label: l('-- Altă țară --', '-- Other --'), transfer: null },
  ],
);
assertUnique(
  'countries',
  'country codes',
  countries.map((c) => c.id),
);

/** A Romanian county (județ) or Bucharest. */
export const ZCountySchema = z.strictObject({
  /** ISO 3166-2:RO code without the `RO-` prefix: AB, AR, …, B for Bucharest. */
  code: z.string().regex(/^[A-Z]{1,2}$/),
  /** Name with full diacritics (comma-below ș ț). */
  name: z.string().min(2),
  /** County number used in trade-register numbers (J40/…) and by ANAF: 1-40, 51, 52. */
  number: z.number().int().min(1).max(52),
});
export type TCounty = z.infer<typeof ZCountySchema>;

/** The 41 counties and Bucharest, alphabetical by code as ISO lists them (docs/facts/romania.md). */
export const counties: readonly TCounty[] = loadCatalogue('counties', z.array(ZCountySchema).length(42), [
  { code: 'AB', name: 'Alba', number: 1 },
  { code: 'AR', name: 'Arad', number: 2 },
  { code: 'AG', name: 'Argeș', number: 3 },
  { code: 'BC', name: 'Bacău', number: 4 },
  { code: 'BH', name: 'Bihor', number: 5 },
  { code: 'BN', name: 'Bistrița-Năsăud', number: 6 },
  { code: 'BT', name: 'Botoșani', number: 7 },
  { code: 'BV', name: 'Brașov', number: 8 },
  { code: 'BR', name: 'Brăila', number: 9 },
  { code: 'BZ', name: 'Buzău', number: 10 },
  { code: 'CS', name: 'Caraș-Severin', number: 11 },
  { code: 'CJ', name: 'Cluj', number: 12 },
  { code: 'CT', name: 'Constanța', number: 13 },
  { code: 'CV', name: 'Covasna', number: 14 },
  { code: 'DB', name: 'Dâmbovița', number: 15 },
  { code: 'DJ', name: 'Dolj', number: 16 },
  { code: 'GL', name: 'Galați', number: 17 },
  { code: 'GJ', name: 'Gorj', number: 18 },
  { code: 'HR', name: 'Harghita', number: 19 },
  { code: 'HD', name: 'Hunedoara', number: 20 },
  { code: 'IL', name: 'Ialomița', number: 21 },
  { code: 'IS', name: 'Iași', number: 22 },
  { code: 'IF', name: 'Ilfov', number: 23 },
  { code: 'MM', name: 'Maramureș', number: 24 },
  { code: 'MH', name: 'Mehedinți', number: 25 },
  { code: 'MS', name: 'Mureș', number: 26 },
  { code: 'NT', name: 'Neamț', number: 27 },
  { code: 'OT', name: 'Olt', number: 28 },
  { code: 'PH', name: 'Prahova', number: 29 },
  { code: 'SM', name: 'Satu Mare', number: 30 },
  { code: 'SJ', name: 'Sălaj', number: 31 },
  { code: 'SB', name: 'Sibiu', number: 32 },
  { code: 'SV', name: 'Suceava', number: 33 },
  { code: 'TR', name: 'Teleorman', number: 34 },
  { code: 'TM', name: 'Timiș', number: 35 },
  { code: 'TL', name: 'Tulcea', number: 36 },
  { code: 'VS', name: 'Vaslui', number: 37 },
  { code: 'VL', name: 'Vâlcea', number: 38 },
  { code: 'VN', name: 'Vrancea', number: 39 },
  { code: 'B', name: 'București', number: 40 },
  { code: 'CL', name: 'Călărași', number: 51 },
  { code: 'GR', name: 'Giurgiu', number: 52 },
]);
assertUnique(
  'counties',
  'county codes',
  counties.map((c) => c.code),
);
assertUnique(
  'counties',
  'county numbers',
  counties.map((c) => String(c.number)),
);

/** Bucharest's six sectors; the company lookup reports them as the county ('Sector 3'). */
export const BUCHAREST_SECTORS = [
  'Sector 1',
  'Sector 2',
  'Sector 3',
  'Sector 4',
  'Sector 5',
  'Sector 6',
] as const;

/** Lowercase, without diacritics (cedilla or comma-below) and without punctuation, for matching names. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The county with a code (case-insensitive), or undefined. */
export function countyByCode(code: string): TCounty | undefined {
  const upper = code.trim().toUpperCase().replace(/^RO-/, '');
  return counties.find((c) => c.code === upper);
}

/**
 * The county a registry or user text names: a code ('CJ'), a name with or without diacritics or
 * with cedilla letters instead of comma-below, prefixed ('Jud. Cluj', 'Județul Cluj', 'Municipiul București') or a
 * Bucharest sector ('Sector 3' → B). Undefined when nothing matches.
 */
export function findCounty(text: string): TCounty | undefined {
  const byCode = countyByCode(text);
  if (byCode) return byCode;
  const folded = fold(text)
    .replace(/^(judetul|judet|jud|municipiul|mun)\s+/, '')
    .trim();
  if (/^sector(ul)?\s*[1-6]$/.test(folded)) return countyByCode('B');
  return counties.find((c) => fold(c.name) === folded);
}
