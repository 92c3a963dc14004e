/**
 * Freezes a value and everything in it: for data shared between callers (a wave's read of the
 * company, the catalogue's texts of a document type), so that one caller changing it cannot change
 * what the others see.
 */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
