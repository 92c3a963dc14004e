import { useTranslation } from '@conform/i18n';
import { ZSituationNameSchema } from '@conform/contracts';
import { useLeaveGuard, useParams, useShell } from '@conform/shell-contract';
import { Alert, Button, Input, LabelledControl, Modal, Stack } from '@conform/ui';
import { useState } from 'react';
import { useRenameSituationMutation } from '../api/situationsApi.ts';
import { useConfiguratorContext } from '../hooks/useConfiguratorContext.ts';
import { NotAvailable } from './NewFromSuggestionDialog.tsx';

/** `…/:situationId`: edit a situation (docs/spec/behaviour.md §2): its name; Save only when valid and changed. */
export function EditSituationDialog() {
  const { t } = useTranslation('configurator');
  const { notify } = useShell();
  const { situationId = '' } = useParams();
  const { companyId, situations, close } = useConfiguratorContext();
  const situation = situations.find((s) => s.id === situationId);
  const [name, setName] = useState(situation?.name ?? '');
  const [rename, { isLoading }] = useRenameSituationMutation();
  // A name typed and not saved: leaving asks first.
  const guard = useLeaveGuard(situation !== undefined && name !== situation.name);
  const cancel = () => guard.confirmLeave(close);

  if (!situation) return <NotAvailable onClose={close} />;
  const parsed = ZSituationNameSchema.safeParse(name);
  const changed = parsed.success && parsed.data !== situation.name;

  async function save() {
    if (!situation || !parsed.success || !changed) return;
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
          >
            {(props) => <Input {...props} value={name} onChange={(event) => setName(event.target.value)} />}
          </LabelledControl>
          {parsed.success ? null : <Alert kind="error">{t('form.solveErrors')}</Alert>}
        </Stack>
      </form>
      {guard.dialog}
    </Modal>
  );
}
