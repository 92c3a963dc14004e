import { pick } from '../schema/common.ts';
import type { TEdition, TLocale } from '../schema/common.ts';
import type { TCurrency } from '../enums/lists.ts';
import { documentsByCode, isDocumentCode } from '../documents/index.ts';
import type { TDocumentCode, TDocumentFormat, TDocumentGroup } from '../documents/schema.ts';
import { findProduct, productsById, utilsGroup } from '../products/index.ts';
import type { TProduct, TProductFamily, TProductId } from '../products/schema.ts';
import type { TBundle, TPlatformConfig, TPrice } from '../config/schema.ts';
import type { TResultCategory } from '../quiz/schema.ts';

/** Receives the warnings of lookups that fall back (missing price config). */
export type TWarn = (message: string, details?: Record<string, unknown>) => void;

const consoleWarn: TWarn = (message, details) => console.warn(message, details ?? {});

/** A document as the documents page shows it, in one locale. */
export interface TDocumentInfo {
  /** The document type code as stored on the record. */
  code: string;
  /** False for a type the catalogue does not know. */
  known: boolean;
  name: string;
  /** 'UNKNOWN' for an unknown type (docs/spec/catalogues.md §8). */
  description: string;
  /** Usage guide, null for an unknown type. */
  guide: { where: string; signedBy: string; update: string } | null;
  group: TDocumentGroup | null;
  gdprArticles: string[];
  formats: TDocumentFormat[];
}

/**
 * Name, description and guide of a document type in a locale. An unknown type (an older record)
 * is shown with the type code as its name and the description UNKNOWN (docs/spec/catalogues.md §8).
 */
export function documentInfo(code: string, locale: TLocale, edition: TEdition = 'RO'): TDocumentInfo {
  if (!isDocumentCode(code)) {
    return {
      code,
      known: false,
      name: code,
      description: 'UNKNOWN',
      guide: null,
      group: null,
      gdprArticles: [],
      formats: [],
    };
  }
  const d = documentsByCode[code];
  return {
    code,
    known: true,
    name: pick(d.name, locale, edition),
    description: pick(d.description, locale, edition),
    guide: {
      where: pick(d.guide.where, locale, edition),
      signedBy: pick(d.guide.signedBy, locale, edition),
      update: pick(d.guide.update, locale, edition),
    },
    group: d.group,
    gdprArticles: [...d.gdprArticles],
    formats: [...d.formats],
  };
}

/** A product's texts in one locale, or undefined for an unknown id. */
export function productInfo(
  id: string,
  locale: TLocale,
  edition: TEdition = 'RO',
):
  | (Omit<TProduct, 'name' | 'description' | 'situations'> & {
      name: string;
      description: string;
      situations: string[];
    })
  | undefined {
  const p = findProduct(id);
  if (!p) return undefined;
  return {
    ...p,
    name: pick(p.name, locale, edition),
    description: pick(p.description, locale, edition),
    situations: p.situations.map((s) => pick(s, locale, edition)),
  };
}

/** A price with its currency, as the cart and the cards show it. */
export interface TPriceInfo extends TPrice {
  currency: TCurrency;
}

/**
 * The price of a product on a platform. Missing configuration is logged through `warn` and
 * answered with currency EUR, value NaN and discount 0 (docs/spec/catalogues.md §8), so the screen still renders.
 */
export function productPrice(
  config: TPlatformConfig | null | undefined,
  id: string,
  warn: TWarn = consoleWarn,
): TPriceInfo {
  const price = config?.products[id as TProductId];
  if (!config || !price) {
    warn('Missing price config for product', { productId: id, hasConfig: Boolean(config) });
    return { currency: 'EUR', value: Number.NaN, discount: 0 };
  }
  return { currency: config.currency, value: price.value, discount: price.discount };
}

/** The platform's bundles, each with the platform currency added (docs/spec/behaviour.md §3 "Config"). */
export function bundlePrices(config: TPlatformConfig): Record<string, TBundle & { currency: TCurrency }> {
  return Object.fromEntries(
    Object.entries(config.bundles).map(([id, b]) => [id, { ...b, currency: config.currency }]),
  );
}

/** What the buyer pays for a price after its discount (percent), rounded to the cent. NaN stays NaN. */
export function discountedValue(price: TPrice): number {
  return Math.round(price.value * (100 - price.discount)) / 100;
}

/** The VAT contained in a VAT-inclusive amount, rounded to the cent. */
export function vatIncluded(amount: number, vatRate: number): number {
  return Math.round((amount - amount / (1 + vatRate)) * 100) / 100;
}

/** A group of documents on the documents page. */
export interface TDocumentGroupView {
  /** Product id, or UTILS. */
  id: TProductId | 'UTILS';
  documents: TDocumentCode[];
  /** True when the product is purchased (or for UTILS); otherwise the group is a preview. */
  available: boolean;
}

/**
 * The documents page groups: one per product the company has (pending or purchased), available
 * when purchased and a preview otherwise, then UTILS, always available (docs/spec/catalogues.md §4).
 */
export function documentGroupsFor(
  productIds: readonly TProductId[],
  purchased: readonly TProductId[],
): TDocumentGroupView[] {
  const groups: TDocumentGroupView[] = [...new Set(productIds)].map((id) => ({
    id,
    documents: [...productsById[id].documents],
    available: purchased.includes(id),
  }));
  groups.push({ id: 'UTILS', documents: [...utilsGroup.documents], available: true });
  return groups;
}

/** One category of the results page, filled with the recommended products of its family. */
export interface TResultCategoryView {
  id: TProductFamily;
  name: string;
  description: string;
  icon: string;
  products: TProductId[];
  /** Document codes of those products, each once. */
  documents: TDocumentCode[];
  /** Situations those products cover, each once. */
  situations: string[];
  /** Number of documents (for internal policies, the package's 22). */
  documentsCount: number;
}

/** Groups recommended products into the results page's categories, in family order; empty families are left out. */
export function resultCategoryViews(
  categories: readonly TResultCategory[],
  ids: readonly TProductId[],
  locale: TLocale,
  edition: TEdition = 'RO',
): TResultCategoryView[] {
  return categories
    .map((category) => {
      const members = ids.map((id) => productsById[id]).filter((p) => p.family === category.id);
      const documents = [...new Set(members.flatMap((p) => p.documents))];
      const situations = [
        ...new Set(members.flatMap((p) => p.situations.map((s) => pick(s, locale, edition)))),
      ];
      return {
        id: category.id,
        name: pick(category.name, locale, edition),
        description: pick(category.description, locale, edition),
        icon: category.icon,
        products: members.map((p) => p.id),
        documents,
        situations,
        documentsCount: documents.length,
      };
    })
    .filter((view) => view.products.length > 0);
}

/** Shortens a description for the results page: 165 characters on extra-large screens, 110 on large, 80 otherwise. */
export function truncateDescription(text: string, screen: 'xl' | 'lg' | 'other'): string {
  const max = screen === 'xl' ? 165 : screen === 'lg' ? 110 : 80;
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}
