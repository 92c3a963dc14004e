import type { TConsents, TUser } from '@conform/contracts';
import type { I18n } from '@conform/i18n';
import {
  COMPANY_ID_PATTERN,
  type EditionInfo,
  type Locale,
  type Notice,
  type ShellApi,
  ShellContext,
  type SignInLinkOutcome,
  sharedApi,
  useAppDispatch,
  useMatches,
  useMeQuery,
} from '@conform/shell-contract';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { reportError } from './analytics.ts';
import { errorStatus, identityApi } from './identityApi.ts';
import { useMarketingCookiesReport } from './marketing.ts';
import type { RuntimeConfig } from './runtime-config.ts';
import { ensureShellTexts } from './locales.ts';
import { readSettings, updateSettings } from './settings.ts';

export interface ShownNotice extends Notice {
  id: number;
}

export interface ShellState {
  notices: ShownNotice[];
  dismiss: (id: number) => void;
  runtime: RuntimeConfig;
  i18n: I18n;
}

/** The shell's own context beside the contract: notices, runtime config. Not for remotes. */
export const ShellStateContext = createContext<ShellState | null>(null);

export function useShellState(): ShellState {
  const state = useContext(ShellStateContext);
  if (!state) throw new Error('useShellState() outside ShellProvider');
  return state;
}

/** Provides `useShell()` to the shell and every remote. Lives inside the router: the active company is the route's. */
export function ShellProvider({
  edition,
  i18n,
  runtime,
  children,
}: {
  edition: EditionInfo;
  i18n: I18n;
  runtime: RuntimeConfig;
  children: ReactNode;
}) {
  const [locale, setLocaleState] = useState<Locale>(i18n.language === 'en' ? 'en' : 'ro');
  const [notices, setNotices] = useState<ShownNotice[]>([]);
  const nextId = useRef(1);
  const { data: user } = useMeQuery();
  useMarketingCookiesReport(user?.uid);
  const matches = useMatches();
  // Only a company id is a company (docs/spec/behaviour.md §2); any other first segment is the not-found page.
  const activeCompanyId =
    matches.map((m) => m.params['companyId']).find((id) => id !== undefined && COMPANY_ID_PATTERN.test(id)) ??
    null;

  const dispatch = useAppDispatch();
  const dismiss = useCallback((id: number) => setNotices((list) => list.filter((n) => n.id !== id)), []);

  // Sign-in services for the remotes (the onboarding funnel): the same identity calls /auth and /terms make.
  const ensureSession = useCallback(async (): Promise<TUser> => {
    const me = dispatch(sharedApi.endpoints.me.initiate());
    const current = await me.unwrap().catch(() => null);
    me.unsubscribe();
    if (current) return current;
    // The access cookie lives as long as its token (minutes): a quiz finished a while ago left a session
    // to refresh, and the company must be created under that user, not a new anonymous one.
    const refreshed = await dispatch(identityApi.endpoints.refreshSession.initiate());
    if ('data' in refreshed && refreshed.data) return refreshed.data;
    const started = await dispatch(identityApi.endpoints.startAnonymousSession.initiate()).unwrap();
    if (!started) throw new Error('identity started no session');
    return started;
  }, [dispatch]);

  const sendSignInLink = useCallback(
    async (email: string, returnPath: string): Promise<SignInLinkOutcome> => {
      const result = await dispatch(
        identityApi.endpoints.sendSignInLink.initiate({ email, returnUrl: returnPath }),
      );
      if ('error' in result) return errorStatus(result.error) === 429 ? 'rate-limited' : 'failed';
      updateSettings({ pendingSignInEmail: email, replaceAccount: false });
      return 'sent';
    },
    [dispatch],
  );

  const signInWithCustomToken = useCallback(
    async (customToken: string): Promise<TUser> => {
      const user = await dispatch(identityApi.endpoints.customTokenSignIn.initiate(customToken)).unwrap();
      if (!user) throw new Error('identity started no session');
      return user;
    },
    [dispatch],
  );

  const recordConsents = useCallback(
    async (consents: TConsents): Promise<void> => {
      await dispatch(identityApi.endpoints.setConsents.initiate(consents)).unwrap();
    },
    [dispatch],
  );

  const report = useCallback(
    (error: Error) =>
      reportError(runtime, { message: error.message, ...(error.stack ? { stack: error.stack } : {}) }),
    [runtime],
  );

  const notify = useCallback(
    (notice: Notice) => {
      const id = nextId.current++;
      setNotices((list) => [...list, { ...notice, id }]);
      if (notice.timeoutMs) setTimeout(() => dismiss(id), notice.timeoutMs);
    },
    [dismiss],
  );

  const setLocale = useCallback(
    (next: Locale) => {
      updateSettings({ locale: next });
      document.documentElement.lang = next;
      void ensureShellTexts(i18n, next).then(async () => {
        await i18n.changeLanguage(next);
        setLocaleState(next);
      });
    },
    [i18n],
  );

  const api = useMemo<ShellApi>(
    () => ({
      edition: edition.edition,
      basePath: edition.basePath,
      locale,
      setLocale,
      user: user ?? null,
      activeCompanyId,
      notify,
      signInPath: (returnPath) => `/auth?returnUrl=${encodeURIComponent(returnPath)}`,
      ensureSession,
      sendSignInLink,
      signInWithCustomToken,
      recordConsents,
      readReferral: () => readSettings().referral,
      clearReferral: () => void updateSettings({ referral: null }),
      reportError: report,
      meetings: runtime.meetings,
    }),
    [
      edition,
      locale,
      setLocale,
      user,
      activeCompanyId,
      notify,
      ensureSession,
      sendSignInLink,
      signInWithCustomToken,
      recordConsents,
      report,
      runtime.meetings,
    ],
  );
  const state = useMemo<ShellState>(
    () => ({ notices, dismiss, runtime, i18n }),
    [notices, dismiss, runtime, i18n],
  );

  return (
    <ShellContext.Provider value={api}>
      <ShellStateContext.Provider value={state}>{children}</ShellStateContext.Provider>
    </ShellContext.Provider>
  );
}
