import { useTranslation } from '@conform/i18n';
import { ZSituationNameSchema } from '@conform/contracts';
import { useLeaveGuard, useParams, useShell } from '@conform/shell-contract';
import { Button, Input, LabelledControl, Modal, Stack } from '@conform/ui';
import { useRef, useState } from 'react';
import { useRenameSituationMutation } from '../api/situationsApi.ts';
import { useConfiguratorContext } from '../hooks/useConfiguratorContext.ts';
import { NotAvailable } from './NewFromSuggestionDialog.tsx';

/**
 * `…/:situationId`: edit a situation (docs/spec/behaviour.md §2): its name. Save once the name
 * changed (an unchanged name has nothing to save); an invalid name is said under the field, which
 * takes the focus when Save is pressed, and nothing is sent.
 */
export function EditSituationDialog() {
  const { t } = useTranslation('configurator');
  const { notify } = useShell();
  const { situationId = '' } = useParams();
  const { companyId, situations, close } = useConfiguratorContext();
  const situation = situations.find((s) => s.id === situationId);
  const [name, setName] = useState(situation?.name ?? '');
  const [rename, { isLoading }] = useRenameSituationMutation();
  const input = useRef<HTMLInputElement>(null);
  // A name typed and not saved: leaving asks first.
  const guard = useLeaveGuard(situation !== undefined && name !== situation.name);
  const cancel = () => guard.confirmLeave(close);

  if (!situation) return <NotAvailable onClose={close} />;
  const parsed = ZSituationNameSchema.safeParse(name);
  const changed = name.trim() !== situation.name;

  async function save() {
    if (!situation || !changed) return;
    if (!parsed.success) {
      input.current?.focus();
      return;
    }
    const keep = guard.release();
    try {
      await rename({ companyId, situationId: situation.id, name: parsed.data }).unwrap();
      close();
    } catch {
      keep();
      notify({ kind: 'error', title: t('errors.title'), message: t('errors.rename') });
    }
  }

  return (
    <Modal
      open
      title={t('editSituation.title')}
      closeLabel={t('dialog.close')}
      onClose={cancel}
      working={isLoading}
      workingLabel={t('operationForm.saving')}
      actions={
        <>
          <Button variant="secondary" onClick={cancel} disabled={isLoading}>
            {t('operationForm.cancel')}
          </Button>
          <Button type="submit" form="edit-situation" disabled={!changed || isLoading} aria-busy={isLoading}>
            {t('operationForm.save')}
          </Button>
        </>
      }
    >
      <form
        id="edit-situation"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack>
          <LabelledControl
            label={t('form.situationName')}
            error={parsed.success ? undefined : t('form.errors.situationName')}
            required
          >
            {(props) => (
              <Input {...props} ref={input} value={name} onChange={(event) => setName(event.target.value)} />
            )}
          </LabelledControl>
        </Stack>
      </form>
      {guard.dialog}
    </Modal>
  );
}
