import { useTranslation } from '@conform/i18n';
import { Button, Modal } from '@conform/ui';
import styled from 'styled-components';

const Topics = styled.dl`
  margin: 0;
  dt {
    font-weight: 700;
    margin-top: ${({ theme }) => theme.space(3)};
  }
  dd {
    margin: ${({ theme }) => `${theme.space(1)} 0 0`};
  }
`;

const TOPICS = ['situations', 'operations', 'grounds', 'lists', 'empty', 'documents'] as const;

/** The configurator's help (docs/spec/behaviour.md §2): what situations and operations are and how to fill them in. */
export function HelpDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('configurator');
  return (
    <Modal
      open
      title={t('help.title')}
      closeLabel={t('dialog.close')}
      onClose={onClose}
      closeOnOutsideClick
      actions={<Button onClick={onClose}>{t('help.understood')}</Button>}
    >
      <Topics>
        {TOPICS.map((topic) => (
          <div key={topic}>
            <dt>{t(`help.${topic}.title`)}</dt>
            <dd>{t(`help.${topic}.text`)}</dd>
          </div>
        ))}
      </Topics>
    </Modal>
  );
}
