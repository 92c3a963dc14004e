import type { TEvidenceLedger } from '@conform/contracts';
import { type CompanyAccess, requireCompanyAdmin, type SqlRunner } from '@conform/server-kit';
import type { Router } from 'express';
import { readLedger, verifyLedger } from './ledger.ts';

/**
 * Under /platform/api/documents: the company's evidence ledger with its verification, for its admins
 * (an inspection pack carries it; scripts/verify-ledger.ts checks the same JSON offline).
 */
export function ledgerRoutes(router: Router, db: SqlRunner, access: CompanyAccess): void {
  router.get('/companies/:companyId/ledger', requireCompanyAdmin(access), async (req, res) => {
    const companyId = String(req.params['companyId']);
    const entries = await readLedger(db, companyId);
    const body: TEvidenceLedger = { companyId, entries, verification: verifyLedger(entries) };
    // The file an inspector keeps: downloadable as is.
    res.setHeader('Content-Disposition', `inline; filename="ledger-${companyId}.json"`);
    res.json(body);
  });
}
