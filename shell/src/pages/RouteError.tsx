import { useTranslation } from '@conform/i18n';
import { Alert, Button, Page } from '@conform/ui';
import { useRouteError } from '@conform/shell-contract';

/** The errorElement of the shell and of each grafted remote: a failure stays inside its area. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('shell');
  console.error('[shell] route error', error);
  return (
    <Page title={t('errors.title')}>
      <Alert kind="error">{t('errors.unexpected')}</Alert>
      <p>
        <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
      </p>
    </Page>
  );
}
