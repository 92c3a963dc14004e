import { useTranslation } from '@conform/i18n';
import { ZSituationNameSchema } from '@conform/contracts';
import { useLeaveGuard, useParams, useShell } from '@conform/shell-contract';
import { Button, Input, LabelledControl, Modal, RequiredLegend, Stack } from '@conform/ui';
import { useRef, useState } from 'react';
import { CheckboxGroup } from '../../../components/fields.tsx';
import { useCreateFromSuggestionMutation } from '../api/situationsApi.ts';
import { useConfiguratorContext } from '../hooks/useConfiguratorContext.ts';

/**
 * `…/new/:situationId`: a new situation from a suggestion (docs/spec/behaviour.md §2): its name, which may be changed,
 * and its operations, all chosen at first; at least one stays chosen (no empty situations).
 */
export function NewFromSuggestionDialog() {
  const { t } = useTranslation('configurator');
  const { notify } = useShell();
  const { situationId = '' } = useParams();
  const { companyId, unusedSuggestions, close } = useConfiguratorContext();
  const suggestion = unusedSuggestions.find((s) => s.id === situationId);
  const [name, setName] = useState(suggestion?.name ?? '');
  const [chosen, setChosen] = useState<string[]>(() => suggestion?.operations.map((op) => op.id) ?? []);
  const [create, { isLoading }] = useCreateFromSuggestionMutation();
  const body = useRef<HTMLDivElement>(null);
  // The name or the operations chosen changed and not added yet: leaving asks first.
  const guard = useLeaveGuard(
    suggestion !== undefined && (name !== suggestion.name || chosen.length !== suggestion.operations.length),
  );
  const cancel = () => guard.confirmLeave(close);

  if (!suggestion) return <NotAvailable onClose={close} />;
  const nameValid = ZSituationNameSchema.safeParse(name).success;
  const valid = nameValid && chosen.length > 0;

  async function save() {
    if (!suggestion) return;
    if (!valid) {
      // Each error is already under its field: the first takes the focus, nothing is sent.
      body.current?.querySelector<HTMLElement>('input[aria-invalid="true"]')?.focus();
      return;
    }
    const keep = guard.release();
    try {
      await create({
        companyId,
        suggestionId: suggestion.id,
        name: name.trim(),
        operations: chosen,
      }).unwrap();
      close();
    } catch {
      keep();
      notify({ kind: 'error', title: t('errors.title'), message: t('errors.addSuggestion') });
    }
  }

  return (
    <Modal
      open
      title={t('fromSuggestion.title')}
      closeLabel={t('dialog.close')}
      onClose={cancel}
      working={isLoading}
      workingLabel={t('suggestion.adding')}
      actions={
        <>
          <Button variant="secondary" onClick={cancel} disabled={isLoading}>
            {t('operationForm.cancel')}
          </Button>
          <Button onClick={() => void save()} disabled={isLoading} aria-busy={isLoading}>
            {t('fromSuggestion.add', { count: chosen.length })}
          </Button>
        </>
      }
    >
      <Stack ref={body}>
        <p>{t('fromSuggestion.intro')}</p>
        <RequiredLegend>{t('form.requiredLegend')}</RequiredLegend>
        <LabelledControl
          label={t('form.situationName')}
          error={nameValid ? undefined : t('form.errors.situationName')}
          required
        >
          {(props) => <Input {...props} value={name} onChange={(event) => setName(event.target.value)} />}
        </LabelledControl>
        <CheckboxGroup
          legend={t('fromSuggestion.operations')}
          options={suggestion.operations.map((op) => ({ value: op.id, label: op.name }))}
          value={chosen}
          onChange={setChosen}
          error={chosen.length === 0 ? t('fromSuggestion.noneChosen') : undefined}
          required
        />
      </Stack>
      {guard.dialog}
    </Modal>
  );
}

/** A dialog whose situation or operation does not exist (any more): say so, and close. */
export function NotAvailable({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('configurator');
  return (
    <Modal
      open
      title={t('notAvailable.title')}
      closeLabel={t('dialog.close')}
      onClose={onClose}
      actions={<Button onClick={onClose}>{t('notAvailable.back')}</Button>}
    >
      <p>{t('notAvailable.text')}</p>
    </Modal>
  );
}
