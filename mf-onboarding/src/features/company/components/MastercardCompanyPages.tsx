import { useTranslation } from '@conform/i18n';
import { Navigate, paths } from '@conform/shell-contract';
import { Spinner } from '@conform/ui';
import type { ReactNode } from 'react';
import { useHasCompaniesOnArrival } from '../../../hooks/useHasCompaniesOnArrival.ts';
import { CompanyDetailsPage } from './CompanyDetailsPage.tsx';
import { CompanyStartPage } from './CompanyStartPage.tsx';

/** The partner's company pages send a user who already has companies to the root (docs/spec/behaviour.md §2). */
function UnlessHasCompanies({ children }: { children: ReactNode }) {
  const { t } = useTranslation('onboarding');
  const hasCompanies = useHasCompaniesOnArrival();
  if (hasCompanies === undefined) return <Spinner label={t('partners.checking')} />;
  if (hasCompanies) return <Navigate to={paths.root} replace />;
  return children;
}

/** /mastercard/company: the fiscal code, with an empty evaluation list. */
export function MastercardCompanyStartPage() {
  return (
    <UnlessHasCompanies>
      <CompanyStartPage flow="mastercard" />
    </UnlessHasCompanies>
  );
}

/** /mastercard/company/:companyFiscalCode: the company details; creation leads to the partner's checkout. */
export function MastercardCompanyDetailsPage() {
  return (
    <UnlessHasCompanies>
      <CompanyDetailsPage flow="mastercard" />
    </UnlessHasCompanies>
  );
}
