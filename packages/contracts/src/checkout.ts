// Contracts of the checkout service: Z<Name>Schema zod schemas and T<Name> types.
//
// Validation messages are keys (`validation.…`) as in companies.ts: the service returns them in
// `details` and the checkout remote shows them in the user's language. The billing fields use the
// shared validators of validation.ts (the same rules as the company form).
import { z } from 'zod';
import { ZCompanyProductIdSchema } from './companies.ts';
import { toEdition, type Platform } from './edition.ts';
import { fiscalCodeSchema, phoneSchema, registrationNumberSchema, ZEmailSchema } from './validation.ts';

/** Currencies a price can be in (docs/spec/behaviour.md §3 enumerations); EUR when the platform has no config. */
export const CHECKOUT_CURRENCIES = ['RON', 'EUR'] as const;
export const ZCheckoutCurrencySchema = z.enum(CHECKOUT_CURRENCIES);
export type TCheckoutCurrency = z.infer<typeof ZCheckoutCurrencySchema>;

/** A text in both languages (product and bundle names). */
export const ZCheckoutLocalizedSchema = z.object({ ro: z.string(), en: z.string() });
export type TCheckoutLocalized = z.infer<typeof ZCheckoutLocalizedSchema>;

// `error` on the type covers a missing field, which should read as "required", not "expected string".
const text = () => z.string({ error: 'validation.required' }).trim();
const required = (max: number) => text().min(1, 'validation.required').max(max, 'validation.tooLong');
const optional = (max: number) => text().max(max, 'validation.tooLong').default('');

/** The voucher code as typed: trimmed (docs/spec/behaviour.md §5), compared in upper case; empty means none. */
const ZVoucherCodeSchema = z
  .string()
  .trim()
  .max(32, 'validation.tooLong')
  .transform((v) => (v === '' ? undefined : v.toUpperCase()))
  .optional();

/**
 * Who buys, as the billing form says it: the country and fiscal code decide the VAT rule (on INT, an
 * EU business's VAT number, once VIES confirms it, means the reverse charge). Without it the order
 * summary uses the company record.
 */
export const ZOrderCustomerSchema = z.object({
  country: z.string().trim().max(60, 'validation.tooLong'),
  fiscalCode: z.string().trim().max(40, 'validation.tooLong'),
});
export type TOrderCustomer = z.infer<typeof ZOrderCustomerSchema>;

/** `POST /payments/:companyId/order` (docs/spec/behaviour.md §3 "order request"). */
export const ZOrderRequestSchema = z.object({
  products: z
    .array(ZCompanyProductIdSchema)
    .min(1, 'validation.required')
    .max(64, 'validation.products.tooMany'),
  voucherCode: ZVoucherCodeSchema,
  customer: ZOrderCustomerSchema.optional(),
});
export type TOrderRequestInput = z.input<typeof ZOrderRequestSchema>;
export type TOrderRequest = z.output<typeof ZOrderRequestSchema>;

/** Order summary lines (docs/spec/behaviour.md §3); `cobranded_bundle` is the card-network partner's product. */
export const ORDER_ITEM_TYPES = ['product', 'bundle', 'cobranded_bundle', 'voucher'] as const;
export const ZOrderItemTypeSchema = z.enum(ORDER_ITEM_TYPES);
export type TOrderItemType = z.infer<typeof ZOrderItemTypeSchema>;

export const ZOrderItemSchema = z.object({
  type: ZOrderItemTypeSchema,
  /** Product id, bundle id or voucher code. */
  id: z.string(),
  /** Product or bundle name; null for a voucher or a product the catalogue does not know. */
  name: ZCheckoutLocalizedSchema.nullable(),
  /** The products the line covers: the product itself, a bundle's products, a voucher's eligible ones. */
  products: z.array(z.string()),
  /**
   * List price, VAT included when the platform's prices include it; 0 for a voucher.
   * null when the price config is missing (the spec's NaN: JSON has no NaN).
   */
  price: z.number().nullable(),
  /** Amount taken off the line (a product's or bundle's discount, or the voucher's value). */
  discount: z.number(),
});
export type TOrderItem = z.infer<typeof ZOrderItemSchema>;

export const ZOrderSummarySchema = z.object({
  items: z.array(ZOrderItemSchema),
  /** What the buyer pays; null when a price is missing (nothing can be paid then). */
  totalPrice: z.number().nullable(),
  /** The VAT contained in (or added to) the total; null with the total. */
  vat: z.number().nullable(),
  currency: ZCheckoutCurrencySchema,
  /** VAT rate as a fraction, e.g. 0.21, for the "VAT included" line. */
  vatRate: z.number(),
  /** True when list prices already include VAT (the summary then says "VAT included"). */
  pricesIncludeVat: z.boolean(),
  /**
   * Present and true when the order is reverse-charged (an EU business outside Romania with a VAT
   * number, on INT): no Romanian VAT, net prices, and `vatMention`, the invoice's mention in both
   * languages (the checkout page says the reverse charge in its own language).
   */
  reverseCharge: z.literal(true).optional(),
  vatMention: z.string().optional(),
  /**
   * Present when the customer gave an EU VAT number that would make the order reverse-charged but
   * VIES did not confirm it: `vatNumberInvalid` (VIES says it is not a valid number) or
   * `viesUnavailable` (VIES or the member state's service did not answer). Romanian VAT is charged
   * then, and the checkout page says why.
   */
  vatNote: z.enum(['vatNumberInvalid', 'viesUnavailable']).optional(),
  /**
   * Present when a voucher code was given and brings no voucher line, saying why: `unknown` (no such
   * code), `platform` (not valid on this edition), `expired` (past its last day), `usedUp`,
   * `currency` (a fixed amount in another currency), `products` (none of its packages in the order).
   */
  voucherRejected: z.enum(['unknown', 'platform', 'expired', 'usedUp', 'currency', 'products']).optional(),
});
export type TVoucherRejection = NonNullable<z.infer<typeof ZOrderSummarySchema>['voucherRejected']>;
export type TOrderSummary = z.infer<typeof ZOrderSummarySchema>;

/** A product's published price: `price` less `discount` is what it costs bought on its own. */
export const ZListedPriceSchema = z.object({
  id: z.string(),
  /** List price, with or without VAT as the platform's `pricesIncludeVat` says. */
  price: z.number(),
  /** Amount taken off the list price (its percentage discount in money); 0 for none. */
  discount: z.number(),
});
export type TListedPrice = z.infer<typeof ZListedPriceSchema>;

/** A bundle's published price and what it saves against its products bought one by one. */
export const ZListedBundleSchema = ZListedPriceSchema.extend({
  name: ZCheckoutLocalizedSchema,
  products: z.array(z.string()),
  /** What its products cost bought one by one (each less its own discount). */
  separately: z.number(),
  /** `separately` less what the bundle costs: the bundle's discount. */
  saving: z.number(),
});
export type TListedBundle = z.infer<typeof ZListedBundleSchema>;

/**
 * The prices a platform publishes (GET /platform/api/payments/prices, public): what every page
 * where a package is chosen shows, from the checkout service that charges them. Only products and
 * bundles with a price are listed.
 */
export const ZPriceListSchema = z.object({
  currency: ZCheckoutCurrencySchema,
  vatRate: z.number(),
  /** True when the prices include VAT ("VAT included"); false when VAT is added at checkout. */
  pricesIncludeVat: z.boolean(),
  products: z.array(ZListedPriceSchema),
  bundles: z.array(ZListedBundleSchema),
});
export type TPriceList = z.infer<typeof ZPriceListSchema>;

/** The products to price together (GET /platform/api/payments/prices/quote?products=A,B). */
export const ZPriceQuoteQuerySchema = z.object({
  products: z
    .string()
    .transform((list) => [
      ...new Set(
        list
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z.array(ZCompanyProductIdSchema).min(1, 'validation.required').max(64, 'validation.products.tooMany'),
    ),
});
export type TPriceQuoteQuery = z.infer<typeof ZPriceQuoteQuerySchema>;

/**
 * Billing form rules for an edition (docs/spec/behaviour.md §5, validated on blur): fiscal code required and valid,
 * stored uppercased without the RO prefix; registration number required on RO only, valid,
 * uppercased; name, street address and city required; county (RO, EN) or country (INT) required;
 * e-mail required and valid; phone required and valid for the edition (stored without spaces).
 */
export function billingInfoSchemaFor(platform: Platform) {
  const edition = toEdition(platform);
  return z.object({
    fiscalCode: fiscalCodeSchema(edition),
    // prefault: a missing number goes through the edition's rule (required on RO) as ''.
    registrationNumber: registrationNumberSchema(edition).prefault(''),
    name: required(200),
    // The RO and EN editions serve Romanian companies: the country is Romania unless stated.
    country: platform === 'int' ? required(60) : optional(60).transform((v) => v || 'RO'),
    county: platform === 'int' ? optional(120) : required(120),
    city: required(120),
    streetAddress: required(300),
    email: ZEmailSchema,
    phoneNumber: phoneSchema(edition),
  });
}
export const ZBillingInfoSchema = billingInfoSchemaFor('ro');
export type TBillingInfoInput = z.input<typeof ZBillingInfoSchema>;
export type TBillingInfo = z.output<typeof ZBillingInfoSchema>;

/** `POST /payments/:companyId` (docs/spec/behaviour.md §3 "payment request") for an edition. */
export function paymentRequestSchemaFor(platform: Platform) {
  return ZOrderRequestSchema.extend({
    billingInfo: billingInfoSchemaFor(platform),
    /** The page the provider sends the browser back to; the service adds `orderId` to it. */
    returnUrl: z
      .url({ protocol: /^https?$/, error: 'validation.url.invalid' })
      .max(2000, 'validation.tooLong'),
    /**
     * The total the page showed. Never a price: the server prices the order itself and only refuses
     * (409 `validation.price.changed`) when its total differs, so a buyer is never charged another
     * amount than the one they saw (the billing details may change the VAT rule, VIES may answer
     * differently).
     */
    expectedTotal: z.number().nonnegative().max(1_000_000).optional(),
  });
}
export const ZPaymentRequestSchema = paymentRequestSchemaFor('ro');
export type TPaymentRequestInput = z.input<typeof ZPaymentRequestSchema>;
export type TPaymentRequest = z.output<typeof ZPaymentRequestSchema>;

/**
 * How the order is paid: `CARD` sends the buyer to the card provider; `VOUCHER` means a voucher
 * covered the whole amount, the order is already paid and the browser goes straight to the return page;
 * `MASTERCARD_PREMIUM` is a card payment with the card network's promotion taken off the amount.
 */
export const CHECKOUT_METHODS = ['CARD', 'VOUCHER', 'MASTERCARD_PREMIUM'] as const;
export const ZCheckoutMethodSchema = z.enum(CHECKOUT_METHODS);
export type TCheckoutMethod = z.infer<typeof ZCheckoutMethodSchema>;

const paymentInfoBase = {
  orderId: z.string(),
  method: ZCheckoutMethodSchema,
  /** The provider's page, or with `method: VOUCHER` the return page. */
  paymentProviderUrl: z.string(),
};

/**
 * Payment info (docs/spec/behaviour.md §3): how the browser reaches the card provider. `form` (NETOPIA v1, the spec's
 * shape): the page posts `data`, `env_key`, `cipher` and `iv` in a hidden form to
 * `paymentProviderUrl`. `redirect` (NETOPIA v2's hosted page, and a voucher covering the whole order,
 * whose URL is the return page): a plain navigation to `paymentProviderUrl`.
 */
export const ZPaymentInfoSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('form'),
    ...paymentInfoBase,
    data: z.string(),
    envKey: z.string(),
    cipher: z.string(),
    iv: z.string(),
  }),
  z.object({ kind: z.literal('redirect'), ...paymentInfoBase }),
]);
export type TPaymentInfo = z.infer<typeof ZPaymentInfoSchema>;

/** Payment method codes (docs/spec/behaviour.md §3): a voucher covering the order, or the card network's promotion. */
export const PAYMENT_METHOD_CODES = ['VOUCHER', 'MASTERCARD_PREMIUM'] as const;
export const ZPaymentMethodCodeSchema = z.enum(PAYMENT_METHOD_CODES);
export type TPaymentMethodCode = z.infer<typeof ZPaymentMethodCodeSchema>;

/**
 * `GET /payments/:companyId/partners/:offerId`: a card-network partner's custom product (a co-branded
 * bundle) as the partner checkout shows it. The summary is the displayed price; the card-brand
 * discount of `paymentMethod` is taken at the payment step only (docs/spec/behaviour.md §1), by the provider's amount.
 */
export const ZPartnerOfferSchema = z.object({
  id: z.string(),
  summary: ZOrderSummarySchema,
  paymentMethod: z.object({
    code: ZPaymentMethodCodeSchema,
    /** Percentage taken off the total when paying with the partner's card. */
    discountPercent: z.number(),
  }),
  /** A product of the offer is the company's already: the offer cannot be bought again. */
  purchased: z.boolean(),
});
export type TPartnerOffer = z.infer<typeof ZPartnerOfferSchema>;

/**
 * `POST /payments/:companyId/partners/:offerId`: billing data and the return page, for an edition.
 * `fullPrice`: pay the offer's displayed price with any card, without the card-brand discount (after
 * a payment with another brand's card was refunded).
 */
export function partnerPaymentRequestSchemaFor(platform: Platform) {
  return paymentRequestSchemaFor(platform)
    .pick({ billingInfo: true, returnUrl: true })
    .extend({ fullPrice: z.boolean().optional() });
}
export const ZPartnerPaymentRequestSchema = partnerPaymentRequestSchemaFor('ro');
export type TPartnerPaymentRequestInput = z.input<typeof ZPartnerPaymentRequestSchema>;
export type TPartnerPaymentRequest = z.output<typeof ZPartnerPaymentRequestSchema>;

/** Payment statuses (docs/spec/catalogues.md §3.5). */
export const PAYMENT_STATUSES = [
  'PENDING',
  'CHECKING_TRANSACTION',
  'PAID',
  'ERROR',
  'CREDITED',
  'CANCELLED',
] as const;
export const ZPaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type TPaymentStatus = z.infer<typeof ZPaymentStatusSchema>;

/** Why an order was closed without giving its packages (see `closedReason`). */
export const ORDER_CLOSED_REASONS = ['superseded', 'alreadyPaid', 'cardBrand'] as const;
export const ZOrderClosedReasonSchema = z.enum(ORDER_CLOSED_REASONS);
export type TOrderClosedReason = z.infer<typeof ZOrderClosedReasonSchema>;

/** `GET /payments/:companyId/orders/:orderId`: the payment record (docs/spec/behaviour.md §3). */
export const ZPaymentStatusResponseSchema = z.object({
  orderId: z.string(),
  status: ZPaymentStatusSchema,
  /** The provider's error code (e.g. "20" insufficient funds), or null. */
  errorCode: z.string().nullable(),
  /** The provider's message for a failed payment, or null. */
  errorMessage: z.string().nullable(),
  /** The order's packages are the company's now (the companies service applied the payment). */
  fulfilled: z.boolean(),
  /**
   * Present when the order was closed without giving its packages: `superseded` (a newer payment
   * for the same packages was started), `alreadyPaid` (they were bought or paid by another order
   * meanwhile), `cardBrand` (a card-brand discount paid with another brand's card). A payment that
   * went through anyway is refunded automatically: `status` is PAID while the refund is on its way,
   * CREDITED once the provider confirms it.
   */
  closedReason: ZOrderClosedReasonSchema.optional(),
});
export type TPaymentStatusResponse = z.infer<typeof ZPaymentStatusResponseSchema>;
