import {
  assistantAnswerProblems,
  findProduct,
  getAssistantQuiz,
  suggestFromAnswers,
  type TAssistantAnswers,
  type TDataSubject,
} from '@conform/catalogues';
import type { Edition } from '@conform/contracts';
import type { AssistantCatalogue } from './domain.ts';

/** The assistant quizzes and products of the bundled catalogue. */
export const catalogueAssistant: AssistantCatalogue = {
  subjectOf(product: string, edition: Edition): TDataSubject | undefined {
    const found = findProduct(product);
    return found?.editions.includes(edition) ? (found.dataSubject ?? undefined) : undefined;
  },

  answerProblems(subject: TDataSubject, answers: TAssistantAnswers) {
    return assistantAnswerProblems(getAssistantQuiz(subject), answers);
  },

  suggest(subject: TDataSubject, answers: TAssistantAnswers) {
    return suggestFromAnswers(subject, answers).map((situation) => ({
      suggestionId: situation.id,
      operationIds: situation.operations.map((op) => op.id),
    }));
  },
};
