import type { I18n } from '@conform/i18n';
import {
  createAppRouter,
  type EditionInfo,
  Outlet,
  type RemoteArea,
  remoteForPath,
  type RouteObject,
  type RoutingTable,
} from '@conform/shell-contract';
import { Layout } from '../layout/Layout.tsx';
import { CompanyScope } from '../pages/CompanyScope.tsx';
import { NotFound } from '../pages/NotFound.tsx';
import { RemoteUnavailable } from '../pages/RemoteUnavailable.tsx';
import { RootRedirect } from '../pages/RootRedirect.tsx';
import { RouteError } from '../pages/RouteError.tsx';
import { loadRemoteModule, registerRemotesFromConfig } from './federation/remotes.ts';
import { addRemoteTexts, loadAccountTexts } from './locales.ts';
import type { RuntimeConfig } from './runtime-config.ts';
import { ShellProvider } from './ShellProvider.tsx';

const ROOT_ID = 'root';
const COMPANY_ID = 'company';

/** The shell's own routes; each remote's routes are grafted under `root` or `company` on first visit. */
function shellRoutes(options: { edition: EditionInfo; i18n: I18n; runtime: RuntimeConfig }): RouteObject[] {
  return [
    {
      element: (
        <ShellProvider edition={options.edition} i18n={options.i18n} runtime={options.runtime}>
          <Outlet />
        </ShellProvider>
      ),
      errorElement: <RouteError />,
      children: [
        {
          id: ROOT_ID,
          element: <Layout />,
          errorElement: <RouteError />,
          children: [
            { index: true, element: <RootRedirect /> },
            // Pages only some visits need are split off the first download (aim: shell under 200 KB).
            {
              path: 'auth',
              lazy: async () => {
                const [{ AuthPage }] = await Promise.all([
                  import('../pages/AuthPage.tsx'),
                  loadAccountTexts(options.i18n),
                ]);
                return { Component: AuthPage };
              },
              handle: { title: 'account:auth.title' },
            },
            {
              path: 'terms',
              lazy: async () => {
                const [{ TermsPage }] = await Promise.all([
                  import('../pages/TermsPage.tsx'),
                  loadAccountTexts(options.i18n),
                ]);
                return { Component: TermsPage };
              },
              handle: { title: 'account:terms.title' },
            },
            {
              path: 'legal/:page',
              lazy: async () => ({ Component: (await import('../pages/LegalPage.tsx')).LegalPage }),
              handle: { title: 'shell:legal.title' },
            },
            // The sidebar's legal links (docs/spec/behaviour.md §2: /faq, /terms, /privacy, /cookies); /terms without a
            // returnUrl is the terms' text, with one it is the acceptance page.
            ...(['faq', 'privacy', 'cookies'] as const).map((page): RouteObject => ({
              path: page,
              lazy: async () => {
                const { LegalPage } = await import('../pages/LegalPage.tsx');
                return { Component: () => <LegalPage page={page} /> };
              },
              // The browser's title names the page (FAQ, privacy, cookies), as its heading does.
              handle: { title: `shell:legal.titles.${page}` },
            })),
            {
              id: COMPANY_ID,
              path: ':companyId',
              element: <CompanyScope />,
              handle: { requiresAuth: true },
              children: [],
            },
            { path: '*', element: <NotFound />, handle: { title: 'shell:notFound.title' } },
          ],
        },
      ],
    },
  ];
}

/** Routes that show the translated fallback in place of every page of a remote that failed to load. */
function fallbackRoutes(
  area: RemoteArea,
  table: RoutingTable,
): { root: RouteObject[]; company: RouteObject[] } {
  const element = <RemoteUnavailable area={area} />;
  const handle = { title: 'shell:remoteUnavailable.title' };
  const owned = (prefixes: RoutingTable['root']) =>
    prefixes
      .filter(([, owner]) => owner === area)
      .map(([prefix]): RouteObject =>
        prefix === '' ? { index: true, element, handle } : { path: `${prefix}/*`, element, handle },
      );
  return { root: owned(table.root), company: owned(table.company) };
}

/** A pathless wrapper so an error inside a remote's pages stays inside that remote's area. */
function isolate(area: RemoteArea, scope: string, routes: RouteObject[]): RouteObject[] {
  return [{ id: `remote:${area}:${scope}`, errorElement: <RouteError />, children: routes }];
}

export function createShellRouter(options: { edition: EditionInfo; i18n: I18n; runtime: RuntimeConfig }) {
  const { basePath } = options.edition;
  const grafted = new Set<RemoteArea>();

  return createAppRouter(shellRoutes(options), {
    basename: basePath,
    async discover(path, patch) {
      // Which remote owns the path is deploy-time config (remotes.json), like where it is loaded from.
      const { table } = await registerRemotesFromConfig();
      const area = remoteForPath(path, table);
      if (!area || grafted.has(area)) return;
      const loaded = await loadRemoteModule(area);
      // Its texts in the language shown; a remote whose texts cannot load is as unavailable as one
      // whose code cannot (its pages would show raw keys).
      const remote =
        loaded &&
        (await addRemoteTexts(options.i18n, loaded.i18n).then(
          () => true,
          () => false,
        ))
          ? loaded
          : null;
      if (grafted.has(area)) return; // a concurrent navigation grafted it meanwhile
      grafted.add(area);
      if (remote) {
        if (remote.routes.root?.length) patch(ROOT_ID, isolate(area, 'root', remote.routes.root));
        if (remote.routes.company?.length) patch(COMPANY_ID, isolate(area, 'company', remote.routes.company));
      } else {
        const fallback = fallbackRoutes(area, table);
        if (fallback.root.length) patch(ROOT_ID, fallback.root);
        if (fallback.company.length) patch(COMPANY_ID, fallback.company);
      }
    },
  });
}
