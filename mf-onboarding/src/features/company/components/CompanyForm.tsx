import { useTranslation } from '@conform/i18n';
import { counties, countries, pick, vatNumberCountry, type TProductId } from '@conform/catalogues';
import { companyInfoSchemaFor, type TCompanyInfo, type TCompanyRegistryInfo } from '@conform/contracts';
import {
  Link,
  toPlatform,
  useLeaveGuard,
  useNavigate,
  useShell,
  useValidationMessage,
} from '@conform/shell-contract';
import {
  AddressFieldset,
  Alert,
  Button,
  Card,
  RequiredLegend,
  setServerErrors,
  Stack,
  TextField,
  underPrefix,
  useFocusFirstInvalid,
} from '@conform/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { useCreateCompanyMutation } from '../api/companyApi.ts';
import { CreationProgress, type CreationPhase } from './CreationProgress.tsx';

type TCompanyInfoInput = z.input<ReturnType<typeof companyInfoSchemaFor>>;

/** docs/spec/behaviour.md §9: the success animation lasts 4 s, then 2 s before the dashboard. */
export const SUCCESS_MS = 4000;
export const REDIRECT_DELAY_MS = 2000;

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space(4)};
  @media (min-width: 700px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Names and addresses are long: they take a whole row. */
const Wide = styled.div`
  grid-column: 1 / -1;
`;

/** The form's starting values: the registry's answer when there is one (docs/spec/behaviour.md §3 "Company lookup result"). */
export function defaultsFrom(fiscalCode: string, info: TCompanyRegistryInfo | null): TCompanyInfoInput {
  const settlement = info?.address.settlement;
  return {
    fiscalCode,
    registrationNumber: info?.registrationNumber ?? '',
    name: info?.name ?? '',
    // An EU VAT number says the country (DE… Germany); a Romanian fiscal code, or none, Romania.
    country: countryOf(fiscalCode),
    city: settlement?.name ?? '',
    // In Bucharest the registry's sector stands for the county.
    county: settlement ? (settlement.district ?? settlement.county) : '',
    streetAddress: info?.address.street ?? '',
    phoneNumber: '',
  };
}

/** The country a fiscal code's prefix names, when the form's list has it; Romania otherwise. */
function countryOf(fiscalCode: string): string {
  const country = vatNumberCountry(fiscalCode);
  return country !== null && countries.some((c) => c.id === country) ? country : 'RO';
}

/**
 * The company details form per edition (docs/spec/behaviour.md §5): county on RO and EN, country on INT; registration
 * number required on RO only; phone optional, in the edition's format. Creating shows validating →
 * processing → success (4 s) → 2 s, then the dashboard with the onboarding flag (or the flow's next page). The quiz's products
 * become the cart; the companies service checks them against the edition's catalogue.
 */
export function CompanyForm({
  intro,
  defaults,
  products,
  changeFiscalCode,
  afterCreation,
}: {
  /** Whether the registry filled the form, in words. */
  intro: string;
  defaults: TCompanyInfoInput;
  products: readonly TProductId[];
  /** The fiscal-code page of this flow. */
  changeFiscalCode: string;
  /** Where the new company's way goes on (the dashboard, or the partner's checkout). */
  afterCreation: (companyId: string) => string;
}) {
  const { t } = useTranslation('onboarding');
  const shell = useShell();
  const navigate = useNavigate();
  const message = useValidationMessage('onboarding');
  const platform = toPlatform(shell.edition);
  const schema = useMemo(() => companyInfoSchemaFor(platform), [platform]);
  const [createCompany] = useCreateCompanyMutation();
  const [phase, setPhase] = useState<CreationPhase | null>(null);
  const [companyId, setCompanyId] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty, submitCount },
  } = useForm<TCompanyInfoInput, unknown, TCompanyInfo>({
    resolver: zodResolver(schema),
    mode: 'onBlur',
    defaultValues: defaults,
  });
  // Details typed and the company not created yet: leaving asks first (not while it is being created).
  const guard = useLeaveGuard(isDirty && phase === null);
  // Validated on Create: a refused Create moves the focus to the first invalid field, in the form's
  // order; a service's refusal of fields does so once the form is back (it is hidden while creating).
  const formRef = useRef<HTMLFormElement>(null);
  const [refused, setRefused] = useState(0);
  useFocusFirstInvalid(formRef, submitCount + refused, Object.keys(errors).length > 0);

  useEffect(() => {
    if (!companyId || (phase !== 'success' && phase !== 'redirecting')) return;
    const timer =
      phase === 'success'
        ? setTimeout(() => setPhase('redirecting'), SUCCESS_MS)
        : setTimeout(() => void navigate(afterCreation(companyId)), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [phase, companyId, navigate, afterCreation]);

  const submit = handleSubmit(async (info) => {
    setFailed(false);
    setPhase('validating');
    try {
      // The company belongs to a user: a visitor who came straight here is signed in anonymously.
      await shell.ensureSession();
    } catch {
      setPhase(null);
      setFailed(true);
      return;
    }
    setPhase('processing');
    const referral = shell.readReferral();
    const result = await createCompany({ info, products: [...products], ...(referral ? { referral } : {}) });
    if ('error' in result) {
      const marked = setServerErrors(result.error, setError, underPrefix('info.'));
      if (marked === 0) shell.reportError(new Error('Company creation failed'));
      setPhase(null);
      // Said once: under the fields the service named, else in the form's notice.
      if (marked > 0) setRefused((n) => n + 1);
      else setFailed(true);
      return;
    }
    shell.clearReferral();
    setCompanyId(result.data.id);
    setPhase('success');
  });

  if (phase) return <CreationProgress phase={phase} />;

  const registrationLabel =
    platform === 'ro'
      ? t('company.fields.registrationNumber')
      : t('company.fields.registrationNumberOptional');
  return (
    <Card>
      <form
        ref={formRef}
        onSubmit={(e) => void submit(e)}
        noValidate
        aria-label={t('company.details.formLabel')}
      >
        <Stack>
          <Intro>{intro}</Intro>
          <RequiredLegend>{t('company.details.requiredLegend')}</RequiredLegend>
          {failed ? (
            <Alert kind="error" title={t('errors.title')}>
              {t('errors.companyNotCreated')}
            </Alert>
          ) : null}
          <Grid>
            <TextField
              label={t('company.fields.fiscalCode')}
              readOnly
              hint={t('company.details.fiscalCodeHint')}
              {...register('fiscalCode')}
            />
            <TextField
              label={registrationLabel}
              required={platform === 'ro'}
              hint={platform === 'int' ? undefined : t('company.fields.registrationNumberHint')}
              error={message(errors.registrationNumber?.message)}
              {...register('registrationNumber')}
            />
            <Wide>
              <TextField
                label={t('company.fields.name')}
                required
                autoComplete="organization"
                error={message(errors.name?.message)}
                {...register('name')}
              />
            </Wide>
            <AddressFieldset
              legend={t('company.fields.address')}
              region={
                platform === 'int'
                  ? {
                      label: t('company.fields.country'),
                      placeholder: t('company.fields.chooseCountry'),
                      autoComplete: 'country',
                      required: true,
                      options: countries.map((c) => ({ value: c.id, label: pick(c.label, shell.locale) })),
                      error: message(errors.country?.message),
                      control: register('country'),
                    }
                  : {
                      label: t('company.fields.county'),
                      placeholder: t('company.fields.chooseCounty'),
                      autoComplete: 'address-level1',
                      required: true,
                      // The registry's "Sector 3" is not a county code: it stays selectable as given.
                      options: [
                        ...(defaults.county && !counties.some((c) => c.code === defaults.county)
                          ? [{ value: defaults.county, label: defaults.county }]
                          : []),
                        ...counties.map((c) => ({ value: c.code, label: c.name })),
                      ],
                      error: message(errors.county?.message),
                      control: register('county'),
                    }
              }
              city={{
                label: t('company.fields.city'),
                required: true,
                error: message(errors.city?.message),
                control: register('city'),
              }}
              street={{
                label: t('company.fields.streetAddress'),
                required: true,
                error: message(errors.streetAddress?.message),
                control: register('streetAddress'),
              }}
            />
            <TextField
              label={t('company.fields.phoneNumber')}
              type="tel"
              autoComplete="tel"
              hint={platform === 'ro' ? t('company.fields.phoneHintRo') : t('company.fields.phoneHintIntl')}
              error={message(errors.phoneNumber?.message)}
              {...register('phoneNumber')}
            />
          </Grid>
          <Stack $row>
            <Link to={changeFiscalCode}>{t('company.details.changeFiscalCode')}</Link>
            <Button type="submit">{t('company.details.create')}</Button>
          </Stack>
        </Stack>
      </form>
      {guard.dialog}
    </Card>
  );
}
