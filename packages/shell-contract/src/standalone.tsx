import { createI18n, I18nextProvider } from '@conform/i18n';
import { Alert, GlobalStyle, Stack, theme } from '@conform/ui';
import { useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { editionFromPath, type Locale } from './editions.ts';
import { remoteTexts, type RemoteModule } from './remotes.ts';
import { createAppRouter, Outlet, RouterView } from './router.tsx';
import { createAppStore, StoreProvider } from './store.ts';
import { validationTexts } from './validation-texts.ts';
import type { TSessionResponse, TUser } from '@conform/contracts';
import { ShellContext, type Notice, type ShellApi } from './shell.ts';

/** The harness's stand-ins for the shell's identity calls: plain requests to the services. */
async function call(path: string, method: string, body?: unknown): Promise<Response> {
  const csrf = /(?:^|; )csrf_token=([^;]*)/.exec(document.cookie)?.[1];
  return fetch(`/platform/api${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(csrf ? { 'X-CSRF-Token': decodeURIComponent(csrf) } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function userFrom(res: Response): Promise<TUser | null> {
  if (!res.ok) throw new Error(`identity answered ${res.status}`);
  return ((await res.json()) as TSessionResponse).user;
}

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
    resources: {
      ro: { [ns]: await remoteTexts(remote.i18n.resources.ro), ...validationTexts('ro') },
      en: { [ns]: await remoteTexts(remote.i18n.resources.en), ...validationTexts('en') },
    },
    defaultNamespace: ns,
  });
  const store = createAppStore();
  const router = createAppRouter(
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
        ensureSession: async () => {
          const user =
            (await userFrom(await call('/identity/me', 'GET'))) ??
            (await userFrom(await call('/identity/sessions/anonymous', 'POST')));
          if (!user) throw new Error('identity started no session');
          return user;
        },
        sendSignInLink: async (email, returnUrl) => {
          const res = await call('/identity/sign-in-links', 'POST', { email, returnUrl });
          return res.ok ? 'sent' : res.status === 429 ? 'rate-limited' : 'failed';
        },
        signInWithCustomToken: async (customToken) => {
          const user = await userFrom(await call('/identity/sessions/custom-token', 'POST', { customToken }));
          if (!user) throw new Error('identity started no session');
          return user;
        },
        recordConsents: async (consents) =>
          void (await userFrom(await call('/identity/me/consents', 'PUT', consents))),
        readReferral: () => null,
        clearReferral: () => undefined,
        reportError: (error) => console.error(error),
        // The embedded platform's local stand-in (the dev server proxies /platform/dev to it).
        meetings: { scriptUrl: '/platform/dev/meetings/embed.js', pageUrl: '/platform/dev/meetings/book' },
      }),
      [locale],
    );
    return (
      <ShellContext.Provider value={api}>
        <RouterView router={router} />
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
