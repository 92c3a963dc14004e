import { useTranslation } from '@conform/i18n';
import { isTopicComplete, pick, visibleQuestions, type TQuiz, type TQuizAnswers } from '@conform/catalogues';
import { useShell } from '@conform/shell-contract';
import { Button, Card, Stack } from '@conform/ui';
import styled from 'styled-components';
import { ContactStep, type TQuizContact } from './ContactStep.tsx';
import { QuestionField } from './QuestionField.tsx';

const Steps = styled.ol`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(6)};
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(3)}`};
    border-radius: 999px;
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.border};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.9rem;
  }
  li[aria-current='step'] {
    border-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primary};
    font-weight: 700;
  }
  li[data-done='true'] {
    color: ${({ theme }) => theme.color.success};
  }
  /* On a phone the whole row would push the question off the screen: only the current step shows. */
  @media (max-width: 700px) {
    li:not([aria-current='step']) {
      display: none;
    }
  }
`;

const StepNumber = styled.span`
  display: inline-grid;
  place-items: center;
  width: 1.5rem;
  height: 1.5rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.background};
  font-weight: 700;
`;

const Visually = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const TopicHead = styled.div`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export interface QuizStepperProps {
  quiz: TQuiz;
  answers: TQuizAnswers;
  step: number;
  /** The final contact step (e-mail, terms): asked of visitors, not of signed-in users. */
  withContact: boolean;
  busy: boolean;
  onAnswer: (questionId: string, value: boolean) => void;
  onStep: (step: number) => void;
  /** Back on the first step: the quiz's start page. */
  onLeave: () => void;
  onFinish: (contact: TQuizContact | null) => void;
}

/**
 * The evaluation quiz (docs/spec/behaviour.md §2): one step per topic, then the contact step. A topic shows its yes/no
 * questions one at a time — each answered one stays, changeable, above the one being asked — and
 * follow-ups appear after a yes. Continue appears once the topic is complete.
 */
export function QuizStepper(props: QuizStepperProps) {
  const { quiz, answers, step, withContact, busy } = props;
  const { t } = useTranslation('onboarding');
  const { locale, edition } = useShell();
  const names = [
    ...quiz.topics.map((topic) => pick(topic.name, locale, edition)),
    ...(withContact ? [t('quiz.contact.step')] : []),
  ];
  const topic = quiz.topics[step];
  const last = names.length - 1;

  return (
    <Stack $gap={2}>
      <nav aria-label={t('quiz.stepsLabel')}>
        <Steps>
          {names.map((name, i) => (
            <li
              key={name}
              aria-current={i === step ? 'step' : undefined}
              data-done={i < step || (quiz.topics[i] ? isTopicComplete(quiz.topics[i], answers) : false)}
            >
              <StepNumber aria-hidden="true">{i + 1}</StepNumber>
              <Visually>{t('quiz.stepOf', { step: i + 1, total: names.length })}</Visually>
              {name}
            </li>
          ))}
        </Steps>
      </nav>
      <Card>
        {topic ? (
          <TopicStep {...props} topicIndex={step} isLast={step === last} />
        ) : (
          <ContactStep busy={busy} onBack={() => props.onStep(step - 1)} onSubmit={props.onFinish} />
        )}
      </Card>
    </Stack>
  );
}

function TopicStep({
  quiz,
  answers,
  topicIndex,
  isLast,
  busy,
  onAnswer,
  onStep,
  onLeave,
  onFinish,
}: QuizStepperProps & { topicIndex: number; isLast: boolean }) {
  const { t } = useTranslation('onboarding');
  const { locale, edition } = useShell();
  const topic = quiz.topics[topicIndex]!;
  const visible = visibleQuestions(topic, answers);
  const pending = visible.findIndex((q) => typeof answers[q.id] !== 'boolean');
  const shown = pending === -1 ? visible : visible.slice(0, pending + 1);
  const complete = pending === -1;

  return (
    <Stack>
      <TopicHead>
        <h2>{pick(topic.name, locale, edition)}</h2>
        <p>{pick(topic.description, locale, edition)}</p>
      </TopicHead>
      {shown.map((question, i) => (
        <QuestionField
          key={question.id}
          id={question.id}
          text={pick(question.text, locale, edition)}
          description={question.description ? pick(question.description, locale, edition) : undefined}
          value={answers[question.id]}
          current={i === pending}
          onAnswer={(value) => onAnswer(question.id, value)}
        />
      ))}
      <Stack $row>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => (topicIndex === 0 ? onLeave() : onStep(topicIndex - 1))}
        >
          {t('quiz.back')}
        </Button>
        {complete ? (
          <Button
            disabled={busy}
            aria-busy={busy}
            onClick={() => (isLast ? onFinish(null) : onStep(topicIndex + 1))}
          >
            {busy ? t('quiz.sending') : t('quiz.continue')}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}
