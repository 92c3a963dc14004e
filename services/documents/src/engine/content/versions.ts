/**
 * Content versions (docs/content.md, "Recording a change"): every content folder (a document type's,
 * a shared clause's) has a CHANGELOG.md whose entries say the version, the day, what changed, why and
 * the legal source, and the SHA-256 of the folder's ro.md and en.md as that entry left them. A
 * content file changed without a new entry no longer matches its last hash: the check fails and
 * says the hash to record.
 *
 * Each generated document records the version of the content it was made from (`contentVersion`
 * on the tree, kept with the document's version): its folder's last version and a digest of its
 * files and of every clause it includes, so a later change to a shared clause is seen in every
 * document that includes it.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { CONTENT_DIR, displayPath } from './engine.ts';

export interface ChangelogEntry {
  version: number;
  date: string;
  what: string;
  why: string;
  source: string;
  hash: string;
  line: number;
  /**
   * What changed as the documents' reader reads it, in Romanian and in English (optional `- Ro:` and
   * `- En:` lines): printed in the version history of the documents made from it (engine/history.ts).
   */
  ro?: string;
  en?: string;
}

const ENTRY = /^## (\d+) \((\d{4}-\d{2}-\d{2})\)\s*$/;
const FIELD = /^- (What|Why|Source|Content|Ro|En): (.+)$/;

/**
 * The entries of a changelog, oldest first, and what is wrong with its form. A document type's
 * changelog (`reader`) says what every version after the first changed for the documents' reader:
 * an entry of version 2 or later without its `Ro:` and `En:` lines is a problem (a shared clause's
 * versions are told in the documents that include it, by the type's own entries or as a shared
 * clause's change).
 */
export function readChangelog(
  text: string,
  { reader = false }: { reader?: boolean } = {},
): {
  entries: ChangelogEntry[];
  problems: Array<{ line: number; message: string }>;
} {
  const entries: ChangelogEntry[] = [];
  const problems: Array<{ line: number; message: string }> = [];
  let current: (Partial<ChangelogEntry> & { line: number }) | null = null;
  const close = () => {
    if (!current) return;
    const missing = (['what', 'why', 'source', 'hash'] as const).filter((k) => !current![k]);
    if (missing.length > 0)
      problems.push({
        line: current.line,
        message: `the entry ${current.version} has no ${missing.map((k) => (k === 'hash' ? 'Content' : k[0]!.toUpperCase() + k.slice(1))).join(', ')}`,
      });
    else entries.push(current as ChangelogEntry);
    const unsaid = (['ro', 'en'] as const).filter((k) => !current![k]);
    if (reader && current.version! >= 2 && unsaid.length > 0)
      problems.push({
        line: current.line,
        message: `the entry ${current.version} has no ${unsaid.map((k) => (k === 'ro' ? 'Ro' : 'En')).join(', ')}: say in Romanian and in English what changed for the company using the document (its version history prints it), before the Content line`,
      });
    current = null;
  };
  text.split('\n').forEach((line, i) => {
    const entry = ENTRY.exec(line);
    if (entry) {
      close();
      current = { version: Number(entry[1]), date: entry[2]!, line: i + 1 };
      if (Number.isNaN(Date.parse(`${entry[2]}T00:00:00Z`)))
        problems.push({ line: i + 1, message: `${entry[2]} is not a date` });
      return;
    }
    if (line.startsWith('## '))
      problems.push({ line: i + 1, message: 'an entry starts "## <version> (<YYYY-MM-DD>)"' });
    const field = FIELD.exec(line);
    if (field && current) {
      const value = field[2]!.trim();
      if (field[1] === 'Content') {
        const hash = /^sha256:([0-9a-f]{64})$/.exec(value)?.[1];
        if (!hash) problems.push({ line: i + 1, message: 'Content is sha256:<64 hexadecimal digits>' });
        else current.hash = hash;
      } else current[field[1]!.toLowerCase() as 'what' | 'why' | 'source' | 'ro' | 'en'] = value;
    }
  });
  close();
  entries.forEach((e, i) => {
    if (i > 0 && e.version !== entries[i - 1]!.version + 1)
      problems.push({
        line: e.line,
        message: `version ${e.version} follows ${entries[i - 1]!.version}: versions go up by one`,
      });
  });
  return { entries, problems };
}

/** The SHA-256 of a content folder's two files, as a changelog entry records it. */
export function folderHash(folder: string): string {
  const hash = createHash('sha256');
  for (const language of ['ro', 'en']) {
    const path = join(folder, `${language}.md`);
    hash.update(`${language}.md\n`);
    hash.update(existsSync(path) ? readFileSync(path) : '');
    hash.update('\n');
  }
  return hash.digest('hex');
}

/**
 * Every changelog problem of the content folders, each with its file and line; a document type's
 * folder (not one of `_shared/`) also needs its entries' Ro and En lines (readChangelog's `reader`).
 */
export function changelogProblems(
  folders: readonly string[],
): Array<{ file: string; line: number; message: string }> {
  const problems: Array<{ file: string; line: number; message: string }> = [];
  for (const folder of folders) {
    const path = join(folder, 'CHANGELOG.md');
    const file = displayPath(path);
    const hash = folderHash(folder);
    if (!existsSync(path)) {
      problems.push({
        file,
        line: 1,
        message: `no changelog: write its first entry (## 1 (<YYYY-MM-DD>), What, Why, Source, Content: sha256:${hash})`,
      });
      continue;
    }
    const { entries, problems: form } = readChangelog(readFileSync(path, 'utf8'), {
      reader: basename(dirname(folder)) !== '_shared',
    });
    problems.push(...form.map((p) => ({ file, ...p })));
    const last = entries.at(-1);
    if (!last) {
      if (form.length === 0) problems.push({ file, line: 1, message: 'no entry' });
      continue;
    }
    if (last.hash !== hash)
      problems.push({
        file,
        line: last.line,
        message: `ro.md or en.md changed after version ${last.version}: add version ${last.version + 1} (what, why, the legal source) with Content: sha256:${hash}`,
      });
  }
  return problems;
}

const cache = new Map<string, string>();

/**
 * The content version a document of this type is made from: its changelog's last version and a
 * digest of its files and of the clauses they include, read once per process.
 */
export function contentVersionOf(code: string, dir = CONTENT_DIR): string {
  let version = cache.get(`${dir}|${code}`);
  if (version === undefined) {
    const folder = join(dir, code);
    const changelog = join(folder, 'CHANGELOG.md');
    const last = existsSync(changelog)
      ? readChangelog(readFileSync(changelog, 'utf8')).entries.at(-1)
      : undefined;
    const digest = createHash('sha256');
    const seen = new Set<string>();
    // A clause resolves from the content root, as the engine's partials do; a file is named by its
    // path within the content, so the same content copied elsewhere (DOCUMENTS_CONTENT_DIR, a test's
    // temporary folder) has the same version.
    const visit = (folder: string) => {
      if (seen.has(folder)) return;
      seen.add(folder);
      for (const language of ['ro', 'en']) {
        const path = join(folder, `${language}.md`);
        if (!existsSync(path)) continue;
        const text = readFileSync(path, 'utf8');
        digest.update(`${relative(dir, path)}\n${text}\n`);
        for (const m of text.matchAll(/render\s+'([^']+)'/g)) visit(join(dir, '_shared', m[1]!));
      }
    };
    visit(folder);
    version = `${last?.version ?? 0}+${digest.digest('hex').slice(0, 12)}`;
    cache.set(`${dir}|${code}`, version);
  }
  return version;
}

const entries = new Map<string, ChangelogEntry[]>();

/** The entries of a content folder's changelog (a type's, or `_shared/<clause>`), read once per process. */
export function changelogOf(code: string, dir = CONTENT_DIR): ChangelogEntry[] {
  let found = entries.get(`${dir}|${code}`);
  if (!found) {
    const changelog = join(dir, code, 'CHANGELOG.md');
    found = existsSync(changelog) ? readChangelog(readFileSync(changelog, 'utf8')).entries : [];
    entries.set(`${dir}|${code}`, found);
  }
  return found;
}

/**
 * The shared clauses (`_shared/<name>`) a content folder's files include, at any depth: a change to
 * one of them changes the documents of this folder (legal-updates/: the types a clause's update
 * reaches). Clauses resolve to `<dir>/_shared/<name>`, as the engine's partials do.
 */
export function clausesIncludedBy(code: string, dir = CONTENT_DIR): Set<string> {
  const found = new Set<string>();
  const visit = (folder: string) => {
    for (const language of ['ro', 'en']) {
      const path = join(dir, folder, `${language}.md`);
      if (!existsSync(path)) continue;
      for (const m of readFileSync(path, 'utf8').matchAll(/render\s+'([^']+)'/g)) {
        const clause = `_shared/${m[1]!}`;
        if (found.has(clause)) continue;
        found.add(clause);
        visit(clause);
      }
    }
  };
  visit(code);
  return found;
}
