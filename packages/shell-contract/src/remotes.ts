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
  /** The remote's i18n namespace (its area) and its texts in both languages. */
  i18n: { namespace: string; resources: Record<Locale, Record<string, unknown>> };
}

/** First path segments owned by each remote, under the edition's base path. */
export const ROOT_PREFIXES: Readonly<Record<string, RemoteArea>> = {
  onboarding: 'onboarding',
  quiz: 'onboarding',
  netopia: 'onboarding',
  mastercard: 'onboarding',
  companies: 'dashboard',
};

/** Segments after `/:companyId` owned by each remote ('' is the company's own page: the dashboard). */
export const COMPANY_PREFIXES: Readonly<Record<string, RemoteArea>> = {
  '': 'dashboard',
  dashboard: 'dashboard',
  configurator: 'configurator',
  assistant: 'configurator',
  checkout: 'checkout',
  documents: 'documents',
};

/**
 * Which remote owns a path (relative to the edition's base path). The shell loads a remote
 * only when the user first enters one of its paths.
 */
export function remoteForPath(path: string): RemoteArea | undefined {
  const [first = '', second = '', third = ''] = path.replace(/^\/+/, '').split('/');
  const root = ROOT_PREFIXES[first];
  if (root) return root;
  if (!COMPANY_ID_PATTERN.test(first)) return undefined;
  // Contact info lives under the configurator's path (spec §2) but is the dashboard's page (company data).
  if (second === 'configurator' && third === 'info') return 'dashboard';
  return COMPANY_PREFIXES[second];
}

/** What a route may say about itself in `handle`. */
export interface RouteHandle {
  /** i18n key (with namespace) of the page title, e.g. `onboarding:start.title`. */
  title?: string;
  /** Pages may hide the sidebar (spec §2). */
  hideSidebar?: boolean;
  /** The page needs a signed-in (non-anonymous) user who accepted the terms. Company pages always do. */
  requiresAuth?: boolean;
}
