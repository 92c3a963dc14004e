/**
 * The router's own history (no React Router internals): the browser's, over `window.history`, or one in
 * memory for tests. A location has a `key` (its entry, for the scroll position saved on leaving it) and
 * the entry's index is kept in `history.state` so that Back and Forward know how far they moved.
 * Listeners hear only Back, Forward and `go()` (a push or replace is the router's own doing).
 */
import { createPath, NavigationType, parsePath, type Location, type Path, type To } from 'react-router';

export interface HistoryUpdate {
  action: NavigationType;
  location: Location;
  /** Entries moved by Back, Forward or `go()`; null when unknown (an entry this history did not make). */
  delta: number | null;
}

export interface History {
  readonly action: NavigationType;
  readonly location: Location;
  createHref(to: To): string;
  encodeLocation(to: To): Path;
  push(to: To, state?: unknown): void;
  replace(to: To, state?: unknown): void;
  go(delta: number): void;
  listen(listener: (update: HistoryUpdate) => void): () => void;
}

/** What this history keeps in an entry's `history.state` (React Router's shape, so entries carry over). */
interface EntryState {
  usr: unknown;
  key: string;
  idx: number;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

function toPath(to: To): Partial<Path> {
  return typeof to === 'string' ? parsePath(to) : to;
}

function locationOf(to: To, state: unknown, key: string, base: Partial<Path> = {}): Location {
  const path = toPath(to);
  return {
    pathname: path.pathname ?? base.pathname ?? '/',
    search: path.search ?? '',
    hash: path.hash ?? '',
    state,
    key,
  };
}

function encode(to: To): Path {
  const path = toPath(to);
  const url = new URL(createPath(path), 'http://localhost');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** The browser's history. The router restores scroll itself, so the browser is told not to. */
export function createBrowserHistory(): History {
  const native = window.history;
  native.scrollRestoration = 'manual';
  const listeners = new Set<(update: HistoryUpdate) => void>();
  let action = NavigationType.Pop;

  const entry = (): EntryState | null => {
    const state = native.state as Partial<EntryState> | null;
    return state && typeof state.idx === 'number' && typeof state.key === 'string'
      ? (state as EntryState)
      : null;
  };
  const current = (): Location => {
    const { pathname, search, hash } = window.location;
    const state = entry();
    return { pathname, search, hash, state: state?.usr ?? null, key: state?.key ?? 'default' };
  };
  // The first entry gets its index (and key) without a new entry.
  if (!entry()) native.replaceState({ usr: native.state as unknown, key: newKey(), idx: 0 }, '');
  let index = entry()!.idx;

  window.addEventListener('popstate', () => {
    const next = entry();
    const delta = next ? next.idx - index : null;
    index = next?.idx ?? index;
    action = NavigationType.Pop;
    const location = current();
    listeners.forEach((listener) => listener({ action, location, delta }));
  });

  return {
    get action() {
      return action;
    },
    get location() {
      return current();
    },
    createHref: (to) => createPath(toPath(to)),
    encodeLocation: encode,
    push(to, state = null) {
      action = NavigationType.Push;
      index += 1;
      native.pushState({ usr: state, key: newKey(), idx: index }, '', createPath(toPath(to)));
    },
    replace(to, state = null) {
      action = NavigationType.Replace;
      native.replaceState({ usr: state, key: newKey(), idx: index }, '', createPath(toPath(to)));
    },
    go: (delta) => native.go(delta),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A history in memory (tests): `initialEntries` are the entries, the last one shown. */
export function createMemoryHistory(options: { initialEntries?: string[] } = {}): History {
  const entries = (options.initialEntries ?? ['/']).map((path, i) =>
    locationOf(path, null, i === 0 ? 'default' : newKey()),
  );
  let index = entries.length - 1;
  let action = NavigationType.Pop;
  const listeners = new Set<(update: HistoryUpdate) => void>();

  return {
    get action() {
      return action;
    },
    get location() {
      return entries[index]!;
    },
    createHref: (to) => createPath(toPath(to)),
    encodeLocation: encode,
    push(to, state = null) {
      action = NavigationType.Push;
      index += 1;
      entries.splice(index, entries.length - index, locationOf(to, state, newKey()));
    },
    replace(to, state = null) {
      action = NavigationType.Replace;
      entries[index] = locationOf(to, state, newKey());
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      const moved = next - index;
      index = next;
      action = NavigationType.Pop;
      const location = entries[index]!;
      listeners.forEach((listener) => listener({ action, location, delta: moved }));
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
