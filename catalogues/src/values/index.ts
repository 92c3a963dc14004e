import { z } from 'zod';
import { LOCALES, pick } from '../schema/common.ts';
import type { TEdition, TLocale } from '../schema/common.ts';
import type { TValueRef } from '../schema/presets.ts';
import { DATA_TYPES } from './data-types.ts';
import { CatalogueInternalError } from './internal-error.ts';
import { COUNTRIES, STORAGE_LOCATIONS, STORAGE_TYPES } from './locations.ts';
import { RECIPIENTS } from './recipients.ts';
import { RETENTION } from './retention.ts';
import { toEntries, ZValueListsSchema } from './schema.ts';
import type {
  TDataTypeEntry,
  TLocationEntry,
  TRecipientEntry,
  TValueEntry,
  TValueListName,
  TValueLists,
} from './schema.ts';
import { SOURCES } from './sources.ts';

export { CatalogueInternalError } from './internal-error.ts';
export type { TDataTypeId } from './data-types.ts';
export type { TCountryId, TStorageLocationId, TStorageTypeId } from './locations.ts';
export type { TRecipientId } from './recipients.ts';
export { isLegalRetention, retentionIdOfLabel, retentionLabel, retentionParameters } from './retention.ts';
export type { TRetentionId } from '../schema/enums.ts';
export type { TSourceId } from './sources.ts';
export {
  TRANSFER_REGIMES,
  VALUE_LIST_NAMES,
  ZDataTypeEntrySchema,
  ZLocationEntrySchema,
  ZRecipientEntrySchema,
  ZTransferRegimeSchema,
  ZValueEntrySchema,
  ZValueListNameSchema,
  ZValueListsSchema,
} from './schema.ts';
export type {
  TDataTypeEntry,
  TLocationEntry,
  TRecipientEntry,
  TTransferRegime,
  TValueEntry,
  TValueListName,
  TValueLists,
} from './schema.ts';

/** Parses the lists once, when the module loads; a content error stops the load with a readable message. */
function load(): TValueLists {
  const raw = {
    storageLocations: toEntries<TLocationEntry>(STORAGE_LOCATIONS),
    storageTypes: toEntries<TValueEntry>(STORAGE_TYPES),
    dataTypes: toEntries<TDataTypeEntry>(DATA_TYPES),
    sources: toEntries<TValueEntry>(SOURCES),
    recipients: toEntries<TRecipientEntry>(RECIPIENTS),
    countries: toEntries<TLocationEntry>(COUNTRIES),
    retention: toEntries<TValueEntry>(RETENTION),
  };
  const parsed = ZValueListsSchema.safeParse(raw);
  if (!parsed.success) {
    throw new CatalogueInternalError(`Editor value lists are invalid:\n${z.prettifyError(parsed.error)}`);
  }
  const countryIds = new Set(parsed.data.countries.map((c) => c.id));
  for (const recipient of parsed.data.recipients) {
    if (recipient.country !== undefined && !countryIds.has(recipient.country)) {
      throw new CatalogueInternalError(
        `Editor value lists are invalid: recipient "${recipient.id}" has country "${recipient.country}", which is not in the countries list`,
      );
    }
  }
  return parsed.data;
}

/** The editor value lists (docs/spec/catalogues.md §9.2), validated. */
export const valueLists: TValueLists = load();

type TAnyEntry = TValueLists[TValueListName][number];

const indexes = new Map<TValueListName, Map<string, TAnyEntry>>(
  (Object.keys(valueLists) as TValueListName[]).map((name) => [
    name,
    new Map<string, TAnyEntry>(valueLists[name].map((entry) => [entry.id, entry])),
  ]),
);

/** The entry with this id in a list, or undefined. */
export function findValue<N extends TValueListName>(
  listName: N,
  id: string,
): TValueLists[N][number] | undefined {
  return indexes.get(listName)?.get(id);
}

/** Whether a value ref is valid for a list: a custom text, or the id of one of its entries. */
export function isResolvable(listName: TValueListName, ref: TValueRef): boolean {
  return typeof ref !== 'string' || findValue(listName, ref) !== undefined;
}

/**
 * The text of a value ref for a locale and edition: a custom localized text is picked as is, an id
 * is looked up in the list. An unknown id or an unsupported locale is an internal error (docs/spec/behaviour.md §8).
 */
export function resolveValue(
  listName: TValueListName,
  ref: TValueRef,
  locale: TLocale,
  edition: TEdition = 'RO',
): string {
  if (!(LOCALES as readonly string[]).includes(locale)) {
    throw new CatalogueInternalError(`Unsupported locale for editor values: "${String(locale)}"`);
  }
  if (typeof ref !== 'string') return pick(ref, locale, edition);
  const entry = indexes.get(listName)?.get(ref);
  if (!entry) {
    throw new CatalogueInternalError(`Unknown id "${ref}" in editor value list "${listName}"`);
  }
  return pick(entry.label, locale, edition);
}

/**
 * Recipient categories that act on the company's behalf (processors, Art. 28): their transfers
 * abroad are the pins of the company's processors (module 2). Couriers, banks, payment processors,
 * authorities, group companies, partners and professionals bound by secrecy are independent
 * controllers (docs/facts/content-review.md C.12), never here: their transfers are pinned on the
 * operation (module 1).
 */
export const PROCESSOR_RECIPIENT_IDS: ReadonlySet<string> = new Set([
  'accountant',
  'payrollProvider',
  'itProvider',
  'usCloudProvider',
  'emailMarketingPlatform',
  'smsProvider',
  'analyticsProvider',
  'videoConferencing',
  'elearningPlatform',
  'ticketingPlatform',
  'crmProvider',
  'recruitmentPlatform',
  'securityCompany',
]);

/** A label as a key: trimmed, lower case, Romanian cedillas read as commas below. */
const labelKey = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/\u015f/g, '\u0219')
    .replace(/\u0163/g, '\u021b');

function labelsOf<E extends { label: unknown }>(entries: readonly E[], into: Map<string, E>) {
  for (const entry of entries) {
    const label = entry.label as { ro?: string; en?: string; int?: string };
    for (const text of [label.ro, label.en, label.int]) if (text) into.set(labelKey(text), entry);
  }
  return into;
}

const countryByLabel = labelsOf(valueLists.countries, new Map<string, TLocationEntry>());
const storageByLabel = labelsOf(valueLists.storageLocations, new Map<string, TLocationEntry>());

/**
 * The catalogue's country a location names (a label of either location list, in any language or
 * edition: the lists share their ids), or undefined for a place the company typed.
 */
export function locationCountry(text: string): TLocationEntry | undefined {
  const entry = countryByLabel.get(labelKey(text)) ?? storageByLabel.get(labelKey(text));
  return entry ? (findValue('countries', entry.id) ?? entry) : undefined;
}

/**
 * The country a transfer pinned on an operation names for one of its recipients' locations: the
 * catalogue's id for a place of the lists; for a place the company typed (in no list) its own words,
 * as typed. A typed place is taken as a country outside the EEA without an adequacy decision: its
 * transfer needs a safeguard (docs/facts: GDPR Art. 44–49), which the admin pins like any other.
 */
export function transferCountryOf(location: string): { country: string; typed: boolean } {
  const entry = locationCountry(location);
  return entry ? { country: entry.id, typed: false } : { country: location.trim(), typed: true };
}

/**
 * True when two names of a transfer's country are the same country: a catalogue id, or a typed
 * place whatever its letter case and cedilla or comma-below letters (as the lists' labels compare).
 */
export function sameTransferCountry(a: string, b: string): boolean {
  return labelKey(a) === labelKey(b);
}

const recipientByLabel = labelsOf(valueLists.recipients, new Map<string, TRecipientEntry>());

/** The catalogue's recipient a recipient label names (any language or edition), or undefined. */
export function recipientEntry(text: string): TRecipientEntry | undefined {
  return recipientByLabel.get(labelKey(text));
}
