import { z } from 'zod';
import type { TLocalized } from '../schema/common.ts';
import { ZEnumEntrySchema } from '../schema/enums.ts';

/** Ids of most value lists: camelCase, e.g. `bankAccount`. */
const CAMEL_CASE_ID = /^[a-z][a-zA-Z0-9]*$/;
/** Ids of the location lists: an ISO 3166-1 alpha-2 code, or `OTHER`. */
const COUNTRY_ID = /^(?:[A-Z]{2}|OTHER)$/;

/** An entry of a value list whose id is camelCase. */
export const ZValueEntrySchema = z.strictObject({
  ...ZEnumEntrySchema.shape,
  /** The stored value, camelCase. */
  id: z.string().regex(CAMEL_CASE_ID, 'value ids are camelCase'),
});
export type TValueEntry = z.infer<typeof ZValueEntrySchema>;

/**
 * How personal data may go to a country (GDPR Chapter V), so documents can state the transfer
 * mechanism (docs/facts/gdpr-documents.md, Transfers):
 * - `EEA`: EU or EEA member, no transfer rules apply;
 * - `ADEQUACY`: an adequacy decision under Art. 45 covers it (e.g. United Kingdom, Switzerland);
 * - `DPF`: United States, adequate only for recipients certified under the EU-US Data Privacy
 *   Framework (Decision 2023/1795), otherwise Art. 46 safeguards are needed;
 * - `SAFEGUARDS`: no adequacy decision, Art. 46 safeguards (standard contractual clauses,
 *   Decision 2021/914) or, as a last resort, an Art. 49 derogation are needed.
 */
export const TRANSFER_REGIMES = ['EEA', 'ADEQUACY', 'DPF', 'SAFEGUARDS'] as const;
export const ZTransferRegimeSchema = z.enum(TRANSFER_REGIMES);
export type TTransferRegime = z.infer<typeof ZTransferRegimeSchema>;

/** A country, used by the `storageLocations` and `countries` lists. */
export const ZLocationEntrySchema = z.strictObject({
  ...ZEnumEntrySchema.shape,
  /** ISO 3166-1 alpha-2 country code, or `OTHER` for a country not in the list. */
  id: z.string().regex(COUNTRY_ID, 'location ids are ISO country codes or OTHER'),
  /** The transfer regime that applies when data goes to this country. */
  transfer: ZTransferRegimeSchema,
});
export type TLocationEntry = z.infer<typeof ZLocationEntrySchema>;

/** A processed data type (docs/spec/catalogues.md §9.2 "processed data types"). */
export const ZDataTypeEntrySchema = z.strictObject({
  ...ZValueEntrySchema.shape,
  /**
   * A special category of personal data (GDPR Art. 9(1): health, biometric, genetic, racial or
   * ethnic origin, political opinions, religious or philosophical beliefs, trade-union membership, sex life or
   * sexual orientation). An operation processing it needs an Art. 9(2) exception
   * (`specialDataGround`).
   */
  special: z.boolean().optional(),
  /**
   * A national identification number or document (CNP, identity card series and number, passport,
   * driving licence): Law 190/2018 art. 4 sets extra conditions when it is processed on legitimate
   * interest, so presets process it only under a contract, a legal obligation or consent.
   */
  nationalId: z.boolean().optional(),
  /**
   * Data about criminal convictions and offences (GDPR Art. 10), e.g. a criminal record
   * certificate: lawful only where a law requires or authorises it, so presets process it only
   * under a legal obligation. It is not an Art. 9 special category.
   */
  criminal: z.boolean().optional(),
});
export type TDataTypeEntry = z.infer<typeof ZDataTypeEntrySchema>;

/** A recipient or category of recipients. */
export const ZRecipientEntrySchema = z.strictObject({
  ...ZValueEntrySchema.shape,
  /**
   * The country where this recipient usually is or processes the data, as an id of the `countries`
   * list; preset operations naming this recipient list that country in `recipientsLocations`.
   * Absent when the recipient is usually in the company's own country.
   */
  country: z.string().regex(COUNTRY_ID).optional(),
});
export type TRecipientEntry = z.infer<typeof ZRecipientEntrySchema>;

/** Names of the editor value lists. */
export const VALUE_LIST_NAMES = [
  'storageLocations',
  'storageTypes',
  'dataTypes',
  'sources',
  'recipients',
  'countries',
  'retention',
] as const;
export const ZValueListNameSchema = z.enum(VALUE_LIST_NAMES);
export type TValueListName = z.infer<typeof ZValueListNameSchema>;

/** Ids must be unique within a list. */
function uniqueIds<T extends { id: string }>(schema: z.ZodType<T>) {
  return z.array(schema).superRefine((entries, ctx) => {
    const seen = new Set<string>();
    entries.forEach((entry, index) => {
      if (seen.has(entry.id))
        ctx.addIssue({ code: 'custom', message: `duplicate id "${entry.id}"`, path: [index, 'id'] });
      seen.add(entry.id);
    });
  });
}

/** The editor value lists (docs/spec/catalogues.md §9.2): the options offered for the open fields of an operation. */
export const ZValueListsSchema = z.strictObject({
  /** Countries where data is stored (operation `storageLocations`); Romania is the default. */
  storageLocations: uniqueIds(ZLocationEntrySchema).min(1),
  /** Kinds of storage (Google Drive, company server, paper archive…), offered as storage hints. */
  storageTypes: uniqueIds(ZValueEntrySchema).min(1),
  /** Processed data types (operation `data`). */
  dataTypes: uniqueIds(ZDataTypeEntrySchema).min(1),
  /** Where the data comes from (operation `sources`). */
  sources: uniqueIds(ZValueEntrySchema).min(1),
  /** Recipients or categories of recipients (operation `recipients`). */
  recipients: uniqueIds(ZRecipientEntrySchema).min(1),
  /** Recipients' countries (operation `recipientsLocations`). */
  countries: uniqueIds(ZLocationEntrySchema).min(1),
  /** Retention presets (operation `storageDuration`, docs/spec/catalogues.md §9.1). */
  retention: uniqueIds(ZValueEntrySchema).min(1),
});
export type TValueLists = z.infer<typeof ZValueListsSchema>;

/** Content shorthand: value-list entries written as a record keyed by id (so ids are typed). */
export type TEntryBody<T extends { id: string }> = Omit<T, 'id'>;

/** Turns a record keyed by id into the list form, keeping the written order. */
export function toEntries<T extends { id: string }>(record: Record<string, TEntryBody<T>>): T[] {
  return Object.entries(record).map(([id, body]) => ({ id, ...body }) as T);
}

/** A label with an optional description, the common body of a plain entry. */
export type TPlainBody = { label: TLocalized; description?: TLocalized };
