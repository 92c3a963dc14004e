import { useTranslation } from '@conform/i18n';
import { Button, Modal } from '@conform/ui';

const STEPS = ['configure', 'review', 'remove', 'purchase', 'contact'] as const;

/** The post-quiz next steps (docs/spec/behaviour.md §2 Dialogs), acknowledged with "I understand". */
export function NextStepsDialog({
  open,
  onClose,
  onAcknowledge,
}: {
  open: boolean;
  onClose: () => void;
  onAcknowledge: () => void;
}) {
  const { t } = useTranslation('onboarding');
  return (
    <Modal
      open={open}
      title={t('nextSteps.title')}
      closeLabel={t('nextSteps.close')}
      onClose={onClose}
      actions={<Button onClick={onAcknowledge}>{t('nextSteps.acknowledge')}</Button>}
    >
      <p>{t('nextSteps.intro')}</p>
      <ol>
        {STEPS.map((step) => (
          <li key={step}>{t(`nextSteps.steps.${step}`)}</li>
        ))}
      </ol>
    </Modal>
  );
}
