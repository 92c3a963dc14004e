import { z } from 'zod';
import { DATA_SUBJECTS, ZDataSubjectSchema } from '../schema/enums.ts';
import type { TDataSubject } from '../schema/enums.ts';
import type { TSituationPreset } from '../schema/presets.ts';
import { locateOperationPreset, hasOperationPreset, presetsBySubject } from '../presets/index.ts';
import { CatalogueInternalError } from '../values/index.ts';
import { accommodationGuestsQuiz } from './quizzes/accommodation-guests.ts';
import { businessClientsQuiz } from './quizzes/business-clients.ts';
import { businessSuppliersQuiz } from './quizzes/business-suppliers.ts';
import { candidatesQuiz } from './quizzes/candidates.ts';
import { courseAttendantsQuiz } from './quizzes/course-attendants.ts';
import { employeesQuiz } from './quizzes/employees.ts';
import { eventAttendantsQuiz } from './quizzes/event-attendants.ts';
import { onlineEventAttendantsQuiz } from './quizzes/online-event-attendants.ts';
import { onlineRestaurantUsersQuiz } from './quizzes/online-restaurant-users.ts';
import { onlineShopUsersQuiz } from './quizzes/online-shop-users.ts';
import { onlineUsersQuiz } from './quizzes/online-users.ts';
import { patientsQuiz } from './quizzes/patients.ts';
import { personalClientsQuiz } from './quizzes/personal-clients.ts';
import { personalSuppliersQuiz } from './quizzes/personal-suppliers.ts';
import { realEstateUsersQuiz } from './quizzes/real-estate-users.ts';
import { quizKey, ZAssistantQuizSchema } from './schema.ts';
import type { TAssistantAnswers, TAssistantQuestion, TAssistantQuiz } from './schema.ts';

export { ZAssistantQuestionSchema, ZAssistantQuizSchema, quizKey } from './schema.ts';
export type { TAssistantAnswers, TAssistantQuestion, TAssistantQuiz } from './schema.ts';

/** Every question of a quiz, depth first (a question before its follow-ups), with its parent id. */
export function allQuestions(
  quiz: TAssistantQuiz,
): { question: TAssistantQuestion; parentId: string | null }[] {
  const out: { question: TAssistantQuestion; parentId: string | null }[] = [];
  const walk = (questions: readonly TAssistantQuestion[], parentId: string | null): void => {
    for (const question of questions) {
      out.push({ question, parentId });
      walk(question.followUpQuestions ?? [], question.id);
    }
  };
  walk(quiz.questions, null);
  return out;
}

/** Every operation id a quiz references (basic ones first), duplicates kept. */
export function referencedOperations(quiz: TAssistantQuiz): string[] {
  return [...quiz.basicOperations, ...allQuestions(quiz).flatMap(({ question }) => question.operations)];
}

/**
 * The debug checks of docs/spec/catalogues.md §8 and the reference checks of §5: duplicate question ids, duplicate
 * suggested operation ids, question ids outside the quiz's namespace or their parent's, and
 * operations that are not presets of the quiz's data subject. Empty when the quiz is valid.
 */
export function quizProblems(quiz: TAssistantQuiz): string[] {
  const problems: string[] = [];
  const key = quizKey(quiz.dataSubject);
  const questionIds = new Set<string>();
  for (const { question, parentId } of allQuestions(quiz)) {
    if (questionIds.has(question.id)) problems.push(`duplicate question id "${question.id}"`);
    questionIds.add(question.id);
    const expectedPrefix = `${parentId ?? key}.`;
    if (!question.id.startsWith(expectedPrefix)) {
      problems.push(`question "${question.id}" should start with "${expectedPrefix}"`);
    }
  }
  const seen = new Set<string>();
  for (const id of referencedOperations(quiz)) {
    if (seen.has(id)) problems.push(`duplicate suggested operation id "${id}"`);
    seen.add(id);
    if (!hasOperationPreset(id)) {
      problems.push(`suggested operation "${id}" is not a preset operation`);
    } else if (locateOperationPreset(id).subject !== quiz.dataSubject) {
      problems.push(`suggested operation "${id}" belongs to another data subject than ${quiz.dataSubject}`);
    }
  }
  return problems;
}

/** Preset operations of the quiz's data subject that no answer can suggest. */
export function unreachableOperations(quiz: TAssistantQuiz): string[] {
  const reachable = new Set(referencedOperations(quiz));
  return presetsBySubject[quiz.dataSubject].situations
    .flatMap((situation) => situation.operations.map((op) => op.id))
    .filter((id) => !reachable.has(id));
}

/** The assistant quizzes keyed by data subject. */
export const ZAssistantQuizzesSchema = z.record(ZDataSubjectSchema, ZAssistantQuizSchema);

function load(): Record<TDataSubject, TAssistantQuiz> {
  const raw: Record<TDataSubject, TAssistantQuiz> = {
    PERSONAL_CLIENTS: personalClientsQuiz,
    BUSINESS_CLIENTS: businessClientsQuiz,
    PERSONAL_SUPPLIERS: personalSuppliersQuiz,
    BUSINESS_SUPPLIERS: businessSuppliersQuiz,
    CANDIDATES: candidatesQuiz,
    EMPLOYEES: employeesQuiz,
    PATIENTS: patientsQuiz,
    EVENT_ATTENDANTS: eventAttendantsQuiz,
    ONLINE_EVENT_ATTENDANTS: onlineEventAttendantsQuiz,
    ONLINE_USERS: onlineUsersQuiz,
    ONLINE_SHOP_USERS: onlineShopUsersQuiz,
    ONLINE_RESTAURANT_USERS: onlineRestaurantUsersQuiz,
    COURSE_ATTENDANTS: courseAttendantsQuiz,
    REAL_ESTATE_USERS: realEstateUsersQuiz,
    ACCOMMODATION_GUESTS: accommodationGuestsQuiz,
  };
  const parsed = ZAssistantQuizzesSchema.safeParse(raw);
  if (!parsed.success) {
    throw new CatalogueInternalError(`Assistant quizzes are invalid:\n${z.prettifyError(parsed.error)}`);
  }
  const quizzes = parsed.data;
  const problems = DATA_SUBJECTS.flatMap((subject) => {
    const quiz = quizzes[subject];
    const own = quiz.dataSubject === subject ? [] : [`quiz under ${subject} declares ${quiz.dataSubject}`];
    return [...own, ...quizProblems(quiz).map((p) => `${subject}: ${p}`)];
  });
  if (problems.length > 0) {
    throw new CatalogueInternalError(`Assistant quizzes are invalid:\n- ${problems.join('\n- ')}`);
  }
  return quizzes;
}

/** Assistant quiz per data subject (docs/spec/catalogues.md §11.2), validated on load. */
export const assistantQuizzes: Record<TDataSubject, TAssistantQuiz> = load();

/** The quiz of a data subject; a missing one is an internal error (docs/spec/behaviour.md §8). */
export function getAssistantQuiz(subject: TDataSubject): TAssistantQuiz {
  const quiz = assistantQuizzes[subject] as TAssistantQuiz | undefined;
  if (!quiz) throw new CatalogueInternalError(`Missing assistant quiz data for "${String(subject)}"`);
  return quiz;
}

/**
 * The questions shown for the answers so far, in order: every top-level question, and the
 * follow-ups of each question answered yes (recursively). Questions are answered one at a time, in
 * this order.
 */
export function visibleAssistantQuestions(
  quiz: TAssistantQuiz,
  answers: TAssistantAnswers,
): TAssistantQuestion[] {
  const out: TAssistantQuestion[] = [];
  const walk = (questions: readonly TAssistantQuestion[]): void => {
    for (const question of questions) {
      out.push(question);
      if (answers[question.id] === true) walk(question.followUpQuestions ?? []);
    }
  };
  walk(quiz.questions);
  return out;
}

/**
 * What is wrong with a set of answers: ids the quiz has no question for, and shown questions left
 * unanswered (a quiz is finished when every shown question has an answer). Answers to follow-ups
 * of a no are allowed and ignored: the person may have changed their mind on the parent.
 */
export function assistantAnswerProblems(
  quiz: TAssistantQuiz,
  answers: TAssistantAnswers,
): { unknown: string[]; unanswered: string[] } {
  const known = new Set(allQuestions(quiz).map(({ question }) => question.id));
  return {
    unknown: Object.keys(answers).filter((id) => !known.has(id)),
    unanswered: visibleAssistantQuestions(quiz, answers)
      .filter((q) => typeof answers[q.id] !== 'boolean')
      .map((q) => q.id),
  };
}

/**
 * The operation ids suggested by the answers: the basic operations, then, in question order, the
 * operations of every question answered yes whose parent chain is all yes. A follow-up answered
 * while its parent is no or unanswered does not count. No duplicates.
 */
export function suggestedOperationIds(subject: TDataSubject, answers: TAssistantAnswers): string[] {
  const quiz = getAssistantQuiz(subject);
  const out: string[] = [];
  const add = (ids: readonly string[]): void => {
    for (const id of ids) if (!out.includes(id)) out.push(id);
  };
  add(quiz.basicOperations);
  const walk = (questions: readonly TAssistantQuestion[]): void => {
    for (const question of questions) {
      if (answers[question.id] !== true) continue;
      add(question.operations);
      walk(question.followUpQuestions ?? []);
    }
  };
  walk(quiz.questions);
  return out;
}

/**
 * The situations the assistant suggests for the answers: the preset situations of the subject,
 * each reduced to its suggested operations, in preset order; situations left empty are dropped.
 * A suggested id that is not a preset is an internal error (docs/spec/catalogues.md §5).
 */
export function suggestFromAnswers(subject: TDataSubject, answers: TAssistantAnswers): TSituationPreset[] {
  const ids = suggestedOperationIds(subject, answers);
  for (const id of ids) {
    if (!hasOperationPreset(id)) throw new CatalogueInternalError(`Missing suggested operation "${id}"`);
  }
  const wanted = new Set(ids);
  return presetsBySubject[subject].situations
    .map((situation) => ({
      ...situation,
      operations: situation.operations.filter((op) => wanted.has(op.id)),
    }))
    .filter((situation) => situation.operations.length > 0);
}
