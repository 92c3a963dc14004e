import { useTranslation } from '@conform/i18n';
import { ZEmailSchema } from '@conform/contracts';
import { useAppDispatch, useMeQuery, useNavigate, useSearchParams } from '@conform/shell-contract';
import { Alert, Button, Card, Page, Stack } from '@conform/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  errorReason,
  errorStatus,
  rememberUser,
  useCompleteSignInLinkMutation,
  useSendSignInLinkMutation,
} from '../app/identityApi.ts';
import { readSettings, updateSettings } from '../app/settings.ts';
import { useShellState } from '../app/ShellProvider.tsx';
import { safeReturnPath } from '@conform/contracts';

const Field = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  font-weight: 600;
  input {
    font: inherit;
    font-weight: normal;
    padding: ${({ theme }) => theme.space(2.5)};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    max-width: 420px;
  }
`;

const FieldError = styled.span`
  color: ${({ theme }) => theme.color.danger};
  font-weight: normal;
`;

type Problem =
  | 'missing-email'
  | 'link-invalid'
  | 'link-expired'
  | 'email-mismatch'
  | 'email-in-use'
  | 'failed'
  | 'rate-limited';

function EmailForm({
  submitLabel,
  busy,
  initial = '',
  onSubmit,
}: {
  submitLabel: string;
  busy: boolean;
  initial?: string;
  onSubmit: (email: string) => void;
}) {
  const { t } = useTranslation(['account', 'shell']);
  const [email, setEmail] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZEmailSchema.safeParse(email);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'validation.email.invalid');
      return;
    }
    setError(null);
    onSubmit(parsed.data);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Field>
          {t('auth.email')}
          <input
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={error !== null}
            aria-describedby={error ? 'auth-email-error' : undefined}
          />
          {error ? <FieldError id="auth-email-error">{t(`validation:${error}`)}</FieldError> : null}
        </Field>
        <div>
          <Button type="submit" disabled={busy}>
            {submitLabel}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/**
 * /auth (docs/spec/behaviour.md §2, §4): ask for a sign-in link by e-mail, or complete one. The e-mail the link was sent to
 * is kept locally; opened elsewhere, the page asks for it again (`_auth/missing-email`).
 */
export function AuthPage() {
  const { t } = useTranslation(['account', 'shell']);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { runtime } = useShellState();
  const token = params.get('token');
  const returnUrl = safeReturnPath(params.get('returnUrl'));
  const { data: user } = useMeQuery();
  const [sendLink, sending] = useSendSignInLinkMutation();
  const [completeLink, completing] = useCompleteSignInLinkMutation();
  // A link already sent from this browser (e.g. at the end of the quiz) is what the person is waiting for.
  const [sentTo, setSentTo] = useState<string | null>(() => readSettings().pendingSignInEmail);
  const [problem, setProblem] = useState<Problem | null>(
    token && !readSettings().pendingSignInEmail ? 'missing-email' : null,
  );
  const started = useRef(false);

  const complete = async (email: string, replaceAccount = readSettings().replaceAccount) => {
    if (!token) return;
    setProblem(null);
    const result = await completeLink({ token, email, replaceAccount });
    if ('error' in result) {
      const reason = errorReason(result.error);
      setProblem(
        reason === 'link-invalid' ||
          reason === 'link-expired' ||
          reason === 'email-mismatch' ||
          reason === 'email-in-use'
          ? reason
          : 'failed',
      );
      return;
    }
    updateSettings({ pendingSignInEmail: null, replaceAccount: false });
    await dispatch(rememberUser(result.data.user));
    await navigate(safeReturnPath(result.data.returnUrl), { replace: true });
  };

  useEffect(() => {
    const pending = readSettings().pendingSignInEmail;
    if (token && pending && !started.current) {
      started.current = true;
      void complete(pending);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- completes once per link
  }, [token]);

  const request = async (email: string) => {
    const result = await sendLink({ email, returnUrl });
    if ('error' in result) {
      setProblem(errorStatus(result.error) === 429 ? 'rate-limited' : 'failed');
      setSentTo(null);
      return;
    }
    updateSettings({ pendingSignInEmail: email });
    setProblem(null);
    setSentTo(email);
  };

  if (token) {
    return (
      <Page title={t('auth.completeTitle')}>
        <Card>
          <Stack>
            {completing.isLoading ? <p>{t('auth.completing')}</p> : null}
            {problem === 'missing-email' ? (
              <>
                <Alert kind="warning" title={t('auth.missingEmailTitle')}>
                  {t('auth.missingEmail')}
                </Alert>
                <EmailForm
                  submitLabel={t('auth.confirm')}
                  busy={completing.isLoading}
                  onSubmit={(email) => void complete(email)}
                />
              </>
            ) : null}
            {problem === 'email-mismatch' ? (
              <>
                <Alert kind="error">{t('auth.emailMismatch')}</Alert>
                <EmailForm
                  submitLabel={t('auth.confirm')}
                  busy={completing.isLoading}
                  onSubmit={(email) => void complete(email)}
                />
              </>
            ) : null}
            {problem === 'email-in-use' ? (
              <>
                <Alert kind="warning" title={t('auth.emailInUseTitle')}>
                  {t('auth.emailInUse')}
                </Alert>
                <Stack $row>
                  <Button
                    onClick={() => {
                      updateSettings({ replaceAccount: true });
                      void complete(readSettings().pendingSignInEmail ?? '', true);
                    }}
                  >
                    {t('auth.replaceAccount')}
                  </Button>
                  <Button
                    variant="secondary"
                    onClick={() => void navigate(`/auth?returnUrl=${encodeURIComponent(returnUrl)}`)}
                  >
                    {t('auth.useAnotherEmail')}
                  </Button>
                </Stack>
              </>
            ) : null}
            {problem === 'link-invalid' || problem === 'link-expired' || problem === 'failed' ? (
              <>
                <Alert kind="error" title={t('errors.title')}>
                  {t(
                    problem === 'link-expired'
                      ? 'auth.linkExpired'
                      : problem === 'link-invalid'
                        ? 'auth.linkInvalid'
                        : 'auth.error',
                  )}
                </Alert>
                <Button onClick={() => void navigate(`/auth?returnUrl=${encodeURIComponent(returnUrl)}`)}>
                  {t('auth.newLink')}
                </Button>
              </>
            ) : null}
          </Stack>
        </Card>
      </Page>
    );
  }

  if (user && !user.isAnonymous) {
    return (
      <Page title={t('auth.title')}>
        <Card>
          <Stack>
            <p>{t('auth.signedInAs', { email: user.email ?? '' })}</p>
            <div>
              <Button onClick={() => void navigate(returnUrl)}>{t('auth.continue')}</Button>
            </div>
          </Stack>
        </Card>
      </Page>
    );
  }

  return (
    <Page title={t('auth.title')} subtitle={t('auth.subtitle')}>
      <Card>
        {sentTo ? (
          <Stack>
            <Alert kind="success" title={t('auth.sentTitle')}>
              {t('auth.sent', { email: sentTo })}
            </Alert>
            {runtime.mailboxUrl && runtime.environment !== 'production' ? (
              <p>
                {t('auth.localMailbox')} <a href={runtime.mailboxUrl}>{t('auth.openMailbox')}</a>
              </p>
            ) : null}
            <div>
              <Button variant="secondary" onClick={() => setSentTo(null)}>
                {t('auth.changeEmail')}
              </Button>
            </div>
          </Stack>
        ) : (
          <Stack>
            <p>{t('auth.explain')}</p>
            {problem === 'failed' ? <Alert kind="error">{t('auth.sendFailed')}</Alert> : null}
            {problem === 'rate-limited' ? <Alert kind="error">{t('auth.rateLimited')}</Alert> : null}
            <EmailForm
              submitLabel={t('auth.send')}
              busy={sending.isLoading}
              onSubmit={(email) => void request(email)}
            />
          </Stack>
        )}
      </Card>
    </Page>
  );
}
