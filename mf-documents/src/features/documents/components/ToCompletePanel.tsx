import type { TCompanyDocuments } from '@conform/contracts';
import { useTranslation } from '@conform/i18n';
import { Link, paths, useShell } from '@conform/shell-contract';
import { Card, Stack } from '@conform/ui';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { pickText } from '../../../lib/localized.ts';
import { useToCompleteQuery } from '../api/documentsApi.ts';

const Questions = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Where = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.9em;
`;

/**
 * What the company's documents still leave blank ("[de completat: …]"): each question once, with
 * the documents it appears in, so the admin knows what to answer and what it fixes. Read again
 * when a generation finishes (the blanks are read from the documents as made).
 */
export function ToCompletePanel({
  companyId,
  documents,
  inProgress,
}: {
  companyId: string;
  documents: TCompanyDocuments;
  inProgress: boolean;
}) {
  const { t } = useTranslation('documents');
  const { locale, edition } = useShell();
  const { data, refetch } = useToCompleteQuery(companyId);
  const wasInProgress = useRef(inProgress);
  useEffect(() => {
    if (wasInProgress.current && !inProgress) void refetch();
    wasInProgress.current = inProgress;
  }, [inProgress, refetch]);

  if (!data) return null;
  const names = new Map(
    documents.groups.flatMap((g) => g.documents).map((d) => [d.type, pickText(d.name, locale, edition)]),
  );
  const headingId = 'to-complete-heading';
  return (
    <Card id="to-complete" aria-labelledby={headingId}>
      <Stack $gap={3}>
        <h2 id={headingId}>{t('toComplete.title')}</h2>
        {data.questions.length === 0 ? (
          <p>{t('toComplete.none')}</p>
        ) : (
          <>
            <p>
              {t('toComplete.intro', { count: data.questions.length })}{' '}
              <Link to={paths.contactInfo(companyId)}>{t('toComplete.toCompanyData')}</Link>
            </p>
            <Questions aria-label={t('toComplete.listLabel')}>
              {data.questions.map((q) => (
                <li key={q.label}>
                  {q.label}
                  <Where>
                    {t('toComplete.in', {
                      documents: q.documents.map((type) => names.get(type) ?? type).join('; '),
                    })}
                  </Where>
                </li>
              ))}
            </Questions>
          </>
        )}
      </Stack>
    </Card>
  );
}
