/**
 * Signed copies uploaded back: the company prints an agreement or a decision the platform made, has
 * it signed, and uploads the signed copy (a PDF or a scan) for the version it answers. The file is
 * kept with the company's other files, its SHA-256 computed here from the bytes received, and the
 * upload recorded in the evidence ledger (kind SIGNED_DOCUMENT) in the transaction that records it.
 */
import { isSignableDocument, type TSignedCopyContentType, type TSignedDocument } from '@conform/contracts';
import { AppError, newId, type Db, type SqlRunner } from '@conform/server-kit';
import { storageFolder } from '../catalogue.ts';
import type { DocumentsRepository } from '../documents/repository.ts';
import { appendEvidence, sha256 } from '../ledger/ledger.ts';
import { todayIn } from '../registers/deadlines.ts';
import type { FileStorage } from '../files/storage.ts';

const EXTENSION: Record<TSignedCopyContentType, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

/** What the bytes are, by their first bytes (a name or a declared type proves nothing). */
export function sniffSignedCopy(bytes: Uint8Array): TSignedCopyContentType | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf'; // %PDF-
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  return null;
}

/** A file name the browser may be offered again: no path, no control characters, its true extension. */
function cleanName(given: string | undefined, type: string, contentType: TSignedCopyContentType): string {
  const base = (given ?? '')
    .replace(/^.*[\\/]/, '')
    .replace(/[\p{Cc}"]/gu, '')
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .trim()
    .slice(0, 150);
  return `${base || type}.${EXTENSION[contentType]}`;
}

interface SignedRow {
  id: string;
  type: string;
  version: number;
  file_id: string;
  sha256: string;
  signed_on: string | Date;
  note: string | null;
  uploaded_at: string | Date;
  name: string;
  content_type: string;
  bytes: number;
  path: string;
}

const day = (value: string | Date) =>
  typeof value === 'string' ? value.slice(0, 10) : todayIn(value, 'UTC');

function view(row: SignedRow): TSignedDocument {
  return {
    id: row.id,
    type: row.type,
    version: row.version,
    fileName: row.name,
    contentType: row.content_type as TSignedCopyContentType,
    bytes: row.bytes,
    sha256: row.sha256,
    signedOn: day(row.signed_on),
    note: row.note,
    uploadedAt: new Date(row.uploaded_at).toISOString(),
  };
}

const SELECT = `SELECT s.id, s.type, s.version, s.file_id, s.sha256, s.signed_on, s.note, s.uploaded_at,
                       f.name, f.content_type, f.bytes, f.path
                  FROM documents.signed_documents s JOIN documents.files f ON f.id = s.file_id`;

export function createSignedDocuments(deps: {
  db: Db;
  documents: DocumentsRepository;
  storage: FileStorage;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function list(db: SqlRunner, companyId: string, type?: string) {
    return db.query<SignedRow>(
      `${SELECT} WHERE s.company_id = $1 ${type ? 'AND s.type = $2' : ''}
        ORDER BY s.uploaded_at DESC, s.id`,
      type ? [companyId, type] : [companyId],
    );
  }

  return {
    async upload(
      companyId: string,
      type: string,
      upload: {
        bytes: Uint8Array;
        declaredType: string | undefined;
        version?: number | undefined;
        signedOn: string;
        fileName?: string | undefined;
        note: string | null;
        uploadedBy: string;
      },
    ): Promise<TSignedDocument> {
      if (!isSignableDocument(type)) {
        throw new AppError(
          'validation',
          'This document is not one a party signs: no signed copy is kept for it.',
          [{ path: 'type', message: 'validation.signedCopy.notSignable' }],
        );
      }
      const contentType = sniffSignedCopy(upload.bytes);
      if (!contentType || contentType !== upload.declaredType) {
        throw new AppError('validation', 'The signed copy must be a PDF, PNG or JPEG file.', [
          { path: 'file', message: 'validation.signedCopy.fileType' },
        ]);
      }
      if (upload.signedOn > todayIn(now())) {
        throw new AppError('validation', 'The signing date cannot be in the future.', [
          { path: 'signedOn', message: 'validation.date.future' },
        ]);
      }
      const document = await deps.documents.find(companyId, type);
      if (!document) throw new AppError('not_found', 'Document not found.');
      const versionNumber = upload.version ?? document.version ?? undefined;
      const version =
        versionNumber === undefined
          ? undefined
          : await deps.documents.findVersion(companyId, type, versionNumber);
      if (!version) {
        throw new AppError('validation', 'The document has no such version.', [
          { path: 'version', message: 'validation.signedCopy.version' },
        ]);
      }
      const id = newId();
      const path = `${companyId}/${storageFolder(type)}/signed/${id}.${EXTENSION[contentType]}`;
      const digest = sha256(upload.bytes);
      const name = cleanName(upload.fileName, type, contentType);
      await deps.storage.put(path, upload.bytes);
      try {
        await deps.db.transaction(async (tx) => {
          await tx.query(
            `INSERT INTO documents.files (id, company_id, path, name, bytes, content_type)
             VALUES ($1, $2, $3, $4, $5, $6)`,
            [id, companyId, path, name, upload.bytes.length, contentType],
          );
          await tx.query(
            `INSERT INTO documents.signed_documents
               (id, company_id, type, version, file_id, sha256, signed_on, note, uploaded_by)
             VALUES ($1, $2, $3, $4, $1, $5, $6, $7, $8)`,
            [id, companyId, type, version.version, digest, upload.signedOn, upload.note, upload.uploadedBy],
          );
          await appendEvidence(tx, companyId, {
            kind: 'SIGNED_DOCUMENT',
            subject: type,
            digest,
            details: { id, version: version.version, signedOn: upload.signedOn, contentType },
          });
        });
      } catch (err) {
        // Not recorded: the file is not kept either.
        await deps.storage.remove(path).catch(() => undefined);
        throw err;
      }
      const [row] = await list(deps.db, companyId, type);
      return view(row!);
    },

    /** The signed copies of one document (or of every document), newest first. */
    async list(companyId: string, type?: string): Promise<TSignedDocument[]> {
      return (await list(deps.db, companyId, type)).map(view);
    },

    /** Every signed copy with where its bytes are, for the inspection pack. */
    async stored(companyId: string): Promise<Array<TSignedDocument & { path: string }>> {
      return (await list(deps.db, companyId)).map((row) => ({ ...view(row), path: row.path }));
    },

    /** The file of one signed copy of the company (for a signed download link). */
    async fileOf(companyId: string, id: string): Promise<string> {
      const [row] = await deps.db.query<{ file_id: string }>(
        `SELECT file_id FROM documents.signed_documents WHERE company_id = $1 AND id = $2`,
        [companyId, id],
      );
      if (!row) throw new AppError('not_found', 'Signed copy not found.');
      return row.file_id;
    },
  };
}
export type SignedDocuments = ReturnType<typeof createSignedDocuments>;
