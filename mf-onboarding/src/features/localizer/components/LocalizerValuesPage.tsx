import { VALUE_LIST_NAMES, valueLists, type TLocalized } from '@conform/catalogues';
import { useTranslation } from '@conform/i18n';
import { Page, Stack } from '@conform/ui';
import { useMemo } from 'react';
import type { TranslationGroup } from '../types/translations.ts';
import { rowOf } from '../utils/translations.ts';
import { LocalizerNav } from './LocalizerNav.tsx';
import { TranslationTables } from './TranslationTables.tsx';

type TEntry = { id: string; label: TLocalized; description?: TLocalized | undefined };

/** /localizer/values (docs/spec/behaviour.md §2): every editor value list, label and description, in RO and EN. */
export function LocalizerValuesPage() {
  const { t } = useTranslation('onboarding');
  const groups = useMemo(
    (): TranslationGroup[] =>
      VALUE_LIST_NAMES.map((list) => ({
        id: list,
        title: t(`localizer.lists.${list}`),
        rows: (valueLists[list] as readonly TEntry[]).flatMap((entry) => [
          rowOf(`${list}.${entry.id}.label`, entry.id, 'label', entry.label),
          ...(entry.description
            ? [rowOf(`${list}.${entry.id}.description`, entry.id, 'description', entry.description)]
            : []),
        ]),
      })),
    [t],
  );
  return (
    <Page title={t('localizer.values.title')} subtitle={t('localizer.values.subtitle')}>
      <Stack $gap={5}>
        <LocalizerNav />
        <TranslationTables groups={groups} />
      </Stack>
    </Page>
  );
}
