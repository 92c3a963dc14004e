import { useTranslation } from '@conform/i18n';
import type { TPaymentInfo } from '@conform/contracts';
import { Spinner, Stack } from '@conform/ui';
import { useEffect, useRef } from 'react';

/**
 * The spec's hand-over to the card provider: a hidden form posted to the provider's address with
 * the sealed order (data, env_key, and cipher, iv for AES). The browser leaves the platform here.
 */
export function ProviderRedirect({ info }: { info: TPaymentInfo }) {
  const { t } = useTranslation('checkout');
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.current?.submit();
  }, [info]);
  return (
    <Stack $row>
      <Spinner label={t('checkout.redirecting')} />
      <span role="status">{t('checkout.redirecting')}</span>
      <form ref={form} method="post" action={info.paymentProviderUrl} hidden>
        <input type="hidden" name="data" value={info.data} />
        <input type="hidden" name="env_key" value={info.envKey} />
        <input type="hidden" name="cipher" value={info.cipher} />
        <input type="hidden" name="iv" value={info.iv} />
      </form>
    </Stack>
  );
}
