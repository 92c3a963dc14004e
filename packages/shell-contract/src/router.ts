/**
 * The router, through the contract. The shell and every remote import router APIs from
 * `@conform/shell-contract`, never from 'react-router': the contract is the shared singleton, so there is
 * still exactly one router (one set of contexts), and webpack can tree-shake react-router down to what is
 * re-exported here (a shared module is always shipped whole: measured 65 KB → 33 KB gzipped).
 * Add an export here when a remote needs one more router API.
 */
import type { ComponentType } from 'react';

export {
  createBrowserRouter,
  generatePath,
  isRouteErrorResponse,
  Link,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  useBlocker,
  useHref,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useOutletContext,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
export type { NavigateOptions, RouteObject, To } from 'react-router';

/**
 * A route whose page is its own chunk, fetched when the route is first matched: a remote's first
 * visit then downloads the page it shows, not every page and dialog of the remote (issue 8: at most
 * 60 KB of a remote's own code on a first visit). `pick` names the page among the module's exports.
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): () => Promise<{ Component: ComponentType }> {
  return async () => ({ Component: pick(await load()) });
}
