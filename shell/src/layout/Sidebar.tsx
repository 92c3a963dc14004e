import { useTranslation } from '@conform/i18n';
import {
  baseApi,
  EDITION_INFO,
  Link,
  NavLink,
  paths,
  useAppDispatch,
  useLocation,
  useNavigate,
  useShell,
} from '@conform/shell-contract';
import { ConfirmDialog } from '@conform/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { resetAnalyticsSession } from '../app/analytics.ts';
import { useSignOutMutation } from '../app/identityApi.ts';
import { useShellState } from '../app/ShellProvider.tsx';
import { openCookieSettings } from './cookieSettings.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';

const Aside = styled.aside`
  background: ${({ theme }) => theme.color.sidebar};
  color: ${({ theme }) => theme.color.onSidebar};
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  @media (max-width: 767px) {
    position: sticky;
    top: 0;
    z-index: 20;
    padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
    gap: ${({ theme }) => theme.space(3)};
    max-height: 100dvh;
    overflow-y: auto;
  }
`;

const TopBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

/** The menu button exists only on narrow screens, where the sidebar's content is folded. */
const MenuButton = styled.button`
  display: none;
  font: inherit;
  font-weight: 600;
  color: inherit;
  background: none;
  border: 1px solid rgba(255, 255, 255, 0.5);
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  cursor: pointer;
  @media (max-width: 767px) {
    display: inline-flex;
  }
`;

const Panel = styled.div<{ $open: boolean }>`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  @media (max-width: 767px) {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    gap: ${({ theme }) => theme.space(4)};
    padding-bottom: ${({ theme }) => theme.space(3)};
  }
`;

const Logo = styled(Link)`
  font-size: 1.5rem;
  font-weight: 800;
  letter-spacing: 0.02em;
  color: inherit;
  text-decoration: none;
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  font-size: 0.9rem;
  word-break: break-all;
`;

const Avatar = styled.span`
  display: inline-grid;
  place-items: center;
  flex: 0 0 36px;
  height: 36px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.accent};
  font-weight: 700;
`;

const SidebarButton = styled.button`
  font: inherit;
  color: inherit;
  background: none;
  border: 1px solid rgba(255, 255, 255, 0.4);
  border-radius: ${({ theme }) => theme.radius.sm};
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  cursor: pointer;
  align-self: flex-start;
`;

const Nav = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  a {
    color: inherit;
    text-decoration: none;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  a:hover {
    background: rgba(255, 255, 255, 0.08);
  }
  a.active {
    background: rgba(255, 255, 255, 0.16);
    font-weight: 600;
  }
`;

const Footer = styled.div`
  margin-top: auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  font-size: 0.85rem;
  a {
    color: inherit;
  }
  button.link {
    all: unset;
    cursor: pointer;
    text-decoration: underline;
    /* Small print, still a tap target of 24 px (WCAG 2.2 2.5.8), like the links beside it. */
    display: inline-flex;
    align-items: center;
    min-height: 24px;
  }
`;

const Editions = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
`;

/** Sidebar (docs/spec/behaviour.md §2): logo, who is signed in, sign-in or sign-out, the company's pages or 'my companies', legal links. */
export function Sidebar({ companyId }: { companyId: string | null }) {
  const { t } = useTranslation('shell');
  // Legal pages open in a new tab of the same edition; the language follows (it is kept in this browser).
  const { user, notify, basePath } = useShell();
  const { runtime } = useShellState();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [confirming, setConfirming] = useState(false);
  // Narrow screens: the menu folds away, and closes again on every page change.
  const [menuOpen, setMenuOpen] = useState(false);
  const [shownFor, setShownFor] = useState(location.pathname);
  if (shownFor !== location.pathname) {
    setShownFor(location.pathname);
    setMenuOpen(false);
  }
  const [signOut, { isLoading: signingOut }] = useSignOutMutation();
  const signedIn = Boolean(user && !user.isAnonymous);
  const displayName = signedIn ? (user?.name ?? user?.email ?? '') : t('sidebar.visitor');

  const confirmSignOut = async () => {
    const result = await signOut();
    setConfirming(false);
    if ('error' in result) {
      notify({
        kind: 'error',
        title: t('errors.title'),
        message: t('errors.actionFailed', { actionDescription: t('signOut.actionName') }),
      });
      return;
    }
    resetAnalyticsSession();
    // Nothing of the previous user stays in the cache.
    dispatch(baseApi.util.resetApiState());
    await navigate('/', { replace: true });
  };

  return (
    <Aside>
      <TopBar>
        <Logo to="/">{t('product.title')}</Logo>
        <MenuButton
          type="button"
          aria-expanded={menuOpen}
          aria-controls="sidebar-panel"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          {menuOpen ? t('sidebar.closeMenu') : t('sidebar.menu')}
        </MenuButton>
      </TopBar>
      <Panel id="sidebar-panel" $open={menuOpen}>
        <Who>
          <Avatar aria-hidden="true">{displayName.slice(0, 1).toUpperCase()}</Avatar>
          <div>
            <div>{displayName}</div>
            {signedIn && user?.name && user.email ? <div>{user.email}</div> : null}
          </div>
        </Who>
        {signedIn ? (
          <SidebarButton type="button" onClick={() => setConfirming(true)}>
            {t('sidebar.signOut')}
          </SidebarButton>
        ) : (
          <SidebarButton
            type="button"
            onClick={() =>
              void navigate(
                `/auth?returnUrl=${encodeURIComponent(location.pathname === '/auth' ? '/' : location.pathname)}`,
              )
            }
          >
            {t('sidebar.signIn')}
          </SidebarButton>
        )}
        <Nav aria-label={t('sidebar.navigation')}>
          {companyId ? (
            <>
              <NavLink to={paths.dashboard(companyId)}>{t('sidebar.dashboard')}</NavLink>
              <NavLink to={paths.documents(companyId)}>{t('sidebar.documents')}</NavLink>
              <NavLink to={paths.contactInfo(companyId)}>{t('sidebar.contactInfo')}</NavLink>
            </>
          ) : (
            <>
              <NavLink to={paths.onboardingStart}>{t('sidebar.start')}</NavLink>
              <NavLink to={paths.companies}>{t('sidebar.myCompanies')}</NavLink>
            </>
          )}
        </Nav>
        <Footer>
          <LanguageSwitch />
          {runtime.environment !== 'production' ? (
            <Editions aria-label={t('sidebar.editions')}>
              {Object.values(EDITION_INFO).map((e) => (
                <a key={e.edition} href={`${e.basePath}/`}>
                  {e.edition}
                </a>
              ))}
            </Editions>
          ) : null}
          <a href={`${basePath}/faq`} target="_blank" rel="noreferrer">
            {t('sidebar.faq')}
          </a>
          <a href={`${basePath}/terms`} target="_blank" rel="noreferrer">
            {t('sidebar.terms')}
          </a>
          <a href={`${basePath}/privacy`} target="_blank" rel="noreferrer">
            {t('sidebar.privacy')}
          </a>
          <a href={`${basePath}/cookies`} target="_blank" rel="noreferrer">
            {t('sidebar.cookies')}
          </a>
          <button type="button" className="link" onClick={openCookieSettings}>
            {t('cookies.change')}
          </button>
        </Footer>
      </Panel>
      <ConfirmDialog
        open={confirming}
        title={t('signOut.title')}
        question={t('confirm.question', { action: t('signOut.action') })}
        refuseLabel={t('confirm.no', { outcome: t('signOut.stay') })}
        confirmLabel={t('confirm.yes', { outcome: t('signOut.leave') })}
        closeLabel={t('dialog.close')}
        working={signingOut}
        onRefuse={() => setConfirming(false)}
        onConfirm={() => void confirmSignOut()}
      />
    </Aside>
  );
}
