import type { TDataSubject } from '@conform/catalogues';
import type {
  TCreateSituation,
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

    createFromSuggestion: build.mutation<TSituation, { companyId: string; suggestionId: string }>({
      query: ({ companyId, suggestionId }) => ({
        url: `${base(companyId)}/from-suggestion`,
        method: 'POST',
        body: { suggestionId },
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
} = situationsApi;
