import { useTranslation } from '@conform/i18n';
import type { TCompanyDocument, TCompanyDocumentGroup } from '@conform/contracts';
import { useShell } from '@conform/shell-contract';
import { CheckboxField, SelectField, TextField } from '@conform/ui';
import styled from 'styled-components';
import { NARROW } from '../../../components/layout.tsx';
import { pickText } from '../../../lib/localized.ts';
import { STATUS_FILTERS, statusFilterOf, type DocumentFilter, type StatusFilter } from '../filters.ts';

const Counts = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (max-width: ${NARROW}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  button {
    width: 100%;
    min-height: 44px;
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    font: inherit;
    text-align: left;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border: 2px solid ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.background};
  }
  strong {
    font-size: 1.5rem;
    line-height: 1.2;
  }
`;

const Bar = styled.div`
  display: grid;
  grid-template-columns: minmax(200px, 2fr) repeat(2, minmax(160px, 1fr));
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};
  @media (max-width: 900px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (max-width: ${NARROW}) {
    grid-template-columns: minmax(0, 1fr);
  }
  input,
  select {
    width: 100%;
    min-height: 44px;
  }
  input[type='checkbox'] {
    width: 24px;
    min-height: 24px;
  }
`;

const Footer = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.9rem;
`;

/** The statuses the summary counts, in its order; failures only when there are some. */
const SUMMARY: StatusFilter[] = ['ready', 'incomplete', 'locked', 'processing'];

/**
 * How many documents are ready, still to complete, locked (package not bought) and being generated;
 * each count shows only those documents (pressed again, all of them).
 */
export function DocumentSummary({
  documents,
  filter,
  onFilter,
}: {
  documents: TCompanyDocument[];
  filter: DocumentFilter;
  onFilter: (filter: DocumentFilter) => void;
}) {
  const { t } = useTranslation('documents');
  const count = (status: StatusFilter) => documents.filter((d) => statusFilterOf(d.status) === status).length;
  const shown = count('error') > 0 ? [...SUMMARY, 'error' as const] : SUMMARY;
  return (
    <Counts aria-label={t('summary.label')}>
      {shown.map((status) => (
        <li key={status}>
          <button
            type="button"
            aria-pressed={filter.status === status}
            onClick={() => onFilter({ ...filter, status: filter.status === status ? null : status })}
          >
            <strong>{count(status)}</strong> <span>{t(`summary.${status}`)}</span>
          </button>
        </li>
      ))}
    </Counts>
  );
}

/**
 * The list's filters, kept in the page's address: words of a title, a status, a package, and only
 * the documents that still need data; with how many of the documents are shown.
 */
export function DocumentFilters({
  groups,
  filter,
  onFilter,
  shown,
  total,
}: {
  groups: TCompanyDocumentGroup[];
  filter: DocumentFilter;
  onFilter: (filter: DocumentFilter, replace?: boolean) => void;
  shown: number;
  total: number;
}) {
  const { t } = useTranslation('documents');
  const { locale, edition } = useShell();
  return (
    <div role="search" aria-label={t('filters.label')}>
      <Bar>
        <TextField
          type="search"
          label={t('filters.search')}
          value={filter.q}
          onChange={(event) => onFilter({ ...filter, q: event.target.value }, true)}
        />
        <SelectField
          label={t('filters.status')}
          value={filter.status ?? ''}
          onChange={(event) =>
            onFilter({ ...filter, status: (event.target.value || null) as StatusFilter | null })
          }
        >
          <option value="">{t('filters.allStatuses')}</option>
          {STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {t(`summary.${status}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('filters.package')}
          value={filter.product ?? ''}
          onChange={(event) => onFilter({ ...filter, product: event.target.value || null })}
        >
          <option value="">{t('filters.allPackages')}</option>
          {groups.map((group) => (
            <option key={group.product} value={group.product}>
              {pickText(group.name, locale, edition)}
            </option>
          ))}
        </SelectField>
        <CheckboxField
          label={t('filters.needsData')}
          checked={filter.needsData}
          onChange={(event) => onFilter({ ...filter, needsData: event.target.checked })}
        />
      </Bar>
      <Footer aria-live="polite">{t('filters.shown', { shown, total })}</Footer>
    </div>
  );
}
