import { z } from 'zod';
import { ZLocalizedSchema } from '../schema/common.ts';
import { DEFAULT_CURRENCY, ZCurrencySchema, ZPlatformSchema } from '../enums/lists.ts';
import { ZProductIdSchema } from '../products/schema.ts';

/** A price: what the buyer pays before any voucher is `value` less `discount` percent, VAT included. */
export const ZPriceSchema = z.strictObject({
  /** List price in the platform's currency, VAT included, e.g. 390 (lei). */
  value: z.number().nonnegative(),
  /** Percentage taken off the list price (0-100), shown as a crossed-out price; 0 for none. */
  discount: z.number().min(0).max(100),
});
export type TPrice = z.infer<typeof ZPriceSchema>;

/** A bundle: several products sold together at one price. */
export const ZBundleSchema = ZPriceSchema.extend({
  /** Bundle name, shown on the bundle page and in the order summary. */
  name: ZLocalizedSchema,
  /** Products in the bundle (at least two, no repeats). */
  products: z
    .array(ZProductIdSchema)
    .min(2)
    .refine((ids) => new Set(ids).size === ids.length, 'a product is listed twice'),
});
export type TBundle = z.infer<typeof ZBundleSchema>;

/** Bundle id: uppercase words, e.g. ONLINE_SHOP_COMPLETE. */
export const ZBundleIdSchema = z.string().regex(/^[A-Z][A-Z0-9_]*$/);

/**
 * Price configuration of one platform (the `config` record read by platform name, docs/spec/behaviour.md §3).
 * Services read the operator's copy from the database; this schema validates both that copy and
 * the seed below.
 */
export const ZPlatformConfigSchema = z.strictObject({
  /** True while these are the seed values shipped with the code; the operator's copy drops it. */
  seed: z.boolean().optional(),
  /** Currency of every price of the platform; EUR when absent. */
  currency: ZCurrencySchema.default(DEFAULT_CURRENCY),
  /** Prices already include VAT (the order summary shows "VAT included"). */
  pricesIncludeVat: z.boolean(),
  /** Price of each product offered on the platform. */
  products: z.partialRecord(ZProductIdSchema, ZPriceSchema),
  /** Bundles offered on the platform, by bundle id. */
  bundles: z.record(ZBundleIdSchema, ZBundleSchema),
});
export type TPlatformConfig = z.infer<typeof ZPlatformConfigSchema>;
export type TPlatformConfigInput = z.input<typeof ZPlatformConfigSchema>;

/** A voucher's value: a percentage, or a fixed amount in a currency. */
export const ZVoucherValueSchema = z.discriminatedUnion('type', [
  z.strictObject({
    /** Percentage off the order (or off the listed products). */
    type: z.literal('PERCENT'),
    /** 1-100. */
    percent: z.number().min(1).max(100),
  }),
  z.strictObject({
    /** A fixed amount off. */
    type: z.literal('AMOUNT'),
    /** Amount, VAT included. */
    amount: z.number().positive(),
    /** Currency of the amount; the voucher applies only on platforms with that currency. */
    currency: ZCurrencySchema,
  }),
]);

/** A voucher code accepted at checkout. */
export const ZVoucherSchema = z.strictObject({
  /** The code the buyer types; uppercase letters and digits, compared after trimming. */
  code: z.string().regex(/^[A-Z0-9]{4,32}$/),
  /** What it takes off. */
  value: ZVoucherValueSchema,
  /** The products it applies to, or 'ALL'. */
  products: z.union([z.literal('ALL'), z.array(ZProductIdSchema).min(1)]),
  /** Platforms where it is accepted. */
  platforms: z.array(ZPlatformSchema).min(1),
  /** Last day it is accepted (inclusive), ISO date. */
  expires: z.iso.date(),
  /** How many times it can be used in total; null for unlimited. */
  maxUses: z.number().int().positive().nullable(),
});
export type TVoucher = z.infer<typeof ZVoucherSchema>;
