import { z } from 'zod';
import { ZEditionSchema, ZLocaleSchema, ZLocalizedSchema } from '../schema/common.ts';
import { ZDataSubjectSchema } from '../schema/enums.ts';
import { ZDocumentCodeSchema } from '../documents/schema.ts';

/** Products sold on the RO and EN editions (docs/spec/catalogues.md §12). */
export const BASE_PRODUCT_IDS = [
  'PERSONAL_CLIENTS',
  'BUSINESS_CLIENTS',
  'PERSONAL_SUPPLIERS',
  'BUSINESS_SUPPLIERS',
  'RECRUITMENT',
  'EMPLOYEES',
  'PATIENTS',
  'OFFLINE_EVENTS',
  'ONLINE_EVENTS',
  'ONLINE_APP',
  'ONLINE_APP_EN',
  'ONLINE_APP_TERMS',
  'ONLINE_RESTAURANT',
  'ONLINE_SHOP',
  'ONLINE_SHOP_EN',
  'ONLINE_SHOP_TERMS',
  'ONLINE_COURSES',
  'ONLINE_COURSES_EN',
  'ONLINE_COURSES_TERMS',
  'ONLINE_REAL_ESTATE',
  'ONLINE_REAL_ESTATE_TERMS',
  'ONLINE_ACCOMMODATION',
  'ONLINE_ACCOMMODATION_EN',
  'ONLINE_ACCOMMODATION_TERMS',
  'DPA',
  'MARKETING',
  'CCTV',
  'INTERNAL_POLICIES',
] as const;
export type TBaseProductId = (typeof BASE_PRODUCT_IDS)[number];

/**
 * The INT edition's English variants: every base product except the `_EN` ones (on INT every
 * document is already in English). Listed rather than computed so the ids can be searched for.
 */
export const INT_PRODUCT_IDS = [
  'INT_PERSONAL_CLIENTS',
  'INT_BUSINESS_CLIENTS',
  'INT_PERSONAL_SUPPLIERS',
  'INT_BUSINESS_SUPPLIERS',
  'INT_RECRUITMENT',
  'INT_EMPLOYEES',
  'INT_PATIENTS',
  'INT_OFFLINE_EVENTS',
  'INT_ONLINE_EVENTS',
  'INT_ONLINE_APP',
  'INT_ONLINE_APP_TERMS',
  'INT_ONLINE_RESTAURANT',
  'INT_ONLINE_SHOP',
  'INT_ONLINE_SHOP_TERMS',
  'INT_ONLINE_COURSES',
  'INT_ONLINE_COURSES_TERMS',
  'INT_ONLINE_REAL_ESTATE',
  'INT_ONLINE_REAL_ESTATE_TERMS',
  'INT_ONLINE_ACCOMMODATION',
  'INT_ONLINE_ACCOMMODATION_TERMS',
  'INT_DPA',
  'INT_MARKETING',
  'INT_CCTV',
  'INT_INTERNAL_POLICIES',
] as const;
export type TIntProductId = (typeof INT_PRODUCT_IDS)[number];

export const PRODUCT_IDS = [...BASE_PRODUCT_IDS, ...INT_PRODUCT_IDS] as const;
export const ZProductIdSchema = z.enum(PRODUCT_IDS);
export type TProductId = z.infer<typeof ZProductIdSchema>;

/** Families group products on the results page and in the add-package dialog. */
export const PRODUCT_FAMILIES = [
  'CLIENTS_SUPPLIERS',
  'HR',
  'EVENTS',
  'ONLINE',
  'CONTRACTS',
  'MARKETING',
  'SURVEILLANCE',
  'INTERNAL',
] as const;
export const ZProductFamilySchema = z.enum(PRODUCT_FAMILIES);
export type TProductFamily = z.infer<typeof ZProductFamilySchema>;

/** A product's sample document, previewed before purchase. */
export const ZSampleSchema = z.strictObject({
  /**
   * Stored file path `samples/<locale>/<product id>/<document code>.pdf`; a download link is
   * generated from it (the files are produced by the renderer from a demo company).
   */
  path: z.string().regex(/^samples\/(ro|en)\/[A-Z_]+\/[A-Z_]+\.pdf$/),
  /** Language of the sample: ro or en. */
  locale: ZLocaleSchema,
});
export type TSample = z.infer<typeof ZSampleSchema>;

/** A document package the company buys (docs/spec/catalogues.md §12, docs/spec/behaviour.md §3 "Product"). */
export const ZProductSchema = z
  .strictObject({
    /** Product id, stored in the company's pending, configured and purchased lists. */
    id: ZProductIdSchema,
    /** Package name, on cards, the cart and the documents page. */
    name: ZLocalizedSchema,
    /** What the package gives, in one or two sentences (truncated on the results page). */
    description: ZLocalizedSchema,
    /** Material Design icon name, e.g. `mdi-account-tie`. */
    icon: z.string().regex(/^mdi-[a-z0-9-]+$/),
    /** Group on the results page. */
    family: ZProductFamilySchema,
    /**
     * Data-subject category configured for it, or null for packages without one (terms and
     * conditions, DPA, marketing, CCTV, internal policies): those are configured automatically.
     */
    dataSubject: ZDataSubjectSchema.nullable(),
    /** Document codes the package generates, in the order they are listed. */
    documents: z.array(ZDocumentCodeSchema).min(1),
    /** Number of documents shown on the card; always the length of `documents`. */
    documentCount: z.number().int().min(1),
    /** Editions that offer it. */
    editions: z.array(ZEditionSchema).min(1),
    /** The product this one is a variant of (INT_ and _EN variants), or null. */
    variantOf: ZProductIdSchema.nullable(),
    /** Language the documents are generated in, or null to follow the user's locale. */
    documentLocale: ZLocaleSchema.nullable(),
    /** Sample document offered before purchase. */
    sample: ZSampleSchema,
    /** Short texts naming the situations it covers, for the results page. */
    situations: z.array(ZLocalizedSchema).min(1),
  })
  .refine((p) => p.documentCount === p.documents.length, {
    message: 'documentCount must equal the number of documents',
    path: ['documentCount'],
  })
  .refine((p) => new Set(p.documents).size === p.documents.length, {
    message: 'a document is listed twice',
    path: ['documents'],
  })
  .refine((p) => p.documents.some((d) => p.sample.path.endsWith(`/${p.id}/${d}.pdf`)), {
    message: 'the sample must be one of the product’s documents, under the product’s folder',
    path: ['sample', 'path'],
  })
  .refine((p) => p.sample.path.startsWith(`samples/${p.sample.locale}/`), {
    message: 'the sample path must sit under its locale',
    path: ['sample', 'path'],
  });
export type TProduct = z.infer<typeof ZProductSchema>;

/** A group of documents not sold as a product: UTILS, always available (docs/spec/catalogues.md §4). */
export const ZDocumentGroupEntrySchema = z.strictObject({
  /** Group id, used as the product of its document records. */
  id: z.literal('UTILS'),
  /** Group name on the documents page. */
  name: ZLocalizedSchema,
  /** What the group holds. */
  description: ZLocalizedSchema,
  /** Material Design icon name. */
  icon: z.string().regex(/^mdi-[a-z0-9-]+$/),
  /** Document codes in the group. */
  documents: z.array(ZDocumentCodeSchema).min(1),
  /** Always true: the group is downloadable whatever the company bought. */
  alwaysAvailable: z.literal(true),
});
export type TDocumentGroupEntry = z.infer<typeof ZDocumentGroupEntrySchema>;
