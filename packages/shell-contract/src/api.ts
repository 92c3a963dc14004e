import type { TSessionResponse } from '@conform/contracts';
import { editionFromPath } from './editions.ts';
import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';

/** Read a cookie set by identity (the CSRF token is the one cookie scripts may read). */
function readCookie(name: string): string | undefined {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/platform/api',
  credentials: 'same-origin',
  prepareHeaders(headers) {
    // The language of answers and e-mails follows the interface (spec §7: Accept-Language on every request).
    headers.set('Accept-Language', document.documentElement.lang === 'en' ? 'en' : 'ro');
    // Companies belong to an edition; services check it with the admin list.
    headers.set('X-Platform', editionFromPath(window.location.pathname).platform);
    const csrf = readCookie('csrf_token');
    if (csrf) headers.set('X-CSRF-Token', csrf);
    return headers;
  },
});

let refreshing: Promise<TSessionResponse | null> | undefined;

/**
 * Exchanges the refresh cookie for a new session, once at a time: refresh tokens rotate, so two
 * refreshes with the same token would end the session. Answers the session, or null when there is none
 * to refresh (no CSRF cookie, an expired or revoked session).
 */
export function refreshSession(
  api: Parameters<typeof rawBaseQuery>[1],
  extra: Parameters<typeof rawBaseQuery>[2],
): Promise<TSessionResponse | null> {
  // Without the CSRF cookie (it lives as long as the refresh token) there is no session to refresh.
  if (!readCookie('csrf_token')) return Promise.resolve(null);
  refreshing ??= Promise.resolve(
    rawBaseQuery({ url: '/identity/sessions/refresh', method: 'POST' }, api, extra),
  )
    .then(
      (r) => (r.error ? null : (r.data as TSessionResponse)),
      () => null,
    )
    .finally(() => {
      refreshing = undefined;
    });
  return refreshing;
}

/**
 * The access cookie lives as long as its token (15 minutes): after that a signed-in person's calls
 * answer 401, and "who am I?" answers nobody. Either way the refresh cookie (30 days) still holds
 * the session: refresh once, then ask again.
 */
const baseQueryWithRefresh: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extra,
) => {
  const result = await rawBaseQuery(args, api, extra);
  const url = typeof args === 'string' ? args : args.url;
  const expired = result.error?.status === 401 && !url.startsWith('/identity/sessions');
  const nobody =
    url === '/identity/me' && !result.error && (result.data as TSessionResponse | undefined)?.user === null;
  if (!expired && !nobody) return result;
  const session = await refreshSession(api, extra);
  if (!session) return result;
  return nobody ? { data: session } : rawBaseQuery(args, api, extra);
};

/**
 * The one RTK Query API. The shell owns its reducer and middleware and the tags of what it shares
 * (the user, the companies); a remote adds its own tags with `enhanceEndpoints({ addTagTypes })`
 * and its endpoints with `injectEndpoints`.
 *
 * Answers are typed, never re-parsed here: each service's tests parse every answer with its zod
 * contract, and zod would add 23 KB gzipped to every first page view.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithRefresh,
  tagTypes: ['User', 'Company', 'Companies'],
  endpoints: () => ({}),
});
