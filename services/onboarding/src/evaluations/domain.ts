import { computeResults, evaluationQuizzes, flattenQuestions, isQuizComplete } from '@conform/catalogues';
import { toEdition, type Platform, type TCreateEvaluation, type TEvaluation } from '@conform/contracts';
import { PLATFORM_EVENTS } from '@conform/contracts/events';
import { AppError, newId, publishEvent, type Db } from '@conform/server-kit';
import {
  createEvaluationsRepository,
  type EvaluationRecord,
  type EvaluationsRepository,
} from './repository.ts';

function toEvaluation(record: EvaluationRecord): TEvaluation {
  return {
    id: record.id,
    answers: record.answers,
    results: record.results,
    source: record.source === 'quiz' ? 'quiz' : 'onboarding',
    locale: record.locale === 'en' ? 'en' : 'ro',
    platform: record.platform,
    createdAt: record.createdAt.toISOString(),
  };
}

/**
 * The recommended products for a finished quiz on an edition, computed here with the catalogue's
 * rules (deepest yes of each branch, internal policies always added): the server decides what the
 * visitor is offered, whatever a client claims. Unknown question ids and an unfinished quiz are a 400.
 */
export function resultsFor(platform: Platform, answers: TCreateEvaluation['answers']): string[] {
  const quiz = evaluationQuizzes[toEdition(platform)];
  const known = new Set(flattenQuestions(quiz).map((q) => q.id));
  const unknown = Object.keys(answers).filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw new AppError(
      'validation',
      'The request is not valid.',
      unknown.map((id) => ({ path: `answers.${id}`, message: 'validation.quiz.unknownQuestion' })),
    );
  }
  if (!isQuizComplete(quiz, answers)) {
    throw new AppError('validation', 'The quiz is not complete: answer every question first.', [
      { path: 'answers', message: 'validation.quiz.incomplete' },
    ]);
  }
  return computeResults(quiz, answers);
}

export function createEvaluationsDomain(db: Db, repo: EvaluationsRepository) {
  return {
    /**
     * Keeps a finished quiz so the results survive the visitor signing in later, and publishes
     * `evaluation.completed` with it (marketing: quiz completed or onboarding evaluation, docs/spec/behaviour.md §7).
     */
    async record(
      input: TCreateEvaluation,
      context: { userId: string | null; platform: Platform; locale: 'ro' | 'en' },
    ): Promise<TEvaluation> {
      const results = resultsFor(context.platform, input.answers);
      const source = input.source ?? 'onboarding';
      const record = await db.transaction(async (tx) => {
        const saved = await createEvaluationsRepository(tx.orm).insert({
          id: newId(),
          userId: context.userId,
          platform: context.platform,
          locale: context.locale,
          answers: input.answers,
          results,
          source,
        });
        await publishEvent(tx, PLATFORM_EVENTS, {
          source: 'onboarding',
          type: 'evaluation.completed',
          payload: {
            evaluationId: saved.id,
            userId: saved.userId,
            platform: context.platform,
            locale: context.locale,
            source,
          },
        });
        return saved;
      });
      return toEvaluation(record);
    },

    /** An evaluation is readable by the user who made it; a visitor's evaluation by nobody but its id's holder. */
    async read(id: string, userId: string | null): Promise<TEvaluation> {
      const record = await repo.findById(id);
      if (!record || (record.userId !== null && record.userId !== userId)) {
        throw new AppError('not_found', 'Evaluation not found.');
      }
      return toEvaluation(record);
    },
  };
}
export type EvaluationsDomain = ReturnType<typeof createEvaluationsDomain>;
