import { z } from 'zod';
import { ZEditionSchema, ZLocaleSchema, ZLocalizedSchema } from '../schema/common.ts';
import { ZDataSubjectSchema } from '../schema/enums.ts';
import { ZDocumentCodeSchema } from '../documents/schema.ts';
import { PRODUCT_FAMILIES, PRODUCT_IDS } from './ids.ts';

// The ids and families live in ids.ts (no zod), so a front end's first page can use them alone.
export { BASE_PRODUCT_IDS, INT_PRODUCT_IDS, PRODUCT_FAMILIES, PRODUCT_IDS } from './ids.ts';
export type { TBaseProductId, TIntProductId, TProductFamily, TProductId } from './ids.ts';

export const ZProductIdSchema = z.enum(PRODUCT_IDS);
export const ZProductFamilySchema = z.enum(PRODUCT_FAMILIES);

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
