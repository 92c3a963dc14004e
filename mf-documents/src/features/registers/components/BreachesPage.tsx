import {
  BREACH_NATURES,
  BREACH_RISKS,
  ZBreachSchema,
  type TBreach,
  type TBreachInput,
  type TBreachNature,
  type TBreachRisk,
} from '@conform/contracts';
import { legalValue } from '@conform/catalogues';
import { useTranslation } from '@conform/i18n';
import { type Locale, useActiveCompany, useCompanyTimeZone, useShell } from '@conform/shell-contract';
import {
  Alert,
  Button,
  FieldError,
  formatDateTime,
  fromZonedInput,
  LabelledControl,
  Page,
  RequiredLegend,
  RequiredMark,
  SelectField,
  setServerErrors,
  Stack,
  TextArea,
  TextField,
  timeZoneLabel,
  toZonedInput,
  useFocusFirstInvalid,
} from '@conform/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, type FieldErrors, type Path, type Resolver } from 'react-hook-form';
import { useGetBreachesQuery, useSaveBreachMutation } from '../api/registersApi.ts';
import {
  Actions,
  Due,
  Grid,
  Muted,
  RegisterCard,
  RegisterDialog,
  RegisterState,
  RegisterToolbar,
  Scroll,
  Table,
  useOpenDraft,
  useRegisterMessage,
} from './shared.tsx';
import { TapTargets } from '../../../components/layout.tsx';

/** Now, again every minute: the 72-hour clocks count down on the page. */
/** The hours to notify the authority in force today (the catalogue's dated legal figures): 72. */
const breachHours = () => legalValue('BREACH_NOTIFICATION_HOURS', new Date());

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * The breach register (Art. 33(5)): every personal data breach with the 72 hours from awareness
 * (Art. 33(1)), the risk assessment that decides who is told (Arts. 33, 34), and the spreadsheet.
 */
export function BreachesPage() {
  const { t } = useTranslation('documents');
  const hours = breachHours();
  const { companyId } = useActiveCompany();
  const { locale } = useShell();
  const timeZone = useCompanyTimeZone();
  const now = useNow();
  const { data, isLoading, isError, refetch } = useGetBreachesQuery(companyId);
  const [editing, setEditing] = useState<TBreach | 'new' | null>(null);
  const breaches = data?.breaches ?? [];
  const { open: openDraftOf } = useOpenDraft(companyId);
  const openNotification = (id: string) => openDraftOf('breaches', id);

  return (
    <Page title={t('registers.breaches.title')} subtitle={t('registers.breaches.subtitle', { hours })}>
      <TapTargets>
        <Stack $gap={6}>
          <RegisterToolbar companyId={companyId} register="breaches">
            <Button onClick={() => setEditing('new')}>{t('registers.breaches.log')}</Button>
          </RegisterToolbar>
          <RegisterState
            loading={isLoading}
            failed={isError}
            retry={() => void refetch()}
            empty={data && breaches.length === 0 ? t('registers.breaches.empty', { hours }) : null}
          />
          {breaches.length > 0 ? (
            <RegisterCard>
              <Scroll>
                <Table>
                  <thead>
                    <tr>
                      <th scope="col">{t('registers.breaches.number')}</th>
                      <th scope="col">{t('registers.breaches.awareAt')}</th>
                      <th scope="col">{t('registers.breaches.description')}</th>
                      <th scope="col">{t('registers.breaches.clock', { hours })}</th>
                      <th scope="col">{t('registers.breaches.risk')}</th>
                      <th scope="col">{t('registers.actions')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {breaches.map((b) => (
                      <tr key={b.id}>
                        <td data-label={t('registers.breaches.number')}>{b.number}</td>
                        <td data-label={t('registers.breaches.awareAt')}>
                          {formatDateTime(b.awareAt, locale, timeZone)}
                        </td>
                        <td data-label={t('registers.breaches.description')}>
                          {b.description}
                          <br />
                          <Muted>{b.nature.map((n) => t(`registers.natures.${n}`)).join(' · ')}</Muted>
                        </td>
                        <td data-label={t('registers.breaches.clock', { hours })}>
                          <Clock breach={b} now={now} locale={locale} timeZone={timeZone} />
                        </td>
                        <td data-label={t('registers.breaches.risk')}>
                          {b.risk ? (
                            t(`registers.risks.${b.risk}`, { hours })
                          ) : (
                            <Muted>{t('registers.breaches.notAssessed')}</Muted>
                          )}
                        </td>
                        <td data-label={t('registers.actions')}>
                          <Actions>
                            <Button variant="link" onClick={() => setEditing(b)}>
                              {t('registers.breaches.edit')}
                            </Button>
                            <Button variant="link" onClick={() => void openNotification(b.id)}>
                              {t('registers.breaches.notification')}
                            </Button>
                          </Actions>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </Scroll>
            </RegisterCard>
          ) : null}
          <Alert kind="info" title={t('registers.breaches.howTitle')}>
            {t('registers.breaches.how', { hours })}
          </Alert>
        </Stack>
      </TapTargets>
      {editing ? (
        <BreachDialog
          companyId={companyId}
          breach={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Page>
  );
}

/** Where the breach stands against its deadline (the hours in force when the company became aware). */
function Clock({
  breach: b,
  now,
  locale,
  timeZone,
}: {
  breach: TBreach;
  now: number;
  locale: Locale;
  timeZone: string;
}) {
  const { t } = useTranslation('documents');
  if (b.authorityNotifiedAt) {
    return (
      <Due $tone="done">
        {t('registers.breaches.notified', { at: formatDateTime(b.authorityNotifiedAt, locale, timeZone) })}
      </Due>
    );
  }
  if (b.notifyAuthority === false) return <Due $tone="done">{t('registers.breaches.noNotification')}</Due>;
  const minutes = Math.floor((Date.parse(b.notifyBy) - now) / 60_000);
  const by = formatDateTime(b.notifyBy, locale, timeZone);
  if (minutes < 0) {
    return <Due $tone="late">{t('registers.breaches.overdue', { by })}</Due>;
  }
  const hours = Math.floor(minutes / 60);
  return (
    <Due $tone={hours < 24 ? 'late' : 'soon'}>
      {t('registers.breaches.left', { hours, minutes: minutes % 60, by })}
    </Due>
  );
}

/**
 * The time fields hold the company's wall-clock time (`useCompanyTimeZone`), not the browser's:
 * what the admin enters is what the register shows, and the legend says the zone.
 */
const fromLocalInput = (value: string, timeZone: string): string | null => {
  const instant = fromZonedInput(value, timeZone);
  // Not a time: sent as it is, so the contract's check says so under the field.
  return instant === undefined ? 'invalid' : instant;
};

interface BreachForm {
  awareAt: string;
  occurredAt: string;
  nature: TBreachNature[];
  description: string;
  subjectCategories: string;
  subjectsCount: string;
  dataCategories: string;
  recordsCount: string;
  consequences: string;
  measures: string;
  risk: TBreachRisk | '';
  riskReason: string;
  authorityNotifiedAt: string;
  personsNotifiedAt: string;
  delayReason: string;
}

const count = (value: string): number | null => (value.trim() === '' ? null : Number(value));

/** What the form sends: its texts as the service reads them, its times read in the company's zone. */
function breachBody(form: BreachForm, timeZone: string): TBreachInput {
  return {
    awareAt: fromLocalInput(form.awareAt, timeZone) ?? '',
    occurredAt: fromLocalInput(form.occurredAt, timeZone),
    nature: form.nature,
    description: form.description,
    subjectCategories: form.subjectCategories,
    subjectsCount: count(form.subjectsCount),
    dataCategories: form.dataCategories,
    recordsCount: count(form.recordsCount),
    consequences: form.consequences,
    measures: form.measures,
    risk: form.risk || null,
    riskReason: form.riskReason,
    authorityNotifiedAt: fromLocalInput(form.authorityNotifiedAt, timeZone),
    personsNotifiedAt: fromLocalInput(form.personsNotifiedAt, timeZone),
    delayReason: form.delayReason,
  };
}

/**
 * The service's own rules (the contract's schema) checked before sending: each field's first
 * message key under it, nothing sent while one is wrong.
 */
const breachResolver =
  (timeZone: string): Resolver<BreachForm> =>
  (values) => {
    const parsed = ZBreachSchema.safeParse(breachBody(values, timeZone));
    if (parsed.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]);
      errors[field] ??= { type: 'validation', message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<BreachForm> };
  };

function BreachDialog({
  companyId,
  breach,
  onClose,
}: {
  companyId: string;
  breach: TBreach | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('documents');
  const hours = breachHours();
  const { notify, locale } = useShell();
  const timeZone = useCompanyTimeZone();
  const zone = timeZoneLabel(timeZone, locale);
  const toLocalInput = (iso: string | null) => toZonedInput(iso, timeZone);
  const message = useRegisterMessage();
  const [save, { isLoading }] = useSaveBreachMutation();
  const { register, handleSubmit, setError, formState } = useForm<BreachForm>({
    resolver: breachResolver(timeZone),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      awareAt: toLocalInput(breach?.awareAt ?? new Date().toISOString()),
      occurredAt: toLocalInput(breach?.occurredAt ?? null),
      nature: breach?.nature ?? [],
      description: breach?.description ?? '',
      subjectCategories: breach?.subjectCategories ?? '',
      subjectsCount: breach?.subjectsCount?.toString() ?? '',
      dataCategories: breach?.dataCategories ?? '',
      recordsCount: breach?.recordsCount?.toString() ?? '',
      consequences: breach?.consequences ?? '',
      measures: breach?.measures ?? '',
      risk: breach?.risk ?? '',
      riskReason: breach?.riskReason ?? '',
      authorityNotifiedAt: toLocalInput(breach?.authorityNotifiedAt ?? null),
      personsNotifiedAt: toLocalInput(breach?.personsNotifiedAt ?? null),
      delayReason: breach?.delayReason ?? '',
    },
  });
  const errors = formState.errors;
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, formState.submitCount, Object.keys(errors).length > 0);
  const natureErrorId = useId();
  // The contract's rules, checked on Save and then as fields are corrected; the service checks them
  // again and says what is wrong, field by field.
  const submit = handleSubmit(async (form) => {
    const body = breachBody(form, timeZone);
    try {
      const saved = await save({ companyId, ...(breach ? { id: breach.id } : {}), breach: body }).unwrap();
      notify({
        kind: 'success',
        message: t('registers.breaches.saved', { number: saved.number }),
        timeoutMs: 5000,
      });
      onClose();
    } catch (error) {
      // A refusal of fields is said under them, once; anything else on the page.
      const marked = setServerErrors(error, setError, (path) => path.split('.')[0] as Path<BreachForm>);
      if (marked === 0)
        notify({ kind: 'error', title: t('errors.title'), message: t('registers.saveFailed') });
    }
  });
  const area = (name: Path<BreachForm>, label: string, hint?: string, required = false) => (
    <LabelledControl
      label={label}
      hint={hint}
      error={message(errors[name as keyof BreachForm]?.message)}
      required={required}
    >
      {(props) => <TextArea {...props} {...register(name)} />}
    </LabelledControl>
  );
  return (
    <RegisterDialog
      title={
        breach ? t('registers.breaches.editTitle', { number: breach.number }) : t('registers.breaches.log')
      }
      formId="breach"
      working={isLoading}
      dirty={formState.isDirty}
      onClose={onClose}
    >
      <form id="breach" ref={formRef} noValidate onSubmit={(e) => void submit(e)}>
        <Stack $gap={4}>
          <RequiredLegend>{`${t('registers.requiredLegend')} ${t('registers.breaches.timesIn', { zone })}`}</RequiredLegend>
          <Grid>
            <TextField
              type="datetime-local"
              label={t('registers.breaches.awareAt')}
              hint={t('registers.breaches.awareHint', { hours })}
              required
              error={message(errors.awareAt?.message)}
              {...register('awareAt')}
            />
            <TextField
              type="datetime-local"
              label={t('registers.breaches.occurredAt')}
              error={message(errors.occurredAt?.message)}
              {...register('occurredAt')}
            />
          </Grid>
          <fieldset>
            <legend>
              {t('registers.breaches.nature')}
              <RequiredMark />
            </legend>
            {BREACH_NATURES.map((nature) => (
              <label key={nature} style={{ display: 'block' }}>
                <input
                  type="checkbox"
                  value={nature}
                  aria-invalid={Boolean(errors.nature)}
                  aria-describedby={errors.nature ? natureErrorId : undefined}
                  {...register('nature')}
                />{' '}
                {t(`registers.natures.${nature}`)}
              </label>
            ))}
            {errors.nature ? (
              <FieldError id={natureErrorId}>{message(errors.nature.message)}</FieldError>
            ) : null}
          </fieldset>
          {area('description', t('registers.breaches.description'), undefined, true)}
          <Grid>
            <TextField
              label={t('registers.breaches.subjectCategories')}
              required
              error={message(errors.subjectCategories?.message)}
              {...register('subjectCategories')}
            />
            <TextField
              type="number"
              min={0}
              label={t('registers.breaches.subjectsCount')}
              error={message(errors.subjectsCount?.message)}
              {...register('subjectsCount')}
            />
            <TextField
              label={t('registers.breaches.dataCategories')}
              required
              error={message(errors.dataCategories?.message)}
              {...register('dataCategories')}
            />
            <TextField
              type="number"
              min={0}
              label={t('registers.breaches.recordsCount')}
              error={message(errors.recordsCount?.message)}
              {...register('recordsCount')}
            />
          </Grid>
          {area('consequences', t('registers.breaches.consequences'), undefined, true)}
          {area('measures', t('registers.breaches.measures'), undefined, true)}
          <SelectField
            label={t('registers.breaches.risk')}
            hint={t('registers.breaches.riskHint')}
            error={message(errors.risk?.message)}
            {...register('risk')}
          >
            <option value="">{t('registers.breaches.notAssessed')}</option>
            {BREACH_RISKS.map((risk) => (
              <option key={risk} value={risk}>
                {t(`registers.risks.${risk}`, { hours })}
              </option>
            ))}
          </SelectField>
          {area('riskReason', t('registers.breaches.riskReason'))}
          <Grid>
            <TextField
              type="datetime-local"
              label={t('registers.breaches.authorityNotifiedAt')}
              error={message(errors.authorityNotifiedAt?.message)}
              {...register('authorityNotifiedAt')}
            />
            <TextField
              type="datetime-local"
              label={t('registers.breaches.personsNotifiedAt')}
              error={message(errors.personsNotifiedAt?.message)}
              {...register('personsNotifiedAt')}
            />
          </Grid>
          {area(
            'delayReason',
            t('registers.breaches.delayReason'),
            t('registers.breaches.delayHint', { hours }),
          )}
        </Stack>
      </form>
    </RegisterDialog>
  );
}
