import { useTranslation } from '@conform/i18n';
import { Navigate, paths, useLocation, useMeQuery, useMyCompaniesQuery } from '@conform/shell-contract';
import { Spinner } from '@conform/ui';
import { useState } from 'react';

/**
 * The root (docs/spec/behaviour.md §2): signed out (or anonymous) → onboarding start; one company → its dashboard;
 * none → onboarding; several → the company selector. `?onboarding` is passed on to the one dashboard: the
 * link mailed at the end of the quiz comes back here, and the newcomer's first dashboard opens the instructions.
 */
export function RootRedirect() {
  const { t } = useTranslation('shell');
  // Right after a sign-in the cached answers are stale (still anonymous, no companies), and a refetch
  // may not have started yet on the first render: decide only on answers fetched since this page
  // opened, or a new user with a company lands on the onboarding start (seen in CI).
  const [openedAt] = useState(() => Date.now());
  const me = useMeQuery(undefined, { refetchOnMountOrArgChange: true });
  const user = me.data;
  const signedIn = Boolean(user && !user.isAnonymous);
  const companies = useMyCompaniesQuery(undefined, { skip: !signedIn, refetchOnMountOrArgChange: true });
  const onboarding = new URLSearchParams(useLocation().search).has('onboarding');
  const fresh = (q: { fulfilledTimeStamp?: number; isError: boolean }) =>
    q.isError || (q.fulfilledTimeStamp ?? 0) >= openedAt;

  if (!fresh(me) || (signedIn && !fresh(companies))) return <Spinner label={t('loading')} />;
  if (!signedIn || !companies.data || companies.data.length === 0)
    return <Navigate to={paths.onboardingStart} replace />;
  if (companies.data.length === 1) {
    return <Navigate to={paths.dashboard(companies.data[0]!.id, { onboarding })} replace />;
  }
  return <Navigate to={paths.companies} replace />;
}
