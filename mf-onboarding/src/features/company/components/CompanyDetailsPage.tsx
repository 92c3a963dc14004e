import { useTranslation } from '@conform/i18n';
import { fiscalCodeSchema, isValidRomanianCui } from '@conform/contracts';
import { Navigate, useParams, useShell } from '@conform/shell-contract';
import { Alert, Page, Spinner, Stack } from '@conform/ui';
import { useEvaluationResults } from '../../../hooks/useEvaluationResults.ts';
import { companyFlows, NO_RESULTS, type CompanyFlow } from '../../../lib/flows.ts';
import { useRegistryInfoQuery } from '../api/companyApi.ts';
import { CompanyForm, defaultsFrom } from './CompanyForm.tsx';

/**
 * /onboarding/company/:fiscalCode/:encoded and /mastercard/company/:fiscalCode (docs/spec/behaviour.md §2, §4): a Romanian
 * company is looked up in the registry and the form filled in; when the lookup fails for any reason the
 * form stays manual, quietly. The partner flow creates the company with no products and goes on to its
 * own checkout.
 */
export function CompanyDetailsPage({ flow = 'quiz' }: { flow?: CompanyFlow }) {
  const { t } = useTranslation('onboarding');
  const params = useParams();
  const companyFiscalCode = params['companyFiscalCode'] ?? '';
  const encoded = flow === 'mastercard' ? NO_RESULTS : (params['encodedEvaluationResults'] ?? '');
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
  if (!parsed.success) return <Navigate to={companyFlows[flow].start(encoded)} replace />;
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
        changeFiscalCode={companyFlows[flow].start(encoded)}
        afterCreation={companyFlows[flow].afterCreation}
      />
    </Page>
  );
}
