import { createI18n, I18nextProvider } from '@conform/i18n';
import { Alert, GlobalStyle, Stack, theme } from '@conform/ui';
import { useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { editionFromPath, type Locale } from './editions.ts';
import type { RemoteModule } from './remotes.ts';
import { createBrowserRouter, Outlet, RouterProvider } from './router.ts';
import { createAppStore, StoreProvider } from './store.ts';
import { ShellContext, type Notice, type ShellApi } from './shell.ts';

/**
 * Runs one remote alone, for its team's development (`npm run dev -w mf-…`): the same providers the
 * shell gives (store with baseApi, i18n, theme, router, useShell) with stand-ins for the shell's own UI.
 * Never part of a production build.
 */
export async function renderStandalone(remote: RemoteModule, container: HTMLElement): Promise<void> {
  const edition = editionFromPath(window.location.pathname);
  const ns = remote.i18n.namespace;
  const i18n = await createI18n({
    locale: edition.defaultLocale,
    resources: { ro: { [ns]: remote.i18n.resources.ro }, en: { [ns]: remote.i18n.resources.en } },
    defaultNamespace: ns,
  });
  const store = createAppStore();
  const router = createBrowserRouter(
    [
      {
        element: <Outlet />,
        children: [
          ...(remote.routes.root ?? []),
          { path: ':companyId', children: remote.routes.company ?? [] },
        ],
      },
    ],
    { basename: edition.basePath },
  );

  function Harness() {
    const [locale, setLocale] = useState<Locale>(edition.defaultLocale);
    const [notices, setNotices] = useState<Notice[]>([]);
    const api = useMemo<ShellApi>(
      () => ({
        edition: edition.edition,
        basePath: edition.basePath,
        locale,
        setLocale: (next) => {
          void i18n.changeLanguage(next);
          setLocale(next);
        },
        user: null,
        activeCompanyId: null,
        signInPath: (returnPath) => `/auth?returnUrl=${encodeURIComponent(returnPath)}`,
        notify: (notice) => setNotices((list) => [...list, notice]),
      }),
      [locale],
    );
    return (
      <ShellContext.Provider value={api}>
        <RouterProvider router={router} />
        <Stack>
          {notices.map((n, i) => (
            <Alert key={i} kind={n.kind} title={n.title}>
              {n.message}
            </Alert>
          ))}
        </Stack>
      </ShellContext.Provider>
    );
  }

  createRoot(container).render(
    <StoreProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <Harness />
        </ThemeProvider>
      </I18nextProvider>
    </StoreProvider>,
  );
}
