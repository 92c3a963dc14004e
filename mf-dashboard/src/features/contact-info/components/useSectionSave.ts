import { useTranslation } from '@conform/i18n';
import { useLeaveGuard, useShell, type LeaveGuard } from '@conform/shell-contract';
import { setServerErrors } from '@conform/ui';
import type { FieldValues, UseFormGetValues, UseFormReset, UseFormSetError } from 'react-hook-form';

/** What a section's save needs of its form (react-hook-form's `useForm()` answer). */
export interface SectionForm<T extends FieldValues> {
  setError: UseFormSetError<T>;
  reset: UseFormReset<T>;
  getValues: UseFormGetValues<T>;
  formState: { isDirty: boolean };
}

/**
 * Saving one section of the page: a success notice, after which the values saved are the form's new
 * starting point, or the service's field errors under their fields (the first focused), or, when it
 * named none, a notice in the user's language: an error is shown once (nothing already saved is
 * lost: the form stays as typed). While the section has unsaved changes,
 * leaving asks first (`guard`: render its dialog in the section, close a dialog through `confirmLeave`).
 */
export function useSectionSave<T extends FieldValues>(
  form: SectionForm<T>,
  action: string,
): { run: (save: () => Promise<unknown>) => Promise<boolean>; guard: LeaveGuard } {
  const { t } = useTranslation('dashboard');
  const { notify } = useShell();
  const guard = useLeaveGuard(form.formState.isDirty);
  const run = async (save: () => Promise<unknown>): Promise<boolean> => {
    try {
      await save();
      form.reset(form.getValues());
      notify({ kind: 'success', message: t('companyData.saved'), timeoutMs: 4000 });
      return true;
    } catch (error) {
      if (setServerErrors(error, form.setError) === 0) {
        notify({
          kind: 'error',
          title: t('common.errorTitle'),
          message: t('common.actionFailed', { action }),
        });
      }
      return false;
    }
  };
  return { run, guard };
}
