import {
  ZDocumentLinkRequestSchema,
  ZDocumentTypeSchema,
  ZSignedFileQuerySchema,
  type TDocumentLink,
  type TDocumentVersions,
} from '@conform/contracts';
import { localeOf, requireCompanyAdmin, type Db } from '@conform/server-kit';
import type { Router } from 'express';
import type { FilesDomain } from './domain.ts';

/** RFC 6266: an ASCII fallback name and the exact UTF-8 one. */
function contentDisposition(disposition: string, name: string): string {
  const clean = name.replace(/[\r\n"\\/]/g, ' ');
  const ascii = clean
    .replace(/[\u2013\u2014]/g, '-')
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(clean)}`;
}

/** Under /platform/api/documents. */
export function fileRoutes(router: Router, domain: FilesDomain, db: Db): void {
  router.post('/companies/:companyId/documents/:type/link', requireCompanyAdmin(db), async (req, res) => {
    const type = ZDocumentTypeSchema.parse(req.params['type']);
    const request = ZDocumentLinkRequestSchema.parse(req.body);
    const link = await domain.createLink(req.params['companyId'] as string, type, request);
    res.status(201).json(link satisfies TDocumentLink);
  });

  router.get('/companies/:companyId/documents/:type/versions', requireCompanyAdmin(db), async (req, res) => {
    const type = ZDocumentTypeSchema.parse(req.params['type']);
    res.json((await domain.versions(req.params['companyId'] as string, type)) satisfies TDocumentVersions);
  });

  // The archive of every ready document, for a company admin (the session is the permission).
  router.get('/companies/:companyId/archive', requireCompanyAdmin(db), async (req, res) => {
    const { name, bytes } = await domain.archive(req.params['companyId'] as string, localeOf(req));
    res.setHeader('Content-Type', 'application/zip');
    res.setHeader('Content-Length', String(bytes.length));
    res.setHeader('Content-Disposition', contentDisposition('attachment', name));
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.end(bytes);
  });

  // The signature is the permission: the link opens in the same window or in the preview frame.
  router.get('/companies/:companyId/files/:fileId', async (req, res) => {
    const query = ZSignedFileQuerySchema.parse(req.query);
    const { file, bytes, disposition } = await domain.openSigned(
      req.params['companyId'],
      req.params['fileId'],
      query,
    );
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Length', String(bytes.length));
    res.setHeader('Content-Disposition', contentDisposition(disposition, file.name));
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.end(bytes);
  });
}
