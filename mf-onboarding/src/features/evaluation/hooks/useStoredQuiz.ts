import type { TQuizAnswers } from '@conform/catalogues';
import { useCallback, useEffect, useState } from 'react';

export interface StoredQuiz {
  answers: Record<string, boolean>;
  /** The step shown: a topic's index, or the number of topics for the contact step. */
  step: number;
}

const EMPTY: StoredQuiz = { answers: {}, step: 0 };

function read(key: string): StoredQuiz {
  try {
    const value = JSON.parse(sessionStorage.getItem(key) ?? 'null') as unknown;
    if (typeof value !== 'object' || value === null) return EMPTY;
    const { answers, step } = value as Partial<StoredQuiz>;
    const validAnswers =
      typeof answers === 'object' &&
      answers !== null &&
      Object.values(answers).every((a) => typeof a === 'boolean');
    return {
      answers: validAnswers ? answers : {},
      step: typeof step === 'number' && Number.isInteger(step) && step >= 0 ? step : 0,
    };
  } catch {
    return EMPTY;
  }
}

/**
 * The quiz in progress, kept in this tab's session storage so a reload keeps the answers and the step
 * (docs/spec/behaviour.md §2) while nothing outlives the visit.
 */
export function useStoredQuiz(key: string, lastStep: number) {
  const [quiz, setQuiz] = useState<StoredQuiz>(() => {
    const stored = read(key);
    return { ...stored, step: Math.min(stored.step, lastStep) };
  });

  useEffect(() => {
    sessionStorage.setItem(key, JSON.stringify(quiz));
  }, [key, quiz]);

  const answer = useCallback(
    (questionId: string, value: boolean) =>
      setQuiz((q) => ({ ...q, answers: { ...q.answers, [questionId]: value } })),
    [],
  );
  const goTo = useCallback(
    (step: number) => setQuiz((q) => ({ ...q, step: Math.max(0, Math.min(step, lastStep)) })),
    [lastStep],
  );
  const back = useCallback(() => setQuiz((q) => ({ ...q, step: Math.max(0, q.step - 1) })), []);
  /** Forgets the quiz once it is sent: the next visit starts afresh. */
  const clear = useCallback(() => sessionStorage.removeItem(key), [key]);

  return { answers: quiz.answers as TQuizAnswers, step: quiz.step, answer, goTo, back, clear };
}
