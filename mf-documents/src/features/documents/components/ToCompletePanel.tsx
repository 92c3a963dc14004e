import { dataSubjectEntries, pick } from '@conform/catalogues';
import type { TBlankPlace, TCompanyDocuments, TToComplete } from '@conform/contracts';
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

const Signing = styled.details`
  summary {
    cursor: pointer;
  }
`;

const Where = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.9em;
`;

/**
 * What the company's documents still leave blank ("[de completat: …]"): each question once, with
 * the documents it appears in and a link to where it is answered (a section of the company data
 * page, or the configurator of the category of persons), so the admin knows what to answer and
 * what it fixes. The lines left for the people signing are by design: a closed group apart, not
 * counted. Read again when a generation finishes (the blanks are read from the documents as made).
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
  const questions = data.questions.filter((q) => !q.byDesign);
  const signing = data.questions.filter((q) => q.byDesign);
  const appearsIn = (q: TToComplete['questions'][number]) =>
    t('toComplete.in', { documents: q.documents.map((type) => names.get(type) ?? type).join('; ') });
  // Where each question is answered: a section of the company data page, or the configurator of
  // each category of persons its documents are about.
  const links = (q: TToComplete['questions'][number]) => {
    if (q.place === 'subject')
      return q.subjects.map((subject) => {
        const entry = dataSubjectEntries.find((e) => e.id === subject);
        return (
          <Link key={subject} to={paths.configurator(companyId, subject)}>
            {t('toComplete.inConfigurator', {
              subject: entry ? pick(entry.label, locale, edition) : subject,
            })}
          </Link>
        );
      });
    const anchor = SECTIONS[q.place];
    if (!anchor) return [<span key="none">{t('toComplete.notAsked')}</span>];
    return [
      <Link key={anchor} to={paths.contactInfo(companyId, anchor)}>
        {t(`toComplete.place.${q.place}`)}
      </Link>,
    ];
  };
  const headingId = 'to-complete-heading';
  return (
    <Card id="to-complete" aria-labelledby={headingId}>
      <Stack $gap={3}>
        <h2 id={headingId}>{t('toComplete.title')}</h2>
        {questions.length === 0 ? (
          <p>{t('toComplete.none')}</p>
        ) : (
          <>
            <p>
              {t('toComplete.intro', { count: questions.length })}{' '}
              <Link to={paths.contactInfo(companyId)}>{t('toComplete.toCompanyData')}</Link>
            </p>
            <Questions aria-label={t('toComplete.listLabel')}>
              {questions.map((q) => (
                <li key={q.label}>
                  {q.label}
                  <Where>{appearsIn(q)}</Where>
                  <Where>
                    {links(q).map((link, i) => (
                      <span key={i}>
                        {i > 0 ? '; ' : ''}
                        {link}
                      </span>
                    ))}
                  </Where>
                </li>
              ))}
            </Questions>
          </>
        )}
        {signing.length > 0 && (
          <Signing>
            <summary>{t('toComplete.signing')}</summary>
            <p>{t('toComplete.signingIntro')}</p>
            <Questions aria-label={t('toComplete.signing')}>
              {signing.map((q) => (
                <li key={q.label}>
                  {q.label}
                  <Where>{appearsIn(q)}</Where>
                </li>
              ))}
            </Questions>
          </Signing>
        )}
      </Stack>
    </Card>
  );
}

/** The company data page's section (its anchor) that answers each place; none for the others. */
const SECTIONS: Record<TBlankPlace, string | null> = {
  company: 'details',
  contact: 'contact',
  dpo: 'contact',
  security: 'security',
  processors: 'processors',
  cctv: 'cctv',
  channels: 'channels',
  terms: 'terms',
  subject: null,
  signer: null,
  none: null,
};
