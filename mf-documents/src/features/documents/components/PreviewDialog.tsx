import { useTranslation } from '@conform/i18n';
import { PdfPreviewDialog } from '@conform/ui';
import type { PreviewTarget } from './DocumentActions.tsx';

/** PDF preview in a dialog (docs/spec/behaviour.md §2, §7): the signed inline link in the kit's preview dialog. */
export function PreviewDialog({ target, onClose }: { target: PreviewTarget | null; onClose: () => void }) {
  const { t } = useTranslation('documents');
  return (
    <PdfPreviewDialog
      open={target !== null}
      title={target?.name ?? ''}
      closeLabel={t('preview.close')}
      onClose={onClose}
      url={target?.url ?? null}
      frameTitle={t('preview.frameTitle', { name: target?.name ?? '' })}
    />
  );
}
