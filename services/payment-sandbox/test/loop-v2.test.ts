import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SANDBOX_POS_SIGNATURE } from '@conform/checkout-service/netopia';
import type { TPaymentInfo } from '@conform/contracts';
import { insertTestCompany } from '@conform/server-kit/testing';
import request from 'supertest';
import { BILLING_INFO, startPaymentLoop, type PaymentLoop } from './support.ts';

/**
 * The local loop with NETOPIA_API=v2: the checkout's start call reaches the sandbox over HTTP with the
 * generated API key, the buyer is sent to the sandbox's hosted card page, and the sandbox's signed
 * JSON IPN travels back over HTTP to the checkout's notify URL.
 */
let loop: PaymentLoop;
let base: string;
let app: PaymentLoop['app'];
let checkout: PaymentLoop['checkout'];
let token: string;
let dataDir: string;

beforeAll(async () => {
  loop = await startPaymentLoop({ NETOPIA_API: 'v2' });
  ({ base, app, checkout, token, dataDir } = loop);
}, 60_000);
afterAll(() => loop.close());

const billingInfo = BILLING_INFO;

async function startPayment(language: 'ro' | 'en' = 'ro') {
  const companyId = await insertTestCompany(checkout.db, {
    adminIds: ['alice'],
    products: { pending: ['PERSONAL_CLIENTS', 'MARKETING'] },
  });
  const started = await request(app)
    .post(`/platform/api/payments/${companyId}`)
    .set('Authorization', `Bearer ${token}`)
    .set('Accept-Language', language)
    .send({
      products: ['PERSONAL_CLIENTS'],
      billingInfo,
      returnUrl: `${base}/platform/${companyId}/checkout/paymentReturn`,
    })
    .expect(201);
  const info = started.body as TPaymentInfo;
  return { companyId, info, cardPagePath: new URL(info.paymentProviderUrl).pathname };
}

const paymentStatus = (companyId: string, orderId: string) =>
  request(app)
    .get(`/platform/api/payments/${companyId}/orders/${orderId}`)
    .set('Authorization', `Bearer ${token}`)
    .expect(200);

const payWith = (cardPagePath: string, card: Partial<Record<'number' | 'cvv', string>> = {}) =>
  request(app)
    .post(`${cardPagePath}/card`)
    .type('form')
    .send({ number: '9900004810225098', expiry: '12/40', cvv: '111', name: 'Test Test', ...card });

describe('payment sandbox, NETOPIA v2: the full loop', () => {
  it('start call → redirect to the hosted card page → accepted card → signed IPN → PAID', async () => {
    const { companyId, info, cardPagePath } = await startPayment();
    expect(info).toEqual({
      kind: 'redirect',
      orderId: expect.any(String),
      method: 'CARD',
      paymentProviderUrl: expect.stringMatching(
        new RegExp(`^${base}/platform/api/payment-sandbox/pay/\\w{20}$`),
      ),
    });
    const page = await request(app).get(cardPagePath).expect(200);
    expect(page.text).toContain(info.orderId);
    await paymentStatus(companyId, info.orderId).expect((r) => expect(r.body.status).toBe('PENDING'));

    const paid = await payWith(cardPagePath).expect(303);
    expect(paid.headers['location']).toBe(
      `${base}/platform/${companyId}/checkout/paymentReturn?orderId=${info.orderId}`,
    );
    await paymentStatus(companyId, info.orderId).expect((r) =>
      expect(r.body).toMatchObject({ status: 'PAID', errorCode: null }),
    );
    const [row] = await checkout.db.query<{ api: string; ipn_answer: string; ipn_delivered_at: Date | null }>(
      'SELECT api, ipn_answer, ipn_delivered_at FROM payment_sandbox.orders WHERE merchant_order_id = $1',
      [info.orderId],
    );
    expect(row).toMatchObject({ api: 'v2', ipn_delivered_at: expect.any(Date) });
    expect(JSON.parse(row!.ipn_answer)).toEqual({ errorType: 0, errorCode: null, errorMessage: '' });
    const [log] = await checkout.db.query<{ action: string; outcome: string }>(
      'SELECT action, outcome FROM checkout.ipn_log WHERE order_id = $1',
      [info.orderId],
    );
    expect(log).toEqual({ action: 'status 5', outcome: 'applied' });
  });

  it('a declined card makes the payment ERROR with the card code; a cancel makes it CANCELLED', async () => {
    const declined = await startPayment();
    await payWith(declined.cardPagePath, { number: '9900518572831942' }).expect(303);
    await paymentStatus(declined.companyId, declined.info.orderId).expect((r) =>
      expect(r.body).toMatchObject({ status: 'ERROR', errorCode: '20', errorMessage: 'Insufficient funds' }),
    );
    const cancelled = await startPayment('en');
    const page = await request(app).get(cancelled.cardPagePath).expect(200);
    expect(page.text).toContain('<html lang="en">');
    await request(app).post(`${cancelled.cardPagePath}/cancel`).expect(303);
    await paymentStatus(cancelled.companyId, cancelled.info.orderId).expect((r) =>
      expect(r.body.status).toBe('CANCELLED'),
    );
  });
});

describe('payment sandbox, NETOPIA v2: what the start call refuses', () => {
  const apiKey = () => readFileSync(join(dataDir, 'keys', 'netopia-api-key'), 'utf8').trim();
  const startBody = (order: Record<string, unknown> = {}, config: Record<string, unknown> = {}) => ({
    config: {
      notifyUrl: `${base}/platform/api/payments/ipn`,
      redirectUrl: `${base}/platform/x/checkout/paymentReturn`,
      language: 'ro',
      ...config,
    },
    payment: { options: { installments: 0 }, instrument: { type: 'card' } },
    order: {
      posSignature: SANDBOX_POS_SIGNATURE,
      dateTime: new Date().toISOString(),
      description: 'test',
      orderID: `T${Date.now()}${Math.round(Math.random() * 1e6)}`,
      amount: 10,
      currency: 'RON',
      billing: {
        email: 'a@b.ro',
        phone: '0740123456',
        firstName: 'A',
        lastName: 'B',
        city: 'C',
        country: 642,
        state: 'B',
        postalCode: '',
        details: 'x',
      },
      products: [],
      ...order,
    },
  });
  const start = (body: unknown, key: string | null = apiKey()) => {
    const req = request(app).post('/platform/api/payment-sandbox/v2/payment/card/start');
    return (key === null ? req : req.set('Authorization', key)).send(body as object);
  };

  it('answers code 101 with the card page, and the same page for the same open order', async () => {
    const body = startBody();
    const first = await start(body).expect(200);
    expect(first.body).toMatchObject({
      error: { code: '101' },
      payment: { status: 1, paymentURL: expect.stringContaining('/platform/api/payment-sandbox/pay/') },
    });
    const again = await start(body).expect(200);
    expect(again.body.payment.paymentURL).toBe(first.body.payment.paymentURL);
  });

  it('refuses a missing or wrong API key with 401', async () => {
    await start(startBody(), null).expect(401);
    const res = await start(startBody(), 'not-the-key').expect(401);
    expect(res.body).toEqual({ error: { code: '401', message: 'Invalid API key' } });
  });

  it.each([
    ['another POS signature', { posSignature: 'AAAA-BBBB-CCCC-DDDD-EEEE' }, {}],
    ['a zero amount', { amount: 0 }, {}],
    ['three decimals', { amount: 10.001 }, {}],
    ['another currency', { currency: 'USD' }, {}],
    ['a notify URL on another host', {}, { notifyUrl: 'http://169.254.169.254/latest' }],
    ['a redirect URL on another host', {}, { redirectUrl: 'https://evil.example/' }],
  ])('refuses an order with %s (400, JSON)', async (_what, order, config) => {
    const res = await start(startBody(order, config)).expect(400);
    expect(res.body.error.code).toBe('99');
  });

  it('refuses malformed JSON with a JSON 400, never a 500', async () => {
    const res = await request(app)
      .post('/platform/api/payment-sandbox/v2/payment/card/start')
      .set('Authorization', apiKey())
      .set('Content-Type', 'application/json')
      .send('{"config":')
      .expect(400);
    expect(res.body.error).toBeDefined();
  });
});

describe('payment sandbox, NETOPIA v2: refunds (/operation/credit)', () => {
  async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> {
    const until = Date.now() + ms;
    for (;;) {
      const value = await read();
      if (done(value) || Date.now() > until) return value;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const apiKey = () => readFileSync(join(dataDir, 'keys', 'netopia-api-key'), 'utf8').trim();
  const credit = (body: Record<string, unknown>, key = apiKey()) =>
    request(app)
      .post('/platform/api/payment-sandbox/v2/operation/credit')
      .set('Authorization', key)
      .send(body);

  it('a superseded order paid anyway is refunded by the credit call; its status-8 IPN makes it CREDITED', async () => {
    const older = await startPayment();
    // The buyer starts again for the same company and package: the older order is superseded.
    const newer = await request(app)
      .post(`/platform/api/payments/${older.companyId}`)
      .set('Authorization', `Bearer ${token}`)
      .send({
        products: ['PERSONAL_CLIENTS'],
        billingInfo,
        returnUrl: `${base}/platform/${older.companyId}/checkout/paymentReturn`,
      })
      .expect(201);
    const newerInfo = newer.body as TPaymentInfo;
    await payWith(older.cardPagePath).expect(303);
    await payWith(new URL(newerInfo.paymentProviderUrl).pathname).expect(303);
    const refunded = await eventually(
      async () => (await paymentStatus(older.companyId, older.info.orderId)).body as { status: string },
      (s) => s.status === 'CREDITED',
    );
    expect(refunded).toMatchObject({ status: 'CREDITED', closedReason: 'superseded', fulfilled: false });
    await paymentStatus(older.companyId, newerInfo.orderId).expect((r) => expect(r.body.status).toBe('PAID'));
    const [sandboxRow] = await checkout.db.query<{ status: string; credited_amount: string }>(
      'SELECT status, credited_amount FROM payment_sandbox.orders WHERE merchant_order_id = $1',
      [older.info.orderId],
    );
    expect(sandboxRow).toEqual({ status: 'CREDITED', credited_amount: '390.00' });
    const [log] = await checkout.db.query<{ action: string }>(
      `SELECT action FROM checkout.ipn_log WHERE order_id = $1 ORDER BY id DESC LIMIT 1`,
      [older.info.orderId],
    );
    expect(log).toEqual({ action: 'status 8' });
    const paid = await checkout.db.query(
      `SELECT 1 FROM platform_events.events WHERE type = 'order.paid' AND payload->>'orderId' = $1`,
      [older.info.orderId],
    );
    expect(paid).toHaveLength(0);
  });

  it('refunds a paid order by the merchant’s call: order.refunded once; refuses a wrong key, more than is left, an unknown order', async () => {
    const { companyId, info, cardPagePath } = await startPayment();
    await payWith(cardPagePath).expect(303);
    const [row] = await checkout.db.query<{ purchase_id: string }>(
      'SELECT purchase_id FROM payment_sandbox.orders WHERE merchant_order_id = $1',
      [info.orderId],
    );
    const base = { posID: SANDBOX_POS_SIGNATURE, ntpID: row!.purchase_id, orderID: info.orderId };
    await credit({ ...base, amount: 390 }, 'not-the-key').expect(401);
    expect((await credit({ ...base, amount: 390.01 }).expect(400)).body.error.code).toBe('34');
    expect((await credit({ ...base, orderID: 'NOSUCHORDER', amount: 1 }).expect(400)).body.error.code).toBe(
      '48',
    );
    const done = await credit({ ...base, amount: 390 }).expect(200);
    expect(done.body).toEqual({
      error: { code: '00', message: 'Approved' },
      payment: { ntpID: row!.purchase_id, status: 8, amount: 390 },
    });
    await paymentStatus(companyId, info.orderId).expect((r) => expect(r.body.status).toBe('CREDITED'));
    expect((await credit({ ...base, amount: 1 }).expect(400)).body.error.code).toBe('34');
    const refunded = await checkout.db.query(
      `SELECT 1 FROM platform_events.events WHERE type = 'order.refunded' AND payload->>'orderId' = $1`,
      [info.orderId],
    );
    expect(refunded).toHaveLength(1);
  });
});
