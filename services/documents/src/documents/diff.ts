/**
 * The redline between two versions of a document: the versions' stored trees compared section by
 * section (by id, as the version history names them), and inside a changed section word by word
 * (a longest common subsequence of the words; the words and the spaces after them are kept as
 * they were printed). The result is text only: the page shows it as text nodes.
 */
import type { TDocumentVersionDiff } from '@conform/contracts';
import { BLANK_PREFIX } from '../engine/content/markdown.ts';
import { HISTORY_SECTION } from '../engine/history.ts';
import { blockText, type Block } from '../engine/tree.ts';

type Part = TDocumentVersionDiff['sections'][number]['parts'][number];

/** A version's sections as text (a blank as printed: `[de completat: …]`), its history left out. */
export function sectionTexts(tree: unknown): Array<{ id: string; title: string; text: string }> {
  const stored = (tree ?? {}) as { language?: string; sections?: unknown };
  const prefix = BLANK_PREFIX[stored.language === 'en' ? 'en' : 'ro'];
  // A blank is a run `{ missing }`: as text, the words the document prints for it.
  const printed = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(printed);
    if (node !== null && typeof node === 'object') {
      const missing = (node as { missing?: unknown }).missing;
      if (typeof missing === 'string') return `[${prefix}: ${missing}]`;
      return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, printed(value)]));
    }
    return node;
  };
  const sections = Array.isArray(stored.sections) ? stored.sections : [];
  return (sections as Array<{ id: string; title: string; blocks?: unknown[] }>)
    .filter((s) => s.id !== HISTORY_SECTION)
    .map((s) => ({
      id: s.id,
      title: s.title,
      text: (printed(s.blocks ?? []) as Block[]).map((block) => blockText(block)).join('\n'),
    }));
}

/** Words with the spaces that follow them (a line's end is a space here). */
const wordsOf = (text: string): string[] => text.match(/\S+\s*|\s+/g) ?? [];

/** Above this many word pairs the middle is shown removed and added whole (a section rewritten). */
const MAX_CELLS = 4_000_000;

/** The words of `before` and `after` as runs kept, removed and added, in reading order. */
export function wordDiff(before: string, after: string): Part[] {
  const a = wordsOf(before);
  const b = wordsOf(after);
  // The words both start and end with, kept aside: the table is only as large as the change.
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end])
    end++;
  const midA = a.slice(start, a.length - end);
  const midB = b.slice(start, b.length - end);
  const ops: Array<{ op: Part['op']; word: string }> = a
    .slice(0, start)
    .map((word) => ({ op: 'same', word }));
  if (midA.length * midB.length > MAX_CELLS) {
    ops.push(...midA.map((word) => ({ op: 'removed' as const, word })));
    ops.push(...midB.map((word) => ({ op: 'added' as const, word })));
  } else {
    // lcs[i][j]: the longest common subsequence of midA[i..] and midB[j..].
    const n = midA.length;
    const m = midB.length;
    const lcs = new Uint32Array((n + 1) * (m + 1));
    const at = (i: number, j: number) => i * (m + 1) + j;
    for (let i = n - 1; i >= 0; i--)
      for (let j = m - 1; j >= 0; j--)
        lcs[at(i, j)] =
          midA[i] === midB[j] ? lcs[at(i + 1, j + 1)]! + 1 : Math.max(lcs[at(i + 1, j)]!, lcs[at(i, j + 1)]!);
    let i = 0;
    let j = 0;
    while (i < n || j < m) {
      if (i < n && j < m && midA[i] === midB[j]) {
        ops.push({ op: 'same', word: midA[i++]! });
        j++;
      } else if (i < n && (j === m || lcs[at(i + 1, j)]! >= lcs[at(i, j + 1)]!)) {
        // A word removed before the word that replaces it is added.
        ops.push({ op: 'removed', word: midA[i++]! });
      } else {
        ops.push({ op: 'added', word: midB[j++]! });
      }
    }
  }
  ops.push(...a.slice(a.length - end).map((word) => ({ op: 'same' as const, word })));
  // Runs: the words of one kind side by side joined; a removal before the addition that replaces it.
  const parts: Part[] = [];
  for (const { op, word } of ops) {
    const last = parts.at(-1);
    if (last?.op === op) last.text += word;
    else parts.push({ op, text: word });
  }
  return parts;
}

/** The sections added, removed or changed from one version's tree to another's. */
export function versionDiff(
  from: { version: number; tree: unknown },
  to: { version: number; tree: unknown },
): TDocumentVersionDiff {
  const before = sectionTexts(from.tree);
  const after = sectionTexts(to.tree);
  const beforeById = new Map(before.map((s) => [s.id, s]));
  const afterIds = new Set(after.map((s) => s.id));
  const sections: TDocumentVersionDiff['sections'] = [];
  for (const s of after) {
    const old = beforeById.get(s.id);
    if (!old)
      sections.push({ id: s.id, title: s.title, change: 'added', parts: [{ op: 'added', text: s.text }] });
    else if (old.title !== s.title || old.text !== s.text)
      sections.push({
        id: s.id,
        title: s.title,
        change: 'changed',
        parts: [
          // A renamed section says its earlier title first.
          ...(old.title !== s.title ? wordDiff(`${old.title}\n`, `${s.title}\n`) : []),
          ...wordDiff(old.text, s.text),
        ],
      });
  }
  for (const s of before)
    if (!afterIds.has(s.id))
      sections.push({
        id: s.id,
        title: s.title,
        change: 'removed',
        parts: [{ op: 'removed', text: s.text }],
      });
  return { from: from.version, to: to.version, sections };
}
