/**
 * streamInto with a stand-in EventSource at the edge (jsdom has none): the same events a browser's
 * EventSource fires, driven by the test.
 */
import { jest } from '@jest/globals';
import { streamInto } from '../src/live.ts';

class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  closed = false;
  private listeners = new Map<string, Array<(event: Event) => void>>();
  readonly url: string;
  readonly init: { withCredentials?: boolean } | undefined;
  constructor(url: string, init?: { withCredentials?: boolean }) {
    this.url = url;
    this.init = init;
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: Event) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close(): void {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
  fire(type: string, data?: unknown): void {
    if (type === 'open') this.readyState = FakeEventSource.OPEN;
    const event =
      data === undefined ? new Event(type) : new MessageEvent(type, { data: JSON.stringify(data) });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  /** The server refused the stream (an error status): the browser gives up on this one. */
  refuse(): void {
    this.readyState = FakeEventSource.CLOSED;
    this.fire('error');
  }
}

const quiet = (globalThis as { EventSource?: unknown }).EventSource;

beforeEach(() => {
  FakeEventSource.opened = [];
  Object.assign(globalThis, { EventSource: FakeEventSource });
  jest.useFakeTimers();
  window.history.pushState({}, '', '/platform/int/AAAAAAAAAAAAAAAAAAAA/documents');
});
afterEach(() => {
  jest.useRealTimers();
  Object.assign(globalThis, { EventSource: quiet });
});

it('opens the stream with the edition and the session, and hands over each message', () => {
  const seen: unknown[] = [];
  const stop = streamInto<{ n: number }>({
    path: '/documents/companies/C1/events',
    event: 'documents',
    onData: (d) => seen.push(d),
    poll: () => undefined,
  });
  const [source] = FakeEventSource.opened;
  expect(source?.url).toBe('/platform/api/documents/companies/C1/events?platform=int');
  expect(source?.init).toEqual({ withCredentials: true });
  source!.fire('open');
  source!.fire('documents', { n: 1 });
  source!.fire('documents', { n: 2 });
  source!.fire('other', { n: 3 });
  expect(seen).toEqual([{ n: 1 }, { n: 2 }]);
  stop();
  expect(source!.closed).toBe(true);
});

it('leaves a dropped connection to the browser, which reconnects by itself', () => {
  const poll = jest.fn();
  streamInto({ path: '/x', event: 'e', onData: () => undefined, poll });
  const [source] = FakeEventSource.opened;
  source!.fire('open');
  // CONNECTING after an error: the browser retries after the stream's `retry` (500 ms).
  source!.readyState = FakeEventSource.CONNECTING;
  source!.fire('error');
  jest.advanceTimersByTime(10_000);
  expect(poll).not.toHaveBeenCalled();
  expect(FakeEventSource.opened).toHaveLength(1);
});

it('polls while the stream is refused, and stops polling once a new stream opens', () => {
  const poll = jest.fn();
  const stop = streamInto({ path: '/x', event: 'e', onData: () => undefined, poll });
  FakeEventSource.opened[0]!.refuse();
  // At once (the poll refreshes an expired session), then every 3 s.
  expect(poll).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(3000);
  expect(poll).toHaveBeenCalledTimes(2);
  // After 5 s a new stream is tried; once it opens, polling ends.
  jest.advanceTimersByTime(2000);
  expect(FakeEventSource.opened).toHaveLength(2);
  FakeEventSource.opened[1]!.fire('open');
  const calls = poll.mock.calls.length;
  jest.advanceTimersByTime(30_000);
  expect(poll).toHaveBeenCalledTimes(calls);
  stop();
});

it('polls when the browser has no EventSource', () => {
  delete (globalThis as { EventSource?: unknown }).EventSource;
  const poll = jest.fn();
  const stop = streamInto({ path: '/x', event: 'e', onData: () => undefined, poll });
  jest.advanceTimersByTime(9000);
  expect(poll).toHaveBeenCalledTimes(3);
  stop();
  jest.advanceTimersByTime(9000);
  expect(poll).toHaveBeenCalledTimes(3);
});
