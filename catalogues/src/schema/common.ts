import { z } from 'zod';
import { EDITIONS, LOCALES } from './text.ts';

// The lists and the text helpers live in text.ts (no zod), so a front end's first page can use them alone.
export { DEFAULT_LOCALE, EDITIONS, FALLBACK_LOCALE, l, LOCALES, pick } from './text.ts';
export type { TEdition, TLocale } from './text.ts';

export const ZLocaleSchema = z.enum(LOCALES);
export const ZEditionSchema = z.enum(EDITIONS);

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
