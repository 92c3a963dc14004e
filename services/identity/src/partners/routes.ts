import {
  ZCustomTokenSignInSchema,
  ZPartnerAuthenticateSchema,
  ZPartnerCreateUserSchema,
  type TCustomTokenResponse,
  type TSessionResponse,
} from '@conform/contracts';
import { localeOf, platformOf } from '@conform/server-kit';
import type { Router } from 'express';
import { previousSessionOf, setSessionCookies, type CookieSettings } from '../sessions/cookies.ts';
import type { SessionsDomain } from '../sessions/domain.ts';
import type { PartnersDomain } from './domain.ts';

export function partnerRoutes(
  router: Router,
  partners: PartnersDomain,
  sessions: SessionsDomain,
  cookies: CookieSettings,
): void {
  router.post('/partners/netopia/create-user', async (req, res) => {
    const input = ZPartnerCreateUserSchema.parse(req.body);
    const context = { platform: platformOf(req), locale: localeOf(req) };
    res
      .status(201)
      .json({ customToken: await partners.createUser(input, context) } satisfies TCustomTokenResponse);
  });

  router.post('/partners/netopia/authenticate-user', async (req, res) => {
    const { token } = ZPartnerAuthenticateSchema.parse(req.body);
    res.json({ customToken: await partners.authenticate(token) } satisfies TCustomTokenResponse);
  });

  router.post('/sessions/custom-token', async (req, res) => {
    const { customToken } = ZCustomTokenSignInSchema.parse(req.body);
    const user = await partners.exchange(customToken);
    const session = await sessions.signIn(user, previousSessionOf(req));
    setSessionCookies(res, session, cookies);
    res.json({ user: session.user } satisfies TSessionResponse);
  });
}
