import { useTranslation } from '@conform/i18n';
import type { TPaymentInfo } from '@conform/contracts';
import { Spinner, Stack } from '@conform/ui';
import { useEffect, useRef } from 'react';

/**
 * The hand-over to the card provider; the browser leaves the platform here. NETOPIA v1 (the spec's
 * flow): a hidden form posted to the provider's address with the sealed order (data, env_key, and
 * cipher, iv for AES). NETOPIA v2: a plain navigation to the provider's hosted payment page.
 */
export function ProviderRedirect({ info }: { info: TPaymentInfo }) {
  const { t } = useTranslation('checkout');
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (info.kind === 'form') form.current?.submit();
    else window.location.assign(info.paymentProviderUrl);
  }, [info]);
  return (
    <Stack $row>
      <Spinner label={t('checkout.redirecting')} />
      <span role="status">{t('checkout.redirecting')}</span>
      {info.kind === 'form' && (
        <form ref={form} method="post" action={info.paymentProviderUrl} hidden>
          <input type="hidden" name="data" value={info.data} />
          <input type="hidden" name="env_key" value={info.envKey} />
          <input type="hidden" name="cipher" value={info.cipher} />
          <input type="hidden" name="iv" value={info.iv} />
        </form>
      )}
    </Stack>
  );
}
