import { useTranslation } from '@conform/i18n';
import { Page } from '@conform/ui';
import { Link } from '@conform/shell-contract';

/** Any other path (docs/spec/behaviour.md §2): the not-found text and a link to the root. */
export function NotFound() {
  const { t } = useTranslation('shell');
  return (
    <Page title={t('notFound.title')} subtitle={t('notFound.text')}>
      <p>
        <Link to="/">{t('notFound.home')}</Link>
      </p>
    </Page>
  );
}
