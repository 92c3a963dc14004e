/**
 * The inspection pack: one ZIP with what a company shows an inspector or an auditor. `00-index.pdf`
 * (content/_shared/inspection-pack: what the pack is, every file inside with its SHA-256, the
 * ledger's check), the current documents (PDF and Word), the Art. 30 spreadsheets, the printed
 * registers and the registers as spreadsheets with their entries' history from the ledger, the
 * signed copies uploaded back, the staff's read confirmations (spreadsheets.ts), and the evidence
 * ledger itself with its verification.
 *
 * Made in two passes so memory holds one file at a time: the sections list the files and their
 * fingerprints (each file read once and let go), the index is printed from that list, then the ZIP
 * is streamed, each file read again as its turn comes and the answer's buffer drained before the
 * next (a slow download holds the next file back instead of the process's memory).
 */
import { readCompany } from '@conform/companies-service/read';
import type { TEvidenceLedger } from '@conform/contracts';
import { companyTimeZone, timeZoneLabel } from '@conform/contracts/time-zone';
import { AppError, notFound, type Db } from '@conform/server-kit';
import type { Response } from 'express';
import { Zip, ZipPassThrough } from 'fflate';
import { documentTexts, typeOfKey } from '../catalogue.ts';
import type { DocumentsRepository } from '../documents/repository.ts';
import { renderContent } from '../engine/content/engine.ts';
import { formatMoment } from '../engine/blocks.ts';
import { renderHtml } from '../engine/html.ts';
import { MESSAGES } from '../engine/template.ts';
import type { DocumentTree } from '../engine/tree.ts';
import type { SignedDocuments } from '../evidence/signed.ts';
import type { FilesDomain } from '../files/domain.ts';
import type { FilesRepository } from '../files/repository.ts';
import type { FileStorage } from '../files/storage.ts';
import { printWhileWaiting, type RendererClient } from '../generation/renderer-client.ts';
import {
  describeVerification,
  readLedger,
  sha256,
  verifyLedger,
  type LedgerEntry,
  type TLedgerKind,
} from '../ledger/ledger.ts';
import { REGISTER_DOCUMENTS } from '../registers/domain.ts';
import type { RegistersRepository } from '../registers/repository.ts';
import { PACK_CLAUSE, ZPackFacts } from './facts.ts';
import { PACK_LABELS, type PackLanguage } from './labels.ts';
import { acknowledgementsWorkbook, registerWorkbooks } from './spreadsheets.ts';

/** One file of the pack: where it goes, what it is, and how to read its bytes again. */
export interface PackFile {
  path: string;
  title: string;
  version: number | null;
  /** When the version was made (or the copy uploaded); null for a file with no date of its own. */
  madeAt: Date | null;
  sha256: string;
  read: () => Promise<Uint8Array>;
}

export interface PackContext {
  companyId: string;
  language: PackLanguage;
  /** The catalogue's titles in the pack's language (the INT edition's English on INT). */
  titleOf: (key: string) => string;
  ledger: LedgerEntry[];
  /** The zone the pack's times are printed in: the company's (`companyTimeZone` of its country). */
  timeZone: string;
}

/** A part of the pack: the files it adds, in order. */
export type PackSection = (
  ctx: PackContext,
  add: (file: Omit<PackFile, 'sha256'>) => Promise<void>,
) => Promise<void>;

/** The register entries' changes, as the ledger recorded them. */
const REGISTER_KINDS: readonly TLedgerKind[] = ['REQUEST', 'BREACH', 'WHISTLEBLOWING_REPORT'];
const REGISTER_TYPES = new Set<string>(Object.values(REGISTER_DOCUMENTS));

/** The answer's buffer has room again (or the client left: nothing more is written then). */
function drained(res: Response): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

const json = (value: unknown) => new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`);

/** A name inside the ZIP: no folder separators or characters a file system refuses. */
function safeName(name: string): string {
  return (
    name
      .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 150) || 'file'
  );
}

export function createInspectionPack(deps: {
  db: Db;
  documents: DocumentsRepository;
  files: FilesRepository;
  filesDomain: FilesDomain;
  storage: FileStorage;
  signed: SignedDocuments;
  registers: RegistersRepository;
  renderer: RendererClient;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  /** A stored file of the company, read from storage when its turn comes. */
  async function stored(companyId: string, fileId: string | null | undefined) {
    const file = fileId ? await deps.files.findForCompany(fileId, companyId) : undefined;
    return file ? { name: file.name, read: () => deps.storage.read(file.path) } : undefined;
  }

  /** Every ready document's current PDF and Word copy; the Art. 30 spreadsheets; the printed registers. */
  const documentsSection: PackSection = async (ctx, add) => {
    const ready = (await deps.documents.listByCompany(ctx.companyId)).filter(
      (d) => d.status === 'READY' && d.fileId,
    );
    for (const document of ready) {
      const version = await deps.documents.currentVersionOf(document);
      const folder = REGISTER_TYPES.has(typeOfKey(document.type)) ? 'registers' : 'documents';
      const common = {
        title: ctx.titleOf(document.type),
        version: version?.version ?? document.version ?? null,
        madeAt: version?.createdAt ?? document.updatedAt,
      };
      const pdf = await stored(ctx.companyId, document.fileId);
      if (pdf) await add({ ...common, path: `${folder}/${pdf.name}`, read: pdf.read });
      const docx = await stored(
        ctx.companyId,
        await deps.filesDomain.docxOf(ctx.companyId, document.type, version),
      );
      if (docx) await add({ ...common, path: `${folder}/${docx.name}`, read: docx.read });
      const xlsx = await stored(ctx.companyId, version?.xlsxFileId);
      if (xlsx) await add({ ...common, path: `records/${xlsx.name}`, read: xlsx.read });
    }
  };

  /**
   * The registers as spreadsheets (each register with entries: its rows and the history of its
   * entries), then the entries' history as the ledger recorded it: every change to a request, breach
   * or report.
   */
  const registersSection: PackSection = async (ctx, add) => {
    const labels = PACK_LABELS[ctx.language].registerSheets;
    for (const sheet of await registerWorkbooks(
      deps.registers,
      ctx.companyId,
      ctx.language,
      ctx.ledger,
      ctx.timeZone,
    )) {
      await add({
        path: `registers/${labels.file[sheet.register]}`,
        title: labels.title[sheet.register],
        version: null,
        madeAt: sheet.lastChangedAt,
        read: () => Promise.resolve(sheet.bytes),
      });
    }
    const history = ctx.ledger.filter((e) => REGISTER_KINDS.includes(e.kind));
    const bytes = json({ companyId: ctx.companyId, entries: history });
    await add({
      path: 'registers/history.json',
      title: PACK_LABELS[ctx.language].registerHistory,
      version: null,
      madeAt: history.at(-1) ? new Date(history.at(-1)!.recordedAt) : null,
      read: () => Promise.resolve(bytes),
    });
  };

  /** The staff's read confirmations: who was asked to read which version, who confirmed, when, from where. */
  const acknowledgementsSection: PackSection = async (ctx, add) => {
    const workbook = await acknowledgementsWorkbook(
      deps.db,
      ctx.companyId,
      ctx.language,
      ctx.titleOf,
      ctx.ledger,
      ctx.timeZone,
    );
    if (!workbook) return;
    const labels = PACK_LABELS[ctx.language].acknowledgements;
    await add({
      path: `acknowledgements/${labels.file}`,
      title: labels.title,
      version: null,
      madeAt: workbook.lastConfirmedAt,
      read: () => Promise.resolve(workbook.bytes),
    });
  };

  /** The signed copies uploaded back, each with the version it answers. */
  const signedSection: PackSection = async (ctx, add) => {
    for (const copy of await deps.signed.stored(ctx.companyId)) {
      await add({
        path: `signed/${safeName(copy.fileName)}`,
        title: `${ctx.titleOf(copy.type)} (${PACK_LABELS[ctx.language].signedCopy})`,
        version: copy.version,
        madeAt: new Date(copy.uploadedAt),
        read: () => deps.storage.read(copy.path),
      });
    }
  };

  /** The evidence ledger as GET …/ledger exports it, and its verification with how to run it. */
  const ledgerSection: PackSection = async (ctx, add) => {
    const verification = verifyLedger(ctx.ledger);
    const body: TEvidenceLedger = { companyId: ctx.companyId, entries: ctx.ledger, verification };
    const ledgerBytes = new TextEncoder().encode(JSON.stringify(body));
    const last = ctx.ledger.at(-1);
    await add({
      path: 'ledger.json',
      title: PACK_LABELS[ctx.language].ledger,
      version: null,
      madeAt: last ? new Date(last.recordedAt) : null,
      read: () => Promise.resolve(ledgerBytes),
    });
    const text = `${describeVerification(verification)}\n\n${PACK_LABELS[ctx.language].howToVerify}\n`;
    const textBytes = new TextEncoder().encode(text);
    await add({
      path: 'ledger-verification.txt',
      title: PACK_LABELS[ctx.language].verification,
      version: null,
      madeAt: null,
      read: () => Promise.resolve(textBytes),
    });
  };

  /** The pack's parts, in the order they are listed and zipped; a new part is one more section here. */
  const SECTIONS: PackSection[] = [
    documentsSection,
    registersSection,
    signedSection,
    acknowledgementsSection,
    ledgerSection,
  ];

  /** A day, or with `withTime` a moment with its zone said, in the company's zone. */
  const dateIn = (language: PackLanguage, timeZone: string, date: Date, withTime = false) =>
    withTime
      ? formatMoment(date.toISOString(), language, timeZone)!
      : new Intl.DateTimeFormat(language === 'ro' ? 'ro-RO' : 'en-GB', {
          timeZone,
          day: 'numeric',
          month: 'long',
          year: 'numeric',
        }).format(date);

  return {
    /**
     * Lists the pack (every file read once for its fingerprint) and prints its index; nothing is
     * sent yet, so any failure here (the renderer down: 503) is an ordinary error answer.
     */
    async prepare(companyId: string, asked: PackLanguage) {
      const company = await readCompany(deps.db, companyId);
      if (!company) throw notFound('Company');
      const int = company.platform === 'int';
      // The INT edition's documents are in English: so is its pack.
      const language: PackLanguage = int ? 'en' : asked;
      const at = now();
      const timeZone = companyTimeZone(company.info.country);
      const ctx: PackContext = {
        companyId,
        language,
        timeZone,
        ledger: await readLedger(deps.db, companyId),
        titleOf: (key) => {
          const name = documentTexts(typeOfKey(key)).name;
          return (int ? name.int : undefined) ?? name[language];
        },
      };
      const files: PackFile[] = [];
      const taken = new Set<string>(['00-index.pdf']);
      const add = async (file: Omit<PackFile, 'sha256'>) => {
        let path = file.path;
        const dot = path.lastIndexOf('.');
        for (let n = 2; taken.has(path); n++)
          path = `${file.path.slice(0, dot)} (${n})${file.path.slice(dot)}`;
        taken.add(path);
        files.push({ ...file, path, sha256: sha256(await file.read()) });
      };
      for (const section of SECTIONS) await section(ctx, add);
      // A document made by the platform (the registers' spreadsheets and history alone are not one).
      const isDocument = (f: PackFile) =>
        f.path.startsWith('documents/') || (f.path.startsWith('registers/') && f.path.endsWith('.pdf'));
      if (!files.some(isDocument))
        throw new AppError('not_found', 'There is no ready document to put in an inspection pack yet.');

      const verification = verifyLedger(ctx.ledger);
      const exportedAt = dateIn(language, timeZone, at, true);
      const facts = ZPackFacts.parse({
        company: company.info.name,
        exportedAt,
        timeZone: { label: timeZoneLabel(timeZone, language), id: timeZone },
        files: files.map((f) => ({
          path: f.path,
          title: f.title,
          version: f.version,
          date: f.madeAt ? dateIn(language, timeZone, f.madeAt) : null,
          sha256: f.sha256,
        })),
        ledger: {
          entries: verification.entries,
          valid: verification.valid,
          head: verification.head,
          first: ctx.ledger[0] ? dateIn(language, timeZone, new Date(ctx.ledger[0].recordedAt), true) : null,
          last: ctx.ledger.at(-1)
            ? dateIn(language, timeZone, new Date(ctx.ledger.at(-1)!.recordedAt), true)
            : null,
          brokenAt: verification.brokenAt,
          reason: verification.reason,
        },
      });
      const labels = PACK_LABELS[language];
      const tree: DocumentTree = {
        type: 'INSPECTION_PACK',
        language,
        layout: 'index',
        title: labels.title,
        company: company.info.name,
        meta: { version: exportedAt, date: labels.files(files.length), generatedOn: exportedAt },
        sections: renderContent(PACK_CLAUSE, language, facts).sections,
      };
      const print = MESSAGES[language].print;
      const index = await printWhileWaiting(deps.renderer, {
        html: renderHtml(tree, { ...print, version: labels.generated, kind: labels.title }),
        title: labels.title,
      });
      const day = at.toISOString().slice(0, 10);
      return {
        name: `${safeName(`${labels.title} ${company.info.name}`)} ${day}.zip`,
        index,
        files,
      };
    },

    /** Streams the pack prepared: the index first, then every file in the order listed. */
    async stream(res: Response, pack: { index: Uint8Array; files: PackFile[] }): Promise<void> {
      const zip = new Zip((err, chunk, final) => {
        if (err) {
          res.destroy(err);
          return;
        }
        res.write(chunk);
        if (final) res.end();
      });
      const put = async (path: string, bytes: Uint8Array) => {
        // PDFs, Word and Excel files are compressed already: stored as they are.
        const entry = new ZipPassThrough(path);
        zip.add(entry);
        entry.push(bytes, true);
        if (res.writableNeedDrain) await drained(res);
      };
      try {
        await put('00-index.pdf', pack.index);
        for (const file of pack.files) {
          if (res.destroyed) return;
          await put(file.path, await file.read());
        }
        zip.end();
      } catch (err) {
        // The answer has begun: it can only be cut, and the client sees a broken ZIP.
        res.destroy(err instanceof Error ? err : new Error(String(err)));
      }
    },
  };
}
export type InspectionPack = ReturnType<typeof createInspectionPack>;
