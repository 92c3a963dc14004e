import { useDeferredValue, useMemo } from 'react';
import type { TranslationGroup, TranslationIssue, TranslationRow } from '../types/translations.ts';
import { rowMatches, translationIssue } from '../utils/translations.ts';

export type CheckedRow = TranslationRow & { issue: TranslationIssue | null };
export type CheckedGroup = Omit<TranslationGroup, 'rows'> & { rows: CheckedRow[] };

export interface FilteredGroups {
  /** The groups with at least one row shown, and only those rows. */
  groups: CheckedGroup[];
  total: number;
  shown: number;
  flagged: number;
}

const count = (groups: readonly CheckedGroup[], keep: (row: CheckedRow) => boolean = () => true) =>
  groups.reduce((sum, group) => sum + group.rows.filter(keep).length, 0);

/**
 * The groups' rows that match the search (and only the flagged ones when asked), with each row's issue.
 * Typing stays responsive on a thousand rows: the filtering follows the input as a deferred value.
 */
export function useTranslationFilter(
  groups: readonly TranslationGroup[],
  query: string,
  onlyFlagged: boolean,
): FilteredGroups {
  const deferredQuery = useDeferredValue(query);
  const checked = useMemo(
    (): CheckedGroup[] =>
      groups.map((g) => ({ ...g, rows: g.rows.map((row) => ({ ...row, issue: translationIssue(row) })) })),
    [groups],
  );
  return useMemo(() => {
    const filtered = checked
      .map((group) => ({
        ...group,
        rows: group.rows.filter(
          (row) => (!onlyFlagged || row.issue !== null) && rowMatches(row, deferredQuery),
        ),
      }))
      .filter((group) => group.rows.length > 0);
    return {
      groups: filtered,
      total: count(checked),
      shown: count(filtered),
      flagged: count(checked, (row) => row.issue !== null),
    };
  }, [checked, deferredQuery, onlyFlagged]);
}
