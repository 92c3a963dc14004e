import { counties } from '@conform/catalogues';
import { normalizeRomanian, type TCompanyRegistryInfo } from '@conform/contracts';
import { z } from 'zod';

/**
 * ANAF's VAT-payer web service, version 9 (docs/facts/romania.md): `POST …/PlatitorTvaRest/v9/tva` with
 * `[{"cui": 12345678, "data": "YYYY-MM-DD"}]` (at most 100 codes), answered with
 * `{cod, message, found: [...], notFound: [...]}`. Only the fields the platform reads are checked; the
 * others are kept as they come (ANAF adds fields between versions).
 */
export const ZAnafRequestSchema = z
  .array(z.object({ cui: z.number().int().positive(), data: z.iso.date() }))
  .min(1)
  .max(100);
export type TAnafRequest = z.infer<typeof ZAnafRequestSchema>;

const text = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined ? '' : String(v).trim()));

const ZHeadOfficeSchema = z.looseObject({
  sdenumire_Strada: text,
  snumar_Strada: text,
  sdenumire_Localitate: text,
  sdenumire_Judet: text,
  scod_Judet: text,
  scod_JudetAuto: text,
  sdetalii_Adresa: text,
  scod_Postal: text,
});

const ZFiscalDomicileSchema = z.looseObject({
  ddenumire_Strada: text,
  dnumar_Strada: text,
  ddenumire_Localitate: text,
  ddenumire_Judet: text,
  dcod_Judet: text,
  dcod_JudetAuto: text,
  ddetalii_Adresa: text,
  dcod_Postal: text,
});

export const ZAnafFoundSchema = z.looseObject({
  date_generale: z.looseObject({
    cui: z.union([z.number(), z.string()]),
    denumire: text,
    adresa: text,
    nrRegCom: text,
    telefon: text,
    stare_inregistrare: text,
  }),
  adresa_sediu_social: ZHeadOfficeSchema.optional(),
  adresa_domiciliu_fiscal: ZFiscalDomicileSchema.optional(),
});
export type TAnafFound = z.input<typeof ZAnafFoundSchema>;

export const ZAnafAnswerSchema = z.looseObject({
  cod: z.number(),
  message: z.string(),
  found: z.array(ZAnafFoundSchema).default([]),
  notFound: z.array(z.union([z.number(), z.string()])).default([]),
});
export type TAnafAnswer = z.input<typeof ZAnafAnswerSchema>;

/** An address in one shape, whichever of ANAF's two address blocks it came from. */
interface Address {
  street: string;
  number: string;
  details: string;
  locality: string;
  countyNumber: string;
  countyCode: string;
}

const SETTLEMENT_TOKEN = /\b(Mun\.|Municipiul|Ora[șs]ul|Ora[șs]|Com\.|Comuna|Sat(?:ul)?)\s+/gi;

function settlementType(token: string): string {
  const t = token.toLowerCase();
  if (t.startsWith('mun')) return 'municipiu';
  if (t.startsWith('ora')) return 'oraș';
  if (t.startsWith('com')) return 'comună';
  return 'sat';
}

/**
 * ANAF writes localities as `Mun. Cluj-Napoca`, `Oraș Bușteni`, `Sat Luncani Com. Luna` or, in
 * Bucharest, `Sector 3 Mun. București`: the sector becomes the district, a village keeps its commune.
 */
export function parseLocality(raw: string): { type: string; name: string; district: string | null } {
  const sector = /\bSector(?:ul)?\s*([1-6])\b/i.exec(raw);
  const rest = raw.replace(/\bSector(?:ul)?\s*[1-6]\b/i, ' ').trim();
  const parts = rest.split(SETTLEMENT_TOKEN).map((p) => p.trim().replace(/,$/, ''));
  // split with a capture group: [before, token, name, token, name, …]
  const pairs: Array<{ type: string; name: string }> = [];
  for (let i = 1; i + 1 < parts.length; i += 2) {
    pairs.push({ type: settlementType(parts[i]!), name: parts[i + 1]! });
  }
  const district = sector ? `Sector ${sector[1]}` : null;
  const [first, second] = pairs;
  if (!first) return { type: '', name: rest, district };
  const name =
    first.type === 'sat' && second?.type === 'comună' ? `${first.name}, com. ${second.name}` : first.name;
  return { type: first.type, name, district };
}

function countyCode(address: Address): string {
  const byCode = counties.find((c) => c.code === address.countyCode.toUpperCase());
  if (byCode) return byCode.code;
  const byNumber = counties.find((c) => String(c.number) === address.countyNumber);
  return byNumber?.code ?? '';
}

function addressOf(found: z.output<typeof ZAnafFoundSchema>): Address | undefined {
  const office = found.adresa_sediu_social;
  if (office?.sdenumire_Localitate) {
    return {
      street: office.sdenumire_Strada,
      number: office.snumar_Strada,
      details: office.sdetalii_Adresa,
      locality: office.sdenumire_Localitate,
      countyNumber: office.scod_Judet,
      countyCode: office.scod_JudetAuto,
    };
  }
  const domicile = found.adresa_domiciliu_fiscal;
  if (domicile?.ddenumire_Localitate) {
    return {
      street: domicile.ddenumire_Strada,
      number: domicile.dnumar_Strada,
      details: domicile.ddetalii_Adresa,
      locality: domicile.ddenumire_Localitate,
      countyNumber: domicile.dcod_Judet,
      countyCode: domicile.dcod_JudetAuto,
    };
  }
  return undefined;
}

/**
 * One found company as the platform's lookup answer (docs/spec/behaviour.md §7). Registry texts often spell ș ț with a
 * cedilla; they are normalised to comma-below before anyone sees them.
 */
export function toRegistryInfo(
  fiscalCode: string,
  found: z.output<typeof ZAnafFoundSchema>,
): TCompanyRegistryInfo {
  const address = addressOf(found);
  const street = address
    ? [
        [address.street, address.number ? `nr. ${address.number}` : ''].filter(Boolean).join(' '),
        address.details,
      ]
        .filter(Boolean)
        .join(', ')
    : '';
  const settlement = address
    ? { ...parseLocality(normalizeRomanian(address.locality)), county: countyCode(address) }
    : { type: '', name: '', district: null, county: '' };
  return {
    fiscalCode,
    registrationNumber: found.date_generale.nrRegCom,
    name: normalizeRomanian(found.date_generale.denumire),
    address: { street: normalizeRomanian(street), settlement },
  };
}
