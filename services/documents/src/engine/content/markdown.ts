/**
 * The Markdown subset of the content files, read into the document tree (tree.ts) that both
 * renderers print (docs/content.md lists it for the people who write the content). markdown-it
 * parses; this module only maps its tokens and refuses whatever the subset does not have, so a
 * construct the PDF or the Word copy could not show is an error, not a silent loss.
 *
 * Data never reaches the parser as Markdown: every value a content file prints (`{{ … }}`) stands in
 * the Markdown as a slot mark (a private-use character, the slot's number, another), and is put
 * into the tree as text, a blank, a field or a link after the parse. A company named
 * `**x** [a](http://evil)` is printed as those characters.
 */
import markdownIt, { type MarkdownIt, type StateInline, type Token } from 'markdown-it';
import type { Block, Inline, Section } from '../tree.ts';

/** What a content file may print with `{{ … }}`, besides text and numbers (see slots.ts). */
export type SlotValue = string | { missing: string } | { field: string } | { link: string; text: string };

/** A slot in the Markdown: U+E000, its number, U+E001. Never in a content file, never in data (slots.ts). */
export const SLOT_OPEN = '\uE000';
export const SLOT_CLOSE = '\uE001';
const SLOT = /\uE000(\d+)\uE001/g;
export const slotMark = (index: number) => `${SLOT_OPEN}${index}${SLOT_CLOSE}`;

export class ContentError extends Error {
  /** The file and line the error is in, when known ("services/documents/content/X/ro.md:12"). */
  readonly where: string | undefined;
  constructor(message: string, where?: string) {
    super(where ? `${where}: ${message}` : message);
    this.name = 'ContentError';
    this.where = where;
  }
}

/** A line of attributes for the block it starts or the block after it: `{.note}`, `{widths=30,70}`. */
const ATTRIBUTES = /^\{((?:\s*(?:\.[a-z]+|[a-z]+=[0-9,]+))+)\s*\}$/;
const SECTION_ID = /\s*\{#([a-z0-9][a-z0-9-]*|[a-z0-9-]*\uE000\d+\uE001[a-z0-9-]*)\}$/;

interface Attributes {
  classes: Set<string>;
  widths?: number[];
}

function parseAttributes(line: string, where: string): Attributes | null {
  const m = ATTRIBUTES.exec(line.trim());
  if (!m) return null;
  const out: Attributes = { classes: new Set() };
  for (const part of m[1]!.trim().split(/\s+/)) {
    if (part.startsWith('.')) {
      const name = part.slice(1);
      if (!['note', 'lead', 'facts', 'signatures'].includes(name))
        throw new ContentError(`unknown attribute .${name} (.note, .lead, .facts, .signatures)`, where);
      out.classes.add(name);
    } else {
      const [key, value] = part.split('=') as [string, string];
      if (key !== 'widths') throw new ContentError(`unknown attribute ${key} (widths)`, where);
      out.widths = value.split(',').map(Number);
    }
  }
  return out;
}

/** `[de completat: …]` / `[to be completed: …]`: a blank, in the words the print uses for it. */
export const BLANK_PREFIX = { ro: 'de completat', en: 'to be completed' } as const;

function blankRule(prefix: string) {
  const open = `[${prefix}: `;
  return (state: StateInline, silent: boolean): boolean => {
    if (!state.src.startsWith(open, state.pos)) return false;
    const end = state.src.indexOf(']', state.pos + open.length);
    if (end < 0) return false;
    if (!silent) state.push('blank', '', 0).content = state.src.slice(state.pos + open.length, end);
    state.pos = end + 1;
    return true;
  };
}

/** `[[…]]`: a field the user fills in each time the document is used. */
function fieldRule(state: StateInline, silent: boolean): boolean {
  if (!state.src.startsWith('[[', state.pos)) return false;
  const end = state.src.indexOf(']]', state.pos + 2);
  if (end < 0) return false;
  if (!silent) state.push('field', '', 0).content = state.src.slice(state.pos + 2, end);
  state.pos = end + 2;
  return true;
}

function parser(language: 'ro' | 'en'): MarkdownIt {
  // CommonMark and GFM tables; nothing typographic (the text is printed as written), no raw HTML,
  // no entities (an "&" is an "&"), no bare URLs turned into links.
  const md = markdownIt('commonmark', { html: false, linkify: false, typographer: false });
  md.enable('table');
  md.disable(['entity', 'html_inline', 'html_block']);
  md.inline.ruler.before('link', 'blank', blankRule(BLANK_PREFIX[language]));
  md.inline.ruler.before('link', 'field', fieldRule);
  return md;
}

const PARSERS = { ro: parser('ro'), en: parser('en') };

/** The text of a slot or the text around it; the values come from the render's slot table. */
function splitSlots(text: string, slots: readonly SlotValue[], where: string): Array<string | SlotValue> {
  const out: Array<string | SlotValue> = [];
  let last = 0;
  for (const m of text.matchAll(SLOT)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    const value = slots[Number(m[1])];
    if (value === undefined) throw new ContentError(`a value mark without its value`, where);
    out.push(value);
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/** A text where only plain text may be (titles, column headings, labels, ids). */
function plainText(text: string, slots: readonly SlotValue[], where: string): string {
  return splitSlots(text, slots, where)
    .map((part) => {
      if (typeof part === 'string') return part;
      if ('link' in part) return part.text;
      throw new ContentError('a blank or a field cannot be in a title, a heading or a label', where);
    })
    .join('');
}

function inlineTokens(children: readonly Token[], slots: readonly SlotValue[], where: string): Inline[] {
  const out: Inline[] = [];
  let bold = 0;
  let italic = 0;
  const text = (value: string) => {
    if (value === '') return;
    if (bold || italic)
      out.push({ text: value, ...(bold ? { bold: true } : {}), ...(italic ? { italic: true } : {}) });
    else out.push(value);
  };
  for (let i = 0; i < children.length; i++) {
    const token = children[i]!;
    switch (token.type) {
      case 'text':
        for (const part of splitSlots(token.content, slots, where)) {
          if (typeof part === 'string') text(part);
          else if ('missing' in part || 'field' in part || 'link' in part) out.push(part);
        }
        break;
      case 'softbreak':
        text(' ');
        break;
      case 'strong_open':
        bold++;
        break;
      case 'strong_close':
        bold--;
        break;
      case 'em_open':
        italic++;
        break;
      case 'em_close':
        italic--;
        break;
      case 'blank':
        out.push({ missing: plainText(token.content, slots, where) });
        break;
      case 'field':
        out.push({ field: plainText(token.content, slots, where) });
        break;
      case 'link_open': {
        const href = String(token.attrGet('href') ?? '');
        let label = '';
        for (i++; i < children.length && children[i]!.type !== 'link_close'; i++)
          label += children[i]!.type === 'text' ? children[i]!.content : ' ';
        out.push({ link: href, text: plainText(label, slots, where) });
        break;
      }
      default:
        throw new ContentError(`${describe(token.type)} is not part of the content syntax`, where);
    }
  }
  return out;
}

function describe(type: string): string {
  const names: Record<string, string> = {
    code_inline: 'code (`…`)',
    image: 'an image',
    hardbreak: 'a forced line break',
    blockquote_open: 'a quotation (>)',
    code_block: 'an indented code block',
    fence: 'a code block (```)',
    hr: 'a horizontal rule',
  };
  return names[type] ?? type;
}

/** The rendered Markdown of a document, as sections (and the subtitle, the `#` line). */
export function markdownToSections(
  markdown: string,
  slots: readonly SlotValue[],
  options: { language: 'ro' | 'en'; file: string },
): { subtitle?: string; sections: Section[] } {
  const tokens = PARSERS[options.language].parse(markdown, {});
  const lines = markdown.split('\n');
  const sections: Section[] = [];
  let subtitle: string | undefined;
  let pending: Attributes | null = null;
  let i = 0;

  const whereOf = (token: Token | undefined) => {
    const line = token?.map?.[0];
    return line === undefined
      ? options.file
      : `${options.file} (rendered line ${line + 1}: ${JSON.stringify(lines[line]!.slice(0, 80))})`;
  };
  const current = (token: Token): Section => {
    const section = sections.at(-1);
    if (!section) throw new ContentError('text before the first section (## Title {#id})', whereOf(token));
    return section;
  };
  /** The tokens up to the matching close of the one at `start`. */
  const closing = (start: number): number => {
    let depth = 0;
    for (let j = start; j < tokens.length; j++) {
      depth += tokens[j]!.nesting;
      if (depth === 0) return j;
    }
    throw new ContentError('unbalanced Markdown', whereOf(tokens[start]));
  };
  /** A paragraph's inline children, its leading attribute line taken off. */
  const paragraph = (inline: Token): { attributes: Attributes | null; children: Token[] } => {
    const children = inline.children ?? [];
    const first = children[0];
    const attributes =
      first?.type === 'text' && (children.length === 1 || children[1]!.type === 'softbreak')
        ? parseAttributes(first.content, whereOf(inline))
        : null;
    return attributes ? { attributes, children: children.slice(2) } : { attributes: null, children };
  };
  /** A list item's inline content (its one paragraph, if any) and its nested lists' items. */
  const listItems = (
    open: number,
    close: number,
  ): Array<{ content: Token | undefined; nested: Token[][] }> => {
    const items: Array<{ content: Token | undefined; nested: Token[][] }> = [];
    for (let j = open + 1; j < close; j++) {
      const token = tokens[j]!;
      if (token.type !== 'list_item_open') continue;
      const end = closing(j);
      let content: Token | undefined;
      const nested: Token[][] = [];
      for (let k = j + 1; k < end; k++) {
        const inner = tokens[k]!;
        if (inner.type === 'paragraph_open') {
          if (content) throw new ContentError('a list item has one paragraph', whereOf(inner));
          content = tokens[k + 1]!;
          k = closing(k);
        } else if (inner.type === 'bullet_list_open' || inner.type === 'ordered_list_open') {
          const innerEnd = closing(k);
          nested.push(
            listItems(k, innerEnd).map((item) => {
              if (item.nested.length > 0 || !item.content)
                throw new ContentError('lists nest one level, in signatures only', whereOf(inner));
              return item.content;
            }),
          );
          k = innerEnd;
        } else {
          throw new ContentError(`${describe(inner.type)} inside a list item`, whereOf(inner));
        }
      }
      // Only a signature party may be untitled (its lines alone).
      if (!content && nested.length === 0) throw new ContentError('an empty list item', whereOf(token));
      items.push({ content, nested });
      j = end;
    }
    return items;
  };
  /** `Label: value` (facts, signature lines): the label is the plain text before the first ": ". */
  const labelled = (inline: Token): { label: string; value: Inline[] } => {
    const where = whereOf(inline);
    const children = inline.children ?? [];
    const at = children.findIndex((c) => c.type === 'text' && /:( |$)/.test(c.content));
    if (at < 0) throw new ContentError('a fact or a signature line is "Label: value"', where);
    const head = children.slice(0, at);
    if (head.some((c) => c.type !== 'text'))
      throw new ContentError('a label is plain text (no bold, blank or link)', where);
    const token = children[at]!;
    const colon = token.content.search(/:( |$)/);
    const label = head.map((c) => c.content).join('') + token.content.slice(0, colon);
    const rest = token.content.slice(colon + 1).replace(/^ /, '');
    const restToken = { type: 'text', content: rest } as Token;
    return {
      label: plainText(label, slots, where),
      value: inlineTokens([restToken, ...children.slice(at + 1)], slots, where),
    };
  };

  while (i < tokens.length) {
    const token = tokens[i]!;
    const where = whereOf(token);
    switch (token.type) {
      case 'heading_open': {
        const inline = tokens[i + 1]!;
        const level = Number(token.tag.slice(1));
        if (pending) throw new ContentError('attributes before a heading', where);
        if (level === 1) {
          if (sections.length > 0 || subtitle !== undefined)
            throw new ContentError('the subtitle (#) comes once, before the sections', where);
          subtitle = plainText(inlineText(inline), slots, where);
        } else if (level === 2) {
          const text = inlineText(inline);
          const id = SECTION_ID.exec(text);
          if (!id) throw new ContentError('a section title ends with its id: ## Title {#id}', where);
          sections.push({
            id: plainText(id[1]!, slots, where),
            title: plainText(text.slice(0, id.index), slots, where),
            blocks: [],
          });
        } else if (level === 3) {
          current(token).blocks.push({ kind: 'heading', text: plainText(inlineText(inline), slots, where) });
        } else {
          throw new ContentError('headings go down to ### (a heading inside a section)', where);
        }
        i = closing(i) + 1;
        break;
      }
      case 'paragraph_open': {
        const { attributes, children } = paragraph(tokens[i + 1]!);
        i = closing(i) + 1;
        if (attributes && children.length === 0) {
          if (pending) throw new ContentError('two attribute lines for one block', where);
          pending = attributes;
          break;
        }
        const own = attributes ?? pending;
        pending = null;
        const tone = own?.classes.has('note') ? 'note' : own?.classes.has('lead') ? 'lead' : undefined;
        if (own && (own.widths || own.classes.has('facts') || own.classes.has('signatures')))
          throw new ContentError('a paragraph takes .note or .lead only', where);
        const [first, ...rest] = children;
        if (first?.type === 'text' && first.content.startsWith('[ ] ')) {
          // `[ ] …`: a box to tick (a paragraph of its own, so it never joins a list before it).
          if (tone) throw new ContentError('a box to tick takes no .note or .lead', where);
          const label = { type: 'text', content: first.content.slice(4) } as Token;
          current(token).blocks.push({
            kind: 'checkbox',
            label: inlineTokens([label, ...rest], slots, where),
          });
          break;
        }
        const content = inlineTokens(children, slots, where);
        current(token).blocks.push({ kind: 'paragraph', content, ...(tone ? { tone } : {}) });
        break;
      }
      case 'bullet_list_open':
      case 'ordered_list_open': {
        const end = closing(i);
        const items = listItems(i, end);
        const own = pending;
        pending = null;
        const section = current(token);
        if (own?.classes.has('facts')) {
          section.blocks.push({
            kind: 'facts',
            rows: items.map((item) => {
              if (item.nested.length > 0 || !item.content)
                throw new ContentError('a fact is one "Label: value" line', where);
              return labelled(item.content);
            }),
          });
        } else if (own?.classes.has('signatures')) {
          section.blocks.push({
            kind: 'signatures',
            parties: items.map((item) => ({
              title: item.content ? plainText(inlineText(item.content), slots, where) : '',
              lines: (item.nested[0] ?? []).map((line) => {
                const { label, value } = labelled(line);
                return value.length > 0 ? { label, value } : { label };
              }),
            })),
          });
        } else if (own) {
          throw new ContentError('a list takes .facts or .signatures only', where);
        } else if (items.some((item) => !item.content || item.nested.length > 0)) {
          throw new ContentError('lists do not nest (except in .signatures)', where);
        } else if (items.every((item) => /^\[ \] /.test(item.content!.children?.[0]?.content ?? ''))) {
          for (const item of items) {
            const [first, ...rest] = item.content!.children!;
            const label = { type: 'text', content: first!.content.slice(4) } as Token;
            section.blocks.push({ kind: 'checkbox', label: inlineTokens([label, ...rest], slots, where) });
          }
        } else {
          section.blocks.push({
            kind: 'list',
            ...(token.type === 'ordered_list_open' ? { ordered: true } : {}),
            items: items.map((item) => inlineTokens(item.content!.children ?? [], slots, where)),
          });
        }
        i = end + 1;
        break;
      }
      case 'table_open': {
        const end = closing(i);
        const own = pending;
        pending = null;
        if (own && (own.classes.size > 0 || !own.widths))
          throw new ContentError('a table takes widths=… only', where);
        const columns: string[] = [];
        const rows: Inline[][][] = [];
        let row: Inline[][] | null = null;
        for (let j = i + 1; j < end; j++) {
          const t = tokens[j]!;
          if (t.type === 'tr_open' && tokens[j - 1]!.type !== 'thead_open') row = [];
          else if (t.type === 'tr_close' && row) {
            rows.push(row);
            row = null;
          } else if (t.type === 'inline') {
            if (row) row.push(inlineTokens(t.children ?? [], slots, where));
            else columns.push(plainText(inlineText(t), slots, where));
          }
        }
        if (own?.widths && own.widths.length !== columns.length)
          throw new ContentError(
            `widths=… has ${own.widths.length} numbers for ${columns.length} columns`,
            where,
          );
        current(token).blocks.push({
          kind: 'table',
          columns,
          rows,
          ...(own?.widths ? { widths: own.widths } : {}),
        });
        i = end + 1;
        break;
      }
      default:
        throw new ContentError(`${describe(token.type)} is not part of the content syntax`, where);
    }
  }
  if (pending) throw new ContentError('an attribute line with no block after it', options.file);
  return { ...(subtitle !== undefined ? { subtitle } : {}), sections };
}

/** An inline token's text as written (a heading's or a column's): slots stay marks. */
function inlineText(inline: Token): string {
  return (inline.children ?? [])
    .map((c) => (c.type === 'text' ? c.content : c.type === 'softbreak' ? ' ' : ''))
    .join('');
}

export type { Block };
