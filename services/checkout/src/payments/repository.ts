import { readCompany } from '@conform/companies-service/read';
import type { TOrderClosedReason, TPaymentStatus } from '@conform/contracts';
import { PLATFORM_EVENTS } from '@conform/contracts/events';
import { AppError, publishEvent, type Db, type Tx } from '@conform/server-kit';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import {
  ipnLog,
  openPackages,
  orders,
  paidPackages,
  payments,
  refunds,
  voucherUses,
  vouchers,
} from '../db/schema.ts';

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

/** What is known, under the company's lock, about the order's packages elsewhere. */
export interface IpnFacts {
  /** A package of the order is the company's already, or paid by another of its orders. */
  alreadyPaid: boolean;
}

/** What the IPN domain decided; the repository writes it and the log line in one transaction. */
export interface IpnDecision {
  outcome: 'applied' | 'ignored' | 'refused';
  payment?: Partial<
    Pick<
      PaymentRecord,
      | 'status'
      | 'errorCode'
      | 'errorMessage'
      | 'netopiaId'
      | 'processedAmount'
      | 'panMasked'
      | 'lastIpnAt'
      | 'reviewReason'
      | 'creditedAmount'
    >
  >;
  orderStatus?: OrderStatus;
  /** The payment gives the order's packages: `order.paid`, the packages marked paid by this order. */
  fulfil?: boolean;
  /** The order is closed without its packages and the money taken is given back through the provider. */
  refund?: { reason: TOrderClosedReason; amount: number };
  /** The provider refunded the whole payment. */
  refunded?: boolean;
  log: { action: string | null; errorCode: string | null; status: TPaymentStatus | null };
}

/** What applying an IPN did besides its decision (for the domain's log lines). */
export interface IpnApplied extends IpnDecision {
  voucher?: VoucherCount;
  method?: string;
  /** `order.refunded` was published by this IPN. */
  refundedPublished?: boolean;
}

/** What happened to a voucher's count when its order was paid. */
export type VoucherCount = 'counted' | 'already-counted' | 'over-cap';

/**
 * Serialises what decides about a company's packages (a payment starting, a payment confirmed) for
 * the length of the transaction: two of them at the same moment see each other's result. The
 * primary keys of open_packages and paid_packages hold the rule even without it.
 */
async function lockCompany(tx: Tx, companyId: string): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('checkout.packages'), hashtext($1))`, [companyId]);
}

/**
 * The first time an order is paid: `paid_at` is set, its packages marked paid by it (and no longer
 * open), its voucher use counted once, and `order.paid` published — all in the transaction that
 * recorded the payment.
 */
async function markPaid(tx: Tx, order: OrderRecord): Promise<VoucherCount | undefined> {
  const [updated] = await tx.orm
    .update(orders)
    .set({ paidAt: new Date() })
    .where(and(eq(orders.id, order.id), isNull(orders.paidAt)))
    .returning({ id: orders.id });
  if (!updated) return undefined;
  const claimed = await tx.orm
    .insert(paidPackages)
    .values(order.products.map((product) => ({ companyId: order.companyId, product, orderId: order.id })))
    .onConflictDoNothing()
    .returning({ product: paidPackages.product });
  // The caller decided under the company's lock that none was paid: a conflict here is a bug, and
  // rolling back is the only safe answer (the provider is asked to send the IPN again).
  if (claimed.length !== order.products.length) throw new Error('a package of the order is paid already');
  await tx.orm.delete(openPackages).where(eq(openPackages.orderId, order.id));
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

/** Products of the order paid by another of the company's orders, or the company's already. */
async function paidElsewhere(tx: Tx, order: Pick<OrderRecord, 'id' | 'companyId' | 'products'>) {
  const rows = await tx.orm
    .select({ product: paidPackages.product })
    .from(paidPackages)
    .where(
      and(
        eq(paidPackages.companyId, order.companyId),
        inArray(paidPackages.product, order.products),
        ne(paidPackages.orderId, order.id),
      ),
    );
  const company = await readCompany(tx, order.companyId);
  const purchased = order.products.filter((p) => company?.products.purchased.includes(p));
  return [...new Set([...rows.map((r) => r.product), ...purchased])];
}

/**
 * A new order takes its packages from the company's other open orders: those are closed as
 * superseded (a buyer who left a card page and starts again means the new one). Their payment
 * pages cannot be withdrawn (NETOPIA has no call to cancel an unpaid order), so a payment made on
 * one of them later is refunded (ipn/domain.ts).
 */
async function supersedeOpenOrders(tx: Tx, companyId: string, products: string[]): Promise<string[]> {
  const older = await tx.orm
    .select({ orderId: openPackages.orderId })
    .from(openPackages)
    .where(and(eq(openPackages.companyId, companyId), inArray(openPackages.product, products)));
  const ids = [...new Set(older.map((r) => r.orderId))];
  if (ids.length === 0) return [];
  // The whole older order is closed: its other packages are free to be ordered again.
  await tx.orm.delete(openPackages).where(inArray(openPackages.orderId, ids));
  await tx.orm
    .update(orders)
    .set({ closedReason: 'superseded', status: 'CLOSED' })
    .where(and(inArray(orders.id, ids), isNull(orders.paidAt)));
  for (const id of ids) await tx.notify(PAYMENTS_CHANNEL, id);
  return ids;
}

export function createOrdersRepository(
  db: Db,
  deps: {
    /** Queues the refund call of an order, in the transaction that decided it (refunds/worker.ts). */
    enqueueRefund: (tx: Tx, orderId: string) => Promise<void>;
  },
) {
  return {
    /**
     * The order and its payment together, under the company's lock. A card order becomes the one
     * open order of its packages (older ones are superseded); a package paid already (its order not
     * applied to the company yet) is a 409, so no money is taken for it. A voucher covering
     * everything pays the order here: the voucher's cap is checked under its row lock and the use
     * counted in the same transaction (a used-up voucher is a 409 and nothing is stored).
     */
    async create(order: NewOrderRecord, paymentStatus: TPaymentStatus): Promise<{ superseded: string[] }> {
      return db.transaction(async (tx) => {
        await lockCompany(tx, order.companyId);
        const paid = await paidElsewhere(tx, {
          id: order.id,
          companyId: order.companyId,
          products: order.products,
        });
        if (paid.length > 0) {
          throw new AppError('conflict', `Already bought: ${paid.join(', ')}. A package is bought once.`, [
            { path: 'products', message: 'validation.product.purchased' },
          ]);
        }
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
        const superseded = await supersedeOpenOrders(tx, order.companyId, order.products);
        if (paymentStatus === 'PAID') await markPaid(tx, row!);
        else {
          await tx.orm
            .insert(openPackages)
            .values(
              order.products.map((product) => ({ companyId: order.companyId, product, orderId: order.id })),
            );
        }
        await tx.notify(PAYMENTS_CHANNEL, order.id);
        return { superseded };
      });
    },

    /** The payment of one of a company's orders (spec: observe payment by id), and whether it was fulfilled. */
    async findPayment(
      companyId: string,
      orderId: string,
    ): Promise<
      (PaymentRecord & { fulfilled: boolean; closedReason: TOrderClosedReason | null }) | undefined
    > {
      const [row] = await db.orm
        .select({ payment: payments, fulfilledAt: orders.fulfilledAt, closedReason: orders.closedReason })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(and(eq(payments.orderId, orderId), eq(orders.companyId, companyId)));
      return row
        ? { ...row.payment, fulfilled: row.fulfilledAt !== null, closedReason: row.closedReason }
        : undefined;
    },

    /**
     * Applies one IPN: takes the company's lock and the order's rows, lets `decide` choose from the
     * current state and what is known of the packages elsewhere, writes the decision and the log
     * line. Concurrent IPNs for an order, or for two orders of one package, are serialised by the
     * locks, so a repeat never publishes `order.paid` twice, a package is never paid by two orders,
     * and a status never moves backwards.
     */
    async applyIpn(
      orderId: string,
      payload: string,
      decide: (current: LockedOrder | undefined, facts: IpnFacts) => IpnDecision,
    ): Promise<IpnApplied> {
      return db.transaction(async (tx) => {
        const [owner] = await tx.orm
          .select({ companyId: orders.companyId })
          .from(orders)
          .where(eq(orders.id, orderId));
        if (owner) await lockCompany(tx, owner.companyId);
        const [row] = owner
          ? await tx.orm
              .select({ order: orders, payment: payments })
              .from(orders)
              .innerJoin(payments, eq(payments.orderId, orders.id))
              .where(eq(orders.id, orderId))
              .for('update')
          : [];
        const facts: IpnFacts = {
          alreadyPaid: row ? (await paidElsewhere(tx, row.order)).length > 0 : false,
        };
        const decision = decide(row, facts);
        const applied: IpnApplied = { ...decision, ...(row ? { method: row.order.method } : {}) };
        if (row && decision.outcome === 'applied') {
          const { order } = row;
          if (decision.payment) {
            await tx.orm
              .update(payments)
              .set({ ...decision.payment, updatedAt: new Date() })
              .where(eq(payments.orderId, orderId));
          }
          if (decision.orderStatus && decision.orderStatus !== order.status) {
            await tx.orm.update(orders).set({ status: decision.orderStatus }).where(eq(orders.id, orderId));
          }
          if (decision.fulfil) {
            const voucher = await markPaid(tx, order);
            if (voucher) applied.voucher = voucher;
          }
          if (decision.refund) {
            await tx.orm
              .update(orders)
              .set({ closedReason: decision.refund.reason })
              .where(eq(orders.id, orderId));
            await tx.orm.delete(openPackages).where(eq(openPackages.orderId, orderId));
            const requested = await tx.orm
              .insert(refunds)
              .values({
                orderId,
                reason: decision.refund.reason,
                amount: decision.refund.amount,
                currency: order.currency,
              })
              .onConflictDoNothing()
              .returning({ orderId: refunds.orderId });
            if (requested.length > 0) await deps.enqueueRefund(tx, orderId);
          }
          if (decision.refunded) {
            // A refund the platform asked for is done; a paid order refunded in full gives its
            // packages back: `order.refunded` once, only for an order whose `order.paid` went out.
            await tx.orm
              .update(refunds)
              .set({ status: 'DONE', doneAt: new Date(), lastError: null })
              .where(eq(refunds.orderId, orderId));
            const [refunded] = await tx.orm
              .update(orders)
              .set({ refundedAt: new Date() })
              .where(
                and(eq(orders.id, orderId), isNull(orders.refundedAt), sql`${orders.paidAt} IS NOT NULL`),
              )
              .returning({ id: orders.id });
            if (refunded) {
              await tx.orm.delete(paidPackages).where(eq(paidPackages.orderId, orderId));
              await publishEvent(tx, PLATFORM_EVENTS, {
                source: 'checkout',
                type: 'order.refunded',
                payload: {
                  orderId: order.id,
                  companyId: order.companyId,
                  platform: order.platform,
                  products: order.products,
                },
              });
              applied.refundedPublished = true;
            }
          }
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
        return applied;
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
