/**
 * The router, through the contract. The shell and every remote import router APIs from
 * `@conform/shell-contract`, never from 'react-router': the contract is the shared singleton, so there is
 * still exactly one router (one set of contexts), and webpack can tree-shake react-router down to what is
 * used here (a shared module is always shipped whole).
 *
 * React Router runs in its declarative mode (`<Router>` + `useRoutes`); the little of its data router the
 * platform needs is here instead: lazy pages loaded before a navigation shows them, routes added while
 * navigating (a remote's, grafted by the shell), route handles (`useMatches`), error elements
 * (`useRouteError`), a pending state (`useNavigation`) and blockers (`useBlocker`). Why: the data router
 * (loaders, actions, fetchers, revalidation, hydration — none used) weighed 18 KB gzipped of the shell's
 * first download, whose aim is 180 KB (docs/decisions/0005-router.md; measured with `npm run bench`).
 * Add an export here when a remote needs one more router API.
 */
import {
  Component,
  createContext,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import {
  createPath,
  matchRoutes,
  NavigationType,
  Outlet,
  parsePath,
  Router,
  useLocation,
  useRoutes,
  type Location,
  type Params,
  type RouteObject,
  type To,
} from 'react-router';
import { createBrowserHistory, type History } from './history.ts';

export {
  generatePath,
  Link,
  Navigate,
  NavLink,
  Outlet,
  useHref,
  useLocation,
  useNavigate,
  useOutletContext,
  useParams,
  useSearchParams,
} from 'react-router';
export type { Location, NavigateOptions, RouteObject, To } from 'react-router';

/** The browser's history, or a memory one in tests (`createMemoryHistory`, in history.ts). */
export type { History } from './history.ts';
type HistoryAction = NavigationType;

/**
 * A route whose page is its own chunk, fetched when the route is first matched: a remote's first
 * visit then downloads the page it shows, not every page and dialog of the remote (docs/decisions/0007-lazy-routes-and-texts.md: at most
 * 60 KB of a remote's own code on a first visit). `pick` names the page among the module's exports.
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): () => Promise<{ Component: ComponentType }> {
  return async () => ({ Component: pick(await load()) });
}

/** One matched route of the location shown, outermost first: its handle (title, sign-in …) and params. */
export interface RouteMatchInfo {
  id: string | undefined;
  pathname: string;
  params: Params;
  handle: unknown;
}

/** What a blocker function is asked about a navigation (paths relative to the base path). */
export interface BlockerArgs {
  currentLocation: Location;
  nextLocation: Pick<Location, 'pathname' | 'search' | 'hash'>;
  historyAction: HistoryAction;
}
export type BlockerFunction = (args: BlockerArgs) => boolean;

/**
 * A blocker as its hook sees it: `blocked` after it stopped a navigation, until `reset()` (the page stays)
 * or `proceed()` (the navigation it stopped goes on, asking no blocker again).
 */
export interface Blocker {
  state: 'unblocked' | 'blocked';
  reset: () => void;
  proceed: () => void;
}

export interface RouterState {
  /** The location shown, relative to the base path (as `useLocation()` gives it). */
  location: Location;
  /** False until the first location's pages are loaded. */
  initialized: boolean;
  /** A navigation is waiting for its pages (or a remote) to load; the previous page stays meanwhile. */
  navigating: boolean;
  matches: RouteMatchInfo[];
  /** The key of the blocker that stopped the last navigation, until it is reset. */
  blockedBy: string | null;
}

export interface AppRouter {
  readonly state: RouterState;
  readonly basename: string;
  /** Navigates like `useNavigate()` (paths relative to the base path, or a history step) and settles. */
  navigate(to: To | number, options?: { replace?: boolean; state?: unknown }): Promise<void>;
  subscribe: (listener: () => void) => () => void;
}

export interface AppRouterOptions {
  basename?: string;
  /** Defaults to the browser's. */
  history?: History;
  /**
   * Called before a navigation settles, with its path relative to the base path: adds the routes the
   * path needs and the tree does not have yet (the shell grafts a remote's routes here). `patch` appends
   * children to the route with that `id`.
   */
  discover?: (pathname: string, patch: (routeId: string, children: RouteObject[]) => void) => Promise<void>;
}

/** The router's internals the components below need; not part of the contract's API. */
interface RouterInternals extends AppRouter {
  state: RouterState;
  /** React Router's navigator: links and `useNavigate()` come here with full paths. */
  readonly navigator: Navigator;
  /** The routes as `useRoutes` renders them, rebuilt when routes are added or a lazy page arrives. */
  readonly rendered: () => RouteObject[];
  /** The full location shown (with the base path) and how it was reached, for React Router's `<Router>`. */
  shown: { location: Location; action: HistoryAction };
  /** The scroll position saved when the entry with this location key was left. */
  scrollOf(key: string): number | undefined;
  setBlocker(key: string, blocker: BlockerFunction | undefined): void;
  resetBlocker(key: string): void;
  proceedBlocked(key: string): void;
}

function stripBase(pathname: string, basename: string): string {
  if (basename === '/') return pathname;
  return pathname === basename
    ? '/'
    : pathname.startsWith(`${basename}/`)
      ? pathname.slice(basename.length)
      : pathname;
}

/**
 * `routes` with `children` appended to the route with that `id`: new route objects on the way down to it,
 * every other route the same object (the caller's route objects are never changed). Undefined when no
 * route has that id.
 */
function withChildren(
  routes: RouteObject[],
  id: string,
  children: RouteObject[],
  renamed: (from: RouteObject, to: RouteObject) => void,
): RouteObject[] | undefined {
  for (const [i, route] of routes.entries()) {
    let next: RouteObject | undefined;
    if (route.id === id) {
      next = { ...route, children: [...(route.children ?? []), ...children] } as RouteObject;
    } else if (route.children) {
      const inner = withChildren(route.children, id, children, renamed);
      if (inner) next = { ...route, children: inner };
    }
    if (next) {
      renamed(route, next);
      return routes.map((r, j) => (j === i ? next : r));
    }
  }
  return undefined;
}

/**
 * A router over `routes` (route objects as React Router declares them: path, index, children, element
 * or Component, `lazy` returning the route's Component, `errorElement`, `handle`, `id`). A navigation
 * settles when its routes are discovered and its lazy pages loaded, and only then shows (and, for a link,
 * enters the history), as React Router's data router does; a newer navigation supersedes an older one.
 */
export function createAppRouter(declared: RouteObject[], options: AppRouterOptions = {}): AppRouter {
  const basename = options.basename ?? '/';
  const history = options.history ?? createBrowserHistory();
  const listeners = new Set<() => void>();
  const blockers = new Map<string, BlockerFunction>();
  let routes = declared;
  const loading = new WeakMap<RouteObject, Promise<void>>();
  const failures = new WeakMap<RouteObject, unknown>();
  /** What a lazy route's `lazy()` gave (its Component, handle …), kept beside the route, not in it. */
  const loaded = new WeakMap<RouteObject, Partial<RouteObject>>();
  /** The scroll position of each entry left, by its location's key, for Back and Forward. */
  const scrolls = new Map<string, number>();
  let version = 0;
  let sequence = 0;
  let settled: Promise<void> = Promise.resolve();
  let revertingPop = false;
  /** A Back or Forward step let through after its blocker proceeded: not asked again. */
  let proceedingPop = false;
  /** The navigation the blocker stopped, to go on with when it proceeds. */
  let stopped: (() => void) | null = null;
  let rendered: { version: number; routes: RouteObject[] } | undefined;

  const relative = (location: Location): Location => ({
    ...location,
    pathname: stripBase(location.pathname, basename),
  });
  const emit = () => listeners.forEach((listener) => listener());
  const update = (next: Partial<RouterState>) => {
    router.state = { ...router.state, ...next };
    emit();
  };

  const patch = (routeId: string, children: RouteObject[]) => {
    const next = withChildren(routes, routeId, children, (from, to) => {
      // A rebuilt route keeps what was loaded for it.
      for (const map of [loading, failures, loaded] as WeakMap<RouteObject, unknown>[]) {
        if (map.has(from)) map.set(to, map.get(from));
      }
    });
    if (!next) throw new Error(`no route with id "${routeId}" to add routes to`);
    routes = next;
    version++;
  };

  /** Loads a route's `lazy` part once (again after a failure, on a later navigation). */
  const load = (route: RouteObject): Promise<void> => {
    const lazy = route.lazy;
    if (typeof lazy !== 'function') return Promise.resolve();
    let pending = loading.get(route);
    if (!pending) {
      failures.delete(route);
      pending = Promise.resolve()
        .then(() => lazy())
        .then(
          (parts) => {
            loaded.set(route, parts);
            version++;
          },
          (error: unknown) => {
            // Shown by the nearest error element; the next navigation here tries again.
            failures.set(route, error);
            loading.delete(route);
            version++;
          },
        );
      loading.set(route, pending);
    }
    return pending;
  };

  /** Discovers and loads what `target` needs, then (unless superseded) commits and shows it. */
  const settle = (target: { pathname?: string }, commit: () => void): Promise<void> => {
    const current = ++sequence;
    if (router.state.initialized) update({ navigating: true });
    settled = (async () => {
      const pathname = stripBase(target.pathname ?? '/', basename);
      try {
        await options.discover?.(pathname, patch);
      } catch (error) {
        // The shell's discovery answers a fallback itself; anything else leaves the path to not-found.
        console.error('[router] route discovery failed', error);
      }
      const matched = matchRoutes(routes, pathname) ?? [];
      await Promise.all(matched.map((m) => load(m.route)));
      if (current !== sequence) return;
      // The page left keeps its scroll position for Back and Forward.
      if (typeof window !== 'undefined') scrolls.set(router.shown.location.key, window.scrollY);
      commit();
      router.shown = { location: history.location, action: history.action };
      const location = relative(history.location);
      update({
        location,
        initialized: true,
        navigating: false,
        // Read after the loads: a lazy page's module may bring its route's handle.
        matches: matched.map((m) => ({
          id: m.route.id,
          pathname: m.pathname,
          params: m.params,
          handle: effective(m.route, loaded).handle as unknown,
        })),
        blockedBy: null,
      });
    })();
    return settled;
  };

  /** The first blocker that stops a navigation to `next`, if any. */
  const blockerOf = (next: Location | ReturnType<typeof parsePath>, action: HistoryAction): string | null => {
    const nextLocation = {
      pathname: stripBase(next.pathname ?? '/', basename),
      search: next.search ?? '',
      hash: next.hash ?? '',
    };
    for (const [key, shouldBlock] of blockers) {
      if (shouldBlock({ currentLocation: router.state.location, nextLocation, historyAction: action }))
        return key;
    }
    return null;
  };

  /** A link or `navigate()`: `to` is a full path (with the base path), as React Router's navigator gets it. */
  const go = (to: To, state: unknown, replace: boolean): Promise<void> => {
    const next = parsePath(typeof to === 'string' ? to : createPath(to));
    const blockedBy = blockerOf(next, replace ? NavigationType.Replace : NavigationType.Push);
    const commit = () => (replace ? history.replace(to, state) : history.push(to, state));
    if (blockedBy) {
      stopped = () => void settle(next, commit);
      update({ blockedBy });
      return Promise.resolve();
    }
    return settle(next, commit);
  };

  // The Back and Forward buttons: the history has already moved, so a blocked step is walked back.
  history.listen(({ location, delta }) => {
    if (revertingPop) {
      revertingPop = false;
      return;
    }
    const blockedBy = delta && !proceedingPop ? blockerOf(location, NavigationType.Pop) : null;
    proceedingPop = false;
    if (blockedBy && delta) {
      revertingPop = true;
      stopped = () => {
        proceedingPop = true;
        history.go(delta);
      };
      update({ blockedBy });
      history.go(-delta);
      return;
    }
    void settle(location, () => undefined);
  });

  const router: RouterInternals = {
    basename,
    navigator: {
      createHref: (to: To) => history.createHref(to),
      encodeLocation: (to: To) => history.encodeLocation(to),
      go: (delta: number) => history.go(delta),
      push: (to: To, state?: unknown) => void go(to, state ?? null, false),
      replace: (to: To, state?: unknown) => void go(to, state ?? null, true),
    },
    rendered() {
      if (rendered?.version !== version) rendered = { version, routes: renderable(routes, failures, loaded) };
      return rendered.routes;
    },
    shown: { location: history.location, action: history.action },
    scrollOf: (key) => scrolls.get(key),
    state: {
      location: relative(history.location),
      initialized: false,
      navigating: false,
      matches: [],
      blockedBy: null,
    },
    navigate(to, navigateOptions = {}) {
      if (typeof to === 'number') {
        history.go(to);
        return settled;
      }
      const path = typeof to === 'string' ? parsePath(to) : to;
      const full = { ...path, pathname: joinBase(basename, path.pathname ?? '/') };
      return go(full, navigateOptions.state ?? null, navigateOptions.replace ?? false);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setBlocker(key, blocker) {
      if (blocker) blockers.set(key, blocker);
      else blockers.delete(key);
    },
    resetBlocker(key) {
      if (router.state.blockedBy !== key) return;
      stopped = null;
      update({ blockedBy: null });
    },
    proceedBlocked(key) {
      if (router.state.blockedBy !== key) return;
      const resume = stopped;
      stopped = null;
      update({ blockedBy: null });
      resume?.();
    },
  };
  void settle(history.location, () => undefined);
  return router;
}

function joinBase(basename: string, pathname: string): string {
  if (basename === '/') return pathname;
  return pathname === '/' ? basename : `${basename}${pathname}`;
}

type Navigator = Parameters<typeof Router>[0]['navigator'];

const RouterContext = createContext<{ router: RouterInternals; state: RouterState } | null>(null);

function useRouterContext(hook: string): { router: RouterInternals; state: RouterState } {
  const context = useContext(RouterContext);
  if (!context) throw new Error(`${hook} outside <RouterView>`);
  return context;
}

/** The matched routes of the location shown, outermost first. */
export function useMatches(): RouteMatchInfo[] {
  return useRouterContext('useMatches()').state.matches;
}

/** `loading` while a navigation waits for its pages (the previous page stays on screen meanwhile). */
export function useNavigation(): { state: 'idle' | 'loading' } {
  return { state: useRouterContext('useNavigation()').state.navigating ? 'loading' : 'idle' };
}

/**
 * Stops the navigations `shouldBlock` says yes to (links, `navigate()`, Back and Forward): the page stays,
 * and the blocker's state is `blocked` until `reset()`, or `proceed()` goes on with the navigation.
 */
export function useBlocker(shouldBlock: BlockerFunction): Blocker {
  // Outside a router (a component's test without routes) nothing navigates, so nothing is blocked.
  const context = useContext(RouterContext);
  const router = context?.router;
  const key = useId();
  useEffect(() => {
    router?.setBlocker(key, shouldBlock);
  });
  useEffect(() => () => router?.setBlocker(key, undefined), [router, key]);
  const blocked = context?.state.blockedBy === key;
  return useMemo(
    () => ({
      state: blocked ? 'blocked' : 'unblocked',
      reset: () => router?.resetBlocker(key),
      proceed: () => router?.proceedBlocked(key),
    }),
    [blocked, router, key],
  );
}

const RouteErrorContext = createContext<unknown>(undefined);

/** The error an error element stands in for. */
export function useRouteError(): unknown {
  return useContext(RouteErrorContext);
}

interface BoundaryProps {
  fallback: ReactNode;
  location: Location;
  children: ReactNode;
}
interface BoundaryState {
  error: unknown;
  location: Location;
}

/** A route's `errorElement`: shown in place of its element when that throws, until the location changes. */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, location: this.props.location };
  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('unknown route error') };
  }
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location ? null : { error: undefined, location: props.location };
  }
  override render() {
    return this.state.error === undefined ? (
      this.props.children
    ) : (
      <RouteErrorContext.Provider value={this.state.error}>{this.props.fallback}</RouteErrorContext.Provider>
    );
  }
}

function ErrorElement({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <RouteErrorBoundary fallback={fallback} location={useLocation()}>
      {children}
    </RouteErrorBoundary>
  );
}

/** A page whose code could not be loaded: its error goes to the nearest error element. */
function FailedPage({ error }: { error: unknown }): never {
  throw error;
}

/** A route with what its `lazy()` gave, once loaded (a new object; the declared one is left as it is). */
function effective(route: RouteObject, loaded: WeakMap<RouteObject, Partial<RouteObject>>): RouteObject {
  const parts = loaded.get(route);
  return parts ? ({ ...route, ...parts, lazy: undefined } as RouteObject) : route;
}

/** What a route shows: its element or Component, nothing while its page loads, or its load failure. */
function elementOf(
  declared: RouteObject,
  failures: WeakMap<RouteObject, unknown>,
  loaded: WeakMap<RouteObject, Partial<RouteObject>>,
): ReactNode {
  if (failures.has(declared)) return <FailedPage error={failures.get(declared)} />;
  const route = effective(declared, loaded);
  if (route.element !== undefined) return route.element;
  const Page = route.Component;
  if (Page) return <Page />;
  // `undefined` renders the route's children (an <Outlet />), as React Router does for a layout route.
  return route.lazy ? null : undefined;
}

/** The route objects as `useRoutes` renders them: pages, lazy failures and error elements as elements. */
function renderable(
  routes: RouteObject[],
  failures: WeakMap<RouteObject, unknown>,
  loaded: WeakMap<RouteObject, Partial<RouteObject>>,
): RouteObject[] {
  return routes.map((route) => {
    let element = elementOf(route, failures, loaded);
    if (route.errorElement) {
      element = (
        <ErrorElement fallback={route.errorElement}>
          {element === undefined ? <Outlet /> : element}
        </ErrorElement>
      );
    }
    return route.index
      ? { index: true, element }
      : {
          path: route.path,
          caseSensitive: route.caseSensitive,
          element,
          children: route.children && renderable(route.children, failures, loaded),
        };
  });
}

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * After a navigation to another page (not the first load, and not one that only changed the query or
 * the hash, such as a page's filters): the scroll position the page had when it was left for Back and
 * Forward, the top for a new page (a hash is left to the page); and the focus on the new page's h1, so a
 * screen reader announces the page (the heading is made focusable by script only, tabIndex -1).
 */
function useArrival(internals: RouterInternals, initialized: boolean): void {
  const { location, action } = internals.shown;
  const previous = useRef<Location | null>(null);
  useLayoutEffect(() => {
    if (!initialized) return;
    const before = previous.current;
    previous.current = location;
    if (!before || before.pathname === location.pathname) return;
    // A hash is the page's to scroll to, once its content is there (pages do so).
    if (action === NavigationType.Pop) window.scrollTo(0, internals.scrollOf(location.key) ?? 0);
    else if (!location.hash) window.scrollTo(0, 0);
    const heading = document.querySelector<HTMLElement>('h1');
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }, [internals, initialized, location, action]);
}

/** Shows the router's location; `fallback` until the first location's pages are loaded. */
export function RouterView({ router, fallback = null }: { router: AppRouter; fallback?: ReactNode }) {
  const internals = router as RouterInternals;
  const state = useSyncExternalStore(router.subscribe, () => router.state);
  const routes = internals.rendered();
  const context = useMemo(() => ({ router: internals, state }), [internals, state]);
  useArrival(internals, state.initialized);
  if (!state.initialized) return fallback;
  return (
    <RouterContext.Provider value={context}>
      <Router
        basename={router.basename}
        location={internals.shown.location}
        navigationType={internals.shown.action}
        navigator={internals.navigator}
      >
        <Routes routes={routes} />
      </Router>
    </RouterContext.Provider>
  );
}
