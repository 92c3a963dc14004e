/**
 * The router, through the contract. The shell and every remote import router APIs from
 * `@conform/shell-contract`, never from 'react-router': the contract is the shared singleton, so there is
 * still exactly one router (one set of contexts), and webpack can tree-shake react-router down to what is
 * re-exported here (a shared module is always shipped whole: measured 65 KB → 33 KB gzipped).
 * Add an export here when a remote needs one more router API.
 */
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
