import type { TDataSubject } from '@conform/catalogues';
import type {
  TCreateFromSuggestion,
  TCreateSituation,
  TDocumentLink,
  TOperationRecord,
  TSaveOperation,
  TSituation,
  TSituationList,
  TSuggestion,
  TSuggestionList,
} from '@conform/contracts';
import { baseApi, type Locale } from '@conform/shell-contract';

const base = (companyId: string) => `/configurator/companies/${encodeURIComponent(companyId)}/situations`;

/** Every situation query of a company is refreshed after any change to its situations. */
const companyTag = (companyId: string) => ({ type: 'Situations' as const, id: companyId });

export const situationsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Situations'] }).injectEndpoints({
  endpoints: (build) => ({
    situations: build.query<TSituation[], { companyId: string; subject: TDataSubject }>({
      query: ({ companyId, subject }) => ({ url: base(companyId), params: { subject } }),
      transformResponse: (body: TSituationList) => body.situations,
      providesTags: (_result, _error, { companyId }) => [companyTag(companyId)],
    }),

    // The locale is part of the cache key: the texts come in the language of the request.
    suggestions: build.query<TSuggestion[], { subject: TDataSubject; locale: Locale }>({
      query: ({ subject }) => ({ url: '/configurator/suggestions', params: { subject } }),
      transformResponse: (body: TSuggestionList) => body.suggestions,
    }),

    createSituation: build.mutation<TSituation, { companyId: string; body: TCreateSituation }>({
      query: ({ companyId, body }) => ({ url: base(companyId), method: 'POST', body }),
      invalidatesTags: (_result, _error, { companyId }) => [companyTag(companyId)],
    }),

    createFromSuggestion: build.mutation<TSituation, { companyId: string } & TCreateFromSuggestion>({
      query: ({ companyId, ...body }) => ({
        url: `${base(companyId)}/from-suggestion`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, _error, { companyId }) => [companyTag(companyId)],
    }),

    renameSituation: build.mutation<TSituation, { companyId: string; situationId: string; name: string }>({
      query: ({ companyId, situationId, name }) => ({
        url: `${base(companyId)}/${encodeURIComponent(situationId)}`,
        method: 'PATCH',
        body: { name },
      }),
      invalidatesTags: (_result, _error, { companyId }) => [companyTag(companyId)],
    }),

    deleteSituation: build.mutation<void, { companyId: string; situationId: string }>({
      query: ({ companyId, situationId }) => ({
        url: `${base(companyId)}/${encodeURIComponent(situationId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { companyId }) => [companyTag(companyId)],
    }),

    /** Creates (201) or replaces (200) one operation: the id is made here, so a retry never doubles it. */
    saveOperation: build.mutation<
      TOperationRecord,
      { companyId: string; situationId: string; operationId: string; body: TSaveOperation }
    >({
      query: ({ companyId, situationId, operationId, body }) => ({
        url: `${base(companyId)}/${encodeURIComponent(situationId)}/operations/${encodeURIComponent(operationId)}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_result, _error, { companyId }) => [companyTag(companyId)],
    }),

    /** A signed inline link to one of the company's generated documents (the documents service). */
    documentLink: build.mutation<TDocumentLink, { companyId: string; type: string }>({
      query: ({ companyId, type }) => ({
        url: `/documents/companies/${encodeURIComponent(companyId)}/documents/${encodeURIComponent(type)}/link`,
        method: 'POST',
        body: { disposition: 'inline' },
      }),
    }),

    deleteOperation: build.mutation<void, { companyId: string; situationId: string; operationId: string }>({
      query: ({ companyId, situationId, operationId }) => ({
        url: `${base(companyId)}/${encodeURIComponent(situationId)}/operations/${encodeURIComponent(operationId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { companyId }) => [companyTag(companyId)],
    }),
  }),
});

export const {
  useSituationsQuery,
  useSuggestionsQuery,
  useCreateSituationMutation,
  useCreateFromSuggestionMutation,
  useRenameSituationMutation,
  useDeleteSituationMutation,
  useDeleteOperationMutation,
  useSaveOperationMutation,
  useDocumentLinkMutation,
} = situationsApi;
