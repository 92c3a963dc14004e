/**
 * The documents service's client of the renderer: a PDF back, a clear error for anything else, and
 * a render that takes too long given up.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { createRendererClient } from '../src/generation/renderer-client.ts';

let server: Server;
let baseUrl: string;
const received: Array<{ token: string | undefined; priority: string | undefined; body: unknown }> = [];

beforeAll(async () => {
  const app = express();
  app.use(express.json({ limit: '5mb' }));
  app.post('/platform/api/renderer/pdf', (req, res) => {
    received.push({
      token: req.get('x-internal-token'),
      priority: req.get('x-render-priority'),
      body: req.body,
    });
    const { title } = req.body as { title: string };
    if (title === 'refused') return void res.status(503).send('pool exhausted');
    if (title === 'not a pdf') return void res.type('text/html').send('<html>oops</html>');
    if (title === 'slow') return void setTimeout(() => res.type('application/pdf').send('%PDF-late'), 1500);
    res.type('application/pdf').send(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200_000, 7)]));
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const client = () => createRendererClient({ baseUrl, internalToken: 'secret-token', timeoutMs: 500 });

it('posts the HTML with the internal token and returns the whole PDF', async () => {
  const pdf = await client().renderPdf({ html: '<p>Notă de informare</p>', title: 'ok' });
  expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');
  expect(pdf.length).toBe(9 + 200_000);
  expect(received.at(-1)).toEqual({
    token: 'secret-token',
    priority: 'interactive',
    body: { html: '<p>Notă de informare</p>', title: 'ok' },
  });
});

it('says a background render is one (a wave’s), and any other is interactive', async () => {
  await client().renderPdf({ html: '<p>Val</p>', title: 'ok' }, { priority: 'background' });
  expect(received.at(-1)?.priority).toBe('background');
  await client().renderPdf({ html: '<p>Editare</p>', title: 'ok' }, { priority: 'interactive' });
  expect(received.at(-1)?.priority).toBe('interactive');
});

it('reports a refusal with the renderer status and what it said', async () => {
  await expect(client().renderPdf({ html: '<p></p>', title: 'refused' })).rejects.toThrow(
    'renderer answered 503: pool exhausted',
  );
});

it('refuses an answer that is not a PDF', async () => {
  await expect(client().renderPdf({ html: '<p></p>', title: 'not a pdf' })).rejects.toThrow(
    'renderer answered something that is not a PDF',
  );
});

it('gives up after the timeout, and when the caller stops', async () => {
  const started = performance.now();
  await expect(client().renderPdf({ html: '<p></p>', title: 'slow' })).rejects.toThrow();
  expect(performance.now() - started).toBeLessThan(1200);
  const stop = new AbortController();
  setTimeout(() => stop.abort(new Error('worker stopping')), 50);
  await expect(
    client().renderPdf({ html: '<p></p>', title: 'slow' }, { signal: stop.signal }),
  ).rejects.toThrow('worker stopping');
});
