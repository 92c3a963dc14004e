import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type Disposition = 'inline' | 'attachment';

export interface SignedFile {
  companyId: string;
  fileId: string;
  /** Expiry, unix seconds. */
  exp: number;
  disposition: Disposition;
}

/** Embedded mode: the secret is generated once into the data directory and kept there. */
export function loadOrCreateLinkSecret(dataDir: string): string {
  const dir = join(dataDir, 'keys');
  const file = join(dir, 'documents-link-secret');
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (err) {
      // Another process created it in between: theirs is the one to use.
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  return readFileSync(file, 'utf8').trim();
}

/**
 * Download links carry their own proof: an HMAC over everything the link grants (company, file,
 * expiry, how it opens), so changing any part of it breaks the signature.
 */
export function createLinkSigner(secret: string) {
  const mac = (f: SignedFile): Buffer =>
    createHmac('sha256', secret).update(`${f.companyId}\n${f.fileId}\n${f.exp}\n${f.disposition}`).digest();

  return {
    sign: (f: SignedFile): string => mac(f).toString('base64url'),
    verify(f: SignedFile, signature: string): boolean {
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(f);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
export type LinkSigner = ReturnType<typeof createLinkSigner>;
