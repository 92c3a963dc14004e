import { startTestService, type TestService } from '@conform/server-kit/testing';
import request from 'supertest';
import { identityService } from '../src/app.ts';
import { readUser } from '../src/read.ts';

let svc: TestService<unknown>;
beforeAll(async () => {
  // The test plays the proxy in front of the service (nginx in cluster mode): it sets X-Forwarded-For.
  svc = await startTestService(identityService, {
    env: { ANONYMOUS_SESSIONS_PER_IP_PER_HOUR: '3', TRUST_PROXY: 'loopback' },
  });
});
afterAll(() => svc.close());

const api = (path: string) => `/platform/api/identity${path}`;
let ipCounter = 0;
/** Each test has its own client address so one test's hits never count against another's. */
const newIp = () => `10.1.0.${++ipCounter}`;

const startAnonymous = (ip: string) =>
  request(svc.app).post(api('/sessions/anonymous')).set('X-Forwarded-For', ip);

function jar(res: request.Response): { cookie: string; csrf: string } {
  const pairs = ([] as string[]).concat(res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!);
  return {
    cookie: pairs.join('; '),
    csrf: pairs.find((p) => p.startsWith('csrf_token='))?.split('=')[1] ?? '',
  };
}

describe('anonymous sessions', () => {
  it('are limited per client address, and each refused call creates no user', async () => {
    const ip = newIp();
    for (let i = 0; i < 3; i++) await startAnonymous(ip).expect(201);
    const [before] = await svc.db.query<{ n: number }>('SELECT count(*)::int AS n FROM identity.users');
    const limited = await startAnonymous(ip).expect(429);
    expect(limited.body).toEqual({
      code: 'rate_limited',
      message: expect.any(String),
      details: { retryAfterSeconds: expect.any(Number) },
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const [after] = await svc.db.query<{ n: number }>('SELECT count(*)::int AS n FROM identity.users');
    expect(after!.n).toBe(before!.n);
    // Another visitor is not affected.
    await startAnonymous(newIp()).expect(201);
  });

  it('may record the consents of the quiz contact step, kept by the same user', async () => {
    const started = await startAnonymous(newIp()).expect(201);
    const { cookie, csrf } = jar(started);
    const res = await request(svc.app)
      .put(api('/me/consents'))
      .set('Cookie', cookie)
      .set('x-csrf-token', csrf)
      .send({ terms: true, communications: true })
      .expect(200);
    expect(res.body.user).toMatchObject({
      uid: started.body.user.uid,
      isAnonymous: true,
      hasConsentedTerms: true,
    });
    const [row] = await svc.db.query<{ t: Date | null; c: Date | null }>(
      'SELECT consented_terms_at AS t, consented_comms_at AS c FROM identity.users WHERE id = $1',
      [started.body.user.uid],
    );
    expect(row!.t).toBeInstanceOf(Date);
    expect(row!.c).toBeInstanceOf(Date);
  });

  it('publish user.consented when the communications consent changes, and show it in the read model', async () => {
    const started = await startAnonymous(newIp()).expect(201);
    const { cookie, csrf } = jar(started);
    const uid = (started.body as { user: { uid: string } }).user.uid;
    const consent = (communications: boolean) =>
      request(svc.app)
        .put(api('/me/consents'))
        .set('Cookie', cookie)
        .set('x-csrf-token', csrf)
        .send({ terms: true, communications })
        .expect(200);
    const published = async () =>
      (
        await svc.db.query<{ payload: { communications: boolean } }>(
          `SELECT payload FROM platform_events.events WHERE type = 'user.consented' AND payload->>'userId' = $1
            ORDER BY created_at`,
          [uid],
        )
      ).map((e) => e.payload.communications);

    await consent(false);
    expect(await published()).toEqual([]);
    await consent(true);
    await consent(true);
    expect(await readUser(svc.db, uid)).toEqual({
      id: uid,
      email: null,
      name: null,
      isAnonymous: true,
      consentedCommsAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    await consent(false);
    // Only the changes: given, then withdrawn.
    expect(await published()).toEqual([true, false]);
    expect((await readUser(svc.db, uid))?.consentedCommsAt).toBeNull();
    expect(await readUser(svc.db, 'nobody')).toBeUndefined();
  });

  it('count a client that is not behind a trusted proxy by its own address, whatever X-Forwarded-For says', async () => {
    const direct = await startTestService(identityService, {
      env: { ANONYMOUS_SESSIONS_PER_IP_PER_HOUR: '2' },
    });
    try {
      const from = (ip: string) =>
        request(direct.app).post(api('/sessions/anonymous')).set('X-Forwarded-For', ip);
      await from('10.9.0.1').expect(201);
      await from('10.9.0.2').expect(201);
      const limited = await from('10.9.0.3').expect(429);
      expect(limited.body.code).toBe('rate_limited');
    } finally {
      await direct.close();
    }
  });
});
