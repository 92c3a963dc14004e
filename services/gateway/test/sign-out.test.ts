/**
 * Signing out ends the session's access tokens at once, in every service: in the embedded platform
 * (one process, one session check that identity updates before answering) and across processes
 * (each with its own session check, told by identity's trigger through PostgreSQL's NOTIFY).
 */
import { companiesService } from '@conform/companies-service';
import { identityService } from '@conform/identity-service';
import {
  insertTestCompany,
  openTestDb,
  startTestService,
  type TestService,
} from '@conform/server-kit/testing';
import request from 'supertest';
import { browserSession, startTestPlatform, type TestPlatform } from './support.ts';

/** The access token among a session's cookies. */
const accessTokenOf = (cookie: string) => /(?:^|; )access_token=([^;]+)/.exec(cookie)![1]!;

describe('in the embedded platform', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform();
  }, 120_000);
  afterAll(() => platform?.stop());

  it('the old token, by header or cookie, gets 401 on /me and on company routes within the same second', async () => {
    const { base } = platform;
    const session = await browserSession(platform);
    const write = { origin: base, 'sec-fetch-site': 'same-origin', 'x-csrf-token': session.csrf };
    const created = await fetch(`${base}/platform/api/companies`, {
      method: 'POST',
      headers: { ...write, cookie: session.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        info: {
          fiscalCode: '18547290',
          registrationNumber: 'J40/1234/2020',
          name: 'Deconectare SRL',
          country: 'RO',
          city: 'Iași',
          county: 'IS',
          streetAddress: 'Str. Lungă nr. 2',
          phoneNumber: '',
        },
      }),
    });
    expect(created.status).toBe(201);
    const companyId = ((await created.json()) as { id: string }).id;
    const bearer = { authorization: `Bearer ${accessTokenOf(session.cookie)}` };
    const cookie = { cookie: session.cookie };
    const paths = [
      '/platform/api/identity/me',
      `/platform/api/companies/${companyId}`,
      `/platform/api/documents/companies/${companyId}`,
    ];
    const statuses = (headers: Record<string, string>) =>
      Promise.all(paths.map(async (path) => (await fetch(base + path, { headers })).status));
    // Each service has seen the session: what it keeps must not outlive the sign-out.
    expect(await statuses(bearer)).toEqual([200, 200, 200]);
    expect(await statuses(cookie)).toEqual([200, 200, 200]);

    const signedOut = await fetch(`${base}/platform/api/identity/sessions/current`, {
      method: 'DELETE',
      headers: { ...write, cookie: session.cookie },
    });
    expect(signedOut.status).toBe(204);
    const at = Date.now();
    expect(await statuses(bearer)).toEqual([401, 401, 401]);
    expect(await statuses(cookie)).toEqual([401, 401, 401]);
    expect(Date.now() - at).toBeLessThan(1000);
  });
});

describe('across processes', () => {
  let db: Awaited<ReturnType<typeof openTestDb>>;
  let identity: TestService<unknown>;
  let companies: TestService<unknown>;
  beforeAll(async () => {
    db = await openTestDb();
    identity = await startTestService(identityService, { db });
    // Another process's service: its own session check, identity's public key.
    companies = await startTestService(companiesService, { db, keys: identity.keys });
  });
  afterAll(async () => {
    await companies.close();
    await identity.close();
    await db.close();
  });

  it("another service's kept answer is dropped by identity's notification within the same second", async () => {
    const started = await request(identity.app).post('/platform/api/identity/sessions/anonymous').expect(201);
    const pairs = ([] as string[]).concat(started.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!);
    const cookie = pairs.join('; ');
    const csrf = pairs.find((p) => p.startsWith('csrf_token='))!.split('=')[1]!;
    const companyId = await insertTestCompany(db, { adminIds: [started.body.user.uid as string] });
    const read = () =>
      request(companies.app)
        .get(`/platform/api/companies/${companyId}`)
        .set('Authorization', `Bearer ${accessTokenOf(cookie)}`);
    await companies.sessions.ready();
    await read().expect(200);

    await request(identity.app)
      .delete('/platform/api/identity/sessions/current')
      .set('Cookie', cookie)
      .set('x-csrf-token', csrf)
      .expect(204);
    const at = Date.now();
    let status = 200;
    while (status !== 401 && Date.now() - at < 1000) {
      status = (await read()).status;
      if (status !== 401) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(status).toBe(401);
  });
});
