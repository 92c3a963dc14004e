import { useTranslation } from '@conform/i18n';
import { paths, useNavigate, useSearchParams, useShell } from '@conform/shell-contract';
import { Alert, Page, Spinner, Stack } from '@conform/ui';
import { useEffect, useRef, useState } from 'react';
import { funnelPaths } from '../../../lib/paths.ts';
import { useNetopiaAuthenticateMutation } from '../api/partnersApi.ts';
import { PartnerIntro } from './PartnerIntro.tsx';

type Phase = 'checking' | 'unknown' | 'failed';

/**
 * /netopia?token= (docs/spec/behaviour.md §2, §4): the card-payment provider sends its customer here with a token. A known
 * customer is signed in with the custom token identity answers and welcomed; an unknown one is asked to
 * register (/netopia/auth); a missing or refused token stops with the partner error.
 */
export function NetopiaEntryPage() {
  const { t } = useTranslation('onboarding');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const shell = useShell();
  const navigate = useNavigate();
  const [authenticate] = useNetopiaAuthenticateMutation();
  const signedIn = shell.user !== null && !shell.user.isAnonymous;
  const [phase, setPhase] = useState<Phase>(token ? 'checking' : 'failed');
  const started = useRef(false);

  useEffect(() => {
    if (!token || signedIn || started.current) return;
    started.current = true;
    void (async () => {
      try {
        const { customToken } = await authenticate({ token }).unwrap();
        if (!customToken) {
          setPhase('unknown');
          return;
        }
        await shell.signInWithCustomToken(customToken);
      } catch {
        setPhase('failed');
      }
    })();
  }, [token, signedIn, authenticate, shell]);

  if (phase === 'failed' && !signedIn) {
    return (
      <Page title={t('partners.netopia.title')}>
        <Alert kind="error" title={t('errors.title')}>
          {t('partners.errors.failed')}
        </Alert>
      </Page>
    );
  }
  if (signedIn) {
    const user = shell.user!;
    return (
      <PartnerIntro
        partner="netopia"
        userName={user.name ?? user.email ?? ''}
        onContinue={() => void navigate(paths.root)}
      />
    );
  }
  if (phase === 'checking') {
    return (
      <Page title={t('partners.netopia.title')}>
        <Stack $row>
          <Spinner label={t('partners.checking')} />
          <p>{t('partners.checking')}</p>
        </Stack>
      </Page>
    );
  }
  return (
    <PartnerIntro
      partner="netopia"
      userName={null}
      onContinue={() => void navigate(funnelPaths.netopiaRegister(token))}
    />
  );
}
