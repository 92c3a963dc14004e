import { randomBytes, createHash } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A 20-character id of word characters, the shape the shell's routes expect for a company id
 * (`/platform/<20 word characters>/…`). 62^20 ≈ 7·10^35: collisions are not a concern.
 */
export function newId(length = 20): string {
  const bytes = randomBytes(length * 2);
  let id = '';
  // Rejection sampling keeps every character equally likely (256 is not a multiple of 62).
  for (let i = 0; i < bytes.length && id.length < length; i++) {
    const b = bytes[i]!;
    if (b < 248) id += ALPHABET[b % 62];
  }
  return id.length === length ? id : newId(length);
}

/** An unguessable secret for links and refresh tokens (stored only as its hash). */
export function newSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
