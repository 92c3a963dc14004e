import type { Db, Orm } from '@conform/server-kit';
import { and, eq } from 'drizzle-orm';
import { orders, payments, refunds } from '../db/schema.ts';

export type RefundRecord = typeof refunds.$inferSelect;

export function createRefundsRepository(orm: Orm) {
  return {
    /** A refund with what the provider needs to find the payment. */
    async find(orderId: string) {
      const [row] = await orm
        .select({ refund: refunds, providerPaymentId: payments.netopiaId, companyId: orders.companyId })
        .from(refunds)
        .innerJoin(orders, eq(orders.id, refunds.orderId))
        .innerJoin(payments, eq(payments.orderId, refunds.orderId))
        .where(eq(refunds.orderId, orderId));
      return row;
    },

    /** The provider accepted the call; its `credit` notification may have made it DONE already. */
    async markSent(orderId: string): Promise<void> {
      await orm
        .update(refunds)
        .set({ status: 'SENT', sentAt: new Date(), lastError: null })
        .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'REQUESTED')));
    },

    /** Why the last try failed, for the operator (the job is tried again). */
    async noteError(orderId: string, error: string): Promise<void> {
      await orm
        .update(refunds)
        .set({ lastError: error.slice(0, 1000) })
        .where(eq(refunds.orderId, orderId));
    },

    /** Given up after the last try: an operator must refund it by hand. */
    async markFailed(orderId: string, error: string): Promise<void> {
      await orm
        .update(refunds)
        .set({ status: 'FAILED', lastError: error.slice(0, 1000) })
        .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'REQUESTED')));
    },
  };
}
export type RefundsRepository = ReturnType<typeof createRefundsRepository>;

/** What /health says of the money the platform owes back, and of payments held for review. */
export async function moneyCounts(db: Db) {
  const [row] = await db.query<{ waiting: number; failed: number; held: number }>(
    `SELECT (SELECT count(*) FROM checkout.refunds WHERE status IN ('REQUESTED', 'SENT'))::int AS waiting,
            (SELECT count(*) FROM checkout.refunds WHERE status = 'FAILED')::int AS failed,
            (SELECT count(*) FROM checkout.payments
              WHERE review_reason IS NOT NULL AND status = 'CHECKING_TRANSACTION')::int AS held`,
  );
  return {
    refunds: { waiting: row?.waiting ?? 0, failed: row?.failed ?? 0 },
    paymentsHeldForReview: row?.held ?? 0,
  };
}
