import { z } from 'zod';
import { editions, PLATFORMS } from '../enums/lists.ts';
import type { TPlatform } from '../enums/lists.ts';
import { CatalogueError, loadCatalogue } from '../schema/load.ts';
import { ENGLISH_VARIANTS } from '../products/catalogue.ts';
import { productsForEdition } from '../products/index.ts';
import type { TProductId } from '../products/schema.ts';
import { configSeedInput, testVouchersInput } from './seed.ts';
import { ZPlatformConfigSchema, ZVoucherSchema } from './schema.ts';
import type { TPlatformConfig, TVoucher } from './schema.ts';

export * from './schema.ts';
export * from './vat.ts';

/** SEED DATA: the starting price configuration of each platform (see seed.ts), validated at load. */
export const configSeed: Readonly<Record<TPlatform, TPlatformConfig>> = loadCatalogue(
  'configSeed',
  z.strictObject({ ro: ZPlatformConfigSchema, en: ZPlatformConfigSchema, int: ZPlatformConfigSchema }),
  configSeedInput,
);

/** SEED DATA: test voucher codes, validated at load. */
export const testVouchers: readonly TVoucher[] = loadCatalogue(
  'testVouchers',
  z.array(ZVoucherSchema),
  testVouchersInput,
);

// The seed must price exactly the products each platform offers, and bundles only those.
for (const platform of PLATFORMS) {
  const edition = editions.find((e) => e.platform === platform);
  if (!edition) throw new CatalogueError('configSeed', `no edition for platform ${platform}`);
  const offered = new Set<string>(productsForEdition(edition.id).map((p) => p.id));
  const config = configSeed[platform];
  const priced = new Set(Object.keys(config.products));
  const missing = [...offered].filter((id) => !priced.has(id));
  const extra = [...priced].filter((id) => !offered.has(id));
  const price = Object.entries(config.products).find(([, p]) => !Number.isFinite(p.value));
  if (missing.length || extra.length || price) {
    throw new CatalogueError(
      'configSeed',
      `${platform}: missing prices ${missing.join(', ') || '-'}; not offered ${extra.join(', ') || '-'}; invalid ${price?.[0] ?? '-'}`,
    );
  }
  for (const [id, bundle] of Object.entries(config.bundles)) {
    const outside = bundle.products.filter((p) => !offered.has(p));
    if (outside.length)
      throw new CatalogueError('configSeed', `${platform} bundle ${id}: not offered ${outside.join(', ')}`);
  }
}

/** The seed configuration of a platform (to write into a fresh database). */
export function seedConfigFor(platform: TPlatform): TPlatformConfig {
  return configSeed[platform];
}

/**
 * Whether a voucher listing these products covers a product. A package's English version on the RO
 * edition (ONLINE_SHOP_EN: the same documents as ONLINE_SHOP, written in English) is that package to
 * the buyer, so a voucher for the package covers its English version too: docs/spec/catalogues.md
 * lists the `(en)` products as variants of their package, and docs/spec/behaviour.md's checkout
 * refuses a voucher only when none of its packages is in the order. A voucher listing the English
 * version alone does not cover the Romanian package.
 */
export function voucherCovers(listed: readonly string[], id: string): boolean {
  if (listed.includes(id)) return true;
  const base = (ENGLISH_VARIANTS as Partial<Record<string, string>>)[id];
  return base !== undefined && listed.includes(base);
}

/** Products a voucher applies to, among a list. */
export function voucherAppliesTo(voucher: TVoucher, ids: readonly TProductId[]): TProductId[] {
  const listed = voucher.products;
  return listed === 'ALL' ? [...ids] : ids.filter((id) => voucherCovers(listed, id));
}
