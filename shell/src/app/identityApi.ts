import type {
  TCompleteSignInLink,
  TCompleteSignInLinkResponse,
  TConsents,
  TSessionResponse,
  TSignInLinkRequest,
  TUser,
} from '@conform/contracts';
import { baseApi, refreshSession, sharedApi } from '@conform/shell-contract';

/** Sign-in, terms and sign-out: the shell's own calls to identity (answers typed by the contracts). */
export const identityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Through the contract's one refresh at a time (refresh tokens rotate).
    refreshSession: build.mutation<TUser | null, void>({
      queryFn: async () => ({ data: (await refreshSession())?.user ?? null }),
      invalidatesTags: (user) => (user ? ['User'] : []),
    }),
    startAnonymousSession: build.mutation<TUser | null, void>({
      query: () => ({ url: '/identity/sessions/anonymous', method: 'POST' }),
      transformResponse: (body: TSessionResponse) => body.user,
      invalidatesTags: ['User'],
    }),
    sendSignInLink: build.mutation<void, TSignInLinkRequest>({
      query: (body) => ({ url: '/identity/sign-in-links', method: 'POST', body }),
    }),
    completeSignInLink: build.mutation<TCompleteSignInLinkResponse, TCompleteSignInLink>({
      query: (body) => ({ url: '/identity/sessions/email-link', method: 'POST', body }),
      invalidatesTags: ['User', 'Companies', 'Company'],
    }),
    customTokenSignIn: build.mutation<TUser | null, string>({
      query: (customToken) => ({
        url: '/identity/sessions/custom-token',
        method: 'POST',
        body: { customToken },
      }),
      transformResponse: (body: TSessionResponse) => body.user,
      invalidatesTags: ['User', 'Companies', 'Company'],
    }),
    setConsents: build.mutation<TUser | null, TConsents>({
      query: (body) => ({ url: '/identity/me/consents', method: 'PUT', body }),
      transformResponse: (body: TSessionResponse) => body.user,
      invalidatesTags: ['User'],
    }),
    signOut: build.mutation<void, void>({
      query: () => ({ url: '/identity/sessions/current', method: 'DELETE' }),
    }),
  }),
});

export const {
  useSendSignInLinkMutation,
  useCompleteSignInLinkMutation,
  useSetConsentsMutation,
  useSignOutMutation,
} = identityApi;

/** The `details.reason` of an identity error answer, when there is one. */
export function errorReason(error: unknown): string | undefined {
  const data = (error as { data?: { details?: { reason?: unknown } } } | undefined)?.data;
  return typeof data?.details?.reason === 'string' ? data.details.reason : undefined;
}

export function errorStatus(error: unknown): number | string | undefined {
  return (error as { status?: number | string } | undefined)?.status;
}

/**
 * Puts the user a sign-in or consent answer carries into the shared "who am I?" entry at once. The
 * page goes on to its return path right after; the guard must judge it by the new user, not by the
 * one cached before (an anonymous visitor would be sent back to /auth, or a new consent to /terms).
 */
export const rememberUser = (user: TUser | null) => sharedApi.util.upsertQueryData('me', undefined, user);
