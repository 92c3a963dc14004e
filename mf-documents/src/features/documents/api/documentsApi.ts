import type {
  TCompanyDocuments,
  TDocumentFormat,
  TDocumentLink,
  TDocumentVersionDiff,
  TDocumentVersions,
  TSignedDocument,
  TSignedDocuments,
  TToComplete,
} from '@conform/contracts';
import { baseApi, sharedApi } from '@conform/shell-contract';

/** The inspection pack's address: a ZIP read with the session (downloadFile), in the language chosen. */
export const inspectionPackUrl = (companyId: string, language: 'ro' | 'en') =>
  `/documents/companies/${encodeURIComponent(companyId)}/inspection-pack?language=${language}`;

export interface SignedCopyUploadArgs {
  companyId: string;
  type: string;
  file: File;
  /** The version the signed copy answers; the current one when absent. */
  version?: number | undefined;
  signedOn: string;
  note?: string | undefined;
}

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
export const documentsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Documents', 'SignedCopies'] })
  .injectEndpoints({
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

      /** The signed copies uploaded back for a document, newest first. */
      signedCopies: build.query<TSignedDocuments, { companyId: string; type: string }>({
        query: ({ companyId, type }) => `/documents/companies/${companyId}/documents/${type}/signed`,
        providesTags: (_result, _error, { companyId, type }) => [
          { type: 'SignedCopies', id: `${companyId}:${type}` },
        ],
      }),

      /** A signed copy: the file is the body (its own type), the rest in the address. */
      uploadSignedCopy: build.mutation<TSignedDocument, SignedCopyUploadArgs>({
        query: ({ companyId, type, file, version, signedOn, note }) => {
          const params = new URLSearchParams({ signedOn, fileName: file.name });
          if (version) params.set('version', String(version));
          if (note) params.set('note', note);
          return {
            url: `/documents/companies/${companyId}/documents/${type}/signed?${params.toString()}`,
            method: 'POST',
            headers: { 'Content-Type': file.type },
            body: file,
          };
        },
        invalidatesTags: (_result, _error, { companyId, type }) => [
          { type: 'SignedCopies', id: `${companyId}:${type}` },
        ],
      }),

      /** An expiring link to download a signed copy. */
      createSignedCopyLink: build.mutation<TDocumentLink, { companyId: string; id: string }>({
        query: ({ companyId, id }) => ({
          url: `/documents/companies/${companyId}/signed/${id}/link`,
          method: 'POST',
          body: { disposition: 'attachment' },
        }),
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
  useSignedCopiesQuery,
  useUploadSignedCopyMutation,
  useCreateSignedCopyLinkMutation,
} = documentsApi;
