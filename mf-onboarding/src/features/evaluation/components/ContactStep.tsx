import { useTranslation } from '@conform/i18n';
import { ZEmailSchema } from '@conform/contracts';
import { useShell, useValidationMessage } from '@conform/shell-contract';
import { Button, CheckboxField, RequiredLegend, Stack, TextField } from '@conform/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

/** The quiz's contact step (docs/spec/behaviour.md §3 Quiz, §5): e-mail required and valid, terms required, news optional. */
const ZQuizContactSchema = z.object({
  email: ZEmailSchema,
  terms: z.boolean().refine((v) => v, 'terms.required'),
  communications: z.boolean(),
});
export type TQuizContact = z.output<typeof ZQuizContactSchema>;
type TQuizContactInput = z.input<typeof ZQuizContactSchema>;

/**
 * Validated on Continue (docs/spec/behaviour.md §5): an invalid e-mail or terms not accepted are
 * said at their field, the first takes the focus, nothing is sent; then each is checked again as
 * it is corrected. Continue is disabled only while sending.
 */
export function ContactStep({
  busy,
  onBack,
  onSubmit,
}: {
  busy: boolean;
  onBack: () => void;
  onSubmit: (contact: TQuizContact) => void;
}) {
  const { t } = useTranslation('onboarding');
  const { basePath } = useShell();
  const message = useValidationMessage('onboarding');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TQuizContactInput, unknown, TQuizContact>({
    resolver: zodResolver(ZQuizContactSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '', terms: false, communications: false },
  });

  return (
    <form onSubmit={(e) => void handleSubmit(onSubmit)(e)} noValidate aria-labelledby="quiz-contact-title">
      <Stack>
        <h2 id="quiz-contact-title" style={{ marginTop: 0 }}>
          {t('quiz.contact.title')}
        </h2>
        <p>{t('quiz.contact.intro')}</p>
        <RequiredLegend>{t('quiz.contact.requiredLegend')}</RequiredLegend>
        <TextField
          label={t('quiz.contact.email')}
          type="email"
          autoComplete="email"
          hint={t('quiz.contact.emailHint')}
          required
          error={message(errors.email?.message)}
          {...register('email')}
        />
        <CheckboxField
          label={
            <>
              {t('quiz.contact.terms')}{' '}
              <a href={`${basePath}/terms`} target="_blank" rel="noreferrer">
                {t('quiz.contact.readTerms')}
              </a>
            </>
          }
          required
          error={message(errors.terms?.message)}
          {...register('terms')}
        />
        <CheckboxField label={t('quiz.contact.communications')} {...register('communications')} />
        <Stack $row>
          <Button variant="secondary" onClick={onBack} disabled={busy}>
            {t('quiz.back')}
          </Button>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? t('quiz.sending') : t('quiz.continue')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
