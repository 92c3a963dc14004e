import { configSeed, products, testVouchers, type TVoucher } from '@conform/catalogues';
import { PLATFORMS, type Platform } from '@conform/contracts';
import type {
  NewPartnerOffer,
  NewPlatformConfig,
  NewVoucherRecord,
  PricingRepository,
} from './repository.ts';

/** The card-network partner's offer (`/:companyId/checkout/mastercard`). */
export const MASTERCARD_OFFER = 'MASTERCARD';

/**
 * SEED DATA: the Mastercard partner's custom product, a co-branded bundle for small businesses, and
 * the MASTERCARD_PREMIUM discount its cardholders get at the payment step. The operator changes
 * both in `checkout.partner_offers`.
 */
export function seedOfferRows(): NewPartnerOffer[] {
  const products = ['INTERNAL_POLICIES', 'PERSONAL_CLIENTS', 'EMPLOYEES'];
  const name = { ro: 'Pachetul Mastercard pentru afaceri mici', en: 'Mastercard small business bundle' };
  const base = {
    id: MASTERCARD_OFFER,
    name,
    paymentMethod: 'MASTERCARD_PREMIUM',
    paymentMethodDiscount: 20,
    seed: true,
  };
  return [
    { ...base, platform: 'ro', products, value: 990, discount: 0 },
    { ...base, platform: 'en', products, value: 199, discount: 0 },
    // INT prices are without VAT, in whole euros (the catalogue's seed.ts).
    { ...base, platform: 'int', products: products.map((p) => `INT_${p}`), value: 165, discount: 0 },
  ];
}

/** The catalogue's config seed (marked `seed`), as platform_config rows. */
export function seedConfigRows(): NewPlatformConfig[] {
  return PLATFORMS.map((platform) => {
    const config = configSeed[platform];
    return {
      platform,
      currency: config.currency,
      pricesIncludeVat: config.pricesIncludeVat,
      products: Object.fromEntries(
        Object.entries(config.products).map(([id, p]) => [id, { value: p.value, discount: p.discount }]),
      ),
      bundles: Object.fromEntries(
        Object.entries(config.bundles).map(([id, b]) => [
          id,
          {
            name: { ro: b.name.ro, en: b.name.en },
            products: [...b.products],
            value: b.value,
            discount: b.discount,
          },
        ]),
      ),
      seed: config.seed ?? true,
    };
  });
}

export function voucherRow(v: TVoucher): NewVoucherRecord {
  return {
    code: v.code,
    percent: v.value.type === 'PERCENT' ? v.value.percent : null,
    amount: v.value.type === 'AMOUNT' ? v.value.amount : null,
    currency: v.value.type === 'AMOUNT' ? v.value.currency : null,
    products: v.products === 'ALL' ? null : [...v.products],
    platforms: [...v.platforms],
    expiresOn: v.expires,
    maxUses: v.maxUses,
  };
}

/**
 * First start: an empty platform_config gets the catalogue's seed prices, an empty partner_offers the
 * partner's seed offer; outside production an empty vouchers table gets the catalogue's test vouchers
 * (they must never reach real buyers). Later starts bring rows still marked seed up to the code's seed
 * values (the INT prices in whole euros without VAT replaced the VAT-inclusive ones); the operator's
 * rows are kept as they are.
 */
export async function seedPricing(
  repo: PricingRepository,
  options: { testVouchers: boolean },
): Promise<{ configs: number; vouchers: number; offers: number }> {
  let configs: number;
  let vouchers = 0;
  let offers: number;
  if ((await repo.configCount()) === 0) {
    const rows = seedConfigRows();
    await repo.insertConfigs(rows);
    configs = rows.length;
  } else {
    configs = await repo.refreshSeedConfigs(seedConfigRows());
  }
  if (options.testVouchers && (await repo.voucherCount()) === 0) {
    const rows = testVouchers.map(voucherRow);
    await repo.insertVouchers(rows);
    vouchers = rows.length;
  }
  if ((await repo.offerCount()) === 0) {
    const rows = seedOfferRows();
    await repo.insertOffers(rows);
    offers = rows.length;
  } else {
    offers = await repo.refreshSeedOffers(seedOfferRows());
  }
  return { configs, vouchers, offers };
}

/** A product's name for the order summary: the INT edition's English where it differs. */
export function catalogueProductName(id: string, platform: Platform): { ro: string; en: string } | null {
  const product = products.find((p) => p.id === id);
  if (!product) return null;
  return {
    ro: product.name.ro,
    en: platform === 'int' ? (product.name.int ?? product.name.en) : product.name.en,
  };
}
