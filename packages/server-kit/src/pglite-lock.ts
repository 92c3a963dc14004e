import { randomUUID } from 'node:crypto';
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { hasEnded, thisProcess, type ProcessIdentity } from './process-identity.ts';

/** The embedded database is open in another process: PGlite is one process at a time. */
export class DataDirInUse extends Error {
  override name = 'DataDirInUse';
}

interface Holder extends ProcessIdentity {
  nonce: string;
}

function readHolder(file: string): Holder | undefined {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>;
    if (typeof holder.pid !== 'number' || typeof holder.scope !== 'string') return undefined;
    return {
      pid: holder.pid,
      scope: holder.scope,
      startTicks: holder.startTicks ?? '',
      nonce: holder.nonce ?? '',
    };
  } catch {
    return undefined;
  }
}

/**
 * Takes a PGlite data directory for this process until the returned function gives it back. PGlite
 * keeps no lock of its own (its postmaster.pid holds a fixed -42): two processes opening one directory
 * (the platform and a command run beside it) would both write to it and corrupt it. The lock is a file
 * beside the directory naming the process; one left by a process that has ended (a crash, kill -9) is
 * taken over.
 */
export function lockDataDir(dir: string): () => void {
  const file = `${resolve(dir)}.lock`;
  const me: Holder = { ...thisProcess(), nonce: randomUUID() };
  const content = JSON.stringify(me);
  try {
    writeFileSync(file, content, { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const holder = readHolder(file);
    if (holder && !hasEnded(holder)) {
      const where =
        holder.scope === me.scope
          ? `process ${holder.pid}`
          : `process ${holder.pid} of another machine or container (${holder.scope.split(' ')[0]}); if it is not running, delete ${file}`;
      throw new DataDirInUse(
        `The embedded database ${resolve(dir)} is in use by ${where}. PGlite can be opened by one ` +
          'process at a time: stop the platform (Ctrl-C) first.',
      );
    }
    // Left by a process that ended. Two processes taking it over at once both write; the last one wins.
    writeFileSync(file, content, { mode: 0o600 });
    if (readHolder(file)?.nonce !== me.nonce)
      throw new DataDirInUse(`The embedded database ${resolve(dir)} was just taken by another process.`);
  }
  return () => {
    try {
      if (readHolder(file)?.nonce === me.nonce) unlinkSync(file);
    } catch {
      // Gone already: nothing to give back.
    }
  };
}
