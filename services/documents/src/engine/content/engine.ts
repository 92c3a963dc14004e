/**
 * The content files' template language: LiquidJS in strict mode (an unknown variable or filter is an
 * error, not an empty string), with the few tags and filters docs/content.md lists (check.ts refuses
 * the others before anything renders). Each file is read and parsed once per process.
 *
 * Every `{{ … }}` goes through one output filter that never writes the value into the Markdown: it
 * keeps the value in the render's slot table and writes a slot mark (markdown.ts), so a value is
 * text whatever characters it has. There is no way around it: `raw` is refused by the check and
 * throws if it were ever reached.
 *
 * A line holding only a tag (`{% if … %}`, `{% endfor %}`, `{% render … %}`) leaves no line behind,
 * so a loop writes one list item or table row per line and a condition around a paragraph leaves
 * no gap; a tag inside a line leaves the spaces around it alone. A shared clause of a single line
 * is included inside a line (a table cell, a sentence).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Liquid, type FS, type Template } from 'liquidjs';
import { countInWords, countOf } from '../blocks.ts';
import type { Language } from '../context.ts';
import { ContentError, markdownToSections, slotMark, type SlotValue } from './markdown.ts';

/**
 * The content directory: a folder per document type, `_shared` for the clauses they include. The
 * repository's services/documents/content unless `DOCUMENTS_CONTENT_DIR` (the service's config) names
 * another, read once when this module loads: a test or the bench publishes a legal update by
 * deploying a changed copy of the content and starting the service on it (docs/legal-updates.md).
 * Every reader of the content (engine, versions, legal updates, blanks) takes it from here.
 */
export const CONTENT_DIR = process.env['DOCUMENTS_CONTENT_DIR']
  ? join(resolve(process.env['DOCUMENTS_CONTENT_DIR']), '/')
  : fileURLToPath(new URL('../../../content/', import.meta.url));
/** The repository root, to name files in errors as a person finds them. */
const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));

export const displayPath = (file: string) => relative(ROOT, file);
export const documentFile = (code: string, language: Language, dir = CONTENT_DIR) =>
  join(dir, code, `${language}.md`);
export const partialFile = (name: string, language: Language, dir = CONTENT_DIR) =>
  join(dir, '_shared', name, `${language}.md`);

/** A value a filter made that is not text: printed as a blank, a field or a link. */
export class Blank {
  readonly missing: string;
  constructor(what: string) {
    this.missing = what;
  }
}
export class Link {
  readonly link: string;
  readonly text: string;
  constructor(link: string, text: string) {
    this.link = link;
    this.text = text;
  }
}

/** The filters a content file may use: Liquid's own that only shape text, and ours. */
export const FILTERS = [
  'or_blank',
  'link',
  'count',
  'count_words',
  'default',
  'join',
  'size',
  'downcase',
  'upcase',
  'capitalize',
  'append',
  'prepend',
  'first',
  'last',
  'plus',
  'minus',
] as const;
/** The tags a content file may use (and their closing tags). */
export const TAGS = ['if', 'unless', 'case', 'for', 'render', 'comment', '#', 'break', 'continue'] as const;

/** The values printed during the render under way: renders are synchronous, so one at a time. */
let slots: SlotValue[] | null = null;

function toSlot(value: unknown): string {
  if (!slots) throw new ContentError('a value printed outside a render');
  let slot: SlotValue;
  if (typeof value === 'string') slot = value;
  else if (typeof value === 'number' && Number.isFinite(value)) slot = String(value);
  else if (value instanceof Blank) slot = { missing: value.missing };
  else if (value instanceof Link) slot = { link: value.link, text: value.text };
  else
    throw new ContentError(
      `{{ … }} printed ${value === null || value === undefined ? 'nothing (null)' : typeof value}: a value that may be missing takes | or_blank: "what is missing"`,
    );
  slots.push(slot);
  return slotMark(slots.length - 1);
}

/**
 * `{% tag %}` alone on its line: `{%- tag -%}`, which takes the line's indentation and its end with
 * it. A clause of one line keeps the render's line end (its own is taken off: readSource), so it
 * stays a line of its own; a clause of several lines ends with its own last line end, so its lines
 * simply take the render's place (rows of a table stay one table).
 */
export function standaloneTags(source: string): string {
  return source.replace(
    /^([ \t]*)\{%(-?)((?:(?!%\}).|\n)*?)(-?)%\}([ \t]*)(?=\r?\n|$)/gm,
    (_all, indent: string, _l, body: string, _r, after: string) => {
      const clause = /^\s*render\s+'([^']+)'/.exec(body)?.[1];
      const keepsLineEnd = clause !== undefined && isOneLineClause(clause);
      return `${indent}{%-${body}${keepsLineEnd ? '' : '-'}%}${after}`;
    },
  );
}

/** Whether a shared clause is a single line (both languages are: the check compares them). */
function isOneLineClause(name: string): boolean {
  const file = partialFile(name, 'ro');
  if (!existsSync(file)) return true;
  return !readFileSync(file, 'utf8')
    .replace(/\r?\n$/, '')
    .includes('\n');
}

/** Partials resolve to `_shared/<name>/<language>.md`, read from disk once. */
function contentFs(language: Language): FS {
  const file = (name: string) => partialFile(name, language);
  return {
    exists: (path) => Promise.resolve(existsSync(path)),
    existsSync: (path) => existsSync(path),
    readFile: (path) => Promise.resolve(readSource(path)),
    readFileSync: (path) => readSource(path),
    resolve: (_dir, name) => file(name),
    contains: () => Promise.resolve(true),
    containsSync: () => true,
  };
}

const sources = new Map<string, string>();
/** Which file a source is (a token of an included clause does not always say its file). */
const paths = new Map<string, string>();
function readSource(path: string): string {
  let source = sources.get(path);
  if (source === undefined) {
    if (!existsSync(path)) throw new ContentError('no such content file', displayPath(path));
    source = standaloneTags(readFileSync(path, 'utf8'));
    // A clause of one line is used inside a line (a table cell): its line end is not part of it.
    if (!source.slice(0, -1).includes('\n')) source = source.replace(/\r?\n$/, '');
    sources.set(path, source);
    paths.set(source, path);
  }
  return source;
}

function engine(language: Language): Liquid {
  const liquid = new Liquid({
    fs: contentFs(language),
    root: [CONTENT_DIR],
    partials: [join(CONTENT_DIR, '_shared')],
    relativeReference: false,
    extname: '',
    // Parsed partials are kept: each content file is parsed once per process.
    cache: true,
    strictVariables: true,
    strictFilters: true,
    // `{%- -%}` (standaloneTags) takes the spaces and one line end, never the blank line that
    // separates two paragraphs.
    greedy: false,
    ownPropertyOnly: true,
    outputEscape: toSlot,
  });
  liquid.registerFilter('or_blank', (value: unknown, what: unknown) =>
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim()
        ? value.trim()
        : new Blank(String(what)),
  );
  liquid.registerFilter('link', (value: unknown) => new Link(String(value), String(value)));
  // A number with its noun as the language writes it: „o zi”, „20 de zile”; "one day", "20 days".
  liquid.registerFilter('count', (value: unknown, one: unknown, many: unknown) =>
    countOf(Number(value), language, String(one), String(many)),
  );
  // The same, one to ten in words: „două luni”, "two months" (a period the law sets, as prose writes it).
  liquid.registerFilter('count_words', (value: unknown, one: unknown, many: unknown) =>
    countInWords(Number(value), language, String(one), String(many)),
  );
  liquid.registerFilter('raw', () => {
    throw new ContentError('| raw would print a value as Markdown: content files do not use it');
  });
  return liquid;
}

const ENGINES: Record<Language, Liquid> = { ro: engine('ro'), en: engine('en') };
export const liquidFor = (language: Language) => ENGINES[language];

const compiled = new Map<string, Template[]>();

/** A document type's content in one language, parsed once. */
export function compiledDocument(code: string, language: Language): Template[] {
  const key = `${code}/${language}`;
  let templates = compiled.get(key);
  if (!templates) {
    const file = documentFile(code, language);
    try {
      templates = ENGINES[language].parse(readSource(file), file);
    } catch (err) {
      throw asContentError(err, file);
    }
    compiled.set(key, templates);
  }
  return templates;
}

function asContentError(err: unknown, file: string): ContentError {
  if (err instanceof ContentError) return err;
  // liquidjs names the token it stopped at (in the included clause, for an error there).
  const token = (err as { token?: { file?: string; input?: string; getPosition(): number[] } }).token;
  const line = token?.getPosition()[0];
  const where = token?.file ?? (token?.input !== undefined ? paths.get(token.input) : undefined) ?? file;
  const message = (err instanceof Error ? err.message : String(err))
    .replace(/^ContentError: /, '')
    .replace(/(, file:[^,]*)?, line:\d+, col:\d+$/, '');
  return new ContentError(message, `${displayPath(where)}${line ? `:${line}` : ''}`);
}

/** Renders a document type's content with its facts into sections (and the subtitle). */
export function renderContent(code: string, language: Language, facts: object) {
  const templates = compiledDocument(code, language);
  const file = documentFile(code, language);
  const table: SlotValue[] = [];
  let markdown: string;
  slots = table;
  try {
    markdown = ENGINES[language].renderSync(templates, {}, { globals: facts }) as string;
  } catch (err) {
    throw asContentError(err, file);
  } finally {
    slots = null;
  }
  return markdownToSections(markdown, table, { language, file: displayPath(file) });
}

/**
 * A shared clause rendered alone, as the Markdown lines it writes, for a screen that shows the
 * clause's text outside a document (the legitimate interest assessment's standard answers). The
 * clause sees `globals` as a document's clause sees the facts; a printed value is written as its
 * text, and a blank (a fact the globals do not give) is an error: such a clause is not for a screen.
 */
export function renderClauseLines(name: string, language: Language, globals: object): string[] {
  const file = partialFile(name, language);
  const table: SlotValue[] = [];
  let markdown: string;
  slots = table;
  try {
    markdown = ENGINES[language].parseAndRenderSync(
      standaloneTags(`{% render '${name}' %}\n`),
      {},
      { globals },
    ) as string;
  } catch (err) {
    throw asContentError(err, file);
  } finally {
    slots = null;
  }
  const text = markdown.replace(/\uE000(\d+)\uE001/g, (_mark, index: string) => {
    const value = table[Number(index)];
    if (typeof value !== 'string')
      throw new ContentError('a clause shown on a screen printed a blank or a link', displayPath(file));
    return value;
  });
  return text.split('\n').filter((line) => line.trim() !== '');
}
