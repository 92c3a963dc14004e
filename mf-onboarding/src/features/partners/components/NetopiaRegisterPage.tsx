import { useTranslation } from '@conform/i18n';
import { ZPartnerCreateUserSchema } from '@conform/contracts';
import {
  Navigate,
  useNavigate,
  useSearchParams,
  useShell,
  useValidationMessage,
} from '@conform/shell-contract';
import {
  Alert,
  Button,
  Card,
  Page,
  RequiredLegend,
  setServerErrors,
  Stack,
  TextField,
  useFocusFirstInvalid,
} from '@conform/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { funnelPaths } from '../../../lib/paths.ts';
import { useNetopiaCreateUserMutation } from '../api/partnersApi.ts';

/** docs/spec/behaviour.md §9: the registration's success is shown 0.5 s before the way on. */
export const REGISTRATION_DELAY_MS = 500;

const ZRegistrationSchema = ZPartnerCreateUserSchema.pick({ email: true, name: true });
type TRegistrationInput = z.input<typeof ZRegistrationSchema>;
type TRegistration = z.output<typeof ZRegistrationSchema>;

type Problem = 'already-exists' | 'failed';

/** The `details.reason` of an identity error answer, when there is one. */
function reasonOf(error: unknown): string | undefined {
  const data = (error as { data?: { details?: { reason?: unknown } } } | undefined)?.data;
  return typeof data?.details?.reason === 'string' ? data.details.reason : undefined;
}

/**
 * /netopia/auth?token= (docs/spec/behaviour.md §2, §5): the partner's customer registers with an e-mail and a name
 * (checked on blur and on submit); the account is created for the token's customer and signed in with
 * the custom token identity answers. Already signed in: back to /netopia with the token. No token: the
 * createUser error.
 */
export function NetopiaRegisterPage() {
  const { t } = useTranslation('onboarding');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const shell = useShell();
  const navigate = useNavigate();
  const message = useValidationMessage('onboarding');
  const [createUser, creating] = useNetopiaCreateUserMutation();
  const [problem, setProblem] = useState<Problem | null>(null);
  const [registered, setRegistered] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, submitCount },
  } = useForm<TRegistrationInput, unknown, TRegistration>({
    resolver: zodResolver(ZRegistrationSchema),
    // Checked when a field is left, then as it is corrected: an error must not vanish (and move the
    // button) only as the button is pressed.
    mode: 'onTouched',
    defaultValues: { email: '', name: '' },
  });
  // Validated on submit: a refused submit moves the focus to the first invalid field.
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, submitCount, Object.keys(errors).length > 0);
  const signedIn = shell.user !== null && !shell.user.isAnonymous;

  useEffect(() => {
    if (!registered) return;
    const timer = setTimeout(
      () => void navigate(funnelPaths.netopia(token), { replace: true }),
      REGISTRATION_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [registered, navigate, token]);

  if (registered) {
    return (
      <Page title={t('partners.register.title')}>
        <Alert kind="success">{t('partners.register.done')}</Alert>
      </Page>
    );
  }
  if (signedIn) return <Navigate to={funnelPaths.netopia(token)} replace />;
  if (!token) {
    return (
      <Page title={t('partners.register.title')}>
        <Alert kind="error" title={t('errors.title')}>
          {t('partners.errors.failed')}
        </Alert>
      </Page>
    );
  }

  const submit = handleSubmit(async ({ email, name }) => {
    setProblem(null);
    try {
      const { customToken } = await createUser({ token, email, name }).unwrap();
      if (!customToken) throw new Error('identity answered no custom token');
      await shell.signInWithCustomToken(customToken);
      setRegistered(true);
    } catch (error) {
      if (reasonOf(error) === 'already-exists') setProblem('already-exists');
      // Said once: the service's refusal of a field under it (focused), anything else in the notice.
      else if (setServerErrors(error, setError) === 0) setProblem('failed');
    }
  });

  return (
    <Page title={t('partners.register.title')} subtitle={t('partners.register.subtitle')}>
      <Card>
        <form
          ref={formRef}
          onSubmit={(e) => void submit(e)}
          noValidate
          aria-label={t('partners.register.title')}
        >
          <Stack>
            <RequiredLegend>{t('partners.register.requiredLegend')}</RequiredLegend>
            {problem ? (
              <Alert kind="error" title={t('errors.title')}>
                {t(problem === 'already-exists' ? 'partners.errors.alreadyExists' : 'partners.errors.failed')}
              </Alert>
            ) : null}
            <TextField
              label={t('partners.register.email')}
              required
              type="email"
              autoComplete="email"
              error={message(errors.email?.message)}
              {...register('email')}
            />
            <TextField
              label={t('partners.register.name')}
              required
              autoComplete="name"
              error={message(errors.name?.message)}
              {...register('name')}
            />
            <div>
              <Button type="submit" disabled={creating.isLoading} aria-busy={creating.isLoading}>
                {creating.isLoading ? t('partners.register.creating') : t('partners.register.submit')}
              </Button>
            </div>
          </Stack>
        </form>
      </Card>
    </Page>
  );
}
