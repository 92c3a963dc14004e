import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * react-i18next and i18next come through this package, the shared singleton, never directly: one i18n
 * instance and one context for the shell and every remote, and webpack can tree-shake them here
 * (a shared module always ships whole).
 */
export { I18nextProvider, useTranslation } from 'react-i18next';
export type { I18n };

export const SUPPORTED_LOCALES = ['ro', 'en'] as const;
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

/**
 * The one i18next set-up: Romanian by default, English as fallback (docs/spec/behaviour.md §1). Romanian plural forms
 * (`_one`, `_few`, `_other`) come from Intl.PluralRules. Remotes add their namespace with
 * `addNamespace` when the shell loads them.
 */
export async function createI18n(options: {
  locale: SupportedLocale;
  resources: Resource;
  defaultNamespace: string;
}): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: options.locale,
    fallbackLng: 'en',
    supportedLngs: [...SUPPORTED_LOCALES],
    resources: options.resources,
    defaultNS: options.defaultNamespace,
    ns: Object.keys(options.resources['ro'] ?? {}),
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/** Adds a remote's texts under its namespace, in both languages. */
export function addNamespace(
  instance: I18n,
  namespace: string,
  resources: Record<SupportedLocale, Record<string, unknown>>,
): void {
  for (const locale of SUPPORTED_LOCALES) {
    instance.addResourceBundle(locale, namespace, resources[locale], true, true);
  }
}

/** The namespace of the shared validators' messages (contracts' VALIDATION_MESSAGES, see nestKeys). */
export const VALIDATION_NAMESPACE = 'validation';

/**
 * Turns `{ 'a.b.c': { ro, en } }` into the nested resources of one language, so dotted message keys
 * (e.g. the shared validators' `validation.email.invalid`) work with i18next's key separator.
 * The shell registers the validators' messages as the `validation` namespace for every remote.
 */
export function nestKeys(
  messages: Record<string, Record<SupportedLocale, string>>,
  locale: SupportedLocale,
): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, texts] of Object.entries(messages)) {
    const parts = key.split('.');
    let node = root;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[parts.at(-1)!] = texts[locale];
  }
  return root;
}
