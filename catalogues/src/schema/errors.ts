/**
 * The catalogue's own errors and checks without zod: the product catalogue runs them as it loads, and a
 * front end showing products downloads no zod for them. load.ts re-exports them with the schema loader.
 */

/** Raised when authored catalogue content does not match its schema; the message lists every problem. */
export class CatalogueError extends Error {
  /** Which catalogue failed, e.g. `documents`. */
  readonly catalogue: string;
  constructor(catalogue: string, message: string) {
    super(`Catalogue "${catalogue}" is invalid:\n${message}`);
    this.name = 'CatalogueError';
    this.catalogue = catalogue;
  }
}

/** Throws a CatalogueError when `values` holds the same id twice (lists the duplicates). */
export function assertUnique(catalogue: string, what: string, values: readonly string[]): void {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) duplicates.add(value);
    seen.add(value);
  }
  if (duplicates.size > 0) {
    throw new CatalogueError(catalogue, `duplicate ${what}: ${[...duplicates].join(', ')}`);
  }
}
