import type { TCreateEvaluation, TEvaluation } from '@conform/contracts';
import { AppError, newId, type Platform } from '@conform/server-kit';
import type { EvaluationRecord, EvaluationsRepository } from './repository.ts';

function toEvaluation(record: EvaluationRecord): TEvaluation {
  return {
    id: record.id,
    answers: record.answers,
    results: record.results,
    locale: record.locale === 'en' ? 'en' : 'ro',
    platform: record.platform as Platform,
    createdAt: record.createdAt.toISOString(),
  };
}

export function createEvaluationsDomain(repo: EvaluationsRepository) {
  return {
    /** Keeps a finished quiz so the results survive the visitor signing in later. */
    async record(
      input: TCreateEvaluation,
      context: { userId: string | null; platform: Platform; locale: 'ro' | 'en' },
    ): Promise<TEvaluation> {
      const record = await repo.insert({
        id: newId(),
        userId: context.userId,
        platform: context.platform,
        locale: context.locale,
        answers: input.answers,
        results: [...new Set(input.results)],
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
