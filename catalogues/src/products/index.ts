// No zod here: a front end showing products (the dashboard's first page) downloads no zod for them.
// The catalogue's tests parse every product and the UTILS group with their schemas (test/products.test.ts).
import type { TEdition, TLocale } from '../schema/text.ts';
import { assertUnique, CatalogueError } from '../schema/errors.ts';
import type { TDocumentCode } from '../documents/schema.ts';
import { baseProducts, ENGLISH_VARIANTS, utilsGroupInput } from './catalogue.ts';
import type { TBaseProductInput } from './catalogue.ts';
import { BASE_PRODUCT_IDS, INT_PRODUCT_IDS } from './ids.ts';
import type { TBaseProductId, TDocumentGroupEntry, TProduct, TProductId } from './schema.ts';

export * from './schema.ts';
/** Re-exported for callers that read products per edition. */
export type { TEdition } from '../schema/text.ts';

function samplePath(locale: TLocale, id: string, document: TDocumentCode): string {
  return `samples/${locale}/${id}/${document}.pdf`;
}

function product(
  id: TProductId,
  input: TBaseProductInput,
  editions: TEdition[],
  variantOf: TProductId | null,
  documentLocale: TLocale | null,
): TProduct {
  const sampleLocale: TLocale = documentLocale ?? 'ro';
  const sampleDocument = input.sampleDocument ?? input.documents[0];
  if (!sampleDocument) throw new CatalogueError('products', `${id} has no documents`);
  return {
    id,
    name: input.name,
    description: input.description,
    icon: input.icon,
    family: input.family,
    dataSubject: input.dataSubject,
    documents: input.documents,
    documentCount: input.documents.length,
    editions,
    variantOf,
    documentLocale,
    sample: { path: samplePath(sampleLocale, id, sampleDocument), locale: sampleLocale },
    situations: input.situations,
  };
}

/**
 * Base products are offered on RO and EN; the `_EN` variants only on RO (the EN edition already
 * produces English documents); each INT_ variant only on INT, in English, with the INT texts.
 */
function buildProducts(): TProduct[] {
  const base = BASE_PRODUCT_IDS.map((id) => {
    const englishOf = ENGLISH_VARIANTS[id];
    return englishOf
      ? product(id, baseProducts[id], ['RO'], englishOf, 'en')
      : product(id, baseProducts[id], ['RO', 'EN'], null, null);
  });
  const international = INT_PRODUCT_IDS.map((id) => {
    const baseId = id.slice('INT_'.length) as TBaseProductId;
    return product(id, baseProducts[baseId], ['INT'], baseId, 'en');
  });
  return [...base, ...international];
}

/** Every product of every edition (ZProductSchema holds each one in the catalogue's tests). */
export const products: readonly TProduct[] = buildProducts();
assertUnique(
  'products',
  'product ids',
  products.map((p) => p.id),
);
for (const p of products) {
  if (p.id.startsWith('INT_') !== p.editions.includes('INT')) {
    throw new CatalogueError('products', `${p.id}: only INT_ products belong to the INT edition`);
  }
}

/** Products by id. */
export const productsById: Readonly<Record<TProductId, TProduct>> = Object.fromEntries(
  products.map((p) => [p.id, p]),
) as Record<TProductId, TProduct>;

/** The always-available UTILS document group (ZDocumentGroupEntrySchema holds it in the catalogue's tests). */
export const utilsGroup: TDocumentGroupEntry = utilsGroupInput satisfies TDocumentGroupEntry;

/** True when a string is a known product id. */
export function isProductId(id: string): id is TProductId {
  return Object.hasOwn(productsById, id);
}

/** The product with an id, or undefined for an unknown id. */
export function findProduct(id: string): TProduct | undefined {
  return isProductId(id) ? productsById[id] : undefined;
}

/** Products offered on an edition, in catalogue order. */
export function productsForEdition(edition: TEdition): TProduct[] {
  return products.filter((p) => p.editions.includes(edition));
}

/** Whether a product is offered on an edition. */
export function isOfferedOn(id: TProductId, edition: TEdition): boolean {
  return productsById[id].editions.includes(edition);
}

/**
 * A product needs configuration when it has a data-subject category; the others (terms, DPA,
 * marketing, CCTV, internal policies) are configured automatically when added (docs/spec/catalogues.md §4).
 */
export function requiresConfiguration(id: TProductId): boolean {
  return productsById[id].dataSubject !== null;
}

/** The products of a list that need no configuration: `configured` at company creation from the quiz. */
export function autoConfiguredProducts(ids: readonly TProductId[]): TProductId[] {
  return ids.filter((id) => !requiresConfiguration(id));
}

/**
 * The id of a product on an edition: INT_ variant on INT, base product on RO and EN. A base id
 * with no variant on the target edition (the `_EN` ones on INT) gives undefined.
 */
export function productIdForEdition(id: TProductId, edition: TEdition): TProductId | undefined {
  const baseId = id.startsWith('INT_') ? id.slice('INT_'.length) : id;
  const target = edition === 'INT' ? `INT_${baseId}` : baseId;
  return isProductId(target) && isOfferedOn(target, edition) ? target : undefined;
}
