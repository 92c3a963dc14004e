import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { companiesService } from '@conform/companies-service';
import { closeServer } from '@conform/server-kit';
import { insertTestCompany, startTestService, type TestService } from '@conform/server-kit/testing';
import express from 'express';
import request from 'supertest';
import { checkoutService } from '../src/app.ts';
import type { TCheckoutConfig } from '../src/config.ts';
import { setTestPrices, TEST_BILLING_INFO } from './support.ts';

/**
 * NETOPIA v2 through the checkout's HTTP API. The provider is a stand-in at the test's edge that
 * speaks the protocol: a start endpoint over real HTTP, and IPN tokens made here with the openssl
 * command line (`openssl dgst -sha512 -sign`, RS512) and a key pair openssl generated, independent
 * of the product's code.
 */
const API = '/platform/api/payments';
const POS = 'SAND-BOX0-LOCA-L000-0001';
const API_KEY = 'test-api-key-not-a-secret';
const dir = mkdtempSync(join(tmpdir(), 'checkout-v2-'));
const providerKey = join(dir, 'provider.key');
const providerPublic = join(dir, 'provider.pub');
const strangerKey = join(dir, 'stranger.key');

const openssl = (args: string[], input?: Buffer | string): Buffer =>
  execFileSync('openssl', args, { input, stdio: ['pipe', 'pipe', 'pipe'] });

/** What the stand-in provider saw and how it answers the start call. */
const provider = {
  requests: [] as Array<{ authorization: string | undefined; body: Record<string, unknown> }>,
  answer: (orderId: string): { status: number; body: unknown } => ({
    status: 200,
    body: {
      customerAction: {},
      error: { code: '101', message: 'Redirect user to payment page' },
      payment: {
        ntpID: '1234567',
        status: 1,
        paymentURL: `https://secure.sandbox.example/ui/card?p=${orderId}`,
      },
    },
  }),
};

let providerServer: Server;
let svc: TestService<TCheckoutConfig>;
let alice: string;

beforeAll(async () => {
  openssl(['genpkey', '-algorithm', 'RSA', '-pkeyopt', 'rsa_keygen_bits:2048', '-out', providerKey]);
  openssl(['pkey', '-in', providerKey, '-pubout', '-out', providerPublic]);
  openssl(['genpkey', '-algorithm', 'RSA', '-pkeyopt', 'rsa_keygen_bits:2048', '-out', strangerKey]);
  const fake = express();
  fake.post('/payment/card/start', express.json(), (req, res) => {
    const body = req.body as { order: { orderID: string } };
    provider.requests.push({ authorization: req.get('authorization'), body: req.body });
    const answer = provider.answer(body.order.orderID);
    res.status(answer.status).json(answer.body);
  });
  providerServer = createServer(fake);
  await new Promise<void>((resolve) => providerServer.listen(0, '127.0.0.1', resolve));
  const port = (providerServer.address() as AddressInfo).port;
  svc = await startTestService(checkoutService, {
    alsoMigrate: [companiesService],
    env: {
      EMBEDDED: 'true',
      DATA_DIR: join(dir, 'data'),
      PUBLIC_URL: 'http://localhost:8080',
      NETOPIA_API: 'v2',
      NETOPIA_API_URL: `http://127.0.0.1:${port}`,
      NETOPIA_API_KEY: API_KEY,
      NETOPIA_PUBLIC_KEY_FILE: providerPublic,
    },
  });
  await setTestPrices(svc.db);
  alice = await svc.tokenFor({ uid: 'alice' });
}, 60_000);
afterAll(async () => {
  await svc.close();
  await closeServer(providerServer);
});

const billingInfo = TEST_BILLING_INFO;

async function startPayment() {
  const companyId = await insertTestCompany(svc.db, {
    adminIds: ['alice'],
    products: { pending: ['PERSONAL_CLIENTS', 'MARKETING'] },
  });
  const res = await request(svc.app)
    .post(`${API}/${companyId}`)
    .set('Authorization', `Bearer ${alice}`)
    .send({
      products: ['PERSONAL_CLIENTS', 'MARKETING'],
      billingInfo,
      returnUrl: `http://localhost:8080/platform/${companyId}/checkout/paymentReturn`,
    });
  return { companyId, res };
}

const b64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

/** A Verification-token as NETOPIA makes it, signed by the openssl command line. */
function token(
  body: string,
  claims: Record<string, unknown> = {},
  options: { key?: string; alg?: string } = {},
): string {
  const now = Math.floor(Date.now() / 1000);
  const sub = openssl(['dgst', '-sha512', '-binary'], body).toString('base64');
  const header = b64url(JSON.stringify({ typ: 'JWT', alg: options.alg ?? 'RS512' }));
  const payload = b64url(
    JSON.stringify({ iss: 'NETOPIA Payments', aud: [POS], sub, iat: now, exp: now + 300, ...claims }),
  );
  const input = `${header}.${payload}`;
  const signature = openssl(['dgst', '-sha512', '-sign', options.key ?? providerKey], input);
  return `${input}.${b64url(signature)}`;
}

const ipnBody = (orderId: string, payment: Record<string, unknown> = {}) =>
  JSON.stringify({
    order: { orderID: orderId },
    payment: {
      status: 3,
      code: '00',
      message: 'Approved',
      ntpID: '1234567',
      amount: 651,
      currency: 'RON',
      instrument: { panMasked: '9****5098' },
      ...payment,
    },
  });

/** The IPN as NETOPIA posts it: the exact JSON bytes, the token in its header. */
const postIpn = (body: string, verificationToken?: string) => {
  const req = request(svc.app).post(`${API}/ipn`).set('Content-Type', 'application/json');
  return (verificationToken ? req.set('Verification-token', verificationToken) : req).send(body);
};

const statusOf = async (companyId: string, orderId: string) =>
  (
    await request(svc.app)
      .get(`${API}/${companyId}/orders/${orderId}`)
      .set('Authorization', `Bearer ${alice}`)
      .expect(200)
  ).body as { status: string; errorCode: string | null; errorMessage: string | null };

describe('NETOPIA v2 start call', () => {
  it('calls /payment/card/start with the API key and the order, and sends the browser to paymentURL', async () => {
    const { companyId, res } = await startPayment();
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      kind: 'redirect',
      orderId: expect.stringMatching(/^\w{20}$/),
      method: 'CARD',
      paymentProviderUrl: `https://secure.sandbox.example/ui/card?p=${res.body.orderId}`,
    });
    const seen = provider.requests.at(-1)!;
    expect(seen.authorization).toBe(API_KEY);
    expect(seen.body).toMatchObject({
      config: {
        notifyUrl: 'http://localhost:8080/platform/api/payments/ipn',
        redirectUrl: `http://localhost:8080/platform/${companyId}/checkout/paymentReturn?orderId=${res.body.orderId}`,
        language: 'ro',
      },
      payment: { instrument: { type: 'card' } },
      order: {
        posSignature: POS,
        orderID: res.body.orderId,
        amount: 651,
        currency: 'RON',
        billing: expect.objectContaining({
          email: 'facturi@exemplu.ro',
          phone: '0740123456',
          firstName: 'Exemplu SRL',
          country: 642,
        }),
      },
    });
    expect((await statusOf(companyId, res.body.orderId)).status).toBe('PENDING');
  });

  it('answers 503 (never a 500) when the provider refuses or has no payment page', async () => {
    const saved = provider.answer;
    try {
      provider.answer = () => ({ status: 401, body: { error: { code: '401', message: 'Unauthorized' } } });
      const refused = await startPayment();
      expect(refused.res.status).toBe(503);
      expect(refused.res.body.code).toBe('unavailable');
      provider.answer = () => ({ status: 200, body: { error: { code: '00', message: 'Approved' } } });
      expect((await startPayment()).res.status).toBe(503);
    } finally {
      provider.answer = saved;
    }
  });
});

describe('NETOPIA v2 IPN (Verification-token)', () => {
  async function started() {
    const { companyId, res } = await startPayment();
    expect(res.status).toBe(201);
    return { companyId, orderId: res.body.orderId as string };
  }

  it('takes a token signed with openssl (RS512): PAID, answered with errorType 0', async () => {
    const { companyId, orderId } = await started();
    const body = ipnBody(orderId);
    const res = await postIpn(body, token(body)).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({ errorType: 0, errorCode: null, errorMessage: '' });
    expect(await statusOf(companyId, orderId)).toMatchObject({ status: 'PAID', errorCode: null });
    const log = await svc.db.query<{ action: string; outcome: string; payload: string }>(
      'SELECT action, outcome, payload FROM checkout.ipn_log WHERE order_id = $1',
      [orderId],
    );
    expect(log).toEqual([{ action: 'status 3', outcome: 'applied', payload: body }]);
  });

  it('maps a declined payment to ERROR with the provider code and message', async () => {
    const { companyId, orderId } = await started();
    const body = ipnBody(orderId, { status: 12, code: '20', message: 'Insufficient funds' });
    await postIpn(body, token(body)).expect(200, { errorType: 0, errorCode: null, errorMessage: '' });
    expect(await statusOf(companyId, orderId)).toMatchObject({
      status: 'ERROR',
      errorCode: '20',
      errorMessage: 'Insufficient funds',
    });
  });

  const refusals: Array<[string, (orderId: string) => { body: string; token?: string }, number]> = [
    ['no Verification-token header', (id) => ({ body: ipnBody(id) }), 0x10000101],
    [
      'a body other than the one signed (tampered)',
      (id) => ({ body: ipnBody(id, { amount: 1 }), token: token(ipnBody(id)) }),
      0x10000106,
    ],
    [
      'an expired token',
      (id) => {
        const past = Math.floor(Date.now() / 1000) - 3600;
        return { body: ipnBody(id), token: token(ipnBody(id), { iat: past, exp: past + 300 }) };
      },
      0x10000104,
    ],
    [
      'another audience (POS signature)',
      (id) => ({ body: ipnBody(id), token: token(ipnBody(id), { aud: ['AAAA-BBBB-CCCC-DDDD-EEEE'] }) }),
      0x10000105,
    ],
    [
      'another issuer',
      (id) => ({ body: ipnBody(id), token: token(ipnBody(id), { iss: 'Someone Else' }) }),
      0x10000102,
    ],
    [
      'a token signed with another key',
      (id) => ({ body: ipnBody(id), token: token(ipnBody(id), {}, { key: strangerKey }) }),
      0x10000102,
    ],
    [
      'a token claiming another algorithm',
      (id) => ({ body: ipnBody(id), token: token(ipnBody(id), {}, { alg: 'HS512' }) }),
      0x10000102,
    ],
    [
      'an unsigned token (alg none)',
      (id) => {
        const header = b64url(JSON.stringify({ typ: 'JWT', alg: 'none' }));
        const claims = b64url(JSON.stringify({ iss: 'NETOPIA Payments', aud: [POS], sub: 'x' }));
        return { body: ipnBody(id), token: `${header}.${claims}.` };
      },
      0x10000102,
    ],
    ['garbage for a token', (id) => ({ body: ipnBody(id), token: 'not.a.jwt' }), 0x10000102],
    ['a signed body that is not JSON', () => ({ body: '{"order":', token: token('{"order":') }), 0x10000107],
    [
      'an unknown status',
      (id) => ({ body: ipnBody(id, { status: 99 }), token: token(ipnBody(id, { status: 99 })) }),
      0x10000107,
    ],
    [
      'an unknown order',
      () => ({ body: ipnBody('NOSUCHORDER'), token: token(ipnBody('NOSUCHORDER')) }),
      0x10000101,
    ],
  ];

  it.each(refusals)(
    'refuses %s: errorType 2 and its code, as JSON with 200, nothing changed',
    async (_what, make, code) => {
      const { companyId, orderId } = await started();
      const { body, token: verificationToken } = make(orderId);
      const res = await postIpn(body, verificationToken).expect(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toEqual({ errorType: 2, errorCode: code, errorMessage: expect.any(String) });
      expect((await statusOf(companyId, orderId)).status).toBe('PENDING');
    },
  );

  it('holds a payment of another amount than the order for review: taken, never PAID', async () => {
    const { companyId, orderId } = await started();
    const body = ipnBody(orderId, { amount: 1 });
    await postIpn(body, token(body)).expect(200, { errorType: 0, errorCode: null, errorMessage: '' });
    expect((await statusOf(companyId, orderId)).status).toBe('CHECKING_TRANSACTION');
    const paid = await svc.db.query(
      `SELECT 1 FROM platform_events.events WHERE type = 'order.paid' AND payload->>'orderId' = $1`,
      [orderId],
    );
    expect(paid).toHaveLength(0);
    // The right amount, notified later, pays it.
    const right = ipnBody(orderId, { amount: 651 });
    await postIpn(right, token(right)).expect(200);
    expect((await statusOf(companyId, orderId)).status).toBe('PAID');
  });

  it('answers a body the parser refuses (too large) with the JSON answer, not the platform error', async () => {
    const res = await postIpn('x'.repeat(600_000)).expect(200);
    expect(res.body).toMatchObject({ errorType: 2 });
  });
});
