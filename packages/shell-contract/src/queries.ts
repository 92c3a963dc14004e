import type {
  TCompany,
  TCompanyDocuments,
  TCompanyList,
  TOrderSummary,
  TPriceList,
  TSessionResponse,
  TUser,
} from '@conform/contracts';
import { baseApi } from './api.ts';
import { streamInto } from './live.ts';

/**
 * Server data the shell and every remote share: who is signed in, their companies, one company, its
 * documents. One cache: when a remote changes a company it invalidates `Company`, and the shell's title
 * and guard follow; the documents page and the dashboard read one live documents entry.
 *
 * The answers are typed, not re-parsed: the services validate with the same contracts (zod) and the contract
 * tests hold them to it, while zod itself would add 23 KB gzipped to every first page view.
 */
export const sharedApi = baseApi.enhanceEndpoints({ addTagTypes: ['Documents'] }).injectEndpoints({
  endpoints: (build) => ({
    me: build.query<TUser | null, void>({
      query: () => '/identity/me',
      transformResponse: (body: TSessionResponse) => body.user,
      providesTags: ['User'],
    }),
    myCompanies: build.query<TCompany[], void>({
      query: () => '/companies',
      transformResponse: (body: TCompanyList) => body.companies,
      providesTags: (companies) => [
        'Companies',
        ...(companies ?? []).map((c) => ({ type: 'Company' as const, id: c.id })),
      ],
    }),
    company: build.query<TCompany, string>({
      query: (companyId) => `/companies/${companyId}`,
      providesTags: (_company, _error, companyId) => [{ type: 'Company', id: companyId }],
    }),
    /**
     * The edition's published prices (checkout, public): what the pages where a package is chosen
     * show. Never computed in the browser.
     */
    priceList: build.query<TPriceList, void>({
      query: () => '/payments/prices',
    }),
    /** Products priced together by checkout (bundles applied), before there is a cart. */
    priceQuote: build.query<TOrderSummary, readonly string[]>({
      query: (products) => ({ url: '/payments/prices/quote', params: { products: products.join(',') } }),
    }),
    /** A company's documents, kept live by the documents service's server-sent events. */
    companyDocuments: build.query<TCompanyDocuments, string>({
      query: (companyId) => `/documents/companies/${companyId}`,
      providesTags: (_result, _error, companyId) => [{ type: 'Documents', id: companyId }],
      async onCacheEntryAdded(companyId, entry) {
        try {
          await entry.cacheDataLoaded;
        } catch {
          return; // The first answer failed: the page shows it; nothing to keep up to date.
        }
        const stop = streamInto<TCompanyDocuments>({
          path: `/documents/companies/${companyId}/events`,
          event: 'documents',
          onData: (documents) => entry.updateCachedData(() => documents),
          poll: () =>
            void entry.dispatch(
              sharedApi.endpoints.companyDocuments.initiate(companyId, {
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

export const {
  useMeQuery,
  useMyCompaniesQuery,
  useCompanyQuery,
  useCompanyDocumentsQuery,
  usePriceListQuery,
  usePriceQuoteQuery,
} = sharedApi;
