import type { Platform, TOrderClosedReason } from '@conform/contracts';
import { jobQueueTable } from '@conform/server-kit';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

export const checkout = pgSchema('checkout');

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/** A product's price in the platform config: `discount` is a percentage off `value`. */
export interface PriceColumn {
  value: number;
  discount: number;
}

export interface BundleColumn extends PriceColumn {
  name: { ro: string; en: string };
  products: string[];
}

/**
 * Prices per platform (docs/spec/behaviour.md §3 "Config", read by platform name): currency, VAT, product prices and
 * bundles. Seeded from the catalogue on first start; the operator edits it here.
 */
export const platformConfig = checkout.table('platform_config', {
  platform: text('platform').primaryKey(),
  currency: text('currency').notNull().default('EUR'),
  /**
   * No longer read or written: the VAT rate is the law's, dated (catalogues/src/law/parameters.ts
   * VAT_STANDARD_RATE_PERCENT). Kept nullable while instances of the previous release still read it;
   * a later migration drops it.
   */
  vatRate: numeric('vat_rate', { precision: 5, scale: 4, mode: 'number' }),
  pricesIncludeVat: boolean('prices_include_vat').notNull().default(true),
  products: jsonb('products').$type<Record<string, PriceColumn>>().notNull(),
  bundles: jsonb('bundles').$type<Record<string, BundleColumn>>().notNull(),
  /** True while the row still holds the seed values shipped with the code. */
  seed: boolean('seed').notNull().default(false),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * A card-network partner's custom product (docs/spec/behaviour.md §2 `/:companyId/checkout/mastercard`): a co-branded
 * bundle of products at its own price per platform, and the card-brand discount (`payment_method`,
 * e.g. MASTERCARD_PREMIUM) taken off the amount at the payment step, never off the displayed price.
 * Seeded on first start; the operator edits it here.
 */
export const partnerOffers = checkout.table(
  'partner_offers',
  {
    id: text('id').notNull(),
    platform: text('platform').notNull(),
    name: jsonb('name').$type<{ ro: string; en: string }>().notNull(),
    products: text('products').array().notNull(),
    /** List price in the platform's currency (VAT as the platform's prices). */
    value: money('value').notNull(),
    /** Percentage off the list price, shown crossed out; 0 for none. */
    discount: numeric('discount', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    paymentMethod: text('payment_method').notNull(),
    /** Percentage the partner's card takes off the total at the payment step. */
    paymentMethodDiscount: numeric('payment_method_discount', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    active: boolean('active').notNull().default(true),
    seed: boolean('seed').notNull().default(false),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.id, t.platform] })],
);

/** Voucher codes: a percentage or a fixed amount, for some products or all, until a day, a number of uses. */
export const vouchers = checkout.table(
  'vouchers',
  {
    code: text('code').primaryKey(),
    percent: numeric('percent', { precision: 5, scale: 2, mode: 'number' }),
    amount: money('amount'),
    /** Currency of `amount`; the voucher only applies where the platform uses it. */
    currency: text('currency'),
    /** Products it applies to; null for all. */
    products: text('products').array(),
    platforms: text('platforms').array().notNull(),
    /** Last day it is accepted (inclusive). */
    expiresOn: date('expires_on', { mode: 'string' }),
    maxUses: integer('max_uses'),
    /** Paid orders that used it. */
    uses: integer('uses').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'vouchers_value_check',
      sql`(${t.percent} IS NOT NULL AND ${t.amount} IS NULL) OR (${t.percent} IS NULL AND ${t.amount} IS NOT NULL AND ${t.currency} IS NOT NULL)`,
    ),
  ],
);

/** An order line as priced when the order was placed (contracts' TOrderItem). */
export interface OrderItemColumn {
  type: 'product' | 'bundle' | 'cobranded_bundle' | 'voucher';
  id: string;
  name: { ro: string; en: string } | null;
  products: string[];
  price: number | null;
  discount: number;
}

export interface BillingInfoColumn {
  fiscalCode: string;
  registrationNumber: string;
  name: string;
  country: string;
  county: string;
  city: string;
  streetAddress: string;
  email: string;
  phoneNumber: string;
}

/**
 * One checkout attempt. `status`: AWAITING_PAYMENT until the provider confirms, then PAID, or
 * CLOSED (cancelled, refunded, or closed without its packages: `closed_reason`). `fulfilled_at` is
 * set once the company's products moved from pending to purchased; a PAID order without it is
 * still owed its products.
 */
export const orders = checkout.table(
  'orders',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    companyId: text('company_id').notNull(),
    userId: text('user_id').notNull(),
    platform: text('platform').$type<Platform>().notNull(),
    locale: text('locale').notNull(),
    products: text('products').array().notNull(),
    items: jsonb('items').$type<OrderItemColumn[]>().notNull(),
    total: money('total').notNull(),
    vat: money('vat').notNull(),
    currency: text('currency').notNull(),
    voucherCode: text('voucher_code'),
    /**
     * CARD (through the provider), VOUCHER (a voucher covered everything) or MASTERCARD_PREMIUM (a
     * partner offer: by card, the card-brand discount taken off `total`, the amount charged).
     */
    method: text('method').notNull(),
    /** The partner offer bought, when it is one. */
    offerId: text('offer_id'),
    /** What the card-brand discount took off the displayed total (`total` is what is charged). */
    paymentMethodDiscount: money('payment_method_discount'),
    billingInfo: jsonb('billing_info').$type<BillingInfoColumn>().notNull(),
    status: text('status').notNull().default('AWAITING_PAYMENT'),
    /** First time the payment was PAID: `order.paid` was published then, once. */
    paidAt: at('paid_at'),
    fulfilledAt: at('fulfilled_at'),
    /**
     * Why the order was closed without giving its packages: superseded by a newer order for them,
     * or paid when they were already paid (alreadyPaid), or a card-brand discount paid with another
     * brand's card (cardBrand). Null for an order that gives (or gave) its packages.
     */
    closedReason: text('closed_reason').$type<TOrderClosedReason>(),
    /** When the provider confirmed a full refund of a paid order: `order.refunded` was published then, once. */
    refundedAt: at('refunded_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('orders_company_idx').on(t.companyId)],
);

/** The payment of an order (docs/spec/behaviour.md §3 payment record), moved by the provider's IPNs. */
export const payments = checkout.table('payments', {
  orderId: varchar('order_id', { length: 64 })
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  status: text('status').notNull().default('PENDING'),
  errorCode: text('error_code'),
  errorMessage: text('error_message'),
  /** NETOPIA's transaction id (`purchase`). */
  netopiaId: text('netopia_id'),
  processedAmount: money('processed_amount'),
  panMasked: text('pan_masked'),
  /**
   * Why a confirmed payment is held instead of PAID, for the operator (`amountMismatch`: the
   * provider processed another amount than the invoice's).
   */
  reviewReason: text('review_reason'),
  /** What the provider's last `credit` notification says it refunded (a partial refund keeps the order PAID). */
  creditedAmount: money('credited_amount'),
  /**
   * The provider's time of the last IPN applied (`<mobilpay timestamp>`): an IPN older than it was
   * overtaken by a newer one and changes nothing.
   */
  lastIpnAt: text('last_ipn_at'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * One row per paid order that used a voucher: a use is counted once per order, whatever the
 * number of IPNs, and the cap is checked against these rows in the same transaction.
 */
export const voucherUses = checkout.table(
  'voucher_uses',
  {
    orderId: varchar('order_id', { length: 64 })
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    code: text('code')
      .notNull()
      .references(() => vouchers.code),
    usedAt: at('used_at').notNull().defaultNow(),
  },
  (t) => [index('voucher_uses_code_idx').on(t.code)],
);

/** Every IPN that could be opened and read, with what was done with it. */
export const ipnLog = checkout.table(
  'ipn_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: text('order_id'),
    action: text('action'),
    errorCode: text('error_code'),
    /** The decrypted XML as received. */
    payload: text('payload').notNull(),
    /** applied | ignored (no change, e.g. a repeat) | refused (answered with an error). */
    outcome: text('outcome').notNull(),
    /** The status after this IPN. */
    status: text('status'),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [index('ipn_log_order_idx').on(t.orderId)],
);

/**
 * The packages of the orders awaiting payment: a package is in at most one open order of a company
 * (the primary key). A newer order for a package takes its row and closes the older order as
 * superseded, in one transaction (payments/repository.ts).
 */
export const openPackages = checkout.table(
  'open_packages',
  {
    companyId: text('company_id').notNull(),
    product: text('product').notNull(),
    orderId: varchar('order_id', { length: 64 })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.product] }), index('open_packages_order_idx').on(t.orderId)],
);

/**
 * The packages a paid order bought: a package is paid by at most one order of a company (the primary
 * key) until that order is refunded in full. A second payment for it is refunded instead.
 */
export const paidPackages = checkout.table(
  'paid_packages',
  {
    companyId: text('company_id').notNull(),
    product: text('product').notNull(),
    orderId: varchar('order_id', { length: 64 })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.product] }), index('paid_packages_order_idx').on(t.orderId)],
);

/**
 * A refund the platform asks the provider for (an order paid but not fulfilled): why, how much, and
 * how far it got. REQUESTED (queued, `refund_jobs` retries the call), SENT (the provider accepted the
 * call), DONE (its `credit` notification arrived), FAILED (given up after the last attempt: an
 * operator must act; counted on /health).
 */
export const refunds = checkout.table(
  'refunds',
  {
    orderId: varchar('order_id', { length: 64 })
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<TOrderClosedReason>().notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('REQUESTED'),
    lastError: text('last_error'),
    requestedAt: at('requested_at').notNull().defaultNow(),
    sentAt: at('sent_at'),
    doneAt: at('done_at'),
  },
  (t) => [index('refunds_status_idx').on(t.status)],
);

/** The refund calls to make (server-kit's job queue: retried with backoff, given up after the last attempt). */
export const refundJobs = jobQueueTable(checkout, 'refund_jobs');

/**
 * VIES answers by VAT number: a valid number is trusted for a day, an invalid one for an hour, an
 * unanswered check for minutes (`expires_at`), so the order summary and the payment start see the
 * same answer and VIES is not asked at every summary.
 */
export const vatChecks = checkout.table('vat_checks', {
  vatNumber: text('vat_number').primaryKey(),
  /** valid | invalid | unavailable. */
  result: text('result').notNull(),
  checkedAt: at('checked_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
});
