/**
 * The text helpers and the locale and edition lists without zod: the modules a front end's first page
 * imports (the products and what they show) stay free of zod, so a remote does not download it for them
 * (e2e/tests/bundle-size.spec.ts). The schemas over these values are in common.ts, which re-exports them.
 */
import type { TLocalized } from './common.ts';

/** Interface and content languages. Romanian is the default, English the fallback. */
export const LOCALES = ['ro', 'en'] as const;
export type TLocale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: TLocale = 'ro';
export const FALLBACK_LOCALE: TLocale = 'en';

/**
 * Editions (platforms). RO: `/platform`, Romanian by default, RON. EN: `/platform/en`, the Romanian
 * market in English, EUR. INT: `/platform/int`, EU companies, English, EUR, no Romania-specific law.
 * The content's own enumeration (the catalogue sits below the contracts); code uses `Edition` from
 * `@conform/contracts`, and its tests hold the two to the same values.
 */
export const EDITIONS = ['RO', 'EN', 'INT'] as const;
export type TEdition = (typeof EDITIONS)[number];

/** Shorthand for writing content: `l('Nume', 'Name')`. */
export function l(ro: string, en: string, int?: string): TLocalized {
  return int === undefined ? { ro, en } : { ro, en, int };
}

/** The text to show for a locale and edition: INT text on the INT edition, else the locale's. */
export function pick(text: TLocalized, locale: TLocale, edition: TEdition = 'RO'): string {
  if (locale === 'en' && edition === 'INT' && text.int) return text.int;
  return text[locale];
}
