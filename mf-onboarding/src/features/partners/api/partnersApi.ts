import type { TCustomTokenResponse } from '@conform/contracts';
import { baseApi } from '@conform/shell-contract';

/**
 * The card-payment provider's partner calls (docs/spec/behaviour.md §7 netopiaAuthenticateUser, netopiaCreateUser): each
 * answers a custom token the shell signs in with (null: the partner's customer is not known yet).
 */
export const partnersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    netopiaAuthenticate: build.mutation<TCustomTokenResponse, { token: string }>({
      query: (body) => ({ url: '/identity/partners/netopia/authenticate-user', method: 'POST', body }),
    }),
    netopiaCreateUser: build.mutation<TCustomTokenResponse, { token: string; email: string; name: string }>({
      query: (body) => ({ url: '/identity/partners/netopia/create-user', method: 'POST', body }),
    }),
  }),
});

export const { useNetopiaAuthenticateMutation, useNetopiaCreateUserMutation } = partnersApi;
