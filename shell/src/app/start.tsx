import { createI18n, I18nextProvider, type SupportedLocale } from '@conform/i18n';
import { createAppStore, editionFromPath, RouterView, StoreProvider } from '@conform/shell-contract';
import { GlobalStyle, theme } from '@conform/ui';
import { ThemeProvider } from 'styled-components';
import { startErrorTracking } from './analytics.ts';
import { registerRemotesFromConfig } from './federation/remotes.ts';
import { shellResources } from './locales.ts';
import { createShellRouter } from './router.tsx';
import { loadRuntimeConfig } from './runtime-config.ts';
import { readSettings } from './settings.ts';

function initialLocale(editionDefault: SupportedLocale): SupportedLocale {
  return readSettings().locale ?? editionDefault;
}

/** Builds the whole shell: edition from the URL, i18n, store, router; remotes are only registered. */
export async function startShell() {
  const edition = editionFromPath(window.location.pathname);
  void registerRemotesFromConfig();
  const locale = initialLocale(edition.defaultLocale);
  document.documentElement.lang = locale;
  const [i18n, runtime] = await Promise.all([
    shellResources(locale).then((resources) => createI18n({ locale, resources, defaultNamespace: 'shell' })),
    loadRuntimeConfig(),
  ]);
  startErrorTracking(runtime);
  const store = createAppStore();
  const router = createShellRouter({ edition, i18n, runtime });

  return (
    <StoreProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          {/* A page opened directly shows nothing until its code arrives (no flash of the wrong page). */}
          <RouterView router={router} fallback={<div aria-busy="true" />} />
        </ThemeProvider>
      </I18nextProvider>
    </StoreProvider>
  );
}
