import { findProduct } from '@conform/catalogues';
import { toEdition } from '@conform/contracts';
import { AUTO_CONFIGURED_SOURCE, type ProductCatalogue } from './catalogue.ts';

/** The bundled product catalogue (`@conform/catalogues`). */
export const bundledProductCatalogue: ProductCatalogue = {
  find(productId, platform) {
    const product = findProduct(productId);
    if (!product?.editions.includes(toEdition(platform))) return undefined;
    return {
      needsConfiguration: product.dataSubject !== null,
      dataSource: product.dataSubject ?? AUTO_CONFIGURED_SOURCE,
    };
  },
};
