import type { TPaymentStatus } from '@conform/contracts';
import type { Logger } from '@conform/server-kit';
import type {
  NotificationRequest,
  PaymentNotification,
  PaymentProvider,
  ProviderAnswer,
} from '../payments/provider.ts';
import type {
  IpnApplied,
  IpnDecision,
  IpnFacts,
  LockedOrder,
  OrderStatus,
  OrdersRepository,
} from '../payments/repository.ts';

/**
 * Whether a payment may move from one status to another (IPNs arrive late, repeated and out of
 * order). A paid payment only moves on to a refund, and a refund is final: no cancellation, error
 * or "pending" after PAID undoes a payment. A failed or cancelled attempt may still be followed by
 * a successful one (the buyer retries on the provider's page).
 */
export function canMove(from: TPaymentStatus, to: TPaymentStatus): boolean {
  if (to === 'PENDING') return false;
  switch (from) {
    case 'CREDITED':
      return false;
    case 'PAID':
      return to === 'CREDITED';
    case 'CANCELLED':
      return to === 'PAID' || to === 'CHECKING_TRANSACTION' || to === 'CREDITED';
    default:
      return true;
  }
}

/**
 * Whether a masked card number is a Mastercard: numbers starting with 51–55 or 2221–2720 (docs/facts/payments-netopia.md,
 * card-brand promotion). Only the digits shown before the mask count (the last four say nothing of
 * the brand), and a number that does not show enough of them is not taken for one: the discount is
 * granted on proof. verify: a v1 IPN sample from NETOPIA's sandbox shows one leading digit
 * (`9****5098`); if live IPNs show no more, no payment can prove the brand this way and the partner
 * discount has to be run by NETOPIA itself (docs/facts/payments-netopia.md, v1 `promotion_code`).
 */
export function isMastercard(panMasked: string | undefined | null): boolean {
  const leading = /^\s*(\d+)/.exec(panMasked ?? '')?.[1] ?? '';
  if (leading.length >= 2 && /^5[1-5]/.test(leading)) return true;
  const four = Number(leading.slice(0, 4));
  return leading.length >= 4 && four >= 2221 && four <= 2720;
}

// Amounts are compared in cents: 490 and 490.00 are the same amount, 489.999 is not a price.
const cents = (amount: number) => Math.round(amount * 100);

/** When a provider sent an IPN: YYYYMMDDhhmmss (UTC), so that text order is time order. */
const IPN_TIMESTAMP = /^\d{14}$/;

/**
 * True when an IPN was sent before the last one applied: it describes an older state and is
 * overtaken (a delayed retry of an earlier notification). Without a readable time it is not judged.
 */
export function isOlderIpn(timestamp: string, lastApplied: string | null): boolean {
  if (!lastApplied || !IPN_TIMESTAMP.test(timestamp) || !IPN_TIMESTAMP.test(lastApplied)) return false;
  return timestamp < lastApplied;
}

function orderStatusFor(status: TPaymentStatus): OrderStatus {
  if (status === 'PAID') return 'PAID';
  if (status === 'CREDITED' || status === 'CANCELLED') return 'CLOSED';
  return 'AWAITING_PAYMENT';
}

/** What the provider is answered, and what became of the notification. */
export interface IpnAnswer {
  answer: ProviderAnswer;
  outcome: 'applied' | 'ignored' | 'refused' | 'retry';
}

export function createIpnDomain(deps: {
  orders: OrdersRepository;
  provider: PaymentProvider;
  signature: string;
  logger: Logger;
}) {
  const { provider } = deps;

  function decide(
    current: LockedOrder | undefined,
    notification: PaymentNotification,
    facts: IpnFacts,
  ): IpnDecision {
    const log = {
      action: notification.event,
      errorCode: notification.errorCode,
      status: (current?.payment.status ?? null) as TPaymentStatus | null,
    };
    if (!current) return { outcome: 'refused', log };
    const { order, payment } = current;
    // What the provider states must be what was ordered (v1 restates the invoice; v2 does not).
    if (
      (notification.amount !== undefined && cents(notification.amount) !== cents(order.total)) ||
      (notification.currency !== undefined && notification.currency !== order.currency)
    ) {
      return { outcome: 'refused', log };
    }
    const next = notification.status;
    if (!next) return { outcome: 'refused', log };
    const from = payment.status as TPaymentStatus;
    const errorCode = next === 'ERROR' ? notification.errorCode : null;
    const processed = notification.processedAmount;
    const repeat = from === next && (next !== 'ERROR' || payment.errorCode === errorCode);
    if (
      repeat ||
      !canMove(from, next) ||
      (notification.sentAt !== undefined && isOlderIpn(notification.sentAt, payment.lastIpnAt))
    ) {
      return { outcome: 'ignored', log };
    }
    const update = {
      errorCode,
      errorMessage: next === 'ERROR' ? notification.errorMessage || null : null,
      netopiaId: notification.providerPaymentId ?? payment.netopiaId,
      processedAmount: processed ?? payment.processedAmount,
      panMasked: notification.panMasked ?? payment.panMasked,
      lastIpnAt:
        notification.sentAt !== undefined && IPN_TIMESTAMP.test(notification.sentAt)
          ? notification.sentAt
          : payment.lastIpnAt,
    };

    if (next === 'PAID') {
      // Money was taken, but not the invoice's amount (a partial capture, another amount): the order
      // is not paid. The notification is authentic, so it is acknowledged and kept, not refused (a
      // refusal would stop the provider telling us about money it holds); the payment waits for an
      // operator (/health counts it) and the buyer reads that the bank is checking it. A later
      // notification with the right amount still pays it.
      if (processed === undefined || cents(processed) !== cents(order.total)) {
        if (from === 'CHECKING_TRANSACTION' && payment.reviewReason === 'amountMismatch') {
          return { outcome: 'ignored', log };
        }
        return {
          outcome: 'applied',
          payment: { ...update, status: 'CHECKING_TRANSACTION', reviewReason: 'amountMismatch' },
          orderStatus: order.status === 'CLOSED' ? 'CLOSED' : 'AWAITING_PAYMENT',
          log: { ...log, status: 'CHECKING_TRANSACTION' },
        };
      }
      // NETOPIA has no hook before it charges the card, so a payment that must not buy anything is
      // refunded after the fact: its order was superseded by a newer one, its packages were bought
      // meanwhile, or the card-brand discount went to another brand's card.
      const reason =
        order.closedReason === 'superseded'
          ? ('superseded' as const)
          : facts.alreadyPaid
            ? ('alreadyPaid' as const)
            : order.method === 'MASTERCARD_PREMIUM' && !isMastercard(notification.panMasked)
              ? ('cardBrand' as const)
              : undefined;
      const paid = { ...update, status: 'PAID' as const, reviewReason: null };
      if (reason) {
        return {
          outcome: 'applied',
          payment: paid,
          orderStatus: 'CLOSED',
          refund: { reason, amount: processed },
          log: { ...log, status: 'PAID' },
        };
      }
      return {
        outcome: 'applied',
        payment: paid,
        orderStatus: 'PAID',
        fulfil: true,
        log: { ...log, status: 'PAID' },
      };
    }

    if (next === 'CREDITED') {
      // A credit's processed amount is taken as what has been refunded so far, as a confirmation's
      // is what has been captured (verify: the facts only say "maybe partially: processed_amount <
      // original_amount"). A partial refund is recorded and left to the operator: the order keeps
      // its packages, since the buyer paid for most of them and no rule says which one goes.
      // Without a stated amount, the provider refunded the payment as a whole.
      if (processed !== undefined && cents(processed) < cents(order.total)) {
        return {
          outcome: 'applied',
          payment: { creditedAmount: processed, lastIpnAt: update.lastIpnAt },
          log,
        };
      }
      return {
        outcome: 'applied',
        payment: { ...update, status: 'CREDITED', creditedAmount: processed ?? order.total },
        orderStatus: 'CLOSED',
        refunded: true,
        log: { ...log, status: 'CREDITED' },
      };
    }

    return {
      outcome: 'applied',
      payment: { ...update, status: next },
      orderStatus: order.status === 'CLOSED' && order.closedReason ? 'CLOSED' : orderStatusFor(next),
      log: { ...log, status: next },
    };
  }

  return {
    /**
     * Handles one IPN (docs/facts/payments-netopia.md, v1 and v2 IPN). Anything the provider adapter cannot verify and read,
     * or that does not match one of our orders with the same amount and our POS signature, is
     * refused permanently and changes nothing. A database failure asks the provider to retry.
     * Whatever happens, the provider gets the answer its protocol expects.
     */
    async handle(request: NotificationRequest): Promise<IpnAnswer> {
      const read = await provider.readNotification(request);
      if (!read.ok) {
        deps.logger.warn(
          { api: provider.api, reason: read.reason, detail: read.detail },
          'IPN refused: cannot be verified or read',
        );
        return { answer: provider.answer({ kind: 'refused', reason: read.reason }), outcome: 'refused' };
      }
      const { notification } = read;
      if (notification.posSignature !== undefined && notification.posSignature !== deps.signature) {
        deps.logger.warn({ orderId: notification.orderId }, 'IPN refused: another POS signature');
        return { answer: provider.answer({ kind: 'refused', reason: 'audience' }), outcome: 'refused' };
      }

      let decision: IpnApplied;
      try {
        decision = await deps.orders.applyIpn(
          notification.orderId,
          notification.logPayload,
          (current, facts) => decide(current, notification, facts),
        );
      } catch (err) {
        deps.logger.error(
          { err, orderId: notification.orderId },
          'IPN not applied: database error; the provider will retry',
        );
        return { answer: provider.answer({ kind: 'retry' }), outcome: 'retry' };
      }
      if (decision.outcome === 'refused') {
        deps.logger.warn(
          { orderId: notification.orderId, event: notification.event },
          'IPN refused: unknown order, amount or status',
        );
        const reason = notification.status === undefined ? 'unknownStatus' : 'mismatch';
        return { answer: provider.answer({ kind: 'refused', reason }), outcome: 'refused' };
      }
      deps.logger.info(
        {
          orderId: notification.orderId,
          api: provider.api,
          event: notification.event,
          errorCode: notification.errorCode,
          outcome: decision.outcome,
        },
        'IPN received',
      );
      if (decision.refund) {
        deps.logger.warn(
          { orderId: notification.orderId, reason: decision.refund.reason },
          'paid order not fulfilled: the payment is refunded',
        );
      }
      if (decision.payment?.reviewReason === 'amountMismatch') {
        deps.logger.error(
          { orderId: notification.orderId, processedAmount: notification.processedAmount ?? null },
          'payment confirmed for another amount than the invoice: held for review, not paid',
        );
      }
      if (
        decision.outcome === 'applied' &&
        decision.payment?.creditedAmount !== undefined &&
        !decision.refunded
      ) {
        deps.logger.warn(
          { orderId: notification.orderId, creditedAmount: decision.payment.creditedAmount },
          'partial refund by the provider: recorded, the order keeps its packages',
        );
      }
      if (decision.refundedPublished) {
        deps.logger.info(
          { orderId: notification.orderId },
          'paid order refunded in full: order.refunded published',
        );
      }
      if (decision.voucher === 'over-cap') {
        deps.logger.warn(
          { orderId: notification.orderId },
          'paid order took a voucher use past its cap (honoured)',
        );
      }
      return {
        answer: provider.answer({ kind: 'taken', notification }),
        outcome: decision.outcome,
      };
    },
  };
}
export type IpnDomain = ReturnType<typeof createIpnDomain>;
