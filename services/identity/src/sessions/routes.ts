import { ACCESS_COOKIE, CSRF_COOKIE, csrfMatches, AppError, newCsrfToken } from '@conform/server-kit';
import type { TSessionResponse } from '@conform/contracts';
import type { CookieOptions, Response, Router } from 'express';
import type { IssuedSession, SessionsDomain } from './domain.ts';

export const REFRESH_COOKIE = 'refresh_token';
const REFRESH_PATH = '/platform/api/identity/sessions';

export interface CookieSettings {
  secure: boolean;
  accessTtlSeconds: number;
  refreshTtlDays: number;
}

/** Sets the three cookies of a session: access (httpOnly), refresh (httpOnly, narrow path), CSRF (readable). */
function setSessionCookies(res: Response, session: IssuedSession, settings: CookieSettings): void {
  const base: CookieOptions = { secure: settings.secure, sameSite: 'lax', path: '/platform' };
  res.cookie(ACCESS_COOKIE, session.accessToken, {
    ...base,
    httpOnly: true,
    maxAge: settings.accessTtlSeconds * 1000,
  });
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

function clearSessionCookies(res: Response, settings: CookieSettings): void {
  const base: CookieOptions = { secure: settings.secure, sameSite: 'lax', path: '/platform' };
  res.clearCookie(ACCESS_COOKIE, base);
  res.clearCookie(REFRESH_COOKIE, { ...base, sameSite: 'strict', path: REFRESH_PATH });
  res.clearCookie(CSRF_COOKIE, base);
}

function refreshCookie(cookies: unknown): string | undefined {
  const value = (cookies as Record<string, unknown> | undefined)?.[REFRESH_COOKIE];
  return typeof value === 'string' ? value : undefined;
}

export function sessionRoutes(router: Router, domain: SessionsDomain, cookies: CookieSettings): void {
  router.post('/sessions/anonymous', async (_req, res) => {
    const session = await domain.startAnonymous();
    setSessionCookies(res, session, cookies);
    res.status(201).json({ user: session.user } satisfies TSessionResponse);
  });

  router.post('/sessions/refresh', async (req, res) => {
    // The refresh cookie is SameSite=strict; the CSRF header is checked as well, as for every write.
    if (!csrfMatches(req)) throw new AppError('csrf', 'The request is missing its CSRF token.');
    const token = refreshCookie(req.cookies);
    if (!token) throw new AppError('unauthenticated', 'There is no session to refresh.');
    const session = await domain.refresh(token);
    setSessionCookies(res, session, cookies);
    res.json({ user: session.user } satisfies TSessionResponse);
  });

  router.delete('/sessions/current', async (req, res) => {
    if (!csrfMatches(req)) throw new AppError('csrf', 'The request is missing its CSRF token.');
    await domain.signOut(refreshCookie(req.cookies));
    clearSessionCookies(res, cookies);
    res.status(204).end();
  });

  // "Who am I?" has a valid answer for a visitor: nobody. An expired token still answers 401 (refresh).
  router.get('/me', async (req, res) => {
    const user = req.user ? await domain.currentUser(req.user.uid) : null;
    res.json({ user } satisfies TSessionResponse);
  });
}
