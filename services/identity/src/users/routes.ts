import { ZConsentsSchema, type TSessionResponse } from '@conform/contracts';
import { requireUser, type Db } from '@conform/server-kit';
import type { Router } from 'express';
import { setAccessCookie, type CookieSettings } from '../sessions/cookies.ts';
import type { SessionsDomain } from '../sessions/domain.ts';
import { recordConsents, toUser } from './domain.ts';

export function userRoutes(router: Router, db: Db, sessions: SessionsDomain, cookies: CookieSettings): void {
  /**
   * Terms (required) and communications (optional); the new access token carries `terms`. Anonymous
   * users consent too: the quiz's contact step asks before the e-mail is confirmed (docs/spec/behaviour.md §5), and
   * upgrading in place keeps the same user, so the consent stays with them.
   */
  router.put('/me/consents', requireUser, async (req, res) => {
    const consents = ZConsentsSchema.parse(req.body);
    const user = toUser(await recordConsents(db, req.user!.uid, consents));
    setAccessCookie(res, await sessions.accessTokenFor(user, req.user!.sid), cookies);
    res.json({ user } satisfies TSessionResponse);
  });
}
