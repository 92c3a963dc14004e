import type { TOrderSummary, TSituation, TSituationList } from '@conform/contracts';
import { baseApi } from '@conform/shell-contract';

/**
 * What the dashboard reads from the other services to show each package's state: prices (the
 * checkout's order summary of the cart, the same the checkout page shows) and the configured
 * operations (the configurator). The documents' statuses are the shell contract's live
 * `useCompanyDocumentsQuery`, the documents page's own.
 */
export const workspaceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // A POST that reads: the cart's products go in the body.
    cartSummary: build.query<TOrderSummary, { companyId: string; products: string[] }>({
      query: ({ companyId, products }) => ({
        url: `/payments/${companyId}/order`,
        method: 'POST',
        body: { products },
      }),
    }),
    companySituations: build.query<TSituation[], string>({
      query: (companyId) => `/configurator/companies/${companyId}/situations`,
      transformResponse: (body: TSituationList) => body.situations,
    }),
  }),
});

export const { useCartSummaryQuery, useCompanySituationsQuery } = workspaceApi;
