import { isConnectionFailure } from './errors.ts';

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
