import type { TLocalizedText } from '@conform/contracts';
import type { Edition, Locale } from '@conform/shell-contract';

/** The catalogue text for the interface language; the INT edition's English where it differs. */
export function pickText(text: TLocalizedText, locale: Locale, edition: Edition): string {
  if (locale === 'en' && edition === 'INT' && text.int) return text.int;
  return text[locale];
}

/** Only PDFs are previewed (docs/spec/behaviour.md §4). */
export function isPdf(path: string | null): boolean {
  return path?.toLowerCase().endsWith('.pdf') ?? false;
}
