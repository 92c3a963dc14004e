/**
 * @conform/catalogues — all the content of the product as typed, validated data, and the pure
 * functions over it. Every remote and service imports from here (the package's only entry).
 */

// Core schema: localized text, locales, editions, the core enumerations and the loader.
export * from './schema/common.ts';
export * from './schema/presets.ts';
export * from './schema/load.ts';

// Enumerations with labels (re-exports schema/enums.ts too).
export * from './enums/index.ts';

// Document catalogue, product catalogue, platform config seed, evaluation quiz.
export * from './documents/index.ts';
export * from './products/index.ts';
export * from './config/index.ts';
export * from './quiz/index.ts';

// Logic on the content: quiz completeness and results, results encoding, lookups with fallbacks.
export * from './logic/index.ts';

// Editor value lists, preset situations and operations, assistant quizzes.
export * from './values/index.ts';
export * from './presets/index.ts';
export * from './assistant/index.ts';

// The legal figures the product applies, dated (breach hours, thresholds, retention ceilings).
export * from './law/parameters.ts';
export * from './law/holidays.ts';
// A number with its noun (the documents' count filters and the labels of dated figures).
export * from './law/count.ts';
