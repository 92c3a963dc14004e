import type { TCompany } from '@conform/contracts';
import { createI18n, I18nextProvider } from '@conform/i18n';
import { theme } from '@conform/ui';
import { render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import type { Locale } from './editions.ts';
import { createMemoryHistory } from './history.ts';
import { createAppRouter, RouterView, type RouteObject } from './router.tsx';
import { sharedApi } from './queries.ts';
import { ShellContext, type ShellApi } from './shell.ts';
import { createAppStore, StoreProvider, type AppStore } from './store.ts';
import { testServer } from './testing-server.ts';
import { validationTexts } from './validation-texts.ts';

/**
 * Renders a remote's page or component with what the shell provides (store with baseApi, i18n with the
 * remote's namespace, theme, useShell, a router), for its component tests. Tests only.
 */
export async function renderInShell(options: {
  namespace: string;
  resources: Record<Locale, Record<string, unknown>>;
  /** Routes to mount (with `path` as the starting URL), or a plain element. */
  routes?: RouteObject[];
  path?: string;
  ui?: ReactNode;
  locale?: Locale;
  shell?: Partial<ShellApi>;
  /** Seeds the RTK Query cache (e.g. `upsertQueryData`) before rendering. */
  prepare?: (store: AppStore) => Promise<unknown>;
  /**
   * The company of the page's address, as the shell has loaded it before showing a company page
   * (`useActiveCompany` reads it from the shared cache, asking nothing); e.g. `testCompany()`.
   */
  company?: TCompany;
}) {
  const locale = options.locale ?? 'en';
  const i18n = await createI18n({
    locale,
    resources: {
      ro: { [options.namespace]: options.resources.ro, ...validationTexts('ro') },
      en: { [options.namespace]: options.resources.en, ...validationTexts('en') },
    },
    defaultNamespace: options.namespace,
  });
  const store = createAppStore();
  if (options.company)
    await store.dispatch(sharedApi.util.upsertQueryData('company', options.company.id, options.company));
  await options.prepare?.(store);
  const shell: ShellApi = {
    edition: 'RO',
    basePath: '/platform',
    locale,
    setLocale: () => undefined,
    user: null,
    activeCompanyId: null,
    signInPath: (returnPath) => `/auth?returnUrl=${encodeURIComponent(returnPath)}`,
    notify: () => undefined,
    // Tests that reach these pass their own (`shell`); by default they fail loudly, like the network.
    ensureSession: () => Promise.reject(new Error('no identity in component tests')),
    sendSignInLink: () => Promise.resolve('failed'),
    signInWithCustomToken: () => Promise.reject(new Error('no identity in component tests')),
    recordConsents: () => Promise.reject(new Error('no identity in component tests')),
    readReferral: () => null,
    clearReferral: () => undefined,
    reportError: () => undefined,
    meetings: null,
    ...options.shell,
  };
  const router = options.routes
    ? createAppRouter(options.routes, {
        history: createMemoryHistory({ initialEntries: [options.path ?? '/'] }),
      })
    : undefined;
  // Pages are lazy routes (lazyPage): the first page is on screen once the router has loaded it.
  if (router && !router.state.initialized) {
    await new Promise<void>((resolve) => {
      const unsubscribe = router.subscribe(() => {
        if (!router.state.initialized) return;
        unsubscribe();
        resolve();
      });
    });
  }
  const view = render(
    <StoreProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <ShellContext.Provider value={shell}>
            {router ? <RouterView router={router} /> : options.ui}
          </ShellContext.Provider>
        </ThemeProvider>
      </I18nextProvider>
    </StoreProvider>,
  );
  return { ...view, store, router, i18n };
}

/**
 * A company as the companies service answers it, for the remotes' component tests: an RO company with
 * nothing bought or described; `info` and `products` are merged, the other fields replaced.
 */
export function testCompany(
  overrides: Omit<Partial<TCompany>, 'info' | 'products'> & {
    info?: Partial<TCompany['info']>;
    products?: Partial<TCompany['products']>;
  } = {},
): TCompany {
  const { info, products, ...rest } = overrides;
  return {
    id: 'AAAAAAAAAAAAAAAAAAAA',
    platform: 'ro',
    adminIds: ['u1'],
    info: {
      fiscalCode: '18547290',
      registrationNumber: 'J40/1234/2020',
      name: 'Exemplu Servicii SRL',
      country: 'RO',
      city: 'București',
      county: 'B',
      streetAddress: 'Str. Exemplu nr. 1',
      phoneNumber: '',
      ...info,
    },
    dataProtectionResponsible: null,
    contactEmail: null,
    products: { pending: [], configured: [], purchased: [], ...products },
    refunds: [],
    dirty: [],
    referral: null,
    website: null,
    legalRepresentative: null,
    employeeCount: null,
    publicBody: null,
    securityMeasures: null,
    processors: [],
    cctv: null,
    channels: [],
    commercialTerms: { accommodation: null, courses: null, marketing: null },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...rest,
  };
}

/** A request a component test's stand-in services received. */
export interface ServedRequest {
  method: string;
  path: string;
  /** The query string, with its `?`; absent when there is none. */
  search?: string;
  body: unknown;
}

/**
 * Stand-in services for one component test: `answer` replies to each request (status and JSON body) and
 * every request is recorded, in the order asked. Mock Service Worker's handlers over the real `fetch`
 * (testing-server.ts); they are dropped when the test ends.
 */
export function serveRequests(
  answer: (asked: ServedRequest) => { status: number; body?: unknown },
): ServedRequest[] {
  const asked: ServedRequest[] = [];
  testServer.use(
    http.all('*', async ({ request }) => {
      const url = new URL(request.url);
      const text = await request.text();
      const one: ServedRequest = {
        method: request.method,
        path: url.pathname,
        ...(url.search ? { search: url.search } : {}),
        body: text ? parseBody(text) : undefined,
      };
      asked.push(one);
      const { status, body } = answer(one);
      return body === undefined ? new HttpResponse(null, { status }) : HttpResponse.json(body, { status });
    }),
  );
  return asked;
}

/** A request's body as JSON when it is JSON (what the services take), else as the text sent. */
function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export { testServer } from './testing-server.ts';

/** The router's memory history, for tests that build their own router (a base path, several entries). */
export { createMemoryHistory } from './history.ts';
