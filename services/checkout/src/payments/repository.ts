import type { TPaymentStatus } from '@conform/contracts';
import { PLATFORM_EVENTS } from '@conform/contracts/events';
import { AppError, publishEvent, type Db, type Tx } from '@conform/server-kit';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { ipnLog, orders, payments, voucherUses, vouchers } from '../db/schema.ts';

export type OrderRecord = typeof orders.$inferSelect;
export type NewOrderRecord = typeof orders.$inferInsert;
export type PaymentRecord = typeof payments.$inferSelect;

/** The NOTIFY channel of payment changes (payload: the order id): feeds the live status stream. */
export const PAYMENTS_CHANNEL = 'checkout_payments';

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
      'status' | 'errorCode' | 'errorMessage' | 'netopiaId' | 'processedAmount' | 'panMasked' | 'lastIpnAt'
    >
  >;
  orderStatus?: OrderStatus;
  log: { action: string | null; errorCode: string | null; status: TPaymentStatus | null };
}

/** What happened to a voucher's count when its order was paid. */
export type VoucherCount = 'counted' | 'already-counted' | 'over-cap';

/**
 * The first time an order is paid: `paid_at` is set, its voucher use counted once, and
 * `order.paid` published — all in the transaction that recorded the payment.
 */
async function markPaid(tx: Tx, order: OrderRecord): Promise<VoucherCount | undefined> {
  const [updated] = await tx.orm
    .update(orders)
    .set({ paidAt: new Date() })
    .where(and(eq(orders.id, order.id), isNull(orders.paidAt)))
    .returning({ id: orders.id });
  if (!updated) return undefined;
  let count: VoucherCount | undefined;
  if (order.voucherCode) count = await countVoucherUse(tx, order.voucherCode, order.id);
  await publishEvent(tx, PLATFORM_EVENTS, {
    source: 'checkout',
    type: 'order.paid',
    payload: {
      orderId: order.id,
      companyId: order.companyId,
      platform: order.platform,
      products: order.products,
      method: order.method === 'VOUCHER' ? 'VOUCHER' : 'CARD',
    },
  });
  return count;
}

/**
 * Counts a voucher's use for one order, once. The cap is read under the voucher's row lock in
 * this same transaction, so two orders paid at the same moment cannot both take the last use.
 * A card payment already made is honoured even past the cap (the buyer paid the price they were
 * shown); the caller logs it.
 */
async function countVoucherUse(tx: Tx, code: string, orderId: string): Promise<VoucherCount> {
  const [voucher] = await tx.orm.select().from(vouchers).where(eq(vouchers.code, code)).for('update');
  if (!voucher) return 'already-counted';
  const inserted = await tx.orm
    .insert(voucherUses)
    .values({ orderId, code })
    .onConflictDoNothing()
    .returning({ orderId: voucherUses.orderId });
  if (inserted.length === 0) return 'already-counted';
  await tx.orm
    .update(vouchers)
    .set({ uses: sql`${vouchers.uses} + 1` })
    .where(eq(vouchers.code, code));
  return voucher.maxUses !== null && voucher.uses >= voucher.maxUses ? 'over-cap' : 'counted';
}

export function createOrdersRepository(db: Db) {
  return {
    /**
     * The order and its payment together. A voucher covering everything pays it here: the
     * voucher's cap is checked under its row lock and the use counted in the same transaction
     * (a used-up voucher is a 409 and nothing is stored).
     */
    async create(order: NewOrderRecord, paymentStatus: TPaymentStatus): Promise<void> {
      await db.transaction(async (tx) => {
        if (order.voucherCode) {
          const [voucher] = await tx.orm
            .select()
            .from(vouchers)
            .where(eq(vouchers.code, order.voucherCode))
            .for('update');
          if (voucher && voucher.maxUses !== null && voucher.uses >= voucher.maxUses) {
            throw new AppError('conflict', 'The voucher code has been used up.', [
              { path: 'voucherCode', message: 'validation.voucher.usedUp' },
            ]);
          }
        }
        const [row] = await tx.orm.insert(orders).values(order).returning();
        await tx.orm.insert(payments).values({ orderId: order.id, status: paymentStatus });
        if (paymentStatus === 'PAID') await markPaid(tx, row!);
        await tx.notify(PAYMENTS_CHANNEL, order.id);
      });
    },

    /** The payment of one of a company's orders (spec: observe payment by id), and whether it was fulfilled. */
    async findPayment(
      companyId: string,
      orderId: string,
    ): Promise<(PaymentRecord & { fulfilled: boolean }) | undefined> {
      const [row] = await db.orm
        .select({ payment: payments, fulfilledAt: orders.fulfilledAt })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(and(eq(payments.orderId, orderId), eq(orders.companyId, companyId)));
      return row ? { ...row.payment, fulfilled: row.fulfilledAt !== null } : undefined;
    },

    /**
     * Applies one IPN: locks the order's rows, lets `decide` choose from the current state, writes
     * the decision and the log line. Concurrent IPNs for an order are serialised by the lock, so a
     * repeat never publishes `order.paid` twice or moves a status backwards.
     */
    async applyIpn(
      orderId: string,
      payload: string,
      decide: (current: LockedOrder | undefined) => IpnDecision,
    ): Promise<IpnDecision & { voucher?: VoucherCount; method?: string }> {
      return db.transaction(async (tx) => {
        const [row] = await tx.orm
          .select({ order: orders, payment: payments })
          .from(orders)
          .innerJoin(payments, eq(payments.orderId, orders.id))
          .where(eq(orders.id, orderId))
          .for('update');
        const decision = decide(row);
        let voucher: VoucherCount | undefined;
        if (row && decision.outcome === 'applied') {
          if (decision.payment) {
            await tx.orm
              .update(payments)
              .set({ ...decision.payment, updatedAt: new Date() })
              .where(eq(payments.orderId, orderId));
          }
          if (decision.orderStatus && decision.orderStatus !== row.order.status) {
            await tx.orm.update(orders).set({ status: decision.orderStatus }).where(eq(orders.id, orderId));
          }
          if (decision.payment?.status === 'PAID') voucher = await markPaid(tx, row.order);
          await tx.notify(PAYMENTS_CHANNEL, orderId);
        }
        await tx.orm.insert(ipnLog).values({
          orderId,
          action: decision.log.action,
          errorCode: decision.log.errorCode,
          payload,
          outcome: decision.outcome,
          status: decision.log.status,
        });
        return { ...decision, ...(voucher ? { voucher } : {}), ...(row ? { method: row.order.method } : {}) };
      });
    },

    /** `company.purchased` came back for the order: its products are the company's now (the page is told). */
    async markFulfilled(tx: Tx, orderId: string): Promise<boolean> {
      const updated = await tx.orm
        .update(orders)
        .set({ fulfilledAt: new Date() })
        .where(and(eq(orders.id, orderId), isNull(orders.fulfilledAt)))
        .returning({ id: orders.id });
      if (updated.length > 0) await tx.notify(PAYMENTS_CHANNEL, orderId);
      return updated.length > 0;
    },
  };
}
export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
