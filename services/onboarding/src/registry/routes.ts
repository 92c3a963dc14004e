import { type TCompanyRegistryInfo } from '@conform/contracts';
import { AppError } from '@conform/server-kit';
import type { Router } from 'express';
import type { RegistryDomain } from './domain.ts';

export function registryRoutes(router: Router, domain: RegistryDomain): void {
  // The specification's path (docs/spec/behaviour.md §7). Any session kind or none: the company form follows the quiz.
  router.get('/v1/companies/:fiscalCode/info', async (req, res) => {
    const info = await domain.info(String(req.params['fiscalCode']), req.ip ?? 'unknown');
    if (!info) throw new AppError('not_found', 'The registry has no data for this fiscal code.');
    res.json(info satisfies TCompanyRegistryInfo);
  });
}
