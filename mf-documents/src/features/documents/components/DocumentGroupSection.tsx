import { useTranslation } from '@conform/i18n';
import type { TCompanyDocumentGroup } from '@conform/contracts';
import { Link, paths, useCompanyTimeZone, useShell } from '@conform/shell-contract';
import { Card, formatDate, Stack } from '@conform/ui';
import styled from 'styled-components';
import { NARROW } from '../../../components/layout.tsx';
import { pickText } from '../../../lib/localized.ts';
import type { PreviewTarget } from './DocumentActions.tsx';
import { DocumentRow } from './DocumentRow.tsx';

const Header = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0;
    font-size: 1.3rem;
  }
`;

const Badge = styled.span`
  margin-left: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(2)}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.background};
  border: 1px solid ${({ theme }) => theme.color.border};
  font-size: 0.8rem;
  font-weight: 600;
  vertical-align: middle;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** A package's card: narrower margins on a phone, so its rows keep the width. */
const Group = styled(Card)`
  @media (max-width: ${NARROW}) {
    padding: ${({ theme }) => theme.space(3)};
  }
`;

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/**
 * One product's documents (docs/spec/behaviour.md §2 Documents page): a compact list, a row each (a card on a phone). A
 * package not bought is a preview; a refunded one says when it was refunded and that its
 * documents are locked, and leads to the dashboard, where it is put back in the cart.
 */
export function DocumentGroupSection({
  companyId,
  group,
  documents,
  withBlanks,
  onPreview,
}: {
  companyId: string;
  group: TCompanyDocumentGroup;
  /** The group's documents the page's filters show. */
  documents: TCompanyDocumentGroup['documents'];
  /** The documents named by a question left to complete. */
  withBlanks: ReadonlySet<string>;
  onPreview: (target: PreviewTarget) => void;
}) {
  const { t } = useTranslation('documents');
  const { locale, edition } = useShell();
  const timeZone = useCompanyTimeZone();
  const headingId = `group-${group.product}-heading`;
  const text = (value: Parameters<typeof pickText>[0]) => pickText(value, locale, edition);
  // Null for a package never refunded (or bought again since); absent from an older service's answer.
  const refundedAt = group.refundedAt ?? null;

  return (
    <Group id={group.product} aria-labelledby={headingId} aria-busy={group.inProgress}>
      <Stack $gap={4}>
        <Header>
          <h2 id={headingId}>
            {text(group.name)}
            {group.available ? null : <Badge>{t(refundedAt ? 'group.refunded' : 'group.preview')}</Badge>}
          </h2>
          {group.available ? null : refundedAt ? (
            <Link to={paths.dashboard(companyId)}>{t('group.buyAgain')}</Link>
          ) : (
            <Link to={paths.checkout(companyId)}>{t('group.buy')}</Link>
          )}
        </Header>
        {group.available ? null : (
          <Muted>
            {refundedAt
              ? t('group.refundedNote', { date: formatDate(refundedAt, locale, timeZone) })
              : t('group.previewNote')}
          </Muted>
        )}
        {group.documents.length === 0 ? (
          <Muted>{t('group.empty')}</Muted>
        ) : (
          <Rows aria-label={t('group.listLabel', { name: text(group.name) })}>
            {documents.map((document) => (
              <DocumentRow
                key={document.type}
                companyId={companyId}
                document={document}
                refundedAt={refundedAt}
                needsData={withBlanks.has(document.type)}
                onPreview={onPreview}
              />
            ))}
          </Rows>
        )}
      </Stack>
    </Group>
  );
}
