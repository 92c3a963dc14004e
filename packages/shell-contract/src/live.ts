import { editionFromPath } from './editions.ts';

/** While a stream cannot be used, the cached answer is asked for again this often. */
const POLL_MS = 3000;
/** After a stream was refused (an expired session, a server restarting), it is opened again after this. */
const REOPEN_MS = 5000;

/**
 * Live status (docs/architecture.md#live-status): keeps one cached answer up to date from the service's server-sent
 * events. The service sends the whole answer when the stream opens and again on every change; a
 * dropped connection is reopened by the browser after the stream's `retry` (500 ms, docs/spec/behaviour.md §4). When
 * the stream is refused outright (e.g. the access token expired: the poll refreshes it) or the
 * browser has no EventSource, the answer is polled until a stream opens again. Used from an RTK
 * Query endpoint's `onCacheEntryAdded`; returns how to stop.
 */
export function streamInto<T>(options: {
  /** The stream's path under /platform/api, e.g. `/documents/companies/<id>/events`. */
  path: string;
  /** The SSE event name the service sends. */
  event: string;
  onData: (data: T) => void;
  /** Asks for the answer again (a forced refetch of the same query). */
  poll: () => void;
}): () => void {
  let source: EventSource | undefined;
  let pollTimer: ReturnType<typeof setInterval> | undefined;
  let reopenTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const startPolling = () => {
    pollTimer ??= setInterval(options.poll, POLL_MS);
  };
  const stopPolling = () => {
    if (pollTimer !== undefined) clearInterval(pollTimer);
    pollTimer = undefined;
  };

  function open(): void {
    if (stopped) return;
    if (typeof EventSource === 'undefined') {
      startPolling();
      return;
    }
    // EventSource sends no custom headers: the edition goes in the query (services read either).
    const platform = editionFromPath(window.location.pathname).platform;
    const url = `/platform/api${options.path}${options.path.includes('?') ? '&' : '?'}platform=${platform}`;
    const stream = new EventSource(url, { withCredentials: true });
    source = stream;
    stream.addEventListener('open', stopPolling);
    stream.addEventListener(options.event, (message) => {
      try {
        options.onData(JSON.parse((message as MessageEvent<string>).data) as T);
      } catch {
        // A message that is not the answer's JSON: the next one, or the next poll, will be.
      }
    });
    stream.addEventListener('error', () => {
      // CONNECTING: the browser reconnects by itself after `retry`. CLOSED: refused; poll, then retry.
      if (stream.readyState !== EventSource.CLOSED || stopped) return;
      options.poll();
      startPolling();
      reopenTimer = setTimeout(open, REOPEN_MS);
    });
  }

  open();
  return () => {
    stopped = true;
    source?.close();
    stopPolling();
    if (reopenTimer !== undefined) clearTimeout(reopenTimer);
  };
}
