import { useTranslation } from '@conform/i18n';
import type { TCompany } from '@conform/contracts';
import { Navigate, useCompanyQuery, useShell } from '@conform/shell-contract';
import { Alert, Button, Page, Spinner, Stack } from '@conform/ui';
import { useEffect, type ReactNode } from 'react';
import { statusOf } from '@conform/contracts';
import { useCompanyId } from '../lib/useCompanyId.ts';

/**
 * Loads the page's company. A company the user may not open (403) sends them to the main page with
 * the access error (spec §8); other failures stay on the page with a retry.
 */
export function WithCompany({ children }: { children: (company: TCompany) => ReactNode }) {
  const { t } = useTranslation('dashboard');
  const { notify } = useShell();
  const companyId = useCompanyId();
  const { data: company, error, isLoading, refetch } = useCompanyQuery(companyId);
  const denied = statusOf(error) === 403;

  useEffect(() => {
    if (denied) notify({ kind: 'error', title: t('common.errorTitle'), message: t('common.accessDenied') });
  }, [denied, notify, t]);

  if (denied) return <Navigate to="/" replace />;
  if (company) return children(company);
  if (isLoading)
    return (
      <Page title={t('common.loading')}>
        <Spinner label={t('common.loading')} />
      </Page>
    );
  return (
    <Page title={t('common.errorTitle')}>
      <Alert kind="error">
        <Stack $row>
          <span>{t('common.loadFailed')}</span>
          <Button variant="secondary" onClick={() => void refetch()}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    </Page>
  );
}
