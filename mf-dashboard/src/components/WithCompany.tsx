import { useTranslation } from '@conform/i18n';
import type { TCompany } from '@conform/contracts';
import { Navigate, useActiveCompany, useShell } from '@conform/shell-contract';
import { Alert, Button, Page, Spinner, Stack } from '@conform/ui';
import { useEffect, type ReactNode } from 'react';

/**
 * Loads the page's company. A company the user may not open (403) sends them to the main page with
 * the access error (docs/spec/behaviour.md §8); other failures stay on the page with a retry.
 */
export function WithCompany({ children }: { children: (company: TCompany) => ReactNode }) {
  const { t } = useTranslation('dashboard');
  const { notify } = useShell();
  const { company, denied, isLoading, refetch } = useActiveCompany();

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
          <Button variant="secondary" onClick={refetch}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    </Page>
  );
}
