/**
 * Enumerations with their labels: the ones the core schema defines (legal grounds, special-data
 * grounds, data subjects) re-exported, and the rest of docs/spec/catalogues.md §3.3-3.5 and docs/spec/behaviour.md §3.
 */
export * from '../schema/enums.ts';
export * from './grounds.ts';
export * from './lists.ts';
export * from './places.ts';
export * from './document-data.ts';
