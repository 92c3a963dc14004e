import { useTranslation } from '@conform/i18n';
import { NavLink } from '@conform/shell-contract';
import styled from 'styled-components';
import { funnelPaths } from '../../../lib/paths.ts';

const Nav = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(4)};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a[aria-current='page'] {
    font-weight: 700;
    text-decoration: none;
    color: ${({ theme }) => theme.color.text};
  }
`;

/** The two localizer pages, each a link from the other. */
export function LocalizerNav() {
  const { t } = useTranslation('onboarding');
  return (
    <Nav aria-label={t('localizer.nav')}>
      <ul>
        <li>
          <NavLink to={funnelPaths.localizerValues}>{t('localizer.values.link')}</NavLink>
        </li>
        <li>
          <NavLink to={funnelPaths.localizerSituations}>{t('localizer.situations.link')}</NavLink>
        </li>
      </ul>
    </Nav>
  );
}
