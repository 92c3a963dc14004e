import { isConnectionFailure, storageFailureOf, type StorageFailure } from './errors.ts';

/**
 * Runs a write that must not be lost to a short PostgreSQL outage: the outcome of a job or an event
 * a worker holds under a lease. Without it the outcome fails to be recorded when the database is
 * down (often the very reason the work failed), and the work sits leased, unseen, until the lease
 * runs out (minutes). Retried while the failure is a lost or refused connection and `keepTrying()`
 * says so (the worker is not stopping), with pauses growing to 5 s; any other error is thrown.
 */
export async function untilRecorded<T>(write: () => Promise<T>, keepTrying: () => boolean): Promise<T> {
  for (let pauseMs = 250; ; pauseMs = Math.min(pauseMs * 2, 5000)) {
    try {
      return await write();
    } catch (err) {
      if (!keepTrying() || !isConnectionFailure(err)) throw err;
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }
}

/** A storage failure keeps the database reported degraded this long after the last one. */
export const STORAGE_FAILURE_MEMORY_MS = 30_000;

export interface StorageWatch {
  /** Remembers the error when it is a storage failure (disk full, read-only, I/O): see storageFailureOf. */
  note(err: unknown): void;
  /** The latest storage failure, while it is recent. */
  recent(): StorageFailure | undefined;
}

/**
 * What the database's writes met lately. A full disk cannot be probed without writing, so `/health`
 * reports what the service's own statements ran into: degraded while the last failure is recent,
 * ok again once writes have stopped failing for STORAGE_FAILURE_MEMORY_MS.
 */
export function createStorageWatch(now: () => number = () => performance.now()): StorageWatch {
  let last: { failure: StorageFailure; at: number } | undefined;
  return {
    note(err) {
      const failure = storageFailureOf(err);
      if (failure) last = { failure, at: now() };
    },
    recent() {
      return last && now() - last.at < STORAGE_FAILURE_MEMORY_MS ? last.failure : undefined;
    },
  };
}
