import { legalValue } from '@conform/catalogues';
import {
  REPORT_CHANNELS,
  ZNewReportSchema,
  type TNewReport,
  type TReportAction,
  type TWhistleblowingReport,
} from '@conform/contracts';
import { useTranslation } from '@conform/i18n';
import {
  Link,
  type Locale,
  paths,
  useActiveCompany,
  useCompanyTimeZone,
  useShell,
} from '@conform/shell-contract';
import {
  Alert,
  Button,
  Card,
  formatDay,
  Page,
  RequiredLegend,
  SelectField,
  setServerErrors,
  Stack,
  TextField,
} from '@conform/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TapTargets } from '../../../components/layout.tsx';
import { useActOnReportMutation, useGetReportsQuery, useLogReportMutation } from '../api/registersApi.ts';
import {
  Actions,
  Due,
  Grid,
  Muted,
  RegisterDialog,
  RegisterState,
  Scroll,
  Table,
  Toolbar,
  useRegisterMessage,
  today,
} from './shared.tsx';

/** Whole days from today (in the company's zone) to a day (negative once passed). */
const daysTo = (day: string, timeZone: string) =>
  Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today(timeZone)}T00:00:00Z`)) / 86_400_000);

/** The figures in force today (the catalogue's dated legal figures): 7 days, 3 months. */
const figures = () => ({
  days: legalValue('WHISTLEBLOWING_ACKNOWLEDGEMENT_DAYS', new Date()),
  months: legalValue('WHISTLEBLOWING_FEEDBACK_MONTHS', new Date()),
});

type Step = TReportAction['action'];

/**
 * The whistleblowing register (Law 361/2022): each report received through the internal channel,
 * with the day to acknowledge it and the day to give feedback, and the steps recorded on their days.
 * Nothing about the person who reported is asked for.
 */
export function WhistleblowingPage() {
  const { t } = useTranslation('documents');
  const { companyId } = useActiveCompany();
  const { locale } = useShell();
  const { data, isLoading, isError, refetch } = useGetReportsQuery(companyId);
  const [logging, setLogging] = useState(false);
  const [acting, setActing] = useState<{ report: TWhistleblowingReport; action: Step } | null>(null);
  const reports = data?.reports ?? [];

  return (
    <Page title={t('registers.whistleblowing.title')} subtitle={t('registers.whistleblowing.subtitle')}>
      <TapTargets>
        <Stack $gap={6}>
          <Toolbar>
            <Link to={paths.documents(companyId)}>← {t('registers.back')}</Link>
            <Actions>
              <Link to={`${paths.documents(companyId)}/deadlines`}>{t('registers.openDeadlines')}</Link>
              <Button onClick={() => setLogging(true)}>{t('registers.whistleblowing.log')}</Button>
            </Actions>
          </Toolbar>
          <RegisterState
            loading={isLoading}
            failed={isError}
            retry={() => void refetch()}
            empty={data && reports.length === 0 ? t('registers.whistleblowing.empty') : null}
          />
          {reports.length > 0 ? (
            <Card>
              <Scroll>
                <Table aria-label={t('registers.whistleblowing.title')}>
                  <thead>
                    <tr>
                      <th scope="col">{t('registers.whistleblowing.number')}</th>
                      <th scope="col">{t('registers.whistleblowing.about')}</th>
                      <th scope="col">{t('registers.whistleblowing.received')}</th>
                      <th scope="col">{t('registers.whistleblowing.acknowledgeBy')}</th>
                      <th scope="col">{t('registers.whistleblowing.feedbackBy')}</th>
                      <th scope="col">{t('registers.actions')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {reports.map((r) => (
                      <ReportRow
                        key={r.id}
                        report={r}
                        locale={locale}
                        onAct={(action) => setActing({ report: r, action })}
                      />
                    ))}
                  </tbody>
                </Table>
              </Scroll>
            </Card>
          ) : null}
          <Alert kind="info" title={t('registers.whistleblowing.howTitle')}>
            {t('registers.whistleblowing.how', figures())}
          </Alert>
        </Stack>
      </TapTargets>
      {logging ? <LogReportDialog companyId={companyId} onClose={() => setLogging(false)} /> : null}
      {acting ? (
        <ReportStepDialog
          companyId={companyId}
          report={acting.report}
          action={acting.action}
          onClose={() => setActing(null)}
        />
      ) : null}
    </Page>
  );
}

/** A clock's cell: its day, then done on a day, or the time left in words. */
function Clock({
  due,
  doneOn,
  done,
  closed,
  locale,
}: {
  due: string;
  doneOn: string | null;
  done: string;
  closed: boolean;
  locale: Locale;
}) {
  const { t } = useTranslation('documents');
  const timeZone = useCompanyTimeZone();
  const left = daysTo(due, timeZone);
  return (
    <>
      {formatDay(due, locale)}
      <br />
      {doneOn ? (
        <Due $tone="done">{t(done, { day: formatDay(doneOn, locale) })}</Due>
      ) : closed ? null : (
        <Due $tone={left < 0 ? 'late' : left <= 2 ? 'soon' : 'ok'}>
          {left < 0
            ? t('registers.requests.overdue', { count: -left })
            : left === 0
              ? t('registers.requests.dueToday')
              : t('registers.requests.daysLeft', { count: left })}
        </Due>
      )}
    </>
  );
}

function ReportRow({
  report: r,
  locale,
  onAct,
}: {
  report: TWhistleblowingReport;
  locale: Locale;
  onAct: (action: Step) => void;
}) {
  const { t } = useTranslation('documents');
  const closed = r.closedOn !== null;
  return (
    <tr>
      <td data-label={t('registers.whistleblowing.number')}>{r.number}</td>
      <td data-label={t('registers.whistleblowing.about')}>
        {r.subject ?? '—'}
        <br />
        <Muted>
          {t(`registers.reportChannels.${r.channel}`)}
          {r.reference ? ` · ${r.reference}` : ''}
        </Muted>
        {closed ? (
          <>
            <br />
            <Muted>{t('registers.whistleblowing.closedOn', { day: formatDay(r.closedOn!, locale) })}</Muted>
          </>
        ) : null}
      </td>
      <td data-label={t('registers.whistleblowing.received')}>{formatDay(r.receivedOn, locale)}</td>
      <td data-label={t('registers.whistleblowing.acknowledgeBy')}>
        <Clock
          due={r.acknowledgeBy}
          doneOn={r.acknowledgedOn}
          done="registers.whistleblowing.acknowledgedOn"
          closed={closed}
          locale={locale}
        />
      </td>
      <td data-label={t('registers.whistleblowing.feedbackBy')}>
        <Clock
          due={r.feedbackBy}
          doneOn={r.feedbackOn}
          done="registers.whistleblowing.feedbackOn"
          closed={closed}
          locale={locale}
        />
      </td>
      <td data-label={t('registers.actions')}>
        {closed ? null : (
          <Actions>
            {r.acknowledgedOn === null ? (
              <Button variant="link" onClick={() => onAct('ACKNOWLEDGE')}>
                {t('registers.whistleblowing.acknowledge')}
              </Button>
            ) : null}
            {r.feedbackOn === null ? (
              <Button variant="link" onClick={() => onAct('FEEDBACK')}>
                {t('registers.whistleblowing.feedback')}
              </Button>
            ) : null}
            <Button variant="link" onClick={() => onAct('CLOSE')}>
              {t('registers.whistleblowing.close')}
            </Button>
          </Actions>
        )}
      </td>
    </tr>
  );
}

function LogReportDialog({ companyId, onClose }: { companyId: string; onClose: () => void }) {
  const { t } = useTranslation('documents');
  const { notify, locale } = useShell();
  const timeZone = useCompanyTimeZone();
  const message = useRegisterMessage();
  const [logReport, { isLoading }] = useLogReportMutation();
  const { register, handleSubmit, setError, formState } = useForm<
    TNewReport,
    unknown,
    z.output<typeof ZNewReportSchema>
  >({
    resolver: zodResolver(ZNewReportSchema),
    defaultValues: { receivedOn: today(timeZone), channel: 'INTERNAL_FORM', reference: '', subject: '' },
  });
  const errors = formState.errors;
  const submit = handleSubmit(async (report) => {
    try {
      const logged = await logReport({ companyId, report }).unwrap();
      notify({
        kind: 'success',
        message: t('registers.whistleblowing.logged', {
          number: logged.number,
          day: formatDay(logged.acknowledgeBy, locale),
        }),
        timeoutMs: 6000,
      });
      onClose();
    } catch (error) {
      // A refusal of fields is said under them, once; anything else on the page.
      if (setServerErrors(error, setError) === 0) {
        notify({ kind: 'error', title: t('errors.title'), message: t('registers.saveFailed') });
      }
    }
  });
  return (
    <RegisterDialog
      title={t('registers.whistleblowing.log')}
      formId="log-report"
      working={isLoading}
      dirty={formState.isDirty}
      onClose={onClose}
    >
      <form id="log-report" noValidate onSubmit={(e) => void submit(e)}>
        <Stack $gap={4}>
          <RequiredLegend>{t('registers.requiredLegend')}</RequiredLegend>
          <Grid>
            <TextField
              type="date"
              label={t('registers.whistleblowing.received')}
              required
              max={today(timeZone)}
              error={message(errors.receivedOn?.message)}
              {...register('receivedOn')}
            />
            <SelectField
              label={t('registers.whistleblowing.channel')}
              required
              error={message(errors.channel?.message)}
              {...register('channel')}
            >
              {REPORT_CHANNELS.map((channel) => (
                <option key={channel} value={channel}>
                  {t(`registers.reportChannels.${channel}`)}
                </option>
              ))}
            </SelectField>
          </Grid>
          <TextField
            label={t('registers.whistleblowing.reference')}
            hint={t('registers.whistleblowing.referenceHint')}
            autoComplete="off"
            error={message(errors.reference?.message)}
            {...register('reference')}
          />
          <TextField
            label={t('registers.whistleblowing.subject')}
            hint={t('registers.whistleblowing.subjectHint')}
            autoComplete="off"
            error={message(errors.subject?.message)}
            {...register('subject')}
          />
        </Stack>
      </form>
    </RegisterDialog>
  );
}

function ReportStepDialog({
  companyId,
  report,
  action,
  onClose,
}: {
  companyId: string;
  report: TWhistleblowingReport;
  action: Step;
  onClose: () => void;
}) {
  const { t } = useTranslation('documents');
  const { notify } = useShell();
  const timeZone = useCompanyTimeZone();
  const message = useRegisterMessage();
  const [act, { isLoading }] = useActOnReportMutation();
  const { register, handleSubmit, setError, formState } = useForm<{ on: string }>({
    defaultValues: { on: today(timeZone) },
  });
  const submit = handleSubmit(async ({ on }) => {
    try {
      await act({ companyId, id: report.id, action: { action, on } }).unwrap();
      notify({ kind: 'success', message: t(`registers.whistleblowing.done.${action}`), timeoutMs: 4000 });
      onClose();
    } catch (error) {
      if (setServerErrors(error, setError, () => 'on') === 0) {
        notify({ kind: 'error', title: t('errors.title'), message: t('registers.saveFailed') });
      }
    }
  });
  return (
    <RegisterDialog
      title={t(`registers.whistleblowing.dialog.${action}`, { number: report.number })}
      formId="report-step"
      working={isLoading}
      dirty={formState.isDirty}
      onClose={onClose}
    >
      <form id="report-step" noValidate onSubmit={(e) => void submit(e)}>
        <Stack $gap={4}>
          <p>{t(`registers.whistleblowing.explain.${action}`, figures())}</p>
          <TextField
            type="date"
            label={t('registers.requests.on')}
            min={action === 'FEEDBACK' ? (report.acknowledgedOn ?? report.receivedOn) : report.receivedOn}
            max={today(timeZone)}
            error={message(formState.errors.on?.message)}
            {...register('on')}
          />
        </Stack>
      </form>
    </RegisterDialog>
  );
}
