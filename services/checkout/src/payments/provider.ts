import type { IncomingHttpHeaders } from 'node:http';
import type { TBillingInfo, TPaymentStatus } from '@conform/contracts';

/**
 * The card payment provider as the checkout domain sees it (docs/architecture.md#ports-to-the-outside-world: a port with real
 * adapters). NETOPIA v1 (sealed XML, form POST) and v2 (JSON API, hosted page) implement it; the
 * rest of the checkout never sees a protocol detail.
 */
export interface PaymentProvider {
  /** Which protocol this adapter speaks (for logs and the IPN log). */
  readonly api: 'v1' | 'v2';
  /** Registers a payment with the provider and says how the browser gets to its card page. */
  start(payment: ProviderPayment): Promise<ProviderHandOff>;
  /**
   * Verifies and reads one notification (IPN) as it arrived: headers and the raw body, since what
   * is signed or sealed is the exact bytes. Never throws for bad input: it says why it refused.
   */
  readNotification(request: NotificationRequest): Promise<NotificationRead>;
  /** The answer the provider expects for what became of a notification. */
  answer(result: NotificationResult): ProviderAnswer;
  /**
   * Asks the provider to refund a captured payment (NETOPIA's "credit"). Resolves once the provider
   * accepted the call; its `credit` notification follows, like any other status change. Throws when
   * it refused or could not be reached: the caller retries (refunds/worker.ts).
   */
  credit(refund: ProviderRefund): Promise<void>;
}

/** A refund of a captured payment, in the checkout's terms. */
export interface ProviderRefund {
  orderId: string;
  /** The provider's id of the payment (v1 `purchase`, v2 `ntpID`), when its notification gave one. */
  providerPaymentId: string | null;
  /** What to give back, at most what was captured; two decimals. */
  amount: number;
  currency: string;
}

/** The provider answered the refund call with a refusal (as opposed to not answering). */
export class RefundRefused extends Error {
  override name = 'RefundRefused';
  readonly providerCode: string;
  constructor(providerCode: string, message: string) {
    super(`the provider refused the refund (${providerCode}): ${message}`);
    this.providerCode = providerCode;
  }
}

/** One payment attempt, in the checkout's terms. */
export interface ProviderPayment {
  orderId: string;
  createdAt: Date;
  /** What the provider is asked to charge (VAT included), at most two decimals. */
  amount: number;
  /** The VAT rate of the order, as a fraction (0.21). */
  vatRate: number;
  currency: 'RON' | 'EUR';
  locale: 'ro' | 'en';
  description: string;
  billing: TBillingInfo;
  companyId: string;
  /** A card-brand promotion the provider should know about (v1 carries it as an order param). */
  promotion?: 'MASTERCARD_PREMIUM';
  /** The order's lines, for providers that list products (v2). */
  lines: Array<{ code: string; name: string; price: number }>;
  /** The platform page the provider sends the browser back to (already carries `orderId`). */
  returnUrl: string;
}

/** What the browser needs to reach the provider: a form post (v1) or a plain navigation (v2). */
export type ProviderHandOff =
  | { kind: 'form'; url: string; data: string; envKey: string; cipher: string; iv: string }
  | { kind: 'redirect'; url: string };

export interface NotificationRequest {
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A provider's notification in the checkout's terms. */
export interface PaymentNotification {
  orderId: string;
  /**
   * The status the provider reports; undefined for one this side does not know (refused, so the
   * provider's operator sees it). `PENDING` means nothing happened yet: it never changes a payment.
   */
  status: TPaymentStatus | undefined;
  /** The provider's own word for the event (v1 action, v2 status number), for the IPN log. */
  event: string;
  /** The provider's error code when the payment failed, else null. */
  errorCode: string | null;
  errorMessage: string;
  /** As the provider states them, when it does: they must match the order. */
  amount?: number;
  currency?: string;
  /** The POS signature the notification is for, when the payload carries it (v1). */
  posSignature?: string;
  providerPaymentId?: string;
  processedAmount?: number;
  panMasked?: string;
  /** When the provider sent it, YYYYMMDDhhmmss UTC: an older one never overrides a newer one. */
  sentAt?: string;
  /** What the IPN log keeps of it. */
  logPayload: string;
  /** What the provider wants echoed back on success (v1's crc). */
  acknowledgement?: string;
}

/**
 * Why a notification was not taken. `parameters`: missing or malformed fields; `authenticity`: the
 * seal or signature does not hold (wrong key, another issuer); `audience`: signed for another POS;
 * `tampered`: the body is not the one signed; `expired`: the proof of origin is too old; `format`:
 * authentic but unreadable; `unknownStatus`; `mismatch`: no such order, or another amount, currency
 * or POS.
 */
export type RefusalReason =
  | 'parameters'
  | 'authenticity'
  | 'audience'
  | 'tampered'
  | 'expired'
  | 'format'
  | 'unknownStatus'
  | 'mismatch';

export type NotificationRead =
  { ok: true; notification: PaymentNotification } | { ok: false; reason: RefusalReason; detail: string };

export type NotificationResult =
  | { kind: 'taken'; notification: PaymentNotification }
  | { kind: 'refused'; reason: RefusalReason }
  /** Our fault (the database): the provider should send it again later. */
  | { kind: 'retry' };

export interface ProviderAnswer {
  status: number;
  contentType: string;
  body: string;
}
