import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { AppError, newId } from '@conform/server-kit';

/**
 * Where file bytes live. The filesystem under the data dir by default; object storage later
 * (scale-out, docs/architecture.md#processes-and-modes) implements the same three calls.
 */
export interface FileStorage {
  put(key: string, data: Uint8Array): Promise<void>;
  read(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
}

/** `company/TYPE/file.pdf`: plain segments only, so a key can never name anything outside the root. */
const KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*(\.[a-z0-9]{1,8})?$/;

export function isValidKey(key: string): boolean {
  return KEY.test(key) && key.length <= 300;
}

export function createFsStorage(root: string): FileStorage {
  const base = resolve(root);

  function pathOf(key: string): string {
    const full = resolve(join(base, key));
    // The pattern already rules out `..`; the prefix check is the second lock on the same door.
    if (!isValidKey(key) || !full.startsWith(base + sep)) {
      throw new AppError('forbidden', 'That file path is not allowed.');
    }
    return full;
  }

  return {
    async put(key, data) {
      const full = pathOf(key);
      await mkdir(dirname(full), { recursive: true });
      // Write then rename: a reader never sees half a file.
      const partial = `${full}.${newId(8)}.partial`;
      await writeFile(partial, data, { mode: 0o600 });
      await rename(partial, full);
    },
    async read(key) {
      const full = pathOf(key);
      try {
        return await readFile(full);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT')
          throw new AppError('not_found', 'File not found.');
        throw err;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
