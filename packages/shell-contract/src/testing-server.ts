import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The services as the web component tests see them: Mock Service Worker, started for every test file by
 * jest.web.setup.ts. By default there is no network: a request no test answers fails as a network error
 * does in a browser (the page's error state), never reaching a real server. A test's own answers
 * (`serveRequests`, or `testServer.use(…)` with MSW's handlers) last until the test ends.
 */
export const testServer = setupServer(http.all('*', () => HttpResponse.error()));
