import { useTranslation } from '@conform/i18n';
import { counties, countries, pick } from '@conform/catalogues';
import {
  billingInfoSchemaFor,
  type TBillingInfo,
  type TBillingInfoInput,
  type Platform,
} from '@conform/contracts';
import { useShell, useValidationMessage } from '@conform/shell-contract';
import { AddressFieldset, RequiredLegend, setServerErrors, Stack, TextField, underPrefix } from '@conform/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
`;

export interface BillingFormProps {
  id: string;
  platform: Platform;
  defaultValues: TBillingInfoInput;
  /** Answers the service's refusal when it refused the data (its field errors go under the fields). */
  onValid: (billing: TBillingInfo) => Promise<unknown>;
}

/**
 * Billing data (docs/spec/behaviour.md §5), validated on blur and on Pay with the same schema as the
 * service: a refused Pay says each error at its field (once: no notice beside it) and moves the focus
 * to the first. It has no submit button of its own: the Pay button of the summary submits it (`form`
 * attribute).
 */
export function BillingForm({ id, platform, defaultValues, onValid }: BillingFormProps) {
  const { t } = useTranslation('checkout');
  const { locale } = useShell();
  const message = useValidationMessage('checkout');
  const schema = useMemo(() => billingInfoSchemaFor(platform), [platform]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TBillingInfoInput, unknown, TBillingInfo>({
    resolver: zodResolver(schema),
    mode: 'onBlur',
    defaultValues,
  });

  const submit = handleSubmit(async (billing) => {
    setServerErrors(await onValid(billing), setError, underPrefix('billingInfo.'));
  });

  const countyValue = defaultValues.county ?? '';
  const knownCounty = counties.some((c) => c.code === countyValue);

  return (
    <form id={id} onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-title`}>
      <Stack>
        <h2 id={`${id}-title`}>{t('billing.title')}</h2>
        <p>{t('billing.intro')}</p>
        <RequiredLegend>{t('billing.requiredLegend')}</RequiredLegend>
        <Grid>
          <TextField
            label={t('billing.name')}
            required
            autoComplete="organization"
            error={message(errors.name?.message)}
            {...register('name')}
          />
          <TextField
            label={platform === 'int' ? t('billing.fiscalCodeInt') : t('billing.fiscalCode')}
            required
            hint={platform === 'int' ? t('billing.fiscalCodeHintInt') : t('billing.fiscalCodeHint')}
            error={message(errors.fiscalCode?.message)}
            {...register('fiscalCode')}
          />
          <TextField
            label={
              platform === 'ro' ? t('billing.registrationNumber') : t('billing.registrationNumberOptional')
            }
            hint={platform === 'int' ? undefined : t('billing.registrationNumberHint')}
            required={platform === 'ro'}
            error={message(errors.registrationNumber?.message)}
            {...register('registrationNumber')}
          />
          <AddressFieldset
            legend={t('billing.address')}
            region={
              platform === 'int'
                ? {
                    label: t('billing.country'),
                    placeholder: t('billing.chooseCountry'),
                    autoComplete: 'country',
                    options: countries.map((c) => ({ value: c.id, label: pick(c.label, locale) })),
                    required: true,
                    error: message(errors.country?.message),
                    control: register('country'),
                  }
                : {
                    label: t('billing.county'),
                    placeholder: t('billing.chooseCounty'),
                    autoComplete: 'address-level1',
                    // A value from the registry that is not a county code (e.g. "Sector 1") stays selectable.
                    options: [
                      ...(countyValue && !knownCounty ? [{ value: countyValue, label: countyValue }] : []),
                      ...counties.map((c) => ({ value: c.code, label: c.name })),
                    ],
                    error: message(errors.county?.message),
                    required: true,
                    control: register('county'),
                  }
            }
            city={{
              label: t('billing.city'),
              required: true,
              error: message(errors.city?.message),
              control: register('city'),
            }}
            street={{
              label: t('billing.streetAddress'),
              required: true,
              error: message(errors.streetAddress?.message),
              control: register('streetAddress'),
            }}
          />
          <TextField
            label={t('billing.email')}
            type="email"
            autoComplete="email"
            hint={t('billing.emailHint')}
            required
            error={message(errors.email?.message)}
            {...register('email')}
          />
          <TextField
            label={t('billing.phoneNumber')}
            type="tel"
            autoComplete="tel"
            required
            hint={platform === 'ro' ? t('billing.phoneHintRo') : t('billing.phoneHintIntl')}
            error={message(errors.phoneNumber?.message)}
            {...register('phoneNumber')}
          />
        </Grid>
      </Stack>
    </form>
  );
}
