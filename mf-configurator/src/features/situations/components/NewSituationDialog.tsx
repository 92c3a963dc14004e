import { useTranslation } from '@conform/i18n';
import { LEGAL_GROUNDS, SPECIAL_DATA_GROUNDS, type TSpecialDataGround } from '@conform/catalogues';
import {
  groundsNeedReason,
  ZCreateSituationSchema,
  type TCreateSituation,
  type TCreateSituationInput,
} from '@conform/contracts';
import { useShell } from '@conform/shell-contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Modal, Stack } from '@conform/ui';
import { Controller, useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { CheckboxGroup, Field, Input, LinesInput, Select, TextArea } from '../../../components/fields.tsx';
import { useCreateSituationMutation } from '../api/situationsApi.ts';
import { useConfiguratorContext } from '../hooks/useConfiguratorContext.ts';

const Fieldset = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space(4)};
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  legend {
    font-weight: 700;
    padding: ${({ theme }) => `0 ${theme.space(1)}`};
  }
`;

/** Fields whose error message is its own text (the form reads `form.errors.<field>`). */
type OperationField =
  | 'name'
  | 'purpose'
  | 'data'
  | 'grounds'
  | 'groundReason'
  | 'specialDataGround'
  | 'sources'
  | 'recipients'
  | 'recipientsLocations'
  | 'storageDuration'
  | 'storageLocations';

/** Server answers `{details: [{path}]}` for a rule only it can judge (special data named in the catalogue). */
function serverFieldErrors(error: unknown): string[] {
  if (typeof error !== 'object' || error === null || !('data' in error)) return [];
  const data = (error as { data?: { details?: unknown } }).data;
  if (!Array.isArray(data?.details)) return [];
  return data.details
    .map((d: unknown) => (typeof d === 'object' && d !== null && 'path' in d ? String(d.path) : ''))
    .filter(Boolean);
}

/**
 * `…/new`: a custom situation with its first operation (a situation is never empty, spec §5).
 * The same zod schema as the service validates it; the full operation editor comes later.
 */
export function NewSituationDialog() {
  const { t } = useTranslation('configurator');
  const { notify } = useShell();
  const { companyId, subject, close } = useConfiguratorContext();
  const [createSituation, { isLoading }] = useCreateSituationMutation();

  const { control, handleSubmit, register, formState, setError } = useForm<
    TCreateSituationInput,
    unknown,
    TCreateSituation
  >({
    resolver: zodResolver(ZCreateSituationSchema),
    mode: 'onTouched',
    defaultValues: {
      dataSubject: subject,
      name: '',
      operations: [
        {
          name: '',
          purpose: '',
          data: [],
          grounds: [],
          groundReason: null,
          specialDataGround: null,
          sources: [],
          recipients: [],
          recipientsLocations: [],
          storageDuration: '',
          // Spec §10.4: Romania is the default storage location.
          storageLocations: [t('form.defaultStorageLocation')],
        },
      ],
    },
  });
  const grounds = useWatch({ control, name: 'operations.0.grounds' });
  const errors = formState.errors;
  const opErrors = errors.operations?.[0];
  const message = (field: OperationField) => (opErrors?.[field] ? t(`form.errors.${field}`) : undefined);

  const submit = handleSubmit(async (values) => {
    try {
      await createSituation({ companyId, body: values }).unwrap();
      close();
    } catch (error) {
      const paths = serverFieldErrors(error);
      if (paths.some((p) => p.endsWith('specialDataGround'))) {
        setError('operations.0.specialDataGround', { type: 'server' });
        return;
      }
      notify({ kind: 'error', title: t('errors.title'), message: t('errors.createSituation') });
    }
  });

  const hasErrors = formState.isSubmitted && Object.keys(errors).length > 0;

  return (
    <Modal
      open
      title={t('newSituation.title')}
      closeLabel={t('dialog.close')}
      onClose={close}
      working={isLoading}
      workingLabel={t('newSituation.saving')}
      actions={
        <>
          <Button variant="secondary" onClick={close} disabled={isLoading}>
            {t('newSituation.cancel')}
          </Button>
          <Button type="submit" form="new-situation" disabled={isLoading || hasErrors} aria-busy={isLoading}>
            {isLoading ? t('newSituation.saving') : t('newSituation.save')}
          </Button>
        </>
      }
    >
      <form id="new-situation" noValidate onSubmit={(event) => void submit(event)}>
        <Stack>
          <p>{t('newSituation.intro')}</p>
          <Field
            label={t('form.situationName')}
            error={errors.name ? t('form.errors.situationName') : undefined}
          >
            {(props) => <Input {...props} {...register('name')} />}
          </Field>

          <Fieldset>
            <legend>{t('form.firstOperation')}</legend>
            <Field label={t('form.name')} hint={t('form.hints.name')} error={message('name')}>
              {(props) => <Input {...props} {...register('operations.0.name')} />}
            </Field>
            <Field label={t('form.purpose')} hint={t('form.hints.purpose')} error={message('purpose')}>
              {(props) => <TextArea {...props} {...register('operations.0.purpose')} />}
            </Field>
            <LinesField
              name="data"
              control={control}
              label={t('form.data')}
              hint={t('form.hints.lines')}
              error={message('data')}
            />

            <Controller
              control={control}
              name="operations.0.grounds"
              render={({ field }) => (
                <CheckboxGroup
                  legend={t('form.grounds')}
                  options={LEGAL_GROUNDS.map((g) => ({ value: g, label: t(`grounds.${g}`) }))}
                  value={field.value}
                  onChange={field.onChange}
                  error={message('grounds')}
                  inputProps={{ onBlur: field.onBlur }}
                />
              )}
            />
            {groundsNeedReason(grounds) ? (
              <Controller
                control={control}
                name="operations.0.groundReason"
                render={({ field }) => (
                  <Field
                    label={t('form.groundReason')}
                    hint={t('form.hints.groundReason')}
                    error={message('groundReason')}
                  >
                    {(props) => (
                      <TextArea
                        {...props}
                        name={field.name}
                        ref={field.ref}
                        value={field.value ?? ''}
                        onChange={(event) => field.onChange(event.target.value)}
                        onBlur={field.onBlur}
                      />
                    )}
                  </Field>
                )}
              />
            ) : null}
            <Controller
              control={control}
              name="operations.0.specialDataGround"
              render={({ field }) => (
                <Field
                  label={t('form.specialDataGround')}
                  hint={t('form.hints.specialDataGround')}
                  error={message('specialDataGround')}
                >
                  {(props) => (
                    <Select
                      {...props}
                      name={field.name}
                      ref={field.ref}
                      value={field.value ?? ''}
                      onBlur={field.onBlur}
                      onChange={(event) =>
                        field.onChange(
                          event.target.value === '' ? null : (event.target.value as TSpecialDataGround),
                        )
                      }
                    >
                      <option value="">{t('specialDataGrounds.NONE')}</option>
                      {SPECIAL_DATA_GROUNDS.map((g) => (
                        <option key={g} value={g}>
                          {t(`specialDataGrounds.${g}`)}
                        </option>
                      ))}
                    </Select>
                  )}
                </Field>
              )}
            />
            <LinesField
              name="sources"
              control={control}
              label={t('form.sources')}
              hint={t('form.hints.lines')}
              error={message('sources')}
            />
            <LinesField
              name="recipients"
              control={control}
              label={t('form.recipients')}
              hint={t('form.hints.optionalLines')}
              error={message('recipients')}
            />
            <LinesField
              name="recipientsLocations"
              control={control}
              label={t('form.recipientsLocations')}
              hint={t('form.hints.optionalLines')}
              error={message('recipientsLocations')}
            />
            <Field
              label={t('form.storageDuration')}
              hint={t('form.hints.storageDuration')}
              error={message('storageDuration')}
            >
              {(props) => <Input {...props} {...register('operations.0.storageDuration')} />}
            </Field>
            <LinesField
              name="storageLocations"
              control={control}
              label={t('form.storageLocations')}
              hint={t('form.hints.optionalLines')}
              error={message('storageLocations')}
            />
          </Fieldset>
          {hasErrors ? <Alert kind="error">{t('form.solveErrors')}</Alert> : null}
        </Stack>
      </form>
    </Modal>
  );
}

type ListName = 'data' | 'sources' | 'recipients' | 'recipientsLocations' | 'storageLocations';

function LinesField({
  name,
  control,
  label,
  hint,
  error,
}: {
  name: ListName;
  control: ReturnType<typeof useForm<TCreateSituationInput, unknown, TCreateSituation>>['control'];
  label: string;
  hint: string;
  error: string | undefined;
}) {
  return (
    <Controller
      control={control}
      name={`operations.0.${name}`}
      render={({ field }) => (
        <Field label={label} hint={hint} error={error}>
          {(props) => (
            <LinesInput
              {...props}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        </Field>
      )}
    />
  );
}
