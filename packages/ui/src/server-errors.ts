import { fieldErrorsOf } from '@conform/contracts/error-body';

/** react-hook-form's `setError`, as much of it as this needs (the kit does not depend on react-hook-form). */
type SetError<F extends string> = (
  field: F,
  error: { type: string; message: string },
  options?: { shouldFocus: boolean },
) => void;

/**
 * Puts a service's refusal under the fields it names: each `{path, message}` of a 400 `validation`
 * answer's `details` becomes that field's error, its message the service's message key (shown
 * translated, like the form's own). `fieldOf` maps a service path to the form's field (the form may
 * be part of the request, e.g. `info.name` → `name`); a path it maps to undefined is left out.
 * The first field marked takes the focus (its message is read). Answers how many fields were
 * marked: 0 when the failure was not about this form's fields, the only case for a notice of its
 * own (an error is shown once).
 */
export function setServerErrors<F extends string>(
  error: unknown,
  setError: SetError<F>,
  fieldOf: (path: string) => F | undefined = (path) => path as F,
): number {
  let marked = 0;
  for (const [path, message] of fieldErrorsOf(error)) {
    const field = fieldOf(path);
    if (field === undefined) continue;
    setError(field, { type: 'server', message }, { shouldFocus: marked === 0 });
    marked += 1;
  }
  return marked;
}

/** For `setServerErrors`: the fields of a form sent under `prefix` (`info.` → `info.name` is `name`). */
export function underPrefix<F extends string>(prefix: string): (path: string) => F | undefined {
  return (path) => (path.startsWith(prefix) ? (path.slice(prefix.length) as F) : undefined);
}
