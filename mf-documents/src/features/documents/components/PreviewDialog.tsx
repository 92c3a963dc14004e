import { useTranslation } from '@conform/i18n';
import { Button } from '@conform/ui';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { PreviewTarget } from './DocumentActions.tsx';

const Dialog = styled.dialog`
  width: min(960px, 94vw);
  height: min(90vh, 1200px);
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: 0 12px 40px rgba(16, 24, 40, 0.35);
  &::backdrop {
    background: rgba(16, 24, 40, 0.55);
  }
  &[open] {
    display: flex;
    flex-direction: column;
  }
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => `${theme.space(3)} ${theme.space(5)}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
  iframe {
    flex: 1;
    width: 100%;
    border: none;
  }
`;

/** PDF preview in a dialog (docs/spec/behaviour.md §2, §7): the signed inline link in a frame. */
export function PreviewDialog({ target, onClose }: { target: PreviewTarget | null; onClose: () => void }) {
  const { t } = useTranslation('documents');
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (target && !dialog.open) dialog.showModal();
    if (!target && dialog.open) dialog.close();
  }, [target]);

  return (
    <Dialog ref={ref} aria-labelledby="document-preview-title" onClose={onClose}>
      {target ? (
        <>
          <header>
            <h2 id="document-preview-title">{target.name}</h2>
            <Button variant="secondary" onClick={onClose}>
              {t('preview.close')}
            </Button>
          </header>
          <iframe src={target.url} title={t('preview.frameTitle', { name: target.name })} />
        </>
      ) : null}
    </Dialog>
  );
}
