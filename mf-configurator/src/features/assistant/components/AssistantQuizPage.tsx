import { useTranslation } from '@conform/i18n';
import {
  getAssistantQuiz,
  pick,
  visibleAssistantQuestions,
  type TAssistantAnswers,
  type TAssistantQuestion,
} from '@conform/catalogues';
import { Link, paths, useNavigate, useShell } from '@conform/shell-contract';
import { Button, Card, Page, Stack } from '@conform/ui';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useAssistantContext } from '../hooks/useAssistantContext.ts';

const Question = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  legend {
    font-weight: 600;
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.95rem;
  }
`;

const Choices = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(6)};
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    cursor: pointer;
  }
  input {
    width: 1.2rem;
    height: 1.2rem;
  }
`;

const FollowUps = styled.div`
  margin: ${({ theme }) => `${theme.space(2)} 0 0 ${theme.space(2)}`};
  padding-left: ${({ theme }) => theme.space(4)};
  border-left: 3px solid ${({ theme }) => theme.color.border};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
`;

const Questions = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  > li + li {
    border-top: 1px solid ${({ theme }) => theme.color.border};
    padding-top: ${({ theme }) => theme.space(5)};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The assistant's quiz (docs/spec/behaviour.md §2): yes/no questions, follow-ups shown after a yes. */
export function AssistantQuizPage() {
  const { t } = useTranslation('configurator');
  const navigate = useNavigate();
  const { companyId, productName, subject, answers: saved, saveAnswers } = useAssistantContext();
  const quiz = getAssistantQuiz(subject);
  const [answers, setAnswers] = useState<TAssistantAnswers>(saved ?? {});
  const visible = visibleAssistantQuestions(quiz, answers);
  const left = visible.filter((q) => typeof answers[q.id] !== 'boolean').length;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (left > 0) return;
    // Only what is shown counts: an answer left on a follow-up of a no is dropped.
    saveAnswers(Object.fromEntries(visible.map((q) => [q.id, answers[q.id] === true])));
    void navigate('results');
  }

  return (
    <Page title={t('assistant.title', { product: productName })} subtitle={t('assistant.intro')}>
      <form onSubmit={submit} aria-label={t('assistant.formLabel')}>
        <Stack $gap={6}>
          <Card>
            <Questions>
              {quiz.questions.map((question) => (
                <li key={question.id}>
                  <QuestionField
                    question={question}
                    answers={answers}
                    onAnswer={(id, value) => setAnswers((current) => ({ ...current, [id]: value }))}
                  />
                </li>
              ))}
            </Questions>
          </Card>
          <Actions>
            <Link to={paths.dashboard(companyId)}>{t('page.backToDashboard')}</Link>
            <Stack $row $gap={3}>
              {left > 0 ? <Muted aria-live="polite">{t('assistant.left', { count: left })}</Muted> : null}
              <Button type="submit" disabled={left > 0}>
                {t('assistant.continue')}
              </Button>
            </Stack>
          </Actions>
        </Stack>
      </form>
    </Page>
  );
}

function QuestionField({
  question,
  answers,
  onAnswer,
}: {
  question: TAssistantQuestion;
  answers: TAssistantAnswers;
  onAnswer: (id: string, value: boolean) => void;
}) {
  const { t } = useTranslation('configurator');
  const { locale, edition } = useShell();
  const descriptionId = useId();
  const answer = answers[question.id];
  return (
    <Stack $gap={3}>
      <Question aria-describedby={question.description ? descriptionId : undefined}>
        <legend>{pick(question.text, locale, edition)}</legend>
        {question.description ? (
          <p id={descriptionId}>{pick(question.description, locale, edition)}</p>
        ) : null}
        <Choices>
          {([true, false] as const).map((value) => (
            <label key={String(value)}>
              <input
                type="radio"
                name={question.id}
                checked={answer === value}
                onChange={() => onAnswer(question.id, value)}
              />
              {value ? t('assistant.yes') : t('assistant.no')}
            </label>
          ))}
        </Choices>
      </Question>
      {answer === true && question.followUpQuestions ? (
        <FollowUps>
          {question.followUpQuestions.map((followUp) => (
            <QuestionField key={followUp.id} question={followUp} answers={answers} onAnswer={onAnswer} />
          ))}
        </FollowUps>
      ) : null}
    </Stack>
  );
}
