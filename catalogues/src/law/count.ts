/**
 * A number with its noun as each language writes it, for the legal figures the product prints: the
 * documents' `count` and `count_words` content filters (services/documents engine/content) and the
 * catalogue's labels built from a dated figure (values/retention.ts) write them the same way.
 */
type Language = 'ro' | 'en';
/** The Romanian noun's gender: a period of days, months or hours is feminine (o zi), of years masculine (un an). */
type Gender = 'f' | 'm';

const ONE = { ro: { f: 'o', m: 'un' }, en: { f: 'one', m: 'one' } } as const;

/**
 * A count with its noun as each language writes it: Romanian puts „de” before the noun from 20 on
 * (20 de zile, 101 zile, 120 de zile), English only chooses singular or plural.
 */
export function countOf(
  n: number,
  language: Language,
  one: string,
  many: string,
  gender: Gender = 'f',
): string {
  if (n === 1) return `${ONE[language][gender]} ${one}`;
  const rest = n % 100;
  return language === 'ro' && (rest === 0 || rest >= 20) ? `${n} de ${many}` : `${n} ${many}`;
}

// One to ten in words, as legal prose writes a short period („două luni”, "two months"). Romanian
// in the feminine unless told otherwise (the periods counted this way are mostly feminine: lună, zi, oră).
const WORDS = {
  ro: ['o', 'două', 'trei', 'patru', 'cinci', 'șase', 'șapte', 'opt', 'nouă', 'zece'],
  en: ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'],
} as const;
const MASCULINE_RO: Readonly<Record<number, string>> = { 1: 'un', 2: 'doi' };

/**
 * A number with its noun, one to ten in words („o lună”, „două luni”; "two months"), larger numbers
 * in figures as `countOf` writes them („30 de zile”).
 */
export function countInWords(
  n: number,
  language: Language,
  one: string,
  many: string,
  gender: Gender = 'f',
): string {
  if (!Number.isInteger(n) || n < 1 || n > 10) return countOf(n, language, one, many, gender);
  const word = (language === 'ro' && gender === 'm' && MASCULINE_RO[n]) || WORDS[language][n - 1];
  return `${word} ${n === 1 ? one : many}`;
}
