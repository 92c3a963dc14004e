/**
 * Romanian uses comma-below ș ț (U+0219, U+021B). The cedilla forms (U+015F, U+0163) are a common encoding
 * mistake, e.g. in registry data: stored and generated texts are normalised to comma-below.
 */
const CEDILLA: Record<string, string> = {
  '\u015F': '\u0219',
  '\u0163': '\u021B',
  '\u015E': '\u0218',
  '\u0162': '\u021A',
};
export const CEDILLA_PATTERN = /[\u015F\u0163\u015E\u0162]/;

export function normalizeRomanian(text: string): string {
  return text.replace(/[\u015F\u0163\u015E\u0162]/g, (c) => CEDILLA[c] ?? c);
}

/**
 * A return path must stay inside the platform: a relative path, no other site, no protocol-relative URL.
 * Used by identity (sign-in links) and the shell (after sign-in or terms); anything else becomes the root.
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  // A browser drops tabs and line breaks from a URL: `/\t/evil.example` would become `//evil.example`.
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return '/';
  return value;
}
