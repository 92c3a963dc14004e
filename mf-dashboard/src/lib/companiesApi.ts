import type { TCompany, TContactInfo } from '@conform/contracts';
import type {
  TCctv,
  TChannelsInput,
  TCommercialTermsInput,
  TCompanyDetails,
  TProcessor,
  TSecurityMeasures,
} from '@conform/contracts/company-data';
import { baseApi } from '@conform/shell-contract';

const companyTags = (companyId: string) => [
  { type: 'Company' as const, id: companyId },
  'Companies' as const,
];

/**
 * The dashboard's writes: the cart, the contact info and the company data the documents need. Reads (the user's companies, one company)
 * are shell-contract's shared queries, so the shell's guard and title use the same cache entries;
 * every write invalidates them through the `Company` and `Companies` tags.
 */
export const companiesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    addPendingProduct: build.mutation<TCompany, { companyId: string; productId: string }>({
      query: ({ companyId, productId }) => ({
        url: `/companies/${companyId}/products/pending`,
        method: 'POST',
        body: { productId },
      }),
      invalidatesTags: (_company, _error, { companyId }) => [{ type: 'Company', id: companyId }, 'Companies'],
    }),
    removePendingProduct: build.mutation<TCompany, { companyId: string; productId: string }>({
      query: ({ companyId, productId }) => ({
        url: `/companies/${companyId}/products/pending/${encodeURIComponent(productId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_company, _error, { companyId }) => [{ type: 'Company', id: companyId }, 'Companies'],
    }),
    updateContactInfo: build.mutation<TCompany, { companyId: string; contactInfo: TContactInfo }>({
      query: ({ companyId, contactInfo }) => ({
        url: `/companies/${companyId}/contact-info`,
        method: 'PUT',
        body: contactInfo,
      }),
      invalidatesTags: (_company, _error, { companyId }) => [{ type: 'Company', id: companyId }, 'Companies'],
    }),
    updateDetails: build.mutation<TCompany, { companyId: string; body: TCompanyDetails }>({
      query: ({ companyId, body }) => ({ url: `/companies/${companyId}/details`, method: 'PUT', body }),
      invalidatesTags: (_company, _error, { companyId }) => companyTags(companyId),
    }),
    updateSecurityMeasures: build.mutation<TCompany, { companyId: string; body: TSecurityMeasures }>({
      query: ({ companyId, body }) => ({
        url: `/companies/${companyId}/security-measures`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_company, _error, { companyId }) => companyTags(companyId),
    }),
    updateCctv: build.mutation<TCompany, { companyId: string; body: TCctv }>({
      query: ({ companyId, body }) => ({ url: `/companies/${companyId}/cctv`, method: 'PUT', body }),
      invalidatesTags: (_company, _error, { companyId }) => companyTags(companyId),
    }),
    /** The whole list of the company's online channels (a new channel has no id). */
    updateChannels: build.mutation<TCompany, { companyId: string; body: TChannelsInput }>({
      query: ({ companyId, body }) => ({ url: `/companies/${companyId}/channels`, method: 'PUT', body }),
      invalidatesTags: (_company, _error, { companyId }) => companyTags(companyId),
    }),
    /** The company's own commercial terms, the whole set (a group left empty: not said). */
    updateCommercialTerms: build.mutation<TCompany, { companyId: string; body: TCommercialTermsInput }>({
      query: ({ companyId, body }) => ({
        url: `/companies/${companyId}/commercial-terms`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_company, _error, { companyId }) => companyTags(companyId),
    }),
    /** A new processor (no id), or a change to one (its id). */
    saveProcessor: build.mutation<
      TCompany,
      { companyId: string; processorId: string | null; body: TProcessor }
    >({
      query: ({ companyId, processorId, body }) =>
        processorId === null
          ? { url: `/companies/${companyId}/processors`, method: 'POST', body }
          : {
              url: `/companies/${companyId}/processors/${encodeURIComponent(processorId)}`,
              method: 'PUT',
              body,
            },
      invalidatesTags: (_company, _error, { companyId }) => companyTags(companyId),
    }),
    removeProcessor: build.mutation<TCompany, { companyId: string; processorId: string }>({
      query: ({ companyId, processorId }) => ({
        url: `/companies/${companyId}/processors/${encodeURIComponent(processorId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_company, _error, { companyId }) => companyTags(companyId),
    }),
  }),
});

export const {
  useAddPendingProductMutation,
  useRemovePendingProductMutation,
  useUpdateContactInfoMutation,
  useUpdateDetailsMutation,
  useUpdateSecurityMeasuresMutation,
  useUpdateCctvMutation,
  useSaveProcessorMutation,
  useRemoveProcessorMutation,
  useUpdateChannelsMutation,
  useUpdateCommercialTermsMutation,
} = companiesApi;
