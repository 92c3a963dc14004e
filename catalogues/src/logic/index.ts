/** Pure functions on the content: the evaluation quiz, result encoding, lookups with the spec's fallbacks. */
export * from './quiz.ts';
export * from './lookups.ts';
