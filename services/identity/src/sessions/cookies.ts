import { ACCESS_COOKIE, CSRF_COOKIE, newCsrfToken } from '@conform/server-kit';
import type { CookieOptions, Request, Response } from 'express';
import type { IssuedSession, PreviousSession } from './domain.ts';

export const REFRESH_COOKIE = 'refresh_token';
const REFRESH_PATH = '/platform/api/identity/sessions';

export interface CookieSettings {
  secure: boolean;
  accessTtlSeconds: number;
  refreshTtlDays: number;
}

/**
 * A session is three cookies: the access token (httpOnly, all of /platform), the refresh token (httpOnly,
 * SameSite=strict, only sent to the refresh endpoint) and the CSRF token (readable by the page, which copies
 * it into a header: the double-submit defence).
 */
export function setSessionCookies(res: Response, session: IssuedSession, settings: CookieSettings): void {
  const base: CookieOptions = { secure: settings.secure, sameSite: 'lax', path: '/platform' };
  setAccessCookie(res, session.accessToken, settings);
  res.cookie(REFRESH_COOKIE, session.refreshToken, {
    ...base,
    httpOnly: true,
    sameSite: 'strict',
    path: REFRESH_PATH,
    maxAge: settings.refreshTtlDays * 86_400_000,
  });
  res.cookie(CSRF_COOKIE, newCsrfToken(), {
    ...base,
    httpOnly: false,
    maxAge: settings.refreshTtlDays * 86_400_000,
  });
}

export function setAccessCookie(res: Response, accessToken: string, settings: CookieSettings): void {
  res.cookie(ACCESS_COOKIE, accessToken, {
    secure: settings.secure,
    sameSite: 'lax',
    path: '/platform',
    httpOnly: true,
    maxAge: settings.accessTtlSeconds * 1000,
  });
}

export function clearSessionCookies(res: Response, settings: CookieSettings): void {
  const base: CookieOptions = { secure: settings.secure, sameSite: 'lax', path: '/platform' };
  res.clearCookie(ACCESS_COOKIE, base);
  res.clearCookie(REFRESH_COOKIE, { ...base, sameSite: 'strict', path: REFRESH_PATH });
  res.clearCookie(CSRF_COOKIE, base);
}

/** The refresh token, when the browser sent it (only on /platform/api/identity/sessions/…). */
export function refreshTokenOf(req: Request): string | undefined {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[REFRESH_COOKIE];
  return typeof value === 'string' ? value : undefined;
}

/** The session this browser holds: its refresh cookie and the session its access token names. */
export function previousSessionOf(req: Request): PreviousSession {
  return { refreshToken: refreshTokenOf(req), sessionId: req.user?.sid };
}
