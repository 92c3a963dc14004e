import { useTranslation } from '@conform/i18n';
import { encodeResults, evaluationQuizzes, isProductId } from '@conform/catalogues';
import { useNavigate, useShell } from '@conform/shell-contract';
import { Button, Card, Page, Stack } from '@conform/ui';
import { useState } from 'react';
import { funnelPaths } from '../../../lib/paths.ts';
import { useRecordEvaluationMutation } from '../api/evaluationApi.ts';
import { answersToSend } from '../hooks/answersToSend.ts';
import { useStepBackOnLeave } from '../hooks/useStepBackOnLeave.ts';
import { useStoredQuiz } from '../hooks/useStoredQuiz.ts';
import { QuizStepper } from './QuizStepper.tsx';

const STORAGE_KEY = 'conform.quiz.standalone';

/** /quiz/start: the standalone evaluation's start (docs/spec/behaviour.md §2), for visitors who only want the check. */
export function QuizStartPage() {
  const { t } = useTranslation('onboarding');
  const { edition } = useShell();
  const navigate = useNavigate();
  return (
    <Page
      title={t('standalone.title')}
      subtitle={t('standalone.subtitle', { minutes: evaluationQuizzes[edition].estimatedMinutes })}
    >
      <Card>
        <Stack>
          <p>{t('standalone.intro')}</p>
          <div>
            <Button onClick={() => void navigate(funnelPaths.quizForm)}>{t('standalone.begin')}</Button>
          </div>
        </Stack>
      </Card>
    </Page>
  );
}

/**
 * /quiz/form: the same topics without the contact step; nobody is signed in. The onboarding service
 * still computes the recommendation from the answers.
 */
export function QuizFormPage() {
  const { t } = useTranslation('onboarding');
  const { edition, notify } = useShell();
  const navigate = useNavigate();
  const quiz = evaluationQuizzes[edition];
  const stored = useStoredQuiz(STORAGE_KEY, quiz.topics.length - 1);
  const [busy, setBusy] = useState(false);
  const [recordEvaluation] = useRecordEvaluationMutation();
  useStepBackOnLeave(stored.step, funnelPaths.quizStart, stored.back);

  const finish = async () => {
    setBusy(true);
    // Marketing tells the standalone quiz from the onboarding evaluation (docs/spec/behaviour.md §7: quiz completed).
    const result = await recordEvaluation({ answers: answersToSend(quiz, stored.answers), source: 'quiz' });
    if ('error' in result) {
      notify({ kind: 'error', title: t('errors.title'), message: t('errors.evaluationFailed') });
      setBusy(false);
      return;
    }
    stored.clear();
    await navigate(funnelPaths.quizResults(encodeResults(result.data.results.filter(isProductId))));
  };

  return (
    <Page title={t('standalone.title')} subtitle={t('quiz.subtitle', { minutes: quiz.estimatedMinutes })}>
      <QuizStepper
        quiz={quiz}
        answers={stored.answers}
        step={stored.step}
        withContact={false}
        busy={busy}
        onAnswer={stored.answer}
        onStep={stored.goTo}
        onLeave={() => void navigate(funnelPaths.quizStart)}
        onFinish={() => void finish()}
      />
    </Page>
  );
}
