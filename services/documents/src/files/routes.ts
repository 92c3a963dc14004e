import {
  ZDocumentLinkRequestSchema,
  ZDocumentKeySchema,
  ZDocumentVersionDiffParamsSchema,
  ZSignedFileQuerySchema,
  type TDocumentLink,
  type TDocumentVersionDiff,
  type TDocumentVersions,
} from '@conform/contracts';
import { localeOf, requireCompanyAdmin, type CompanyAccess } from '@conform/server-kit';
import type { Router } from 'express';
import type { FilesDomain } from './domain.ts';
import { sendFile } from './send.ts';

/** Under /platform/api/documents. */
export function fileRoutes(router: Router, domain: FilesDomain, access: CompanyAccess): void {
  const admin = requireCompanyAdmin(access);
  router.post('/companies/:companyId/documents/:type/link', admin, async (req, res) => {
    const type = ZDocumentKeySchema.parse(req.params['type']);
    const request = ZDocumentLinkRequestSchema.parse(req.body);
    const link = await domain.createLink(req.params['companyId'] as string, type, request);
    res.status(201).json(link satisfies TDocumentLink);
  });

  router.get('/companies/:companyId/documents/:type/versions', admin, async (req, res) => {
    const type = ZDocumentKeySchema.parse(req.params['type']);
    res.json((await domain.versions(req.params['companyId'] as string, type)) satisfies TDocumentVersions);
  });

  // The redline between two versions: 400 for a number that is not one, 404 for a version not kept.
  router.get('/companies/:companyId/documents/:type/versions/:from/diff/:to', admin, async (req, res) => {
    const type = ZDocumentKeySchema.parse(req.params['type']);
    const { from, to } = ZDocumentVersionDiffParamsSchema.parse(req.params);
    res.json(
      (await domain.diff(req.params['companyId'] as string, type, from, to)) satisfies TDocumentVersionDiff,
    );
  });

  // The archive of every ready document, for a company admin (the session is the permission).
  router.get('/companies/:companyId/archive', admin, async (req, res) => {
    const { name, bytes } = await domain.archive(req.params['companyId'] as string, localeOf(req));
    sendFile(res, { bytes, name, contentType: 'application/zip', disposition: 'attachment' });
  });

  // The signature is the permission: the link opens in the same window or in the preview frame.
  router.get('/companies/:companyId/files/:fileId', async (req, res) => {
    const query = ZSignedFileQuerySchema.parse(req.query);
    const { file, bytes, disposition } = await domain.openSigned(
      req.params['companyId'],
      req.params['fileId'],
      query,
    );
    res.setHeader('Referrer-Policy', 'no-referrer');
    sendFile(res, { bytes, name: file.name, contentType: file.contentType, disposition });
  });
}
