import { useTranslation } from '@conform/i18n';
import { pick, securityMeasureEntries } from '@conform/catalogues';
import type { TCompany } from '@conform/contracts';
import {
  ZSecurityMeasuresSchema,
  type TSecurityMeasures,
  type TSecurityMeasuresInput,
} from '@conform/contracts/company-data';
import { useShell, useValidationMessage } from '@conform/shell-contract';
import { Button, FieldError, LabelledControl, Stack, TextArea, useFocusFirstInvalid } from '@conform/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { useUpdateSecurityMeasuresMutation } from '../../../lib/companiesApi.ts';
import { Section } from './Section.tsx';
import { useSectionSave } from './useSectionSave.ts';

const Measures = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  legend {
    font-weight: 600;
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  label {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space(2)};
  }
  input {
    margin-top: 0.3em;
    flex: none;
  }
`;

/** The security measures summary (Art. 30(1)(g), Art. 32): common measures to tick, others in words. */
export function SecuritySection({ company }: { company: TCompany }) {
  const { t } = useTranslation('dashboard');
  const { locale, edition } = useShell();
  const message = useValidationMessage('dashboard');
  const [save] = useUpdateSecurityMeasuresMutation();
  const form = useForm<TSecurityMeasuresInput, unknown, TSecurityMeasures>({
    resolver: zodResolver(ZSecurityMeasuresSchema),
    defaultValues: {
      measures: (company.securityMeasures?.measures ?? []) as TSecurityMeasuresInput['measures'],
      other: company.securityMeasures?.other ?? '',
    },
  });
  const { register, handleSubmit, formState } = form;
  const { run, guard } = useSectionSave(form, t('companyData.security.action'));
  const { errors, isSubmitting, submitCount } = formState;
  // Validated on Save: a refused Save moves the focus to the first field it marked.
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, submitCount, Object.keys(errors).length > 0);

  return (
    <Section id="security" title={t('companyData.security.title')} intro={t('companyData.security.intro')}>
      <form
        ref={formRef}
        noValidate
        aria-label={t('companyData.security.title')}
        onSubmit={(event) =>
          void handleSubmit((body) => run(() => save({ companyId: company.id, body }).unwrap()))(event)
        }
      >
        <Stack>
          <Measures aria-describedby={errors.measures ? 'security-error' : undefined}>
            <legend>{t('companyData.security.measures')}</legend>
            {securityMeasureEntries.map((entry) => (
              <label key={entry.id}>
                <input
                  type="checkbox"
                  value={entry.id}
                  aria-invalid={Boolean(errors.measures)}
                  aria-describedby={errors.measures ? 'security-error' : undefined}
                  {...register('measures')}
                />
                <span>{pick(entry.label, locale, edition)}</span>
              </label>
            ))}
            {errors.measures ? (
              <FieldError id="security-error" as="p">
                {message(errors.measures.message)}
              </FieldError>
            ) : null}
          </Measures>
          <LabelledControl
            label={t('companyData.security.other')}
            hint={t('companyData.security.otherHint')}
            error={message(errors.other?.message)}
          >
            {(props) => <TextArea {...props} {...register('other')} />}
          </LabelledControl>
          <div>
            <Button type="submit" disabled={isSubmitting}>
              {t('companyData.security.save')}
            </Button>
          </div>
        </Stack>
      </form>
      {guard.dialog}
    </Section>
  );
}
