import { index, integer, pgSchema, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';

export const paymentSandbox = pgSchema('payment_sandbox');

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * An order a merchant sent to the sandbox (the sealed v1 order the browser posted, or the v2 start
 * call), what the buyer did with it, and how the IPN to the merchant went.
 */
export const sandboxOrders = paymentSandbox.table(
  'orders',
  {
    id: text('id').primaryKey(),
    merchantOrderId: varchar('merchant_order_id', { length: 64 }).notNull(),
    signature: text('signature').notNull(),
    /** As sent: two decimals. */
    amount: text('amount').notNull(),
    currency: text('currency').notNull(),
    language: text('language').notNull(),
    confirmUrl: text('confirm_url').notNull(),
    returnUrl: text('return_url').notNull(),
    /** Which NETOPIA protocol the merchant spoke: `v1` or `v2` (the IPN is sent in the same). */
    api: text('api').notNull().default('v1'),
    /** v1: the decrypted order XML, sent back inside every IPN. */
    requestXml: text('request_xml'),
    /** v2: the start call's JSON body as received. */
    requestJson: text('request_json'),
    /** OPEN | APPROVED | DECLINED | CANCELLED | CREDITED (refunded in full). */
    status: text('status').notNull().default('OPEN'),
    /** What the merchant's credit calls have refunded so far, two decimals; null before any. */
    creditedAmount: text('credited_amount'),
    errorCode: integer('error_code'),
    panMasked: text('pan_masked'),
    /** The sandbox's transaction id (NETOPIA's `purchase`). */
    purchaseId: text('purchase_id'),
    ipnAttempts: integer('ipn_attempts').notNull().default(0),
    /** The merchant's last answer (its <crc>), or the delivery error. */
    ipnAnswer: text('ipn_answer'),
    ipnDeliveredAt: at('ipn_delivered_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('orders_merchant_order_unique').on(t.signature, t.merchantOrderId),
    index('orders_status_idx').on(t.status),
  ],
);
