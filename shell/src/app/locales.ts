import { addNamespace, type I18n, type SupportedLocale } from '@conform/i18n';
import { remoteTexts, type RemoteModule } from '@conform/shell-contract';
import { validationTexts } from '@conform/shell-contract/validation-texts';

/** Only the active language's shell texts are in the first download; the other comes on switching. */
const SHELL_TEXTS: Record<SupportedLocale, () => Promise<{ default: Record<string, unknown> }>> = {
  ro: () => import('../locales/ro.json'),
  en: () => import('../locales/en.json'),
};

export async function shellResources(locale: SupportedLocale) {
  return {
    [locale]: {
      shell: (await SHELL_TEXTS[locale]()).default,
      ...validationTexts(locale),
    },
  };
}

/** The texts of the remotes grafted so far, by namespace (loaded per language on first use). */
const remoteSources = new Map<string, RemoteModule['i18n']['resources']>();

/** Makes sure a language's shell texts, and those of every remote grafted so far, are loaded before switching to it. */
export async function ensureShellTexts(i18n: I18n, locale: SupportedLocale): Promise<void> {
  if (!i18n.hasResourceBundle(locale, 'shell')) {
    const resources = await shellResources(locale);
    for (const [ns, texts] of Object.entries(resources[locale]!))
      i18n.addResourceBundle(locale, ns, texts, true, true);
  }
  await Promise.all(
    [...remoteSources].map(async ([ns, sources]) => {
      if (i18n.hasResourceBundle(locale, ns)) return;
      i18n.addResourceBundle(locale, ns, await remoteTexts(sources[locale]), true, true);
    }),
  );
}

/** A grafted remote's texts: the language shown now is loaded before its pages are. */
export async function addRemoteTexts(i18n: I18n, remoteI18n: RemoteModule['i18n']): Promise<void> {
  remoteSources.set(remoteI18n.namespace, remoteI18n.resources);
  await ensureShellTexts(i18n, i18n.language === 'en' ? 'en' : 'ro');
}

/**
 * The sign-in and terms pages' texts (namespace `account`), in both languages, loaded with those pages:
 * most visits never show them, and the shell's first download has an aim (under 180 KB, README "Benchmarks").
 */
export async function loadAccountTexts(i18n: I18n): Promise<void> {
  if (i18n.hasResourceBundle('ro', 'account')) return;
  const [ro, en] = await Promise.all([
    import('../locales/account.ro.json'),
    import('../locales/account.en.json'),
  ]);
  addNamespace(i18n, 'account', { ro: ro.default, en: en.default });
}
