import { useValidationMessage } from '@conform/shell-contract';
import { useTranslation } from '@conform/i18n';
import type { TCompany } from '@conform/contracts';
import {
  CCTV_DEFAULT_RETENTION_DAYS,
  ZCctvSchema,
  type TCctv,
  type TCctvInput,
} from '@conform/contracts/company-data';
import {
  Button,
  LabelledControl,
  RequiredLegend,
  Stack,
  TextArea,
  TextField,
  useFocusFirstInvalid,
} from '@conform/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useUpdateCctvMutation } from '../../../lib/companiesApi.ts';
import { Section } from './Section.tsx';
import { useSectionSave } from './useSectionSave.ts';

/** A list typed one item per line; the form gets the trimmed, non-empty lines. */
function LinesArea({
  value,
  onChange,
  onBlur,
  ...rest
}: {
  value: readonly string[];
  onChange: (items: string[]) => void;
  onBlur: () => void;
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}) {
  const [text, setText] = useState(() => value.join('\n'));
  return (
    <TextArea
      {...rest}
      value={text}
      onBlur={onBlur}
      onChange={(event) => {
        setText(event.target.value);
        onChange(
          event.target.value
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean),
        );
      }}
    />
  );
}

/** Video surveillance (Law 190/2018 art. 5): areas, retention (30 days unless a reason), recipients. */
export function CctvSection({ company }: { company: TCompany }) {
  const { t } = useTranslation('dashboard');
  const message = useValidationMessage('dashboard');
  const [save] = useUpdateCctvMutation();
  const cctv = company.cctv;
  const form = useForm<TCctvInput, unknown, TCctv>({
    resolver: zodResolver(ZCctvSchema),
    defaultValues: {
      areas: cctv?.areas ?? [],
      retentionDays: cctv?.retentionDays ?? CCTV_DEFAULT_RETENTION_DAYS,
      retentionReason: cctv?.retentionReason ?? '',
      recipients: cctv?.recipients ?? [],
      lessIntrusiveMeans: cctv?.lessIntrusiveMeans ?? '',
      consultationDate: cctv?.consultationDate ?? '',
      viewers: cctv?.viewers ?? [],
    },
  });
  const { register, control, handleSubmit, formState } = form;
  const viewers = useFieldArray({ control, name: 'viewers' });
  const retentionDays = useWatch({ control, name: 'retentionDays' });
  const { run, guard } = useSectionSave(form, t('companyData.cctv.action'));
  const { errors, isSubmitting, submitCount } = formState;
  // Validated on Save: a refused Save moves the focus to the first field it marked.
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, submitCount, Object.keys(errors).length > 0);

  return (
    <Section id="cctv" title={t('companyData.cctv.title')} intro={t('companyData.cctv.intro')}>
      <form
        ref={formRef}
        noValidate
        aria-label={t('companyData.cctv.title')}
        onSubmit={(event) =>
          void handleSubmit((body) => run(() => save({ companyId: company.id, body }).unwrap()))(event)
        }
      >
        <Stack>
          <RequiredLegend>{t('common.requiredLegend')}</RequiredLegend>
          <Controller
            control={control}
            name="areas"
            render={({ field }) => (
              <LabelledControl
                label={t('companyData.cctv.areas')}
                required
                hint={t('companyData.cctv.areasHint')}
                error={message(errors.areas?.message)}
              >
                {(props) => (
                  <LinesArea {...props} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
                )}
              </LabelledControl>
            )}
          />
          <TextField
            label={t('companyData.cctv.retentionDays')}
            required
            hint={t('companyData.cctv.retentionDaysHint')}
            type="number"
            inputMode="numeric"
            min={1}
            max={365}
            error={message(errors.retentionDays?.message)}
            {...register('retentionDays', { setValueAs: (v: string) => (v === '' ? undefined : Number(v)) })}
          />
          {Number(retentionDays) > CCTV_DEFAULT_RETENTION_DAYS ? (
            <LabelledControl
              label={t('companyData.cctv.retentionReason')}
              required
              hint={t('companyData.cctv.retentionReasonHint')}
              error={message(errors.retentionReason?.message)}
            >
              {(props) => <TextArea {...props} {...register('retentionReason')} />}
            </LabelledControl>
          ) : null}
          <Controller
            control={control}
            name="recipients"
            render={({ field }) => (
              <LabelledControl
                label={t('companyData.cctv.recipients')}
                hint={t('companyData.cctv.recipientsHint')}
                error={message(errors.recipients?.message)}
              >
                {(props) => (
                  <LinesArea {...props} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
                )}
              </LabelledControl>
            )}
          />
          <LabelledControl
            label={t('companyData.cctv.lessIntrusiveMeans')}
            hint={t('companyData.cctv.lessIntrusiveMeansHint')}
            error={message(errors.lessIntrusiveMeans?.message)}
          >
            {(props) => <TextArea {...props} {...register('lessIntrusiveMeans')} />}
          </LabelledControl>
          <TextField
            label={t('companyData.cctv.consultationDate')}
            hint={t('companyData.cctv.consultationDateHint')}
            type="date"
            error={message(errors.consultationDate?.message)}
            {...register('consultationDate')}
          />
          <fieldset aria-describedby="cctv-viewers-hint">
            <legend>{t('companyData.cctv.viewers')}</legend>
            <p id="cctv-viewers-hint">{t('companyData.cctv.viewersHint')}</p>
            <Stack>
              {viewers.fields.map((field, index) => {
                const number = index + 1;
                return (
                  <Stack key={field.id}>
                    <TextField
                      label={t('companyData.cctv.viewerName', { number })}
                      required
                      error={message(errors.viewers?.[index]?.name?.message)}
                      {...register(`viewers.${index}.name`)}
                    />
                    <TextField
                      label={t('companyData.cctv.viewerPosition', { number })}
                      required
                      error={message(errors.viewers?.[index]?.position?.message)}
                      {...register(`viewers.${index}.position`)}
                    />
                    <div>
                      <Button variant="secondary" onClick={() => viewers.remove(index)}>
                        {t('companyData.cctv.removeViewer', { number })}
                      </Button>
                    </div>
                  </Stack>
                );
              })}
              {errors.viewers?.message ? <p role="alert">{message(errors.viewers.message)}</p> : null}
              <div>
                <Button variant="secondary" onClick={() => viewers.append({ name: '', position: '' })}>
                  {t('companyData.cctv.addViewer')}
                </Button>
              </div>
            </Stack>
          </fieldset>
          <div>
            <Button type="submit" disabled={isSubmitting}>
              {t('companyData.cctv.save')}
            </Button>
          </div>
        </Stack>
      </form>
      {guard.dialog}
    </Section>
  );
}
