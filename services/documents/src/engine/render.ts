/**
 * From a company's data to a document ready for both renderers: which data the type reads (its
 * catalogue `needs`), the tree, the HTML for Chromium, the DOCX, the file names, and the section
 * digests that tell the next version what changed.
 */
import { createHash } from 'node:crypto';
import type { CompanyReadModel } from '@conform/companies-service/read';
import { readSituations, type SituationReadModel } from '@conform/configurator-service/read';
import {
  documentsByCode,
  findProduct,
  isDocumentCode,
  type TDocumentCode,
  type TLegalParameters,
} from '@conform/catalogues';
import { listingSubjects } from '../catalogue.ts';
import { REGISTER_DOCUMENTS } from '../registers/domain.ts';
import type { TBreach } from '@conform/contracts';
import type { SqlRunner } from '@conform/server-kit';
import { buildContext, type DocumentContext, type Language, type RegisterEntries } from './context.ts';
import { renderDocx, type DocxSource } from './docx.ts';
import { dataDigest, HISTORY_SECTION, historySection, type VersionRecord } from './history.ts';
import { renderHtml } from './html.ts';
import { templateFor } from './registry.ts';
import { controllerRecordWorkbook } from './xlsx.ts';
import { buildTree, MESSAGES } from './template.ts';
import { blockText, fillFields, type DocumentTree } from './tree.ts';

/**
 * Whose situations a document type is made from, by its catalogue `needs`: every category ('all'),
 * the product's own, or (LISTING_SITUATIONS: the website's policies) the category of every product
 * that lists the type, of those bought when `purchased` is given (the product's own always).
 */
export function situationScope(
  type: string,
  product: string,
  purchased?: readonly string[],
): { subjects: string[] } | 'all' | 'none' {
  const needs = isDocumentCode(type) ? documentsByCode[type].needs : [];
  if (needs.includes('ALL_SITUATIONS')) return 'all';
  const subject = findProduct(product)?.dataSubject ?? null;
  if (needs.includes('LISTING_SITUATIONS')) {
    const subjects = listingSubjects(type, purchased);
    if (subject && !subjects.includes(subject)) subjects.unshift(subject);
    return subjects.length > 0 ? { subjects } : 'none';
  }
  if (needs.includes('SITUATIONS') && subject) return { subjects: [subject] };
  return 'none';
}

/** Reads the situations a type needs through the configurator's published read model. */
export async function loadSituations(
  db: SqlRunner,
  companyId: string,
  type: string,
  product: string,
  purchased?: readonly string[],
) {
  const scope = situationScope(type, product, purchased);
  if (scope === 'none') return [];
  const all = await readSituations(
    db,
    companyId,
    scope === 'all' ? undefined : scope.subjects.length === 1 ? scope.subjects[0] : undefined,
  );
  return scope === 'all' ? all : all.filter((s) => scope.subjects.includes(s.dataSubject));
}

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export interface SectionDigest {
  id: string;
  title: string;
  hash: string;
}

export interface PreparedDocument {
  tree: DocumentTree;
  html: string;
  /** Kept with the version: the DOCX is made from it when first downloaded. */
  docxSource: DocxSource;
  docx: () => Promise<Buffer>;
  /** The spreadsheet of the types that have one (made with the PDF, from the same data). */
  xlsx?: () => Promise<Buffer>;
  /** Without extension: the document's name and the company's, in the document's language. */
  fileName: string;
  /** The sections' digests, the version history left out (what the next version is told against). */
  sections: SectionDigest[];
  /** What changed against the previous version (`earlier`), by section. */
  changes: ReturnType<typeof changesBetween>;
  /** The digest of the data it was made from (history.ts). */
  dataDigest: string;
}

/** A file name a browser and a file system accept: the title and the company, no path characters. */
export function fileNameOf(tree: DocumentTree): string {
  return `${tree.title} – ${tree.company}`
    .replace(/[\\/:*?"<>|\r\n\t]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 150);
}

/** Types also kept as a spreadsheet: the Art. 30(1) record. */
const WORKBOOKS = { REGISTRU_OPERATOR: controllerRecordWorkbook } satisfies Partial<
  Record<TDocumentCode, (ctx: DocumentContext) => Promise<Buffer>>
>;

export function prepareDocument(input: {
  type: string;
  product: string;
  /** The channel a website's policy is made for (its key's). */
  channel?: string;
  company: CompanyReadModel;
  situations: SituationReadModel[];
  language: Language;
  version: number;
  now?: Date;
  /**
   * Where the legal figures are read: on `at` (default: `now`, the document's date) from `table`
   * (default: the catalogue's). A legal update's preview states them as of the day it applies.
   */
  law?: { at?: Date; table?: TLegalParameters };
  /** The registers, for the documents that print them. */
  registers?: RegisterEntries;
  /** The incident a breach notification is drafted for. */
  breach?: TBreach;
  /** Fields to fill in (a response letter for a logged request): the field's label → its value. */
  fill?: Record<string, string>;
  /**
   * The versions before this one, oldest first, and the sections of the latest: the version
   * history printed at the end (none: this is the first version).
   */
  earlier?: { versions: readonly VersionRecord[]; sections: SectionDigest[] | undefined };
  /** The legal updates this version is made for (their titles in each language): its history row says so. */
  legalUpdates?: ReadonlyArray<{ ro: string; en: string }>;
}): PreparedDocument | undefined {
  const template = templateFor(input.type);
  if (!template || !isDocumentCode(input.type)) return undefined;
  const ctx = buildContext({
    company: input.company,
    situations: input.situations,
    product: input.product,
    ...(input.channel ? { channel: input.channel } : {}),
    language: input.language,
    ...(input.now ? { now: input.now } : {}),
    ...(input.law ? { law: input.law } : {}),
    ...(input.registers ? { registers: input.registers } : {}),
    ...(input.breach ? { breach: input.breach } : {}),
  });
  const built = buildTree(input.type, template, ctx, input.version);
  const filled = input.fill ? fillFields(built, input.fill) : built;
  const sections = filled.sections.map((s) => ({
    id: s.id,
    title: s.title,
    hash: createHash('sha256')
      .update([s.title, ...s.blocks.map((block) => blockText(block))].join('\n'))
      .digest('hex'),
  }));
  const changes = changesBetween(input.earlier?.sections, sections);
  const digest = dataDigest(input);
  const tree = withHistory(input, filled, {
    number: input.version,
    createdAt: ctx.now,
    changes,
    contentVersion: filled.contentVersion ?? null,
    dataDigest: digest,
    legalUpdates: input.legalUpdates ?? [],
  });
  const t = MESSAGES[input.language];
  const labels = { ...t.print, kind: t.print.kinds[template.kind] };
  return {
    tree,
    html: renderHtml(tree, labels),
    docxSource: { tree, labels },
    docx: () => renderDocx(tree, labels),
    ...(input.type in WORKBOOKS ? { xlsx: () => WORKBOOKS[input.type as keyof typeof WORKBOOKS](ctx) } : {}),
    fileName: fileNameOf(tree),
    sections,
    changes,
    dataDigest: digest,
  };
}

/**
 * The document with its version history as its last section (history.ts), except where a history
 * means nothing: the printed registers (made again on every entry and every day, their deadlines
 * moving with the clock: a version is a print of the register, not a change of the document), a
 * sign (one poster page read at a glance), and a letter drafted for one request or one breach
 * (a draft for the company to send, not a version of its documents).
 */
function withHistory(
  input: Parameters<typeof prepareDocument>[0],
  tree: DocumentTree,
  current: VersionRecord,
): DocumentTree {
  if (!printsHistory(input.type) || input.fill || input.breach) return tree;
  const versions = [...(input.earlier?.versions ?? []).filter((v) => v.number < current.number), current];
  return {
    ...tree,
    sections: [
      ...tree.sections.filter((s) => s.id !== HISTORY_SECTION),
      historySection(input.type, input.language, versions),
    ],
  };
}

/** Whether a type's versions end with their history: not the printed registers nor a sign (withHistory). */
export function printsHistory(code: string): boolean {
  return (
    !(Object.values(REGISTER_DOCUMENTS) as string[]).includes(code) && templateFor(code)?.kind !== 'sign'
  );
}

/** What changed between two versions, by section: added, removed, changed (titles). */
export function changesBetween(previous: SectionDigest[] | undefined, next: SectionDigest[]) {
  if (!previous) return { first: true, added: [], removed: [], changed: [] };
  const before = new Map(previous.map((s) => [s.id, s]));
  const after = new Map(next.map((s) => [s.id, s]));
  return {
    first: false,
    added: next.filter((s) => !before.has(s.id)).map((s) => s.title),
    removed: previous.filter((s) => !after.has(s.id)).map((s) => s.title),
    changed: next.filter((s) => before.has(s.id) && before.get(s.id)!.hash !== s.hash).map((s) => s.title),
  };
}
