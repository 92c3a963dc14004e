import type { TCreateContactRequest } from '@conform/contracts';
import { baseApi } from '@conform/shell-contract';

/** The contact and help dialog's one call: onboarding hears that the user asked to be contacted. */
export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    requestContact: build.mutation<void, TCreateContactRequest>({
      query: (body) => ({ url: '/onboarding/contact-requests', method: 'POST', body }),
    }),
  }),
});

export const { useRequestContactMutation } = contactApi;
