import type { TCompanyDocuments, TToComplete } from '@conform/contracts';
import {
  type CompanyAccess,
  localeOf,
  type Logger,
  type NotificationHub,
  requireCompanyAdmin,
  streamState,
} from '@conform/server-kit';
import type { Request, Router } from 'express';
import type { DocumentsDomain } from './domain.ts';

const companyIdOf = (req: Request): string => req.params['companyId'] as string;

/** Under /platform/api/documents. */
export function documentRoutes(
  router: Router,
  domain: DocumentsDomain,
  deps: { access: CompanyAccess; hub: NotificationHub; logger: Logger },
): void {
  router.get('/companies/:companyId', requireCompanyAdmin(deps.access), async (req, res) => {
    res.json((await domain.list(companyIdOf(req))) satisfies TCompanyDocuments);
  });

  // What the current documents still leave blank: the questions the admin has yet to answer.
  router.get('/companies/:companyId/to-complete', requireCompanyAdmin(deps.access), async (req, res) => {
    res.json((await domain.toComplete(companyIdOf(req), localeOf(req))) satisfies TToComplete);
  });

  // The documents page's live status: the same answer, pushed whenever a document's status changes.
  router.get('/companies/:companyId/events', requireCompanyAdmin(deps.access), async (req, res) => {
    const companyId = companyIdOf(req);
    await streamState(req, res, {
      hub: deps.hub,
      key: companyId,
      event: 'documents',
      read: () => domain.list(companyId),
      logger: deps.logger,
    });
  });
}

/** Under the spec's /platform/api/companies/:companyId/documents. */
export function documentAliasRoutes(router: Router, domain: DocumentsDomain, access: CompanyAccess): void {
  router.put('/update', requireCompanyAdmin(access), async (req, res) => {
    res
      .status(202)
      .json((await domain.requestUpdate(companyIdOf(req), localeOf(req))) satisfies TCompanyDocuments);
  });
}
