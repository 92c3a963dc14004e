import type { KeyObject } from 'node:crypto';
import type {
  TPaymentInfo,
  TPaymentRequest,
  TPaymentStatus,
  TPaymentStatusResponse,
} from '@conform/contracts';
import { AppError, newId, type Platform } from '@conform/server-kit';
import {
  buildOrderXml,
  formatAmount,
  NETOPIA_CIPHER,
  netopiaTimestamp,
  seal,
  type NetopiaOrder,
} from '../netopia/v1.ts';
import type { PricingDomain } from '../pricing/domain.ts';
import type { OrdersRepository } from './repository.ts';

export interface ProviderSettings {
  /** The provider's card page; `/en` is appended for the English page. */
  url: string;
  signature: string;
  /** The provider's public key (or certificate) orders are sealed to. */
  publicKey: KeyObject;
  /** Where the provider posts IPNs. */
  confirmUrl: string;
}

export type Locale = 'ro' | 'en';

/** NETOPIA takes at most 99999.00 per card payment. */
const MAX_AMOUNT = 99_999;

/**
 * The return page must be on this platform: the provider sends the browser there, so anything else
 * would make the checkout an open redirect. Both the public origin and the one the request came
 * through are accepted (localhost and 127.0.0.1 differ in development).
 */
function returnUrlFor(returnUrl: string, allowedOrigins: readonly string[], orderId: string): string {
  const url = new URL(returnUrl);
  if (!allowedOrigins.includes(url.origin) || !url.pathname.startsWith('/platform/')) {
    throw new AppError('validation', 'The request is not valid.', [
      { path: 'returnUrl', message: 'validation.url.invalid' },
    ]);
  }
  url.searchParams.set('orderId', orderId);
  return url.toString();
}

export function createPaymentsDomain(deps: {
  pricing: PricingDomain;
  orders: OrdersRepository;
  provider: ProviderSettings;
  publicOrigin: string;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  return {
    /**
     * Starts a payment (spec §3 payment request → payment info): prices the order, stores it with
     * a PENDING payment, and seals the NETOPIA v1 order for the browser to post to the provider.
     * A voucher covering everything pays the order at once, with no provider involved.
     */
    async start(input: {
      companyId: string;
      userId: string;
      platform: Platform;
      locale: Locale;
      request: TPaymentRequest;
      requestOrigin: string | undefined;
    }): Promise<TPaymentInfo> {
      const { request } = input;
      // The invoice is made out to the billing details: they decide the VAT rule (reverse charge on INT).
      const { country, fiscalCode } = request.billingInfo;
      const summary = await deps.pricing.summarize(input.platform, request.products, request.voucherCode, {
        country,
        fiscalCode,
      });
      const voucher = summary.items.find((i) => i.type === 'voucher');
      // Never charge another amount than the buyer was shown: a code that no longer applies is said.
      if (request.voucherCode && !voucher) {
        throw new AppError('conflict', 'The voucher code is not valid.', [
          { path: 'voucherCode', message: 'validation.voucher.invalid' },
        ]);
      }
      if (summary.totalPrice === null || summary.vat === null) {
        throw new AppError('conflict', 'Some of the packages have no price and cannot be bought yet.');
      }
      if (summary.totalPrice > MAX_AMOUNT) {
        throw new AppError('conflict', 'The order is above the amount a card payment can take.');
      }
      const orderId = newId();
      const origins = [deps.publicOrigin, ...(input.requestOrigin ? [input.requestOrigin] : [])];
      const returnUrl = returnUrlFor(request.returnUrl, origins, orderId);
      const free = summary.totalPrice === 0;
      await deps.orders.create(
        {
          id: orderId,
          companyId: input.companyId,
          userId: input.userId,
          platform: input.platform,
          locale: input.locale,
          products: [...new Set(request.products)],
          items: summary.items,
          total: summary.totalPrice,
          vat: summary.vat,
          currency: summary.currency,
          voucherCode: voucher?.id ?? null,
          method: free ? 'VOUCHER' : 'CARD',
          billingInfo: request.billingInfo,
          status: free ? 'PAID' : 'AWAITING_PAYMENT',
        },
        free ? 'PAID' : 'PENDING',
      );
      if (free) {
        return {
          orderId,
          method: 'VOUCHER',
          paymentProviderUrl: returnUrl,
          data: '',
          envKey: '',
          cipher: '',
          iv: '',
        };
      }

      const billing = request.billingInfo;
      const order: NetopiaOrder = {
        id: orderId,
        timestamp: netopiaTimestamp(now()),
        signature: deps.provider.signature,
        amount: formatAmount(summary.totalPrice),
        currency: summary.currency,
        details: input.locale === 'en' ? `Order ${orderId}` : `Comanda ${orderId}`,
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
        params: { companyId: input.companyId, lang: input.locale },
        confirmUrl: deps.provider.confirmUrl,
        returnUrl,
        ipnCipher: NETOPIA_CIPHER,
      };
      const envelope = seal(buildOrderXml(order), deps.provider.publicKey);
      return {
        orderId,
        method: 'CARD',
        paymentProviderUrl: input.locale === 'en' ? `${deps.provider.url}/en` : deps.provider.url,
        data: envelope.data,
        envKey: envelope.envKey,
        cipher: envelope.cipher,
        iv: envelope.iv,
      };
    },

    /** The payment record of one of the company's orders. */
    async status(companyId: string, orderId: string): Promise<TPaymentStatusResponse> {
      const payment = await deps.orders.findPayment(companyId, orderId);
      if (!payment) throw new AppError('not_found', 'Order not found.');
      return {
        orderId: payment.orderId,
        status: payment.status as TPaymentStatus,
        errorCode: payment.errorCode,
        errorMessage: payment.errorMessage,
        fulfilled: payment.fulfilled,
      };
    },
  };
}
export type PaymentsDomain = ReturnType<typeof createPaymentsDomain>;
