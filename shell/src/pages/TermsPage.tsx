import { useTranslation } from '@conform/i18n';
import {
  Navigate,
  useAppDispatch,
  useMeQuery,
  useNavigate,
  useSearchParams,
  useShell,
} from '@conform/shell-contract';
import { Alert, Button, Card, Page, Stack } from '@conform/ui';
import { useState, type FormEvent } from 'react';
import { rememberUser, useSetConsentsMutation } from '../app/identityApi.ts';
import { safeReturnPath } from '@conform/contracts';
import { LegalPage } from './LegalPage.tsx';

/**
 * /terms (docs/spec/behaviour.md §2): opened from a legal link (no `returnUrl`) it is the terms' text; with a return
 * path it is the acceptance page.
 */
export function TermsPage() {
  const [params] = useSearchParams();
  return params.has('returnUrl') ? <TermsAcceptance /> : <LegalPage page="terms" />;
}

/**
 * Terms acceptance (docs/spec/behaviour.md §2, §4, §5): terms required, communications optional. Already accepted →
 * straight to the return path (or root); after accepting → there.
 */
function TermsAcceptance() {
  const { basePath } = useShell();
  const { t } = useTranslation(['account', 'shell']);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const returnTo = safeReturnPath(params.get('returnUrl'));
  const { data: user, isLoading } = useMeQuery();
  const [terms, setTerms] = useState(false);
  const [communications, setCommunications] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [setConsents, { isLoading: saving, isError }] = useSetConsentsMutation();

  if (isLoading) return null;
  if (!user || user.isAnonymous)
    return (
      <Navigate
        to={`/auth?returnUrl=${encodeURIComponent(`/terms?returnUrl=${encodeURIComponent(returnTo)}`)}`}
        replace
      />
    );
  if (user.hasConsentedTerms && !saving) return <Navigate to={returnTo} replace />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (!terms) return;
    const result = await setConsents({ terms: true, communications });
    if ('error' in result) return;
    await dispatch(rememberUser(result.data));
    await navigate(returnTo, { replace: true });
  };

  return (
    <Page title={t('terms.title')} subtitle={t('terms.subtitle')}>
      <Card>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack>
            <label>
              <input
                type="checkbox"
                checked={terms}
                onChange={(e) => setTerms(e.target.checked)}
                aria-invalid={submitted && !terms}
                aria-describedby={submitted && !terms ? 'terms-error' : undefined}
              />{' '}
              {t('terms.accept')}{' '}
              <a href={`${basePath}/terms`} target="_blank" rel="noreferrer">
                {t('terms.read')}
              </a>
            </label>
            {submitted && !terms ? (
              <Alert kind="error">
                <span id="terms-error">{t('terms.required')}</span>
              </Alert>
            ) : null}
            <label>
              <input
                type="checkbox"
                checked={communications}
                onChange={(e) => setCommunications(e.target.checked)}
              />{' '}
              {t('terms.communications')}
            </label>
            {isError ? (
              <Alert kind="error">{t('errors.actionFailed', { actionDescription: t('terms.saving') })}</Alert>
            ) : null}
            <div>
              <Button type="submit" disabled={saving}>
                {t('terms.continue')}
              </Button>
            </div>
          </Stack>
        </form>
      </Card>
    </Page>
  );
}
