import { useTranslation } from '@conform/i18n';
import type { TCompanyDocumentGroup } from '@conform/contracts';
import { Link, paths, useShell } from '@conform/shell-contract';
import { Card, Stack } from '@conform/ui';
import styled from 'styled-components';
import { pickText } from '../../../lib/localized.ts';
import { DocumentActions, type PreviewTarget } from './DocumentActions.tsx';
import { DocumentVersions } from './DocumentVersions.tsx';

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

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${({ theme }) => `${theme.space(3)} ${theme.space(2)}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  th {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.color.textMuted};
  }
  td:first-child {
    width: 30%;
    font-weight: 600;
  }
  td:last-child {
    width: 1%;
    white-space: nowrap;
  }
  details {
    margin-top: ${({ theme }) => theme.space(2)};
    font-weight: 400;
    font-size: 0.9rem;
  }
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.color.primary};
  }
  dt {
    font-weight: 600;
    margin-top: ${({ theme }) => theme.space(2)};
  }
  dd {
    margin: 0;
  }
`;

/** The day a package was refunded, in Romania's time (where the platform's day is). */
function refundDay(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'ro' ? 'ro-RO' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'Europe/Bucharest',
  }).format(new Date(iso));
}

/**
 * One product's documents (docs/spec/behaviour.md §2 Documents page): a table of name, description and actions. A
 * package not bought is a preview; a refunded one says when it was refunded and that its
 * documents are locked, and leads to the dashboard, where it is put back in the cart.
 */
export function DocumentGroupSection({
  companyId,
  group,
  onPreview,
}: {
  companyId: string;
  group: TCompanyDocumentGroup;
  onPreview: (target: PreviewTarget) => void;
}) {
  const { t } = useTranslation('documents');
  const { locale, edition } = useShell();
  const headingId = `group-${group.product}-heading`;
  const text = (value: Parameters<typeof pickText>[0]) => pickText(value, locale, edition);
  // Null for a package never refunded (or bought again since); absent from an older service's answer.
  const refundedAt = group.refundedAt ?? null;

  return (
    <Card id={group.product} aria-labelledby={headingId} aria-busy={group.inProgress}>
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
              ? t('group.refundedNote', { date: refundDay(refundedAt, locale) })
              : t('group.previewNote')}
          </Muted>
        )}
        {group.documents.length === 0 ? (
          <Muted>{t('group.empty')}</Muted>
        ) : (
          <Table>
            <thead>
              <tr>
                <th scope="col">{t('table.name')}</th>
                <th scope="col">{t('table.description')}</th>
                <th scope="col">{t('table.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {group.documents.map((document) => (
                <tr key={document.type}>
                  <td>
                    {text(document.name)}
                    {document.guide ? (
                      <details>
                        <summary>{t('guide.summary')}</summary>
                        <dl>
                          <dt>{t('guide.where')}</dt>
                          <dd>{text(document.guide.where)}</dd>
                          <dt>{t('guide.signedBy')}</dt>
                          <dd>{text(document.guide.signedBy)}</dd>
                          <dt>{t('guide.update')}</dt>
                          <dd>{text(document.guide.update)}</dd>
                        </dl>
                      </details>
                    ) : null}
                    <DocumentVersions companyId={companyId} document={document} />
                  </td>
                  <td>{text(document.description)}</td>
                  <td>
                    <DocumentActions companyId={companyId} document={document} onPreview={onPreview} />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}
