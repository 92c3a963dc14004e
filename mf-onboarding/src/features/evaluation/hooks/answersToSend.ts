import { visibleQuestions, type TQuiz, type TQuizAnswers } from '@conform/catalogues';

/**
 * The answers of the questions the visitor saw: a follow-up answered before its parent was changed to
 * no stays in this tab's storage, but is not part of the evaluation.
 */
export function answersToSend(quiz: TQuiz, answers: TQuizAnswers): Record<string, boolean> {
  const sent: Record<string, boolean> = {};
  for (const topic of quiz.topics) {
    for (const question of visibleQuestions(topic, answers)) {
      const answer = answers[question.id];
      if (typeof answer === 'boolean') sent[question.id] = answer;
    }
  }
  return sent;
}
