import {
  ZCompanySchema,
  ZOrderSummarySchema,
  ZPaymentInfoSchema,
  type TCompany,
  type TOrderSummary,
  type TPaymentInfo,
  type TPaymentRequestInput,
} from '@conform/contracts';
import { baseApi } from '@conform/shell-contract';

export interface OrderSummaryArgs {
  companyId: string;
  products: string[];
  voucherCode?: string;
}

/** The checkout's server data: the company (its cart and billing data), the order summary, the payment start. */
export const checkoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    checkoutCompany: build.query<TCompany, string>({
      query: (companyId) => `/companies/${companyId}`,
      transformResponse: (body: unknown) => ZCompanySchema.parse(body),
      providesTags: (_company, _error, companyId) => [{ type: 'Company', id: companyId }],
    }),
    // A POST that only reads: a query, so each set of products and voucher is cached on its own.
    orderSummary: build.query<TOrderSummary, OrderSummaryArgs>({
      query: ({ companyId, products, voucherCode }) => ({
        url: `/payments/${companyId}/order`,
        method: 'POST',
        body: { products, ...(voucherCode ? { voucherCode } : {}) },
      }),
      transformResponse: (body: unknown) => ZOrderSummarySchema.parse(body),
      providesTags: (_summary, _error, { companyId }) => [{ type: 'Order', id: companyId }],
    }),
    startPayment: build.mutation<TPaymentInfo, { companyId: string; request: TPaymentRequestInput }>({
      query: ({ companyId, request }) => ({ url: `/payments/${companyId}`, method: 'POST', body: request }),
      transformResponse: (body: unknown) => ZPaymentInfoSchema.parse(body),
    }),
  }),
});

export const { useCheckoutCompanyQuery, useOrderSummaryQuery, useStartPaymentMutation } = checkoutApi;
