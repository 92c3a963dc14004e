import { z } from 'zod';
import type { TEdition } from '../schema/common.ts';
import { CatalogueError, loadCatalogue } from '../schema/load.ts';
import { PRODUCT_FAMILIES } from '../products/schema.ts';
import type { TProductId } from '../products/schema.ts';
import { isOfferedOn, productIdForEdition } from '../products/index.ts';
import { assertUniqueQuestionIds, flattenQuestions } from '../logic/quiz.ts';
import { evaluationQuizInput, resultCategoriesInput } from './evaluation.ts';
import { ZQuizSchema, ZResultCategorySchema } from './schema.ts';
import type { TQuiz, TQuizQuestion, TResultCategory } from './schema.ts';

export * from './schema.ts';

/** The evaluation quiz of the RO and EN editions, validated at load. */
export const evaluationQuiz: TQuiz = loadCatalogue('evaluationQuiz', ZQuizSchema, evaluationQuizInput);

function forEdition(ids: readonly TProductId[], edition: TEdition): TProductId[] {
  return ids.map((id) => {
    const mapped = productIdForEdition(id, edition);
    if (!mapped) throw new CatalogueError('evaluationQuiz', `${id} has no variant on the ${edition} edition`);
    return mapped;
  });
}

function questionForEdition(question: TQuizQuestion, edition: TEdition): TQuizQuestion {
  return {
    ...question,
    configuredProducts: forEdition(question.configuredProducts, edition),
    ...(question.followUpQuestions
      ? { followUpQuestions: question.followUpQuestions.map((f) => questionForEdition(f, edition)) }
      : {}),
  };
}

/** The same quiz with every product replaced by its variant on an edition. */
function quizForEdition(quiz: TQuiz, edition: TEdition): TQuiz {
  return loadCatalogue(`evaluationQuiz.${edition}`, ZQuizSchema, {
    ...quiz,
    edition,
    alwaysRecommended: forEdition(quiz.alwaysRecommended, edition),
    topics: quiz.topics.map((t) => ({
      ...t,
      questions: t.questions.map((q) => questionForEdition(q, edition)),
    })),
  });
}

/** The evaluation quiz of each edition (INT recommends the INT_ products). */
export const evaluationQuizzes: Readonly<Record<TEdition, TQuiz>> = {
  RO: evaluationQuiz,
  EN: { ...evaluationQuiz, edition: 'EN' },
  INT: quizForEdition(evaluationQuiz, 'INT'),
};

// Debug checks of the spec, run on every load: duplicate question ids are an error, and every
// recommended product must be on sale on the quiz's edition.
for (const quiz of Object.values(evaluationQuizzes)) {
  assertUniqueQuestionIds(quiz);
  const recommended = [
    ...quiz.alwaysRecommended,
    ...flattenQuestions(quiz).flatMap((q) => q.configuredProducts),
  ];
  const notOffered = recommended.filter((id) => !isOfferedOn(id, quiz.edition));
  if (notOffered.length) {
    throw new CatalogueError(
      'evaluationQuiz',
      `${quiz.edition} recommends products it does not offer: ${notOffered.join(', ')}`,
    );
  }
}

/** How the results page presents each product family, in display order. */
export const resultCategories: readonly TResultCategory[] = loadCatalogue(
  'resultCategories',
  z
    .array(ZResultCategorySchema)
    .length(PRODUCT_FAMILIES.length)
    .refine(
      (c) => c.every((cat, i) => cat.id === PRODUCT_FAMILIES[i]),
      'one category per product family, in family order',
    ),
  resultCategoriesInput,
);
