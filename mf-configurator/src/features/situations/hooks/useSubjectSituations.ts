import type { TDataSubject } from '@conform/catalogues';
import type { TSituation, TSuggestion } from '@conform/contracts';
import { useShell } from '@conform/shell-contract';
import { useMemo } from 'react';
import { useSituationsQuery, useSuggestionsQuery } from '../api/situationsApi.ts';

export interface SubjectSituations {
  situations: TSituation[];
  /** Suggested situations the company has not added yet. */
  unusedSuggestions: TSuggestion[];
  /** Every suggested situation of the data subject, with its operations. */
  suggestions: TSuggestion[];
  isLoading: boolean;
  /** The HTTP status of a failed load (403: not this user's company), or 'error'. */
  failure: number | 'error' | null;
  refetch: () => void;
}

/** A company's situations of one data subject, and the suggestions it has not used. */
export function useSubjectSituations(companyId: string, subject: TDataSubject): SubjectSituations {
  const { locale } = useShell();
  const situations = useSituationsQuery({ companyId, subject });
  const suggestions = useSuggestionsQuery({ subject, locale });

  return useMemo(() => {
    const list = situations.data ?? [];
    const used = new Set(list.map((s) => s.suggestionId).filter((id): id is string => id !== null));
    const error = situations.error ?? suggestions.error;
    const status = error && 'status' in error ? error.status : undefined;
    return {
      situations: list,
      unusedSuggestions: (suggestions.data ?? []).filter((s) => !used.has(s.id)),
      suggestions: suggestions.data ?? [],
      isLoading: situations.isLoading || suggestions.isLoading,
      failure: error ? (typeof status === 'number' ? status : 'error') : null,
      refetch: () => {
        void situations.refetch();
        void suggestions.refetch();
      },
    };
  }, [situations, suggestions]);
}
