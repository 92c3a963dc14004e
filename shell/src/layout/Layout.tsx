import { useShell, type RouteHandle } from '@conform/shell-contract';
import { Spinner } from '@conform/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches, useNavigation } from 'react-router';
import styled from 'styled-components';
import { Sidebar } from './Sidebar.tsx';

const Frame = styled.div`
  display: grid;
  grid-template-columns: 260px 1fr;
  min-height: 100vh;
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: 1fr;
  }
`;

const Content = styled.div`
  min-width: 0;
  position: relative;
`;

const Busy = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space(4)};
  right: ${({ theme }) => theme.space(4)};
`;

/** Page title rule (spec §2): route title in the current locale, a dash, the company name if any, the product title. */
function usePageTitle(): void {
  const { t, i18n } = useTranslation('shell');
  const matches = useMatches();
  const handle = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)?.handle as
    RouteHandle | undefined;
  const routeTitle = handle?.title ? t(handle.title) : undefined;
  useEffect(() => {
    const product = t('product.title');
    document.title = routeTitle ? `${routeTitle} - ${product}` : product;
  }, [routeTitle, t, i18n.language]);
}

export function Layout() {
  const matches = useMatches();
  const navigation = useNavigation();
  const { t } = useTranslation('shell');
  useShell();
  usePageTitle();
  const hideSidebar = matches.some((m) => (m.handle as RouteHandle | undefined)?.hideSidebar);
  const companyId = matches.map((m) => m.params['companyId']).find(Boolean) ?? null;

  return (
    <Frame style={hideSidebar ? { gridTemplateColumns: '1fr' } : undefined}>
      {hideSidebar ? null : <Sidebar companyId={companyId} />}
      <Content>
        {navigation.state === 'loading' ? (
          <Busy>
            <Spinner label={t('loading')} />
          </Busy>
        ) : null}
        <Outlet />
      </Content>
    </Frame>
  );
}
