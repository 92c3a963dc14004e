import { startTestService, type TestService } from '@conform/server-kit/testing';
import request from 'supertest';
import { identityService } from '../src/app.ts';

let svc: TestService<unknown>;
beforeAll(async () => {
  svc = await startTestService(identityService);
});
afterAll(() => svc.close());

function cookieJar(res: request.Response): { header: string; csrf: string } {
  const set = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const pairs = set.map((c) => c.split(';')[0]!);
  const csrf = pairs.find((p) => p.startsWith('csrf_token='))?.split('=')[1] ?? '';
  return { header: pairs.join('; '), csrf };
}

describe('identity sessions', () => {
  it('starts an anonymous session that /me then recognises', async () => {
    const started = await request(svc.app).post('/platform/api/identity/sessions/anonymous').expect(201);
    expect(started.body.user).toMatchObject({ isAnonymous: true, email: null, hasConsentedTerms: false });
    const jar = cookieJar(started);

    const me = await request(svc.app).get('/platform/api/identity/me').set('Cookie', jar.header).expect(200);
    expect(me.body.user.uid).toBe(started.body.user.uid);
  });

  it('answers a visitor with no user, and a forged token with 401', async () => {
    const visitor = await request(svc.app).get('/platform/api/identity/me').expect(200);
    expect(visitor.body).toEqual({ user: null });
    const res = await request(svc.app)
      .get('/platform/api/identity/me')
      .set('Authorization', 'Bearer eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ4In0.AAAA')
      .expect(401);
    expect(res.body).toEqual({ code: 'unauthenticated', message: expect.any(String) });
  });

  it('rotates the refresh token: the old one stops working', async () => {
    const started = await request(svc.app).post('/platform/api/identity/sessions/anonymous').expect(201);
    const jar = cookieJar(started);
    await request(svc.app)
      .post('/platform/api/identity/sessions/refresh')
      .set('Cookie', jar.header)
      .set('x-csrf-token', jar.csrf)
      .expect(200);
    await request(svc.app)
      .post('/platform/api/identity/sessions/refresh')
      .set('Cookie', jar.header)
      .set('x-csrf-token', jar.csrf)
      .expect(401);
  });

  it('refuses a cookie-authenticated write without the CSRF header', async () => {
    const started = await request(svc.app).post('/platform/api/identity/sessions/anonymous').expect(201);
    const jar = cookieJar(started);
    const res = await request(svc.app)
      .delete('/platform/api/identity/sessions/current')
      .set('Cookie', jar.header)
      .expect(403);
    expect(res.body.code).toBe('csrf');
  });

  it('signs out: the refresh token is revoked', async () => {
    const started = await request(svc.app).post('/platform/api/identity/sessions/anonymous').expect(201);
    const jar = cookieJar(started);
    await request(svc.app)
      .delete('/platform/api/identity/sessions/current')
      .set('Cookie', jar.header)
      .set('x-csrf-token', jar.csrf)
      .expect(204);
    await request(svc.app)
      .post('/platform/api/identity/sessions/refresh')
      .set('Cookie', jar.header)
      .set('x-csrf-token', jar.csrf)
      .expect(401);
  });

  it('reports health after a real query', async () => {
    const res = await request(svc.app).get('/platform/api/identity/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', db: 'ok', events: { pending: 0, dead: 0 } });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await request(svc.app)
      .post('/platform/api/identity/sessions/anonymous')
      .set('Content-Type', 'application/json')
      .send('{"broken":')
      .expect(400);
    expect(res.body.code).toBe('bad_request');
  });
});
