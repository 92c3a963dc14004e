/**
 * Raw JSON errors never reach a page: a person's browser opening an unknown path outside the API
 * (e.g. a local dev page that is switched off) is shown a not-found page with a link to the platform;
 * the front end's calls keep the `{code, message}` answers.
 */
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import request from 'supertest';
import { createServiceApp } from '../src/app.ts';
import { isConnectionFailure } from '../src/errors.ts';
import { createLogger } from '../src/logger.ts';
import { createSessionCheck } from '../src/session-check.ts';
import { openTestDb } from '../src/testing.ts';

const db = await openTestDb();
afterAll(() => db.close());

const app = createServiceApp({
  name: 'example',
  db,
  logger: createLogger({ name: 'test', level: 'silent' }),
  verifyToken: () => Promise.reject(new Error('no tokens here')),
  sessions: createSessionCheck(db),
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
    // Its own inline style may apply; no script may run; no one may frame it.
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
    );

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

describe('bad input is a 4xx, never a 500, and logs keep no personal data', () => {
  const lines: string[] = [];
  const logged = createServiceApp({
    name: 'example',
    db,
    logger: createLogger({ name: 'test', level: 'info', destination: { write: (l) => void lines.push(l) } }),
    verifyToken: () => Promise.reject(new Error('no tokens here')),
    sessions: createSessionCheck(db),
    routes: (router) => {
      router.get('/echo/:value', async (req, res) => {
        res.json(await db.query('SELECT $1::text AS v', [req.params['value']]));
      });
      router.post('/echo', async (req, res) => {
        const body = req.body as { name?: string };
        res.json(await db.query('SELECT $1::text AS v', [body.name ?? '']));
      });
      router.get('/nul', async (_req, res) => {
        res.json(await db.query('SELECT $1::text AS v', ['made\u0000here']));
      });
      router.get('/bug', async (_req, res) => {
        res.json(await db.query('SELECT * FROM nowhere WHERE email = $1', ['ioana.popescu@example.ro']));
      });
    },
  });

  it('answers a path with malformed percent-encoding with 400', async () => {
    const res = await request(logged).get('/platform/api/example/echo/%FF').expect(400);
    expect(res.body).toMatchObject({ code: 'bad_request' });
  });

  it('refuses a NUL byte or a lone surrogate in a path, a query or a body with 400, naming the field', async () => {
    const path = await request(logged).get('/platform/api/example/echo/%00').expect(400);
    expect(path.body.details).toEqual([{ path: 'path', message: 'validation.text.invalidCharacters' }]);
    await request(logged).get('/platform/api/example/echo/x?q=a%00').expect(400);
    for (const [body, field] of [
      ['{"name":"a\\u0000b"}', 'name'],
      ['{"name":"ok","items":[{"text":"\\ud800"}]}', 'items.0.text'],
      ['{"name":"ok","deep":{"a\\u0000":1}}', 'deep.a?'],
    ]) {
      const res = await request(logged)
        .post('/platform/api/example/echo')
        .set('Content-Type', 'application/json')
        .send(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'validation',
        details: [{ path: field, message: 'validation.text.invalidCharacters' }],
      });
    }
    // A pair of surrogates is an ordinary character (an emoji) and goes through.
    await request(logged)
      .post('/platform/api/example/echo')
      .set('Content-Type', 'application/json')
      .send('{"name":"\\ud83d\\ude00"}')
      .expect(200);
  });

  it('still maps a NUL that reaches the database another way to 400', async () => {
    const res = await request(logged).get('/platform/api/example/nul').expect(400);
    expect(res.body.message).toMatch(/cannot be stored/);
  });

  it('answers a body that says gzip but is not with 400', async () => {
    const res = await request(logged)
      .post('/platform/api/example/echo')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      .send('{"name":"plain"}');
    expect(res.status).toBe(400);
  });

  it('logs a failed query without its parameters', async () => {
    lines.length = 0;
    await request(logged).get('/platform/api/example/bug?email=ioana.popescu@example.ro').expect(500);
    const log = lines.join('\n');
    expect(log).toContain('unhandled error');
    expect(log).toContain('42P01');
    expect(log).not.toContain('ioana.popescu');
  });
});

describe('a database that cannot be reached answers 503 unavailable, never 500', () => {
  it('classifies lost and refused connections, and nothing else', () => {
    const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });
    // Drizzle wraps the driver's error; fetch hides the socket's in `cause`.
    const wrapped = (cause: unknown) => new Error('Failed query: select 1\nparams: ', { cause });
    expect(isConnectionFailure(pgError('57P01', 'terminating connection due to administrator command'))).toBe(
      true,
    );
    expect(isConnectionFailure(wrapped(pgError('57P03', 'the database system is starting up')))).toBe(true);
    expect(isConnectionFailure(pgError('08006', 'connection failure'))).toBe(true);
    expect(isConnectionFailure(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isConnectionFailure(new TypeError('fetch failed', { cause: pgError('ECONNREFUSED', 'x') }))).toBe(
      true,
    );
    expect(isConnectionFailure(new AggregateError([pgError('ECONNREFUSED', 'connect')]))).toBe(true);
    expect(isConnectionFailure(pgError('23505', 'duplicate key value'))).toBe(false);
    expect(isConnectionFailure(wrapped(pgError('42P01', 'relation does not exist')))).toBe(false);
    expect(isConnectionFailure(new Error('boom'))).toBe(false);
    expect(isConnectionFailure(undefined)).toBe(false);
  });

  it('answers a query against a server that is not there with 503, the JSON shape and Retry-After', async () => {
    // A real pool against a port nobody listens on: what a service sees while PostgreSQL is stopped.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const pool = new pg.Pool({ connectionString: `postgres://nobody:secret@127.0.0.1:${port}/none` });
    const lines: string[] = [];
    const down = createServiceApp({
      name: 'example',
      db,
      logger: createLogger({
        name: 'test',
        level: 'info',
        destination: { write: (l) => void lines.push(l) },
      }),
      verifyToken: () => Promise.reject(new Error('no tokens here')),
      sessions: createSessionCheck(db),
      routes: (router) =>
        router.post('/things', async (req, res) => {
          const body = req.body as { email?: string };
          res.json((await pool.query('SELECT $1::text AS email', [body.email])).rows);
        }),
    });
    try {
      const res = await request(down)
        .post('/platform/api/example/things')
        .send({ email: 'ioana.popescu@example.ro' });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ code: 'unavailable', message: expect.stringMatching(/try again/) });
      expect(res.headers['retry-after']).toBe('5');
      expect(lines.join('\n')).toContain('temporarily unavailable');
      expect(lines.join('\n')).not.toContain('ioana.popescu');
    } finally {
      await pool.end();
    }
  });
});
