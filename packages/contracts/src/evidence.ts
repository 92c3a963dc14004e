// Contracts of the evidence kept by the documents service: the signed copies uploaded back and the
// inspection pack. Z<Name>Schema zod schemas and T<Name> types.
import { z } from 'zod';
import { ZDaySchema } from './validation.ts';

// Which types are signed (and so uploaded back): a module without zod, for the documents page.
export { SIGNABLE_DOCUMENT_TYPES, isSignableDocument } from './signable.ts';

/** What a signed copy may be: a PDF or a scan (checked by the file's first bytes, not its name). */
export const SIGNED_COPY_CONTENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type TSignedCopyContentType = (typeof SIGNED_COPY_CONTENT_TYPES)[number];

/** The largest signed copy accepted (a scanned agreement of a few pages). */
export const SIGNED_COPY_MAX_BYTES = 15 * 1024 * 1024;

/**
 * `POST /documents/companies/:companyId/documents/:type/signed?…`: the file is the request's body
 * (its Content-Type one of SIGNED_COPY_CONTENT_TYPES), the rest in the query.
 */
export const ZSignedCopyUploadQuerySchema = z.object({
  /** The version of the document the signed copy answers; the current one when not said. */
  version: z.coerce.number({ error: 'validation.required' }).int().positive().optional(),
  /** The day it was signed (not after today: checked by the service, in Romania's time). */
  signedOn: ZDaySchema,
  /** The file's name on the admin's computer, offered again on download. */
  fileName: z.string().trim().max(200, 'validation.tooLong').optional(),
  note: z
    .string()
    .trim()
    .max(500, 'validation.tooLong')
    .nullish()
    .transform((v) => v || null),
});
export type TSignedCopyUploadQuery = z.input<typeof ZSignedCopyUploadQuerySchema>;

/** A signed copy uploaded back, as the company's admins see it. */
export const ZSignedDocumentSchema = z.object({
  id: z.string(),
  /** The document's key. */
  type: z.string(),
  /** The version of the document it answers. */
  version: z.number().int().positive(),
  fileName: z.string(),
  contentType: z.enum(SIGNED_COPY_CONTENT_TYPES),
  bytes: z.number().int().nonnegative(),
  /** SHA-256 of the file's bytes, computed by the service. */
  sha256: z.string(),
  signedOn: z.string(),
  note: z.string().nullable(),
  uploadedAt: z.iso.datetime({ offset: true }),
});
export type TSignedDocument = z.infer<typeof ZSignedDocumentSchema>;

/** `GET …/documents/:type/signed`: the signed copies of a document, newest first. */
export const ZSignedDocumentsSchema = z.object({ signed: z.array(ZSignedDocumentSchema) });
export type TSignedDocuments = z.infer<typeof ZSignedDocumentsSchema>;

/** `GET …/inspection-pack?language=ro|en`: the pack's language (its index and file names). */
export const ZInspectionPackQuerySchema = z.object({
  language: z.enum(['ro', 'en']).default('ro'),
});
export type TInspectionPackQuery = z.input<typeof ZInspectionPackQuerySchema>;

/** `POST …/signed/:id/link`: how the signed copy opens (a download unless said). */
export const ZSignedCopyLinkRequestSchema = z
  .object({ disposition: z.enum(['inline', 'attachment']).default('attachment') })
  .default({ disposition: 'attachment' });
