import type { TEdition } from '../schema/common.ts';
import { CatalogueError } from '../schema/load.ts';
import { isOfferedOn, isProductId } from '../products/index.ts';
import type { TProductId } from '../products/schema.ts';
import type { TQuiz, TQuizQuestion, TQuizTopic } from '../quiz/schema.ts';

/** Answers by question id: true for yes, false for no; unanswered questions are absent. */
export type TQuizAnswers = Readonly<Partial<Record<string, boolean>>>;

/** Every question of a quiz, depth first (follow-ups right after their parent). */
export function flattenQuestions(quiz: Pick<TQuiz, 'topics'>): TQuizQuestion[] {
  const out: TQuizQuestion[] = [];
  const walk = (q: TQuizQuestion): void => {
    out.push(q);
    for (const f of q.followUpQuestions ?? []) walk(f);
  };
  for (const topic of quiz.topics) for (const q of topic.questions) walk(q);
  return out;
}

/**
 * The spec's debug check: a quiz with the same question id twice is an error (answers are keyed
 * by id, so two questions would share one answer). Throws a CatalogueError naming the duplicates.
 */
export function assertUniqueQuestionIds(quiz: Pick<TQuiz, 'id' | 'topics'>): void {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const q of flattenQuestions(quiz)) {
    if (seen.has(q.id)) duplicates.add(q.id);
    seen.add(q.id);
  }
  if (duplicates.size) {
    throw new CatalogueError(quiz.id, `duplicate question ids: ${[...duplicates].join(', ')}`);
  }
}

/**
 * The questions a topic shows for the answers so far, in order: every top-level question, and the
 * follow-ups of each question answered yes (recursively). Follow-ups of a no stay hidden even if
 * an earlier answer to them is still stored.
 */
export function visibleQuestions(
  topic: Pick<TQuizTopic, 'questions'>,
  answers: TQuizAnswers,
): TQuizQuestion[] {
  const out: TQuizQuestion[] = [];
  const walk = (q: TQuizQuestion): void => {
    out.push(q);
    if (answers[q.id] === true) for (const f of q.followUpQuestions ?? []) walk(f);
  };
  for (const q of topic.questions) walk(q);
  return out;
}

/** The next question to show (questions are shown one at a time), or undefined when the topic is done. */
export function nextQuestion(
  topic: Pick<TQuizTopic, 'questions'>,
  answers: TQuizAnswers,
): TQuizQuestion | undefined {
  return visibleQuestions(topic, answers).find((q) => typeof answers[q.id] !== 'boolean');
}

/** A topic is complete when every visible question is answered, follow-ups of yes answers included. */
export function isTopicComplete(topic: Pick<TQuizTopic, 'questions'>, answers: TQuizAnswers): boolean {
  return nextQuestion(topic, answers) === undefined;
}

/** The whole quiz is complete when each of its topics is. */
export function isQuizComplete(quiz: Pick<TQuiz, 'topics'>, answers: TQuizAnswers): boolean {
  return quiz.topics.every((t) => isTopicComplete(t, answers));
}

/**
 * Products one question contributes: nothing unless answered yes; then the contributions of its
 * follow-ups answered yes (the deepest yes on each branch); when none of those is yes, or the
 * question has no follow-ups, its own products.
 */
function contribution(question: TQuizQuestion, answers: TQuizAnswers): TProductId[] {
  if (answers[question.id] !== true) return [];
  const deeper = (question.followUpQuestions ?? []).flatMap((f) => contribution(f, answers));
  return deeper.length ? deeper : question.configuredProducts;
}

/**
 * The recommended products for a quiz's answers: the deepest answered-yes question of each
 * branch, then the always-recommended products (internal policies) when missing. Each id once,
 * in quiz order.
 */
export function computeResults(
  quiz: Pick<TQuiz, 'topics' | 'alwaysRecommended'>,
  answers: TQuizAnswers,
): TProductId[] {
  const ids = quiz.topics.flatMap((t) => t.questions.flatMap((q) => contribution(q, answers)));
  return [...new Set([...ids, ...quiz.alwaysRecommended])];
}

/** Base64 of UTF-8 text, with the URL-safe alphabet and no padding (works in browsers and Node). */
function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Why a results string could not be decoded. */
export type TResultsDecodeFailure =
  'EMPTY' | 'TOO_LONG' | 'NOT_BASE64' | 'NOT_JSON' | 'NOT_A_LIST' | 'UNKNOWN_PRODUCT' | 'NOT_OFFERED';

/** Raised by decodeResults; `reason` says what was wrong. */
export class ResultsDecodeError extends Error {
  readonly reason: TResultsDecodeFailure;
  constructor(reason: TResultsDecodeFailure, detail: string) {
    super(`Cannot decode evaluation results (${reason}): ${detail}`);
    this.name = 'ResultsDecodeError';
    this.reason = reason;
  }
}

/** Longest accepted encoded results: far above every product listed once. */
const MAX_ENCODED_LENGTH = 4096;

/**
 * Encodes product ids for the results route: base64 of the JSON list. The URL-safe base64
 * alphabet (RFC 4648 §5, `-` and `_`, no `=` padding) is used because the value is a path
 * segment, where a standard `/` would split it; decodeResults accepts both alphabets.
 */
export function encodeResults(ids: readonly TProductId[]): string {
  return toBase64Url(JSON.stringify([...ids]));
}

/**
 * Decodes a results route segment back to product ids, rejecting anything that is not the
 * base64 (standard or URL-safe, padded or not, percent-encoded or not) of a JSON list of known
 * product ids — and, when an edition is given, of products offered on it. Duplicates are
 * dropped. An empty list is valid (the partner flows pass one). Throws ResultsDecodeError.
 */
export function decodeResults(text: string, edition?: TEdition): TProductId[] {
  if (typeof text !== 'string' || text.trim() === '') throw new ResultsDecodeError('EMPTY', 'no results');
  if (text.length > MAX_ENCODED_LENGTH) throw new ResultsDecodeError('TOO_LONG', `${text.length} characters`);
  let raw = text.trim();
  if (raw.includes('%')) {
    try {
      raw = decodeURIComponent(raw);
    } catch {
      throw new ResultsDecodeError('NOT_BASE64', 'bad percent-encoding');
    }
  }
  const standard = raw.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  if (!/^[A-Za-z0-9+/]+$/.test(standard) || standard.length % 4 === 1) {
    throw new ResultsDecodeError('NOT_BASE64', 'not a base64 string');
  }
  let json: string;
  try {
    const binary = atob(standard + '='.repeat((4 - (standard.length % 4)) % 4));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    json = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ResultsDecodeError('NOT_BASE64', 'not base64 of UTF-8 text');
  }
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new ResultsDecodeError('NOT_JSON', 'not JSON');
  }
  if (!Array.isArray(value)) throw new ResultsDecodeError('NOT_A_LIST', 'not a list');
  const ids: TProductId[] = [];
  for (const item of value) {
    if (typeof item !== 'string' || !isProductId(item)) {
      throw new ResultsDecodeError('UNKNOWN_PRODUCT', `unknown product ${JSON.stringify(item)}`);
    }
    if (edition && !isOfferedOn(item, edition)) {
      throw new ResultsDecodeError('NOT_OFFERED', `${item} is not offered on ${edition}`);
    }
    if (!ids.includes(item)) ids.push(item);
  }
  return ids;
}

/** decodeResults without throwing: `{ ok: true, ids }` or `{ ok: false, reason, message }`. */
export function tryDecodeResults(
  text: string,
  edition?: TEdition,
): { ok: true; ids: TProductId[] } | { ok: false; reason: TResultsDecodeFailure; message: string } {
  try {
    return { ok: true, ids: decodeResults(text, edition) };
  } catch (error) {
    if (error instanceof ResultsDecodeError)
      return { ok: false, reason: error.reason, message: error.message };
    throw error;
  }
}
