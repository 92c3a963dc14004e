import { z } from 'zod';

/** Interface and content languages. Romanian is the default, English the fallback. */
export const LOCALES = ['ro', 'en'] as const;
export const ZLocaleSchema = z.enum(LOCALES);
export type TLocale = z.infer<typeof ZLocaleSchema>;
export const DEFAULT_LOCALE: TLocale = 'ro';
export const FALLBACK_LOCALE: TLocale = 'en';

/**
 * Editions (platforms). RO: `/platform`, Romanian by default, RON. EN: `/platform/en`, the Romanian
 * market in English, EUR. INT: `/platform/int`, EU companies, English, EUR, no Romania-specific law.
 * The content's own enumeration (the catalogue sits below the contracts); code uses `Edition` from
 * `@conform/contracts`, and its tests hold the two to the same values.
 */
export const EDITIONS = ['RO', 'EN', 'INT'] as const;
export const ZEditionSchema = z.enum(EDITIONS);
export type TEdition = z.infer<typeof ZEditionSchema>;

/** Non-empty text that must not contain cedilla s/t (U+015F, U+0163; Romanian uses comma-below ș ț). */
export const ZTextSchema = z
  .string()
  .trim()
  .min(1, 'empty text')
  .refine((s) => !/[\u015F\u0163\u015E\u0162]/.test(s), 'cedilla s/t (U+015F/U+0163): use comma-below ș/ț');

/**
 * A text in both languages, side by side so a translation is never forgotten.
 * `int` overrides `en` for the INT edition where the English text names Romanian law or bodies.
 */
export const ZLocalizedSchema = z.strictObject({
  /** Romanian, with comma-below ș ț and full diacritics. */
  ro: ZTextSchema,
  /** English. */
  en: ZTextSchema,
  /** English for the INT edition, when it must differ (no Romania-specific references). */
  int: ZTextSchema.optional(),
});
export type TLocalized = z.infer<typeof ZLocalizedSchema>;

/** Shorthand for writing content: `l('Nume', 'Name')`. */
export function l(ro: string, en: string, int?: string): TLocalized {
  return int === undefined ? { ro, en } : { ro, en, int };
}

/** The text to show for a locale and edition: INT text on the INT edition, else the locale's. */
export function pick(text: TLocalized, locale: TLocale, edition: TEdition = 'RO'): string {
  if (locale === 'en' && edition === 'INT' && text.int) return text.int;
  return text[locale];
}
