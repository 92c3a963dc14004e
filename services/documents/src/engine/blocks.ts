/**
 * What every document's facts are made of, written once: the registered office in one line, the
 * contact channel, the company's extras, dates and counts in the document's language, visible
 * placeholders. The shared sections (the controller, the DPO wording rule, purposes and legal bases,
 * recipients, transfers, retention, rights, the complaint, changes) are worded in the content files
 * (content/_shared, docs/content.md); the templates still written in TypeScript word their own.
 */
import { countries, pick, securityMeasureEntries, valueLists } from '@conform/catalogues';
import { companyTimeZone, timeZoneLabel } from '@conform/contracts/time-zone';
import type {
  CctvReadModel,
  CommercialTermsReadModel,
  ProcessorReadModel,
} from '@conform/companies-service/read';
import { countyName } from '../catalogue.ts';
import type { DocumentContext, Place } from './context.ts';
import { en } from './messages/en.ts';
import { ro, type Messages } from './messages/ro.ts';
import { missing, type Inline } from './tree.ts';

/** Sources that are the person themself (Art. 13); any other source makes it Art. 14 data. */
export const FROM_THE_PERSON = new Set([
  'dataSubject',
  'automatic',
  'cctvSystem',
  'companySystems',
  'internal',
]);
export const PUBLIC_SOURCES = new Set(['publicRegisters', 'socialNetworks']);

/** The letter of an article label such as `6(1)(b)`. */
export const letterOf = (article: string) => /\(([a-j])\)$/.exec(article)?.[1] ?? '';

/** Data the company has not given: shown as a visible placeholder, never silently left out. */
export function valueOr(value: string | null | undefined, what: string): Inline {
  const text = value?.trim();
  return text ? text : missing(what);
}

/** One formatter per locale: making an `Intl.DateTimeFormat` costs far more than using it. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function formatDate(date: Date, t: Messages): string {
  let format = dateFormats.get(t.dates.locale);
  if (!format) {
    format = new Intl.DateTimeFormat(t.dates.locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Bucharest',
    });
    dateFormats.set(t.dates.locale, format);
  }
  return format.format(date);
}

/** The zone a company's times are printed in: its country's (Romania's for a Romanian company). */
export function companyZone(ctx: DocumentContext): string {
  return companyTimeZone(ctx.company.info.country);
}

/**
 * An instant as a reader writes it, in the company's zone and with the zone said, as the screens
 * show it (docs/architecture.md#the-front-end): "2 martie 2026, ora 10:00 (ora României)",
 * "2 March 2026, 10:00 (Central European Time)"; none when not known.
 */
export function formatMoment(iso: string | null, language: 'ro' | 'en', timeZone: string): string | null {
  if (!iso) return null;
  const at = new Date(iso);
  const locale = language === 'ro' ? 'ro-RO' : 'en-GB';
  const day = new Intl.DateTimeFormat(locale, {
    timeZone,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(at);
  const time = new Intl.DateTimeFormat(locale, {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(at);
  const zone = timeZoneLabel(timeZone, language);
  return language === 'ro' ? `${day}, ora ${time} (${zone})` : `${day}, ${time} (${zone})`;
}

// A number with its noun, in figures or in words: the catalogue's, shared with its labels of dated figures.
export { countInWords, countOf } from '@conform/catalogues';

/** A calendar date (YYYY-MM-DD, as forms store it) written out in the document's language. */
export function formatDay(day: string, t: Messages): string {
  return formatDate(new Date(`${day}T12:00:00Z`), t);
}

/** The registered office in one line: street, city, county (or Bucharest's sector), country. */
export function addressOf(ctx: DocumentContext): string {
  const info = ctx.company.info;
  const country = countries.find((c) => c.id === info.country)?.label[ctx.language] ?? info.country;
  const county = info.county ? countyName(info.county) : '';
  return [info.streetAddress, info.city, county !== info.city ? county : '', country]
    .filter((x) => x?.trim())
    .join(', ');
}

/**
 * A country a processor or sub-processor is in (an id of the catalogue's `countries` value list),
 * in the document's language, with the Chapter V regime that applies to it. A country outside the
 * list (OTHER) is the one the admin named, a place like a storage location typed on an operation
 * (no country id, outside the EEA without an adequacy decision): the same name is the same place.
 */
export function countryPlace(id: string, ctx: DocumentContext, name?: string | null): Place {
  if (id === 'OTHER')
    return {
      text: name?.trim() || { ro, en }[ctx.language].transfers.otherCountry,
      regime: 'UNKNOWN',
      country: null,
    };
  const entry = valueLists.countries.find((c) => c.id === id);
  return entry
    ? { text: pick(entry.label, ctx.language, ctx.edition), regime: entry.transfer, country: entry.id }
    : { text: id, regime: 'UNKNOWN', country: null };
}

/** Which place a place is: a listed country by its id, a named one by its name (any case). */
export const placeKey = (place: Place) => place.country ?? `typed:${place.text.trim().toLowerCase()}`;

/** The channel data subjects write to: the contact e-mail, else the DPO's, else none. */
export function contactChannel(ctx: DocumentContext): string | null {
  return ctx.company.contactEmail?.trim() || ctx.company.dataProtectionResponsible?.email?.trim() || null;
}

export function unique(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = item.toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/**
 * Company data the workspace adds to the spec's model (website, legal representative, employees,
 * security measures, processors, video surveillance), trimmed and in the document's language. A
 * template prints a visible placeholder where something is still missing.
 */
export function companyExtras(ctx: DocumentContext): {
  website: string | null;
  legalRepresentative: { name: string; role: string } | null;
  employeeCount: number | null;
  /** Art. 37(1)(a): a public authority or body, as the admin said; null when not said. */
  publicBody: boolean | null;
  /** The ticked measures in the document's language, then the company's own, one per item. */
  securityMeasures: string[];
  processors: ProcessorReadModel[];
  cctv: CctvReadModel | null;
  /** The company's own commercial terms; a group null when nothing in it was said. */
  commercialTerms: CommercialTermsReadModel;
} {
  const c = ctx.company;
  const rep = c.legalRepresentative;
  const ticked = c.securityMeasures?.measures ?? [];
  const measures = securityMeasureEntries
    .filter((entry) => ticked.includes(entry.id))
    .map((entry) => pick(entry.label, ctx.language, ctx.edition));
  const other = c.securityMeasures?.other.trim();
  return {
    website: c.website?.trim() || null,
    legalRepresentative: rep?.name.trim() ? { name: rep.name.trim(), role: rep.role.trim() } : null,
    employeeCount: c.employeeCount ?? null,
    publicBody: c.publicBody ?? null,
    securityMeasures: other ? [...measures, other] : measures,
    processors: c.processors ?? [],
    cctv: c.cctv ?? null,
    commercialTerms: {
      accommodation: c.commercialTerms?.accommodation ?? null,
      courses: c.commercialTerms?.courses ?? null,
      marketing: c.commercialTerms?.marketing ?? null,
    },
  };
}
