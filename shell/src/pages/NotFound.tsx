import { useTranslation } from '@conform/i18n';
import { Button, Page } from '@conform/ui';
import { useNavigate } from '@conform/shell-contract';

export function NotFound() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <Page title={t('notFound.title')} subtitle={t('notFound.text')}>
      <Button onClick={() => void navigate('/')}>{t('notFound.home')}</Button>
    </Page>
  );
}
