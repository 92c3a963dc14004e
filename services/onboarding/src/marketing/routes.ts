import { ZCreateContactRequestSchema, ZMarketingTrackingSchema } from '@conform/contracts';
import { PLATFORM_EVENTS } from '@conform/contracts/events';
import {
  AppError,
  localeOf,
  platformOf,
  publishEvent,
  requireUser,
  type CompanyAccess,
  type Db,
  type RateLimiter,
} from '@conform/server-kit';
import type { Router } from 'express';

/** HubSpot's visitor cookie, set by its tracking code on the site's domain (32 hex digits today). */
const HUBSPOT_COOKIE = 'hubspotutk';
const HUTK = /^[\w-]{8,128}$/;

export interface MarketingRouteDeps {
  db: Db;
  companyAccess: CompanyAccess;
  limiter: RateLimiter;
  contactRequestsPerUserPerHour: number;
  /** Undefined when marketing is off: the choice is accepted and nothing is kept. */
  setTracking?: (userId: string, marketingCookies: boolean, hutk: string | undefined) => Promise<void>;
}

export function marketingRoutes(router: Router, deps: MarketingRouteDeps): void {
  /**
   * The dashboard's contact and help dialog (docs/spec/behaviour.md §1): the user asks to be contacted, about a company
   * of theirs when one is open. Published as `contact.requested`; marketing hears of it from there.
   */
  router.post('/contact-requests', requireUser, async (req, res) => {
    const input = ZCreateContactRequestSchema.parse(req.body);
    const uid = req.user!.uid;
    const platform = platformOf(req);
    if (
      input.companyId !== undefined &&
      !(await deps.companyAccess.canAccess(input.companyId, uid, platform))
    ) {
      throw new AppError('forbidden', 'You do not have access to this company.');
    }
    await deps.limiter.hit([
      { key: `contact:user:${uid}`, limit: deps.contactRequestsPerUserPerHour, windowSeconds: 3600 },
    ]);
    await deps.db.transaction((tx) =>
      publishEvent(tx, PLATFORM_EVENTS, {
        source: 'onboarding',
        type: 'contact.requested',
        payload: { userId: uid, companyId: input.companyId ?? null, platform, locale: localeOf(req) },
      }),
    );
    res.status(202).json({ accepted: true });
  });

  /**
   * The browser's marketing-cookies choice for the signed-in user (docs/spec/behaviour.md §3 local settings). Only when it
   * is true is the request's HubSpot cookie kept (as the submissions' `hutk`); false forgets it.
   */
  router.put('/marketing/tracking', requireUser, async (req, res) => {
    const { marketingCookies } = ZMarketingTrackingSchema.parse(req.body);
    const cookie = (req.cookies as Record<string, unknown> | undefined)?.[HUBSPOT_COOKIE];
    const hutk = typeof cookie === 'string' && HUTK.test(cookie) ? cookie : undefined;
    await deps.setTracking?.(req.user!.uid, marketingCookies, hutk);
    res.status(204).end();
  });
}
