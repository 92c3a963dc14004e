import { useTranslation } from '@conform/i18n';
import { Button, Card, Stack } from '@conform/ui';
import { Flow } from '../../../components/Text.ts';
import { useNavigate } from '@conform/shell-contract';
import { dialogPath } from '../../../lib/paths.ts';

/** No package pending or bought (docs/spec/behaviour.md §2): add a product, read the instructions, or contact us. */
export function EmptyState({ companyId }: { companyId: string }) {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  return (
    <Card>
      <Flow>
        <h2>{t('empty.title')}</h2>
        <p>{t('empty.text')}</p>
        <Stack $row $gap={3}>
          <Button onClick={() => void navigate(dialogPath(companyId, 'products/available'))}>
            {t('actions.addProduct')}
          </Button>
          <Button variant="secondary" onClick={() => void navigate(dialogPath(companyId, 'instructions'))}>
            {t('actions.instructions')}
          </Button>
          <Button variant="secondary" onClick={() => void navigate(dialogPath(companyId, 'contact'))}>
            {t('actions.contact')}
          </Button>
        </Stack>
      </Flow>
    </Card>
  );
}
