import { z } from 'zod';
import { CatalogueError } from './errors.ts';

// The errors and the uniqueness check live in errors.ts (no zod), so a front end's first page can use them alone.
export { assertUnique, CatalogueError } from './errors.ts';

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
