import type { TCompanyDocuments, TDocumentLink } from '@conform/contracts';
import { baseApi, streamInto } from '@conform/shell-contract';

export interface DocumentLinkArgs {
  companyId: string;
  type: string;
  disposition: 'inline' | 'attachment';
}

export const documentsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Documents'] }).injectEndpoints({
  endpoints: (build) => ({
    getCompanyDocuments: build.query<TCompanyDocuments, string>({
      query: (companyId) => `/documents/companies/${companyId}`,
      providesTags: (_result, _error, companyId) => [{ type: 'Documents', id: companyId }],
      // Live status: every change of a document's status arrives as it happens (server-sent events).
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
              documentsApi.endpoints.getCompanyDocuments.initiate(companyId, {
                subscribe: false,
                forceRefetch: true,
              }),
            ),
        });
        await entry.cacheEntryRemoved;
        stop();
      },
    }),

    /** Spec §7 "Regenerate documents": answers at once with the documents now PROCESSING. */
    regenerateDocuments: build.mutation<TCompanyDocuments, string>({
      query: (companyId) => ({ url: `/companies/${companyId}/documents/update`, method: 'PUT' }),
      async onQueryStarted(companyId, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // The answer is the new state of the page: no second request needed to show PROCESSING.
          await dispatch(documentsApi.util.upsertQueryData('getCompanyDocuments', companyId, data));
        } catch {
          // The page reports the failure from the mutation's own result.
        }
      },
    }),

    createDocumentLink: build.mutation<TDocumentLink, DocumentLinkArgs>({
      query: ({ companyId, type, disposition }) => ({
        url: `/documents/companies/${companyId}/documents/${type}/link`,
        method: 'POST',
        body: { disposition },
      }),
    }),
  }),
});

export const { useGetCompanyDocumentsQuery, useRegenerateDocumentsMutation, useCreateDocumentLinkMutation } =
  documentsApi;
