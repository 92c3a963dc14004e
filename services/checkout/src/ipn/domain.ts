import type { TPaymentStatus } from '@conform/contracts';
import type { Logger } from '@conform/server-kit';
import type {
  NotificationRequest,
  PaymentNotification,
  PaymentProvider,
  ProviderAnswer,
} from '../payments/provider.ts';
import type { IpnDecision, LockedOrder, OrderStatus, OrdersRepository } from '../payments/repository.ts';

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

/** Mastercard's card numbers start with 51–55 or 2221–2720 (facts: card-brand promotion). */
export function isMastercard(panMasked: string | undefined | null): boolean {
  const digits = (panMasked ?? '').replace(/\D/g, '');
  if (/^5[1-5]/.test(digits)) return true;
  const four = Number(digits.slice(0, 4));
  return digits.length >= 4 && four >= 2221 && four <= 2720;
}

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

  function decide(current: LockedOrder | undefined, notification: PaymentNotification): IpnDecision {
    const log = {
      action: notification.event,
      errorCode: notification.errorCode,
      status: (current?.payment.status ?? null) as TPaymentStatus | null,
    };
    if (!current) return { outcome: 'refused', log };
    // What the provider states must be what was ordered (v1 always states it; v2 when it does).
    if (
      (notification.amount !== undefined &&
        notification.amount.toFixed(2) !== current.order.total.toFixed(2)) ||
      (notification.currency !== undefined && notification.currency !== current.order.currency)
    ) {
      return { outcome: 'refused', log };
    }
    const next = notification.status;
    if (!next) return { outcome: 'refused', log };
    const from = current.payment.status as TPaymentStatus;
    const errorCode = next === 'ERROR' ? notification.errorCode : null;
    const repeat = from === next && (next !== 'ERROR' || current.payment.errorCode === errorCode);
    if (
      repeat ||
      !canMove(from, next) ||
      (notification.sentAt !== undefined && isOlderIpn(notification.sentAt, current.payment.lastIpnAt))
    ) {
      return { outcome: 'ignored', log };
    }
    return {
      outcome: 'applied',
      payment: {
        status: next,
        errorCode,
        errorMessage: next === 'ERROR' ? notification.errorMessage || null : null,
        netopiaId: notification.providerPaymentId ?? current.payment.netopiaId,
        processedAmount: notification.processedAmount ?? current.payment.processedAmount,
        panMasked: notification.panMasked ?? current.payment.panMasked,
        lastIpnAt:
          notification.sentAt !== undefined && IPN_TIMESTAMP.test(notification.sentAt)
            ? notification.sentAt
            : current.payment.lastIpnAt,
      },
      orderStatus: orderStatusFor(next),
      log: { ...log, status: next },
    };
  }

  return {
    /**
     * Handles one IPN (facts: v1 and v2 IPN). Anything the provider adapter cannot verify and read,
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

      let decision: Awaited<ReturnType<OrdersRepository['applyIpn']>>;
      try {
        decision = await deps.orders.applyIpn(notification.orderId, notification.logPayload, (current) =>
          decide(current, notification),
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
      if (
        decision.payment?.status === 'PAID' &&
        decision.method === 'MASTERCARD_PREMIUM' &&
        !isMastercard(notification.panMasked)
      ) {
        // The card-brand discount was given to another brand's card: the payment stands (the buyer
        // paid what the provider asked); the operator sees it here.
        deps.logger.warn(
          { orderId: notification.orderId },
          'card-brand discount paid with a card of another brand',
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
