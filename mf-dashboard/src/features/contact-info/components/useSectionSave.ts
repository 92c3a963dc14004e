import { useTranslation } from '@conform/i18n';
import { useShell } from '@conform/shell-contract';
import { setServerErrors } from '@conform/ui';
import type { FieldValues, UseFormSetError } from 'react-hook-form';

/**
 * Saving one section of the page: a success notice, or the service's field errors under their
 * fields and a notice in the user's language (nothing already saved is lost: the form stays as typed).
 */
export function useSectionSave<T extends FieldValues>(setError: UseFormSetError<T>, action: string) {
  const { t } = useTranslation('dashboard');
  const { notify } = useShell();
  return async (save: () => Promise<unknown>): Promise<boolean> => {
    try {
      await save();
      notify({ kind: 'success', message: t('companyData.saved'), timeoutMs: 4000 });
      return true;
    } catch (error) {
      setServerErrors(error, setError);
      notify({ kind: 'error', title: t('common.errorTitle'), message: t('common.actionFailed', { action }) });
      return false;
    }
  };
}
