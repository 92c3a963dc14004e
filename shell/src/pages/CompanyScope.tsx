import { useTranslation } from '@conform/i18n';
import { COMPANY_ID_PATTERN, Navigate, Outlet, useActiveCompany, useShell } from '@conform/shell-contract';
import { Spinner } from '@conform/ui';
import { useEffect } from 'react';
import { NotFound } from './NotFound.tsx';

/**
 * `/:companyId/…` (docs/spec/behaviour.md §4): only a 20-word-character id is a company; a company the user cannot
 * access sends them to the root with the access error. The guard above already required sign-in.
 */
export function CompanyScope() {
  const { companyId, isLoading, isError } = useActiveCompany();
  const { t } = useTranslation('shell');
  const { notify } = useShell();
  const valid = COMPANY_ID_PATTERN.test(companyId);

  useEffect(() => {
    if (isError) notify({ kind: 'error', title: t('errors.title'), message: t('errors.accessDenied') });
  }, [isError, notify, t]);

  if (!valid) return <NotFound />;
  if (isLoading) return <Spinner label={t('loading')} />;
  if (isError) return <Navigate to="/" replace />;
  return <Outlet />;
}
