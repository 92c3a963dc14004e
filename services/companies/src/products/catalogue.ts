import type { Platform } from '@conform/contracts';

/** What the lifecycle rules need to know about a product. */
export interface CatalogueProduct {
  /** False for products without a data subject: they are configured the moment they are added. */
  needsConfiguration: boolean;
  /** The data source a change of this product makes dirty: its data subject, or AUTO_CONFIGURED_PRODUCTS. */
  dataSource: string;
}

/** The product catalogue as the companies service sees it (a port: tests and adapters supply it). */
export interface ProductCatalogue {
  /** The product, or undefined when the id is unknown or the platform's edition does not offer it. */
  find(productId: string, platform: Platform): CatalogueProduct | undefined;
}

export const AUTO_CONFIGURED_SOURCE = 'AUTO_CONFIGURED_PRODUCTS';
