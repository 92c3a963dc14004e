import { useTranslation } from '@conform/i18n';
import {
  contactInfoSchemaFor,
  type TCompany,
  type TContactInfo,
  type TContactInfoInput,
} from '@conform/contracts';
import {
  paths,
  toPlatform,
  useLeaveGuard,
  useLocation,
  useNavigate,
  useShell,
  useValidationMessage,
} from '@conform/shell-contract';
import {
  Alert,
  Button,
  Card,
  FieldError,
  Hint,
  Page,
  RequiredLegend,
  RequiredMark,
  setServerErrors,
  Stack,
  TextField,
  useFocusFirstInvalid,
} from '@conform/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { WithCompany } from '../../../components/WithCompany.tsx';
import { useUpdateContactInfoMutation } from '../../../lib/companiesApi.ts';
import { CctvSection } from './CctvSection.tsx';
import { ChannelsSection } from './ChannelsSection.tsx';
import { CommercialTermsSection } from './CommercialTermsSection.tsx';
import { DetailsSection } from './DetailsSection.tsx';
import { ProcessorsSection } from './ProcessorsSection.tsx';
import { SecuritySection } from './SecuritySection.tsx';

const Fieldset = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space(4)};
  margin: 0;
  legend {
    font-weight: 600;
    padding: 0 ${({ theme }) => theme.space(1)};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    margin-right: ${({ theme }) => theme.space(6)};
  }
`;

const SectionTitle = styled.h2`
  font-size: 1.2rem;
  margin: 0;
`;

const Intro = styled.p`
  margin: 0;
`;

const DpoHint = styled(Hint).attrs({ as: 'p' })`
  margin: 0 0 ${({ theme }) => theme.space(3)};
`;

const Jump = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(5)}`};
`;

const SECTIONS = ['contact', 'details', 'security', 'processors', 'channels', 'cctv', 'terms'] as const;

/**
 * Contact info page (docs/spec/behaviour.md §2, §5): contact e-mail and the data-protection responsible; then the
 * company data the documents need (docs/facts/document-checklists.md), each section saved on its own.
 */
export function ContactInfoPage() {
  const { t } = useTranslation('dashboard');
  return (
    <WithCompany>
      {(company) => (
        <Page title={t('contactInfo.title')} subtitle={company.info.name}>
          <Stack $gap={6}>
            <Jump aria-label={t('companyData.jumpLabel')}>
              {SECTIONS.map((id) => (
                <a key={id} href={`#${id}`}>
                  {t(`companyData.jump.${id}`)}
                </a>
              ))}
            </Jump>
            <ContactInfoForm company={company} />
            <DetailsSection company={company} />
            <SecuritySection company={company} />
            <ProcessorsSection company={company} />
            <ChannelsSection company={company} />
            <CctvSection company={company} />
            <CommercialTermsSection company={company} />
            <ScrollToSection />
          </Stack>
        </Page>
      )}
    </WithCompany>
  );
}

/**
 * Arriving with a section's hash (a product card's link to `#cctv` or `#processors`), that section is
 * brought into view once the page has rendered it: the router does not scroll to hashes.
 */
function ScrollToSection() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.();
  }, [hash]);
  return null;
}

function ContactInfoForm({ company }: { company: TCompany }) {
  const { t } = useTranslation('dashboard');
  const { edition, notify } = useShell();
  const navigate = useNavigate();
  const [save] = useUpdateContactInfoMutation();
  const [failed, setFailed] = useState(false);
  const platform = toPlatform(edition);
  const schema = useMemo(() => contactInfoSchemaFor(platform), [platform]);
  const responsible = company.dataProtectionResponsible;

  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty, submitCount },
  } = useForm<TContactInfoInput, unknown, TContactInfo>({
    resolver: zodResolver(schema),
    defaultValues: {
      contactEmail: company.contactEmail ?? '',
      dataProtectionResponsible: {
        name: responsible?.name ?? '',
        email: responsible?.email ?? '',
        phone: responsible?.phone ?? '',
        notifiedOn: responsible?.notifiedOn ?? '',
        // No answer until the user gives one: the spec asks them to choose.
        ...(responsible ? { isDpo: responsible.isDpo } : {}),
      },
    },
  });

  const message = useValidationMessage('dashboard');
  // Validated on Save: a refused Save moves the focus to the first field it marked, in the page's order.
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, submitCount, Object.keys(errors).length > 0);

  // Leaving with typed changes (a link, the sidebar, Back, closing the tab) asks first.
  const guard = useLeaveGuard(isDirty);

  const onSubmit = handleSubmit(async (contactInfo) => {
    setFailed(false);
    const keep = guard.release();
    try {
      await save({ companyId: company.id, contactInfo }).unwrap();
      notify({ kind: 'success', message: t('contactInfo.saved'), timeoutMs: 4000 });
      await navigate(paths.dashboard(company.id));
    } catch (error) {
      // Save failures keep the page open (docs/spec/behaviour.md §8), with the service's field errors where it gave them.
      keep();
      // Said once: under the fields the service named, else in the page's message.
      setFailed(setServerErrors(error, setError) === 0);
    }
  });

  const dpr = errors.dataProtectionResponsible;
  // Asked of a DPO only: a contact person's appointment is not communicated to the authority.
  const isDpo = useWatch({ control, name: 'dataProtectionResponsible.isDpo' });
  const phoneHint = platform === 'ro' ? t('contactInfo.phoneHintRo') : t('contactInfo.phoneHintIntl');

  return (
    <Card id="contact">
      <form
        ref={formRef}
        onSubmit={(e) => void onSubmit(e)}
        noValidate
        aria-label={t('contactInfo.formLabel')}
      >
        <Stack $gap={6}>
          {failed ? (
            <Alert kind="error" title={t('common.errorTitle')}>
              {t('common.actionFailed', { action: t('contactInfo.action') })}
            </Alert>
          ) : null}
          <RequiredLegend>{t('common.requiredLegend')}</RequiredLegend>
          <Stack>
            <SectionTitle>{t('contactInfo.companySection')}</SectionTitle>
            <TextField
              label={t('contactInfo.contactEmail')}
              required
              type="email"
              autoComplete="email"
              hint={t('contactInfo.contactEmailHint')}
              error={message(errors.contactEmail?.message)}
              {...register('contactEmail')}
            />
          </Stack>
          <Stack>
            <SectionTitle>{t('contactInfo.responsibleSection')}</SectionTitle>
            <Intro>{t('contactInfo.responsibleIntro')}</Intro>
            <TextField
              label={t('contactInfo.name')}
              required
              autoComplete="name"
              error={message(dpr?.name?.message)}
              {...register('dataProtectionResponsible.name')}
            />
            <TextField
              label={t('contactInfo.email')}
              required
              type="email"
              autoComplete="email"
              error={message(dpr?.email?.message)}
              {...register('dataProtectionResponsible.email')}
            />
            <TextField
              label={t('contactInfo.phone')}
              required
              type="tel"
              autoComplete="tel"
              hint={phoneHint}
              error={message(dpr?.phone?.message)}
              {...register('dataProtectionResponsible.phone')}
            />
            <Controller
              control={control}
              name="dataProtectionResponsible.isDpo"
              render={({ field }) => (
                <Fieldset
                  aria-describedby={
                    dpr?.isDpo?.message ? 'is-dpo-explanation is-dpo-error' : 'is-dpo-explanation'
                  }
                >
                  <legend>
                    {t('contactInfo.isDpo')}
                    <RequiredMark />
                  </legend>
                  <DpoHint id="is-dpo-explanation">{t('contactInfo.isDpoExplanation')}</DpoHint>
                  <label>
                    <input
                      type="radio"
                      name={field.name}
                      required
                      ref={field.ref}
                      aria-invalid={Boolean(dpr?.isDpo)}
                      aria-describedby={dpr?.isDpo?.message ? 'is-dpo-error' : undefined}
                      checked={field.value === true}
                      onChange={() => field.onChange(true)}
                      onBlur={field.onBlur}
                    />
                    {t('contactInfo.yes')}
                  </label>
                  <label>
                    <input
                      type="radio"
                      name={field.name}
                      required
                      aria-invalid={Boolean(dpr?.isDpo)}
                      aria-describedby={dpr?.isDpo?.message ? 'is-dpo-error' : undefined}
                      checked={field.value === false}
                      onChange={() => field.onChange(false)}
                      onBlur={field.onBlur}
                    />
                    {t('contactInfo.no')}
                  </label>
                  {dpr?.isDpo?.message ? (
                    <FieldError as="p" id="is-dpo-error">
                      {message(dpr.isDpo.message)}
                    </FieldError>
                  ) : null}
                </Fieldset>
              )}
            />
            {isDpo === true ? (
              <TextField
                label={t('contactInfo.notifiedOn')}
                type="date"
                hint={t('contactInfo.notifiedOnHint')}
                error={message(dpr?.notifiedOn?.message)}
                {...register('dataProtectionResponsible.notifiedOn')}
              />
            ) : null}
          </Stack>
          <Stack $row>
            <Button type="submit" disabled={isSubmitting}>
              {t('contactInfo.save')}
            </Button>
            <Button variant="secondary" onClick={() => void navigate(paths.dashboard(company.id))}>
              {t('contactInfo.cancel')}
            </Button>
          </Stack>
        </Stack>
      </form>
      {guard.dialog}
    </Card>
  );
}
