import {
  SIGNED_COPY_CONTENT_TYPES,
  SIGNED_COPY_MAX_BYTES,
  ZDaySchema,
  type TCompanyDocument,
} from '@conform/contracts';
import { useTranslation } from '@conform/i18n';
import { useCompanyTimeZone, useLeaveGuard, useShell, useValidationMessage } from '@conform/shell-contract';
import {
  Button,
  formatDay,
  Modal,
  RequiredLegend,
  SelectField,
  setServerErrors,
  Stack,
  TextField,
} from '@conform/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { z } from 'zod';
import { today } from '../../../lib/days.ts';
import {
  useCreateSignedCopyLinkMutation,
  useDocumentVersionsQuery,
  useSignedCopiesQuery,
  useUploadSignedCopyMutation,
} from '../api/documentsApi.ts';

const Copies = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

/**
 * The form as typed; the file is checked here as the service checks it (type and size), before
 * sending, and the day is not after today in the company's zone.
 */
const signedCopyForm = (timeZone: string) =>
  z.object({
    file: z
      .custom<FileList | undefined>()
      .refine((files) => files?.length === 1, 'validation.signedCopy.fileRequired')
      .refine(
        (files) => !files?.[0] || (SIGNED_COPY_CONTENT_TYPES as readonly string[]).includes(files[0].type),
        'validation.signedCopy.fileType',
      )
      .refine(
        (files) => !files?.[0] || files[0].size <= SIGNED_COPY_MAX_BYTES,
        'validation.signedCopy.fileSize',
      ),
    version: z.string(),
    signedOn: ZDaySchema.refine((day) => day <= today(timeZone), 'validation.date.future'),
    note: z.string().trim().max(500, 'validation.tooLong'),
  });
type ZSignedCopyForm = ReturnType<typeof signedCopyForm>;
type SignedCopyForm = z.input<ZSignedCopyForm>;

/**
 * A signable document's signed copies (evidence kept by the service with their SHA-256 and the
 * version they answer): the ones uploaded, each downloadable, and the form to upload another.
 */
export function SignedCopiesDialog({
  companyId,
  document,
  name,
  onClose,
}: {
  companyId: string;
  document: TCompanyDocument;
  /** The document's title, in the user's language. */
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('documents');
  const { notify, locale } = useShell();
  const timeZone = useCompanyTimeZone();
  // The registers' validation texts (registers.validation.…), where the signed copy's are too.
  const message = useValidationMessage('documents', 'registers');
  const { data: copies } = useSignedCopiesQuery({ companyId, type: document.type });
  const { data: versions } = useDocumentVersionsQuery({ companyId, type: document.type });
  const [upload, { isLoading }] = useUploadSignedCopyMutation();
  const [createLink] = useCreateSignedCopyLinkMutation();
  const { register, handleSubmit, setError, formState, reset } = useForm<
    SignedCopyForm,
    unknown,
    z.output<ZSignedCopyForm>
  >({
    resolver: zodResolver(signedCopyForm(timeZone)),
    defaultValues: {
      version: document.version ? String(document.version) : '',
      signedOn: today(timeZone),
      note: '',
    },
  });
  const errors = formState.errors;
  const guard = useLeaveGuard(formState.isDirty);
  const close = () => guard.confirmLeave(onClose);

  const submit = handleSubmit(async (form) => {
    try {
      await upload({
        companyId,
        type: document.type,
        file: form.file![0]!,
        version: form.version ? Number(form.version) : undefined,
        signedOn: form.signedOn,
        note: form.note || undefined,
      }).unwrap();
      notify({ kind: 'success', message: t('signed.uploaded', { name }), timeoutMs: 6000 });
      reset({ version: form.version, signedOn: today(timeZone), note: '' });
    } catch (error) {
      // A refusal of fields is said under them, once; a file too large or anything else on the page.
      const marked = setServerErrors(error, setError, (path) =>
        path === 'file' || path === 'version' || path === 'signedOn' || path === 'note' ? path : undefined,
      );
      if (marked === 0) {
        const tooLarge = (error as { status?: unknown } | undefined)?.status === 413;
        if (tooLarge)
          setError(
            'file',
            { type: 'server', message: 'validation.signedCopy.fileSize' },
            { shouldFocus: true },
          );
        else notify({ kind: 'error', title: t('errors.title'), message: t('signed.uploadFailed') });
      }
    }
  });

  const download = async (id: string) => {
    try {
      const link = await createLink({ companyId, id }).unwrap();
      window.location.assign(link.url);
    } catch {
      notify({
        kind: 'error',
        title: t('errors.title'),
        message: t('errors.actionFailed', { action: t('errors.actions.download') }),
      });
    }
  };

  return (
    <Modal
      open
      title={t('signed.title', { name })}
      closeLabel={t('preview.close')}
      onClose={close}
      working={isLoading}
      workingLabel={t('signed.uploading')}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {t('registers.cancel')}
          </Button>
          <Button type="submit" form="signed-copy" disabled={isLoading}>
            {t('signed.upload')}
          </Button>
        </>
      }
    >
      <Stack $gap={4}>
        <section aria-label={t('signed.listTitle')}>
          <h3>{t('signed.listTitle')}</h3>
          {copies && copies.signed.length === 0 ? <p>{t('signed.none')}</p> : null}
          {copies && copies.signed.length > 0 ? (
            <Copies>
              {copies.signed.map((copy) => (
                <li key={copy.id}>
                  <span>
                    {t('signed.item', {
                      version: copy.version,
                      day: formatDay(copy.signedOn, locale),
                      file: copy.fileName,
                    })}
                    {copy.note ? ` · ${copy.note}` : ''}
                  </span>
                  <Button
                    variant="secondary"
                    aria-label={t('signed.downloadLabel', { file: copy.fileName })}
                    onClick={() => void download(copy.id)}
                  >
                    {t('signed.download')}
                  </Button>
                </li>
              ))}
            </Copies>
          ) : null}
        </section>
        <form id="signed-copy" noValidate onSubmit={(e) => void submit(e)}>
          <Stack $gap={4}>
            <RequiredLegend>{t('registers.requiredLegend')}</RequiredLegend>
            <TextField
              type="file"
              label={t('signed.file')}
              hint={t('signed.fileHint')}
              accept={SIGNED_COPY_CONTENT_TYPES.join(',')}
              required
              error={message(errors.file?.message)}
              {...register('file')}
            />
            <SelectField
              label={t('signed.version')}
              required
              error={message(errors.version?.message)}
              {...register('version')}
            >
              {(
                versions?.versions ??
                (document.version ? [{ version: document.version, createdAt: null }] : [])
              ).map((v) => (
                <option key={v.version} value={String(v.version)}>
                  {v.version === document.version
                    ? t('signed.currentVersion', { version: v.version })
                    : t('signed.olderVersion', { version: v.version })}
                </option>
              ))}
            </SelectField>
            <TextField
              type="date"
              label={t('signed.signedOn')}
              required
              max={today(timeZone)}
              error={message(errors.signedOn?.message)}
              {...register('signedOn')}
            />
            <TextField
              label={t('signed.note')}
              hint={t('signed.noteHint')}
              autoComplete="off"
              error={message(errors.note?.message)}
              {...register('note')}
            />
          </Stack>
        </form>
      </Stack>
      {guard.dialog}
    </Modal>
  );
}
