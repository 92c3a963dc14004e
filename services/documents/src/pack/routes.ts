import { ZInspectionPackQuerySchema } from '@conform/contracts';
import {
  FILE_SECURITY_HEADERS,
  requireCompanyAdmin,
  setHeaders,
  type CompanyAccess,
} from '@conform/server-kit';
import type { Router } from 'express';
import { contentDisposition } from '../files/send.ts';
import type { InspectionPack } from './pack.ts';

/** Under /platform/api/documents: the inspection pack, streamed as a ZIP, for the company's admins. */
export function inspectionPackRoutes(router: Router, pack: InspectionPack, access: CompanyAccess): void {
  router.get('/companies/:companyId/inspection-pack', requireCompanyAdmin(access), async (req, res) => {
    const { language } = ZInspectionPackQuerySchema.parse(req.query);
    // Everything that can fail cleanly (a 404, the renderer down: 503) happens before the first byte.
    const prepared = await pack.prepare(String(req.params['companyId']), language);
    res.setHeader('Cache-Control', 'private, no-store');
    setHeaders(res, FILE_SECURITY_HEADERS);
    res.status(200);
    res.setHeader('Content-Type', 'application/zip');
    res.setHeader('Content-Disposition', contentDisposition('attachment', prepared.name));
    await pack.stream(res, prepared);
  });
}
