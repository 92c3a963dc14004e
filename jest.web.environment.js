// The web tests' environment: jsdom, with the Node.js globals jsdom leaves out that a browser has (fetch,
// Request, Response, streams, BroadcastChannel …), so Mock Service Worker can stand in for the services
// (what jest-fixed-jsdom does, as MSW's documentation for Jest + JSDOM advises). jsdom keeps its own Blob,
// File and FormData (a FormData read from a <form> element). Relative URLs resolve against the page's
// address, as in a browser (RTK Query asks for /platform/api/…).
import JSDOMEnvironment from 'jest-environment-jsdom';

export default class WebEnvironment extends JSDOMEnvironment {
  constructor(config, context) {
    super(config, context);
    // Node.js module resolution (MSW's msw/node and its interceptors have no browser build).
    this.customExportConditions = [''];
    const page = this.global;
    const absolute = (input) =>
      typeof input === 'string' || input instanceof URL ? new URL(String(input), page.location.href) : input;
    class PageRequest extends Request {
      constructor(input, init) {
        super(absolute(input), init);
      }
    }
    Object.assign(page, {
      TextDecoder,
      TextEncoder,
      TextDecoderStream,
      TextEncoderStream,
      ReadableStream,
      WritableStream,
      TransformStream,
      Headers,
      Request: PageRequest,
      Response,
      fetch: (input, init) => fetch(absolute(input), init),
      AbortController,
      AbortSignal,
      structuredClone,
      BroadcastChannel,
      URL,
      URLSearchParams,
    });
  }
}
