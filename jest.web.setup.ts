// What jsdom lacks for the remotes' component tests, installed once for every web test file.
import { afterAll, afterEach, beforeAll, jest } from '@jest/globals';

// Jest's ESM loader hands a CommonJS package its whole exports object as the default import;
// styled-components' CJS build keeps its default export under `default`. Give it back its default.
jest.unstable_mockModule('styled-components', () => {
  const cjs = jest.requireActual<{ default: unknown }>('styled-components');
  return { ...cjs, default: cjs.default };
});

// fetch, Request, Response, TextEncoder … are the real ones (jest.web.environment.js); the services are
// Mock Service Worker's stand-ins (@conform/shell-contract/testing-server): no network unless a test
// answers, its answers dropped after it.
const { testServer } = await import('@conform/shell-contract/testing-server');
beforeAll(() => testServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => testServer.resetHandlers());
afterAll(() => testServer.close());

// jsdom does not scroll: window.scrollTo records the position asked (the router restores scroll).
window.scrollTo = ((x: number | ScrollToOptions, y?: number) => {
  const to = typeof x === 'object' ? { left: x.left ?? 0, top: x.top ?? 0 } : { left: x, top: y ?? 0 };
  Object.assign(window, { scrollX: to.left, scrollY: to.top, pageXOffset: to.left, pageYOffset: to.top });
}) as typeof window.scrollTo;

// jsdom's <dialog> cannot open modally: open and close it the way a browser would.
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  this.removeAttribute('open');
};

// Live-status streams (server-sent events) stay "connecting" forever, so nothing polls either.
if (!('EventSource' in globalThis)) {
  class QuietEventSource extends EventTarget {
    static readonly CONNECTING = 0;
    static readonly OPEN = 1;
    static readonly CLOSED = 2;
    readyState = 0;
    close(): void {
      this.readyState = 2;
    }
  }
  Object.assign(globalThis, { EventSource: QuietEventSource });
}

// A loaded runner (CI on two cores, suites in parallel) can take more than the default second to show
// what a component test waits for: wait up to five before calling it missing.
const { configure } = await import('@testing-library/react');
configure({ asyncUtilTimeout: 5_000 });
