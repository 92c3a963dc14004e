/**
 * Live status for the browser (docs/architecture.md#live-status): Server-Sent Events fed by PostgreSQL NOTIFY.
 * A service keeps one LISTEN per channel (a hub) and each open stream subscribes to the key it
 * watches (an order id, a company id); on a notification the stream reads the state again and sends
 * it if it changed. The client's EventSource reconnects by itself after `retry` milliseconds.
 */
import type { Request, Response } from 'express';
import type { Db } from './db.ts';
import type { Logger } from './logger.ts';

/** docs/spec/behaviour.md §4: "if watching fails it retries after 500 ms". */
export const SSE_RETRY_MS = 500;

/**
 * A notification that reports progress, not a settled state: one of a package's 30 documents is
 * ready while the others still render. A stream answers these at most once per
 * PROGRESS_INTERVAL_MS (the last one always, at the end of the interval), and any other
 * notification at once: the page shows the final state without delay, and a burst of progress costs
 * a few reads of the whole state (each one a 60 KB list for the documents page) instead of one per
 * document, on the single connection the renders' own bookkeeping also waits for.
 */
export const PROGRESS_INTERVAL_MS = 200;
const PROGRESS_MARK = ' progress';
/** The NOTIFY payload for progress about `key` (see PROGRESS_INTERVAL_MS). */
export const progressAbout = (key: string): string => `${key}${PROGRESS_MARK}`;
/** Proxies close idle connections: a comment line keeps the stream open. */
const HEARTBEAT_MS = 25_000;

export interface NotificationHub {
  /**
   * Calls `onNotify` for notifications about `key` (and '' after a lost LISTEN connection), telling
   * whether the notification only reports progress (`progressAbout(key)`).
   */
  subscribe(key: string, onNotify: (progress: boolean) => void): Promise<() => void>;
  close(): Promise<void>;
}

/** The streams this process has open, ended together when it stops. */
const openStreams = new Set<Response>();

/**
 * Ends every open stream (the process is stopping): each browser reconnects after `retry`, to another
 * instance or to this service once it is back, instead of holding the stop up until it is cut.
 */
export function closeStreams(): void {
  for (const res of openStreams) res.end();
  openStreams.clear();
}

/** One LISTEN for a channel whose payload is a key; opened on the first subscriber. */
export function createNotificationHub(db: Db, channel: string): NotificationHub {
  const subscribers = new Map<string, Set<(progress: boolean) => void>>();
  let listening: Promise<() => Promise<void>> | undefined;

  const dispatch = (payload: string) => {
    const progress = payload.endsWith(PROGRESS_MARK);
    const key = progress ? payload.slice(0, -PROGRESS_MARK.length) : payload;
    const targets = key === '' ? [...subscribers.values()] : [subscribers.get(key) ?? new Set()];
    for (const set of targets) for (const notify of set) notify(progress);
  };

  return {
    async subscribe(key, onNotify) {
      listening ??= db.listen(channel, dispatch);
      await listening;
      let set = subscribers.get(key);
      if (!set) {
        set = new Set();
        subscribers.set(key, set);
      }
      set.add(onNotify);
      return () => {
        set.delete(onNotify);
        if (set.size === 0) subscribers.delete(key);
      };
    },
    async close() {
      const stop = await listening;
      listening = undefined;
      await stop?.();
    },
  };
}

/**
 * Streams the state of one thing: sends it at once, then each time a notification about `key`
 * arrives and the state read again differs from the last one sent. Ends when the client goes away;
 * a read that fails ends the stream (the client reconnects after `retry`).
 */
export async function streamState<T>(
  req: Request,
  res: Response,
  options: {
    hub: NotificationHub;
    key: string;
    read: () => Promise<T>;
    logger: Logger;
    /** The event name the client listens for. */
    event: string;
  },
): Promise<void> {
  const first = await options.read();
  res.status(200).set({
    'Content-Type': 'text/event-stream; charset=utf-8',
    // A company's or an order's live status: stored by no cache, transformed (buffered) by no proxy.
    'Cache-Control': 'no-store, no-transform',
    Connection: 'keep-alive',
    // nginx must not buffer the stream.
    'X-Accel-Buffering': 'no',
  });
  res.flushHeaders();
  let last = JSON.stringify(first);
  res.write(`retry: ${SSE_RETRY_MS}\n`);
  res.write(`event: ${options.event}\ndata: ${last}\n\n`);

  // One read at a time, and at most one more after it: notifications that arrive while a read runs
  // are answered by a single read that starts after them, and the last state is always sent. A
  // progress notification within PROGRESS_INTERVAL_MS of the last read waits for the interval's end
  // (one read then answers all that came in it); any other notification is answered at once.
  let reading = false;
  let again = false;
  let closed = false;
  let lastReadAt = Number.NEGATIVE_INFINITY;
  let later: NodeJS.Timeout | undefined;
  const send = (progress = false) => {
    if (progress) {
      const wait = lastReadAt + PROGRESS_INTERVAL_MS - performance.now();
      if (wait > 0) {
        later ??= setTimeout(() => {
          later = undefined;
          send();
        }, wait);
        return;
      }
    }
    clearTimeout(later);
    later = undefined;
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    void (async () => {
      do {
        again = false;
        if (closed) break;
        lastReadAt = performance.now();
        try {
          const next = JSON.stringify(await options.read());
          if (next === last || closed) continue;
          last = next;
          res.write(`event: ${options.event}\ndata: ${next}\n\n`);
        } catch (err) {
          options.logger.warn({ err, event: options.event }, 'live status: read failed; closing the stream');
          res.end();
          break;
        }
      } while (again);
      reading = false;
    })();
  };
  // Known before the subscription is: a stop (or the client leaving) while it is made is not missed.
  openStreams.add(res);
  let unsubscribe: (() => void) | undefined;
  const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  req.on('close', () => {
    openStreams.delete(res);
    closed = true;
    clearInterval(heartbeat);
    clearTimeout(later);
    unsubscribe?.();
  });
  const subscription = await options.hub.subscribe(options.key, send);
  if (closed) subscription();
  else unsubscribe = subscription;
  // A change between the first read and the subscription would otherwise be missed.
  send();
}
