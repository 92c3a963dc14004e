/**
 * The content files checked like code (docs/content.md, "The checks"), before anything renders:
 * `npm run lint` runs it (scripts/check-content.ts) and so does a jest test. Each problem names
 * the file and the line.
 *
 * - Every variable a file uses (in a value, a condition, a loop, a filter's argument) exists in the
 *   facts schema of the document type, read through the loop variables and the values given to an
 *   included clause; only the tags and filters the content syntax lists are used; every included
 *   clause exists.
 * - The Romanian and English files of a type, and of a shared clause, have the same sections in the
 *   same order, include the same clauses and use the same variables and the same number of blanks.
 * - The Markdown is inside the subset (read with every condition's branches and the included
 *   clauses in place).
 * - No text has an s or t with cedilla (U+015E, U+015F, U+0162, U+0163: Romanian is written with
 *   comma-below ș ț), nor the marks slots use.
 * - Every content folder's CHANGELOG.md records its files as they are (versions.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Output, Tag, TypeGuards, type Template, type Token, type Value } from 'liquidjs';
import { z } from 'zod';
import type { Language } from '../context.ts';
import {
  CONTENT_DIR,
  displayPath,
  documentFile,
  FILTERS,
  liquidFor,
  partialFile,
  standaloneTags,
  TAGS,
} from './engine.ts';
import { BLANK_PREFIX, ContentError, markdownToSections, SLOT_CLOSE, SLOT_OPEN } from './markdown.ts';
import { changelogProblems } from './versions.ts';

export interface ContentProblem {
  /** The file from the repository root. */
  file: string;
  line: number;
  message: string;
}

const LANGUAGES: Language[] = ['ro', 'en'];

/** What a name in a file stands for: a part of the facts schema (or Liquid's loop object). */
type Shape = z.ZodType;

/** Liquid's `forloop` inside a loop. */
const FORLOOP = z.object({
  index: z.number(),
  index0: z.number(),
  rindex: z.number(),
  rindex0: z.number(),
  first: z.boolean(),
  last: z.boolean(),
  length: z.number(),
});

/** The schema under wrappers that do not change which properties a value has. */
function bare(schema: z.ZodType): z.ZodType {
  let s = schema;
  for (;;) {
    const def = s.def as { type: string; innerType?: z.ZodType; in?: z.ZodType; getter?: () => z.ZodType };
    if (
      def.innerType &&
      ['optional', 'nullable', 'default', 'readonly', 'prefault', 'catch', 'nonoptional'].includes(def.type)
    )
      s = def.innerType;
    else if (def.type === 'pipe' && def.in) s = def.in;
    else if (def.type === 'lazy' && def.getter) s = def.getter();
    else return s;
  }
}

/** The schema of `schema[segment]`, or why there is none. */
function property(shape: Shape, segment: string | number): Shape | string {
  const s = bare(shape);
  const def = s.def as {
    type: string;
    shape?: Record<string, z.ZodType>;
    element?: z.ZodType;
    options?: z.ZodType[];
    valueType?: z.ZodType;
  };
  switch (def.type) {
    case 'object':
      return typeof segment === 'string' && def.shape && Object.hasOwn(def.shape, segment)
        ? def.shape[segment]!
        : `has no "${segment}" (it has ${Object.keys(def.shape ?? {}).join(', ')})`;
    case 'array':
      if (segment === 'size') return z.number();
      if (segment === 'first' || segment === 'last' || typeof segment === 'number') return def.element!;
      return `is a list: it has size, first, last, not "${segment}"`;
    case 'string':
    case 'enum':
      return segment === 'size' ? z.number() : `is text: it has no "${segment}"`;
    case 'record':
      return def.valueType!;
    case 'union': {
      const found = (def.options ?? []).map((o) => property(o, segment)).filter((r) => typeof r !== 'string');
      return found[0] ?? `has no "${segment}" in any of its forms`;
    }
    case 'any':
    case 'unknown':
      return z.unknown();
    default:
      return `is a ${def.type}: it has no "${segment}"`;
  }
}

const isArray = (shape: Shape) => bare(shape).def.type === 'array';
const elementOf = (shape: Shape) => (bare(shape).def as unknown as { element: z.ZodType }).element;

interface Walk {
  problems: ContentProblem[];
  /** Variables the file itself uses, loop variables written as their list (`a.b[].c`). */
  variables: Set<string>;
  /** The clauses it includes, in order. */
  renders: string[];
}

/** Line of a token in its file (liquidjs counts from 1). */
const lineOf = (token: Token | undefined) => (token ? (token.getPosition()[0] ?? 1) : 1);

function walk(
  templates: readonly Template[],
  scope: ReadonlyMap<string, { shape: Shape; path: string }>,
  file: string,
  language: Language,
  out: Walk,
  /** Partials already being walked with these arguments (a clause including itself). */
  stack: readonly string[],
  /** Only the top file's own variables go into `out.variables`. */
  own: boolean,
): void {
  const problem = (token: Token | undefined, message: string) =>
    out.problems.push({ file: displayPath(file), line: lineOf(token), message });

  /** Resolves `a.b.c` (a property-access token) against the scope; records it. */
  const resolve = (token: Token): Shape | null => {
    if (!TypeGuards.isPropertyAccessToken(token)) return null;
    const [root, ...rest] = token.props;
    if (!root || !TypeGuards.isWordToken(root)) {
      problem(token, `"${token.getText()}": a variable starts with a name`);
      return null;
    }
    const bound = scope.get(root.content);
    if (!bound) {
      problem(token, `unknown variable "${root.content}" (the facts have ${[...scope.keys()].join(', ')})`);
      return null;
    }
    let shape: Shape = bound.shape;
    let path = bound.path;
    for (const prop of rest) {
      const segment = TypeGuards.isNumberToken(prop)
        ? Number(prop.content)
        : TypeGuards.isWordToken(prop) || TypeGuards.isQuotedToken(prop)
          ? prop.content
          : null;
      if (segment === null) {
        problem(token, `"${token.getText()}": a variable's parts are names or numbers`);
        return null;
      }
      const next = property(shape, segment);
      if (typeof next === 'string') {
        problem(token, `"${token.getText()}": ${path} ${next}`);
        return null;
      }
      path = `${path}${typeof segment === 'number' || segment === 'first' || segment === 'last' ? '[]' : `.${segment}`}`;
      shape = next;
    }
    if (own) out.variables.add(path);
    return shape;
  };

  const valueTokens = (tokens: Iterable<Token>) => {
    for (const t of tokens) {
      if (TypeGuards.isRangeToken(t)) {
        resolve(t.lhs);
        resolve(t.rhs);
      } else resolve(t);
    }
  };

  const value = (v: Value, at: Token) => {
    valueTokens(v.initial.postfix);
    for (const filter of v.filters) {
      // The output filter every {{ }} ends with (engine.ts) is added by the engine, not written.
      if (filter.name.startsWith('[object')) continue;
      if (!(FILTERS as readonly string[]).includes(filter.name))
        problem(at, `the filter "${filter.name}" is not part of the content syntax (${FILTERS.join(', ')})`);
      for (const arg of filter.args) {
        const token = Array.isArray(arg) ? arg[1] : arg;
        if (token) valueTokens([token]);
      }
    }
  };

  for (const template of templates) {
    const token = (template as { token?: Token }).token;
    if (template instanceof Output) {
      value(template.value, template.token);
      continue;
    }
    if (!(template instanceof Tag)) continue; // text
    const name = template.name;
    if (!(TAGS as readonly string[]).includes(name)) {
      problem(token, `the tag "${name}" is not part of the content syntax (${TAGS.join(', ')})`);
      continue;
    }
    const tag = template as unknown as Record<string, unknown>;
    switch (name) {
      case 'if':
      case 'unless': {
        const branches = tag['branches'] as Array<{ value: Value; templates: Template[] }>;
        for (const branch of branches) {
          value(branch.value, token!);
          walk(branch.templates, scope, file, language, out, stack, own);
        }
        walk((tag['elseTemplates'] as Template[] | undefined) ?? [], scope, file, language, out, stack, own);
        break;
      }
      case 'case': {
        value(tag['value'] as Value, token!);
        for (const branch of tag['branches'] as Array<{ values: Token[]; templates: Template[] }>) {
          valueTokens(branch.values);
          walk(branch.templates, scope, file, language, out, stack, own);
        }
        walk((tag['elseTemplates'] as Template[] | undefined) ?? [], scope, file, language, out, stack, own);
        break;
      }
      case 'for': {
        const collection = tag['collection'] as Token;
        const shape = resolve(collection);
        const variable = tag['variable'] as string;
        if (shape && !isArray(shape)) problem(token, `"${collection.getText()}" is not a list`);
        const inner = new Map(scope);
        const path = TypeGuards.isPropertyAccessToken(collection) ? collection.getText() : variable;
        inner.set(variable, {
          shape: shape && isArray(shape) ? elementOf(shape) : z.unknown(),
          path: `${path}[]`,
        });
        inner.set('forloop', { shape: FORLOOP, path: 'forloop' });
        walk(tag['templates'] as Template[], inner, file, language, out, stack, own);
        walk((tag['elseTemplates'] as Template[] | undefined) ?? [], scope, file, language, out, stack, own);
        break;
      }
      case 'render': {
        const partial = tag['file'];
        if (typeof partial !== 'string' || tag['with'] || tag['forBinding']) {
          problem(
            token,
            "a clause is included by its name in quotes, with named values: {% render 'name', a: b %}",
          );
          break;
        }
        if (own) out.renders.push(partial);
        const path = partialFile(partial, language, dir);
        if (!existsSync(path)) {
          problem(token, `no shared clause "${partial}" (content/_shared/${partial}/${language}.md)`);
          break;
        }
        // The clause sees the facts and the values it is given, nothing of the including file.
        const inner = new Map([...scope].filter(([key]) => globals.has(key)));
        const hash = (tag['hash'] as { hash: Record<string, Token | undefined> }).hash;
        for (const [key, arg] of Object.entries(hash)) {
          const shape =
            arg && TypeGuards.isPropertyAccessToken(arg)
              ? resolve(arg)
              : arg && TypeGuards.isNumberToken(arg)
                ? z.number()
                : arg && TypeGuards.isLiteralToken(arg)
                  ? z.boolean().nullable()
                  : z.string();
          inner.set(key, { shape: shape ?? z.unknown(), path: `${partial}.${key}` });
        }
        const signature = `${partial}(${Object.keys(hash).sort().join(',')})`;
        if (stack.includes(signature)) {
          problem(token, `the clause "${partial}" includes itself`);
          break;
        }
        let parsed: Template[];
        try {
          parsed = liquidFor(language).parse(standaloneTags(readFileSync(path, 'utf8')), path);
        } catch (err) {
          out.problems.push(parseProblem(err, path));
          break;
        }
        walk(
          parsed,
          inner,
          path,
          language,
          { ...out, variables: new Set(), renders: [] },
          [...stack, signature],
          false,
        );
        break;
      }
      default:
        break; // comments, break, continue
    }
  }
}

/** The names the facts give every file (partials see them too). */
let globals = new Set<string>();
/** The content folder being checked (another one in the check's own tests). */
let dir = CONTENT_DIR;

function parseProblem(err: unknown, path: string): ContentProblem {
  const message = err instanceof Error ? err.message : String(err);
  const line = /line:(\d+)/.exec(message)?.[1];
  return {
    file: displayPath(path),
    line: line ? Number(line) : 1,
    message: message.replace(/, file:[^,]*/, '').replace(/, line:\d+, col:\d+/, ''),
  };
}

const TAG = /\{%-?((?:(?!%\}).|\n)*?)-?%\}/g;
const OUTPUT = /\{\{-?(?:(?!\}\}).|\n)*?-?\}\}/g;
const GONE = '\u0001';
const INLINE = '\u0002';

/**
 * A file's Markdown as the subset reads it, every tag gone (a line holding only tags with it, as the
 * engine does), every value a plain word, every branch of every condition kept, and its clauses'
 * Markdown in place of their includes; with, for each line, where it comes from.
 */
function skeleton(
  path: string,
  language: Language,
  depth = 0,
): { lines: string[]; origin: Array<{ file: string; line: number }> } {
  const source = readFileSync(path, 'utf8');
  const raw = source.split('\n');
  const marked = source
    // A clause included inside a line stays a mark, replaced by its one line below.
    .replace(/\{%-?\s*render\s+'([^']+)'(?:(?!%\}).)*%\}/g, (tag: string, name: string, at: number) =>
      /^[ \t]*$/.test(source.slice(source.lastIndexOf('\n', at - 1) + 1, at)) &&
      /^[ \t]*(\n|$)/.test(source.slice(at + tag.length))
        ? tag
        : `${INLINE}${name}${INLINE}`,
    )
    .replace(TAG, (tag: string) => `${tag.replace(/[^\n]+/g, '').replace(/\n/g, `${GONE}\n`)}${GONE}`)
    .replace(OUTPUT, (out: string) => `${out.replace(/[^\n]+/g, '')}x`)
    .split('\n');
  const lines: string[] = [];
  const origin: Array<{ file: string; line: number }> = [];
  const clause = (name: string) => {
    const file = partialFile(name, language, dir);
    return depth < 5 && existsSync(file) ? skeleton(file, language, depth + 1) : { lines: [], origin: [] };
  };
  marked.forEach((line, i) => {
    const render = /^\s*\{%-?\s*render\s+'([^']+)'.*%\}\s*$/.exec(raw[i] ?? '');
    if (render) {
      const expanded = clause(render[1]!);
      lines.push(...expanded.lines);
      origin.push(...expanded.origin);
      return;
    }
    if (line.includes(GONE) && line.replaceAll(GONE, '').trim() === '') return;
    lines.push(
      line
        .replaceAll(GONE, '')
        .replace(new RegExp(`${INLINE}([^${INLINE}]+)${INLINE}`, 'g'), (_m, name: string) =>
          clause(name).lines.join(' '),
        ),
    );
    origin.push({ file: path, line: i + 1 });
  });
  return { lines, origin };
}

/** The Markdown of a document inside the subset: what cannot be read names its source line. */
function checkMarkdown(file: string, language: Language, problems: ContentProblem[]) {
  const { lines, origin } = skeleton(file, language);
  try {
    markdownToSections(lines.join('\n'), [], { language, file: displayPath(file) });
  } catch (err) {
    if (!(err instanceof ContentError)) throw err;
    const rendered = /rendered line (\d+)/.exec(err.message)?.[1];
    const at = rendered ? origin[Number(rendered) - 1] : undefined;
    problems.push({
      file: displayPath(at?.file ?? file),
      line: at?.line ?? 1,
      message: err.message.replace(/^.*?\(rendered line \d+: .*?\): /, '').replace(/^[^:]*\.md: /, ''),
    });
  }
}

/** The section ids a file writes (`## … {#id}`), in order, with their lines. */
function sectionIds(source: string): Array<{ id: string; line: number }> {
  return [...source.matchAll(/^##\s.*\{#([^}]+)\}\s*$/gm)].map((m) => ({
    id: m[1]!,
    line: source.slice(0, m.index).split('\n').length,
  }));
}

interface Outline {
  sections: Array<{ id: string; line: number }>;
  renders: string[];
  variables: string[];
  blanks: number;
}

const blankCount = (source: string, language: Language) =>
  source.split(`[${BLANK_PREFIX[language]}: `).length - 1 + (source.match(/\[\[/g)?.length ?? 0);

/** Every problem of the content files; `types` are the document types made from content, with their facts. */
export function checkContent(
  types: ReadonlyArray<{ code: string; schema: z.ZodObject }>,
  options: { dir?: string } = {},
): ContentProblem[] {
  dir = options.dir ?? CONTENT_DIR;
  const shared = join(dir, '_shared');
  const problems: ContentProblem[] = [];
  const files: Array<{ path: string; language: Language }> = [];
  const usedPartials = new Set<string>();

  // Text: no cedilla, no slot marks; every file is somewhere the engine reads.
  const folders = existsSync(dir) ? readdirSync(dir, { withFileTypes: true }) : [];
  const codes = new Set(types.map((t) => t.code));
  for (const folder of folders) {
    if (!folder.isDirectory()) continue;
    if (folder.name !== '_shared' && !codes.has(folder.name))
      problems.push({
        file: displayPath(join(dir, folder.name)),
        line: 1,
        message: 'a content folder of no document type made from content (registry.ts)',
      });
  }
  const allFiles = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? allFiles(join(folder, e.name)) : [join(folder, e.name)],
    );
  for (const path of existsSync(dir) ? allFiles(dir) : []) {
    readFileSync(path, 'utf8')
      .split('\n')
      .forEach((text, i) => {
        if (/[\u015E\u015F\u0162\u0163]/.test(text))
          problems.push({
            file: displayPath(path),
            line: i + 1,
            message: 'an s or t with cedilla (U+015F, U+0163): Romanian is written with comma-below ș ț',
          });
        if (text.includes(SLOT_OPEN) || text.includes(SLOT_CLOSE))
          problems.push({
            file: displayPath(path),
            line: i + 1,
            message: 'a private-use character U+E000/U+E001 (the engine marks values with them)',
          });
      });
    const language = /\/(ro|en)\.md$/.exec(path)?.[1] as Language | undefined;
    if (path.endsWith('.md') && !path.endsWith('CHANGELOG.md') && !language)
      problems.push({ file: displayPath(path), line: 1, message: 'a content file is ro.md or en.md' });
    else if (language && path.startsWith(`${shared}/`)) files.push({ path, language });
  }

  for (const { code, schema } of types) {
    const shape = (schema.def as unknown as { shape: Record<string, z.ZodType> }).shape;
    globals = new Set(Object.keys(shape));
    const scope = new Map(Object.entries(shape).map(([key, s]) => [key, { shape: s, path: key }]));
    const outlines: Partial<Record<Language, Outline>> = {};
    for (const language of LANGUAGES) {
      const path = documentFile(code, language, dir);
      if (!existsSync(path)) {
        problems.push({
          file: displayPath(path),
          line: 1,
          message: `${code} is made from content: its ${language}.md is missing`,
        });
        continue;
      }
      const source = readFileSync(path, 'utf8');
      let parsed: Template[];
      try {
        parsed = liquidFor(language).parse(standaloneTags(source), path);
      } catch (err) {
        problems.push(parseProblem(err, path));
        continue;
      }
      const out: Walk = { problems, variables: new Set(), renders: [] };
      walk(parsed, scope, path, language, out, [], true);
      for (const name of out.renders) usedPartials.add(name);
      checkMarkdown(path, language, problems);
      outlines[language] = {
        sections: sectionIds(source),
        renders: out.renders,
        variables: [...out.variables].sort(),
        blanks: blankCount(source, language),
      };
    }
    compare(outlines, documentFile(code, 'en', dir), problems);
  }

  // Shared clauses: both languages alike, and each included by some document.
  const partials = new Map<string, Partial<Record<Language, string>>>();
  for (const { path, language } of files) {
    const name = path.slice(`${shared}/`.length).replace(/\/(ro|en)\.md$/, '');
    partials.set(name, { ...partials.get(name), [language]: path });
  }
  // A clause code renders on its own (`_shared/<name>` among the types: the version history) is used.
  const transitive = new Set([
    ...usedPartials,
    ...types.filter((t) => t.code.startsWith('_shared/')).map((t) => t.code.slice('_shared/'.length)),
  ]);
  for (const [name, paths] of partials) {
    for (const language of LANGUAGES) {
      const path = paths[language];
      if (!path) {
        problems.push({
          file: displayPath(partialFile(name, language, dir)),
          line: 1,
          message: `the clause ${name} has no ${language}.md`,
        });
        continue;
      }
      for (const m of readFileSync(path, 'utf8').matchAll(/render\s+'([^']+)'/g)) transitive.add(m[1]!);
    }
  }
  for (const [name, paths] of partials) {
    if (!transitive.has(name))
      problems.push({
        file: displayPath(paths.ro ?? paths.en!),
        line: 1,
        message: `the clause ${name} is included by no document`,
      });
    const outline = (language: Language): Outline | undefined => {
      const path = paths[language];
      if (!path) return undefined;
      const source = readFileSync(path, 'utf8');
      return {
        sections: sectionIds(source),
        renders: [...source.matchAll(/render\s+'([^']+)'/g)].map((m) => m[1]!),
        variables: [...new Set([...source.matchAll(/\{\{\s*([a-z_][\w.]*)/gi)].map((m) => m[1]!))].sort(),
        blanks: blankCount(source, language),
      };
    };
    compare({ ro: outline('ro'), en: outline('en') }, paths.en ?? paths.ro!, problems);
  }
  // Every folder's changelog records its last change.
  problems.push(
    ...changelogProblems([
      ...new Set([
        ...types.map((t) => join(dir, t.code)).filter((folder) => existsSync(folder)),
        ...[...partials.keys()].map((name) => join(shared, name)),
      ]),
    ]),
  );
  return problems;
}

function compare(outlines: Partial<Record<Language, Outline>>, enPath: string, problems: ContentProblem[]) {
  const { ro, en } = outlines;
  if (!ro || !en) return;
  const differ = (what: string, a: unknown, b: unknown, line = 1) => {
    if (JSON.stringify(a) !== JSON.stringify(b))
      problems.push({
        file: displayPath(enPath),
        line,
        message: `ro.md and en.md differ in ${what}: ro ${JSON.stringify(a)}, en ${JSON.stringify(b)}`,
      });
  };
  // At the first section that is not the same (or the end of the English file).
  const first = en.sections.findIndex((s, i) => ro.sections[i]?.id !== s.id);
  differ(
    'their sections',
    ro.sections.map((s) => s.id),
    en.sections.map((s) => s.id),
    first >= 0 ? en.sections[first]!.line : (en.sections.at(-1)?.line ?? 1),
  );
  differ('the clauses they include', ro.renders, en.renders);
  differ('the variables they use', ro.variables, en.variables);
  differ('their blanks and fields', ro.blanks, en.blanks);
}
