import { useTranslation } from '@conform/i18n';
import { Navigate, paths, useNavigate, useShell } from '@conform/shell-contract';
import { Alert, Spinner } from '@conform/ui';
import { useHasCompaniesOnArrival } from '../../../hooks/useHasCompaniesOnArrival.ts';
import { funnelPaths } from '../../../lib/paths.ts';
import { PartnerIntro } from './PartnerIntro.tsx';

/**
 * /mastercard (docs/spec/behaviour.md §2): the card-network partner's promotion. Signed out (or anonymous), the two steps
 * and a button to sign in, coming back to the company page; signed in, a welcome and Continue. A
 * signed-in user who already has companies goes to the root.
 */
export function MastercardIntroPage() {
  const { t } = useTranslation('onboarding');
  const shell = useShell();
  const navigate = useNavigate();
  const hasCompanies = useHasCompaniesOnArrival();
  const user = shell.user && !shell.user.isAnonymous ? shell.user : null;

  if (hasCompanies === undefined) return <Spinner label={t('partners.checking')} />;
  if (hasCompanies) return <Navigate to={paths.root} replace />;
  return (
    <PartnerIntro
      partner="mastercard"
      userName={user ? (user.name ?? user.email ?? '') : null}
      onContinue={() =>
        void navigate(user ? funnelPaths.mastercardCompany : shell.signInPath(funnelPaths.mastercardCompany))
      }
    >
      <Alert kind="info" title={t('partners.mastercard.offerTitle')}>
        {t('partners.mastercard.offer')}
      </Alert>
    </PartnerIntro>
  );
}
