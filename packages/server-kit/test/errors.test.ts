/**
 * Raw JSON errors never reach a page: a person's browser opening an unknown path outside the API
 * (e.g. a local dev page that is switched off) is shown a not-found page with a link to the platform;
 * the front end's calls keep the `{code, message}` answers.
 */
import request from 'supertest';
import { createServiceApp } from '../src/app.ts';
import { createLogger } from '../src/logger.ts';
import { openTestDb } from '../src/testing.ts';

const db = await openTestDb();
afterAll(() => db.close());

const app = createServiceApp({
  name: 'example',
  db,
  logger: createLogger({ name: 'test', level: 'silent' }),
  verifyToken: () => Promise.reject(new Error('no tokens here')),
  routes: (router) => router.get('/things', (_req, res) => res.json([])),
  aliases: [{ prefix: '/platform/dev/example', routes: () => undefined }],
});

describe('unknown paths', () => {
  it('show a browser a not-found page in its language, with the way back', async () => {
    const res = await request(app)
      .get('/platform/dev/example/nothing')
      .set('Accept', 'text/html,application/xhtml+xml,*/*;q=0.8')
      .set('Accept-Language', 'ro-RO,ro;q=0.9')
      .expect(404);
    expect(res.type).toBe('text/html');
    expect(res.text).toContain('<h1>Pagina nu a fost găsită</h1>');
    expect(res.text).toContain('href="/platform/"');
    expect(res.text).not.toContain('not_found');

    const en = await request(app)
      .get('/platform/dev/example/nothing')
      .set('Accept', 'text/html')
      .set('Accept-Language', 'en')
      .expect(404);
    expect(en.text).toContain('<h1>Page not found</h1>');
  });

  it('answer the front end (and any API path) with the JSON error shape', async () => {
    const call = await request(app).get('/platform/dev/example/nothing').set('Accept', 'application/json');
    expect(call.status).toBe(404);
    expect(call.body).toMatchObject({ code: 'not_found' });
    const api = await request(app).get('/platform/api/example/missing').set('Accept', 'text/html');
    expect(api.status).toBe(404);
    expect(api.body).toMatchObject({ code: 'not_found' });
  });
});
