import { Button, Page } from '@conform/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export function NotFound() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <Page title={t('notFound.title')} subtitle={t('notFound.text')}>
      <Button onClick={() => void navigate('/')}>{t('notFound.home')}</Button>
    </Page>
  );
}
