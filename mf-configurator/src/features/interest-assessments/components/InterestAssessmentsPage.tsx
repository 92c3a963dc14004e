import { legitimateInterestKindEntries, pick } from '@conform/catalogues';
import type { TInterestAssessment, TSaveInterestAssessment } from '@conform/contracts';
import { useTranslation } from '@conform/i18n';
import {
  Alert,
  Button,
  Card,
  formatDateTime,
  LabelledControl,
  Page,
  SelectField,
  Spinner,
  Stack,
  TextArea,
} from '@conform/ui';
import { Link, paths, useActiveCompany, useShell } from '@conform/shell-contract';
import { useState } from 'react';
import styled from 'styled-components';
import { interestAssessmentsApi } from '../api/interestAssessmentsApi.ts';

/** The answers the admin may give, in the order of the three tests (EDPB Guidelines 1/2024). */
const ANSWERS = [
  'purpose',
  'necessity',
  'minimisation',
  'retention',
  'expectations',
  'consequences',
  'safeguards',
] as const;
type Answer = (typeof ANSWERS)[number];
type Draft = Record<Answer, string> & { conclusion: '' | 'NOT_OVERRIDDEN' | 'OVERRIDDEN' };

const Cards = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

function draftOf(assessment: TInterestAssessment): Draft {
  const given = assessment.answers;
  const draft = { conclusion: given?.conclusion ?? '' } as Draft;
  for (const answer of ANSWERS) draft[answer] = given?.[answer] ?? '';
  return draft;
}

function bodyOf(draft: Draft): TSaveInterestAssessment {
  const body = { conclusion: draft.conclusion || null } as TSaveInterestAssessment;
  for (const answer of ANSWERS) body[answer] = draft[answer].trim() || null;
  return body;
}

/**
 * `/:companyId/configurator/legitimate-interest`: one card per legitimate interest assessment of the
 * company (a kind of interest with its operations, or an operation of another kind alone), its
 * answers to the three tests; an empty answer keeps the standard one in the document.
 */
export function InterestAssessmentsPage() {
  const { t } = useTranslation('configurator');
  const { companyId } = useActiveCompany();
  const { data, isLoading, error, refetch } = interestAssessmentsApi.useInterestAssessmentsQuery({
    companyId,
  });
  const status = error && 'status' in error ? error.status : null;
  return (
    <Page title={t('interestAssessments.title')} subtitle={t('interestAssessments.description')}>
      <Stack $gap={6}>
        <Link to={paths.dashboard(companyId)}>{t('page.backToDashboard')}</Link>
        {isLoading ? (
          <Spinner label={t('page.loading')} />
        ) : error ? (
          <Alert kind="error" title={t('errors.title')}>
            <Stack>
              <span>{status === 403 ? t('page.forbidden') : t('page.loadFailed')}</span>
              {status === 403 ? null : (
                <Button variant="secondary" onClick={() => void refetch()}>
                  {t('page.retry')}
                </Button>
              )}
            </Stack>
          </Alert>
        ) : (data ?? []).length === 0 ? (
          <p>{t('interestAssessments.empty')}</p>
        ) : (
          <Cards>
            {(data ?? []).map((assessment) => (
              <li key={assessment.key}>
                <AssessmentCard companyId={companyId} assessment={assessment} />
              </li>
            ))}
          </Cards>
        )}
      </Stack>
    </Page>
  );
}

function AssessmentCard({ companyId, assessment }: { companyId: string; assessment: TInterestAssessment }) {
  const { t } = useTranslation('configurator');
  const { locale, edition } = useShell();
  const [draft, setDraft] = useState<Draft>(() => draftOf(assessment));
  const [save, { isLoading: saving }] = interestAssessmentsApi.useSaveInterestAssessmentMutation();
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  const entry = legitimateInterestKindEntries.find((e) => e.id === assessment.interestKind);
  const standard = entry !== undefined && entry.id !== 'OTHER';
  const title =
    standard && entry
      ? pick(entry.label, locale, edition)
      : (assessment.operations[0]?.name ?? assessment.key);

  async function submit(next: Draft) {
    setOutcome(null);
    try {
      await save({ companyId, key: assessment.key, body: bodyOf(next) }).unwrap();
      setOutcome('saved');
    } catch {
      setOutcome('failed');
    }
  }

  return (
    <Card aria-label={title}>
      <Stack $gap={4}>
        <h2>{title}</h2>
        <p>
          {t('interestAssessments.kind')}:{' '}
          {entry ? pick(entry.label, locale, edition) : t('interestAssessments.kindNotSaid')}
        </p>
        <div>
          <strong>{t('interestAssessments.operations')}</strong>
          <ul>
            {assessment.operations.map((op) => (
              <li key={op.id}>
                <Link to={`${paths.configurator(companyId, op.dataSubject)}/${op.situationId}/${op.id}`}>
                  {op.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit(draft);
          }}
        >
          <Stack $gap={4}>
            {ANSWERS.map((answer) => (
              <LabelledControl
                key={answer}
                label={t(`interestAssessments.answers.${answer}`)}
                hint={standard ? t('interestAssessments.standardHint') : t('interestAssessments.formHint')}
              >
                {(props) => (
                  <TextArea
                    {...props}
                    rows={3}
                    maxLength={2000}
                    value={draft[answer]}
                    onChange={(event) => setDraft({ ...draft, [answer]: event.target.value })}
                  />
                )}
              </LabelledControl>
            ))}
            <SelectField
              label={t('interestAssessments.conclusion')}
              hint={t('interestAssessments.conclusionHint')}
              value={draft.conclusion}
              onChange={(event) =>
                setDraft({ ...draft, conclusion: event.target.value as Draft['conclusion'] })
              }
            >
              <option value="">{t('interestAssessments.conclusions.none')}</option>
              <option value="NOT_OVERRIDDEN">{t('interestAssessments.conclusions.NOT_OVERRIDDEN')}</option>
              <option value="OVERRIDDEN">{t('interestAssessments.conclusions.OVERRIDDEN')}</option>
            </SelectField>
            {assessment.answers ? (
              <p>
                {t('interestAssessments.reviewedAt', {
                  date: formatDateTime(assessment.answers.reviewedAt, locale),
                })}
              </p>
            ) : null}
            {outcome === 'saved' ? <Alert kind="success">{t('interestAssessments.saved')}</Alert> : null}
            {outcome === 'failed' ? <Alert kind="error">{t('interestAssessments.saveFailed')}</Alert> : null}
            <Stack $row $gap={2}>
              <Button type="submit" disabled={saving}>
                {t('interestAssessments.save')}
              </Button>
              <Button
                type="button"
                variant="secondary"
                disabled={saving}
                onClick={() => {
                  const cleared = draftOf({ ...assessment, answers: null });
                  setDraft(cleared);
                  void submit(cleared);
                }}
              >
                {t('interestAssessments.reset')}
              </Button>
            </Stack>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
