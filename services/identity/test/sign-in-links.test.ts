import type { TestService } from '@conform/server-kit/testing';
import request from 'supertest';
import { linkFor, startIdentityWithSmtp, type IdentityWithSmtp, type TestSmtpServer } from './smtp.ts';

let started: IdentityWithSmtp;
let svc: TestService<unknown>;
let smtp: TestSmtpServer;

beforeAll(async () => {
  started = await startIdentityWithSmtp({
    env: {
      SIGN_IN_LINK_EMAIL_INTERVAL_SECONDS: '2',
      SIGN_IN_LINKS_PER_IP_PER_HOUR: '8',
      // The test plays the proxy in front of the service: it sets X-Forwarded-For.
      TRUST_PROXY: 'loopback',
    },
  });
  ({ identity: svc, smtp } = started);
});
afterAll(() => started.close());

const api = (path: string) => `/platform/api/identity${path}`;
let ipCounter = 0;
/** Each test has its own client address so the per-IP limit of one test does not leak into another. */
const newIp = () => `10.0.0.${++ipCounter}`;

function jar(res: request.Response): { cookie: string; csrf: string } {
  const pairs = ([] as string[]).concat(res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!);
  return {
    cookie: pairs.join('; '),
    csrf: pairs.find((p) => p.startsWith('csrf_token='))?.split('=')[1] ?? '',
  };
}

function requestLink(
  email: string,
  options: { returnUrl?: string; ip?: string; lang?: string; cookie?: string; csrf?: string } = {},
) {
  const req = request(svc.app)
    .post(api('/sign-in-links'))
    .set('X-Forwarded-For', options.ip ?? newIp())
    .set('Accept-Language', options.lang ?? 'ro');
  if (options.cookie) req.set('Cookie', options.cookie).set('x-csrf-token', options.csrf ?? '');
  return req.send({ email, returnUrl: options.returnUrl });
}

describe('sign-in by e-mail link', () => {
  it('mails a link over SMTP, in the user’s language, that signs the user in and returns them', async () => {
    await requestLink('Ana.Pop@Example.ro', { returnUrl: '/companies', lang: 'en' }).expect(202);
    const mail = smtp.inbox.at(-1)!;
    expect(mail.to).toEqual(['ana.pop@example.ro']);
    expect(mail.decoded).toContain('Your Conform sign-in link');
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    const link = linkFor(smtp.inbox, 'ana.pop@example.ro');
    expect(link.origin + link.pathname).toBe('https://conform.example/platform/auth');
    expect(link.searchParams.get('returnUrl')).toBe('/companies');

    const done = await request(svc.app)
      .post(api('/sessions/email-link'))
      .send({ token: link.searchParams.get('token'), email: 'ana.pop@example.ro' })
      .expect(200);
    expect(done.body).toMatchObject({
      returnUrl: '/companies',
      user: { email: 'ana.pop@example.ro', isAnonymous: false },
    });
    const me = await request(svc.app).get(api('/me')).set('Cookie', jar(done).cookie).expect(200);
    expect(me.body.user.email).toBe('ana.pop@example.ro');
  });

  it('stores only a hash of the token', async () => {
    await requestLink('hash@example.ro').expect(202);
    const token = linkFor(smtp.inbox, 'hash@example.ro').searchParams.get('token')!;
    const rows = await svc.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM identity.sign_in_links WHERE email = $1',
      ['hash@example.ro'],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toContain(token);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('works once: a reused link is refused', async () => {
    await requestLink('once@example.ro').expect(202);
    const token = linkFor(smtp.inbox, 'once@example.ro').searchParams.get('token');
    await request(svc.app)
      .post(api('/sessions/email-link'))
      .send({ token, email: 'once@example.ro' })
      .expect(200);
    const again = await request(svc.app)
      .post(api('/sessions/email-link'))
      .send({ token, email: 'once@example.ro' })
      .expect(410);
    expect(again.body).toMatchObject({ code: 'gone', details: { reason: 'link-invalid' } });
  });

  it('refuses an expired link', async () => {
    await requestLink('late@example.ro').expect(202);
    const token = linkFor(smtp.inbox, 'late@example.ro').searchParams.get('token');
    await svc.db.query(
      "UPDATE identity.sign_in_links SET expires_at = now() - interval '1 minute' WHERE email = $1",
      ['late@example.ro'],
    );
    const res = await request(svc.app)
      .post(api('/sessions/email-link'))
      .send({ token, email: 'late@example.ro' })
      .expect(410);
    expect(res.body.details.reason).toBe('link-expired');
  });

  it('requires the e-mail the link was sent to', async () => {
    await requestLink('owner@example.ro').expect(202);
    const token = linkFor(smtp.inbox, 'owner@example.ro').searchParams.get('token');
    const res = await request(svc.app)
      .post(api('/sessions/email-link'))
      .send({ token, email: 'thief@example.ro' })
      .expect(400);
    expect(res.body.details.reason).toBe('email-mismatch');
    // The link still works for its owner.
    await request(svc.app)
      .post(api('/sessions/email-link'))
      .send({ token, email: 'owner@example.ro' })
      .expect(200);
  });

  it('never returns to another site', async () => {
    await requestLink('redirect@example.ro', { returnUrl: 'https://evil.example/x' }).expect(202);
    expect(linkFor(smtp.inbox, 'redirect@example.ro').searchParams.get('returnUrl')).toBe('/');
    await requestLink('redirect2@example.ro', { returnUrl: '//evil.example/x' }).expect(202);
    expect(linkFor(smtp.inbox, 'redirect2@example.ro').searchParams.get('returnUrl')).toBe('/');
  });

  it('upgrades an anonymous user in place: same uid, so their data stays theirs', async () => {
    const anon = await request(svc.app).post(api('/sessions/anonymous')).expect(201);
    const { cookie, csrf } = jar(anon);
    await requestLink('upgrade@example.ro', { cookie, csrf }).expect(202);
    const token = linkFor(smtp.inbox, 'upgrade@example.ro').searchParams.get('token');
    const done = await request(svc.app)
      .post(api('/sessions/email-link'))
      .set('Cookie', cookie)
      .set('x-csrf-token', csrf)
      .send({ token, email: 'upgrade@example.ro' })
      .expect(200);
    expect(done.body.user).toMatchObject({
      uid: anon.body.user.uid,
      isAnonymous: false,
      email: 'upgrade@example.ro',
    });
    // The account now has a confirmed address: said once on the event bus (ids only, no e-mail).
    const events = await svc.db.query<{ payload: unknown }>(
      `SELECT payload FROM platform_events.events WHERE type = 'user.registered' AND payload->>'userId' = $1`,
      [anon.body.user.uid],
    );
    expect(events.map((e) => e.payload)).toEqual([
      { userId: anon.body.user.uid, platform: 'ro', locale: 'ro' },
    ]);
    // The anonymous session's refresh token was revoked with the upgrade.
    await request(svc.app)
      .post(api('/sessions/refresh'))
      .set('Cookie', cookie)
      .set('x-csrf-token', jar(anon).csrf)
      .expect(401);
  });

  it('asks before replacing an anonymous account with an existing one (replace-account option)', async () => {
    await requestLink('taken@example.ro').expect(202);
    let token = linkFor(smtp.inbox, 'taken@example.ro').searchParams.get('token');
    const owner = await request(svc.app)
      .post(api('/sessions/email-link'))
      .send({ token, email: 'taken@example.ro' })
      .expect(200);

    const anon = await request(svc.app).post(api('/sessions/anonymous')).expect(201);
    // Later, on another device: past the one-link-per-interval limit of the address.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    await requestLink('taken@example.ro').expect(202);
    token = linkFor(smtp.inbox, 'taken@example.ro').searchParams.get('token');
    const conflict = await request(svc.app)
      .post(api('/sessions/email-link'))
      .set('Cookie', jar(anon).cookie)
      .set('x-csrf-token', jar(anon).csrf)
      .send({ token, email: 'taken@example.ro' })
      .expect(409);
    expect(conflict.body.details.reason).toBe('email-in-use');
    // The link was not spent by the refusal: with the option set it signs in to the existing account.
    const replaced = await request(svc.app)
      .post(api('/sessions/email-link'))
      .set('Cookie', jar(anon).cookie)
      .set('x-csrf-token', jar(anon).csrf)
      .send({ token, email: 'taken@example.ro', replaceAccount: true })
      .expect(200);
    expect(replaced.body.user.uid).toBe(owner.body.user.uid);
    // What the anonymous user made follows the person (the companies service moves it).
    const merged = await svc.db.query<{ payload: unknown }>(
      `SELECT payload FROM platform_events.events WHERE type = 'user.merged'`,
    );
    expect(merged.map((e) => e.payload)).toContainEqual({
      fromUserId: anon.body.user.uid,
      intoUserId: owner.body.user.uid,
    });
  });

  it('sends one new link per address in the interval, and never locks the address out', async () => {
    await requestLink('flood@example.ro').expect(202);
    const limited = await requestLink('flood@example.ro').expect(429);
    expect(limited.body.code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Someone flooding the address from many places only waits out the interval with everyone.
    for (let i = 0; i < 5; i++) await requestLink('flood@example.ro');
    await new Promise((resolve) => setTimeout(resolve, 2100));
    await requestLink('flood@example.ro').expect(202);
    const sent = smtp.inbox.filter((m) => m.to.includes('flood@example.ro'));
    expect(sent.length).toBeGreaterThanOrEqual(2);
    // The first link still works after the later ones.
    const first = linkFor(sent.slice(0, 1), 'flood@example.ro').searchParams.get('token')!;
    await request(svc.app)
      .post(api('/sessions/email-link'))
      .send({ token: first, email: 'flood@example.ro' })
      .expect(200);
  });

  it('limits link sending per IP address across e-mails', async () => {
    const ip = newIp();
    for (let i = 0; i < 8; i++) await requestLink(`ip${i}@example.ro`, { ip }).expect(202);
    await requestLink('ip-next@example.ro', { ip }).expect(429);
    await requestLink('ip-next@example.ro', { ip: newIp() }).expect(202);
  });

  it('refuses a cross-site request (CSRF) even without a session', async () => {
    const res = await request(svc.app)
      .post(api('/sign-in-links'))
      .set('Sec-Fetch-Site', 'cross-site')
      .send({ email: 'csrf@example.ro' })
      .expect(403);
    expect(res.body.code).toBe('csrf');
    await request(svc.app)
      .post(api('/sessions/anonymous'))
      .set('Origin', 'https://evil.example')
      .set('Host', 'conform.example')
      .expect(403);
    // An opaque origin (a sandboxed frame, a redirected form) is not the platform either.
    await request(svc.app).post(api('/sessions/anonymous')).set('Origin', 'null').expect(403);
    expect(smtp.inbox.some((m) => m.to.includes('csrf@example.ro'))).toBe(false);
  });

  it('answers bad input with field details, not a 500', async () => {
    const res = await requestLink('not-an-email').expect(400);
    expect(res.body.details).toEqual([{ path: 'email', message: 'validation.email.invalid' }]);
  });
});

describe('terms and communications consent', () => {
  async function signedIn(email: string) {
    await requestLink(email).expect(202);
    const token = linkFor(smtp.inbox, email).searchParams.get('token');
    return jar(await request(svc.app).post(api('/sessions/email-link')).send({ token, email }).expect(200));
  }

  it('stamps server time and puts `terms` in the new access token', async () => {
    const { cookie, csrf } = await signedIn('terms@example.ro');
    const before = await request(svc.app).get(api('/me')).set('Cookie', cookie).expect(200);
    expect(before.body.user.hasConsentedTerms).toBe(false);
    const res = await request(svc.app)
      .put(api('/me/consents'))
      .set('Cookie', cookie)
      .set('x-csrf-token', csrf)
      .send({ terms: true, communications: false })
      .expect(200);
    expect(res.body.user.hasConsentedTerms).toBe(true);
    const rows = await svc.db.query<{ t: Date; c: Date | null }>(
      'SELECT consented_terms_at AS t, consented_comms_at AS c FROM identity.users WHERE email = $1',
      ['terms@example.ro'],
    );
    expect(Math.abs(rows[0]!.t.getTime() - Date.now())).toBeLessThan(60_000);
    expect(rows[0]!.c).toBeNull();
    const access = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('access_token='))!;
    const payload = JSON.parse(Buffer.from(access.split('=')[1]!.split('.')[1]!, 'base64url').toString()) as {
      terms: boolean;
    };
    expect(payload.terms).toBe(true);
  });

  it('requires the terms box and a CSRF token', async () => {
    const { cookie, csrf } = await signedIn('terms2@example.ro');
    const res = await request(svc.app)
      .put(api('/me/consents'))
      .set('Cookie', cookie)
      .set('x-csrf-token', csrf)
      .send({ terms: false, communications: true })
      .expect(400);
    expect(res.body.details[0].message).toBe('terms.required');
    await request(svc.app)
      .put(api('/me/consents'))
      .set('Cookie', cookie)
      .send({ terms: true, communications: true })
      .expect(403);
  });
});

describe('local mailbox', () => {
  it('is absent when mail goes over SMTP', async () => {
    const res = await request(svc.app).get('/platform/dev/mailbox').expect(404);
    expect(res.body.code).toBe('not_found');
  });
});
