/**
 * From a company's data to a document ready for both renderers: which data the type reads (its
 * catalogue `needs`), the tree, the HTML for Chromium, the DOCX, the file names, and the section
 * digests that tell the next version what changed.
 */
import { createHash } from 'node:crypto';
import type { CompanyReadModel } from '@conform/companies-service/read';
import { readSituations, type SituationReadModel } from '@conform/configurator-service/read';
import { documentsByCode, findProduct, isDocumentCode, type TDocumentCode } from '@conform/catalogues';
import { listingSubjects } from '../catalogue.ts';
import type { TBreach } from '@conform/contracts';
import type { SqlRunner } from '@conform/server-kit';
import { buildContext, type DocumentContext, type Language, type RegisterEntries } from './context.ts';
import { renderDocx, type DocxSource } from './docx.ts';
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
  sections: SectionDigest[];
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
  /** The registers, for the documents that print them. */
  registers?: RegisterEntries;
  /** The incident a breach notification is drafted for. */
  breach?: TBreach;
  /** Fields to fill in (a response letter for a logged request): the field's label → its value. */
  fill?: Record<string, string>;
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
    ...(input.registers ? { registers: input.registers } : {}),
    ...(input.breach ? { breach: input.breach } : {}),
  });
  const built = buildTree(input.type, template, ctx, input.version);
  const tree = input.fill ? fillFields(built, input.fill) : built;
  const t = MESSAGES[input.language];
  const labels = { ...t.print, kind: t.print.kinds[template.kind] };
  return {
    tree,
    html: renderHtml(tree, labels),
    docxSource: { tree, labels },
    docx: () => renderDocx(tree, labels),
    ...(input.type in WORKBOOKS ? { xlsx: () => WORKBOOKS[input.type as keyof typeof WORKBOOKS](ctx) } : {}),
    fileName: fileNameOf(tree),
    sections: tree.sections.map((s) => ({
      id: s.id,
      title: s.title,
      hash: createHash('sha256')
        .update([s.title, ...s.blocks.map((block) => blockText(block))].join('\n'))
        .digest('hex'),
    })),
  };
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
