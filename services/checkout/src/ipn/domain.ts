import type { KeyObject } from 'node:crypto';
import type { TPaymentStatus } from '@conform/contracts';
import type { Logger } from '@conform/server-kit';
import {
  CONFIRM_ERROR,
  CRC_ERROR_TYPE,
  crcError,
  crcSuccess,
  envelopeFromForm,
  formatAmount,
  NetopiaError,
  parseIpnXml,
  unseal,
  type EnvelopeForm,
  type NetopiaNotify,
} from '../netopia/v1.ts';
import type { IpnDecision, LockedOrder, OrderStatus, OrdersRepository } from '../payments/repository.ts';

/**
 * The payment status an IPN asks for: the error code first (non-zero is a rejection whatever the
 * action), then the action. Undefined for an action this side does not know.
 */
export function statusForNotification(
  notify: Pick<NetopiaNotify, 'action' | 'errorCode'>,
): TPaymentStatus | undefined {
  if (notify.errorCode !== 0) return 'ERROR';
  switch (notify.action) {
    case 'confirmed':
      return 'PAID';
    // Under review, or pre-authorised and not captured yet: wait for the next IPN.
    case 'confirmed_pending':
    case 'paid_pending':
    case 'paid':
      return 'CHECKING_TRANSACTION';
    case 'canceled':
      return 'CANCELLED';
    case 'credit':
      return 'CREDITED';
    default:
      return undefined;
  }
}

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

/** NETOPIA's `<mobilpay timestamp>`: YYYYMMDDhhmmss, so that text order is time order. */
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

/** What the merchant answers NETOPIA: always XML, always HTTP 200. */
export interface IpnAnswer {
  body: string;
  outcome: 'applied' | 'ignored' | 'refused' | 'retry';
}

export function createIpnDomain(deps: {
  orders: OrdersRepository;
  merchantKey: KeyObject;
  signature: string;
  logger: Logger;
}) {
  const refuse = (code: number, message: string): IpnAnswer => ({
    body: crcError(CRC_ERROR_TYPE.permanent, code, message),
    outcome: 'refused',
  });

  function decide(
    current: LockedOrder | undefined,
    amount: string,
    currency: string,
    notify: NetopiaNotify,
  ): IpnDecision {
    const log = {
      action: notify.action,
      errorCode: String(notify.errorCode),
      status: (current?.payment.status ?? null) as TPaymentStatus | null,
    };
    if (!current) return { outcome: 'refused', log };
    if (amount !== formatAmount(current.order.total) || currency !== current.order.currency) {
      return { outcome: 'refused', log };
    }
    const next = statusForNotification(notify);
    if (!next) return { outcome: 'refused', log };
    const from = current.payment.status as TPaymentStatus;
    const errorCode = next === 'ERROR' ? String(notify.errorCode) : null;
    const repeat = from === next && (next !== 'ERROR' || current.payment.errorCode === errorCode);
    if (repeat || !canMove(from, next) || isOlderIpn(notify.timestamp, current.payment.lastIpnAt)) {
      return { outcome: 'ignored', log };
    }
    return {
      outcome: 'applied',
      payment: {
        status: next,
        errorCode,
        errorMessage: next === 'ERROR' ? notify.errorMessage || null : null,
        netopiaId: notify.purchase ?? current.payment.netopiaId,
        processedAmount: notify.processedAmount
          ? Number(notify.processedAmount)
          : current.payment.processedAmount,
        panMasked: notify.panMasked ?? current.payment.panMasked,
        lastIpnAt: IPN_TIMESTAMP.test(notify.timestamp) ? notify.timestamp : current.payment.lastIpnAt,
      },
      orderStatus: orderStatusFor(next),
      log: { ...log, status: next },
    };
  }

  return {
    /**
     * Handles one IPN (facts: v1 IPN). Anything that cannot be opened with the merchant key, read,
     * or matched to one of our orders with the same amount and our POS signature is refused
     * permanently and changes nothing. A database failure asks NETOPIA to retry (temporary).
     */
    async handle(form: EnvelopeForm): Promise<IpnAnswer> {
      let xml: string;
      let parsed: ReturnType<typeof parseIpnXml>;
      try {
        xml = unseal(envelopeFromForm(form), deps.merchantKey);
        parsed = parseIpnXml(xml);
      } catch (err) {
        if (!(err instanceof NetopiaError)) throw err;
        deps.logger.warn({ reason: err.message }, 'IPN refused: cannot be opened or read');
        if (err.kind === 'parameters')
          return refuse(CONFIRM_ERROR.invalidPostParameters, 'Invalid IPN parameters.');
        if (err.kind === 'decrypt')
          return refuse(CONFIRM_ERROR.failedDecryptData, 'The IPN cannot be decrypted.');
        return refuse(CONFIRM_ERROR.failedDecodingData, 'The IPN cannot be read.');
      }
      const { order, notify } = parsed;
      if (order.signature !== deps.signature) {
        deps.logger.warn({ orderId: order.id }, 'IPN refused: another POS signature');
        return refuse(CONFIRM_ERROR.invalidPostParameters, 'Unknown POS signature.');
      }

      let decision: Awaited<ReturnType<OrdersRepository['applyIpn']>>;
      try {
        decision = await deps.orders.applyIpn(order.id, xml, (current) =>
          decide(current, order.amount, order.currency, notify),
        );
      } catch (err) {
        deps.logger.error({ err, orderId: order.id }, 'IPN not applied: database error; NETOPIA will retry');
        return {
          body: crcError(
            CRC_ERROR_TYPE.temporary,
            CONFIRM_ERROR.failedDecodingData,
            'Temporary error, please retry.',
          ),
          outcome: 'retry',
        };
      }
      if (decision.outcome === 'refused') {
        deps.logger.warn(
          { orderId: order.id, action: notify.action },
          'IPN refused: unknown order, amount or action',
        );
        const unknownAction = statusForNotification(notify) === undefined;
        return unknownAction
          ? refuse(CONFIRM_ERROR.invalidAction, 'Unknown action.')
          : refuse(CONFIRM_ERROR.invalidPostParameters, 'The IPN does not match an order.');
      }
      deps.logger.info(
        { orderId: order.id, action: notify.action, errorCode: notify.errorCode, outcome: decision.outcome },
        'IPN received',
      );
      if (
        decision.payment?.status === 'PAID' &&
        decision.method === 'MASTERCARD_PREMIUM' &&
        !isMastercard(notify.panMasked)
      ) {
        // The card-brand discount was given to another brand's card: the payment stands (the buyer
        // paid what the provider asked); the operator sees it here.
        deps.logger.warn({ orderId: order.id }, 'card-brand discount paid with a card of another brand');
      }
      if (decision.voucher === 'over-cap') {
        deps.logger.warn({ orderId: order.id }, 'paid order took a voucher use past its cap (honoured)');
      }
      return { body: crcSuccess(notify.crc), outcome: decision.outcome };
    },
  };
}
export type IpnDomain = ReturnType<typeof createIpnDomain>;
