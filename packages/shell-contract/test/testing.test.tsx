/**
 * The component tests' stand-in services (Mock Service Worker): no network unless a test answers, and
 * `serveRequests` records what the page asked and answers it, as RTK Query and `sessionFetch` call it.
 */
import { sessionFetch } from '../src/api.ts';
import { serveRequests } from '../src/testing.tsx';

test('a request no test answers fails as without a network, never reaching a server', async () => {
  await expect(fetch('/platform/api/companies')).rejects.toThrow(TypeError);
  await expect(fetch('https://example.com/')).rejects.toThrow(TypeError);
});

test('serveRequests records each request (method, path, query, JSON body) and answers with its status and JSON', async () => {
  const asked = serveRequests(({ method, path }) =>
    method === 'PUT' && path === '/platform/api/companies/C1'
      ? { status: 200, body: { id: 'C1', saved: true } }
      : { status: 404 },
  );
  const saved = await sessionFetch('/companies/C1?view=short', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Exemplu SRL' }),
  });
  expect(saved.status).toBe(200);
  expect(await saved.json()).toEqual({ id: 'C1', saved: true });
  const missing = await fetch('/platform/api/companies/C2');
  expect(missing.status).toBe(404);
  expect(await missing.text()).toBe('');
  expect(asked).toEqual([
    {
      method: 'PUT',
      path: '/platform/api/companies/C1',
      search: '?view=short',
      body: { name: 'Exemplu SRL' },
    },
    { method: 'GET', path: '/platform/api/companies/C2', body: undefined },
  ]);
});

test("a test's answers end with it: the next test has no network again", async () => {
  await expect(fetch('/platform/api/companies/C1')).rejects.toThrow(TypeError);
});
