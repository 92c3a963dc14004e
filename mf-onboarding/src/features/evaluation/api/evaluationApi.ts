import type { TCreateEvaluation, TEvaluation } from '@conform/contracts';
import { baseApi } from '@conform/shell-contract';

/** The quiz's one call: the answers go to onboarding, which computes the recommended products. */
export const evaluationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    recordEvaluation: build.mutation<TEvaluation, TCreateEvaluation>({
      query: (body) => ({ url: '/onboarding/evaluations', method: 'POST', body }),
    }),
  }),
});

export const { useRecordEvaluationMutation } = evaluationApi;
