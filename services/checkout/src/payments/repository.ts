import type { TPaymentStatus } from '@conform/contracts';
import type { Orm } from '@conform/server-kit';
import { and, eq, sql } from 'drizzle-orm';
import { ipnLog, orders, payments, vouchers } from '../db/schema.ts';

export type OrderRecord = typeof orders.$inferSelect;
export type NewOrderRecord = typeof orders.$inferInsert;
export type PaymentRecord = typeof payments.$inferSelect;

/** An order with its payment, read under a row lock while an IPN is applied. */
export interface LockedOrder {
  order: OrderRecord;
  payment: PaymentRecord;
}

export type OrderStatus = 'AWAITING_PAYMENT' | 'PAID' | 'CLOSED';

/** What the IPN domain decided; the repository writes it and the log line in one transaction. */
export interface IpnDecision {
  outcome: 'applied' | 'ignored' | 'refused';
  payment?: Partial<
    Pick<
      PaymentRecord,
      'status' | 'errorCode' | 'errorMessage' | 'netopiaId' | 'processedAmount' | 'panMasked'
    >
  >;
  orderStatus?: OrderStatus;
  /** A voucher whose use is counted (the order was paid for the first time). */
  countVoucherUse?: string;
  log: { action: string | null; errorCode: string | null; status: TPaymentStatus | null };
}

export function createOrdersRepository(orm: Orm) {
  return {
    /** The order and its payment together; a voucher-paid order counts its voucher at once. */
    async create(order: NewOrderRecord, paymentStatus: TPaymentStatus): Promise<void> {
      await orm.transaction(async (tx) => {
        await tx.insert(orders).values(order);
        await tx.insert(payments).values({ orderId: order.id, status: paymentStatus });
        if (paymentStatus === 'PAID' && order.voucherCode) {
          await tx
            .update(vouchers)
            .set({ uses: sql`${vouchers.uses} + 1` })
            .where(eq(vouchers.code, order.voucherCode));
        }
      });
    },

    /** The payment of one of a company's orders (spec: observe payment by id). */
    async findPayment(companyId: string, orderId: string): Promise<PaymentRecord | undefined> {
      const [row] = await orm
        .select({ payment: payments })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(and(eq(payments.orderId, orderId), eq(orders.companyId, companyId)));
      return row?.payment;
    },

    /**
     * Applies one IPN: locks the order's rows, lets `decide` choose from the current state, writes
     * the decision and the log line. Concurrent IPNs for an order are serialised by the lock, so a
     * repeat never counts a voucher twice or moves a status backwards.
     */
    async applyIpn(
      orderId: string,
      payload: string,
      decide: (current: LockedOrder | undefined) => IpnDecision,
    ): Promise<IpnDecision> {
      return orm.transaction(async (tx) => {
        const [row] = await tx
          .select({ order: orders, payment: payments })
          .from(orders)
          .innerJoin(payments, eq(payments.orderId, orders.id))
          .where(eq(orders.id, orderId))
          .for('update');
        const decision = decide(row);
        if (row && decision.outcome === 'applied') {
          if (decision.payment) {
            await tx
              .update(payments)
              .set({ ...decision.payment, updatedAt: new Date() })
              .where(eq(payments.orderId, orderId));
          }
          if (decision.orderStatus && decision.orderStatus !== row.order.status) {
            await tx.update(orders).set({ status: decision.orderStatus }).where(eq(orders.id, orderId));
          }
          if (decision.countVoucherUse) {
            await tx
              .update(vouchers)
              .set({ uses: sql`${vouchers.uses} + 1` })
              .where(eq(vouchers.code, decision.countVoucherUse));
          }
        }
        await tx.insert(ipnLog).values({
          orderId,
          action: decision.log.action,
          errorCode: decision.log.errorCode,
          payload,
          outcome: decision.outcome,
          status: decision.log.status,
        });
        return decision;
      });
    },
  };
}
export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
