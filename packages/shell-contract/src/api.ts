import type { TSessionResponse } from '@conform/contracts';
import { editionFromPath } from './editions.ts';
import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';

const API_BASE = '/platform/api';
const CSRF_COOKIE = 'csrf_token';

/** Read a cookie set by identity (the CSRF token is the one cookie scripts may read). */
function readCookie(name: string): string | undefined {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

/** What every call to the services carries, through the base query or `sessionFetch`. */
function withPlatformHeaders(headers: Headers): Headers {
  // The language of answers and e-mails follows the interface (docs/spec/behaviour.md §7: Accept-Language on every request).
  headers.set('Accept-Language', document.documentElement.lang === 'en' ? 'en' : 'ro');
  // Companies belong to an edition; services check it with the admin list.
  headers.set('X-Platform', editionFromPath(window.location.pathname).platform);
  const csrf = readCookie(CSRF_COOKIE);
  if (csrf) headers.set('X-CSRF-Token', csrf);
  return headers;
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE,
  credentials: 'same-origin',
  prepareHeaders: withPlatformHeaders,
});

/** The session the browser's cookies hold now, or null (another tab refreshed it: its cookies are ours). */
async function currentSession(): Promise<TSessionResponse | null> {
  const res = await fetch(`${API_BASE}/identity/me`, {
    credentials: 'same-origin',
    headers: withPlatformHeaders(new Headers()),
  });
  if (!res.ok) return null;
  const session = (await res.json()) as TSessionResponse;
  return session.user ? session : null;
}

async function exchangeRefreshToken(): Promise<TSessionResponse | null> {
  const res = await fetch(`${API_BASE}/identity/sessions/refresh`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: withPlatformHeaders(new Headers()),
  });
  return res.ok ? ((await res.json()) as TSessionResponse) : null;
}

/**
 * Runs `work` while no other tab of this browser runs it (the Web Locks API; where a browser has
 * none, each tab on its own: identity's reuse window still answers them the same session).
 */
function inEveryTabOnce<T>(work: () => Promise<T>): Promise<T> {
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  return locks ? locks.request('conform:session-refresh', work) : work();
}

let refreshing: Promise<TSessionResponse | null> | undefined;

/**
 * Exchanges the refresh cookie for a new session, once at a time per browser: every remote's calls
 * and every download share this module (a Module Federation singleton), and tabs take turns through
 * a Web Lock. Refresh tokens rotate, so the cookie is read when the turn comes: if it changed since
 * `sentWith` (the CSRF cookie the failed call went out with; every new session has a new one),
 * someone else already refreshed and that session is used instead of rotating again. Answers the
 * session, or null when there is none to refresh (no CSRF cookie, an expired or revoked session).
 */
export function refreshSession(
  sentWith: string | undefined = readCookie(CSRF_COOKIE),
): Promise<TSessionResponse | null> {
  // Without the CSRF cookie (it lives as long as the refresh token) there is no session to refresh.
  if (!readCookie(CSRF_COOKIE)) return Promise.resolve(null);
  refreshing ??= inEveryTabOnce(async () => {
    const now = readCookie(CSRF_COOKIE);
    if (!now) return null;
    return now !== sentWith ? currentSession() : exchangeRefreshToken();
  })
    .catch(() => null)
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
  const sentWith = readCookie(CSRF_COOKIE);
  const result = await rawBaseQuery(args, api, extra);
  const url = typeof args === 'string' ? args : args.url;
  const expired = result.error?.status === 401 && !url.startsWith('/identity/sessions');
  const nobody =
    url === '/identity/me' && !result.error && (result.data as TSessionResponse | undefined)?.user === null;
  if (!expired && !nobody) return result;
  const session = await refreshSession(sentWith);
  if (!session) return result;
  return nobody ? { data: session } : rawBaseQuery(args, api, extra);
};

/**
 * A request outside RTK Query (a file to download, a draft to open) with the same headers and the
 * same session: a 401 refreshes through `refreshSession`, shared with every other call, and the
 * request is sent once more. `path` is under /platform/api (or a complete /platform/api/… path).
 */
export async function sessionFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const url = path.startsWith(`${API_BASE}/`) ? path : `${API_BASE}${path}`;
  const send = () =>
    fetch(url, {
      credentials: 'same-origin',
      ...init,
      headers: withPlatformHeaders(new Headers(init.headers)),
    });
  const sentWith = readCookie(CSRF_COOKIE);
  const res = await send();
  if (res.status !== 401) return res;
  const session = await refreshSession(sentWith);
  if (!session) return res;
  await res.body?.cancel();
  return send();
}

/** The file name a `Content-Disposition` answer gives (RFC 6266: `filename*` first), if any. */
function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1];
}

export type FileOutcome = { ok: true } | { ok: false; status: number };

/**
 * Downloads a file the session may read (a company's archive, a register's spreadsheet) through
 * `sessionFetch`: an expired access token is refreshed first instead of the browser showing a 401,
 * and a refusal comes back to the page (a notice) instead of replacing it. Status 0: no answer.
 */
export async function downloadFile(path: string, fallbackName = 'download'): Promise<FileOutcome> {
  try {
    const res = await sessionFetch(path);
    if (!res.ok) {
      await res.body?.cancel();
      return { ok: false, status: res.status };
    }
    const url = URL.createObjectURL(await res.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = fileNameOf(res.headers.get('Content-Disposition')) ?? fallbackName;
    document.body.append(link);
    link.click();
    link.remove();
    // The download has started from the object URL by now; a minute is ample before letting it go.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    return { ok: true };
  } catch {
    return { ok: false, status: 0 };
  }
}

/**
 * Opens a PDF the session may read (a register's draft letter) in a new tab through `sessionFetch`.
 * Call it from the click itself: the tab is opened at once, while the browser allows it, and filled
 * when the file arrives; on a refusal it is closed again and the status comes back to the page.
 */
export async function openFileInNewTab(path: string): Promise<FileOutcome> {
  const tab = window.open('', '_blank');
  try {
    const res = await sessionFetch(path);
    if (!res.ok) {
      tab?.close();
      await res.body?.cancel();
      return { ok: false, status: res.status };
    }
    const blobUrl = URL.createObjectURL(await res.blob());
    if (tab) tab.location.href = blobUrl;
    else window.location.assign(blobUrl);
    return { ok: true };
  } catch {
    // No answer at all (offline, the service restarting): no blank tab left behind.
    tab?.close();
    return { ok: false, status: 0 };
  }
}

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
