import { useTranslation } from '@conform/i18n';
import { type RemoteArea, useNavigate } from '@conform/shell-contract';
import { Alert, Button, Page, Stack } from '@conform/ui';

/** Shown in place of a remote that could not be loaded; the rest of the shell keeps working. */
export function RemoteUnavailable({ area }: { area: RemoteArea }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <Page title={t('remoteUnavailable.title')} subtitle={t(`remoteUnavailable.area.${area}`)}>
      <Stack>
        <Alert kind="error" title={t('errors.title')}>
          {t('remoteUnavailable.text')}
        </Alert>
        <Stack $row>
          {/* A full reload asks the federation runtime for the remote again. */}
          <Button onClick={() => window.location.reload()}>{t('remoteUnavailable.retry')}</Button>
          <Button variant="secondary" onClick={() => void navigate('/')}>
            {t('remoteUnavailable.home')}
          </Button>
        </Stack>
      </Stack>
    </Page>
  );
}
