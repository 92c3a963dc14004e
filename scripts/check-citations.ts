// The design record is in the repository (docs/): a comment that cites the specification, the legal
// facts or the architecture names the file there, and that file (and the section or heading cited)
// exists, so whoever reads a clone can follow it. Citations of the old places outside the
// repository, of sections without their file, and of issue numbers (which a clone cannot open) fail
// `npm run lint`. The specification and the facts themselves are kept as written (see their
// headers), so their own internal references are not checked.
//
//   node scripts/check-citations.ts
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Kept as written, with references of their own; and this check with its test, which name the rules. */
const SKIPPED = [
  /^docs\/spec\//,
  /^docs\/facts\//,
  /^package-lock\.json$/,
  /^scripts\/check-citations\.ts$/,
  /^scripts\/test\/check-citations\.test\.ts$/,
];

const FACTS = 'content-review|document-checklists|gdpr-documents|payments-netopia|romania';

/** What may not be cited, and what to cite instead. */
const RULES: { pattern: RegExp; problem: string }[] = [
  {
    pattern: /(?:\.\.|\/work)\/shared\b/g,
    problem: 'cites a folder outside the repository: cite the file under docs/ instead',
  },
  {
    // Also across a comment's line break: "(spec" at the end of a line, "§2)" on the next.
    pattern: /(?<![\w/.-])(?:spec|behaviour|catalogues)(?:\.md)?(?:'s)?(?:\s*\n\s*(?:\*|\/\/|#|--))?\s+§/gi,
    problem: 'cites a section without its file: docs/spec/behaviour.md §N or docs/spec/catalogues.md §N',
  },
  {
    pattern: /\bARCHITECTURE\b/g,
    problem:
      'cites the target design, which is not in the repository: cite docs/architecture.md (a section) or an ADR in docs/decisions/',
  },
  {
    pattern: new RegExp(`(?<![\\w/.-])(?:facts/|\\(facts:|(?:${FACTS})\\.md\\b)`, 'g'),
    problem: 'cites the facts without their path: docs/facts/<name>.md',
  },
  {
    pattern: /\bissues? \d+\b|\(issue:/g,
    problem:
      'cites an issue, which a clone cannot open: cite the file that records the behaviour (docs/security.md, an ADR, docs/architecture.md), or nothing',
  },
];

/** GitHub's anchor of a Markdown heading. */
export function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

export interface Problem {
  /** Where the citation starts in the text, and its line. */
  index: number;
  line: number;
  cited: string;
  problem: string;
}

/** `docs/<path>`, with a heading's anchor (`#the-event-spine`) or a section (`§4`) when one is cited. */
const DOC_REFERENCE =
  /(?<![\w/.-])(docs\/(?:[\w-]+\/)*[\w.-]*[\w-])(?:#([\w-]+))?(?:\s+§\s?(\d+(?:\.\d+)?))?/g;

/**
 * What is wrong with the citations in one file's text. `readDoc` answers a file of the repository by
 * its path (undefined when there is none), to check that a cited file, section or heading exists.
 */
export function citationProblems(text: string, readDoc: (path: string) => string | undefined): Problem[] {
  const problems: Problem[] = [];
  const lineAt = (index: number): number => text.slice(0, index).split('\n').length;
  for (const rule of RULES) {
    for (const match of text.matchAll(rule.pattern))
      problems.push({
        index: match.index,
        line: lineAt(match.index),
        cited: match[0],
        problem: rule.problem,
      });
  }
  for (const match of text.matchAll(DOC_REFERENCE)) {
    const [cited, path = '', anchor, section] = match;
    const at = { index: match.index, line: lineAt(match.index), cited };
    const doc = readDoc(path);
    if (doc === undefined) {
      problems.push({ ...at, problem: `${path} does not exist` });
      continue;
    }
    const headings = [...doc.matchAll(/^#{1,6} (.+)$/gm)].map((m) => m[1] ?? '');
    if (anchor && !headings.some((h) => anchorOf(h) === anchor))
      problems.push({ ...at, problem: `${path} has no heading #${anchor}` });
    if (section && !headings.some((h) => h.startsWith(`${section}. `) || h.startsWith(`${section} `)))
      problems.push({ ...at, problem: `${path} has no section ${section}` });
  }
  return problems.sort((a, b) => a.index - b.index);
}

if (import.meta.main) {
  const root = join(import.meta.dirname, '..');
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((f) => f && !SKIPPED.some((skip) => skip.test(f)) && existsSync(join(root, f)));
  const readDoc = (path: string): string | undefined => {
    const full = join(root, path);
    if (!existsSync(full)) return undefined;
    return statSync(full).isDirectory() ? '' : readFileSync(full, 'utf8');
  };
  const found: string[] = [];
  for (const file of files) {
    const full = join(root, file);
    if (statSync(full).isDirectory()) continue;
    const text = readFileSync(full, 'utf8');
    if (text.includes('\0')) continue;
    for (const p of citationProblems(text, readDoc))
      found.push(`${file}:${p.line}: "${p.cited}" ${p.problem}`);
  }
  if (found.length > 0) {
    console.error(`Citation check failed (${found.length}):\n  ${found.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`Citation check: ${files.length} files cite only the design record in docs/.`);
}
