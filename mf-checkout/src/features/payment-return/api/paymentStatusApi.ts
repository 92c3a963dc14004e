import { ZPaymentStatusResponseSchema, type TPaymentStatusResponse } from '@conform/contracts';
import { baseApi } from '@conform/shell-contract';

/** The payment record of an order (spec: observe payment by id); polled until SSE arrives. */
export const paymentStatusApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    paymentStatus: build.query<TPaymentStatusResponse, { companyId: string; orderId: string }>({
      query: ({ companyId, orderId }) => `/payments/${companyId}/orders/${encodeURIComponent(orderId)}`,
      // An unknown status fails the parse: the spec says an unknown status throws.
      transformResponse: (body: unknown) => ZPaymentStatusResponseSchema.parse(body),
      providesTags: (_payment, _error, { orderId }) => [{ type: 'Payment', id: orderId }],
    }),
  }),
});

export const { usePaymentStatusQuery } = paymentStatusApi;
