import { useTranslation } from '@conform/i18n';
import {
  defaultProvisionRequirement,
  findOperationPreset,
  hasOperationPreset,
  locateOperationPreset,
  resolveOperationPreset,
} from '@conform/catalogues';
import type { TOperation, TOperationInput, TOperationRecord, TSituation } from '@conform/contracts';
import { useNavigate, useParams, useShell } from '@conform/shell-contract';
import { Button, Modal, Stack } from '@conform/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { newOperationId } from '../../../utils/ids.ts';
import { useSaveOperationMutation } from '../api/situationsApi.ts';
import { useConfiguratorContext } from '../hooks/useConfiguratorContext.ts';
import { operationSuggestions } from '../hooks/operationSuggestions.ts';
import { NotAvailable } from './NewFromSuggestionDialog.tsx';
import {
  emptyOperation,
  OperationModal,
  refusedOperationFields,
  type SaveOutcome,
} from './OperationModal.tsx';

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

/** The situation of the route (`:situationId`), from the page's list. */
function useRouteSituation(): TSituation | undefined {
  const { situationId = '' } = useParams();
  const { situations } = useConfiguratorContext();
  return situations.find((s) => s.id === situationId);
}

/** Saves one operation; the service's refusal of a field goes back to the form. */
function useSave(situationId: string, operationId: string, suggestionId: string | null | undefined) {
  const { t } = useTranslation('configurator');
  const { notify } = useShell();
  const { companyId, close } = useConfiguratorContext();
  const [save] = useSaveOperationMutation();
  return async (operation: TOperation, reviewed: boolean): Promise<SaveOutcome> => {
    try {
      await save({
        companyId,
        situationId,
        operationId,
        body: {
          ...operation,
          ...(suggestionId === undefined ? {} : { suggestionId }),
          ...(reviewed ? { reviewed: true } : {}),
        },
      }).unwrap();
      notify({
        kind: 'success',
        message: t(reviewed ? 'operationForm.savedReviewed' : 'operationForm.saved', {
          name: operation.name,
        }),
        timeoutMs: 4000,
      });
      close();
      return 'saved';
    } catch (error) {
      if (refusedOperationFields(error)) return { refused: error };
      notify({ kind: 'error', title: t('errors.title'), message: t('errors.saveOperation') });
      return 'failed';
    }
  };
}

/** `…/:situationId/add`: the suggested operations the situation may still take, or a custom one. */
export function OperationSuggestionsDialog() {
  const { t } = useTranslation('configurator');
  const navigate = useNavigate();
  const situation = useRouteSituation();
  const { situations, suggestions, close } = useConfiguratorContext();
  if (!situation) return <NotAvailable onClose={close} />;
  const offered = operationSuggestions(situation, situations, suggestions);
  return (
    <Modal
      open
      title={t('operationSuggestions.title', { name: situation.name })}
      closeLabel={t('dialog.close')}
      onClose={close}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {t('suggestions.close')}
          </Button>
          <Button variant="secondary" onClick={() => void navigate('../new', { relative: 'path' })}>
            {t('operationSuggestions.custom')}
          </Button>
        </>
      }
    >
      <Stack>
        <p>{t('operationSuggestions.intro')}</p>
        {offered.length === 0 ? <p>{t('operationSuggestions.none')}</p> : null}
        <List aria-label={t('operationSuggestions.listLabel')}>
          {offered.map((op) => (
            <li key={op.id}>
              <div>
                <strong>{op.name}</strong>
                <p>{op.purpose}</p>
              </div>
              <Button
                variant="secondary"
                onClick={() => void navigate(`../new/${encodeURIComponent(op.id)}`, { relative: 'path' })}
                aria-label={t('operationSuggestions.chooseLabel', { name: op.name })}
              >
                {t('operationSuggestions.choose')}
              </Button>
            </li>
          ))}
        </List>
      </Stack>
    </Modal>
  );
}

/**
 * `…/:situationId/new` and `…/:situationId/new/:operationId`: a new operation, empty (Romania as the
 * storage location) or filled in from a suggested operation in the interface's language.
 */
export function NewOperationDialog() {
  const { t } = useTranslation('configurator');
  const { locale, edition } = useShell();
  const { operationId: presetId } = useParams();
  const situation = useRouteSituation();
  const { subject, close } = useConfiguratorContext();
  const [operationId] = useState(() => (situation ? newOperationId(situation.id) : ''));
  const preset =
    presetId && hasOperationPreset(presetId) && locateOperationPreset(presetId).subject === subject
      ? findOperationPreset(presetId)
      : undefined;
  const save = useSave(situation?.id ?? '', operationId, preset ? preset.id : null);
  if (!situation || (presetId !== undefined && !preset)) return <NotAvailable onClose={close} />;

  let defaults: TOperationInput = emptyOperation(t('form.defaultStorageLocation'));
  if (preset) {
    const { id: _id, ...resolved } = resolveOperationPreset(preset, locale, edition);
    defaults = {
      ...resolved,
      provisionRequirement: defaultProvisionRequirement(resolved.grounds),
      provisionConsequence: null,
      automatedDecision: 'NONE',
      automatedDecisionLogic: null,
      // The catalogue's certain answers (core activity, vulnerable people) come with the preset; the rest the admin answers.
      largeScale: null,
      subjectsCount: null,
      newTechnology: null,
      occasional: null,
    };
  }
  return (
    <OperationModal
      title={t('operationForm.newTitle', { name: situation.name })}
      intro={preset ? t('operationForm.fromSuggestionIntro') : t('operationForm.newIntro')}
      defaultValues={defaults}
      requireChange={false}
      suggestionId={preset?.id ?? null}
      onClose={close}
      onSave={save}
    />
  );
}

/** `…/:situationId/:operationId`: edit an operation; Save only once something changed. */
export function EditOperationDialog() {
  const { t } = useTranslation('configurator');
  const { operationId = '' } = useParams();
  const situation = useRouteSituation();
  const { close } = useConfiguratorContext();
  const operation = situation?.operations.find((op) => op.id === operationId);
  const save = useSave(situation?.id ?? '', operationId, undefined);
  if (!situation || !operation) return <NotAvailable onClose={close} />;
  return (
    <OperationModal
      title={t('operationForm.editTitle', { name: operation.name })}
      defaultValues={editable(operation)}
      requireChange
      suggestionId={operation.suggestionId}
      reviewedAt={operation.reviewedAt}
      onClose={close}
      onSave={save}
    />
  );
}

function editable(operation: TOperationRecord): TOperationInput {
  const { id: _id, suggestionId: _s, reviewedAt: _r, ...fields } = operation;
  return fields;
}
