import type {
  TCompanyDocuments,
  TDocumentFormat,
  TDocumentLink,
  TDocumentVersions,
} from '@conform/contracts';
import { baseApi, streamInto } from '@conform/shell-contract';

export interface DocumentLinkArgs {
  companyId: string;
  type: string;
  disposition: 'inline' | 'attachment';
  format?: TDocumentFormat;
  /** An earlier version; the current one when absent. */
  version?: number;
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
      query: ({ companyId, type, disposition, format, version }) => ({
        url: `/documents/companies/${companyId}/documents/${type}/link`,
        method: 'POST',
        body: { disposition, format: format ?? 'pdf', ...(version ? { version } : {}) },
      }),
    }),

    /** Every generation of a document, newest first, with what changed (asked for when the history opens). */
    documentVersions: build.query<TDocumentVersions, { companyId: string; type: string }>({
      query: ({ companyId, type }) => `/documents/companies/${companyId}/documents/${type}/versions`,
      providesTags: (_result, _error, { companyId }) => [{ type: 'Documents', id: companyId }],
    }),
  }),
});

export const {
  useGetCompanyDocumentsQuery,
  useRegenerateDocumentsMutation,
  useCreateDocumentLinkMutation,
  useDocumentVersionsQuery,
} = documentsApi;
