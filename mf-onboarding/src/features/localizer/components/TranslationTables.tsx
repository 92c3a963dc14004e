import { useTranslation } from '@conform/i18n';
import { Stack, TextField } from '@conform/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { useTranslationFilter } from '../hooks/useTranslationFilter.ts';
import type { TranslationGroup, TranslationIssue } from '../types/translations.ts';

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(4)};
  > :first-child {
    flex: 1 1 280px;
  }
`;

const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding-bottom: ${({ theme }) => theme.space(2.5)};
`;

const Table = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: collapse;
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  border-radius: ${({ theme }) => theme.radius.md};
  font-size: 0.95rem;
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    overflow-wrap: anywhere;
  }
  thead th {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.color.textMuted};
  }
  col.item {
    width: 20%;
  }
  col.check {
    width: 14%;
  }
  tr[data-issue] th[scope='row'] {
    box-shadow: inset 4px 0 0 ${({ theme }) => theme.color.warning};
  }
  tr[data-issue='missing'] th[scope='row'] {
    box-shadow: inset 4px 0 0 ${({ theme }) => theme.color.danger};
  }
`;

const Item = styled.span`
  display: block;
  font-weight: 400;
  code {
    font-weight: 600;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Missing = styled.em`
  color: ${({ theme }) => theme.color.danger};
`;

const Int = styled.small`
  display: block;
  margin-top: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Flag = styled.strong<{ $issue: TranslationIssue }>`
  color: ${({ theme, $issue }) => ($issue === 'missing' ? theme.color.danger : theme.color.warning)};
`;

/** A text in one language, or a visible "missing" in the interface's language. */
function Text({ lang, text }: { lang: 'ro' | 'en'; text: string | undefined }) {
  const { t } = useTranslation('onboarding');
  return text?.trim() ? <span lang={lang}>{text}</span> : <Missing>{t('localizer.missingText')}</Missing>;
}

/**
 * Catalogue texts side by side in Romanian and English, one table per group, searchable, with every
 * missing or identical translation flagged (docs/spec/behaviour.md §2 localizer pages).
 */
export function TranslationTables({ groups }: { groups: readonly TranslationGroup[] }) {
  const { t } = useTranslation('onboarding');
  const [query, setQuery] = useState('');
  const [onlyFlagged, setOnlyFlagged] = useState(false);
  const { groups: shownGroups, total, shown, flagged } = useTranslationFilter(groups, query, onlyFlagged);
  const id = useId();

  return (
    <Stack $gap={5}>
      <Controls role="search">
        <TextField
          type="search"
          label={t('localizer.search')}
          hint={t('localizer.searchHint')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <Check>
          <input type="checkbox" checked={onlyFlagged} onChange={(e) => setOnlyFlagged(e.target.checked)} />
          {t('localizer.onlyFlagged')}
        </Check>
      </Controls>
      <p role="status">{t('localizer.summary', { shown, total, flagged })}</p>
      {shownGroups.length === 0 ? <p>{t('localizer.noMatch')}</p> : null}
      {shownGroups.map((group) => (
        <section key={group.id} aria-labelledby={`${id}-${group.id}`}>
          <h2 id={`${id}-${group.id}`}>{group.title}</h2>
          <Table aria-labelledby={`${id}-${group.id}`}>
            <colgroup>
              <col className="item" />
              <col />
              <col />
              <col className="check" />
            </colgroup>
            <thead>
              <tr>
                <th scope="col">{t('localizer.columns.item')}</th>
                <th scope="col">{t('localizer.columns.ro')}</th>
                <th scope="col">{t('localizer.columns.en')}</th>
                <th scope="col">{t('localizer.columns.check')}</th>
              </tr>
            </thead>
            <tbody>
              {group.rows.map((row) => (
                <tr key={row.key} data-issue={row.issue ?? undefined}>
                  <th scope="row">
                    <Item>
                      <code>{row.item}</code>
                      <small>{t(`localizer.fields.${row.field}`)}</small>
                    </Item>
                  </th>
                  <td>
                    <Text lang="ro" text={row.ro} />
                  </td>
                  <td>
                    <Text lang="en" text={row.en} />
                    {row.int ? (
                      <Int>
                        {t('localizer.int')} <span lang="en">{row.int}</span>
                      </Int>
                    ) : null}
                  </td>
                  <td>
                    {row.issue ? <Flag $issue={row.issue}>{t(`localizer.flags.${row.issue}`)}</Flag> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </section>
      ))}
    </Stack>
  );
}
