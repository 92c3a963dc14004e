import type { TAssistantAnswers } from '@conform/catalogues';
import type { TAssistantCompletion, TAssistantSuggestions } from '@conform/contracts';
import { baseApi, type Locale } from '@conform/shell-contract';

const base = (companyId: string, product: string) =>
  `/configurator/companies/${encodeURIComponent(companyId)}/assistant/${encodeURIComponent(product)}`;

interface AssistantArgs {
  companyId: string;
  product: string;
  answers: TAssistantAnswers;
}

export const assistantApi = baseApi.enhanceEndpoints({ addTagTypes: ['Situations'] }).injectEndpoints({
  endpoints: (build) => ({
    // A POST that reads: the answers travel in the body. The locale is part of the cache key
    // because the texts come in the language of the request.
    assistantSuggestions: build.query<TAssistantSuggestions, AssistantArgs & { locale: Locale }>({
      query: ({ companyId, product, answers }) => ({
        url: `${base(companyId, product)}/suggestions`,
        method: 'POST',
        body: { answers },
      }),
    }),

    completeAssistant: build.mutation<TAssistantCompletion, AssistantArgs>({
      query: ({ companyId, product, answers }) => ({
        url: `${base(companyId, product)}/complete`,
        method: 'POST',
        body: { answers },
      }),
      // The situations changed, and the company's product becomes configured (through an event,
      // so the company is read again when the dashboard shows it).
      invalidatesTags: (_result, _error, { companyId }) => [
        { type: 'Situations', id: companyId },
        { type: 'Company', id: companyId },
        'Companies',
      ],
    }),
  }),
});

export const { useAssistantSuggestionsQuery, useCompleteAssistantMutation } = assistantApi;
