import {
  SIGNED_COPY_CONTENT_TYPES,
  SIGNED_COPY_MAX_BYTES,
  ZDocumentKeySchema,
  ZSignedCopyUploadQuerySchema,
  ZSignedCopyLinkRequestSchema,
  type TDocumentLink,
  type TSignedDocument,
  type TSignedDocuments,
} from '@conform/contracts';
import { AppError, requireCompanyAdmin, type CompanyAccess } from '@conform/server-kit';
import express, { type Router } from 'express';
import type { FilesDomain } from '../files/domain.ts';
import type { SignedDocuments } from './signed.ts';

/**
 * Under /platform/api/documents: a signed copy of a document uploaded back, its list and its
 * download link, for the company's admins. The file is the request's body (PDF, PNG or JPEG, as its
 * Content-Type says and its first bytes prove), read only after the admin check.
 */
export function signedDocumentRoutes(
  router: Router,
  signed: SignedDocuments,
  files: FilesDomain,
  access: CompanyAccess,
): void {
  const admin = requireCompanyAdmin(access);
  const body = express.raw({ type: [...SIGNED_COPY_CONTENT_TYPES], limit: SIGNED_COPY_MAX_BYTES });

  router.post('/companies/:companyId/documents/:type/signed', admin, body, async (req, res) => {
    const type = ZDocumentKeySchema.parse(req.params['type']);
    const query = ZSignedCopyUploadQuerySchema.parse(req.query);
    const declared = req.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
    if (!Buffer.isBuffer(req.body) || req.body.length === 0) {
      throw new AppError('validation', 'Send the signed copy as the body: a PDF, PNG or JPEG file.', [
        { path: 'file', message: 'validation.signedCopy.fileType' },
      ]);
    }
    const saved = await signed.upload(String(req.params['companyId']), type, {
      bytes: req.body,
      declaredType: declared,
      version: query.version,
      signedOn: query.signedOn,
      fileName: query.fileName,
      note: query.note,
      uploadedBy: req.user!.uid,
    });
    res.status(201).json(saved satisfies TSignedDocument);
  });

  router.get('/companies/:companyId/documents/:type/signed', admin, async (req, res) => {
    const type = ZDocumentKeySchema.parse(req.params['type']);
    const list = await signed.list(String(req.params['companyId']), type);
    res.json({ signed: list } satisfies TSignedDocuments);
  });

  // A link like a document's: the signature is the permission, it expires.
  router.post('/companies/:companyId/signed/:id/link', admin, async (req, res) => {
    const companyId = String(req.params['companyId']);
    const { disposition } = ZSignedCopyLinkRequestSchema.parse(req.body);
    const fileId = await signed.fileOf(companyId, String(req.params['id']));
    res.status(201).json(files.linkTo(companyId, fileId, disposition) satisfies TDocumentLink);
  });
}
