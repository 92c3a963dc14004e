import {
  ZCompanyDocumentsSchema,
  ZDocumentLinkSchema,
  type TCompanyDocuments,
  type TDocumentLink,
} from '@conform/contracts';
import { baseApi } from '@conform/shell-contract';

export interface DocumentLinkArgs {
  companyId: string;
  type: string;
  disposition: 'inline' | 'attachment';
}

export const documentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCompanyDocuments: build.query<TCompanyDocuments, string>({
      query: (companyId) => `/documents/companies/${companyId}`,
      transformResponse: (body: unknown) => ZCompanyDocumentsSchema.parse(body),
      providesTags: (_result, _error, companyId) => [{ type: 'Documents', id: companyId }],
    }),

    /** Spec §7 "Regenerate documents": answers at once with the documents now PROCESSING. */
    regenerateDocuments: build.mutation<TCompanyDocuments, string>({
      query: (companyId) => ({ url: `/companies/${companyId}/documents/update`, method: 'PUT' }),
      transformResponse: (body: unknown) => ZCompanyDocumentsSchema.parse(body),
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
      transformResponse: (body: unknown) => ZDocumentLinkSchema.parse(body),
    }),
  }),
});

export const { useGetCompanyDocumentsQuery, useRegenerateDocumentsMutation, useCreateDocumentLinkMutation } =
  documentsApi;
