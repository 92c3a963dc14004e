import { useTranslation } from '@conform/i18n';
import { ZSituationNameSchema } from '@conform/contracts';
import { useShell } from '@conform/shell-contract';
import { Input, LabelledControl } from '@conform/ui';
import { useState } from 'react';
import { useCreateSituationMutation } from '../api/situationsApi.ts';
import { useConfiguratorContext } from '../hooks/useConfiguratorContext.ts';
import { emptyOperation, OperationModal, refusedOperationFields } from './OperationModal.tsx';

/**
 * `…/new`: a custom situation with its first operation (a situation is saved with at least one,
 * docs/spec/behaviour.md §5), validated with the same zod schemas as the service.
 */
export function NewSituationDialog() {
  const { t } = useTranslation('configurator');
  const { notify } = useShell();
  const { companyId, subject, close } = useConfiguratorContext();
  const [createSituation] = useCreateSituationMutation();
  const [name, setName] = useState('');
  const [nameTouched, setNameTouched] = useState(false);
  const nameValid = ZSituationNameSchema.safeParse(name).success;

  return (
    <OperationModal
      title={t('newSituation.title')}
      intro={t('newSituation.intro')}
      defaultValues={emptyOperation(t('form.defaultStorageLocation'))}
      requireChange={false}
      beforeValid={nameValid}
      beforeChanged={name !== ''}
      reviewable={false}
      before={(attempted) => (
        <LabelledControl
          label={t('form.situationName')}
          error={(nameTouched || attempted) && !nameValid ? t('form.errors.situationName') : undefined}
          required
        >
          {(props) => (
            <Input
              {...props}
              value={name}
              onChange={(event) => setName(event.target.value)}
              onBlur={() => setNameTouched(true)}
            />
          )}
        </LabelledControl>
      )}
      onClose={close}
      onSave={async (operation) => {
        try {
          await createSituation({
            companyId,
            body: { dataSubject: subject, name: name.trim(), operations: [operation] },
          }).unwrap();
          close();
          return 'saved';
        } catch (error) {
          if (refusedOperationFields(error)) return { refused: error };
          notify({ kind: 'error', title: t('errors.title'), message: t('errors.createSituation') });
          return 'failed';
        }
      }}
    />
  );
}
