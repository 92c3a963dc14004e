import type { TCompany, TCompanyRegistryInfo, TCreateCompanyInput } from '@conform/contracts';
import { baseApi } from '@conform/shell-contract';

/** The company pages' calls: the registry lookup (onboarding) and the creation (companies). */
export const companyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    registryInfo: build.query<TCompanyRegistryInfo, string>({
      query: (fiscalCode) => `/onboarding/v1/companies/${encodeURIComponent(fiscalCode)}/info`,
      // A miss is an answer too (the form stays manual): no retries, and kept like a hit.
      keepUnusedDataFor: 300,
    }),
    createCompany: build.mutation<TCompany, TCreateCompanyInput>({
      query: (body) => ({ url: '/companies', method: 'POST', body }),
      // The shell's root redirect and company list follow.
      invalidatesTags: ['Companies'],
    }),
  }),
});

export const { useRegistryInfoQuery, useCreateCompanyMutation } = companyApi;
