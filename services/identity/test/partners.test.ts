import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestService, type TestService } from '@conform/server-kit/testing';
import request from 'supertest';
import { identityService, signPartnerToken } from '../src/app.ts';

/** NETOPIA's side of the partner flow: it signs customer tokens with its own key. */
function partnerKeys() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return {
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

const netopia = partnerKeys();
const forger = partnerKeys();
let svc: TestService<unknown>;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'partner-'));
  writeFileSync(join(dir, 'netopia.pem'), netopia.publicKeyPem);
  svc = await startTestService(identityService, {
    env: { PARTNER_NETOPIA_PUBLIC_KEY_FILE: join(dir, 'netopia.pem') },
  });
});
afterAll(() => svc.close());

const api = (path: string) => `/platform/api/identity${path}`;

describe('partner (NETOPIA) sign-in', () => {
  it('creates a user for a partner customer, then signs them in with the custom token, once', async () => {
    const token = await signPartnerToken(netopia.privateKeyPem, 'customer-1');
    const created = await request(svc.app)
      .post(api('/partners/netopia/create-user'))
      .send({ token, email: 'Partner.One@Example.ro', name: 'Ioana Partener' })
      .expect(201);
    const { customToken } = created.body as { customToken: string };

    const session = await request(svc.app)
      .post(api('/sessions/custom-token'))
      .send({ customToken })
      .expect(200);
    expect(session.body.user).toMatchObject({
      email: 'partner.one@example.ro',
      name: 'Ioana Partener',
      isAnonymous: false,
    });
    expect(
      ([] as string[]).concat(session.headers['set-cookie'] ?? []).some((c) => c.startsWith('access_token=')),
    ).toBe(true);

    await request(svc.app).post(api('/sessions/custom-token')).send({ customToken }).expect(401);
  });

  it('answers already-exists for a duplicate e-mail', async () => {
    const first = await signPartnerToken(netopia.privateKeyPem, 'customer-2');
    await request(svc.app)
      .post(api('/partners/netopia/create-user'))
      .send({ token: first, email: 'dup@example.ro', name: 'Dan' })
      .expect(201);
    const second = await signPartnerToken(netopia.privateKeyPem, 'customer-3');
    const res = await request(svc.app)
      .post(api('/partners/netopia/create-user'))
      .send({ token: second, email: 'dup@example.ro', name: 'Dan' })
      .expect(409);
    expect(res.body).toMatchObject({ code: 'conflict', details: { reason: 'already-exists' } });
  });

  it('authenticates a known customer and answers null for an unknown one', async () => {
    const token = await signPartnerToken(netopia.privateKeyPem, 'customer-4');
    await request(svc.app)
      .post(api('/partners/netopia/create-user'))
      .send({ token, email: 'known@example.ro', name: 'Known' })
      .expect(201);
    const known = await request(svc.app)
      .post(api('/partners/netopia/authenticate-user'))
      .send({ token })
      .expect(200);
    expect(typeof known.body.customToken).toBe('string');
    const session = await request(svc.app)
      .post(api('/sessions/custom-token'))
      .send({ customToken: known.body.customToken })
      .expect(200);
    expect(session.body.user.email).toBe('known@example.ro');

    const unknown = await signPartnerToken(netopia.privateKeyPem, 'customer-unknown');
    const none = await request(svc.app)
      .post(api('/partners/netopia/authenticate-user'))
      .send({ token: unknown })
      .expect(200);
    expect(none.body).toEqual({ customToken: null });
  });

  it('refuses a forged partner token and creates nobody', async () => {
    const forged = await signPartnerToken(forger.privateKeyPem, 'customer-forged');
    const res = await request(svc.app)
      .post(api('/partners/netopia/create-user'))
      .send({ token: forged, email: 'forged@example.ro', name: 'Forged' })
      .expect(401);
    expect(res.body.message).toBe(
      'Authentication using the partner account failed. Please reload the page and try again.',
    );
    const rows = await svc.db.query('SELECT 1 FROM identity.users WHERE email = $1', ['forged@example.ro']);
    expect(rows).toHaveLength(0);
    await request(svc.app)
      .post(api('/partners/netopia/authenticate-user'))
      .send({ token: forged })
      .expect(401);
  });

  it('refuses an expired partner token and a forged custom token', async () => {
    const expired = await signPartnerToken(netopia.privateKeyPem, 'customer-old', -10);
    await request(svc.app)
      .post(api('/partners/netopia/authenticate-user'))
      .send({ token: expired })
      .expect(401);
    const fake = await signPartnerToken(netopia.privateKeyPem, 'someone');
    await request(svc.app).post(api('/sessions/custom-token')).send({ customToken: fake }).expect(401);
  });
});

describe('partner sign-in without a partner key', () => {
  it('answers 503 rather than trusting any token', async () => {
    const bare = await startTestService(identityService);
    const token = await signPartnerToken(netopia.privateKeyPem, 'c');
    const res = await request(bare.app)
      .post(api('/partners/netopia/authenticate-user'))
      .send({ token })
      .expect(503);
    expect(res.body.code).toBe('unavailable');
    await bare.close();
  });
});
