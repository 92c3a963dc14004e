import type { TCompany, TCompanyList, TSessionResponse, TUser } from '@conform/contracts';
import { baseApi } from './api.ts';

/**
 * Server data the shell and every remote share: who is signed in, their companies, one company.
 * One cache: when a remote changes a company it invalidates `Company`, and the shell's title and guard follow.
 *
 * The answers are typed, not re-parsed: the services validate with the same contracts (zod) and the contract
 * tests hold them to it, while zod itself would add 23 KB gzipped to every first page view.
 */
export const sharedApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    me: build.query<TUser | null, void>({
      query: () => '/identity/me',
      transformResponse: (body: TSessionResponse) => body.user,
      providesTags: ['User'],
    }),
    myCompanies: build.query<TCompany[], void>({
      query: () => '/companies',
      transformResponse: (body: TCompanyList) => body.companies,
      providesTags: (companies) => [
        'Companies',
        ...(companies ?? []).map((c) => ({ type: 'Company' as const, id: c.id })),
      ],
    }),
    company: build.query<TCompany, string>({
      query: (companyId) => `/companies/${companyId}`,
      providesTags: (_company, _error, companyId) => [{ type: 'Company', id: companyId }],
    }),
  }),
});

export const { useMeQuery, useMyCompaniesQuery, useCompanyQuery } = sharedApi;
