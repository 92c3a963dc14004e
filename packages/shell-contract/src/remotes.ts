import type { RouteObject } from 'react-router';
import { COMPANY_ID_PATTERN, type Locale } from './editions.ts';

/** The five remotes, by area. The container of area `x` is `mf_x`; its build is at /platform/mf/x/. */
export const REMOTE_AREAS = ['onboarding', 'dashboard', 'configurator', 'checkout', 'documents'] as const;
export type RemoteArea = (typeof REMOTE_AREAS)[number];

/**
 * What a remote's `./routes` module exports. Route paths are relative:
 * `root` routes hang under the edition's base path (`onboarding/start`),
 * `company` routes under `/:companyId` (`dashboard`, `checkout`, …).
 */
export interface RemoteModule {
  area: RemoteArea;
  routes: { root?: RouteObject[]; company?: RouteObject[] };
  /**
   * The remote's i18n namespace (its area) and its texts per language: the texts themselves or a
   * loader, so a visitor downloads only the language shown (the other comes on switching).
   */
  i18n: { namespace: string; resources: Record<Locale, RemoteTextsSource> };
}

export type RemoteTexts = Record<string, unknown>;
export type RemoteTextsSource = RemoteTexts | (() => Promise<{ default: RemoteTexts }>);

/** A language's texts of a remote, loading them if the remote gave a loader. */
export async function remoteTexts(source: RemoteTextsSource): Promise<RemoteTexts> {
  return typeof source === 'function' ? (await source()).default : source;
}

/**
 * The paths a remote owns, relative to the edition's base path: `root` prefixes (`onboarding`,
 * `quiz`, …) and `company` prefixes after `/:companyId` (`''` is the company's own page, `dashboard`,
 * `configurator/info`, …). A prefix may have several segments; the longest match wins.
 */
export interface RemoteRoutes {
  root: string[];
  company: string[];
}

/**
 * One remote in `/platform/remotes.json`: its manifest URL and the paths it owns, so a remote can
 * add a top-level route at deploy time without a new shell build. A plain string (the manifest URL
 * alone) keeps the routes the shell was built with.
 */
export interface RemoteEntry {
  entry: string;
  routes?: RemoteRoutes;
}
export type RemotesConfig = Partial<Record<RemoteArea, string | RemoteEntry>>;

/** Who owns which prefix, root and company side. */
export interface RoutingTable {
  root: ReadonlyArray<readonly [prefix: string, area: RemoteArea]>;
  company: ReadonlyArray<readonly [prefix: string, area: RemoteArea]>;
}

/** The routes the shell was built with: used for a remote whose entry declares none. */
export const DEFAULT_REMOTE_ROUTES: Readonly<Record<RemoteArea, RemoteRoutes>> = {
  onboarding: { root: ['onboarding', 'quiz', 'netopia', 'mastercard', 'localizer'], company: [] },
  // Contact info lives under the configurator's path (docs/spec/behaviour.md §2) but is the dashboard's page (company data).
  dashboard: { root: ['companies'], company: ['', 'dashboard', 'configurator/info'] },
  configurator: { root: [], company: ['configurator', 'assistant'] },
  checkout: { root: [], company: ['checkout'] },
  // The staff acknowledgement page (public: an employee has no account), in each language.
  documents: { root: ['confirmare', 'acknowledge'], company: ['documents'] },
};

const clean = (prefix: string) => prefix.replace(/^\/+|\/+$/g, '');

/** The routing table of a remotes.json (or of the built-in routes when there is none). */
export function routingTable(config?: RemotesConfig): RoutingTable {
  const root: Array<readonly [string, RemoteArea]> = [];
  const company: Array<readonly [string, RemoteArea]> = [];
  for (const area of REMOTE_AREAS) {
    const entry = config ? config[area] : DEFAULT_REMOTE_ROUTES[area];
    if (entry === undefined) continue;
    const routes =
      typeof entry === 'string' ? DEFAULT_REMOTE_ROUTES[area] : 'entry' in entry ? entry.routes : entry;
    for (const prefix of routes?.root ?? DEFAULT_REMOTE_ROUTES[area].root) {
      if (clean(prefix)) root.push([clean(prefix), area]);
    }
    for (const prefix of routes?.company ?? DEFAULT_REMOTE_ROUTES[area].company) {
      company.push([clean(prefix), area]);
    }
  }
  // Longest first: `configurator/info` before `configurator`.
  const byLength = (a: readonly [string, RemoteArea], b: readonly [string, RemoteArea]) =>
    b[0].split('/').length - a[0].split('/').length || b[0].length - a[0].length;
  return { root: root.sort(byLength), company: company.sort(byLength) };
}

const DEFAULT_TABLE = routingTable();

function owner(
  segments: readonly string[],
  table: RoutingTable['root'],
): readonly [string, RemoteArea] | undefined {
  return table.find(([prefix]) => {
    if (prefix === '') return segments.length === 0 || (segments.length === 1 && segments[0] === '');
    const parts = prefix.split('/');
    return parts.every((part, i) => segments[i] === part);
  });
}

/**
 * Which remote owns a path (relative to the edition's base path). The shell loads a remote
 * only when the user first enters one of its paths. A first segment that no remote owns is a
 * company only when it is a company id (20 word characters).
 */
export function remoteForPath(path: string, table: RoutingTable = DEFAULT_TABLE): RemoteArea | undefined {
  const segments = path.replace(/^\/+/, '').replace(/\/+$/, '').split('/');
  const root = owner(segments, table.root);
  if (root) return root[1];
  const [first = ''] = segments;
  if (!COMPANY_ID_PATTERN.test(first)) return undefined;
  return owner(segments.slice(1), table.company)?.[1];
}

/** What a route may say about itself in `handle`. */
export interface RouteHandle {
  /** i18n key (with namespace) of the page title, e.g. `onboarding:start.title`. */
  title?: string;
  /** Pages may hide the sidebar (docs/spec/behaviour.md §2). */
  hideSidebar?: boolean;
  /** The page needs a signed-in (non-anonymous) user who accepted the terms. Company pages always do. */
  requiresAuth?: boolean;
}
