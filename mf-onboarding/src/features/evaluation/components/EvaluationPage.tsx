import { useTranslation } from '@conform/i18n';
import { encodeResults, evaluationQuizzes, isProductId } from '@conform/catalogues';
import { paths, useNavigate, useShell } from '@conform/shell-contract';
import { Page } from '@conform/ui';
import { useState } from 'react';
import { funnelPaths } from '../../../lib/paths.ts';
import { useRecordEvaluationMutation } from '../api/evaluationApi.ts';
import { answersToSend } from '../hooks/answersToSend.ts';
import { useStepBackOnLeave } from '../hooks/useStepBackOnLeave.ts';
import { useStoredQuiz } from '../hooks/useStoredQuiz.ts';
import type { TQuizContact } from './ContactStep.tsx';
import { QuizStepper } from './QuizStepper.tsx';

const STORAGE_KEY = 'conform.quiz.evaluation';

/**
 * /onboarding/evaluation (docs/spec/behaviour.md §2, §4). On finishing, a visitor is signed in anonymously, their consents
 * are recorded, the onboarding service computes the recommendation from the answers, and a sign-in link
 * goes to their e-mail: opening it confirms the address and keeps everything (upgrade in place), then
 * leads to the company identification, which needs the account. The results page shows what the service
 * computed.
 */
export function EvaluationPage() {
  const { t } = useTranslation('onboarding');
  const shell = useShell();
  const navigate = useNavigate();
  const quiz = evaluationQuizzes[shell.edition];
  // A signed-in user already gave an e-mail and accepted the terms.
  const withContact = !shell.user || shell.user.isAnonymous;
  const stored = useStoredQuiz(STORAGE_KEY, quiz.topics.length - (withContact ? 0 : 1));
  const [busy, setBusy] = useState(false);
  const [recordEvaluation] = useRecordEvaluationMutation();
  useStepBackOnLeave(stored.step, paths.onboardingStart, stored.back);

  const finish = async (contact: TQuizContact | null) => {
    setBusy(true);
    try {
      const user = await shell.ensureSession();
      const visitor = user.isAnonymous && contact !== null;
      if (visitor) await shell.recordConsents({ terms: true, communications: contact.communications });
      const evaluation = await recordEvaluation({ answers: answersToSend(quiz, stored.answers) }).unwrap();
      const encoded = encodeResults(evaluation.results.filter(isProductId));
      if (visitor) {
        // A company needs an account (docs/spec/behaviour.md §6): the company pages send the visitor to sign in, and the
        // link brings them back to the company identification with the quiz's packages.
        const outcome = await shell.sendSignInLink(contact.email, funnelPaths.companyStart(encoded));
        shell.notify(
          outcome === 'sent'
            ? { kind: 'info', message: t('quiz.linkSent', { email: contact.email }), timeoutMs: 10_000 }
            : { kind: 'warning', message: t('quiz.linkNotSent'), timeoutMs: 10_000 },
        );
      }
      stored.clear();
      await navigate(funnelPaths.results(encoded));
    } catch {
      shell.notify({ kind: 'error', title: t('errors.title'), message: t('errors.evaluationFailed') });
      setBusy(false);
    }
  };

  return (
    <Page title={t('quiz.title')} subtitle={t('quiz.subtitle', { minutes: quiz.estimatedMinutes })}>
      <QuizStepper
        quiz={quiz}
        answers={stored.answers}
        step={stored.step}
        withContact={withContact}
        busy={busy}
        onAnswer={stored.answer}
        onStep={stored.goTo}
        onLeave={() => void navigate(paths.onboardingStart)}
        onFinish={(contact) => void finish(contact)}
      />
    </Page>
  );
}
