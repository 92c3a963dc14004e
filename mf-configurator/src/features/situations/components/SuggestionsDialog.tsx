import { useTranslation } from '@conform/i18n';
import { Button, Modal, Stack } from '@conform/ui';
import { useNavigate } from '@conform/shell-contract';
import styled from 'styled-components';
import { useConfiguratorContext } from '../hooks/useConfiguratorContext.ts';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    padding-bottom: ${({ theme }) => theme.space(3)};
  }
  p {
    margin: ${({ theme }) => `${theme.space(1)} 0 0`};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.95rem;
  }
`;

/** `…/add`: the suggested situations not used yet (each opens `new/:situationId`), or a custom one. */
export function SuggestionsDialog() {
  const { t } = useTranslation('configurator');
  const navigate = useNavigate();
  const { unusedSuggestions, close } = useConfiguratorContext();

  return (
    <Modal
      open
      title={t('suggestions.title')}
      closeLabel={t('dialog.close')}
      onClose={close}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {t('suggestions.close')}
          </Button>
          <Button variant="secondary" onClick={() => void navigate('../new', { relative: 'path' })}>
            {t('suggestions.custom')}
          </Button>
        </>
      }
    >
      <Stack>
        <p>{t('suggestions.intro')}</p>
        {unusedSuggestions.length === 0 ? (
          <p>{t('suggestions.none')}</p>
        ) : (
          <List>
            {unusedSuggestions.map((suggestion) => (
              <li key={suggestion.id}>
                <div>
                  <strong>{suggestion.name}</strong>
                  <p>{t('suggestions.operations', { count: suggestion.operations.length })}</p>
                </div>
                <Button
                  variant="secondary"
                  onClick={() =>
                    void navigate(`../new/${encodeURIComponent(suggestion.id)}`, { relative: 'path' })
                  }
                  aria-label={t('suggestions.chooseLabel', { name: suggestion.name })}
                >
                  {t('suggestions.choose')}
                </Button>
              </li>
            ))}
          </List>
        )}
      </Stack>
    </Modal>
  );
}
