import { VALIDATION_MESSAGES } from '@conform/contracts';
import { nestKeys, type I18n, type SupportedLocale } from '@conform/i18n';

/** Only the active language's shell texts are in the first download; the other comes on switching. */
const SHELL_TEXTS: Record<SupportedLocale, () => Promise<{ default: Record<string, unknown> }>> = {
  ro: () => import('../locales/ro.json'),
  en: () => import('../locales/en.json'),
};

export async function shellResources(locale: SupportedLocale) {
  return {
    [locale]: {
      shell: (await SHELL_TEXTS[locale]()).default,
      validation: nestKeys(VALIDATION_MESSAGES, locale),
    },
  };
}

/** Makes sure a language's shell texts are loaded before switching to it. */
export async function ensureShellTexts(i18n: I18n, locale: SupportedLocale): Promise<void> {
  if (i18n.hasResourceBundle(locale, 'shell')) return;
  const resources = await shellResources(locale);
  for (const [ns, texts] of Object.entries(resources[locale]!))
    i18n.addResourceBundle(locale, ns, texts, true, true);
}
