import { useTranslation } from '@conform/i18n';
import { useShell } from '@conform/shell-contract';
import { useCreateFromSuggestionMutation } from '../api/situationsApi.ts';

/** Adds a suggested situation with all its operations; a failure keeps the suggestion on the page. */
export function useAddSuggestion(companyId: string) {
  const { t } = useTranslation('configurator');
  const { notify } = useShell();
  const [create, state] = useCreateFromSuggestionMutation();
  const add = async (suggestionId: string): Promise<boolean> => {
    try {
      await create({ companyId, suggestionId }).unwrap();
      return true;
    } catch {
      notify({ kind: 'error', title: t('errors.title'), message: t('errors.addSuggestion') });
      return false;
    }
  };
  return { add, isLoading: state.isLoading, pendingId: state.originalArgs?.suggestionId };
}
