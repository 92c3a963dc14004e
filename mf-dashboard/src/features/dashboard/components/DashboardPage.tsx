import { lazy, Suspense } from 'react';
import { useTranslation } from '@conform/i18n';
import { Stack, Page } from '@conform/ui';
import { Navigate, Outlet, useActiveCompany, useSearchParams } from '@conform/shell-contract';
import { WithCompany } from '../../../components/WithCompany.tsx';
import { dialogPath } from '../../../lib/paths.ts';
import type { TCompany } from '@conform/contracts';
import { usePackageStates } from '../hooks/usePackageStates.ts';
import { Banners } from './Banners.tsx';
import { CartSection } from './CartSection.tsx';
import { EmptyState } from './EmptyState.tsx';
import { PurchasedSection } from './PurchasedSection.tsx';
import { RefundedSection } from './RefundedSection.tsx';

// The legal updates' notice (a list, redlines and a confirmation) is fetched with the page's first
// render, apart from its first download: a remote's first visit stays near 60 KB gzipped.
const LegalUpdatesNotice = lazy(async () => ({
  default: (await import('./LegalUpdatesNotice.tsx')).LegalUpdatesNotice,
}));

/**
 * The company dashboard (docs/spec/behaviour.md §2): name header, banners, the cart, the purchased list, or the empty
 * state, then the refunded packages. Its dialogs (contact, instructions, add package) are child routes shown over it.
 */
export function DashboardPage() {
  const { companyId } = useActiveCompany();
  const [params] = useSearchParams();

  // `?onboarding` (no value) comes from company creation: the dashboard with the instructions open.
  if (params.get('onboarding') === '') return <Navigate to={dialogPath(companyId, 'instructions')} replace />;

  return <WithCompany>{(company) => <Dashboard company={company} />}</WithCompany>;
}

function Dashboard({ company }: { company: TCompany }) {
  const { t } = useTranslation('dashboard');
  const packages = usePackageStates(company);
  const { pending, purchased } = company.products;
  const empty = pending.length === 0 && purchased.length === 0;
  return (
    <Page title={company.info.name} subtitle={t('dashboard.subtitle')}>
      <Stack $gap={8}>
        {/* The documents' legal updates the admin has not confirmed yet (docs/legal-updates.md). */}
        {purchased.length > 0 ? (
          <Suspense fallback={null}>
            <LegalUpdatesNotice companyId={company.id} />
          </Suspense>
        ) : null}
        <Banners company={company} />
        {empty ? (
          <EmptyState companyId={company.id} />
        ) : (
          <CartSection company={company} packages={packages} />
        )}
        <PurchasedSection company={company} packages={packages} />
        <RefundedSection company={company} packages={packages} />
      </Stack>
      <Outlet />
    </Page>
  );
}
