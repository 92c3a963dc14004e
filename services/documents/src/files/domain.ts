import type {
  TDocumentFormat,
  TDocumentLink,
  TDocumentVersionDiff,
  TDocumentVersions,
} from '@conform/contracts';
import { zipSync, type Zippable } from 'fflate';
import { AppError, newId, type Db } from '@conform/server-kit';
import { storageFolder, typeOfKey } from '../catalogue.ts';
import { versionDiff } from '../documents/diff.ts';
import type { DocumentVersion, DocumentsRepository } from '../documents/repository.ts';
import { renderDocx } from '../engine/docx.ts';
import { versionReasons } from '../engine/history.ts';
import { DOCX_TYPE, fileNameOf, printsHistory } from '../engine/render.ts';
import type { FilesRepository } from './repository.ts';
import type { Disposition, LinkSigner } from './signing.ts';
import type { FileStorage } from './storage.ts';

/** Ids are word characters only; anything else in a file URL is refused before any lookup. */
const ID = /^[A-Za-z0-9]{1,64}$/;

const denied = () => new AppError('forbidden', 'This download link is not valid.');

/**
 * A document whose package was refunded (or is not bought), or whose channel was removed: 403, the
 * same for a new link and for a link signed before. The files exist and the caller once had them, so
 * not a 404; and not a 410, since buying the package (or describing the channel) again makes them
 * available again.
 */
const locked = () =>
  new AppError(
    'forbidden',
    'This document is locked: its package was refunded or is not bought, or its channel was removed.',
  );

export function createFilesDomain(deps: {
  db: Db;
  documents: DocumentsRepository;
  files: FilesRepository;
  storage: FileStorage;
  signer: LinkSigner;
  ttlSeconds: number;
  now?: () => number;
}) {
  const now = deps.now ?? (() => Date.now());

  function sign(companyId: string, fileId: string, disposition: Disposition): TDocumentLink {
    const exp = Math.floor(now() / 1000) + deps.ttlSeconds;
    const signed = { companyId, fileId, exp, disposition };
    const query = new URLSearchParams({ exp: String(exp), d: disposition, sig: deps.signer.sign(signed) });
    return {
      url: `/platform/api/documents/companies/${companyId}/files/${fileId}?${query.toString()}`,
      expiresAt: new Date(exp * 1000).toISOString(),
    };
  }

  /**
   * A version's DOCX: the one already made, or made now from the tree the version was printed from
   * (the worker only prints the PDF: most versions are never opened in Word, and the DOCX would take
   * CPU from the renders). Versions from before the engine have none.
   */
  async function docxOf(
    companyId: string,
    type: string,
    version: DocumentVersion | undefined,
  ): Promise<string | undefined> {
    if (!version) return undefined;
    if (version.docxFileId) return version.docxFileId;
    if (!version.docxSource) return undefined;
    const { tree, labels } = version.docxSource;
    const bytes = await renderDocx(tree, labels);
    const id = newId();
    const path = `${companyId}/${storageFolder(type)}/${id}.docx`;
    await deps.storage.put(path, bytes);
    const { fileId, kept } = await deps.db.transaction((tx) =>
      deps.documents.attachDocx(tx, companyId, type, version.version, {
        id,
        path,
        name: `${fileNameOf(tree)}.docx`,
        bytes: bytes.length,
        contentType: DOCX_TYPE,
      }),
    );
    if (!kept) await deps.storage.remove(path).catch(() => undefined);
    return fileId;
  }

  return {
    /** A signed link to a file of the company the caller already found (a signed copy uploaded back). */
    linkTo(companyId: string, fileId: string, disposition: Disposition): TDocumentLink {
      return sign(companyId, fileId, disposition);
    },

    /** A version's DOCX file, made now when it was not made yet (the inspection pack's Word copies). */
    docxOf,

    /**
     * A signed link to a document's file: the current version's, which needs the document READY
     * (docs/spec/behaviour.md §6), or an earlier version's, which stays downloadable; as PDF or as editable DOCX.
     */
    async createLink(
      companyId: string,
      type: string,
      request: { disposition: Disposition; format: TDocumentFormat; version?: number | undefined },
    ): Promise<TDocumentLink> {
      if (type === 'ARCHIVE') {
        throw new AppError(
          'bad_request',
          'The archive is downloaded whole, from the archive address; it has no single file to link to.',
        );
      }
      let version: DocumentVersion | undefined;
      const document = await deps.documents.find(companyId, type);
      // Earlier versions included: a locked document has no file to give.
      if (document?.status === 'LOCKED') throw locked();
      if (request.version !== undefined) {
        version = await deps.documents.findVersion(companyId, type, request.version);
        if (!version) throw new AppError('not_found', 'Document version not found.');
      } else {
        if (!document) throw new AppError('not_found', 'Document not found.');
        if (document.status !== 'READY' || !document.fileId) {
          throw new AppError('conflict', 'The document is not ready for download.');
        }
        version = await deps.documents.currentVersionOf(document);
        if (!version && request.format === 'pdf') {
          // A file from before versions were kept: the document's own.
          return sign(companyId, document.fileId, request.disposition);
        }
      }
      const fileId =
        request.format === 'docx'
          ? await docxOf(companyId, type, version)
          : request.format === 'xlsx'
            ? (version?.xlsxFileId ?? undefined)
            : version?.pdfFileId;
      if (!fileId)
        throw new AppError('not_found', `This document has no ${request.format.toUpperCase()} file.`);
      // A DOCX or XLSX is only ever downloaded: browsers cannot show it in the preview frame.
      return sign(companyId, fileId, request.format === 'pdf' ? request.disposition : 'attachment');
    },

    /**
     * The archive (catalogue ARCHIVE): the current PDF and Word copy of every ready document, made
     * when asked (Word copies not made yet are made now), so it is always the documents in force.
     * Nothing is stored: a company downloads it rarely and any stored copy would soon be stale.
     */
    async archive(companyId: string, language: 'ro' | 'en'): Promise<{ name: string; bytes: Uint8Array }> {
      const ready = (await deps.documents.listByCompany(companyId)).filter(
        (d) => d.status === 'READY' && d.fileId,
      );
      if (ready.length === 0) throw new AppError('not_found', 'There is no ready document to archive yet.');
      const entries: Zippable = {};
      const add = async (folder: string, fileId: string | undefined) => {
        const file = fileId ? await deps.files.findForCompany(fileId, companyId) : undefined;
        if (!file) return;
        let name = `${folder}/${file.name}`;
        for (let n = 2; name in entries; n++) name = `${folder}/${n} ${file.name}`;
        // PDFs and DOCX are compressed already: stored as they are, the archive is made at once.
        entries[name] = [await deps.storage.read(file.path), { level: 0 }];
      };
      for (const document of ready) {
        await add('PDF', document.fileId!);
        const version = await deps.documents.currentVersionOf(document);
        await add('Word', await docxOf(companyId, document.type, version));
        await add('Excel', version?.xlsxFileId ?? undefined);
      }
      const day = new Date(now()).toISOString().slice(0, 10);
      return {
        name: `${language === 'ro' ? 'Documente GDPR' : 'GDPR documents'} ${day}.zip`,
        bytes: zipSync(entries),
      };
    },

    /** The versions of a document, newest first, with what changed in each and why. */
    async versions(companyId: string, type: string): Promise<TDocumentVersions> {
      const rows = await deps.documents.versions(companyId, type);
      // Why each was made, as the history printed at the end of the document says it.
      const code = typeOfKey(type);
      const history = printsHistory(code) ? await deps.documents.history(deps.db, companyId, type) : [];
      const reasons = versionReasons(code, history);
      const reasonOf = new Map(history.map((v, i) => [v.number, reasons[i] ?? null]));
      return {
        versions: rows.map((v) => ({
          version: v.version,
          createdAt: v.createdAt.toISOString(),
          language: v.language,
          formats: [
            'pdf' as const,
            ...(v.docxFileId || v.docxSource ? ['docx' as const] : []),
            ...(v.xlsxFileId ? ['xlsx' as const] : []),
          ],
          changes: v.changes,
          reason: reasonOf.get(v.version) ?? null,
        })),
      };
    },

    /**
     * The redline between two versions (documents/diff.ts): the sections added, removed or changed,
     * word by word. A locked document shows none, as it gives no file.
     */
    async diff(companyId: string, type: string, from: number, to: number): Promise<TDocumentVersionDiff> {
      const document = await deps.documents.find(companyId, type);
      if (document?.status === 'LOCKED') throw locked();
      const [before, after] = await Promise.all([
        deps.documents.findVersion(companyId, type, from),
        deps.documents.findVersion(companyId, type, to),
      ]);
      if (!before || !after) throw new AppError('not_found', 'Document version not found.');
      // Versions made before their text was kept (their DOCX was made at once) cannot be compared.
      if (!before.docxSource?.tree || !after.docxSource?.tree)
        throw new AppError('conflict', 'The text of this version was not kept: it cannot be compared.');
      return versionDiff(
        { version: from, tree: before.docxSource.tree },
        { version: to, tree: after.docxSource.tree },
      );
    },

    /** Opens a file for a signed link; a tampered or expired link is refused alike. */
    async openSigned(companyId: string, fileId: string, query: { exp: number; d: Disposition; sig: string }) {
      if (!ID.test(companyId) || !ID.test(fileId)) throw denied();
      const signed = { companyId, fileId, exp: query.exp, disposition: query.d };
      if (!deps.signer.verify(signed, query.sig)) throw denied();
      if (query.exp * 1000 < now()) throw new AppError('forbidden', 'This download link has expired.');
      const file = await deps.files.findForCompany(fileId, companyId);
      if (!file) throw new AppError('not_found', 'File not found.');
      // The signature was genuine when given; the refund that followed took the permission back.
      if (file.locked) throw locked();
      return { file, bytes: await deps.storage.read(file.path), disposition: query.d };
    },
  };
}
export type FilesDomain = ReturnType<typeof createFilesDomain>;
