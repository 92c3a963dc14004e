import {
  REQUEST_CHANNELS,
  REQUEST_RIGHTS,
  ZNewRequestSchema,
  type TDataSubjectRequest,
  type TNewRequest,
  type TRequestAction,
} from '@conform/contracts';
import { useTranslation } from '@conform/i18n';
import { type Locale, useActiveCompany, useCompanyTimeZone, useShell } from '@conform/shell-contract';
import {
  Alert,
  Button,
  formatDateTime,
  formatDay,
  LabelledControl,
  Page,
  RequiredLegend,
  SelectField,
  setServerErrors,
  Stack,
  TextArea,
  TextField,
} from '@conform/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { useActOnRequestMutation, useGetRequestsQuery, useLogRequestMutation } from '../api/registersApi.ts';
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
  today,
} from './shared.tsx';
import { TapTargets } from '../../../components/layout.tsx';

/** A request's history, folded under its status: what happened on which day, and why. */
const History = styled.details`
  margin-top: ${({ theme }) => theme.space(1.5)};
  font-size: 0.875rem;
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.color.textMuted};
  }
  ol {
    margin: ${({ theme }) => `${theme.space(1.5)} 0 0`};
    padding-left: ${({ theme }) => theme.space(4)};
  }
  li + li {
    margin-top: ${({ theme }) => theme.space(1)};
  }
`;

/**
 * The data-subject requests register (Arts. 12, 15–22): every request with the day its answer is
 * due, the extension, the answer or refusal, the matching response template and the spreadsheet.
 */
export function RequestsPage() {
  const { t } = useTranslation('documents');
  const { companyId } = useActiveCompany();
  const { locale } = useShell();
  const { data, isLoading, isError, refetch } = useGetRequestsQuery(companyId);
  const [logging, setLogging] = useState(false);
  const [acting, setActing] = useState<{
    request: TDataSubjectRequest;
    action: TRequestAction['action'];
  } | null>(null);
  const requests = data?.requests ?? [];
  const open = requests.filter((r) => r.daysLeft !== null);

  return (
    <Page title={t('registers.requests.title')} subtitle={t('registers.requests.subtitle')}>
      <TapTargets>
        <Stack $gap={6}>
          <RegisterToolbar companyId={companyId} register="requests">
            <Button onClick={() => setLogging(true)}>{t('registers.requests.log')}</Button>
          </RegisterToolbar>
          {open.some((r) => (r.daysLeft ?? 0) < 0) ? (
            <Alert kind="error" title={t('registers.requests.lateTitle')}>
              {t('registers.requests.late')}
            </Alert>
          ) : null}
          <RegisterState
            loading={isLoading}
            failed={isError}
            retry={() => void refetch()}
            empty={data && requests.length === 0 ? t('registers.requests.empty') : null}
          />
          {requests.length > 0 ? (
            <RegisterCard>
              <Scroll>
                <Table>
                  <thead>
                    <tr>
                      <th scope="col">{t('registers.requests.number')}</th>
                      <th scope="col">{t('registers.requests.right')}</th>
                      <th scope="col">{t('registers.requests.person')}</th>
                      <th scope="col">{t('registers.requests.received')}</th>
                      <th scope="col">{t('registers.requests.deadline')}</th>
                      <th scope="col">{t('registers.requests.status')}</th>
                      <th scope="col">{t('registers.actions')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {requests.map((r) => (
                      <RequestRow
                        key={r.id}
                        request={r}
                        companyId={companyId}
                        locale={locale}
                        onAct={(action) => setActing({ request: r, action })}
                      />
                    ))}
                  </tbody>
                </Table>
              </Scroll>
            </RegisterCard>
          ) : null}
          <Alert kind="info" title={t('registers.requests.howTitle')}>
            {t('registers.requests.how')}
          </Alert>
        </Stack>
      </TapTargets>
      {logging ? <LogRequestDialog companyId={companyId} onClose={() => setLogging(false)} /> : null}
      {acting ? (
        <ActionDialog
          companyId={companyId}
          request={acting.request}
          action={acting.action}
          onClose={() => setActing(null)}
        />
      ) : null}
    </Page>
  );
}

function RequestRow({
  request: r,
  companyId,
  locale,
  onAct,
}: {
  request: TDataSubjectRequest;
  companyId: string;
  locale: Locale;
  onAct: (action: TRequestAction['action']) => void;
}) {
  const { t } = useTranslation('documents');
  const { open: openDraftOf, opening } = useOpenDraft(companyId);
  const left = r.daysLeft;
  const tone = left === null ? 'done' : left < 0 ? 'late' : left <= 7 ? 'soon' : 'ok';
  // Open: not answered or refused (a paused request has no days left but is still open).
  const open = left !== null || r.paused;
  const openTemplate = () => openDraftOf('requests', r.id);
  return (
    <tr>
      <td data-label={t('registers.requests.number')}>{r.number}</td>
      <td data-label={t('registers.requests.right')}>{t(`registers.rights.${r.right}`)}</td>
      <td data-label={t('registers.requests.person')}>
        {r.person}
        <br />
        <Muted>{t(`registers.channels.${r.channel}`)}</Muted>
      </td>
      <td data-label={t('registers.requests.received')}>{formatDay(r.receivedOn, locale)}</td>
      <td data-label={t('registers.requests.deadline')}>
        {formatDay(r.deadline, locale)}
        <br />
        <Due $tone={tone}>
          {r.paused
            ? t('registers.requests.paused')
            : left === null
              ? t('registers.requests.closedOn', { day: formatDay(r.closedOn ?? r.deadline, locale) })
              : left < 0
                ? t('registers.requests.overdue', { count: -left })
                : left === 0
                  ? t('registers.requests.dueToday')
                  : t('registers.requests.daysLeft', { count: left })}
        </Due>
      </td>
      <td data-label={t('registers.requests.status')}>
        {t(`registers.statuses.${r.status}`)}
        {r.paused && r.identityRequestedOn ? (
          <>
            <br />
            <Muted>
              {t('registers.requests.pausedSince', { day: formatDay(r.identityRequestedOn, locale) })}
            </Muted>
          </>
        ) : null}
        {r.extensionReason ? (
          <>
            <br />
            <Muted>{r.extensionReason}</Muted>
          </>
        ) : null}
        <RequestHistory request={r} locale={locale} />
      </td>
      <td data-label={t('registers.actions')}>
        <Actions>
          <Button variant="link" disabled={opening} onClick={() => void openTemplate()}>
            {t('registers.requests.template')}
          </Button>
          {open ? (
            <>
              <Button variant="link" onClick={() => onAct('ANSWER')}>
                {t('registers.requests.answer')}
              </Button>
              {r.paused ? (
                <Button variant="link" onClick={() => onAct('CONFIRM_IDENTITY')}>
                  {t('registers.requests.confirmIdentity')}
                </Button>
              ) : null}
              {r.identityRequestedOn === null && left !== null && left >= 0 ? (
                <Button variant="link" onClick={() => onAct('REQUEST_IDENTITY')}>
                  {t('registers.requests.requestIdentity')}
                </Button>
              ) : null}
              {r.status === 'OPEN' && !r.paused && left !== null && left >= 0 ? (
                <Button variant="link" onClick={() => onAct('EXTEND')}>
                  {t('registers.requests.extend')}
                </Button>
              ) : null}
              <Button variant="link" onClick={() => onAct('REFUSE')}>
                {t('registers.requests.refuse')}
              </Button>
            </>
          ) : null}
        </Actions>
      </td>
    </tr>
  );
}

/**
 * Every status the request went through (kept by the service: received, extended, answered or
 * refused), with the day it happened, the reason or note given and when it was entered.
 */
function RequestHistory({ request, locale }: { request: TDataSubjectRequest; locale: Locale }) {
  const { t } = useTranslation('documents');
  const timeZone = useCompanyTimeZone();
  if (request.history.length === 0) return null;
  return (
    <History>
      <summary>{t('registers.requests.history', { n: request.history.length })}</summary>
      <ol>
        {request.history.map((entry, index) => (
          <li key={`${entry.at}-${index}`}>
            {t(`registers.requests.historyEvents.${entry.event ?? entry.status}`, {
              day: entry.on ? formatDay(entry.on, locale) : formatDateTime(entry.at, locale, timeZone),
            })}
            {entry.note ? (
              <>
                <br />
                <Muted>{entry.note}</Muted>
              </>
            ) : null}
            <br />
            <Muted>
              {t('registers.requests.entered', { at: formatDateTime(entry.at, locale, timeZone) })}
            </Muted>
          </li>
        ))}
      </ol>
    </History>
  );
}

function LogRequestDialog({ companyId, onClose }: { companyId: string; onClose: () => void }) {
  const { t } = useTranslation('documents');
  const { notify } = useShell();
  const timeZone = useCompanyTimeZone();
  const message = useRegisterMessage();
  const [logRequest, { isLoading }] = useLogRequestMutation();
  const { register, handleSubmit, setError, formState } = useForm<
    TNewRequest,
    unknown,
    z.output<typeof ZNewRequestSchema>
  >({
    resolver: zodResolver(ZNewRequestSchema),
    defaultValues: { right: 'ACCESS', channel: 'EMAIL', receivedOn: today(timeZone), person: '', notes: '' },
  });
  const errors = formState.errors;
  const submit = handleSubmit(async (request) => {
    try {
      const logged = await logRequest({ companyId, request }).unwrap();
      notify({
        kind: 'success',
        message: t('registers.requests.logged', { number: logged.number, day: logged.deadline }),
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
      title={t('registers.requests.log')}
      formId="log-request"
      working={isLoading}
      dirty={formState.isDirty}
      onClose={onClose}
    >
      <form id="log-request" noValidate onSubmit={(e) => void submit(e)}>
        <Stack $gap={4}>
          <RequiredLegend>{t('registers.requiredLegend')}</RequiredLegend>
          <SelectField
            label={t('registers.requests.right')}
            required
            error={message(errors.right?.message)}
            {...register('right')}
          >
            {REQUEST_RIGHTS.map((right) => (
              <option key={right} value={right}>
                {t(`registers.rights.${right}`)}
              </option>
            ))}
          </SelectField>
          <Grid>
            <TextField
              type="date"
              label={t('registers.requests.received')}
              required
              max={today(timeZone)}
              error={message(errors.receivedOn?.message)}
              {...register('receivedOn')}
            />
            <SelectField
              label={t('registers.requests.channel')}
              required
              error={message(errors.channel?.message)}
              {...register('channel')}
            >
              {REQUEST_CHANNELS.map((channel) => (
                <option key={channel} value={channel}>
                  {t(`registers.channels.${channel}`)}
                </option>
              ))}
            </SelectField>
          </Grid>
          <TextField
            label={t('registers.requests.person')}
            required
            hint={t('registers.requests.personHint')}
            autoComplete="off"
            error={message(errors.person?.message)}
            {...register('person')}
          />
          <LabelledControl label={t('registers.requests.notes')} error={message(errors.notes?.message)}>
            {(props) => <TextArea {...props} {...register('notes')} />}
          </LabelledControl>
        </Stack>
      </form>
    </RegisterDialog>
  );
}

interface ActionForm {
  on: string;
  text: string;
}

function ActionDialog({
  companyId,
  request,
  action,
  onClose,
}: {
  companyId: string;
  request: TDataSubjectRequest;
  action: TRequestAction['action'];
  onClose: () => void;
}) {
  const { t } = useTranslation('documents');
  const { notify, locale } = useShell();
  const timeZone = useCompanyTimeZone();
  const message = useRegisterMessage();
  const [act, { isLoading }] = useActOnRequestMutation();
  const { register, handleSubmit, setError, formState } = useForm<ActionForm>({
    defaultValues: { on: today(timeZone), text: '' },
  });
  // The identity check records a day only; the others a reason or a note.
  const identity = action === 'REQUEST_IDENTITY' || action === 'CONFIRM_IDENTITY';
  const needsText = action === 'EXTEND' || action === 'REFUSE';
  const submit = handleSubmit(async ({ on, text }) => {
    if (needsText && !text.trim()) {
      setError('text', { message: 'validation.required' }, { shouldFocus: true });
      return;
    }
    const body: TRequestAction =
      action === 'EXTEND'
        ? { action, reason: text }
        : action === 'REFUSE'
          ? { action, on, reason: text }
          : action === 'ANSWER'
            ? { action, on, note: text || null }
            : { action, on };
    try {
      const done = await act({ companyId, id: request.id, action: body }).unwrap();
      notify({
        kind: 'success',
        message: t(`registers.requests.done.${action}`, { day: formatDay(done.deadline, locale) }),
        timeoutMs: 4000,
      });
      onClose();
    } catch (error) {
      if (setServerErrors(error, setError, (path) => (path === 'on' ? 'on' : 'text')) === 0) {
        notify({ kind: 'error', title: t('errors.title'), message: t('registers.saveFailed') });
      }
    }
  });
  return (
    <RegisterDialog
      title={t(`registers.requests.dialog.${action}`, { number: request.number })}
      formId="request-action"
      working={isLoading}
      dirty={formState.isDirty}
      onClose={onClose}
    >
      <form id="request-action" noValidate onSubmit={(e) => void submit(e)}>
        <Stack $gap={4}>
          <p>{t(`registers.requests.explain.${action}`)}</p>
          <RequiredLegend>{t('registers.requiredLegend')}</RequiredLegend>
          {action !== 'EXTEND' ? (
            <TextField
              type="date"
              label={t('registers.requests.on')}
              required
              min={
                action === 'CONFIRM_IDENTITY'
                  ? (request.identityRequestedOn ?? request.receivedOn)
                  : request.receivedOn
              }
              max={today(timeZone)}
              error={message(formState.errors.on?.message)}
              {...register('on')}
            />
          ) : null}
          {identity ? null : (
            <LabelledControl
              label={t(`registers.requests.textLabel.${action}`)}
              error={message(formState.errors.text?.message)}
              required={needsText}
            >
              {(props) => <TextArea {...props} {...register('text')} />}
            </LabelledControl>
          )}
        </Stack>
      </form>
    </RegisterDialog>
  );
}
