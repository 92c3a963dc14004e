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
    headers.set('X-Platform', editionFromPath(window.location.pathname).edition.toLowerCase());
    const csrf = readCookie('csrf_token');
    if (csrf) headers.set('X-CSRF-Token', csrf);
    return headers;
  },
});

let refreshing: Promise<boolean> | undefined;

/** On 401 the access token has expired: refresh once (rotating the refresh token), then retry. */
const baseQueryWithRefresh: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extra,
) => {
  const result = await rawBaseQuery(args, api, extra);
  const url = typeof args === 'string' ? args : args.url;
  // Without the CSRF cookie there is no session to refresh.
  if (result.error?.status !== 401 || url.startsWith('/identity/sessions') || !readCookie('csrf_token'))
    return result;
  refreshing ??= Promise.resolve(
    rawBaseQuery({ url: '/identity/sessions/refresh', method: 'POST' }, api, extra),
  ).then(
    (r) => !r.error,
    () => false,
  );
  const ok = await refreshing;
  refreshing = undefined;
  return ok ? rawBaseQuery(args, api, extra) : result;
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
