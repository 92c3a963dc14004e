import { VALIDATION_MESSAGES } from '@conform/contracts';
import { createI18n, nestKeys, type SupportedLocale } from '@conform/i18n';
import { editionFromPath } from '@conform/shell-contract';
import { GlobalStyle, theme } from '@conform/ui';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { ThemeProvider } from 'styled-components';
import en from '../locales/en.json';
import ro from '../locales/ro.json';
import { startErrorTracking } from './analytics.ts';
import { registerRemotesFromConfig } from './federation/remotes.ts';
import { createShellRouter } from './router.tsx';
import { loadRuntimeConfig } from './runtime-config.ts';
import { readSettings } from './settings.ts';
import { createStore } from './store.ts';

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
    createI18n({
      locale,
      resources: {
        ro: { shell: ro, validation: nestKeys(VALIDATION_MESSAGES, 'ro') },
        en: { shell: en, validation: nestKeys(VALIDATION_MESSAGES, 'en') },
      },
      defaultNamespace: 'shell',
    }),
    loadRuntimeConfig(),
  ]);
  startErrorTracking(runtime);
  const store = createStore();
  const router = createShellRouter({ edition, i18n, runtime });

  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <RouterProvider router={router} />
        </ThemeProvider>
      </I18nextProvider>
    </Provider>
  );
}
