import {
  documentsByCode,
  findProduct,
  pick,
  resultCategories,
  type TDocumentCode,
  type TProductFamily,
  type TProductId,
} from '@conform/catalogues';
import type { Edition, Locale } from '@conform/shell-contract';

/** A recommended product as the results and bundle pages show it, in the interface's language. */
export interface ProductView {
  id: TProductId;
  name: string;
  description: string;
  situations: string[];
  documents: string[];
}

/** A product family with its recommended products, in the catalogue's display order. */
export interface FamilyView {
  id: TProductFamily;
  name: string;
  description: string;
  products: ProductView[];
}

function documentName(code: TDocumentCode, locale: Locale, edition: Edition): string {
  return pick(documentsByCode[code].name, locale, edition);
}

export function productView(id: TProductId, locale: Locale, edition: Edition): ProductView | undefined {
  const product = findProduct(id);
  if (!product) return undefined;
  return {
    id,
    name: pick(product.name, locale, edition),
    description: pick(product.description, locale, edition),
    situations: product.situations.map((s) => pick(s, locale, edition)),
    documents: product.documents.map((code) => documentName(code, locale, edition)),
  };
}

/** The results grouped by product family (docs/spec/behaviour.md §2 Quiz results), families without products left out. */
export function familiesOf(ids: readonly TProductId[], locale: Locale, edition: Edition): FamilyView[] {
  return resultCategories.flatMap((category) => {
    const products = ids
      .filter((id) => findProduct(id)?.family === category.id)
      .flatMap((id) => productView(id, locale, edition) ?? []);
    if (products.length === 0) return [];
    return [
      {
        id: category.id,
        name: pick(category.name, locale, edition),
        description: pick(category.description, locale, edition),
        products,
      },
    ];
  });
}

/**
 * A description cut to `limit` characters at a word boundary, with an ellipsis (docs/spec/behaviour.md §2: 165, 110 or 80
 * characters depending on the screen).
 */
export function truncate(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}
