import { useValidationMessage } from '@conform/shell-contract';
import { useTranslation } from '@conform/i18n';
import type { TCompany } from '@conform/contracts';
import {
  ZCompanyDetailsSchema,
  type TCompanyDetails,
  type TCompanyDetailsInput,
} from '@conform/contracts/company-data';
import { Button, RequiredLegend, SelectField, Stack, TextField, useFocusFirstInvalid } from '@conform/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useUpdateDetailsMutation } from '../../../lib/companiesApi.ts';
import { Section } from './Section.tsx';
import { useSectionSave } from './useSectionSave.ts';

/** Website, legal representative and employee count: what the policies and signature blocks name. */
export function DetailsSection({ company }: { company: TCompany }) {
  const { t } = useTranslation('dashboard');
  const message = useValidationMessage('dashboard');
  const [save] = useUpdateDetailsMutation();
  const form = useForm<TCompanyDetailsInput, unknown, TCompanyDetails>({
    resolver: zodResolver(ZCompanyDetailsSchema),
    defaultValues: {
      website: company.website ?? '',
      legalRepresentative: company.legalRepresentative ?? { name: '', role: '' },
      ...(company.employeeCount === null ? {} : { employeeCount: company.employeeCount }),
      publicBody: company.publicBody,
    },
  });
  const { register, control, handleSubmit, formState } = form;
  const { run, guard } = useSectionSave(form, t('companyData.details.action'));
  const { errors, isSubmitting, submitCount } = formState;
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, submitCount, Object.keys(errors).length > 0);

  return (
    <Section id="details" title={t('companyData.details.title')} intro={t('companyData.details.intro')}>
      <form
        ref={formRef}
        noValidate
        aria-label={t('companyData.details.title')}
        onSubmit={(event) =>
          void handleSubmit((body) => run(() => save({ companyId: company.id, body }).unwrap()))(event)
        }
      >
        <Stack>
          <RequiredLegend>{t('common.requiredLegend')}</RequiredLegend>
          <TextField
            label={t('companyData.details.website')}
            hint={t('companyData.details.websiteHint')}
            inputMode="url"
            autoComplete="url"
            error={message(errors.website?.message)}
            {...register('website')}
          />
          <TextField
            label={t('companyData.details.representativeName')}
            required
            autoComplete="name"
            error={message(errors.legalRepresentative?.name?.message)}
            {...register('legalRepresentative.name')}
          />
          <TextField
            label={t('companyData.details.representativeRole')}
            required
            hint={t('companyData.details.representativeRoleHint')}
            error={message(errors.legalRepresentative?.role?.message)}
            {...register('legalRepresentative.role')}
          />
          <TextField
            label={t('companyData.details.employeeCount')}
            required
            hint={t('companyData.details.employeeCountHint')}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            error={message(errors.employeeCount?.message)}
            {...register('employeeCount', { setValueAs: (v: string) => (v === '' ? undefined : Number(v)) })}
          />
          <Controller
            control={control}
            name="publicBody"
            render={({ field }) => (
              <SelectField
                label={t('companyData.details.publicBody')}
                hint={t('companyData.details.publicBodyHint')}
                error={message(errors.publicBody?.message)}
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                value={field.value === true ? 'yes' : field.value === false ? 'no' : ''}
                onChange={(event) =>
                  field.onChange(
                    event.target.value === 'yes' ? true : event.target.value === 'no' ? false : null,
                  )
                }
              >
                <option value="">{t('companyData.details.publicBodyUnanswered')}</option>
                <option value="no">{t('companyData.details.publicBodyNo')}</option>
                <option value="yes">{t('companyData.details.publicBodyYes')}</option>
              </SelectField>
            )}
          />
          <div>
            <Button type="submit" disabled={isSubmitting}>
              {t('companyData.details.save')}
            </Button>
          </div>
        </Stack>
      </form>
      {guard.dialog}
    </Section>
  );
}
