import { useShell } from '@conform/shell-contract';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import styled from 'styled-components';
import { LanguageSwitch } from './LanguageSwitch.tsx';

const Aside = styled.aside`
  background: ${({ theme }) => theme.color.sidebar};
  color: ${({ theme }) => theme.color.onSidebar};
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
`;

const Logo = styled.div`
  font-size: 1.5rem;
  font-weight: 800;
  letter-spacing: 0.02em;
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  font-size: 0.9rem;
`;

const Avatar = styled.span`
  display: inline-grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.accent};
  font-weight: 700;
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
`;

/** Sidebar (spec §2): logo, who is signed in, the company's pages when one is open, language, legal links. */
export function Sidebar({ companyId }: { companyId: string | null }) {
  const { t } = useTranslation('shell');
  const { user } = useShell();
  const displayName = user?.name ?? user?.email ?? t('sidebar.visitor');

  return (
    <Aside>
      <Logo>{t('product.title')}</Logo>
      <Who>
        <Avatar aria-hidden="true">{displayName.slice(0, 1).toUpperCase()}</Avatar>
        <div>
          <div>{displayName}</div>
          {user?.email && user.name ? <div>{user.email}</div> : null}
        </div>
      </Who>
      <Nav aria-label={t('sidebar.navigation')}>
        {companyId ? (
          <>
            <NavLink to={`/${companyId}/dashboard`}>{t('sidebar.dashboard')}</NavLink>
            <NavLink to={`/${companyId}/documents`}>{t('sidebar.documents')}</NavLink>
            <NavLink to={`/${companyId}/configurator/info`}>{t('sidebar.contactInfo')}</NavLink>
          </>
        ) : (
          <>
            <NavLink to="/onboarding/start">{t('sidebar.start')}</NavLink>
            <NavLink to="/companies">{t('sidebar.myCompanies')}</NavLink>
          </>
        )}
      </Nav>
      <Footer>
        <LanguageSwitch />
        <a href="/platform/faq" target="_blank" rel="noreferrer">
          {t('sidebar.faq')}
        </a>
        <a href="/platform/terms" target="_blank" rel="noreferrer">
          {t('sidebar.terms')}
        </a>
        <a href="/platform/privacy" target="_blank" rel="noreferrer">
          {t('sidebar.privacy')}
        </a>
        <a href="/platform/cookies" target="_blank" rel="noreferrer">
          {t('sidebar.cookies')}
        </a>
      </Footer>
    </Aside>
  );
}
