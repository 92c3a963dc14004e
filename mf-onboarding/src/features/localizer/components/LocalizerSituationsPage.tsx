import {
  DATA_SUBJECTS,
  dataSubjectEntries,
  pick,
  presetsBySubject,
  type TOperationPreset,
  type TValueRef,
} from '@conform/catalogues';
import { useTranslation } from '@conform/i18n';
import { useShell } from '@conform/shell-contract';
import { Page, Stack } from '@conform/ui';
import { useMemo } from 'react';
import type { TranslationGroup, TranslationRow } from '../types/translations.ts';
import { rowOf } from '../utils/translations.ts';
import { LocalizerNav } from './LocalizerNav.tsx';
import { TranslationTables } from './TranslationTables.tsx';

/** An operation's own texts: name, purpose, ground reason and the custom (non-list) values it names. */
function operationRows(op: TOperationPreset): TranslationRow[] {
  const refs: TValueRef[] = [
    ...op.data,
    ...op.sources,
    ...op.recipients,
    ...op.recipientsLocations,
    ...op.storageLocations,
    op.storageDuration,
  ];
  const custom = refs.filter((ref) => typeof ref !== 'string');
  return [
    rowOf(`${op.id}.name`, op.id, 'name', op.name),
    rowOf(`${op.id}.purpose`, op.id, 'purpose', op.purpose),
    ...(op.groundReason ? [rowOf(`${op.id}.groundReason`, op.id, 'groundReason', op.groundReason)] : []),
    ...custom.map((text, i) => rowOf(`${op.id}.custom.${i}`, op.id, 'customValue', text)),
  ];
}

/** /localizer/situations (docs/spec/behaviour.md §2): every preset situation and operation of each data subject, RO and EN. */
export function LocalizerSituationsPage() {
  const { t } = useTranslation('onboarding');
  const { locale, edition } = useShell();
  const groups = useMemo(
    (): TranslationGroup[] =>
      DATA_SUBJECTS.map((subject) => {
        const entry = dataSubjectEntries.find((e) => e.id === subject);
        return {
          id: subject,
          title: entry ? pick(entry.label, locale, edition) : subject,
          rows: presetsBySubject[subject].situations.flatMap((situation) => [
            rowOf(`${situation.id}.name`, situation.id, 'situation', situation.name),
            ...situation.operations.flatMap(operationRows),
          ]),
        };
      }),
    [locale, edition],
  );
  return (
    <Page title={t('localizer.situations.title')} subtitle={t('localizer.situations.subtitle')}>
      <Stack $gap={5}>
        <LocalizerNav />
        <TranslationTables groups={groups} />
      </Stack>
    </Page>
  );
}
