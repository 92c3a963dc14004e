import {
  ZCompleteSignInLinkSchema,
  ZSignInLinkRequestSchema,
  type TCompleteSignInLinkResponse,
} from '@conform/contracts';
import { localeOf, platformOf } from '@conform/server-kit';
import type { Router } from 'express';
import { previousSessionOf, setSessionCookies, type CookieSettings } from '../sessions/cookies.ts';
import type { SessionsDomain } from '../sessions/domain.ts';
import type { LinksDomain } from './domain.ts';

export function linkRoutes(
  router: Router,
  links: LinksDomain,
  sessions: SessionsDomain,
  cookies: CookieSettings,
): void {
  router.post('/sign-in-links', async (req, res) => {
    const input = ZSignInLinkRequestSchema.parse(req.body);
    await links.request({
      ...input,
      platform: platformOf(req),
      locale: localeOf(req),
      ip: req.ip ?? 'unknown',
    });
    res.status(202).json({ sent: true });
  });

  // Under /sessions so the browser also sends the refresh cookie: the anonymous session it replaces is revoked.
  router.post('/sessions/email-link', async (req, res) => {
    const input = ZCompleteSignInLinkSchema.parse(req.body);
    const completed = await links.complete({ ...input, current: req.user });
    const session = await sessions.signIn(completed.user, previousSessionOf(req));
    setSessionCookies(res, session, cookies);
    res.json({ user: session.user, returnUrl: completed.returnUrl } satisfies TCompleteSignInLinkResponse);
  });
}
