import type {
  TInterestAssessment,
  TInterestAssessmentList,
  TSaveInterestAssessment,
  TSetAssessedAlone,
  TStandardInterestAnswers,
} from '@conform/contracts';
import { baseApi } from '@conform/shell-contract';

const base = (companyId: string) =>
  `/configurator/companies/${encodeURIComponent(companyId)}/legitimate-interest-assessments`;

const companyTag = (companyId: string) => ({ type: 'InterestAssessments' as const, id: companyId });

/** The company's legitimate interest assessments and the admin's answers to them. */
export const interestAssessmentsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['InterestAssessments'] })
  .injectEndpoints({
    endpoints: (build) => ({
      interestAssessments: build.query<TInterestAssessment[], { companyId: string }>({
        query: ({ companyId }) => ({ url: base(companyId) }),
        transformResponse: (body: TInterestAssessmentList) => body.assessments,
        providesTags: (_result, _error, { companyId }) => [companyTag(companyId)],
      }),
      /** The standard answers per kind of interest, as the document prints them (documents service). */
      standardInterestAnswers: build.query<TStandardInterestAnswers, { language: 'ro' | 'en' }>({
        query: ({ language }) => ({
          url: '/documents/legitimate-interest/standard-answers',
          params: { lang: language },
        }),
      }),
      /** Assesses one operation on its own, or with the other operations of its kind again. */
      setAssessedAlone: build.mutation<
        TInterestAssessment[],
        { companyId: string; operationId: string; body: TSetAssessedAlone }
      >({
        query: ({ companyId, operationId, body }) => ({
          url: `${base(companyId)}/operations/${encodeURIComponent(operationId)}`,
          method: 'PUT',
          body,
        }),
        transformResponse: (body: TInterestAssessmentList) => body.assessments,
        invalidatesTags: (_result, _error, { companyId }) => [companyTag(companyId)],
      }),
      saveInterestAssessment: build.mutation<
        TInterestAssessment,
        { companyId: string; key: string; body: TSaveInterestAssessment }
      >({
        query: ({ companyId, key, body }) => ({
          url: `${base(companyId)}/${encodeURIComponent(key)}`,
          method: 'PUT',
          body,
        }),
        invalidatesTags: (_result, _error, { companyId }) => [companyTag(companyId)],
      }),
    }),
  });
