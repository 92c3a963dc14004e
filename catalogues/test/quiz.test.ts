import { l } from '../src/schema/common.ts';
import { CatalogueError } from '../src/schema/load.ts';
import { isOfferedOn, PRODUCT_FAMILIES, products } from '../src/products/index.ts';
import type { TProductId } from '../src/products/index.ts';
import { evaluationQuiz, evaluationQuizzes, resultCategories, ZQuizSchema } from '../src/quiz/index.ts';
import type { TQuiz, TQuizQuestion } from '../src/quiz/index.ts';
import {
  flattenQuestions,
  assertUniqueQuestionIds,
  computeResults,
  decodeResults,
  encodeResults,
  isQuizComplete,
  isTopicComplete,
  nextQuestion,
  ResultsDecodeError,
  tryDecodeResults,
  visibleQuestions,
} from '../src/logic/quiz.ts';
import type { TQuizAnswers } from '../src/logic/quiz.ts';

const q = (
  id: string,
  configuredProducts: TProductId[],
  followUpQuestions?: TQuizQuestion[],
): TQuizQuestion => ({
  id,
  text: l(`Întrebarea ${id}?`, `Question ${id}?`),
  configuredProducts,
  ...(followUpQuestions ? { followUpQuestions } : {}),
});

/** A small quiz with three levels, to exercise every branch of the logic. */
const sample: TQuiz = {
  id: 'sample',
  edition: 'RO',
  estimatedMinutes: 5,
  alwaysRecommended: ['INTERNAL_POLICIES'],
  topics: [
    {
      id: 'a',
      name: l('A', 'A'),
      description: l('Subiectul A', 'Topic A'),
      icon: 'mdi-alpha-a',
      questions: [
        q(
          'a.one',
          ['ONLINE_APP'],
          [
            q('a.one.shop', ['ONLINE_SHOP'], [q('a.one.shop.english', ['ONLINE_SHOP', 'ONLINE_SHOP_EN'])]),
            q('a.one.courses', ['ONLINE_COURSES']),
          ],
        ),
        q('a.two', ['EMPLOYEES', 'INTERNAL_POLICIES']),
      ],
    },
    {
      id: 'b',
      name: l('B', 'B'),
      description: l('Subiectul B', 'Topic B'),
      icon: 'mdi-alpha-b',
      questions: [q('b.one', ['EMPLOYEES']), q('b.two', ['CCTV'])],
    },
  ],
};
const [topicA] = sample.topics as [TQuiz['topics'][number]];
const ids = (questions: TQuizQuestion[]) => questions.map((x) => x.id);

describe('evaluation quiz content', () => {
  it('is valid and has the five groups of the spec', () => {
    expect(ZQuizSchema.safeParse(evaluationQuiz).success).toBe(true);
    expect(evaluationQuiz.topics.map((t) => t.id)).toEqual(['online', 'clients', 'events', 'hr', 'internal']);
    expect(evaluationQuiz.estimatedMinutes).toBeLessThanOrEqual(5);
  });

  it('has about 17 yes/no questions with dotted ids', () => {
    const questions = flattenQuestions(evaluationQuiz);
    expect(questions.length).toBeGreaterThanOrEqual(15);
    expect(questions.length).toBeLessThanOrEqual(20);
    for (const question of questions)
      expect(question.id).toMatch(/^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)+$/);
  });

  it('passes the spec’s debug check: no duplicate question ids, on any edition', () => {
    for (const quiz of Object.values(evaluationQuizzes))
      expect(() => assertUniqueQuestionIds(quiz)).not.toThrow();
  });

  it('nests follow-ups under their parent’s id', () => {
    const check = (question: TQuizQuestion): void => {
      for (const f of question.followUpQuestions ?? []) {
        expect(f.id.startsWith(`${question.id}.`)).toBe(true);
        check(f);
      }
    };
    for (const topic of evaluationQuiz.topics) for (const question of topic.questions) check(question);
  });

  it('recommends only products on sale on each edition, INT_ ones on INT', () => {
    for (const [edition, quiz] of Object.entries(evaluationQuizzes)) {
      expect(quiz.edition).toBe(edition);
      for (const id of [
        ...quiz.alwaysRecommended,
        ...flattenQuestions(quiz).flatMap((x) => x.configuredProducts),
      ]) {
        expect(isOfferedOn(id, quiz.edition)).toBe(true);
        expect(id.startsWith('INT_')).toBe(edition === 'INT');
      }
    }
    expect(evaluationQuizzes.INT.alwaysRecommended).toEqual(['INT_INTERNAL_POLICIES']);
    expect(flattenQuestions(evaluationQuizzes.INT).map((x) => x.id)).toEqual(
      flattenQuestions(evaluationQuiz).map((x) => x.id),
    );
  });

  it('covers every area the spec lists', () => {
    const reachable = new Set([
      ...evaluationQuiz.alwaysRecommended,
      ...flattenQuestions(evaluationQuiz).flatMap((x) => x.configuredProducts),
    ]);
    for (const id of [
      'ONLINE_APP',
      'ONLINE_SHOP',
      'ONLINE_RESTAURANT',
      'PERSONAL_CLIENTS',
      'BUSINESS_CLIENTS',
      'PERSONAL_SUPPLIERS',
      'BUSINESS_SUPPLIERS',
      'OFFLINE_EVENTS',
      'ONLINE_EVENTS',
      'EMPLOYEES',
      'RECRUITMENT',
      'CCTV',
      'MARKETING',
      'DPA',
      'INTERNAL_POLICIES',
    ] as const) {
      expect(reachable.has(id)).toBe(true);
    }
  });

  it('has one result category per product family, with name, description and icon', () => {
    expect(resultCategories.map((c) => c.id)).toEqual([...PRODUCT_FAMILIES]);
    for (const c of resultCategories) expect(c.icon).toMatch(/^mdi-/);
    expect(new Set(products.map((p) => p.family)).size).toBe(PRODUCT_FAMILIES.length);
  });
});

describe('debug check: duplicate question ids', () => {
  it('throws, naming the duplicate', () => {
    const duplicated: TQuiz = { ...sample, topics: [...sample.topics, { ...topicA, id: 'c' }] };
    expect(() => assertUniqueQuestionIds(duplicated)).toThrow(CatalogueError);
    expect(() => assertUniqueQuestionIds(duplicated)).toThrow(/a\.one/);
  });

  it('also catches a duplicate between a follow-up and a top-level question', () => {
    const quiz: TQuiz = {
      ...sample,
      topics: [{ ...topicA, questions: [q('a.x', [], [q('a.x.y', ['CCTV'])]), q('a.x.y', ['DPA'])] }],
    };
    expect(() => assertUniqueQuestionIds(quiz)).toThrow(/a\.x\.y/);
  });
});

describe('visible questions and completeness', () => {
  it('shows only top-level questions before any answer', () => {
    expect(ids(visibleQuestions(topicA, {}))).toEqual(['a.one', 'a.two']);
    expect(nextQuestion(topicA, {})?.id).toBe('a.one');
    expect(isTopicComplete(topicA, {})).toBe(false);
  });

  it('shows the follow-ups of a yes, one at a time, right after it', () => {
    const answers: TQuizAnswers = { 'a.one': true };
    expect(ids(visibleQuestions(topicA, answers))).toEqual(['a.one', 'a.one.shop', 'a.one.courses', 'a.two']);
    expect(nextQuestion(topicA, answers)?.id).toBe('a.one.shop');
    expect(nextQuestion(topicA, { ...answers, 'a.one.shop': false })?.id).toBe('a.one.courses');
  });

  it('shows deeper follow-ups of a yes follow-up', () => {
    expect(ids(visibleQuestions(topicA, { 'a.one': true, 'a.one.shop': true }))).toEqual([
      'a.one',
      'a.one.shop',
      'a.one.shop.english',
      'a.one.courses',
      'a.two',
    ]);
  });

  it('hides follow-ups of a no, even with stale answers to them', () => {
    const answers: TQuizAnswers = { 'a.one': false, 'a.one.shop': true, 'a.two': false };
    expect(ids(visibleQuestions(topicA, answers))).toEqual(['a.one', 'a.two']);
    expect(isTopicComplete(topicA, answers)).toBe(true);
  });

  it('is incomplete while a follow-up of a yes is unanswered, complete once all are', () => {
    expect(isTopicComplete(topicA, { 'a.one': true, 'a.two': false })).toBe(false);
    expect(
      isTopicComplete(topicA, { 'a.one': true, 'a.one.shop': true, 'a.one.courses': false, 'a.two': false }),
    ).toBe(false);
    expect(
      isTopicComplete(topicA, {
        'a.one': true,
        'a.one.shop': true,
        'a.one.shop.english': false,
        'a.one.courses': false,
        'a.two': false,
      }),
    ).toBe(true);
    expect(nextQuestion(topicA, { 'a.one': false, 'a.two': true })).toBeUndefined();
  });

  it('completes the quiz only when every topic is complete', () => {
    const first: TQuizAnswers = { 'a.one': false, 'a.two': false };
    expect(isQuizComplete(sample, first)).toBe(false);
    expect(isQuizComplete(sample, { ...first, 'b.one': false, 'b.two': true })).toBe(true);
  });
});

describe('computeResults', () => {
  it('recommends only the always-added internal policies when everything is no', () => {
    expect(computeResults(sample, {})).toEqual(['INTERNAL_POLICIES']);
    expect(
      computeResults(sample, { 'a.one': false, 'a.two': false, 'b.one': false, 'b.two': false }),
    ).toEqual(['INTERNAL_POLICIES']);
  });

  it('takes a yes question without follow-ups itself', () => {
    expect(computeResults(sample, { 'b.two': true })).toEqual(['CCTV', 'INTERNAL_POLICIES']);
  });

  it('takes the question itself when it has follow-ups but none is yes', () => {
    expect(computeResults(sample, { 'a.one': true })).toEqual(['ONLINE_APP', 'INTERNAL_POLICIES']);
    expect(computeResults(sample, { 'a.one': true, 'a.one.shop': false, 'a.one.courses': false })).toEqual([
      'ONLINE_APP',
      'INTERNAL_POLICIES',
    ]);
  });

  it('takes only the deepest yes follow-up, not its parent', () => {
    expect(computeResults(sample, { 'a.one': true, 'a.one.shop': true })).toEqual([
      'ONLINE_SHOP',
      'INTERNAL_POLICIES',
    ]);
    expect(computeResults(sample, { 'a.one': true, 'a.one.shop': true, 'a.one.shop.english': true })).toEqual(
      ['ONLINE_SHOP', 'ONLINE_SHOP_EN', 'INTERNAL_POLICIES'],
    );
  });

  it('takes every yes branch', () => {
    expect(computeResults(sample, { 'a.one': true, 'a.one.shop': true, 'a.one.courses': true })).toEqual([
      'ONLINE_SHOP',
      'ONLINE_COURSES',
      'INTERNAL_POLICIES',
    ]);
  });

  it('ignores yes answers under a no', () => {
    expect(
      computeResults(sample, { 'a.one': false, 'a.one.shop': true, 'a.one.shop.english': true }),
    ).toEqual(['INTERNAL_POLICIES']);
  });

  it('lists each product once and does not add internal policies twice', () => {
    expect(computeResults(sample, { 'a.two': true, 'b.one': true })).toEqual([
      'EMPLOYEES',
      'INTERNAL_POLICIES',
    ]);
  });

  it('works on the real quiz, per edition', () => {
    const answers: TQuizAnswers = {
      'online.website': true,
      'online.website.shop': true,
      'clients.individuals': true,
      'clients.individuals.patients': false,
      'hr.employees': true,
      'internal.cctv': true,
    };
    expect(computeResults(evaluationQuizzes.RO, answers)).toEqual([
      'ONLINE_SHOP',
      'ONLINE_SHOP_TERMS',
      'PERSONAL_CLIENTS',
      'EMPLOYEES',
      'CCTV',
      'INTERNAL_POLICIES',
    ]);
    expect(computeResults(evaluationQuizzes.INT, answers)).toEqual([
      'INT_ONLINE_SHOP',
      'INT_ONLINE_SHOP_TERMS',
      'INT_PERSONAL_CLIENTS',
      'INT_EMPLOYEES',
      'INT_CCTV',
      'INT_INTERNAL_POLICIES',
    ]);
  });
});

describe('results encoding', () => {
  const json = (value: unknown) => JSON.stringify(value);
  const standardBase64 = (text: string) => btoa(text);

  it('round-trips any list of product ids', () => {
    const all = products.map((p) => p.id);
    for (let n = 0; n <= all.length; n += 7) {
      const list = all.slice(n, n + 9);
      expect(decodeResults(encodeResults(list))).toEqual(list);
    }
    expect(decodeResults(encodeResults([]))).toEqual([]);
  });

  it('is base64 of the JSON list, in the URL-safe alphabet without padding', () => {
    const list: TProductId[] = ['INTERNAL_POLICIES', 'PERSONAL_CLIENTS', 'ONLINE_SHOP', 'INT_DPA'];
    const encoded = encodeResults(list);
    expect(encoded).toBe(Buffer.from(json(list)).toString('base64url'));
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'))).toEqual(list);
  });

  it('decodes standard, padded and percent-encoded base64 too', () => {
    const list = ['EMPLOYEES', 'CCTV'];
    const standard = standardBase64(json(list));
    expect(decodeResults(standard)).toEqual(list);
    expect(decodeResults(encodeURIComponent(standard))).toEqual(list);
    expect(decodeResults(` ${standard} `)).toEqual(list);
  });

  it('drops duplicates', () => {
    expect(decodeResults(standardBase64(json(['CCTV', 'CCTV', 'DPA'])))).toEqual(['CCTV', 'DPA']);
  });

  it.each([
    ['', 'EMPTY'],
    ['   ', 'EMPTY'],
    ['!!!not base64!!!', 'NOT_BASE64'],
    ['A', 'NOT_BASE64'],
    ['%E0%A4%A', 'NOT_BASE64'],
    [Buffer.from([0xff, 0xfe, 0xfd]).toString('base64'), 'NOT_BASE64'],
    [btoa('not json'), 'NOT_JSON'],
    [btoa('{"products":["CCTV"]}'), 'NOT_A_LIST'],
    [btoa('"CCTV"'), 'NOT_A_LIST'],
    [btoa('null'), 'NOT_A_LIST'],
    [btoa('["CCTV","NOPE"]'), 'UNKNOWN_PRODUCT'],
    [btoa('[1,2]'), 'UNKNOWN_PRODUCT'],
    [btoa('[["CCTV"]]'), 'UNKNOWN_PRODUCT'],
    [btoa('["__proto__"]'), 'UNKNOWN_PRODUCT'],
    ['A'.repeat(5000), 'TOO_LONG'],
  ])('rejects %j (%s)', (text, reason) => {
    expect(() => decodeResults(text)).toThrow(ResultsDecodeError);
    expect(tryDecodeResults(text)).toMatchObject({ ok: false, reason });
  });

  it('rejects products not offered on the given edition', () => {
    const encoded = encodeResults(['EMPLOYEES']);
    expect(decodeResults(encoded, 'RO')).toEqual(['EMPLOYEES']);
    expect(tryDecodeResults(encoded, 'INT')).toMatchObject({ ok: false, reason: 'NOT_OFFERED' });
  });

  it('reports success without throwing', () => {
    expect(tryDecodeResults(encodeResults(['DPA']))).toEqual({ ok: true, ids: ['DPA'] });
  });
});
