import { createI18n, type SupportedLocale } from '@conform/i18n';
import { editionFromPath } from '@conform/shell-contract';
import { GlobalStyle, theme } from '@conform/ui';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { ThemeProvider } from 'styled-components';
import en from '../locales/en.json';
import ro from '../locales/ro.json';
import { registerRemotesFromConfig } from './federation/remotes.ts';
import { createShellRouter } from './router.tsx';
import { LOCALE_STORAGE_KEY, ShellProvider } from './ShellProvider.tsx';
import { createStore } from './store.ts';
import { Notices } from '../layout/Notices.tsx';

function initialLocale(editionDefault: SupportedLocale): SupportedLocale {
  const saved = localStorage.getItem(LOCALE_STORAGE_KEY);
  return saved === 'ro' || saved === 'en' ? saved : editionDefault;
}

/** Builds the whole shell: edition from the URL, i18n, store, router; remotes are only registered. */
export async function startShell() {
  const edition = editionFromPath(window.location.pathname);
  void registerRemotesFromConfig();
  const locale = initialLocale(edition.defaultLocale);
  document.documentElement.lang = locale;
  const i18n = await createI18n({
    locale,
    resources: { ro: { shell: ro }, en: { shell: en } },
    defaultNamespace: 'shell',
  });
  const store = createStore();
  const router = createShellRouter(edition.basePath, i18n);

  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <ShellProvider edition={edition} i18n={i18n}>
            {({ notices, dismiss }) => (
              <>
                <RouterProvider router={router} />
                <Notices notices={notices} onDismiss={dismiss} />
              </>
            )}
          </ShellProvider>
        </ThemeProvider>
      </I18nextProvider>
    </Provider>
  );
}
