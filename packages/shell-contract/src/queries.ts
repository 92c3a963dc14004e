import {
  ZCompanyListSchema,
  ZCompanySchema,
  ZSessionResponseSchema,
  type TCompany,
  type TUser,
} from '@conform/contracts';
import { baseApi } from './api.ts';

/**
 * Server data the shell and every remote share: who is signed in, their companies, one company.
 * One cache: when a remote changes a company it invalidates `Company`, and the shell's title and guard follow.
 */
export const sharedApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    me: build.query<TUser | null, void>({
      query: () => '/identity/me',
      transformResponse: (body: unknown) => ZSessionResponseSchema.parse(body).user,
      providesTags: ['User'],
    }),
    myCompanies: build.query<TCompany[], void>({
      query: () => '/companies',
      transformResponse: (body: unknown) => ZCompanyListSchema.parse(body).companies,
      providesTags: (companies) => [
        'Companies',
        ...(companies ?? []).map((c) => ({ type: 'Company' as const, id: c.id })),
      ],
    }),
    company: build.query<TCompany, string>({
      query: (companyId) => `/companies/${companyId}`,
      transformResponse: (body: unknown) => ZCompanySchema.parse(body),
      providesTags: (_company, _error, companyId) => [{ type: 'Company', id: companyId }],
    }),
  }),
});

export const { useMeQuery, useMyCompaniesQuery, useCompanyQuery } = sharedApi;
