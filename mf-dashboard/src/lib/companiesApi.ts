import type { TCompany, TContactInfo } from '@conform/contracts';
import { baseApi } from '@conform/shell-contract';

/**
 * The dashboard's writes: the cart and the contact info. Reads (the user's companies, one company)
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
  }),
});

export const { useAddPendingProductMutation, useRemovePendingProductMutation, useUpdateContactInfoMutation } =
  companiesApi;
