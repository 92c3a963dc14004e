import type { TDocumentLink } from '@conform/contracts';
import { AppError } from '@conform/server-kit';
import type { DocumentsRepository } from '../documents/repository.ts';
import type { FilesRepository } from './repository.ts';
import type { Disposition, LinkSigner } from './signing.ts';
import type { FileStorage } from './storage.ts';

/** Ids are word characters only; anything else in a file URL is refused before any lookup. */
const ID = /^[A-Za-z0-9]{1,64}$/;

const denied = () => new AppError('forbidden', 'This download link is not valid.');

export function createFilesDomain(deps: {
  documents: DocumentsRepository;
  files: FilesRepository;
  storage: FileStorage;
  signer: LinkSigner;
  ttlSeconds: number;
  now?: () => number;
}) {
  const now = deps.now ?? (() => Date.now());

  return {
    /** A signed link to a READY document's current file (spec §6: download requires READY). */
    async createLink(companyId: string, type: string, disposition: Disposition): Promise<TDocumentLink> {
      const document = await deps.documents.find(companyId, type);
      if (!document) throw new AppError('not_found', 'Document not found.');
      if (document.status !== 'READY' || !document.fileId) {
        throw new AppError('conflict', 'The document is not ready for download.');
      }
      const exp = Math.floor(now() / 1000) + deps.ttlSeconds;
      const signed = { companyId, fileId: document.fileId, exp, disposition };
      const query = new URLSearchParams({ exp: String(exp), d: disposition, sig: deps.signer.sign(signed) });
      return {
        url: `/platform/api/documents/companies/${companyId}/files/${document.fileId}?${query.toString()}`,
        expiresAt: new Date(exp * 1000).toISOString(),
      };
    },

    /** Opens a file for a signed link; a tampered or expired link is refused alike. */
    async openSigned(companyId: string, fileId: string, query: { exp: number; d: Disposition; sig: string }) {
      if (!ID.test(companyId) || !ID.test(fileId)) throw denied();
      const signed = { companyId, fileId, exp: query.exp, disposition: query.d };
      if (!deps.signer.verify(signed, query.sig)) throw denied();
      if (query.exp * 1000 < now()) throw new AppError('forbidden', 'This download link has expired.');
      const file = await deps.files.findForCompany(fileId, companyId);
      if (!file) throw new AppError('not_found', 'File not found.');
      return { file, bytes: await deps.storage.read(file.path), disposition: query.d };
    },
  };
}
export type FilesDomain = ReturnType<typeof createFilesDomain>;
