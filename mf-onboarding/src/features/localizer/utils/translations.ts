import type { TLocalized } from '@conform/catalogues';
import type { TranslationField, TranslationIssue, TranslationRow } from '../types/translations.ts';

/** A localizer row from a catalogue text (partial: the page must show a missing language, not fail). */
export function rowOf(
  key: string,
  item: string,
  field: TranslationField,
  text: Partial<TLocalized> | undefined,
): TranslationRow {
  return { key, item, field, ro: text?.ro, en: text?.en, int: text?.int };
}

/** Lower case, without diacritics or repeated spaces: "Situație" and "situatie" are the same search. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** Lower case without repeated spaces, diacritics kept: 'România' is translated as 'Romania'. */
function spelled(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();
}

/**
 * Missing when a language has no text; identical when both say the same (likely never translated),
 * letter for letter: a translation that differs only by its diacritics (România, Romania) is one.
 */
export function translationIssue(row: Pick<TranslationRow, 'ro' | 'en'>): TranslationIssue | null {
  if (!row.ro?.trim() || !row.en?.trim()) return 'missing';
  return spelled(row.ro) === spelled(row.en) ? 'identical' : null;
}

/** A row matches when its key, item or any of its texts contains every word of the query. */
export function rowMatches(row: TranslationRow, query: string): boolean {
  const words = fold(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold([row.key, row.ro ?? '', row.en ?? '', row.int ?? ''].join(' '));
  return words.every((word) => haystack.includes(word));
}
