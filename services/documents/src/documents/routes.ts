import type { TCompanyDocuments } from '@conform/contracts';
import { type Db, localeOf, requireCompanyAdmin } from '@conform/server-kit';
import type { Request, Router } from 'express';
import type { DocumentsDomain } from './domain.ts';

const companyIdOf = (req: Request): string => req.params['companyId'] as string;

/** Under /platform/api/documents. */
export function documentRoutes(router: Router, domain: DocumentsDomain, db: Db): void {
  router.get('/companies/:companyId', requireCompanyAdmin(db), async (req, res) => {
    res.json((await domain.list(companyIdOf(req))) satisfies TCompanyDocuments);
  });
}

/** Under the spec's /platform/api/companies/:companyId/documents. */
export function documentAliasRoutes(router: Router, domain: DocumentsDomain, db: Db): void {
  router.put('/update', requireCompanyAdmin(db), async (req, res) => {
    res
      .status(202)
      .json((await domain.requestUpdate(companyIdOf(req), localeOf(req))) satisfies TCompanyDocuments);
  });
}
