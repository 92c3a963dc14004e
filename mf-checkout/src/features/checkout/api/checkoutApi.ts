import type {
  TOrderCustomer,
  TOrderSummary,
  TPartnerOffer,
  TPartnerPaymentRequestInput,
  TPaymentInfo,
  TPaymentRequestInput,
} from '@conform/contracts';
import { baseApi } from '@conform/shell-contract';

export interface OrderSummaryArgs {
  companyId: string;
  products: string[];
  voucherCode?: string;
  /** The billing form's buyer, when it differs from the company record (the VAT rule). */
  customer?: TOrderCustomer;
}

/**
 * The checkout's server data: the order summary and the payment start. The company itself (its
 * cart, its billing data) is the shell contract's shared `company` query.
 */
export const checkoutApi = baseApi.enhanceEndpoints({ addTagTypes: ['Order'] }).injectEndpoints({
  endpoints: (build) => ({
    // A POST that only reads: a query, so each set of products and voucher is cached on its own.
    orderSummary: build.query<TOrderSummary, OrderSummaryArgs>({
      query: ({ companyId, products, voucherCode, customer }) => ({
        url: `/payments/${companyId}/order`,
        method: 'POST',
        body: { products, ...(voucherCode ? { voucherCode } : {}), ...(customer ? { customer } : {}) },
      }),
      providesTags: (_summary, _error, { companyId }) => [{ type: 'Order', id: companyId }],
    }),
    startPayment: build.mutation<TPaymentInfo, { companyId: string; request: TPaymentRequestInput }>({
      query: ({ companyId, request }) => ({ url: `/payments/${companyId}`, method: 'POST', body: request }),
    }),
    /** A card-network partner's offer for the company: its displayed price and card-brand discount. */
    partnerOffer: build.query<TPartnerOffer, { companyId: string; offerId: string }>({
      query: ({ companyId, offerId }) => `/payments/${companyId}/partners/${offerId}`,
      providesTags: (_offer, _error, { companyId }) => [{ type: 'Order', id: companyId }],
    }),
    startPartnerPayment: build.mutation<
      TPaymentInfo,
      { companyId: string; offerId: string; request: TPartnerPaymentRequestInput }
    >({
      query: ({ companyId, offerId, request }) => ({
        url: `/payments/${companyId}/partners/${offerId}`,
        method: 'POST',
        body: request,
      }),
    }),
  }),
});

export const {
  useOrderSummaryQuery,
  useStartPaymentMutation,
  usePartnerOfferQuery,
  useStartPartnerPaymentMutation,
} = checkoutApi;
