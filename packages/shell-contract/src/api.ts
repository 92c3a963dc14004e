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
 * The one RTK Query API. The shell owns its reducer and middleware; remotes add endpoints with
 * `baseApi.injectEndpoints` and invalidate through these tags.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithRefresh,
  tagTypes: ['User', 'Company', 'Companies', 'Situations', 'Documents', 'Order', 'Payment', 'Health'],
  endpoints: () => ({}),
});
