import { ACCESS_MESSAGES, type AccessMessageKey } from '@conform/contracts/access-messages';
import { isPlatform, toEdition, type Edition, type Platform } from '@conform/contracts/edition';
import type { Request, RequestHandler } from 'express';
import type { Db } from './db.ts';
import { AppError } from './errors.ts';
import { createNotifiedCache } from './notified-cache.ts';
import { localeOf } from './request.ts';

/** The shell sends the edition's platform name (@conform/contracts' Edition module) with every request. */
export const PLATFORM_HEADER = 'x-platform';

/**
 * The platform (edition) a request comes from: the X-Platform header, else a `platform` query
 * parameter (a browser's EventSource cannot send headers); RO when neither names one.
 */
export function platformOf(req: { headers: Record<string, unknown>; query?: unknown }): Platform {
  const header = req.headers[PLATFORM_HEADER];
  if (isPlatform(header)) return header;
  const query = (req.query as Record<string, unknown> | undefined)?.['platform'];
  return isPlatform(query) ? query : 'ro';
}

/** The edition a request comes from (`platformOf`, as the catalogue and the validators name it). */
export function editionOf(req: { headers: Record<string, unknown>; query?: unknown }): Edition {
  return toEdition(platformOf(req));
}

/** NOTIFY channel of the companies service's trigger (migration 0005): payload = the company id. */
export const COMPANY_CHANGED_CHANNEL = 'company_changed';

/**
 * The company-admin check: the one cross-cutting read of another service's data (docs/architecture.md#published-read-models),
 * through the companies service's published view, never its tables. The companies' admins and
 * platforms are kept until the companies service's trigger says one changed. Made once per process
 * and handed to each service in its setup deps (`companyAccess`; the gateway gives every service
 * the same one): nothing is kept at module level.
 */
export function createCompanyAccess(db: Db) {
  const cache = createNotifiedCache<{ adminIds: string[]; platform: string }>(db, COMPANY_CHANGED_CHANNEL);
  return {
    /** True when the user is one of the company's admins and the company belongs to the platform. */
    async canAccess(companyId: string, uid: string, platform: Platform): Promise<boolean> {
      const access = await cache.get(companyId, async () => {
        const [row] = await db.query<{ admin_ids: string[] | null; platform: string }>(
          'SELECT admin_ids, platform FROM companies.company_view WHERE id = $1',
          [companyId],
        );
        return row ? { adminIds: row.admin_ids ?? [], platform: row.platform } : undefined;
      });
      return access !== undefined && access.platform === platform && access.adminIds.includes(uid);
    },
    /** Resolves once the LISTEN is in place: from then on what is read is kept (tests). */
    ready: () => cache.ready(),
  };
}
export type CompanyAccess = ReturnType<typeof createCompanyAccess>;

const refusal = (req: Request, code: 'unauthenticated' | 'forbidden', reason: AccessMessageKey) =>
  new AppError(code, ACCESS_MESSAGES[reason][localeOf(req)], { reason });

/**
 * Why the caller may not write company data, or undefined when they may (docs/spec/behaviour.md §6: company pages need
 * a non-anonymous signed-in user who accepted the terms): 401 `auth.required` without a session or
 * with an anonymous one, 403 `terms.required` before the terms are accepted. The message is in the
 * request's language; `details.reason` names it.
 */
export function accountRefusal(req: Request): AppError | undefined {
  if (!req.user || req.user.anonymous) return refusal(req, 'unauthenticated', 'auth.required');
  if (!req.user.terms) return refusal(req, 'forbidden', 'terms.required');
  return undefined;
}

/** For writes that create company data outside a company's routes (creating the company itself). */
export const requireAccount: RequestHandler = (req, _res, next) => {
  next(accountRefusal(req));
};

const isSafeMethod = (method: string) => method === 'GET' || method === 'HEAD' || method === 'OPTIONS';

/**
 * The one company-access check, used by every company-scoped endpoint (`…/:companyId/…`):
 * a signed-in user who is an admin of the company, on the company's platform. Anything else
 * gets the same 403, so a caller cannot learn which company ids exist. Every unsafe method
 * (a write, in every service) also needs an account (`accountRefusal`): checked here, once, so a
 * new company route cannot forget it. Reads stay open to an admin's anonymous session (a company
 * made before this rule is still shown to it until its owner signs in and it moves).
 */
export function requireCompanyAdmin(access: CompanyAccess): RequestHandler {
  return async (req, _res, next) => {
    const companyId = req.params['companyId'];
    if (typeof companyId !== 'string') throw new AppError('bad_request', 'The company id is missing.');
    if (!req.user) throw new AppError('unauthenticated', 'You need to be signed in.');
    if (!isSafeMethod(req.method)) {
      const refused = accountRefusal(req);
      if (refused) throw refused;
    }
    if (!(await access.canAccess(companyId, req.user.uid, platformOf(req)))) {
      throw new AppError('forbidden', 'You do not have access to this company.');
    }
    next();
  };
}
