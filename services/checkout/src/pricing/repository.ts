import type { TCheckoutCurrency } from '@conform/contracts';
import { createNotifiedCache, type Db } from '@conform/server-kit';
import { isDeepStrictEqual } from 'node:util';
import { and, count, eq } from 'drizzle-orm';
import {
  partnerOffers,
  platformConfig,
  vouchers,
  type BundleColumn,
  type PriceColumn,
} from '../db/schema.ts';

/** A platform's prices as the pricing domain reads them (with the VAT rate of the day: domain.ts). */
export interface PlatformPricing {
  platform: string;
  currency: TCheckoutCurrency;
  vatRate: number;
  pricesIncludeVat: boolean;
  products: Record<string, PriceColumn>;
  bundles: Record<string, BundleColumn>;
}

export type VoucherRecord = typeof vouchers.$inferSelect;
export type PartnerOfferRecord = typeof partnerOffers.$inferSelect;
export type NewPartnerOffer = typeof partnerOffers.$inferInsert;
export type NewVoucherRecord = typeof vouchers.$inferInsert;
export type NewPlatformConfig = typeof platformConfig.$inferInsert;

export function createPricingRepository(db: Db) {
  const orm = db.orm;
  // Every order summary reads its platform's prices, which change rarely: kept in memory until the
  // table's trigger (migration 0003) says they changed.
  const prices = createNotifiedCache<Omit<PlatformPricing, 'vatRate'>>(db, 'platform_config_changed');
  return {
    findConfig(platform: string): Promise<Omit<PlatformPricing, 'vatRate'> | undefined> {
      return prices.get(platform, async () => {
        const [row] = await orm.select().from(platformConfig).where(eq(platformConfig.platform, platform));
        if (!row) return undefined;
        return {
          platform: row.platform,
          // The column is free text for the operator; anything but RON is priced in EUR (the default).
          currency: row.currency === 'RON' ? 'RON' : 'EUR',
          pricesIncludeVat: row.pricesIncludeVat,
          products: row.products,
          bundles: row.bundles,
        };
      });
    },

    async findVoucher(code: string): Promise<VoucherRecord | undefined> {
      const [row] = await orm.select().from(vouchers).where(eq(vouchers.code, code));
      return row;
    },

    /** An active partner offer of a platform. */
    async findOffer(platform: string, id: string): Promise<PartnerOfferRecord | undefined> {
      const [row] = await orm
        .select()
        .from(partnerOffers)
        .where(
          and(eq(partnerOffers.platform, platform), eq(partnerOffers.id, id), eq(partnerOffers.active, true)),
        );
      return row;
    },

    async offerCount(): Promise<number> {
      const [row] = await orm.select({ n: count() }).from(partnerOffers);
      return row?.n ?? 0;
    },

    async insertOffers(rows: NewPartnerOffer[]): Promise<void> {
      if (rows.length) await orm.insert(partnerOffers).values(rows).onConflictDoNothing();
    },

    async configCount(): Promise<number> {
      const [row] = await orm.select({ n: count() }).from(platformConfig);
      return row?.n ?? 0;
    },

    async voucherCount(): Promise<number> {
      const [row] = await orm.select({ n: count() }).from(vouchers);
      return row?.n ?? 0;
    },

    /** Inserts seed rows; rows already there (another instance seeded first) are kept. */
    async insertConfigs(rows: NewPlatformConfig[]): Promise<void> {
      if (rows.length) await orm.insert(platformConfig).values(rows).onConflictDoNothing();
    },

    /**
     * Rows still marked seed get the code's seed values where these moved on (e.g. the INT prices
     * set in whole euros); a row the operator changed (seed false) is never touched. The number of
     * rows updated.
     */
    async refreshSeedConfigs(rows: NewPlatformConfig[]): Promise<number> {
      let updated = 0;
      for (const row of rows) {
        const where = and(eq(platformConfig.platform, row.platform), eq(platformConfig.seed, true));
        const [stored] = await orm.select().from(platformConfig).where(where);
        if (!stored) continue;
        const values = {
          currency: row.currency ?? stored.currency,
          pricesIncludeVat: row.pricesIncludeVat ?? stored.pricesIncludeVat,
          products: row.products,
          bundles: row.bundles,
        };
        const current = {
          currency: stored.currency,
          pricesIncludeVat: stored.pricesIncludeVat,
          products: stored.products,
          bundles: stored.bundles,
        };
        if (isDeepStrictEqual(values, current)) continue;
        await orm.update(platformConfig).set(values).where(where);
        updated += 1;
      }
      return updated;
    },

    /** The same for the partner offers still marked seed: their price and discounts. */
    async refreshSeedOffers(rows: NewPartnerOffer[]): Promise<number> {
      let updated = 0;
      for (const row of rows) {
        const where = and(
          eq(partnerOffers.id, row.id),
          eq(partnerOffers.platform, row.platform),
          eq(partnerOffers.seed, true),
        );
        const [stored] = await orm.select().from(partnerOffers).where(where);
        if (!stored) continue;
        const values = {
          value: row.value,
          discount: row.discount ?? 0,
          paymentMethodDiscount: row.paymentMethodDiscount ?? 0,
        };
        const current = {
          value: stored.value,
          discount: stored.discount,
          paymentMethodDiscount: stored.paymentMethodDiscount,
        };
        if (isDeepStrictEqual(values, current)) continue;
        await orm.update(partnerOffers).set(values).where(where);
        updated += 1;
      }
      return updated;
    },

    async insertVouchers(rows: NewVoucherRecord[]): Promise<void> {
      if (rows.length) await orm.insert(vouchers).values(rows).onConflictDoNothing();
    },
  };
}
export type PricingRepository = ReturnType<typeof createPricingRepository>;
