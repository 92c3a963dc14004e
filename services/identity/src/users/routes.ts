import { ZConsentsSchema, type TSessionResponse } from '@conform/contracts';
import { AppError, requireUser } from '@conform/server-kit';
import type { Router } from 'express';
import { setAccessCookie, type CookieSettings } from '../sessions/cookies.ts';
import type { SessionsDomain } from '../sessions/domain.ts';
import { toUser } from './domain.ts';
import type { UsersRepository } from './repository.ts';

export function userRoutes(
  router: Router,
  users: UsersRepository,
  sessions: SessionsDomain,
  cookies: CookieSettings,
): void {
  /** Terms (required) and communications (optional); the new access token carries `terms`. */
  router.put('/me/consents', requireUser, async (req, res) => {
    const consents = ZConsentsSchema.parse(req.body);
    if (req.user!.anonymous) throw new AppError('forbidden', 'Sign in with your e-mail address first.');
    const user = toUser(await users.setConsents(req.user!.uid, consents));
    setAccessCookie(res, await sessions.accessTokenFor(user), cookies);
    res.json({ user } satisfies TSessionResponse);
  });
}
