import { useTranslation } from '@conform/i18n';
import { Link, paths, useMyCompaniesQuery, useNavigate, useShell } from '@conform/shell-contract';
import { Alert, Button, Card, Page, Spinner, Stack } from '@conform/ui';
import { Flow } from '../../../components/Text.ts';
import styled from 'styled-components';
import { countryName, countyName } from '../../../lib/places.ts';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
`;

const CompanyLink = styled(Link)`
  display: block;
  height: 100%;
  color: inherit;
  text-decoration: none;
  > section {
    height: 100%;
  }
  &:hover > section {
    border-color: ${({ theme }) => theme.color.primary};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.15rem;
    color: ${({ theme }) => theme.color.primary};
  }
  dl {
    margin: 0;
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
    font-size: 0.95rem;
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
  }
`;

/** Company selector (docs/spec/behaviour.md §2 /companies): one card per company, a new-company button, an empty state. */
export function CompaniesPage() {
  const { t } = useTranslation('dashboard');
  const { locale } = useShell();
  const navigate = useNavigate();
  const { data: companies, isLoading, isError, refetch } = useMyCompaniesQuery();
  const newCompany = (
    <Button onClick={() => void navigate(paths.onboardingStart)}>{t('companies.newCompany')}</Button>
  );

  return (
    <Page title={t('companies.title')} subtitle={t('companies.subtitle')}>
      {isLoading ? <Spinner label={t('common.loading')} /> : null}
      {isError ? (
        <Alert kind="error" title={t('common.errorTitle')}>
          <Stack $row>
            <span>{t('companies.loadFailed')}</span>
            <Button variant="secondary" onClick={() => void refetch()}>
              {t('common.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {companies && companies.length === 0 ? (
        <Card>
          <Flow>
            <h2>{t('companies.empty.title')}</h2>
            <p>{t('companies.empty.text')}</p>
            <div>{newCompany}</div>
          </Flow>
        </Card>
      ) : null}
      {companies && companies.length > 0 ? (
        <Stack $gap={6}>
          <Grid aria-label={t('companies.listLabel')}>
            {companies.map((company) => (
              <li key={company.id}>
                <CompanyLink to={paths.dashboard(company.id)}>
                  <Card>
                    <h2>{company.info.name}</h2>
                    <dl>
                      <dt>{t('companies.fiscalCode')}</dt>
                      <dd>{company.info.fiscalCode}</dd>
                      <dt>{t('companies.city')}</dt>
                      <dd>{company.info.city}</dd>
                      {company.info.county ? (
                        <>
                          <dt>{t('companies.county')}</dt>
                          <dd>{countyName(company.info.county)}</dd>
                        </>
                      ) : null}
                      <dt>{t('companies.country')}</dt>
                      <dd>{countryName(company.info.country, locale)}</dd>
                    </dl>
                  </Card>
                </CompanyLink>
              </li>
            ))}
          </Grid>
          <div>{newCompany}</div>
        </Stack>
      ) : null}
    </Page>
  );
}
