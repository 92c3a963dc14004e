import type { TSituation, TSuggestion } from '@conform/contracts';

/** A preset operation not used yet, with the name of its preset situation. */
export interface OperationSuggestion {
  id: string;
  name: string;
  purpose: string;
  situationName: string;
}

/**
 * The preset operations a situation may still take (docs/spec/behaviour.md §2 add operation, with its count): for a
 * situation made from a suggestion, the operations of that preset it lacks; for a custom one, every
 * preset operation of the data subject no situation uses yet.
 */
export function operationSuggestions(
  situation: TSituation,
  situations: readonly TSituation[],
  suggestions: readonly TSuggestion[],
): OperationSuggestion[] {
  const used = new Set(
    situations.flatMap((s) => s.operations.map((op) => op.suggestionId)).filter((id) => id !== null),
  );
  const presets = situation.suggestionId
    ? suggestions.filter((s) => s.id === situation.suggestionId)
    : suggestions;
  return presets.flatMap((preset) =>
    preset.operations.filter((op) => !used.has(op.id)).map((op) => ({ ...op, situationName: preset.name })),
  );
}
