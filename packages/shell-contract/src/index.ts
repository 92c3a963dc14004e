export {
  baseApi,
  downloadFile,
  openFileInNewTab,
  refreshSession,
  sessionFetch,
  type FileOutcome,
} from './api.ts';
export { useActiveCompany, useCompanyTimeZone, type ActiveCompany } from './company.ts';
export { paths } from './paths.ts';
export {
  sharedApi,
  useCompanyDocumentsQuery,
  useCompanyQuery,
  useMeQuery,
  useMyCompaniesQuery,
  usePriceListQuery,
  usePriceQuoteQuery,
} from './queries.ts';
export * from './editions.ts';
export {
  DEFAULT_REMOTE_ROUTES,
  REMOTE_AREAS,
  remoteForPath,
  remoteTexts,
  routingTable,
  type RemoteArea,
  type RemoteEntry,
  type RemoteModule,
  type RemoteRoutes,
  type RemoteTexts,
  type RemoteTextsSource,
  type RemotesConfig,
  type RouteHandle,
  type RoutingTable,
} from './remotes.ts';
export {
  ShellContext,
  useShell,
  type MeetingsWidget,
  type Notice,
  type NoticeKind,
  type ShellApi,
  type SignInLinkOutcome,
} from './shell.ts';
export * from './router.tsx';
export { LEAVE_TEXTS, useLeaveGuard, type LeaveGuard } from './leave-guard.tsx';
export {
  createAppStore,
  StoreProvider,
  useAppDispatch,
  useAppSelector,
  type AppDispatch,
  type AppState,
  type AppStore,
} from './store.ts';
export { streamInto } from './live.ts';
export { useValidationMessage } from './validation.ts';
