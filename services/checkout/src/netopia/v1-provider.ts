import type { KeyObject } from 'node:crypto';
import type { TPaymentStatus } from '@conform/contracts';
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
import {
  buildOrderXml,
  CONFIRM_ERROR,
  CRC_ERROR_TYPE,
  crcError,
  crcSuccess,
  envelopeFromForm,
  formatAmount,
  NETOPIA_CIPHER,
  NetopiaError,
  netopiaTimestamp,
  parseIpnXml,
  seal,
  unseal,
  type NetopiaNotify,
  type NetopiaOrder,
} from './v1.ts';
import { buildCreditRequest, buildLogInRequest, parseCreditResponse, parseLogInResponse } from './v1-soap.ts';

export interface NetopiaV1Settings {
  /** The provider's card page; `/en` is appended for the English page. */
  url: string;
  signature: string;
  /** The provider's public key (or certificate) orders are sealed to. */
  publicKey: KeyObject;
  /** The merchant's private key IPNs are sealed to. */
  merchantKey: KeyObject;
  /** Where the provider posts IPNs. */
  confirmUrl: string;
  /**
   * NETOPIA's merchant web service (v1-soap.ts), for refunds: its URL and the merchant account's
   * user. Without it a refund cannot be asked for automatically (it is retried, then FAILED).
   */
  soap?: { url: string; username: string; password: string };
  /** How long one call to the merchant web service may take. */
  timeoutMs?: number;
}

/**
 * The payment status a v1 IPN asks for: the error code first (non-zero is a rejection whatever the
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

/** The form fields of an `application/x-www-form-urlencoded` body, as NETOPIA posts its IPN. */
function formFields(body: Buffer): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body.toString('utf8')));
}

/** NETOPIA's SDK codes for each refusal; type 2 (permanent): the same IPN would fail again. */
const REFUSAL: Record<RefusalReason, { code: number; message: string }> = {
  parameters: { code: CONFIRM_ERROR.invalidPostParameters, message: 'Invalid IPN parameters.' },
  authenticity: { code: CONFIRM_ERROR.failedDecryptData, message: 'The IPN cannot be decrypted.' },
  // v1 has no signed audience or body hash (the seal covers both); kept for the port's sake.
  audience: { code: CONFIRM_ERROR.invalidPostParameters, message: 'Unknown POS signature.' },
  tampered: { code: CONFIRM_ERROR.failedDecryptData, message: 'The IPN cannot be decrypted.' },
  expired: { code: CONFIRM_ERROR.invalidPostParameters, message: 'The IPN is too old.' },
  format: { code: CONFIRM_ERROR.failedDecodingData, message: 'The IPN cannot be read.' },
  unknownStatus: { code: CONFIRM_ERROR.invalidAction, message: 'Unknown action.' },
  mismatch: { code: CONFIRM_ERROR.invalidPostParameters, message: 'The IPN does not match an order.' },
};

/**
 * NETOPIA v1 (mobilPay card redirect): the order is sealed to NETOPIA's key and posted by the
 * browser; IPNs arrive sealed to the merchant's key and are answered with the `<crc>` document.
 */
export function createNetopiaV1Provider(settings: NetopiaV1Settings): PaymentProvider {
  return {
    api: 'v1',

    // eslint-disable-next-line @typescript-eslint/require-await -- the port is async for v2's sake
    async start(payment: ProviderPayment) {
      const billing = payment.billing;
      const order: NetopiaOrder = {
        id: payment.orderId,
        timestamp: netopiaTimestamp(payment.createdAt),
        signature: settings.signature,
        amount: formatAmount(payment.amount),
        currency: payment.currency,
        details: payment.description,
        billing: {
          type: 'company',
          // NETOPIA's billing has no company-name field: the name goes in first_name.
          firstName: billing.name,
          lastName: '',
          fiscalNumber: billing.fiscalCode,
          identityNumber: billing.registrationNumber || undefined,
          country: billing.country || undefined,
          county: billing.county || undefined,
          city: billing.city,
          address: billing.streetAddress,
          email: billing.email,
          mobilePhone: billing.phoneNumber.replace(/\s+/g, ''),
        },
        params: {
          companyId: payment.companyId,
          lang: payment.locale,
          ...(payment.promotion ? { paymentMethod: payment.promotion } : {}),
        },
        confirmUrl: settings.confirmUrl,
        returnUrl: payment.returnUrl,
        ipnCipher: NETOPIA_CIPHER,
      };
      const envelope = seal(buildOrderXml(order), settings.publicKey);
      return {
        kind: 'form',
        url: payment.locale === 'en' ? `${settings.url}/en` : settings.url,
        data: envelope.data,
        envKey: envelope.envKey,
        cipher: envelope.cipher,
        iv: envelope.iv,
      };
    },

    // eslint-disable-next-line @typescript-eslint/require-await -- as start
    async readNotification({ body }): Promise<NotificationRead> {
      let xml: string;
      let parsed: ReturnType<typeof parseIpnXml>;
      try {
        xml = unseal(envelopeFromForm(formFields(body)), settings.merchantKey);
        parsed = parseIpnXml(xml);
      } catch (err) {
        if (!(err instanceof NetopiaError)) throw err;
        const reason: RefusalReason =
          err.kind === 'parameters' ? 'parameters' : err.kind === 'decrypt' ? 'authenticity' : 'format';
        return { ok: false, reason, detail: err.message };
      }
      const { order, notify } = parsed;
      return {
        ok: true,
        notification: {
          orderId: order.id,
          status: statusForNotification(notify),
          event: notify.action,
          errorCode: notify.errorCode === 0 ? null : String(notify.errorCode),
          errorMessage: notify.errorMessage,
          amount: Number(order.amount),
          currency: order.currency,
          posSignature: order.signature,
          providerPaymentId: notify.purchase,
          processedAmount: notify.processedAmount ? Number(notify.processedAmount) : undefined,
          panMasked: notify.panMasked,
          sentAt: /^\d{14}$/.test(notify.timestamp) ? notify.timestamp : undefined,
          logPayload: xml,
          acknowledgement: notify.crc,
        },
      };
    },

    async credit(refund: ProviderRefund): Promise<void> {
      const soap = settings.soap;
      if (!soap) throw new Error('NETOPIA v1: refunds need NETOPIA_SOAP_USERNAME and NETOPIA_SOAP_PASSWORD');
      // A SOAP fault comes with HTTP 500: the envelope is read whatever the status.
      const call = async (action: string, body: string) => {
        const res = await fetch(soap.url, {
          method: 'POST',
          headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: action },
          body,
          redirect: 'error',
          signal: AbortSignal.timeout(settings.timeoutMs ?? 15_000),
        });
        return res.text();
      };
      const sessionId = parseLogInResponse(
        await call('logIn', buildLogInRequest({ username: soap.username, password: soap.password })),
      );
      const result = parseCreditResponse(
        await call(
          'credit',
          buildCreditRequest({
            sessionId,
            signature: settings.signature,
            orderId: refund.orderId,
            amount: formatAmount(refund.amount),
          }),
        ),
      );
      if (result.code !== 0) throw new RefundRefused(String(result.code), result.message);
    },

    answer(result: NotificationResult): ProviderAnswer {
      // Always XML with status 200: NETOPIA reads the answer from the document, not the status.
      const xml = (body: string): ProviderAnswer => ({ status: 200, contentType: 'application/xml', body });
      switch (result.kind) {
        case 'taken':
          return xml(crcSuccess(result.notification.acknowledgement ?? ''));
        case 'retry':
          return xml(
            crcError(
              CRC_ERROR_TYPE.temporary,
              CONFIRM_ERROR.failedDecodingData,
              'Temporary error, please retry.',
            ),
          );
        case 'refused': {
          const refusal = REFUSAL[result.reason];
          return xml(crcError(CRC_ERROR_TYPE.permanent, refusal.code, refusal.message));
        }
      }
    },
  };
}
