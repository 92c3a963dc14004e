import { useTranslation } from '@conform/i18n';
import {
  ZAcknowledgementInviteSchema,
  type TAcknowledgementRequest,
  type TAcknowledgementStatus,
  type TCompanyDocument,
} from '@conform/contracts';
import { useCompanyTimeZone, useLeaveGuard, useShell, useValidationMessage } from '@conform/shell-contract';
import {
  Alert,
  Button,
  formatDateTime,
  LabelledControl,
  Modal,
  Spinner,
  Stack,
  StatusChip,
  TextArea,
  type ChipTone,
} from '@conform/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { pickText } from '../../../lib/localized.ts';
import {
  useAcknowledgementsQuery,
  useCreateAcknowledgementLinkMutation,
  useInviteToAcknowledgeMutation,
  useRemindToAcknowledgeMutation,
  useRevokeAcknowledgementLinkMutation,
} from '../api/acknowledgementsApi.ts';

/** Wide tables scroll inside the dialog, never the page. */
const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.95rem;
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(2)}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    overflow-wrap: anywhere;
  }
  th {
    font-weight: 600;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const TONES: Record<TAcknowledgementStatus, ChipTone> = {
  CONFIRMED: 'success',
  PENDING: 'info',
  EXPIRED: 'warning',
  OUTDATED: 'neutral',
};

const Section = styled.section`
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1rem;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

const LinkBox = styled.input`
  width: 100%;
  font: inherit;
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

/** The addresses as typed: one per line, or separated by commas, semicolons or spaces. */
export const addressesOf = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

interface ErrorBody {
  status?: number;
  data?: { code?: string; details?: { nextAt?: string } };
}

/**
 * "Read confirmations" of a document (staff acknowledgement), from its row's menu: invite people by
 * e-mail to read the current version, share one link, remind those who have not confirmed (once a
 * day), and see who confirmed which version and when. A request for an earlier version is shown as
 * outdated: the admin invites again for the new one.
 */
export function AcknowledgementsDialog({
  companyId,
  document,
  onClose,
}: {
  companyId: string;
  document: TCompanyDocument;
  onClose: () => void;
}) {
  const { t } = useTranslation('documents');
  const { locale, edition, notify } = useShell();
  const timeZone = useCompanyTimeZone();
  const message = useValidationMessage('documents', 'acknowledgements');
  const args = { companyId, type: document.type };
  const { data, isLoading, isError, refetch } = useAcknowledgementsQuery(args);
  const [invite, { isLoading: inviting }] = useInviteToAcknowledgeMutation();
  const [createLink, { isLoading: linking }] = useCreateAcknowledgementLinkMutation();
  const [revokeLink, { isLoading: revoking }] = useRevokeAcknowledgementLinkMutation();
  const [remind, { isLoading: reminding }] = useRemindToAcknowledgeMutation();
  const [emails, setEmails] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [shared, setShared] = useState<{ url: string; expiresAt: string } | null>(null);
  const guard = useLeaveGuard(emails.trim() !== '');
  const close = () => guard.confirmLeave(onClose);
  const name = pickText(document.name, locale, edition);
  const failed = (text: string) => notify({ kind: 'error', title: t('errors.title'), message: text });

  const current = data?.requests.find((r) => !r.outdated && r.version === data.currentVersion);
  const pending = current ? current.counts.pending + current.counts.expired : 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZAcknowledgementInviteSchema.safeParse({ emails: addressesOf(emails), language: locale });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const bad = typeof issue.path[1] === 'number' ? addressesOf(emails)[issue.path[1]] : undefined;
      const text = message(
        issue.message.startsWith('validation.email.') ? 'validation.emails.invalid' : issue.message,
      );
      setError(bad ? t('acknowledgements.invalidAddress', { message: text, address: bad }) : text);
      return;
    }
    setError(undefined);
    try {
      const done = await invite({ ...args, invite: parsed.data }).unwrap();
      setEmails('');
      notify({
        kind: 'success',
        message: t('acknowledgements.invited', { count: done.invited, already: done.alreadyInvited }),
        timeoutMs: 6000,
      });
    } catch (err) {
      const details = (err as { data?: { details?: Array<{ message: string }> } }).data?.details;
      if (Array.isArray(details) && details[0]) setError(message(details[0].message));
      else failed(t('acknowledgements.failed'));
    }
  };

  const newLink = async () => {
    try {
      setShared(await createLink(args).unwrap());
    } catch {
      failed(t('acknowledgements.failed'));
    }
  };
  const copy = async () => {
    if (!shared) return;
    try {
      await navigator.clipboard.writeText(shared.url);
      notify({ kind: 'success', message: t('acknowledgements.link.copied'), timeoutMs: 4000 });
    } catch {
      failed(t('acknowledgements.link.copyFailed'));
    }
  };
  const revoke = async () => {
    try {
      await revokeLink(args).unwrap();
      setShared(null);
      notify({ kind: 'success', message: t('acknowledgements.link.revoked'), timeoutMs: 4000 });
    } catch {
      failed(t('acknowledgements.failed'));
    }
  };
  const sendReminders = async () => {
    try {
      const done = await remind(args).unwrap();
      notify({
        kind: 'success',
        message: t('acknowledgements.reminded', { count: done.reminded }),
        timeoutMs: 6000,
      });
    } catch (err) {
      const refusal = err as ErrorBody;
      if (refusal.status === 429 && refusal.data?.details?.nextAt)
        failed(
          t('acknowledgements.remindLater', {
            at: formatDateTime(refusal.data.details.nextAt, locale, timeZone),
          }),
        );
      else failed(t('acknowledgements.failed'));
    }
  };

  return (
    <Modal
      open
      title={t('acknowledgements.title', { name })}
      closeLabel={t('preview.close')}
      onClose={close}
      working={inviting}
      workingLabel={t('acknowledgements.sending')}
      actions={
        <Button variant="secondary" onClick={close}>
          {t('versions.close')}
        </Button>
      }
    >
      <Stack $gap={5}>
        <p>{t('acknowledgements.intro', { version: document.version })}</p>
        <Section aria-labelledby="ack-invite">
          <h3 id="ack-invite">{t('acknowledgements.inviteTitle')}</h3>
          <form id="ack-invite-form" noValidate onSubmit={(e) => void submit(e)}>
            <Stack $gap={3}>
              <LabelledControl
                label={t('acknowledgements.emails')}
                hint={t('acknowledgements.emailsHint')}
                error={error}
                required
              >
                {(props) => (
                  <TextArea
                    {...props}
                    rows={4}
                    autoComplete="off"
                    value={emails}
                    onChange={(e) => {
                      setEmails(e.target.value);
                      if (error) setError(undefined);
                    }}
                  />
                )}
              </LabelledControl>
              <div>
                <Button type="submit" disabled={inviting}>
                  {t('acknowledgements.send')}
                </Button>
              </div>
            </Stack>
          </form>
        </Section>

        <Section aria-labelledby="ack-link">
          <h3 id="ack-link">{t('acknowledgements.link.title')}</h3>
          <p>{t('acknowledgements.link.hint')}</p>
          {shared ? (
            <Stack $gap={2}>
              <LabelledControl
                label={t('acknowledgements.link.label')}
                hint={t('acknowledgements.link.until', {
                  at: formatDateTime(shared.expiresAt, locale, timeZone),
                })}
              >
                {(props) => (
                  <LinkBox {...props} readOnly value={shared.url} onFocus={(e) => e.target.select()} />
                )}
              </LabelledControl>
              <Stack $row>
                <Button onClick={() => void copy()}>{t('acknowledgements.link.copy')}</Button>
                <Button variant="secondary" disabled={revoking} onClick={() => void revoke()}>
                  {t('acknowledgements.link.revoke')}
                </Button>
              </Stack>
            </Stack>
          ) : (
            <Stack $row>
              {current?.link?.active ? (
                <>
                  <span>
                    {t('acknowledgements.link.active', {
                      at: formatDateTime(current.link.expiresAt, locale, timeZone),
                    })}
                  </span>
                  <Button variant="secondary" disabled={revoking} onClick={() => void revoke()}>
                    {t('acknowledgements.link.revoke')}
                  </Button>
                </>
              ) : null}
              <Button variant="secondary" disabled={linking} onClick={() => void newLink()}>
                {current?.link?.active
                  ? t('acknowledgements.link.replace')
                  : t('acknowledgements.link.create')}
              </Button>
            </Stack>
          )}
        </Section>

        <Section aria-labelledby="ack-who">
          <h3 id="ack-who">{t('acknowledgements.whoTitle')}</h3>
          {isLoading ? <Spinner label={t('acknowledgements.loading')} /> : null}
          {isError ? (
            <Alert kind="error" title={t('errors.title')}>
              <Stack $row>
                {t('acknowledgements.loadFailed')}
                <Button variant="link" onClick={() => void refetch()}>
                  {t('page.retry')}
                </Button>
              </Stack>
            </Alert>
          ) : null}
          {data && data.requests.length === 0 ? <p>{t('acknowledgements.none')}</p> : null}
          {current ? (
            <Stack $row>
              <span>{t('acknowledgements.pendingCount', { count: pending })}</span>
              <Button
                variant="secondary"
                disabled={reminding || pending === 0}
                onClick={() => void sendReminders()}
              >
                {t('acknowledgements.remind')}
              </Button>
            </Stack>
          ) : null}
          {data?.requests.map((request) => (
            <RequestTable key={request.id} request={request} currentVersion={data.currentVersion} />
          ))}
        </Section>
      </Stack>
      {guard.dialog}
    </Modal>
  );
}

function RequestTable({
  request,
  currentVersion,
}: {
  request: TAcknowledgementRequest;
  currentVersion: number | null;
}) {
  const { t } = useTranslation('documents');
  const { locale } = useShell();
  const timeZone = useCompanyTimeZone();
  const headingId = `ack-version-${request.version}`;
  const confirmed = request.counts.confirmed;
  const asked = request.counts.invited + request.people.filter((p) => p.via === 'LINK').length;
  return (
    <Section aria-labelledby={headingId}>
      <h4 id={headingId}>
        {t('acknowledgements.version', { version: request.version })}{' '}
        {request.outdated ? (
          <StatusChip $tone="neutral">{t('acknowledgements.status.OUTDATED')}</StatusChip>
        ) : null}
      </h4>
      <p>{t('acknowledgements.completion', { confirmed, asked })}</p>
      {request.outdated ? <p>{t('acknowledgements.outdatedHint', { version: currentVersion })}</p> : null}
      {request.people.length > 0 ? (
        <Scroll>
          <Table>
            <thead>
              <tr>
                <th scope="col">{t('acknowledgements.columns.person')}</th>
                <th scope="col">{t('acknowledgements.columns.status')}</th>
                <th scope="col">{t('acknowledgements.columns.name')}</th>
                <th scope="col">{t('acknowledgements.columns.confirmedAt')}</th>
              </tr>
            </thead>
            <tbody>
              {request.people.map((person) => (
                <tr key={person.id}>
                  <td data-label={t('acknowledgements.columns.person')}>
                    {person.email ?? t('acknowledgements.throughLink')}
                  </td>
                  <td data-label={t('acknowledgements.columns.status')}>
                    <StatusChip $tone={TONES[person.status]}>
                      {t(`acknowledgements.status.${person.status}`)}
                    </StatusChip>
                  </td>
                  <td data-label={t('acknowledgements.columns.name')}>{person.fullName ?? '—'}</td>
                  <td data-label={t('acknowledgements.columns.confirmedAt')}>
                    {person.confirmedAt ? formatDateTime(person.confirmedAt, locale, timeZone) : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      ) : null}
    </Section>
  );
}
