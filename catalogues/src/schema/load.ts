import { z } from 'zod';

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

/**
 * Validates authored content when its module loads, so a broken catalogue fails at start (and in
 * every test) with a readable list of paths and problems instead of misbehaving later in a screen.
 * `data` is typed as the schema's input, so the compiler already checks most of it while writing.
 */
export function loadCatalogue<S extends z.ZodType>(
  catalogue: string,
  schema: S,
  data: z.input<S>,
): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw new CatalogueError(catalogue, z.prettifyError(result.error));
  return result.data;
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
