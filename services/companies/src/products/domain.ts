import type { TCompanyProducts } from '@conform/contracts';
import type { CatalogueProduct } from './catalogue.ts';

/**
 * The outcome of one lifecycle step: the new lists and the data source to mark dirty, or null
 * when the rule says the step is skipped (nothing changes, nothing is marked dirty).
 */
export interface LifecycleChange {
  products: TCompanyProducts;
  dirtySource: string;
}

const without = (list: string[], id: string) => list.filter((p) => p !== id);

/**
 * Adding to the cart (docs/spec/behaviour.md §4): skipped when already pending; a product without a data subject is
 * configured at once.
 */
export function addPending(
  products: TCompanyProducts,
  productId: string,
  product: CatalogueProduct,
): LifecycleChange | null {
  if (products.pending.includes(productId)) return null;
  const configureNow = !product.needsConfiguration && !products.configured.includes(productId);
  return {
    products: {
      ...products,
      pending: [...products.pending, productId],
      configured: configureNow ? [...products.configured, productId] : products.configured,
    },
    dirtySource: product.dataSource,
  };
}

/** Removing from the cart (docs/spec/behaviour.md §4): skipped when not pending; takes it from pending and configured. */
export function removePending(
  products: TCompanyProducts,
  productId: string,
  dataSource: string,
): LifecycleChange | null {
  if (!products.pending.includes(productId)) return null;
  return {
    products: {
      ...products,
      pending: without(products.pending, productId),
      configured: without(products.configured, productId),
    },
    dirtySource: dataSource,
  };
}

/** Marking configured (the assistant's Continue, docs/spec/behaviour.md §2): skipped when already configured. */
export function addConfigured(
  products: TCompanyProducts,
  productId: string,
  product: CatalogueProduct,
): LifecycleChange | null {
  if (products.configured.includes(productId)) return null;
  return {
    products: { ...products, configured: [...products.configured, productId] },
    dirtySource: product.dataSource,
  };
}

/** Union into the dirty list, keeping its order. */
export function markDirty(dirty: string[], ...sources: string[]): string[] {
  const next = [...dirty];
  for (const source of sources) if (!next.includes(source)) next.push(source);
  return next;
}

/** The dirty list and the times its sources were marked. */
export interface DirtyState {
  dirty: string[];
  dirtyMarkedAt: Record<string, string>;
}

/** Marks sources dirty now: each joins the list once, and its time becomes `now`. */
export function markSources(state: DirtyState, sources: readonly string[], now: Date): DirtyState {
  const at = now.toISOString();
  const dirtyMarkedAt = { ...state.dirtyMarkedAt };
  for (const source of sources) dirtyMarkedAt[source] = at;
  return { dirty: markDirty(state.dirty, ...sources), dirtyMarkedAt };
}

/**
 * Clears sources that were regenerated from data at least as new as their last mark. A source
 * marked again while the documents were being made stays dirty (its newest change is not in them).
 */
export function clearSources(
  state: DirtyState,
  regenerated: ReadonlyArray<{ source: string; markedAt: string }>,
): DirtyState {
  const cleared = new Set(
    regenerated
      .filter(({ source, markedAt }) => {
        const marked = state.dirtyMarkedAt[source];
        return marked === undefined || Date.parse(marked) <= Date.parse(markedAt);
      })
      .map((r) => r.source),
  );
  const dirtyMarkedAt = Object.fromEntries(
    Object.entries(state.dirtyMarkedAt).filter(([source]) => !cleared.has(source)),
  );
  return { dirty: state.dirty.filter((s) => !cleared.has(s)), dirtyMarkedAt };
}

/**
 * A paid order (docs/spec/behaviour.md §4 product lifecycle): its products leave the cart and are purchased;
 * configured stays as it is. Products already purchased are not bought twice.
 */
export function purchase(products: TCompanyProducts, bought: readonly string[]): TCompanyProducts {
  const moved = new Set(bought);
  return {
    pending: products.pending.filter((p) => !moved.has(p)),
    configured: products.configured,
    purchased: [...products.purchased, ...[...moved].filter((p) => !products.purchased.includes(p))],
  };
}

/**
 * A refunded order (docs/spec/behaviour.md §4 product lifecycle; docs/security.md#money-payment-notifications): the products it takes back leave
 * purchased. Configured stays as it is: the configuration is the company's own data (its situations
 * stay in the configurator), so a package bought again has its documents made at once.
 */
export function takeBack(products: TCompanyProducts, refunded: readonly string[]): TCompanyProducts {
  const taken = new Set(refunded);
  return { ...products, purchased: products.purchased.filter((p) => !taken.has(p)) };
}

/** A refunded package and when; the list keeps the latest refund of each package. */
export interface Refund {
  product: string;
  refundedAt: string;
}

/** The refunds after these products were refunded at `at` (an earlier refund of one is replaced). */
export function addRefunds(refunds: readonly Refund[], products: readonly string[], at: Date): Refund[] {
  const refundedAt = at.toISOString();
  return [
    ...refunds.filter((r) => !products.includes(r.product)),
    ...products.map((product) => ({ product, refundedAt })),
  ];
}

/** The refunds after these products were bought again: they are no longer refunded. */
export function dropRefunds(refunds: readonly Refund[], bought: readonly string[]): Refund[] {
  return refunds.filter((r) => !bought.includes(r.product));
}
