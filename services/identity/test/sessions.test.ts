import { createPrivateKey } from 'node:crypto';
import { startTestService, type TestService } from '@conform/server-kit/testing';
import { SignJWT } from 'jose';
import request from 'supertest';
import { identityService } from '../src/app.ts';
import { readSession } from '../src/read.ts';

let svc: TestService<unknown>;
/** The same service with a reuse window of one second: a reuse "later" is a second away. */
let shortWindow: TestService<unknown>;
beforeAll(async () => {
  svc = await startTestService(identityService);
  shortWindow = await startTestService(identityService, { env: { REFRESH_TOKEN_REUSE_WINDOW_SECONDS: '1' } });
});
afterAll(async () => {
  await shortWindow.close();
  await svc.close();
});

function cookieJar(res: request.Response): { header: string; csrf: string } {
  const set = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const pairs = set.map((c) => c.split(';')[0]!);
  const csrf = pairs.find((p) => p.startsWith('csrf_token='))?.split('=')[1] ?? '';
  return { header: pairs.join('; '), csrf };
}

/** A cookie's value from a response's Set-Cookie headers. */
function cookieOf(res: request.Response, name: string): string | undefined {
  const set = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  return set
    .find((c) => c.startsWith(`${name}=`))
    ?.split(';')[0]!
    .slice(name.length + 1);
}

/** The claims of an access token (its signature is the service's business). */
function claimsOf(token: string): { sub: string; sid: string } {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    sub: string;
    sid: string;
  };
}

/** The browser's access token once its 15 minutes are over: genuinely signed, expired a minute ago. */
function expiredAccessToken(service: TestService<unknown>, claims: { sub: string; sid: string }) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sid: claims.sid, anon: true, terms: false })
    .setProtectedHeader({ alg: 'ES256' })
    .setSubject(claims.sub)
    .setIssuer('conform-identity')
    .setAudience('conform-platform')
    .setIssuedAt(now - 960)
    .setExpirationTime(now - 60)
    .sign(createPrivateKey(service.keys.privateKeyPem));
}

/** A browser's refresh: the refresh cookie and the CSRF header. */
const refresh = (service: TestService<unknown>, refreshToken: string, csrf = 'csrf-value') =>
  request(service.app)
    .post('/platform/api/identity/sessions/refresh')
    .set('Cookie', `refresh_token=${refreshToken}; csrf_token=${csrf}`)
    .set('x-csrf-token', csrf);

async function startSession(service: TestService<unknown>) {
  const started = await request(service.app).post('/platform/api/identity/sessions/anonymous').expect(201);
  return {
    uid: started.body.user.uid as string,
    accessToken: cookieOf(started, 'access_token')!,
    refreshToken: cookieOf(started, 'refresh_token')!,
  };
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

  it('rotates the refresh token: a new one each time, and the old one stops working after the reuse window', async () => {
    const session = await startSession(shortWindow);
    const first = await refresh(shortWindow, session.refreshToken).expect(200);
    const next = cookieOf(first, 'refresh_token')!;
    expect(next).not.toBe(session.refreshToken);
    const second = await refresh(shortWindow, next).expect(200);
    expect(cookieOf(second, 'refresh_token')).not.toBe(next);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await refresh(shortWindow, session.refreshToken).expect(401);
  });

  it('keeps a browser signed in when 8 requests find the access token expired and refresh at once', async () => {
    const session = await startSession(svc);
    const expired = await expiredAccessToken(svc, claimsOf(session.accessToken));
    // What each of the page's parallel calls does (several remotes, a download): its call answers 401,
    // it refreshes with the one refresh cookie the browser holds, and asks again.
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, async () => {
        await request(svc.app)
          .get('/platform/api/identity/me')
          .set('Authorization', `Bearer ${expired}`)
          .expect(401);
        const refreshed = await refresh(svc, session.refreshToken);
        const accessToken = cookieOf(refreshed, 'access_token');
        const me = await request(svc.app)
          .get('/platform/api/identity/me')
          .set('Authorization', `Bearer ${accessToken}`);
        return {
          status: refreshed.status,
          user: me.body.user?.uid as string | undefined,
          refreshToken: cookieOf(refreshed, 'refresh_token'),
        };
      }),
    );
    expect(outcomes.map((o) => [o.status, o.user])).toEqual(Array(8).fill([200, session.uid]));
    // Every answer carries the same new refresh token: whichever the browser stores last is the one
    // the session continues with.
    const kept = new Set(outcomes.map((o) => o.refreshToken));
    expect(kept.size).toBe(1);
    const next = await refresh(svc, [...kept][0]!).expect(200);
    expect(next.body.user.uid).toBe(session.uid);
  });

  it('revokes the whole session when a rotated refresh token is used again after the reuse window', async () => {
    const session = await startSession(shortWindow);
    const rotated = await refresh(shortWindow, session.refreshToken).expect(200);
    const successor = cookieOf(rotated, 'refresh_token')!;
    const access = cookieOf(rotated, 'access_token')!;
    // Inside the window the old token is one of the browser's parallel calls: the same new session.
    const again = await refresh(shortWindow, session.refreshToken).expect(200);
    expect(cookieOf(again, 'refresh_token')).toBe(successor);

    await new Promise((resolve) => setTimeout(resolve, 1100));
    // Later it can only be a copy of the token replayed by someone else: the session ends for both.
    const replayed = await refresh(shortWindow, session.refreshToken).expect(401);
    expect(replayed.body.code).toBe('unauthenticated');
    await refresh(shortWindow, successor).expect(401);
    await request(shortWindow.app)
      .get('/platform/api/identity/me')
      .set('Authorization', `Bearer ${access}`)
      .expect(401);
    const { sid } = claimsOf(access);
    expect((await readSession(shortWindow.db, sid))?.revokedAt).toEqual(expect.any(String));
  });

  it('signs out: the access token stops working at once, by header and by cookie', async () => {
    const started = await request(svc.app).post('/platform/api/identity/sessions/anonymous').expect(201);
    const jar = cookieJar(started);
    const access = cookieOf(started, 'access_token')!;
    const me = () => request(svc.app).get('/platform/api/identity/me');
    // Seen before: the session's state is kept, and signing out must reach what is kept.
    await me().set('Authorization', `Bearer ${access}`).expect(200);
    await me().set('Cookie', jar.header).expect(200);

    await request(svc.app)
      .delete('/platform/api/identity/sessions/current')
      .set('Cookie', jar.header)
      .set('x-csrf-token', jar.csrf)
      .expect(204);
    const byHeader = await me().set('Authorization', `Bearer ${access}`).expect(401);
    expect(byHeader.body.code).toBe('unauthenticated');
    await me().set('Cookie', jar.header).expect(401);
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
