import { useTranslation } from '@conform/i18n';
import {
  COMPANY_ID_PATTERN,
  Navigate,
  Outlet,
  type RouteHandle,
  useCompanyQuery,
  useLocation,
  useMatches,
  useMeQuery,
  useNavigation,
  useShell,
} from '@conform/shell-contract';
import { Spinner } from '@conform/ui';
import { useEffect } from 'react';
import styled from 'styled-components';
import { trackPageView } from '../app/analytics.ts';
import { updateSettings } from '../app/settings.ts';
import { useShellState } from '../app/ShellProvider.tsx';
import { CookieConsent } from './CookieConsent.tsx';
import { NotFound } from '../pages/NotFound.tsx';
import { Notices } from './Notices.tsx';
import { Sidebar } from './Sidebar.tsx';

const Frame = styled.div<{ $sidebar: boolean }>`
  display: grid;
  grid-template-columns: ${({ $sidebar }) => ($sidebar ? '260px minmax(0, 1fr)' : 'minmax(0, 1fr)')};
  min-height: 100vh;
  /* Under 768 px the sidebar is a bar over the content, its menu folded (Sidebar). */
  @media (max-width: 767px) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: auto 1fr;
  }
`;

/** The pages' column: the cookie banner lives here too, so it never covers the sidebar. */
const Content = styled.div`
  min-width: 0;
  position: relative;
  display: flex;
  flex-direction: column;
`;

const PageArea = styled.div`
  flex: 1 0 auto;
`;

const Busy = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space(4)};
  right: ${({ theme }) => theme.space(4)};
`;

const Centered = styled.div`
  display: grid;
  place-items: center;
  min-height: 50vh;
`;

function useHandles(): RouteHandle[] {
  return useMatches().map((m) => (m.handle ?? {}) as RouteHandle);
}

/**
 * A first segment no remote owns is a company only when it is a company id (20 word characters):
 * anything else is the not-found page, for everyone, without asking to sign in first.
 */
function useUnknownPath(): boolean {
  return useMatches().some(
    (m) => m.params['companyId'] !== undefined && !COMPANY_ID_PATTERN.test(m.params['companyId']),
  );
}

/** Page title rule (docs/spec/behaviour.md §2): route title in the current locale, a dash, the company name if any, the product title. */
function usePageTitle(companyName: string | undefined): void {
  const { t, i18n } = useTranslation('shell');
  const handle = [...useHandles()].reverse().find((h) => h.title);
  const unknown = useUnknownPath();
  const routeTitle = unknown ? t('notFound.title') : handle?.title ? t(handle.title) : undefined;
  useEffect(() => {
    const parts = [routeTitle, companyName, t('product.title')].filter(Boolean);
    document.title = parts.join(' - ');
  }, [routeTitle, companyName, t, i18n.language]);
}

/**
 * The navigation guard (docs/spec/behaviour.md §4). Auth data loads first. A page that needs sign-in, with no user or an
 * anonymous one, goes to /auth with the full path; a signed-in user who has not accepted the terms goes to
 * /terms. Company access is checked by CompanyScope. A `referral` query parameter is kept for later.
 */
export function Guarded() {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const handles = useHandles();
  const { data: user, isLoading } = useMeQuery();
  const { signInPath } = useShell();
  const referral = new URLSearchParams(location.search).get('referral');
  const unknown = useUnknownPath();

  useEffect(() => {
    if (referral) updateSettings({ referral });
  }, [referral]);

  if (unknown) return <NotFound />;
  if (isLoading) {
    return (
      <Centered>
        <Spinner label={t('loading')} />
      </Centered>
    );
  }
  const fullPath = `${location.pathname}${location.search}${location.hash}`;
  // Signing in, accepting the terms and reading the legal texts never wait for the terms.
  const onAuthPages = /^\/(auth|terms|faq|privacy|cookies|legal\/[a-z]+)$/.test(location.pathname);
  const needsSignIn = handles.some((h) => h.requiresAuth);
  if (needsSignIn && (!user || user.isAnonymous)) return <Navigate to={signInPath(fullPath)} replace />;
  if (user && !user.isAnonymous && !user.hasConsentedTerms && !onAuthPages) {
    return <Navigate to={`/terms?returnUrl=${encodeURIComponent(fullPath)}`} replace />;
  }
  return <Outlet />;
}

export function Layout() {
  const navigation = useNavigation();
  const location = useLocation();
  const { t } = useTranslation('shell');
  const { runtime } = useShellState();
  const shell = useShell();
  const handles = useHandles();
  const signedIn = shell.user !== null && !shell.user.isAnonymous;
  const { data: company } = useCompanyQuery(shell.activeCompanyId ?? '', {
    skip: !shell.activeCompanyId || !signedIn,
  });
  usePageTitle(company?.info.name);
  const hideSidebar = handles.some((h) => h.hideSidebar);

  useEffect(() => {
    trackPageView(runtime, window.location.pathname);
  }, [runtime, location.pathname]);

  return (
    <Frame $sidebar={!hideSidebar}>
      {hideSidebar ? null : <Sidebar companyId={shell.activeCompanyId} />}
      <Content>
        {navigation.state === 'loading' ? (
          <Busy>
            <Spinner label={t('loading')} />
          </Busy>
        ) : null}
        <PageArea>
          <Guarded />
        </PageArea>
        <CookieConsent />
      </Content>
      <Notices />
    </Frame>
  );
}
