import type { TCompanyLegalUpdates } from '@conform/contracts';
import { baseApi } from '@conform/shell-contract';

/** A company's legal updates (docs/legal-updates.md) and the confirmation that an admin read one. */
export const legalUpdatesApi = baseApi.enhanceEndpoints({ addTagTypes: ['LegalUpdates'] }).injectEndpoints({
  endpoints: (build) => ({
    legalUpdates: build.query<TCompanyLegalUpdates, string>({
      query: (companyId) => `/documents/companies/${companyId}/legal-updates`,
      providesTags: (_result, _error, companyId) => [{ type: 'LegalUpdates', id: companyId }],
    }),
    confirmLegalUpdate: build.mutation<void, { companyId: string; updateId: string }>({
      query: ({ companyId, updateId }) => ({
        url: `/documents/companies/${companyId}/legal-updates/${encodeURIComponent(updateId)}/confirm`,
        method: 'POST',
        body: {},
      }),
      invalidatesTags: (_result, _error, { companyId }) => [{ type: 'LegalUpdates', id: companyId }],
    }),
  }),
});

export const { useLegalUpdatesQuery, useConfirmLegalUpdateMutation } = legalUpdatesApi;
