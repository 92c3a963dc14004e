const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A new operation's id (docs/spec/behaviour.md §3): the situation id, a dash, a generated id. Made in the browser so
 * that saving twice (a retry after a lost answer) replaces the operation instead of doubling it.
 */
export function newOperationId(situationId: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  return `${situationId}-${Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('')}`;
}
