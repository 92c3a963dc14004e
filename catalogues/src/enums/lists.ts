import { z } from 'zod';
import { EDITIONS, l, LOCALES, ZEditionSchema, ZLocaleSchema, ZLocalizedSchema } from '../schema/common.ts';
import { DATA_SUBJECTS, ZDataSubjectSchema, ZEnumEntrySchema } from '../schema/enums.ts';
import type { TLocale } from '../schema/common.ts';
import type { TEnumEntry } from '../schema/enums.ts';
import { assertUnique, CatalogueError, loadCatalogue } from '../schema/load.ts';

/** Checks a labelled list against its closed set of ids: same ids, same order, no extras. */
function enumList<const T extends readonly string[]>(
  name: string,
  ids: T,
  entries: readonly (TEnumEntry & { id: T[number] })[],
): readonly (TEnumEntry & { id: T[number] })[] {
  const parsed = loadCatalogue(name, z.array(ZEnumEntrySchema), [...entries]);
  const got = parsed.map((e) => e.id);
  if (got.length !== ids.length || got.some((id, i) => id !== ids[i])) {
    throw new CatalogueError(
      name,
      `entries must be exactly ${ids.join(', ')} in this order; got ${got.join(', ')}`,
    );
  }
  return parsed;
}

/** Order payment statuses (docs/spec/catalogues.md §3.5); the payment-return page shows one message per status. */
export const PAYMENT_STATUSES = [
  'PENDING',
  'CHECKING_TRANSACTION',
  'PAID',
  'ERROR',
  'CREDITED',
  'CANCELLED',
] as const;
export const ZPaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type TPaymentStatus = z.infer<typeof ZPaymentStatusSchema>;
export const paymentStatuses = enumList('paymentStatuses', PAYMENT_STATUSES, [
  {
    id: 'PENDING',
    label: l('În curs de procesare', 'Being processed'),
    description: l(
      'Plata a fost inițiată și așteptăm răspunsul procesatorului.',
      'The payment has started and we are waiting for the processor.',
    ),
  },
  {
    id: 'CHECKING_TRANSACTION',
    label: l('În verificare la bancă', 'Being checked by the bank'),
    description: l(
      'Banca verifică tranzacția; documentele vă vor fi disponibile după confirmare și veți primi un e-mail.',
      'The bank is verifying the transaction; your documents will be available after confirmation and you will receive an e-mail.',
    ),
  },
  {
    id: 'PAID',
    label: l('Plătită', 'Paid'),
    description: l(
      'Plata a fost înregistrată, iar pachetele sunt ale dumneavoastră.',
      'The payment is registered and the packages are yours.',
    ),
  },
  {
    id: 'ERROR',
    label: l('Eșuată', 'Failed'),
    description: l(
      'Plata nu a reușit. Vă rugăm să încercați din nou.',
      'The payment failed. Please try again.',
    ),
  },
  {
    id: 'CREDITED',
    label: l('Anulată sau rambursată', 'Cancelled or refunded'),
    description: l('Suma a fost returnată pe card.', 'The amount was returned to the card.'),
  },
  {
    id: 'CANCELLED',
    label: l('Întreruptă', 'Interrupted'),
    description: l(
      'Plata a fost întreruptă înainte de finalizare. Vă rugăm să încercați din nou.',
      'The payment was interrupted before completion. Please try again.',
    ),
  },
]);

/** How an order was paid besides the card itself: a voucher, or the card-network partner promotion. */
export const PAYMENT_METHODS = ['VOUCHER', 'MASTERCARD_PREMIUM'] as const;
export const ZPaymentMethodSchema = z.enum(PAYMENT_METHODS);
export type TPaymentMethod = z.infer<typeof ZPaymentMethodSchema>;
export const paymentMethods = enumList('paymentMethods', PAYMENT_METHODS, [
  { id: 'VOUCHER', label: l('Voucher', 'Voucher') },
  {
    id: 'MASTERCARD_PREMIUM',
    label: l('Promoție Mastercard', 'Mastercard promotion'),
    description: l(
      'Reducerea partenerului se aplică la pasul de plată, nu în prețul afișat.',
      "The partner's discount applies at the payment step, not in the displayed price.",
    ),
  },
]);

/** Status of a generated document; a package's configuration state uses the same five values. */
export const DOCUMENT_STATUSES = ['PROCESSING', 'ERROR', 'LOCKED', 'NOT_CONFIGURED', 'READY'] as const;
export const ZDocumentStatusSchema = z.enum(DOCUMENT_STATUSES);
export type TDocumentStatus = z.infer<typeof ZDocumentStatusSchema>;
export const documentStatuses = enumList('documentStatuses', DOCUMENT_STATUSES, [
  {
    id: 'PROCESSING',
    label: l('Se generează', 'Being generated'),
    description: l(
      'Documentul se generează acum; durează de obicei câteva secunde.',
      'The document is being generated; it usually takes a few seconds.',
    ),
  },
  {
    id: 'ERROR',
    label: l('Eroare', 'Error'),
    description: l(
      'Documentul nu a putut fi generat. Reîncercați sau contactați-ne.',
      'The document could not be generated. Try again or contact us.',
    ),
  },
  {
    id: 'LOCKED',
    label: l('Blocat', 'Locked'),
    description: l(
      'Cumpărați pachetul pentru a descărca documentul.',
      'Buy the package to download the document.',
    ),
  },
  {
    id: 'NOT_CONFIGURED',
    label: l('Neconfigurat', 'Not configured'),
    description: l(
      'Completați datele necesare în panoul de control.',
      'Fill in the required data on the dashboard.',
    ),
  },
  {
    id: 'READY',
    label: l('Gata', 'Ready'),
    description: l('Documentul poate fi descărcat.', 'The document can be downloaded.'),
  },
]);

/**
 * Data sources a company marks dirty when they change, so the documents that use them are
 * regenerated: the three fixed sections, then every data-subject category (docs/spec/catalogues.md §3.5, docs/spec/behaviour.md §3).
 */
export const DATA_SOURCES = [
  'CONTACT_INFO',
  'COMPANY_INFO',
  'AUTO_CONFIGURED_PRODUCTS',
  ...DATA_SUBJECTS,
] as const;
export const ZDataSourceSchema = z.enum(DATA_SOURCES);
export type TDataSource = z.infer<typeof ZDataSourceSchema>;

/** A data-subject category as the configurator and the documents name it. */
export const ZDataSubjectEntrySchema = z.strictObject({
  /** The enumeration value; its lowercase form is the configurator route parameter. */
  id: ZDataSubjectSchema,
  /** Plural name of the category, as a configurator title. */
  label: ZLocalizedSchema,
  /** What the configurator asks for, in one or two sentences. */
  description: ZLocalizedSchema,
});
export type TDataSubjectEntry = z.infer<typeof ZDataSubjectEntrySchema>;

// The labelled categories live in data-subjects.ts (no zod), so a front end's first page can use them alone.
export { dataSubjectEntries } from './data-subjects.ts';

/** The three fixed data-source sections with labels (data subjects take their labels from dataSubjectEntries). */
export const dataSourceSections = enumList(
  'dataSources',
  ['CONTACT_INFO', 'COMPANY_INFO', 'AUTO_CONFIGURED_PRODUCTS'] as const,
  [
    {
      id: 'CONTACT_INFO',
      label: l(
        'Date de contact și persoana de contact pentru protecția datelor (DPO, dacă este desemnat)',
        'Contact details and data protection contact person (DPO, if appointed)',
      ),
    },
    { id: 'COMPANY_INFO', label: l('Datele companiei', 'Company details') },
    {
      id: 'AUTO_CONFIGURED_PRODUCTS',
      label: l('Pachete configurate automat', 'Automatically configured packages'),
    },
  ],
);

/**
 * Lifecycle stages sent to the marketing forms. The ids are the marketing tool's internal values
 * (marketing-qualified lead, sales-qualified lead, opportunity, customer).
 */
export const LIFECYCLE_STAGES = [
  'marketingqualifiedlead',
  'salesqualifiedlead',
  'opportunity',
  'customer',
] as const;
export const ZLifecycleStageSchema = z.enum(LIFECYCLE_STAGES);
export type TLifecycleStage = z.infer<typeof ZLifecycleStageSchema>;
export const lifecycleStages = enumList('lifecycleStages', LIFECYCLE_STAGES, [
  { id: 'marketingqualifiedlead', label: l('Lead calificat de marketing', 'Marketing-qualified lead') },
  { id: 'salesqualifiedlead', label: l('Lead calificat de vânzări', 'Sales-qualified lead') },
  { id: 'opportunity', label: l('Oportunitate', 'Opportunity') },
  { id: 'customer', label: l('Client', 'Customer') },
]);

/** Content languages; each is named in its own language in both locales (spec: ro Română, en English). */
export const languages = enumList('languages', LOCALES, [
  { id: 'ro', label: l('Română', 'Română') },
  { id: 'en', label: l('English', 'English') },
]);
/** Re-exported for symmetry with the other lists. */
export { ZLocaleSchema as ZLanguageSchema };

/** Currencies of the platform; EUR is the default when a configuration names none. */
export const CURRENCIES = ['RON', 'EUR'] as const;
export const ZCurrencySchema = z.enum(CURRENCIES);
export type TCurrency = z.infer<typeof ZCurrencySchema>;
export const DEFAULT_CURRENCY: TCurrency = 'EUR';

/** A currency with its symbol; `formatAmount` places it as each language does. */
export const ZCurrencyEntrySchema = z.strictObject({
  /** ISO 4217 code. */
  id: ZCurrencySchema,
  /** Symbol of the currency ('lei', '€'). */
  symbol: z.string().min(1),
  /** Name of the currency. */
  label: ZLocalizedSchema,
});
export type TCurrencyEntry = z.infer<typeof ZCurrencyEntrySchema>;
export const currencies: readonly TCurrencyEntry[] = loadCatalogue(
  'currencies',
  z.array(ZCurrencyEntrySchema).length(2),
  [
    { id: 'RON', symbol: 'lei', label: l('Leu românesc', 'Romanian leu') },
    { id: 'EUR', symbol: '€', label: l('Euro', 'Euro') },
  ],
);

/**
 * An amount as each language writes it: '59 €' and '290 lei' in Romanian, '€59' and '290 lei' in
 * English (the euro sign before the figure, as British usage has it). Whole amounts have no decimals.
 */
export function formatAmount(amount: number, currency: TCurrency, locale: TLocale): string {
  const decimals = Number.isInteger(amount) ? 0 : 2;
  const figure = new Intl.NumberFormat(locale === 'ro' ? 'ro-RO' : 'en-GB', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: 2,
  }).format(amount);
  if (currency === 'RON') return `${figure} lei`;
  return locale === 'ro' ? `${figure} €` : `€${figure}`;
}

/** Platform name of an edition: lowercase, used to fetch its configuration and scope its companies (= `Platform` in `@conform/contracts`). */
export const PLATFORMS = ['ro', 'en', 'int'] as const;
export const ZPlatformSchema = z.enum(PLATFORMS);
export type TPlatform = z.infer<typeof ZPlatformSchema>;

/** An edition (platform) with its address and defaults. */
export const ZEditionEntrySchema = z.strictObject({
  /** RO, EN or INT. */
  id: ZEditionSchema,
  /** Lowercase platform name. */
  platform: ZPlatformSchema,
  /** Base path of the shell for this edition. */
  basePath: z.string().regex(/^\/platform(\/[a-z]+)?$/),
  /** Locale the edition opens in. */
  defaultLocale: ZLocaleSchema,
  /** Name of the edition. */
  label: ZLocalizedSchema,
});
export type TEditionEntry = z.infer<typeof ZEditionEntrySchema>;
export const editions: readonly TEditionEntry[] = loadCatalogue(
  'editions',
  z.array(ZEditionEntrySchema).length(EDITIONS.length),
  [
    { id: 'RO', platform: 'ro', basePath: '/platform', defaultLocale: 'ro', label: l('România', 'Romania') },
    {
      id: 'EN',
      platform: 'en',
      basePath: '/platform/en',
      defaultLocale: 'en',
      label: l('România, în limba engleză', 'Romania, in English'),
    },
    {
      id: 'INT',
      platform: 'int',
      basePath: '/platform/int',
      defaultLocale: 'en',
      label: l('Internațională (UE)', 'International (EU)'),
    },
  ],
);

/**
 * The second subject enumeration (docs/spec/catalogues.md §3.5): sections under which older records and
 * marketing data group documents. It differs from DATA_SUBJECTS: it also names document sections
 * (registries, contracts, rights handling, utils) and has no patients, courses, real estate or
 * accommodation values.
 */
export const SUBJECT_TYPES = [
  'PERSONAL_CLIENTS',
  'BUSINESS_CLIENTS',
  'PERSONAL_SUPPLIERS',
  'BUSINESS_SUPPLIERS',
  'CANDIDATES',
  'EMPLOYEES',
  'ONLINE_USERS',
  'EVENT_ATTENDANTS',
  'ONLINE_EVENT_ATTENDANTS',
  'INTERNAL_POLICIES',
  'ONLINE_SHOP_USER',
  'ONLINE_RESTAURANT_USER',
  'REGISTRIES',
  'CONTRACTS',
  'DATA_SUBJECTS_RIGHTS',
  'UTILS',
  'CCTV',
  'MARKETING',
] as const;
export const ZSubjectTypeSchema = z.enum(SUBJECT_TYPES);
export type TSubjectType = z.infer<typeof ZSubjectTypeSchema>;
export const subjectTypes = enumList('subjectTypes', SUBJECT_TYPES, [
  { id: 'PERSONAL_CLIENTS', label: l('Clienți persoane fizice', 'Individual clients') },
  { id: 'BUSINESS_CLIENTS', label: l('Clienți persoane juridice', 'Business clients') },
  { id: 'PERSONAL_SUPPLIERS', label: l('Furnizori persoane fizice', 'Individual suppliers') },
  { id: 'BUSINESS_SUPPLIERS', label: l('Furnizori persoane juridice', 'Business suppliers') },
  { id: 'CANDIDATES', label: l('Candidați', 'Candidates') },
  { id: 'EMPLOYEES', label: l('Angajați', 'Employees') },
  { id: 'ONLINE_USERS', label: l('Utilizatori online', 'Online users') },
  { id: 'EVENT_ATTENDANTS', label: l('Participanți la evenimente', 'Event attendees') },
  { id: 'ONLINE_EVENT_ATTENDANTS', label: l('Participanți la evenimente online', 'Online event attendees') },
  { id: 'INTERNAL_POLICIES', label: l('Politici interne', 'Internal policies') },
  { id: 'ONLINE_SHOP_USER', label: l('Clienți ai magazinului online', 'Online shop customers') },
  {
    id: 'ONLINE_RESTAURANT_USER',
    label: l('Clienți ai restaurantului online', 'Online restaurant customers'),
  },
  { id: 'REGISTRIES', label: l('Registre', 'Records') },
  { id: 'CONTRACTS', label: l('Contracte', 'Contracts') },
  { id: 'DATA_SUBJECTS_RIGHTS', label: l('Drepturile persoanelor vizate', "Data subjects' rights") },
  { id: 'UTILS', label: l('Documente utile', 'Useful documents') },
  { id: 'CCTV', label: l('Supraveghere video', 'Video surveillance') },
  { id: 'MARKETING', label: l('Marketing', 'Marketing') },
]);

assertUnique(
  'editions',
  'edition ids',
  editions.map((e) => e.id),
);
