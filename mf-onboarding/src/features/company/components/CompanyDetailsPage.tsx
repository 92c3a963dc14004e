import { useTranslation } from '@conform/i18n';
import { fiscalCodeSchema, isValidRomanianCui } from '@conform/contracts';
import { Navigate, useParams, useShell } from '@conform/shell-contract';
import { Alert, Page, Spinner, Stack } from '@conform/ui';
import { useEvaluationResults } from '../../../hooks/useEvaluationResults.ts';
import { paths } from '../../../lib/paths.ts';
import { useRegistryInfoQuery } from '../api/companyApi.ts';
import { CompanyForm, defaultsFrom } from './CompanyForm.tsx';

/**
 * /onboarding/company/:fiscalCode/:encoded (spec §2, §4): a Romanian company is looked up in the registry
 * and the form filled in; when the lookup fails for any reason the form stays manual, quietly.
 */
export function CompanyDetailsPage() {
  const { t } = useTranslation('onboarding');
  const { companyFiscalCode = '', encodedEvaluationResults: encoded = '' } = useParams();
  const { edition } = useShell();
  const results = useEvaluationResults(encoded);
  const parsed = fiscalCodeSchema(edition).safeParse(companyFiscalCode);
  const fiscalCode = parsed.success ? parsed.data : '';
  const romanian = isValidRomanianCui(fiscalCode);
  const lookup = useRegistryInfoQuery(fiscalCode, { skip: !romanian });

  if (!results.ok) {
    return (
      <Page title={t('company.details.title')}>
        <Alert kind="error" title={t('errors.title')}>
          {t('errors.resultsUndecodable')}
        </Alert>
      </Page>
    );
  }
  if (!parsed.success) return <Navigate to={paths.companyStart(encoded)} replace />;
  if (lookup.isLoading) {
    return (
      <Page title={t('company.details.title')}>
        <Stack $row>
          <Spinner label={t('company.details.lookingUp')} />
          <p>{t('company.details.lookingUp')}</p>
        </Stack>
      </Page>
    );
  }
  const info = lookup.data ?? null;
  return (
    <Page title={t('company.details.title')}>
      <CompanyForm
        intro={info ? t('company.details.found') : t('company.details.manual')}
        defaults={defaultsFrom(fiscalCode, info)}
        products={results.ids}
        encoded={encoded}
      />
    </Page>
  );
}
