import type {
  Platform,
  TOrderSummary,
  TPartnerPaymentRequest,
  TPaymentInfo,
  TPaymentRequest,
  TPaymentStatus,
  TPaymentStatusResponse,
} from '@conform/contracts';
import { AppError, newId } from '@conform/server-kit';
import type { PricedOffer, PricingDomain } from '../pricing/domain.ts';
import type { PaymentProvider } from './provider.ts';
import type { OrdersRepository } from './repository.ts';

export type Locale = 'ro' | 'en';

/** NETOPIA takes at most 99999.00 per card payment. */
const MAX_AMOUNT = 99_999;

const cents = (amount: number) => Math.round(amount * 100);

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
  provider: PaymentProvider;
  publicOrigin: string;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  /**
   * Stores the order with its payment and registers it with the provider, which says how the browser
   * gets to its card page; an order with nothing to charge (a voucher covering everything) is paid at
   * once, with no provider involved.
   */
  async function placeOrder(order: {
    companyId: string;
    userId: string;
    platform: Platform;
    locale: Locale;
    requestOrigin: string | undefined;
    billingInfo: TPaymentRequest['billingInfo'];
    returnUrl: string;
    products: string[];
    summary: TOrderSummary;
    voucherCode: string | null;
    method: 'CARD' | 'VOUCHER' | 'MASTERCARD_PREMIUM';
    /** What the provider is asked for (the total, less a card-brand discount). */
    charged: number;
    offerId?: string;
    paymentMethodDiscount?: number;
  }): Promise<TPaymentInfo> {
    const { summary } = order;
    const orderId = newId();
    const origins = [deps.publicOrigin, ...(order.requestOrigin ? [order.requestOrigin] : [])];
    const returnUrl = returnUrlFor(order.returnUrl, origins, orderId);
    const free = order.method === 'VOUCHER';
    await deps.orders.create(
      {
        id: orderId,
        companyId: order.companyId,
        userId: order.userId,
        platform: order.platform,
        locale: order.locale,
        products: order.products,
        items: summary.items,
        total: order.charged,
        vat: summary.vat ?? 0,
        currency: summary.currency,
        voucherCode: order.voucherCode,
        method: order.method,
        offerId: order.offerId ?? null,
        paymentMethodDiscount: order.paymentMethodDiscount ?? null,
        billingInfo: order.billingInfo,
        status: free ? 'PAID' : 'AWAITING_PAYMENT',
      },
      free ? 'PAID' : 'PENDING',
    );
    if (free) {
      return { kind: 'redirect', orderId, method: 'VOUCHER', paymentProviderUrl: returnUrl };
    }

    const handOff = await deps.provider.start({
      orderId,
      createdAt: now(),
      amount: order.charged,
      vatRate: summary.vatRate,
      currency: summary.currency,
      locale: order.locale,
      description: order.locale === 'en' ? `Order ${orderId}` : `Comanda ${orderId}`,
      billing: order.billingInfo,
      companyId: order.companyId,
      ...(order.method === 'MASTERCARD_PREMIUM' ? { promotion: order.method } : {}),
      lines: summary.items
        .filter((item) => item.type !== 'voucher' && item.price !== null)
        .map((item) => ({
          code: item.id,
          name: item.name?.[order.locale] ?? item.id,
          price: (item.price ?? 0) - item.discount,
        })),
      returnUrl,
    });
    const method = order.method === 'MASTERCARD_PREMIUM' ? 'MASTERCARD_PREMIUM' : 'CARD';
    return handOff.kind === 'form'
      ? {
          kind: 'form',
          orderId,
          method,
          paymentProviderUrl: handOff.url,
          data: handOff.data,
          envKey: handOff.envKey,
          cipher: handOff.cipher,
          iv: handOff.iv,
        }
      : { kind: 'redirect', orderId, method, paymentProviderUrl: handOff.url };
  }

  return {
    /**
     * Starts a payment (docs/spec/behaviour.md §3 payment request → payment info): prices the order, stores it with
     * a PENDING payment, and registers it with the provider (what the browser needs to get there).
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
      // The page's total is only compared, never charged: what the buyer saw must be what is asked
      // for (billing details may change the VAT rule, VIES may have answered otherwise since).
      if (request.expectedTotal !== undefined && cents(request.expectedTotal) !== cents(summary.totalPrice)) {
        throw new AppError('conflict', 'The price changed since the order summary was shown.', [
          { path: 'expectedTotal', message: 'validation.price.changed' },
        ]);
      }
      return placeOrder({
        ...input,
        billingInfo: request.billingInfo,
        returnUrl: request.returnUrl,
        products: [...new Set(request.products)],
        summary,
        voucherCode: voucher?.id ?? null,
        method: summary.totalPrice === 0 ? 'VOUCHER' : 'CARD',
        charged: summary.totalPrice,
      });
    },

    /**
     * Starts a payment for a card-network partner's offer (docs/spec/behaviour.md §2 `/checkout/mastercard`): the
     * offer's co-branded bundle at its displayed price, less the card-brand discount at this step —
     * the provider is asked for the discounted amount, computed here, never by the browser.
     */
    async startPartner(input: {
      companyId: string;
      userId: string;
      platform: Platform;
      locale: Locale;
      offer: PricedOffer;
      offerId: string;
      request: TPartnerPaymentRequest;
      requestOrigin: string | undefined;
    }): Promise<TPaymentInfo> {
      const { offer } = input;
      const total = offer.summary.totalPrice;
      if (total === null || offer.chargedTotal <= 0) {
        throw new AppError('conflict', 'This partner offer has no price and cannot be bought yet.');
      }
      // The displayed price with any card, after a payment with another brand's card was refunded.
      const fullPrice = input.request.fullPrice === true;
      const charged = fullPrice ? total : offer.chargedTotal;
      if (charged > MAX_AMOUNT) {
        throw new AppError('conflict', 'The order is above the amount a card payment can take.');
      }
      return placeOrder({
        ...input,
        billingInfo: input.request.billingInfo,
        returnUrl: input.request.returnUrl,
        products: offer.products,
        summary: offer.summary,
        voucherCode: null,
        method: fullPrice ? 'CARD' : 'MASTERCARD_PREMIUM',
        charged,
        offerId: input.offerId,
        ...(fullPrice ? {} : { paymentMethodDiscount: offer.paymentMethodDiscount }),
      });
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
        ...(payment.closedReason ? { closedReason: payment.closedReason } : {}),
      };
    },
  };
}
export type PaymentsDomain = ReturnType<typeof createPaymentsDomain>;
