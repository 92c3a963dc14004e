import type { TLocalized } from '../src/schema/common.ts';
import { DATA_SUBJECTS } from '../src/schema/enums.ts';
import type { TDataSubject } from '../src/schema/enums.ts';
import {
  ZAssistantQuestionSchema,
  ZAssistantQuizSchema,
  allQuestions,
  assistantQuizzes,
  getAssistantQuiz,
  quizKey,
  quizProblems,
  referencedOperations,
  suggestFromAnswers,
  suggestedOperationIds,
  unreachableOperations,
  visibleAssistantQuestions,
  assistantAnswerProblems,
} from '../src/assistant/index.ts';
import type { TAssistantAnswers, TAssistantQuiz } from '../src/assistant/index.ts';
import { findOperationPreset, locateOperationPreset, presetsBySubject } from '../src/presets/index.ts';
import { CatalogueInternalError } from '../src/values/index.ts';

const CEDILLA = /[\u015F\u0163\u015E\u0162]/;
const MISSING_DIACRITICS = /(^|[\s(,;])(si|in|catre|dupa|pana|fara|daca|cand|intre)(?=[\s,.;?)])/i;
const ROMANIA_SPECIFIC =
  /\b(ANAF|ITM|Revisal|ANSPDCP|ANPC|CNAS|ONRC|CNP|e-Factura|eJobs|BestJobs|Tazz|Romania|Romanian|Labour Code|Fiscal Code|Civil Code|Procedure Code|Accounting Law|Law \d+\/\d{4}|Government (Emergency )?(Ordinance|Decision))\b/;

const clone = <T>(value: T): T => structuredClone(value);
const presetIds = (subject: TDataSubject): string[] =>
  presetsBySubject[subject].situations.flatMap((s) => s.operations.map((op) => op.id));
const allAnswers = (quiz: TAssistantQuiz, value: boolean): TAssistantAnswers =>
  Object.fromEntries(allQuestions(quiz).map(({ question }) => [question.id, value]));

describe('assistant quizzes', () => {
  it('exist for the 15 product categories and parse with their schema', () => {
    expect(Object.keys(assistantQuizzes).sort()).toEqual([...DATA_SUBJECTS].sort());
    for (const subject of DATA_SUBJECTS) {
      const quiz = getAssistantQuiz(subject);
      expect(quiz.dataSubject).toBe(subject);
      expect(ZAssistantQuizSchema.safeParse(quiz).success).toBe(true);
      expect(quiz.questions.length).toBeGreaterThanOrEqual(5);
    }
  });

  it.each(DATA_SUBJECTS)('%s passes the debug checks (question ids, suggested operations)', (subject) => {
    expect(quizProblems(assistantQuizzes[subject])).toEqual([]);
  });

  it.each(DATA_SUBJECTS)(
    '%s has no duplicate question ids or duplicate suggested operation ids',
    (subject) => {
      const quiz = assistantQuizzes[subject];
      const questionIds = allQuestions(quiz).map(({ question }) => question.id);
      expect(new Set(questionIds).size).toBe(questionIds.length);
      const operationIds = referencedOperations(quiz);
      expect(new Set(operationIds).size).toBe(operationIds.length);
    },
  );

  it.each(DATA_SUBJECTS)('%s references only its own preset operations, and reaches every one', (subject) => {
    const quiz = assistantQuizzes[subject];
    for (const id of referencedOperations(quiz)) {
      expect(findOperationPreset(id).id).toBe(id);
      expect(locateOperationPreset(id).subject).toBe(subject);
    }
    expect(unreachableOperations(quiz)).toEqual([]);
    expect([...referencedOperations(quiz)].sort()).toEqual(presetIds(subject).sort());
  });

  it('uses dotted ids under the quiz key, follow-ups under their parent', () => {
    expect(quizKey('ONLINE_SHOP_USERS')).toBe('onlineShopUsers');
    for (const quiz of Object.values(assistantQuizzes)) {
      for (const { question, parentId } of allQuestions(quiz)) {
        expect(question.id.startsWith(`${parentId ?? quizKey(quiz.dataSubject)}.`)).toBe(true);
      }
    }
    expect(assistantQuizzes.EMPLOYEES.questions.map((q) => q.id)).toContain('employees.cctv');
  });
});

describe('quiz checks', () => {
  const employees = () => clone(assistantQuizzes.EMPLOYEES);

  it('catch a duplicate question id', () => {
    const quiz = employees();
    quiz.questions.push(clone(quiz.questions[0]!));
    expect(quizProblems(quiz).join()).toMatch(/duplicate question id "employees.criminalRecord"/);
  });

  it('catch a duplicate suggested operation id', () => {
    const quiz = employees();
    quiz.questions[0]!.operations.push(quiz.basicOperations[0]!);
    expect(quizProblems(quiz).join()).toMatch(/duplicate suggested operation id "e-cim-hiring"/);
  });

  it('catch unknown operations and operations of another subject', () => {
    const quiz = employees();
    quiz.basicOperations.push('e-cim-nope', 'pc-ac-invoice');
    const problems = quizProblems(quiz).join('\n');
    expect(problems).toMatch(/"e-cim-nope" is not a preset operation/);
    expect(problems).toMatch(/"pc-ac-invoice" belongs to another data subject/);
  });

  it('catch a follow-up id outside its parent, and an unreachable operation', () => {
    const quiz = employees();
    const itQuestion = quiz.questions.find((q) => q.id === 'employees.it')!;
    itQuestion.followUpQuestions![0]!.id = 'employees.monitoring';
    expect(quizProblems(quiz).join()).toMatch(/"employees.monitoring" should start with "employees.it."/);
    quiz.questions = quiz.questions.filter((q) => q.id !== 'employees.cctv');
    expect(unreachableOperations(quiz)).toEqual(['e-ms-cctv']);
  });

  it('reject a question that suggests nothing', () => {
    const empty = { id: 'employees.nothing', text: { ro: 'Întrebare?', en: 'Question?' }, operations: [] };
    expect(ZAssistantQuestionSchema.safeParse(empty).success).toBe(false);
    expect(ZAssistantQuestionSchema.safeParse({ ...empty, operations: ['e-ms-gps'] }).success).toBe(true);
  });
});

describe('suggestFromAnswers', () => {
  it.each(DATA_SUBJECTS)('%s: all no suggests only the basic operations, in preset order', (subject) => {
    const quiz = assistantQuizzes[subject];
    const situations = suggestFromAnswers(subject, allAnswers(quiz, false));
    const suggested = situations.flatMap((s) => s.operations.map((op) => op.id));
    expect([...suggested].sort()).toEqual([...quiz.basicOperations].sort());
    expect(suggested).toEqual(presetIds(subject).filter((id) => quiz.basicOperations.includes(id)));
    expect(suggestFromAnswers(subject, {})).toEqual(situations);
  });

  it.each(DATA_SUBJECTS)(
    '%s: all yes suggests every preset operation, situations in preset order',
    (subject) => {
      const situations = suggestFromAnswers(subject, allAnswers(assistantQuizzes[subject], true));
      expect(situations.map((s) => s.id)).toEqual(presetsBySubject[subject].situations.map((s) => s.id));
      expect(situations.flatMap((s) => s.operations.map((op) => op.id))).toEqual(presetIds(subject));
    },
  );

  it('adds a question’s operations and its follow-up’s when both are yes', () => {
    const situations = suggestFromAnswers('EMPLOYEES', {
      'employees.it': true,
      'employees.it.monitoring': true,
    });
    const ms = situations.find((s) => s.id === 'e-ms');
    expect(ms?.operations.map((op) => op.id)).toEqual(['e-ms-email', 'e-ms-it']);
    expect(situations.map((s) => s.id)).toEqual(['e-cim', 'e-drm', 'e-ms', 'e-sd']);
  });

  it('adds only the parent’s operations when the follow-up is no', () => {
    const ids = suggestedOperationIds('EMPLOYEES', {
      'employees.it': true,
      'employees.it.monitoring': false,
    });
    expect(ids).toContain('e-ms-it');
    expect(ids).not.toContain('e-ms-email');
  });

  it('ignores a follow-up answered yes while its parent is no or unanswered', () => {
    for (const parent of [false, undefined]) {
      const answers: TAssistantAnswers = { 'employees.it.monitoring': true };
      if (parent !== undefined) answers['employees.it'] = parent;
      const situations = suggestFromAnswers('EMPLOYEES', answers);
      expect(situations.find((s) => s.id === 'e-ms')).toBeUndefined();
      expect(suggestedOperationIds('EMPLOYEES', answers)).toEqual(assistantQuizzes.EMPLOYEES.basicOperations);
    }
  });

  it('adds every operation of a multi-operation question, without duplicates', () => {
    const ids = suggestedOperationIds('ONLINE_USERS', {
      'onlineUsers.accounts': true,
      'onlineUsers.accounts.paid': true,
    });
    for (const id of ['ou-cu-account', 'ou-cu-service', 'ou-cu-payment', 'ou-cu-invoice'])
      expect(ids).toContain(id);
    expect(new Set(ids).size).toBe(ids.length);
    const situations = suggestFromAnswers('ONLINE_USERS', { 'onlineUsers.accounts': true });
    expect(situations.find((s) => s.id === 'ou-cu')?.operations.map((op) => op.id)).toEqual([
      'ou-cu-account',
      'ou-cu-service',
      'ou-cu-support',
      'ou-cu-notifications',
    ]);
  });

  it('ignores answers to unknown question ids', () => {
    expect(suggestFromAnswers('PATIENTS', { 'patients.nope': true })).toEqual(
      suggestFromAnswers('PATIENTS', {}),
    );
  });

  it('treats missing quiz data as an internal error', () => {
    expect(() => suggestFromAnswers('NOPE' as TDataSubject, {})).toThrow(CatalogueInternalError);
  });
});

describe('assistant texts', () => {
  const texts: { path: string; text: TLocalized; isQuestion: boolean }[] = Object.values(
    assistantQuizzes,
  ).flatMap((quiz) =>
    allQuestions(quiz).flatMap(({ question }) => [
      { path: `${question.id}.text`, text: question.text, isQuestion: true },
      ...(question.description
        ? [{ path: `${question.id}.description`, text: question.description, isQuestion: false }]
        : []),
    ]),
  );

  it('are questions in both locales, without cedillas, and translated', () => {
    expect(texts.length).toBeGreaterThan(130);
    for (const { path, text, isQuestion } of texts) {
      expect(`${path}: ${CEDILLA.test(`${text.ro}${text.en}${text.int ?? ''}`)}`).toBe(`${path}: false`);
      expect(`${path}: ${text.ro !== text.en}`).toBe(`${path}: true`);
      if (isQuestion) {
        expect(`${path}: ${text.ro.trim().endsWith('?') && text.en.trim().endsWith('?')}`).toBe(
          `${path}: true`,
        );
      }
    }
  });

  it('write Romanian with diacritics', () => {
    const offenders = texts.filter(({ text }) => MISSING_DIACRITICS.test(text.ro)).map(({ path }) => path);
    expect(offenders).toEqual([]);
  });

  it('have an INT text wherever the English names Romanian law or bodies', () => {
    const offenders = texts
      .filter(({ text }) => ROMANIA_SPECIFIC.test(text.en) && (!text.int || ROMANIA_SPECIFIC.test(text.int)))
      .map(({ path }) => path);
    expect(offenders).toEqual([]);
  });
});

describe('answering an assistant quiz', () => {
  const quiz = getAssistantQuiz('EMPLOYEES');
  const withFollowUps = quiz.questions.find((q) => (q.followUpQuestions?.length ?? 0) > 0)!;
  const followUp = withFollowUps.followUpQuestions![0]!;

  it('shows a follow-up only after a yes to its parent', () => {
    const ids = (answers: TAssistantAnswers) => visibleAssistantQuestions(quiz, answers).map((q) => q.id);
    expect(ids({})).toEqual(quiz.questions.map((q) => q.id));
    expect(ids({ [withFollowUps.id]: false })).not.toContain(followUp.id);
    const shown = ids({ [withFollowUps.id]: true });
    expect(shown.indexOf(followUp.id)).toBe(shown.indexOf(withFollowUps.id) + 1);
  });

  it('is finished when every shown question has an answer; unknown ids are named', () => {
    const noToAll = Object.fromEntries(quiz.questions.map((q) => [q.id, false]));
    expect(assistantAnswerProblems(quiz, noToAll)).toEqual({ unknown: [], unanswered: [] });
    const yes = { ...noToAll, [withFollowUps.id]: true };
    expect(assistantAnswerProblems(quiz, yes).unanswered).toEqual([followUp.id]);
    expect(assistantAnswerProblems(quiz, { ...noToAll, 'employees.nope': true }).unknown).toEqual([
      'employees.nope',
    ]);
    // An answer left on a follow-up of a no is not a problem: it is ignored.
    expect(assistantAnswerProblems(quiz, { ...noToAll, [followUp.id]: true })).toEqual({
      unknown: [],
      unanswered: [],
    });
  });
});
