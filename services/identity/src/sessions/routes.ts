import { AppError, csrfMatches } from '@conform/server-kit';
import type { TSessionResponse } from '@conform/contracts';
import type { Router } from 'express';
import {
  clearSessionCookies,
  previousSessionOf,
  refreshTokenOf,
  setSessionCookies,
  type CookieSettings,
} from './cookies.ts';
import type { SessionsDomain } from './domain.ts';

export function sessionRoutes(router: Router, domain: SessionsDomain, cookies: CookieSettings): void {
  router.post('/sessions/anonymous', async (req, res) => {
    const session = await domain.startAnonymous(req.ip ?? 'unknown', previousSessionOf(req));
    setSessionCookies(res, session, cookies);
    res.status(201).json({ user: session.user } satisfies TSessionResponse);
  });

  router.post('/sessions/refresh', async (req, res) => {
    // The refresh cookie is SameSite=strict; the CSRF header is checked as well, as for every write.
    if (!csrfMatches(req)) throw new AppError('csrf', 'The request is missing its CSRF token.');
    const token = refreshTokenOf(req);
    if (!token) throw new AppError('unauthenticated', 'There is no session to refresh.');
    const session = await domain.refresh(token);
    setSessionCookies(res, session, cookies);
    res.json({ user: session.user } satisfies TSessionResponse);
  });

  router.delete('/sessions/current', async (req, res) => {
    if (!csrfMatches(req)) throw new AppError('csrf', 'The request is missing its CSRF token.');
    await domain.signOut(previousSessionOf(req));
    clearSessionCookies(res, cookies);
    res.status(204).end();
  });

  // "Who am I?" has a valid answer for a visitor: nobody. An expired token still answers 401 (refresh).
  router.get('/me', async (req, res) => {
    const user = req.user ? await domain.currentUser(req.user.uid) : null;
    res.json({ user } satisfies TSessionResponse);
  });
}
