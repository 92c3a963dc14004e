import { useTranslation } from '@conform/i18n';
import {
  ACKNOWLEDGEMENT_REFUSALS,
  ZAcknowledgementConfirmSchema,
  type TAcknowledgementConfirmed,
  type TAcknowledgementRefusal,
} from '@conform/contracts';
import { useCompanyTimeZone, useParams, useShell, useValidationMessage } from '@conform/shell-contract';
import {
  Alert,
  Button,
  Card,
  formatDateTime,
  Page,
  RequiredLegend,
  Spinner,
  Stack,
  TextField,
} from '@conform/ui';
import { useState, type FormEvent } from 'react';
import {
  useConfirmAcknowledgementMutation,
  usePublicAcknowledgementQuery,
} from '../api/acknowledgementsApi.ts';

/** Why a link does not open: a 410's reason, `invalid` for a link unknown (404). */
type Refusal = TAcknowledgementRefusal | 'invalid' | 'failed';

function refusalOf(error: unknown): Refusal {
  const { status, data } = (error ?? {}) as { status?: number; data?: { details?: { reason?: string } } };
  if (status === 404) return 'invalid';
  const reason = data?.details?.reason;
  if (status === 410 && ACKNOWLEDGEMENT_REFUSALS.includes(reason as TAcknowledgementRefusal))
    return reason as TAcknowledgementRefusal;
  return 'failed';
}

/**
 * The page an employee opens from the e-mail or the shareable link (public: no account): the company
 * asks them to read a version of a document; they open that exact PDF, write their full name and
 * confirm. A link used, expired, withdrawn or for an older version says so, and what to do.
 */
export function AcknowledgePage() {
  const { t } = useTranslation('documents');
  const { locale } = useShell();
  const message = useValidationMessage('documents', 'acknowledgements');
  const token = useParams()['token'] ?? '';
  const { data, error, isLoading } = usePublicAcknowledgementQuery(token);
  // No company in this page's address: its answer says the company's country.
  const timeZone = useCompanyTimeZone(data?.companyCountry);
  const [confirm, { isLoading: confirming }] = useConfirmAcknowledgementMutation();
  const [fullName, setFullName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [done, setDone] = useState<TAcknowledgementConfirmed | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZAcknowledgementConfirmSchema.safeParse({ fullName });
    if (!parsed.success) {
      setNameError(message(parsed.error.issues[0]!.message));
      return;
    }
    setNameError(undefined);
    try {
      setDone(await confirm({ token, fullName: parsed.data.fullName }).unwrap());
    } catch (err) {
      const details = (err as { status?: number; data?: { details?: unknown } }).data?.details;
      if (Array.isArray(details) && details[0])
        setNameError(message((details[0] as { message: string }).message));
      else setRefusal(refusalOf(err));
    }
  };

  const shown = refusal ?? (error ? refusalOf(error) : null);
  return (
    <Page title={t('acknowledge.title')}>
      {isLoading ? <Spinner label={t('acknowledge.loading')} /> : null}
      {shown ? (
        <Alert kind="error" title={t(`acknowledge.refusals.${shown}.title`)}>
          {t(`acknowledge.refusals.${shown}.text`)}
        </Alert>
      ) : null}
      {data && !shown ? (
        done ? (
          <Alert kind="success" title={t('acknowledge.doneTitle')}>
            {t('acknowledge.done', {
              name: done.fullName,
              title: data.title,
              version: done.version,
              at: formatDateTime(done.confirmedAt, locale, timeZone),
            })}
          </Alert>
        ) : (
          <Card>
            <Stack $gap={4}>
              <p>
                {t('acknowledge.intro', {
                  company: data.companyName,
                  title: data.title,
                  version: data.version,
                  date: formatDateTime(data.versionDate, locale, timeZone),
                })}
              </p>
              <p>
                <a href={data.pdf.url} target="_blank" rel="noopener noreferrer">
                  {t('acknowledge.open', { title: data.title })}
                </a>
              </p>
              <form noValidate onSubmit={(e) => void submit(e)}>
                <Stack $gap={3}>
                  <RequiredLegend>{t('acknowledge.requiredLegend')}</RequiredLegend>
                  <TextField
                    label={t('acknowledge.fullName')}
                    hint={t('acknowledge.fullNameHint')}
                    autoComplete="name"
                    required
                    value={fullName}
                    error={nameError}
                    onChange={(e) => {
                      setFullName(e.target.value);
                      if (nameError) setNameError(undefined);
                    }}
                  />
                  <p>{t('acknowledge.statement', { title: data.title, version: data.version })}</p>
                  <div>
                    <Button type="submit" disabled={confirming}>
                      {t('acknowledge.confirm')}
                    </Button>
                  </div>
                  <p>{t('acknowledge.recorded')}</p>
                </Stack>
              </form>
            </Stack>
          </Card>
        )
      ) : null}
    </Page>
  );
}
