import type { KeyObject } from 'node:crypto';
import type { TPaymentStatus } from '@conform/contracts';
import { AppError, type Logger } from '@conform/server-kit';
import { errors, jwtVerify, type JWTPayload } from 'jose';
import {
  RefundRefused,
  type NotificationRead,
  type NotificationResult,
  type PaymentProvider,
  type ProviderAnswer,
  type ProviderPayment,
  type ProviderRefund,
  type RefusalReason,
} from '../payments/provider.ts';
import { netopiaTimestamp } from './v1.ts';
import {
  CREDIT_PATH,
  IPN_ALGORITHM,
  IPN_ERROR,
  IPN_ERROR_TYPE,
  IPN_ISSUER,
  IPN_TOKEN_HEADER,
  ipnAnswer,
  numericCountry,
  OPERATION_APPROVED,
  PAYMENT_STATUS,
  payloadHash,
  REDIRECT_TO_PAYMENT_PAGE,
  START_PATH,
  ZCreditResponseSchema,
  ZIpnPayloadSchema,
  ZStartResponseSchema,
  type TCreditRequest,
  type TStartRequest,
} from './v2.ts';

export interface NetopiaV2Settings {
  /** The API's base URL; the start call goes to `${apiUrl}/payment/card/start`. */
  apiUrl: string;
  /** Sent as the `Authorization` header, as it is (no "Bearer"). */
  apiKey: string;
  /** The POS signature: the start call's `posSignature` and the IPN token's audience. */
  signature: string;
  /** NETOPIA's public key the IPN tokens are verified with. */
  publicKey: KeyObject;
  /** Where NETOPIA posts IPNs. */
  notifyUrl: string;
  logger: Logger;
  /** How long the start call may take before the buyer is told to try again. */
  timeoutMs?: number;
}

/** The payment status a v2 IPN asks for (docs/facts/payments-netopia.md, deliver on 3 and 5). */
export function statusForV2(status: number): TPaymentStatus | undefined {
  switch (status) {
    case PAYMENT_STATUS.paid:
    case PAYMENT_STATUS.confirmed:
      return 'PAID';
    // Pre-authorised, pending, under fraud review or waiting for 3-D Secure: wait for the next IPN.
    case PAYMENT_STATUS.opened:
    case PAYMENT_STATUS.pending:
    case PAYMENT_STATUS.fraudReview:
    case PAYMENT_STATUS.needs3ds:
      return 'CHECKING_TRANSACTION';
    case PAYMENT_STATUS.new:
      return 'PENDING';
    case PAYMENT_STATUS.canceled:
      return 'CANCELLED';
    case PAYMENT_STATUS.credit:
      return 'CREDITED';
    case PAYMENT_STATUS.error:
    case PAYMENT_STATUS.declined:
      return 'ERROR';
    default:
      return undefined;
  }
}

const REFUSAL: Record<RefusalReason, { code: number; message: string }> = {
  parameters: { code: IPN_ERROR.general, message: 'The Verification-token header is missing.' },
  authenticity: { code: IPN_ERROR.signature, message: 'The verification token is not valid.' },
  audience: { code: IPN_ERROR.audience, message: 'The verification token is for another POS.' },
  tampered: { code: IPN_ERROR.taintedPayload, message: 'The payload does not match its token.' },
  expired: { code: IPN_ERROR.expired, message: 'The verification token has expired.' },
  format: { code: IPN_ERROR.payloadFormat, message: 'The payload cannot be read.' },
  unknownStatus: { code: IPN_ERROR.payloadFormat, message: 'Unknown payment status.' },
  mismatch: { code: IPN_ERROR.general, message: 'The IPN does not match an order.' },
};

const refuse = (reason: RefusalReason, detail: string): NotificationRead => ({ ok: false, reason, detail });

/** Why jose refused a token, in the port's terms. */
function refusalOf(err: errors.JOSEError): RefusalReason {
  if (err instanceof errors.JWTExpired) return 'expired';
  if (err instanceof errors.JWTClaimValidationFailed) {
    if (err.claim === 'aud') return 'audience';
    // Not yet valid, or issued in the future: the token is not valid at this time.
    if (err.claim === 'nbf' || err.claim === 'iat') return 'expired';
  }
  return 'authenticity';
}

function headerValue(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() || undefined;
}

/**
 * NETOPIA v2: a JSON start call with the API key answers the hosted page's URL, where the browser
 * is sent; IPNs are JSON, signed by a JWT in the `Verification-token` header, answered with JSON.
 */
export function createNetopiaV2Provider(settings: NetopiaV2Settings): PaymentProvider {
  const apiUrl = settings.apiUrl.replace(/\/+$/, '');

  return {
    api: 'v2',

    async start(payment: ProviderPayment) {
      const billing = payment.billing;
      const country = numericCountry(billing.country);
      const request: TStartRequest = {
        config: {
          notifyUrl: settings.notifyUrl,
          redirectUrl: payment.returnUrl,
          // A buyer who gives up lands on the same return page, which reads the status.
          cancelUrl: payment.returnUrl,
          language: payment.locale,
        },
        payment: { options: { installments: 0 }, instrument: { type: 'card' } },
        order: {
          posSignature: settings.signature,
          dateTime: payment.createdAt.toISOString(),
          description: payment.description,
          orderID: payment.orderId,
          amount: payment.amount,
          currency: payment.currency,
          billing: {
            email: billing.email,
            phone: billing.phoneNumber.replace(/\s+/g, ''),
            // v2's billing has no company-name field either: the name goes in firstName.
            firstName: billing.name,
            lastName: '',
            city: billing.city,
            ...(country !== undefined ? { country } : {}),
            state: billing.county ?? '',
            postalCode: '',
            details: billing.streetAddress,
          },
          // verify: whether NETOPIA reads `vat` as a rate or an amount; the facts do not say.
          products: payment.lines.map((line) => ({
            name: line.name,
            code: line.code,
            category: 'GDPR',
            price: line.price,
            vat: payment.vatRate,
          })),
        },
      };
      const unavailable = () =>
        new AppError('unavailable', 'The card payment provider cannot be reached; please try again.');
      let answer: unknown;
      try {
        const res = await fetch(`${apiUrl}${START_PATH}`, {
          method: 'POST',
          headers: { authorization: settings.apiKey, 'content-type': 'application/json' },
          body: JSON.stringify(request),
          redirect: 'error',
          signal: AbortSignal.timeout(settings.timeoutMs ?? 15_000),
        });
        answer = await res.json().catch(() => undefined);
        if (!res.ok) {
          settings.logger.error(
            { orderId: payment.orderId, status: res.status },
            'NETOPIA v2: the start call was refused',
          );
          throw unavailable();
        }
      } catch (err) {
        if (err instanceof AppError) throw err;
        settings.logger.error({ err, orderId: payment.orderId }, 'NETOPIA v2: the start call failed');
        throw unavailable();
      }
      const parsed = ZStartResponseSchema.safeParse(answer);
      const url = parsed.success ? parsed.data.payment?.paymentURL : undefined;
      if (
        !parsed.success ||
        parsed.data.error?.code !== REDIRECT_TO_PAYMENT_PAGE ||
        !url ||
        !/^https?:\/\//.test(url)
      ) {
        settings.logger.error(
          { orderId: payment.orderId, code: parsed.success ? parsed.data.error?.code : undefined },
          'NETOPIA v2: the start answer has no payment page',
        );
        throw unavailable();
      }
      return { kind: 'redirect', url };
    },

    async readNotification({ headers, body }): Promise<NotificationRead> {
      const token = headerValue(headers[IPN_TOKEN_HEADER]);
      if (!token) return refuse('parameters', 'the Verification-token header is missing');
      let claims: JWTPayload;
      try {
        ({ payload: claims } = await jwtVerify(token, settings.publicKey, {
          algorithms: [IPN_ALGORITHM],
          issuer: IPN_ISSUER,
          audience: settings.signature,
          requiredClaims: ['sub'],
          // exp is checked when the token has one. verify: the facts do not say whether NETOPIA
          // always sets it (its PHP SDK runs the JWT clock in milliseconds).
          clockTolerance: 60,
        }));
      } catch (err) {
        if (!(err instanceof errors.JOSEError)) throw err;
        return refuse(refusalOf(err), err.message);
      }
      if (claims.sub !== payloadHash(body)) return refuse('tampered', 'the body hash does not match sub');
      let json: unknown;
      try {
        json = JSON.parse(body.toString('utf8'));
      } catch {
        return refuse('format', 'the payload is not JSON');
      }
      const parsed = ZIpnPayloadSchema.safeParse(json);
      if (!parsed.success) return refuse('format', 'the payload is not an IPN');
      const { order, payment } = parsed.data;
      const status = statusForV2(payment.status);
      return {
        ok: true,
        notification: {
          orderId: order.orderID,
          status,
          event: `status ${payment.status}`,
          errorCode: status === 'ERROR' ? (payment.code ?? String(payment.status)) : null,
          errorMessage: payment.message ?? '',
          // v2 does not restate the invoice's amount: `payment.amount` is what was processed (paid,
          // or refunded by a credit), checked against the order as v1's processed_amount is.
          currency: payment.currency,
          providerPaymentId: payment.ntpID === undefined ? undefined : String(payment.ntpID),
          processedAmount: payment.amount,
          panMasked: payment.instrument?.panMasked,
          sentAt: typeof claims.iat === 'number' ? netopiaTimestamp(new Date(claims.iat * 1000)) : undefined,
          logPayload: body.toString('utf8'),
        },
      };
    },

    async credit(refund: ProviderRefund): Promise<void> {
      const request: TCreditRequest = {
        posID: settings.signature,
        ...(refund.providerPaymentId ? { ntpID: refund.providerPaymentId } : {}),
        orderID: refund.orderId,
        amount: refund.amount,
      };
      const res = await fetch(`${apiUrl}${CREDIT_PATH}`, {
        method: 'POST',
        headers: { authorization: settings.apiKey, 'content-type': 'application/json' },
        body: JSON.stringify(request),
        redirect: 'error',
        signal: AbortSignal.timeout(settings.timeoutMs ?? 15_000),
      });
      const parsed = ZCreditResponseSchema.safeParse(await res.json().catch(() => undefined));
      // No readable answer (a gateway's error page, a timeout upstream): not a refusal, tried again.
      if (!parsed.success) throw new Error(`NETOPIA v2: the credit call answered HTTP ${res.status}`);
      const { error, payment } = parsed.data;
      if (res.ok && (error?.code === OPERATION_APPROVED || payment?.status === PAYMENT_STATUS.credit)) return;
      throw new RefundRefused(error?.code ?? String(res.status), error?.message ?? '');
    },

    answer(result: NotificationResult): ProviderAnswer {
      // verify: the facts give the JSON answer but not the HTTP status; 200 carries every answer,
      // as NETOPIA's SDK example does (it prints the JSON whatever the outcome).
      const json = (body: string): ProviderAnswer => ({ status: 200, contentType: 'application/json', body });
      switch (result.kind) {
        case 'taken':
          return json(ipnAnswer(IPN_ERROR_TYPE.none, null, ''));
        case 'retry':
          return json(
            ipnAnswer(IPN_ERROR_TYPE.temporary, IPN_ERROR.general, 'Temporary error, please retry.'),
          );
        case 'refused': {
          const refusal = REFUSAL[result.reason];
          return json(ipnAnswer(IPN_ERROR_TYPE.permanent, refusal.code, refusal.message));
        }
      }
    },
  };
}
