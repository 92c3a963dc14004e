import { legitimateInterestKindEntries, pick } from '@conform/catalogues';
import {
  STANDARD_INTEREST_ANSWER_PARTS,
  ZSaveInterestAssessmentSchema,
  type TInterestAssessment,
  type TSaveInterestAssessment,
  type TStandardInterestAnswerPart,
  type TStandardInterestAnswers,
} from '@conform/contracts';
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
  useFocusFirstInvalid,
} from '@conform/ui';
import { fieldErrorsOf } from '@conform/contracts/error-body';
import {
  Link,
  paths,
  useActiveCompany,
  useCompanyTimeZone,
  useLeaveGuard,
  useShell,
  useValidationMessage,
} from '@conform/shell-contract';
import { useRef, useState } from 'react';
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

/** The standard lines of one kind of interest, per part; null for a kind without standard answers. */
type Standard = Record<TStandardInterestAnswerPart, { question: string | null; answer: string }[]> | null;

const isStandardPart = (answer: Answer): answer is TStandardInterestAnswerPart =>
  (STANDARD_INTEREST_ANSWER_PARTS as readonly string[]).includes(answer);

/** The standard answer of a part as the text the admin starts from: one line per question or safeguard. */
function standardText(standard: Standard, answer: Answer): string {
  if (!standard || !isStandardPart(answer)) return '';
  return standard[answer].map((line) => line.answer).join('\n');
}

const sameText = (a: string, b: string) => a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim();

/** The form's starting values: the admin's answers, the standard answer where they gave none. */
function draftOf(assessment: TInterestAssessment, standard: Standard): Draft {
  const given = assessment.answers;
  const draft = { conclusion: given?.conclusion ?? '' } as Draft;
  for (const answer of ANSWERS) draft[answer] = given?.[answer] ?? standardText(standard, answer);
  return draft;
}

/**
 * The answers to save: a part left as its standard text is saved as "not said" (null), so the
 * document keeps printing the standard answer and follows the content's later corrections of it.
 */
function bodyOf(draft: Draft, standard: Standard): TSaveInterestAssessment {
  const body = { conclusion: draft.conclusion || null } as TSaveInterestAssessment;
  for (const answer of ANSWERS) {
    const text = draft[answer].trim();
    const standardAnswer = standardText(standard, answer);
    body[answer] = text === '' || (standardAnswer !== '' && sameText(text, standardAnswer)) ? null : text;
  }
  return body;
}

type Field = Answer | 'conclusion';
const FIELDS: readonly string[] = [...ANSWERS, 'conclusion'];

/** What is wrong with the answers, per field: the contract's rules, or a service's 400 (message keys). */
function fieldErrors(pairs: Iterable<readonly [string, string]>): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const [path, message] of pairs) {
    if (FIELDS.includes(path)) errors[path as Field] ??= message;
  }
  return errors;
}

const sameDraft = (a: Draft, b: Draft) =>
  a.conclusion === b.conclusion && ANSWERS.every((answer) => sameText(a[answer], b[answer]));

/**
 * `/:companyId/configurator/legitimate-interest`: one card per legitimate interest assessment of the
 * company (a kind of interest with its operations, or an operation of another kind alone), its
 * answers to the three tests, each starting from the standard answer of its kind (the documents
 * service publishes them from the document's own content); an answer left as the standard one, or
 * emptied, keeps the standard answer in the document.
 */
export function InterestAssessmentsPage() {
  const { t } = useTranslation('configurator');
  const { companyId } = useActiveCompany();
  const { locale } = useShell();
  const { data, isLoading, error, refetch } = interestAssessmentsApi.useInterestAssessmentsQuery({
    companyId,
  });
  const standardAnswers = interestAssessmentsApi.useStandardInterestAnswersQuery({
    language: locale === 'en' ? 'en' : 'ro',
  });
  const loading = isLoading || standardAnswers.isLoading;
  const status = error && 'status' in error ? error.status : null;
  return (
    <Page title={t('interestAssessments.title')} subtitle={t('interestAssessments.description')}>
      <Stack $gap={6}>
        <Link to={paths.dashboard(companyId)}>{t('page.backToDashboard')}</Link>
        {loading ? (
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
                <AssessmentCard
                  companyId={companyId}
                  assessment={assessment}
                  standardAnswers={standardAnswers.data}
                />
              </li>
            ))}
          </Cards>
        )}
      </Stack>
    </Page>
  );
}

function AssessmentCard({
  companyId,
  assessment,
  standardAnswers,
}: {
  companyId: string;
  assessment: TInterestAssessment;
  /** Undefined when they could not be loaded: the answers start empty, as "the standard one". */
  standardAnswers: TStandardInterestAnswers | undefined;
}) {
  const { t } = useTranslation('configurator');
  const { locale, edition } = useShell();
  const timeZone = useCompanyTimeZone();
  const standardLines: Standard =
    standardAnswers?.kinds.find((k) => k.kind === assessment.interestKind)?.parts ?? null;
  const [saved, setSaved] = useState<Draft>(() => draftOf(assessment, standardLines));
  const [draft, setDraft] = useState<Draft>(saved);
  const [save, { isLoading: saving }] = interestAssessmentsApi.useSaveInterestAssessmentMutation();
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  const message = useValidationMessage('configurator');
  // Checked on Save (the contract's rules, then the service's): each error under its field, the
  // first focused, the 'could not save' notice only for a failure that names no field.
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refused, setRefused] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, refused, Object.keys(errors).length > 0);
  const guard = useLeaveGuard(!sameDraft(draft, saved));
  /** A field being corrected no longer shows its error. */
  const edited = (field: Field) =>
    setErrors((current) => {
      const { [field]: _corrected, ...rest } = current;
      return rest;
    });
  const [setAlone, { isLoading: moving }] = interestAssessmentsApi.useSetAssessedAloneMutation();
  const [moveFailed, setMoveFailed] = useState(false);
  const entry = legitimateInterestKindEntries.find((e) => e.id === assessment.interestKind);
  const standard = entry !== undefined && entry.id !== 'OTHER';
  // An operation of a kind with standard answers the admin chose to assess on its own.
  const alone = standard && assessment.operations.length === 1 && assessment.operations[0]!.assessedAlone;
  const title =
    standard && entry
      ? alone
        ? `${pick(entry.label, locale, edition)}: ${assessment.operations[0]!.name}`
        : pick(entry.label, locale, edition)
      : (assessment.operations[0]?.name ?? assessment.key);

  async function assessAlone(operationId: string, assessedAlone: boolean) {
    setMoveFailed(false);
    try {
      await setAlone({ companyId, operationId, body: { assessedAlone } }).unwrap();
    } catch {
      setMoveFailed(true);
    }
  }

  async function submit(next: Draft) {
    setOutcome(null);
    const body = bodyOf(next, standardLines);
    const checked = ZSaveInterestAssessmentSchema.safeParse(body);
    const invalid = checked.success
      ? {}
      : fieldErrors(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message] as const));
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) {
      setRefused((n) => n + 1);
      return;
    }
    try {
      await save({ companyId, key: assessment.key, body }).unwrap();
      setSaved(next);
      setOutcome('saved');
    } catch (error) {
      const refusedFields = fieldErrors(fieldErrorsOf(error));
      setErrors(refusedFields);
      if (Object.keys(refusedFields).length > 0) setRefused((n) => n + 1);
      else setOutcome('failed');
    }
  }

  /** The questions a part answers, then what keeping or changing the standard text does. */
  function hintOf(answer: Answer): string {
    const questions =
      standardLines && isStandardPart(answer)
        ? standardLines[answer].flatMap((line) => (line.question ? [line.question] : []))
        : [];
    const rule =
      standardLines && isStandardPart(answer)
        ? t('interestAssessments.standardHint')
        : standard
          ? t('interestAssessments.ownHint')
          : t('interestAssessments.formHint');
    return questions.length > 0
      ? `${t('interestAssessments.answers.questions')} ${questions.join(' ')} ${rule}`
      : rule;
  }

  return (
    <Card aria-label={title}>
      {guard.dialog}
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
                <Stack $row $gap={2}>
                  <Link to={`${paths.configurator(companyId, op.dataSubject)}/${op.situationId}/${op.id}`}>
                    {op.name}
                  </Link>
                  {standard && assessment.operations.length > 1 ? (
                    <Button
                      type="button"
                      variant="secondary"
                      disabled={moving}
                      aria-label={t('interestAssessments.assessAloneNamed', { name: op.name })}
                      onClick={() => void assessAlone(op.id, true)}
                    >
                      {t('interestAssessments.assessAlone')}
                    </Button>
                  ) : null}
                </Stack>
              </li>
            ))}
          </ul>
          {alone ? (
            <Stack $gap={2}>
              <p>{t('interestAssessments.aloneNote')}</p>
              <div>
                <Button
                  type="button"
                  variant="secondary"
                  disabled={moving}
                  onClick={() => void assessAlone(assessment.operations[0]!.id, false)}
                >
                  {t('interestAssessments.assessTogether')}
                </Button>
              </div>
            </Stack>
          ) : null}
          {moveFailed ? <Alert kind="error">{t('interestAssessments.moveFailed')}</Alert> : null}
        </div>
        <form
          ref={formRef}
          noValidate
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
                hint={hintOf(answer)}
                error={message(errors[answer])}
              >
                {(props) => (
                  <TextArea
                    {...props}
                    rows={3}
                    maxLength={2000}
                    value={draft[answer]}
                    onChange={(event) => {
                      setDraft({ ...draft, [answer]: event.target.value });
                      edited(answer);
                    }}
                  />
                )}
              </LabelledControl>
            ))}
            <SelectField
              label={t('interestAssessments.conclusion')}
              hint={t('interestAssessments.conclusionHint')}
              error={message(errors.conclusion)}
              value={draft.conclusion}
              onChange={(event) => {
                setDraft({ ...draft, conclusion: event.target.value as Draft['conclusion'] });
                edited('conclusion');
              }}
            >
              <option value="">{t('interestAssessments.conclusions.none')}</option>
              <option value="NOT_OVERRIDDEN">{t('interestAssessments.conclusions.NOT_OVERRIDDEN')}</option>
              <option value="OVERRIDDEN">{t('interestAssessments.conclusions.OVERRIDDEN')}</option>
            </SelectField>
            {assessment.answers ? (
              <p>
                {t('interestAssessments.reviewedAt', {
                  date: formatDateTime(assessment.answers.reviewedAt, locale, timeZone),
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
                  const cleared = draftOf({ ...assessment, answers: null }, standardLines);
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
