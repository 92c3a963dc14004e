/**
 * A defect in the catalogue content or a call that can only come from a programming mistake
 * (docs/spec/catalogues.md §5, docs/spec/behaviour.md §8): a missing suggested situation or operation id, an unknown editor-value id, an
 * unsupported locale for editor values, missing assistant quiz data, or content that fails its
 * schema when the module loads. Never shown to users as such; callers log it and answer with the
 * generic error.
 */
export class CatalogueInternalError extends Error {
  override name = 'CatalogueInternalError';
  /** Always `internal`, the error code services map to HTTP 500. */
  readonly code = 'internal' as const;
}
