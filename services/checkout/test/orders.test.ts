/**
 * What an order leads to, with the companies service beside the checkout on one database (as in
 * embedded mode): the cart rules, `order.paid` once per order, the payment's state machine under
 * replayed and out-of-order IPNs, voucher uses counted once with the cap checked in the same
 * transaction, the order recorded fulfilled once the company has its products, and the payment
 * return page's live status stream.
 */
import { mkdtempSync } from 'node:fs';
import { get as httpGet, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { companiesService } from '@conform/companies-service';
import {
  ZCompanySchema,
  ZOrderSummarySchema,
  ZPaymentStatusResponseSchema,
  type TPaymentStatusResponse,
} from '@conform/contracts';
import { insertTestCompany, startTestService, type TestService } from '@conform/server-kit/testing';
import request from 'supertest';
import { checkoutService } from '../src/app.ts';
import type { TCheckoutConfig } from '../src/config.ts';
import { ipnForm, openOrder, setTestPrices, TEST_BILLING_INFO } from './support.ts';

const API = '/platform/api/payments';
const dataDir = mkdtempSync(join(tmpdir(), 'checkout-orders-'));

let svc: TestService<TCheckoutConfig>;
let companies: TestService<unknown>;
let alice: string;

beforeAll(async () => {
  svc = await startTestService(checkoutService, {
    alsoMigrate: [companiesService],
    env: { EMBEDDED: 'true', DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:8080' },
  });
  companies = await startTestService(companiesService, { db: svc.db });
  await setTestPrices(svc.db);
  await svc.db.query(
    `INSERT INTO checkout.vouchers (code, percent, platforms, expires_on, max_uses, uses)
     VALUES ('FREEONCE', 100, '{ro}', '2099-12-31', 1, 0), ('HALFTWICE', 50, '{ro}', '2099-12-31', 2, 0)`,
  );
  alice = await svc.tokenFor({ uid: 'alice' });
}, 60_000);
afterAll(async () => {
  await companies.close();
  await svc.close();
});

const billingInfo = TEST_BILLING_INFO;

const cart = (pending: string[], purchased: string[] = [], configured: string[] = []) =>
  insertTestCompany(svc.db, { adminIds: ['alice'], products: { pending, purchased, configured } });

function summary(companyId: string, products: string[]) {
  return request(svc.app)
    .post(`${API}/${companyId}/order`)
    .set('Authorization', `Bearer ${alice}`)
    .send({ products });
}

function pay(companyId: string, products: string[], voucherCode?: string) {
  return request(svc.app)
    .post(`${API}/${companyId}`)
    .set('Authorization', `Bearer ${alice}`)
    .send({
      products,
      billingInfo,
      returnUrl: `http://localhost:8080/platform/${companyId}/checkout/paymentReturn`,
      ...(voucherCode ? { voucherCode } : {}),
    });
}

const postIpn = (form: Record<string, string>) => request(svc.app).post(`${API}/ipn`).type('form').send(form);

async function paymentOf(companyId: string, orderId: string) {
  const res = await request(svc.app)
    .get(`${API}/${companyId}/orders/${orderId}`)
    .set('Authorization', `Bearer ${alice}`)
    .expect(200);
  return ZPaymentStatusResponseSchema.parse(res.body);
}

async function companyOf(companyId: string) {
  const token = await companies.tokenFor({ uid: 'alice' });
  const res = await request(companies.app)
    .get(`/platform/api/companies/${companyId}`)
    .set('Authorization', `Bearer ${token}`)
    .expect(200);
  return ZCompanySchema.parse(res.body);
}

const paidEvents = async (orderId: string) =>
  (
    await svc.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM platform_events.events WHERE type = 'order.paid' AND payload->>'orderId' = $1`,
      [orderId],
    )
  )[0]!.n;

const voucherUses = async (code: string) =>
  (await svc.db.query<{ uses: number }>(`SELECT uses FROM checkout.vouchers WHERE code = $1`, [code]))[0]!
    .uses;

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function startedCardOrder(products: string[], voucherCode?: string) {
  const companyId = await cart(products);
  const res = await pay(companyId, products, voucherCode).expect(201);
  return { companyId, orderId: res.body.orderId as string, order: openOrder(dataDir, res.body).order };
}

describe('the server decides what may be bought', () => {
  it('prices and takes payment only for packages in the cart', async () => {
    const companyId = await cart(['PERSONAL_CLIENTS']);
    ZOrderSummarySchema.parse((await summary(companyId, ['PERSONAL_CLIENTS']).expect(200)).body);
    const refused = await summary(companyId, ['PERSONAL_CLIENTS', 'MARKETING']).expect(409);
    expect(refused.body).toMatchObject({
      code: 'conflict',
      message: 'Only the packages in the cart can be bought.',
      details: [{ path: 'products.1', message: 'validation.product.notInCart' }],
    });
    await pay(companyId, ['MARKETING']).expect(409);
  });

  it('refuses a package bought already, by name', async () => {
    const companyId = await cart(['MARKETING'], ['PERSONAL_CLIENTS'], ['PERSONAL_CLIENTS']);
    const res = await pay(companyId, ['MARKETING', 'PERSONAL_CLIENTS']).expect(409);
    expect(res.body.message).toBe('Already bought: PERSONAL_CLIENTS. A package is bought once.');
    expect(res.body.details).toEqual([{ path: 'products.1', message: 'validation.product.purchased' }]);
    const [orders] = await svc.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM checkout.orders WHERE company_id = $1`,
      [companyId],
    );
    expect(orders?.n).toBe(0);
  });

  it('says so when a voucher code no longer applies, instead of charging the full price', async () => {
    const companyId = await cart(['PERSONAL_CLIENTS']);
    const res = await pay(companyId, ['PERSONAL_CLIENTS'], 'NO-SUCH-CODE').expect(409);
    expect(res.body.details).toEqual([{ path: 'voucherCode', message: 'validation.voucher.invalid' }]);
  });
});

describe('a paid order', () => {
  it('moves exactly its products to purchased, once, even when the same IPN arrives 10 times at once', async () => {
    const companyId = await cart(['PERSONAL_CLIENTS', 'MARKETING', 'EMPLOYEES'], [], ['EMPLOYEES']);
    const res = await pay(companyId, ['PERSONAL_CLIENTS', 'EMPLOYEES']).expect(201);
    const { orderId } = res.body as { orderId: string };
    const form = ipnForm(dataDir, openOrder(dataDir, res.body).order, { crc: 'same-ipn' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => postIpn(form)));
    expect(answers.every((a) => a.status === 200 && a.text.includes('<crc>same-ipn</crc>'))).toBe(true);
    expect(await paidEvents(orderId)).toBe(1);

    const company = await eventually(
      () => companyOf(companyId),
      (c) => c.products.purchased.length === 2,
      2000,
    );
    expect(company.products).toEqual({
      pending: ['MARKETING'],
      // Configured is kept as it was.
      configured: ['EMPLOYEES'],
      purchased: ['PERSONAL_CLIENTS', 'EMPLOYEES'],
    });
    expect(company.dirty).toEqual(expect.arrayContaining(['PERSONAL_CLIENTS', 'EMPLOYEES']));
    const applied = await svc.db.query(`SELECT order_id FROM companies.applied_orders WHERE order_id = $1`, [
      orderId,
    ]);
    expect(applied).toHaveLength(1);
    // The companies service's answer comes back: the order is fulfilled.
    const [order] = await eventually(
      () =>
        svc.db.query<{ fulfilled_at: Date | null }>(
          `SELECT fulfilled_at FROM checkout.orders WHERE id = $1`,
          [orderId],
        ),
      (rows) => rows[0]?.fulfilled_at !== null,
    );
    expect(order?.fulfilled_at).toBeInstanceOf(Date);
    // The payment return page learns it too (its live stream reads the same record).
    expect(await paymentOf(companyId, orderId)).toMatchObject({ status: 'PAID', fulfilled: true });
    // Bought packages cannot be ordered again.
    await summary(companyId, ['PERSONAL_CLIENTS']).expect(409);
  });

  it('by a voucher covering everything is purchased the same way', async () => {
    const companyId = await cart(['PERSONAL_CLIENTS']);
    const res = await pay(companyId, ['PERSONAL_CLIENTS'], 'FREEALL').expect(201);
    expect(res.body.method).toBe('VOUCHER');
    expect(await paidEvents(res.body.orderId as string)).toBe(1);
    const company = await eventually(
      () => companyOf(companyId),
      (c) => c.products.purchased.includes('PERSONAL_CLIENTS'),
      2000,
    );
    expect(company.products.pending).toEqual([]);
  });
});

describe('the payment state machine', () => {
  it('never lets a late cancellation or error undo PAID; a refund is the only way on, and it is final', async () => {
    const { companyId, orderId, order } = await startedCardOrder(['PERSONAL_CLIENTS']);
    await postIpn(ipnForm(dataDir, order, { timestamp: '20261101100000' })).expect(200);
    expect((await paymentOf(companyId, orderId)).status).toBe('PAID');
    // Delivered late, or replayed: a cancellation and a decline, even with a newer time.
    await postIpn(ipnForm(dataDir, order, { action: 'canceled', timestamp: '20261101100500' })).expect(200);
    await postIpn(
      ipnForm(dataDir, order, { errorCode: 35, errorMessage: 'Declined', timestamp: '20261101100600' }),
    ).expect(200);
    expect((await paymentOf(companyId, orderId)).status).toBe('PAID');
    await postIpn(ipnForm(dataDir, order, { action: 'credit', timestamp: '20261102090000' })).expect(200);
    expect((await paymentOf(companyId, orderId)).status).toBe('CREDITED');
    await postIpn(ipnForm(dataDir, order, { timestamp: '20261103090000' })).expect(200);
    expect((await paymentOf(companyId, orderId)).status).toBe('CREDITED');
    expect(await paidEvents(orderId)).toBe(1);
  });

  it('ignores an IPN older than the last one applied', async () => {
    const { companyId, orderId, order } = await startedCardOrder(['PERSONAL_CLIENTS']);
    // The decline of 10:05 arrives first; the "under review" of 10:00 arrives after it.
    await postIpn(
      ipnForm(dataDir, order, {
        errorCode: 20,
        errorMessage: 'Insufficient funds',
        timestamp: '20261101100500',
      }),
    ).expect(200);
    await postIpn(ipnForm(dataDir, order, { action: 'paid_pending', timestamp: '20261101100000' })).expect(
      200,
    );
    expect(await paymentOf(companyId, orderId)).toMatchObject({ status: 'ERROR', errorCode: '20' });
    // A newer success (the buyer tried another card) still applies.
    await postIpn(ipnForm(dataDir, order, { timestamp: '20261101101000' })).expect(200);
    expect((await paymentOf(companyId, orderId)).status).toBe('PAID');
    const log = await svc.db.query<{ outcome: string }>(
      `SELECT outcome FROM checkout.ipn_log WHERE order_id = $1 ORDER BY id`,
      [orderId],
    );
    expect(log.map((l) => l.outcome)).toEqual(['applied', 'ignored', 'applied']);
  });
});

describe('vouchers', () => {
  it('count one use per paid order, however many times it is confirmed', async () => {
    const before = await voucherUses('HALFTWICE');
    const { order, orderId } = await startedCardOrder(['PERSONAL_CLIENTS'], 'HALFTWICE');
    const form = ipnForm(dataDir, order);
    await Promise.all(Array.from({ length: 5 }, () => postIpn(form)));
    await postIpn(ipnForm(dataDir, order, { action: 'credit', timestamp: '20991231000000' })).expect(200);
    await postIpn(ipnForm(dataDir, order, { timestamp: '20991231000001' })).expect(200);
    expect(await voucherUses('HALFTWICE')).toBe(before + 1);
    const rows = await svc.db.query(`SELECT code FROM checkout.voucher_uses WHERE order_id = $1`, [orderId]);
    expect(rows).toEqual([{ code: 'HALFTWICE' }]);
  });

  it('check the cap again in the transaction that counts: of two free orders at once for the last use, one is refused', async () => {
    const [a, b] = await Promise.all([cart(['PERSONAL_CLIENTS']), cart(['PERSONAL_CLIENTS'])]);
    const answers = await Promise.all([
      pay(a, ['PERSONAL_CLIENTS'], 'FREEONCE'),
      pay(b, ['PERSONAL_CLIENTS'], 'FREEONCE'),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect(refused.body.message).toMatch(/used up|not valid/);
    expect(await voucherUses('FREEONCE')).toBe(1);
  });
});

describe('the live payment status (the payment return page)', () => {
  const eventsPath = (companyId: string, orderId: string) => `${API}/${companyId}/orders/${orderId}/events`;

  /** Opens the order's server-sent events on a listening copy of the service, as the browser's EventSource does. */
  async function openStatusStream(companyId: string, orderId: string) {
    const server = svc.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const stream = await new Promise<IncomingMessage>((resolve, reject) =>
      httpGet(
        {
          host: '127.0.0.1',
          port: (server.address() as AddressInfo).port,
          path: eventsPath(companyId, orderId),
          headers: { Authorization: `Bearer ${alice}`, Accept: 'text/event-stream' },
        },
        resolve,
      ).on('error', reject),
    );
    let received = '';
    const messages: Array<{ event: string | undefined; data: TPaymentStatusResponse }> = [];
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      received += chunk;
      const complete = received.slice(0, received.lastIndexOf('\n\n'));
      messages.length = 0;
      for (const block of complete.split('\n\n')) {
        const lines = block.split('\n');
        const data = lines.find((l) => l.startsWith('data: '));
        if (!data) continue;
        const event = lines.find((l) => l.startsWith('event: '))?.slice(7);
        messages.push({ event, data: ZPaymentStatusResponseSchema.parse(JSON.parse(data.slice(6))) });
      }
    });
    return {
      stream,
      messages,
      received: () => received,
      async close() {
        stream.destroy();
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      },
    };
  }

  it('sends the order as it is at once, then pushes each IPN’s outcome (a decline, then PAID) and the fulfilment', async () => {
    const { companyId, orderId, order } = await startedCardOrder(['PERSONAL_CLIENTS']);
    const live = await openStatusStream(companyId, orderId);
    try {
      expect(live.stream.statusCode).toBe(200);
      expect(live.stream.headers['content-type']).toMatch(/^text\/event-stream/);
      const first = await eventually(
        () => Promise.resolve(live.messages[0]),
        (m) => m !== undefined,
      );
      expect(first).toEqual({
        event: 'payment',
        data: { orderId, status: 'PENDING', errorCode: null, errorMessage: null, fulfilled: false },
      });
      // docs/spec/behaviour.md §4: a dropped stream is reopened by the browser after 500 ms.
      expect(live.received().split('\n')[0]).toBe('retry: 500');

      // The provider's genuine v1 IPNs (sealed to the merchant's key) arrive; the page asks for nothing.
      const last = () => Promise.resolve(live.messages.at(-1)?.data);
      // A declined card: only the IPN's own notification can bring this one (nothing is fulfilled).
      await postIpn(
        ipnForm(dataDir, order, {
          errorCode: 20,
          errorMessage: 'Insufficient funds',
          timestamp: '20261101100000',
        }),
      ).expect(200);
      expect(await eventually(last, (m) => m?.status === 'ERROR')).toEqual({
        orderId,
        status: 'ERROR',
        errorCode: '20',
        errorMessage: 'Insufficient funds',
        fulfilled: false,
      });
      // Another card is accepted: PAID, then fulfilled once the companies service has applied it.
      await postIpn(ipnForm(dataDir, order, { timestamp: '20261101100500' })).expect(200);
      expect(await eventually(last, (m) => m?.status === 'PAID' && m.fulfilled)).toEqual({
        orderId,
        status: 'PAID',
        errorCode: null,
        errorMessage: null,
        fulfilled: true,
      });
      // One message per change, none repeated (PAID and fulfilled may come as one).
      const statuses = live.messages.map((m) => m.data.status);
      expect([...new Set(statuses)]).toEqual(['PENDING', 'ERROR', 'PAID']);
      expect(statuses.length).toBeLessThanOrEqual(4);
      expect(live.messages.every((m) => m.event === 'payment')).toBe(true);
    } finally {
      await live.close();
    }
  });

  it('answers an unknown order with a 404 and a clear message, not a stream', async () => {
    const companyId = await cart(['PERSONAL_CLIENTS']);
    const res = await request(svc.app)
      .get(eventsPath(companyId, 'NoSuchOrder000000000'))
      .set('Authorization', `Bearer ${alice}`)
      .set('Accept', 'text/event-stream')
      .expect(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({ code: 'not_found', message: 'Order not found.' });
    // Another company's order is unknown here too, even to the admin of both.
    const { orderId } = await startedCardOrder(['PERSONAL_CLIENTS']);
    await request(svc.app)
      .get(eventsPath(companyId, orderId))
      .set('Authorization', `Bearer ${alice}`)
      .expect(404, { code: 'not_found', message: 'Order not found.' });
  });

  it('refuses a stranger and an anonymous caller before anything is streamed', async () => {
    const { companyId, orderId } = await startedCardOrder(['PERSONAL_CLIENTS']);
    const stranger = await svc.tokenFor({ uid: 'mallory' });
    const refused = await request(svc.app)
      .get(eventsPath(companyId, orderId))
      .set('Authorization', `Bearer ${stranger}`)
      .set('Accept', 'text/event-stream')
      .expect(403);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.body.code).toBe('forbidden');
    expect(JSON.stringify(refused.body)).not.toContain('PENDING');
    await request(svc.app).get(eventsPath(companyId, orderId)).expect(401);
  });
});
