import { findProduct, pick, productsForEdition, type TProduct } from '@conform/catalogues';
import type { Edition, Locale } from '@conform/shell-contract';

/** What a product card shows, in the interface's language. */
export interface ProductView {
  id: string;
  name: string;
  description: string;
  /** Null for an id the catalogue does not know. */
  documentCount: number | null;
  /** The configurator's data subject; null when the product needs no configuration. */
  dataSubject: string | null;
  /** Material Design icon name from the catalogue; null for an unknown product. */
  icon: string | null;
}

function view(product: TProduct, locale: Locale, edition: Edition): ProductView {
  return {
    id: product.id,
    name: pick(product.name, locale, edition),
    description: pick(product.description, locale, edition),
    documentCount: product.documentCount,
    dataSubject: product.dataSubject,
    icon: product.icon,
  };
}

/** A product by id; an id the catalogue does not know shows as itself, like unknown documents (docs/spec/behaviour.md §3). */
export function productView(id: string, locale: Locale, edition: Edition): ProductView {
  const product = findProduct(id);
  return product
    ? view(product, locale, edition)
    : { id, name: id, description: '', documentCount: null, dataSubject: null, icon: null };
}

/** The products an edition offers, for the add-package dialog. */
export function editionProducts(locale: Locale, edition: Edition): ProductView[] {
  return productsForEdition(edition).map((p) => view(p, locale, edition));
}
