/**
 * One document tree, two renderers (docs/architecture.md#the-renderer-and-the-documents): a template builds this structure from the
 * company's data; `html.ts` prints it through Chromium to PDF and `docx.ts` writes it as an
 * editable Word document. Nothing here knows about either format.
 */

/** A run of text. `missing` is data the company has not given yet: printed visibly, never left out. */
export type Inline =
  | string
  | { text: string; bold?: boolean; italic?: boolean }
  | { missing: string }
  /**
   * A field the user fills in each time the document is used (a response template's request
   * number, the person's name): part of the model, not missing company data.
   */
  | { field: string }
  | { link: string; text: string };

export type Block =
  | { kind: 'paragraph'; content: Inline[]; tone?: 'normal' | 'note' | 'lead' }
  | { kind: 'heading'; text: string }
  | { kind: 'list'; ordered?: boolean; items: Inline[][] }
  | {
      kind: 'table';
      /** Column headings. */
      columns: string[];
      rows: Inline[][][];
      /** Relative column widths (same length as `columns`). */
      widths?: number[];
    }
  /** Two columns, label and value: identification blocks. */
  | { kind: 'facts'; rows: Array<{ label: string; value: Inline[] }> }
  /** A box to tick (consent forms): unticked on paper. */
  | { kind: 'checkbox'; label: Inline[] }
  /** Lines to fill in by hand (name, date, signature). */
  | {
      kind: 'signatures';
      parties: Array<{ title: string; lines: Array<{ label: string; value?: Inline[] }> }>;
    };

export interface Section {
  /** Stable id: the checklist tests and the version history name sections by it. */
  id: string;
  title: string;
  blocks: Block[];
}

export interface DocumentTree {
  /** Catalogue document code. */
  type: string;
  language: 'ro' | 'en';
  title: string;
  /** Under the title: what it is for (e.g. the data subjects it informs). */
  subtitle?: string;
  /** The controller's name, for the cover and the running header. */
  company: string;
  /** Printed on the cover and in the footer. */
  meta: { version: string; date: string; generatedOn: string };
  sections: Section[];
  /**
   * A sign is printed as one poster page: the subtitle as a large warning under a pictogram, the
   * sections compact (EDPB Guidelines 3/2019: the first layer must be read at a glance). An index
   * (the inspection pack's) is a long table of files whose last column is a fingerprint: set smaller,
   * the fingerprint in a fixed-width font and broken inside the cell rather than past the page edge.
   */
  layout?: 'sign' | 'index';
  /**
   * The content it was made from, for a type written in content files: the folder's changelog
   * version and a digest of its files and included clauses (content/versions.ts). Kept with the
   * document's version, so what a content change affects can be found and made again.
   */
  contentVersion?: string;
}

// ---- builders: templates read as the document they make -------------------------------------------------

export const p = (...content: Inline[]): Block => ({ kind: 'paragraph', content });
export const note = (...content: Inline[]): Block => ({ kind: 'paragraph', content, tone: 'note' });
export const lead = (...content: Inline[]): Block => ({ kind: 'paragraph', content, tone: 'lead' });
export const h = (text: string): Block => ({ kind: 'heading', text });
export const ul = (items: Array<Inline | Inline[]>): Block => ({
  kind: 'list',
  items: items.map((item) => (Array.isArray(item) ? item : [item])),
});
export const ol = (items: Array<Inline | Inline[]>): Block => ({
  kind: 'list',
  ordered: true,
  items: items.map((item) => (Array.isArray(item) ? item : [item])),
});
export const table = (
  columns: string[],
  rows: Array<Array<Inline | Inline[]>>,
  widths?: number[],
): Block => ({
  kind: 'table',
  columns,
  rows: rows.map((row) => row.map((cell) => (Array.isArray(cell) ? cell : [cell]))),
  ...(widths ? { widths } : {}),
});
export const facts = (rows: Array<[string, Inline | Inline[]]>): Block => ({
  kind: 'facts',
  rows: rows.map(([label, value]) => ({ label, value: Array.isArray(value) ? value : [value] })),
});
export const checkbox = (...label: Inline[]): Block => ({ kind: 'checkbox', label });
export const b = (text: string): Inline => ({ text, bold: true });
export const i = (text: string): Inline => ({ text, italic: true });
export const missing = (what: string): Inline => ({ missing: what });
export const field = (what: string): Inline => ({ field: what });
export const section = (id: string, title: string, blocks: Block[]): Section => ({ id, title, blocks });

/**
 * The tree with the given fields filled in (a response letter for a logged request): a field whose
 * label is a key becomes its value, in bold as the person would type it; other fields stay fields.
 */
export function fillFields(tree: DocumentTree, values: Record<string, string>): DocumentTree {
  const inline = (part: Inline): Inline =>
    typeof part === 'object' && 'field' in part && Object.hasOwn(values, part.field)
      ? { text: values[part.field]!, bold: true }
      : part;
  const inlines = (content: Inline[]) => content.map(inline);
  const block = (b: Block): Block => {
    switch (b.kind) {
      case 'paragraph':
        return { ...b, content: inlines(b.content) };
      case 'list':
        return { ...b, items: b.items.map(inlines) };
      case 'table':
        return { ...b, rows: b.rows.map((row) => row.map(inlines)) };
      case 'facts':
        return { ...b, rows: b.rows.map((r) => ({ ...r, value: inlines(r.value) })) };
      case 'checkbox':
        return { ...b, label: inlines(b.label) };
      case 'signatures':
        return {
          ...b,
          parties: b.parties.map((party) => ({
            ...party,
            lines: party.lines.map((l) => (l.value ? { ...l, value: inlines(l.value) } : l)),
          })),
        };
      default:
        return b;
    }
  };
  return { ...tree, sections: tree.sections.map((s) => ({ ...s, blocks: s.blocks.map(block) })) };
}

/** The plain text of inlines (for tests, file names, change summaries). */
export function inlineText(content: readonly Inline[], missingLabel = ''): string {
  return content
    .map((part) => {
      if (typeof part === 'string') return part;
      if ('missing' in part) return missingLabel ? `${missingLabel}` : '';
      if ('field' in part) return `[${part.field}]`;
      return part.text;
    })
    .join('');
}

/** Every text of a block, in reading order (tests assert on it). */
export function blockText(block: Block, missingLabel = ''): string {
  switch (block.kind) {
    case 'paragraph':
      return inlineText(block.content, missingLabel);
    case 'heading':
      return block.text;
    case 'list':
      return block.items.map((item) => inlineText(item, missingLabel)).join('\n');
    case 'table':
      return [
        block.columns.join(' | '),
        ...block.rows.map((row) => row.map((cell) => inlineText(cell, missingLabel)).join(' | ')),
      ].join('\n');
    case 'facts':
      return block.rows.map((r) => `${r.label}: ${inlineText(r.value, missingLabel)}`).join('\n');
    case 'checkbox':
      return `☐ ${inlineText(block.label, missingLabel)}`;
    case 'signatures':
      return block.parties
        .map((party) =>
          [
            party.title,
            ...party.lines.map((l) => `${l.label}: ${inlineText(l.value ?? [], missingLabel)}`),
          ].join('\n'),
        )
        .join('\n');
  }
}

/** The whole document as text, section by section. */
export function treeText(tree: DocumentTree, missingLabel = '[…]'): string {
  return [
    tree.title,
    tree.subtitle ?? '',
    ...tree.sections.map((s) =>
      [s.title, ...s.blocks.map((block) => blockText(block, missingLabel))].join('\n'),
    ),
  ].join('\n\n');
}

/**
 * The blanks a document leaves (`missing` runs: data the company has not given), each with how
 * many times it appears, in the order first met. Walks the tree as stored (plain JSON), so a
 * version printed by an earlier engine is read the same way.
 */
export function blanksOf(tree: unknown): Map<string, number> {
  const found = new Map<string, number>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
    } else if (node !== null && typeof node === 'object') {
      const missingText = (node as { missing?: unknown }).missing;
      if (typeof missingText === 'string') {
        found.set(missingText, (found.get(missingText) ?? 0) + 1);
        return;
      }
      for (const value of Object.values(node)) visit(value);
    }
  };
  visit(tree);
  return found;
}

/**
 * The signature blocks' lines left to fill in by hand (a line with no value: the signature, the
 * date of signing, the name of who signs), each with how many times it appears: left for the
 * person signing by design, not data the company has to give.
 */
export function signingLinesOf(tree: unknown): Map<string, number> {
  const found = new Map<string, number>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
    } else if (node !== null && typeof node === 'object') {
      const block = node as { kind?: unknown; parties?: unknown };
      if (block.kind === 'signatures' && Array.isArray(block.parties)) {
        for (const party of block.parties as Array<{ lines?: Array<{ label?: unknown; value?: unknown }> }>)
          for (const line of party.lines ?? [])
            if (typeof line.label === 'string' && (!Array.isArray(line.value) || line.value.length === 0))
              found.set(line.label, (found.get(line.label) ?? 0) + 1);
        return;
      }
      for (const value of Object.values(node)) visit(value);
    }
  };
  visit(tree);
  return found;
}
