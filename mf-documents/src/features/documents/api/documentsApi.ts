import type {
  TCompanyDocuments,
  TDocumentFormat,
  TDocumentLink,
  TDocumentVersionDiff,
  TDocumentVersions,
  TToComplete,
} from '@conform/contracts';
import { baseApi, sharedApi } from '@conform/shell-contract';

export interface DocumentLinkArgs {
  companyId: string;
  type: string;
  disposition: 'inline' | 'attachment';
  format?: TDocumentFormat;
  /** An earlier version; the current one when absent. */
  version?: number;
}

/**
 * The documents area's calls besides the company's documents themselves, which are the shared, live
 * `useCompanyDocumentsQuery` (shell contract: the dashboard reads them too).
 */
export const documentsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Documents'] }).injectEndpoints({
  endpoints: (build) => ({
    /** docs/spec/behaviour.md §7 "Regenerate documents": answers at once with the documents now PROCESSING. */
    regenerateDocuments: build.mutation<TCompanyDocuments, string>({
      query: (companyId) => ({ url: `/companies/${companyId}/documents/update`, method: 'PUT' }),
      async onQueryStarted(companyId, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // The answer is the new state of the page: no second request needed to show PROCESSING.
          await dispatch(sharedApi.util.upsertQueryData('companyDocuments', companyId, data));
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

    /** The redline between two versions: the sections changed, word by word (asked for when opened). */
    documentVersionDiff: build.query<
      TDocumentVersionDiff,
      { companyId: string; type: string; from: number; to: number }
    >({
      query: ({ companyId, type, from, to }) =>
        `/documents/companies/${companyId}/documents/${type}/versions/${from}/diff/${to}`,
    }),

    /** What the current documents still leave blank (read again when a generation finishes). */
    toComplete: build.query<TToComplete, string>({
      query: (companyId) => `/documents/companies/${companyId}/to-complete`,
      providesTags: (_result, _error, companyId) => [{ type: 'Documents', id: companyId }],
    }),
  }),
});

export const {
  useRegenerateDocumentsMutation,
  useCreateDocumentLinkMutation,
  useDocumentVersionsQuery,
  useDocumentVersionDiffQuery,
  useToCompleteQuery,
} = documentsApi;
