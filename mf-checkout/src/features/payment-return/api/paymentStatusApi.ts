import type { TPaymentStatusResponse } from '@conform/contracts';
import { baseApi, streamInto } from '@conform/shell-contract';

interface OrderArgs {
  companyId: string;
  orderId: string;
}

/** The payment record of an order (spec: observe payment by id), kept live by server-sent events. */
export const paymentStatusApi = baseApi.enhanceEndpoints({ addTagTypes: ['Payment'] }).injectEndpoints({
  endpoints: (build) => ({
    paymentStatus: build.query<TPaymentStatusResponse, OrderArgs>({
      query: ({ companyId, orderId }) => `/payments/${companyId}/orders/${encodeURIComponent(orderId)}`,
      providesTags: (_payment, _error, { orderId }) => [{ type: 'Payment', id: orderId }],
      async onCacheEntryAdded(args, entry) {
        try {
          await entry.cacheDataLoaded;
        } catch {
          // An unknown order (404) or no access: the page says so; there is nothing to watch.
          return;
        }
        const stop = streamInto<TPaymentStatusResponse>({
          path: `/payments/${args.companyId}/orders/${encodeURIComponent(args.orderId)}/events`,
          event: 'payment',
          onData: (payment) => entry.updateCachedData(() => payment),
          poll: () =>
            void entry.dispatch(
              paymentStatusApi.endpoints.paymentStatus.initiate(args, {
                subscribe: false,
                forceRefetch: true,
              }),
            ),
        });
        await entry.cacheEntryRemoved;
        stop();
      },
    }),
  }),
});

export const { usePaymentStatusQuery } = paymentStatusApi;
