import { findProduct, type TEdition } from '@conform/catalogues';
import type { Platform } from '@conform/server-kit';
import { AUTO_CONFIGURED_SOURCE, type ProductCatalogue } from './catalogue.ts';

const EDITION_OF: Record<Platform, TEdition> = { ro: 'RO', en: 'EN', int: 'INT' };

/** The bundled product catalogue (`@conform/catalogues`). */
export const bundledProductCatalogue: ProductCatalogue = {
  find(productId, platform) {
    const product = findProduct(productId);
    if (!product?.editions.includes(EDITION_OF[platform])) return undefined;
    return {
      needsConfiguration: product.dataSubject !== null,
      dataSource: product.dataSubject ?? AUTO_CONFIGURED_SOURCE,
    };
  },
};
