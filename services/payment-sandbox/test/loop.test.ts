import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildOrderXml,
  envelopeToForm,
  SANDBOX_POS_SIGNATURE,
  seal,
} from '@conform/checkout-service/netopia';
import { insertTestCompany } from '@conform/server-kit/testing';
import request from 'supertest';
import { BILLING_INFO, startPaymentLoop, type PaymentLoop } from './support.ts';

/**
 * The whole local loop in one process, as the gateway runs it: checkout and sandbox on one listening
 * server, so the sandbox's IPN really travels over HTTP to the checkout's confirm URL.
 */
/** The address without its port: `http://127.0.0.1:1234` → `http://127.0.0.1`. */
const portless = (url: string) => url.replace(/:\d+$/, '');
let loop: PaymentLoop;
let base: string;
let app: PaymentLoop['app'];
let checkout: PaymentLoop['checkout'];
let token: string;
let dataDir: string;

beforeAll(async () => {
  loop = await startPaymentLoop();
  ({ base, app, checkout, token, dataDir } = loop);
}, 60_000);
afterAll(() => loop.close());

const billingInfo = BILLING_INFO;

/** The checkout page's part: start the payment, then the browser's hidden form POST to the provider. */
async function checkoutAndOpenCardPage(language: 'ro' | 'en' = 'ro') {
  const companyId = await insertTestCompany(checkout.db, {
    adminIds: ['alice'],
    products: { pending: ['PERSONAL_CLIENTS', 'MARKETING', 'EMPLOYEES', 'INTERNAL_POLICIES', 'ONLINE_SHOP'] },
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
  const info = started.body as {
    orderId: string;
    paymentProviderUrl: string;
    data: string;
    envKey: string;
    cipher: string;
    iv: string;
  };
  const providerPath = new URL(info.paymentProviderUrl).pathname;
  const posted = await request(app)
    .post(providerPath)
    // The browser sends the platform's cookies along; the provider page ignores them.
    .set('Cookie', 'access_token=from-the-platform; csrf_token=x')
    .type('form')
    .send({ data: info.data, env_key: info.envKey, cipher: info.cipher, iv: info.iv })
    .expect(303);
  const cardPagePath = posted.headers['location'] as string;
  expect(cardPagePath).toMatch(/^\/platform\/api\/payment-sandbox\/pay\/\w{20}/);
  const page = await request(app).get(cardPagePath).expect(200);
  return { companyId, info, cardPagePath: cardPagePath.split('?')[0]!, page };
}

function payWith(cardPagePath: string, card: Partial<Record<'number' | 'expiry' | 'cvv' | 'name', string>>) {
  return request(app)
    .post(`${cardPagePath}/card`)
    .type('form')
    .send({ number: '9900004810225098', expiry: '12/40', cvv: '111', name: 'Test Test', ...card });
}

function paymentStatus(companyId: string, orderId: string) {
  return request(app)
    .get(`/platform/api/payments/${companyId}/orders/${orderId}`)
    .set('Authorization', `Bearer ${token}`)
    .expect(200);
}

describe('payment sandbox: the full loop', () => {
  it('start → card page → accepted test card → IPN → PAID, then back to the return page', async () => {
    const { companyId, info, cardPagePath, page } = await checkoutAndOpenCardPage();
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.text).toContain('<html lang="ro">');
    expect(page.text).toContain('<h1>Plată cu cardul</h1>');
    expect(page.text).toContain(info.orderId);
    expect(page.text).toMatch(
      /<label for="number">Numărul cardului<\/label>\s*<input id="number" name="number"/,
    );
    await paymentStatus(companyId, info.orderId).expect((r) => expect(r.body.status).toBe('PENDING'));

    const paid = await payWith(cardPagePath, {}).expect(303);
    expect(paid.headers['location']).toBe(
      `${base}/platform/${companyId}/checkout/paymentReturn?orderId=${info.orderId}`,
    );
    await paymentStatus(companyId, info.orderId).expect((r) =>
      expect(r.body).toEqual({
        orderId: info.orderId,
        status: 'PAID',
        errorCode: null,
        errorMessage: null,
        fulfilled: false,
      }),
    );
    const [row] = await checkout.db.query<{
      status: string;
      ipn_delivered_at: Date | null;
      ipn_answer: string;
    }>(
      'SELECT status, ipn_delivered_at, ipn_answer FROM payment_sandbox.orders WHERE merchant_order_id = $1',
      [info.orderId],
    );
    expect(row).toMatchObject({ status: 'APPROVED', ipn_delivered_at: expect.any(Date) });
    expect(row!.ipn_answer).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<crc>[0-9a-f]{32}<\/crc>$/);

    // Paying twice is not possible: the card page now sends the buyer back.
    await request(app).get(cardPagePath).expect(303);
    await payWith(cardPagePath, {}).expect(303);
  });

  it.each([
    ['9900518572831942', '111', '20', 'Insufficient funds'],
    ['9900541631437790', '111', '19', 'Expired card'],
    ['9900005786662552', '111', '36', 'Transaction declined by the antifraud system'],
    ['9900004810225098', '123', '21', 'Incorrect CVV2/CVC2 code'],
    ['4111111111111111', '111', '17', 'Incorrect card number'],
  ])(
    'a declined card %s (CVV %s) makes the payment ERROR with code %s',
    async (number, cvv, code, message) => {
      const { companyId, info, cardPagePath } = await checkoutAndOpenCardPage();
      await payWith(cardPagePath, { number, cvv }).expect(303);
      await paymentStatus(companyId, info.orderId).expect((r) =>
        expect(r.body).toEqual({
          orderId: info.orderId,
          status: 'ERROR',
          errorCode: code,
          errorMessage: message,
          fulfilled: false,
        }),
      );
    },
  );

  it('declines an expired expiry date as the bank would', async () => {
    const { companyId, info, cardPagePath } = await checkoutAndOpenCardPage();
    await payWith(cardPagePath, { expiry: '01/20' }).expect(303);
    await paymentStatus(companyId, info.orderId).expect((r) => expect(r.body.errorCode).toBe('19'));
  });

  it('keeps the buyer on the card page with accessible errors for a malformed card, sending nothing', async () => {
    const { companyId, info, cardPagePath } = await checkoutAndOpenCardPage();
    const res = await payWith(cardPagePath, { number: '12', expiry: '13/40', cvv: '' }).expect(400);
    expect(res.text).toContain('role="alert"');
    expect(res.text).toContain('aria-invalid="true" aria-describedby="number-error"');
    expect(res.text).toContain('<p class="error" id="expiry-error">');
    expect(res.text).toContain('<p class="error" id="cvv-error">Câmpul este obligatoriu.</p>');
    await paymentStatus(companyId, info.orderId).expect((r) => expect(r.body.status).toBe('PENDING'));
  });

  it('cancelling on the card page makes the payment CANCELLED', async () => {
    const { companyId, info, cardPagePath } = await checkoutAndOpenCardPage();
    const res = await request(app).post(`${cardPagePath}/cancel`).expect(303);
    expect(res.headers['location']).toContain(`orderId=${info.orderId}`);
    await paymentStatus(companyId, info.orderId).expect((r) => expect(r.body.status).toBe('CANCELLED'));
  });

  it('shows the English page for /en and when asked', async () => {
    const { page, cardPagePath } = await checkoutAndOpenCardPage('en');
    expect(page.text).toContain('<html lang="en">');
    expect(page.text).toContain('<h1>Card payment</h1>');
    const ro = await request(app).get(`${cardPagePath}?lang=ro`).expect(200);
    expect(ro.text).toContain('<h1>Plată cu cardul</h1>');
  });
});

describe('payment sandbox: what it refuses', () => {
  const order = (overrides: Record<string, unknown> = {}) => ({
    id: `T${Date.now()}${Math.round(Math.random() * 1e6)}`,
    timestamp: '20260101120000',
    signature: SANDBOX_POS_SIGNATURE,
    amount: '10.00',
    currency: 'RON' as const,
    details: 'test',
    params: {},
    confirmUrl: `${base}/platform/api/payments/ipn`,
    returnUrl: `${base}/platform/x/checkout/paymentReturn`,
    ...overrides,
  });
  const sealedToSandbox = async (xml: string) => {
    const { readFileSync } = await import('node:fs');
    const { publicKeyFrom } = await import('@conform/checkout-service/netopia');
    return envelopeToForm(
      seal(xml, publicKeyFrom(readFileSync(join(dataDir, 'keys', 'netopia-provider.public.pem')))),
    );
  };
  const post = (form: Record<string, string>) =>
    request(app).post('/platform/api/payment-sandbox/pay').type('form').send(form);

  it('refuses an order sealed to another key, and garbage, with an HTML error page', async () => {
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey;
    const res = await post(envelopeToForm(seal(buildOrderXml(order()), stranger))).expect(400);
    expect(res.text).toContain('Plata nu poate fi procesată');
    await post({ data: 'x' }).expect(400);
  });

  it.each([
    ['another POS signature', { signature: 'AAAA-BBBB-CCCC-DDDD-EEEE' }],
    ['a zero amount', { amount: '0.00' }],
    ['an amount above 99999', { amount: '100000.00' }],
    ['an IPN URL on another host', { confirmUrl: 'http://169.254.169.254/latest' }],
    ['a return URL on another host', { returnUrl: 'https://evil.example/' }],
  ])('refuses an order with %s', async (_what, overrides) => {
    await post(await sealedToSandbox(buildOrderXml(order(overrides)))).expect(400);
  });

  it('refuses an order whose IPN URL is on another port of the platform host', async () => {
    // Another port of an allowed host is another server (a database, an admin console).
    const confirmUrl = `${portless(base)}:6379/`;
    await post(await sealedToSandbox(buildOrderXml(order({ confirmUrl })))).expect(400);
  });

  it('shows an open order again when it is posted twice, and refuses it once processed', async () => {
    const form = await sealedToSandbox(buildOrderXml(order()));
    const first = await post(form).expect(303);
    const second = await post(form).expect(303);
    expect(second.headers['location']).toBe(first.headers['location']);
    await request(app).post(`${first.headers['location']}/cancel`).expect(303);
    await post(form).expect(409);
  });

  it('is healthy', async () => {
    await request(app).get('/platform/api/payment-sandbox/health').expect(200, { status: 'ok', db: 'ok' });
  });
});

describe('payment sandbox: money taken once (refunds through the merchant web service)', () => {
  async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> {
    const until = Date.now() + ms;
    for (;;) {
      const value = await read();
      if (done(value) || Date.now() > until) return value;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  const eventCount = async (type: string, orderIds: string[]) =>
    (
      await checkout.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM platform_events.events WHERE type = $1 AND payload->>'orderId' = ANY($2)`,
        [type, orderIds],
      )
    )[0]!.n;

  /** Starts a payment of `products` and opens its card page, as the browser does. */
  async function openCardPage(companyId: string, products: string[]) {
    const started = await request(app)
      .post(`/platform/api/payments/${companyId}`)
      .set('Authorization', `Bearer ${token}`)
      .send({ products, billingInfo, returnUrl: `${base}/platform/${companyId}/checkout/paymentReturn` })
      .expect(201);
    const info = started.body as {
      orderId: string;
      paymentProviderUrl: string;
      data: string;
      envKey: string;
      cipher: string;
      iv: string;
    };
    const posted = await request(app)
      .post(new URL(info.paymentProviderUrl).pathname)
      .type('form')
      .send({ data: info.data, env_key: info.envKey, cipher: info.cipher, iv: info.iv })
      .expect(303);
    return { orderId: info.orderId, cardPagePath: (posted.headers['location'] as string).split('?')[0]! };
  }

  it('four card pages of one package, all paid: one purchase, three refunded by credit calls and CREDITED', async () => {
    const companyId = await insertTestCompany(checkout.db, {
      adminIds: ['alice'],
      products: { pending: ['EMPLOYEES'] },
    });
    // Opened side by side (the buyer left each card page and started again).
    const pages = [];
    for (let i = 0; i < 4; i++) pages.push(await openCardPage(companyId, ['EMPLOYEES']));
    for (const page of pages) await payWith(page.cardPagePath, {}).expect(303);

    const ids = pages.map((p) => p.orderId);
    const statuses = await eventually(
      () =>
        Promise.all(
          ids.map(
            async (id) =>
              (await paymentStatus(companyId, id)).body as {
                status: string;
                closedReason?: string;
                fulfilled: boolean;
              },
          ),
        ),
      (all) => all.filter((s) => s.status === 'CREDITED').length === 3,
    );
    expect(statuses.map((s) => s.status).sort()).toEqual(['CREDITED', 'CREDITED', 'CREDITED', 'PAID']);
    // The newest one is the purchase; the three older were superseded, then refunded.
    expect(statuses[3]).toEqual({
      orderId: ids[3],
      status: 'PAID',
      errorCode: null,
      errorMessage: null,
      fulfilled: false,
    });
    expect(statuses.slice(0, 3).every((s) => s.closedReason === 'superseded' && !s.fulfilled)).toBe(true);
    expect(await eventCount('order.paid', ids)).toBe(1);
    expect(await eventCount('order.refunded', ids)).toBe(0);
    const sandboxRows = await checkout.db.query<{
      merchant_order_id: string;
      status: string;
      credited_amount: string | null;
    }>(
      `SELECT merchant_order_id, status, credited_amount FROM payment_sandbox.orders WHERE merchant_order_id = ANY($1)`,
      [ids],
    );
    expect(sandboxRows.filter((r) => r.status === 'CREDITED' && r.credited_amount === '490.00')).toHaveLength(
      3,
    );
    const paidPackages = await checkout.db.query<{ order_id: string }>(
      `SELECT order_id FROM checkout.paid_packages WHERE company_id = $1`,
      [companyId],
    );
    expect(paidPackages).toEqual([{ order_id: ids[3] }]);
  });

  async function partnerCardPage(companyId: string) {
    const started = await request(app)
      .post(`/platform/api/payments/${companyId}/partners/MASTERCARD`)
      .set('Authorization', `Bearer ${token}`)
      .send({ billingInfo, returnUrl: `${base}/platform/${companyId}/checkout/paymentReturn` })
      .expect(201);
    const info = started.body as {
      orderId: string;
      paymentProviderUrl: string;
      data: string;
      envKey: string;
      cipher: string;
      iv: string;
    };
    const posted = await request(app)
      .post(new URL(info.paymentProviderUrl).pathname)
      .type('form')
      .send({ data: info.data, env_key: info.envKey, cipher: info.cipher, iv: info.iv })
      .expect(303);
    return { orderId: info.orderId, cardPagePath: (posted.headers['location'] as string).split('?')[0]! };
  }

  it('the Mastercard discount paid with a Visa test card is refunded; with a Mastercard test card it buys the bundle', async () => {
    const visaCompany = await insertTestCompany(checkout.db, { adminIds: ['alice'] });
    const visa = await partnerCardPage(visaCompany);
    await payWith(visa.cardPagePath, { number: '4242 4242 4242 4242' }).expect(303);
    const refunded = await eventually(
      async () => (await paymentStatus(visaCompany, visa.orderId)).body as { status: string },
      (s) => s.status === 'CREDITED',
    );
    expect(refunded).toMatchObject({ status: 'CREDITED', closedReason: 'cardBrand', fulfilled: false });
    expect(await eventCount('order.paid', [visa.orderId])).toBe(0);

    const mcCompany = await insertTestCompany(checkout.db, { adminIds: ['alice'] });
    const mc = await partnerCardPage(mcCompany);
    await payWith(mc.cardPagePath, { number: '5555555555554444' }).expect(303);
    await paymentStatus(mcCompany, mc.orderId).expect((r) =>
      expect(r.body).toEqual({
        orderId: mc.orderId,
        status: 'PAID',
        errorCode: null,
        errorMessage: null,
        fulfilled: false,
      }),
    );
    expect(await eventCount('order.paid', [mc.orderId])).toBe(1);
    const [payment] = await checkout.db.query<{ pan_masked: string }>(
      'SELECT pan_masked FROM checkout.payments WHERE order_id = $1',
      [mc.orderId],
    );
    expect(payment!.pan_masked).toBe('555555******4444');
  });

  it('its merchant web service refuses a wrong password, an unknown order and more than was captured', async () => {
    const { buildCreditRequest, buildLogInRequest, parseCreditResponse, parseLogInResponse } =
      await import('@conform/checkout-service/netopia');
    const soap = (body: string) =>
      request(app).post('/platform/api/payment-sandbox/soap').set('Content-Type', 'text/xml').send(body);
    const wrong = await soap(buildLogInRequest({ username: 'sandbox', password: 'guess' })).expect(400);
    expect(wrong.text).toContain('Fault');
    await soap('<not-soap/>').expect(400);
    const apiKey = readFileSync(join(dataDir, 'keys', 'netopia-api-key'), 'utf8').trim();
    const sessionId = parseLogInResponse(
      (await soap(buildLogInRequest({ username: 'sandbox', password: apiKey })).expect(200)).text,
    );

    const { companyId, info, cardPagePath } = await checkoutAndOpenCardPage();
    await payWith(cardPagePath, {}).expect(303);
    const credit = async (orderId: string, amount: string) =>
      parseCreditResponse(
        (await soap(buildCreditRequest({ sessionId, signature: SANDBOX_POS_SIGNATURE, orderId, amount })))
          .text,
      );
    expect(await credit('NOSUCHORDER', '1.00')).toMatchObject({ code: 48 });
    expect(await credit(info.orderId, '390.01')).toMatchObject({ code: 34 });
    // A partial refund is taken and told to the merchant, who keeps the order PAID; the rest completes it.
    expect(await credit(info.orderId, '100.00')).toEqual({ code: 0, message: 'Refund approved' });
    await paymentStatus(companyId, info.orderId).expect((r) => expect(r.body.status).toBe('PAID'));
    expect(await credit(info.orderId, '290.01')).toMatchObject({ code: 34 });
    expect(await credit(info.orderId, '290.00')).toEqual({ code: 0, message: 'Refund approved' });
    await paymentStatus(companyId, info.orderId).expect((r) => expect(r.body.status).toBe('CREDITED'));
    expect(await eventCount('order.refunded', [info.orderId])).toBe(1);
  });
});
