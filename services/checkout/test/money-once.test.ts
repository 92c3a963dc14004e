/**
 * Money is taken once and only when due: a package is in at most one open order of a company (a new
 * payment supersedes the older), a payment that cannot give its packages (superseded, bought
 * meanwhile) is refunded through the provider and never fulfilled, a payment of another amount is
 * held, a full refund by the provider publishes `order.refunded` once, and refused refund calls are
 * retried until given up. The provider's refund service is a stand-in at the test's edge speaking
 * NETOPIA v1's merchant web service (v1-soap.ts); IPNs are sealed as NETOPIA seals them.
 */
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { companiesService } from '@conform/companies-service';
import { ZPaymentStatusResponseSchema } from '@conform/contracts';
import { closeServer } from '@conform/server-kit';
import { insertTestCompany, startTestService, type TestService } from '@conform/server-kit/testing';
import express from 'express';
import request from 'supertest';
import { checkoutService } from '../src/app.ts';
import type { TCheckoutConfig } from '../src/config.ts';
import {
  buildCreditResponse,
  buildLogInResponse,
  readCreditRequest,
  soapBodyElement,
  soapOperation,
} from '../src/netopia/v1-soap.ts';
import { ipnForm, openOrder, setTestPrices, TEST_BILLING_INFO } from './support.ts';

const API = '/platform/api/payments';
const dataDir = mkdtempSync(join(tmpdir(), 'checkout-money-'));

/** NETOPIA's merchant web service as the test needs it: signs in anyone, refuses credits on demand. */
const netopia = {
  credits: [] as Array<{ orderId: string; amount: string }>,
  /** How many of the next credit calls are refused (code 34), and whether all are. */
  refuseNext: 0,
  refuseAll: false,
};
let soapServer: Server;
let svc: TestService<TCheckoutConfig>;
let companies: TestService<unknown>;
let alice: string;

beforeAll(async () => {
  const fake = express();
  fake.post('/', express.text({ type: () => true }), (req, res) => {
    const element = soapBodyElement(String(req.body));
    if (soapOperation(element) === 'logIn') {
      res.type('text/xml').send(buildLogInResponse('session-1'));
      return;
    }
    const credit = readCreditRequest(element);
    if (netopia.refuseAll || netopia.refuseNext > 0) {
      netopia.refuseNext = Math.max(0, netopia.refuseNext - 1);
      res.type('text/xml').send(buildCreditResponse({ code: 34, message: 'Transaction not permitted' }));
      return;
    }
    netopia.credits.push({ orderId: credit.orderId, amount: credit.amount });
    res.type('text/xml').send(buildCreditResponse({ code: 0, message: 'Approved' }));
  });
  soapServer = createServer(fake);
  await new Promise<void>((resolve) => soapServer.listen(0, '127.0.0.1', resolve));
  svc = await startTestService(checkoutService, {
    alsoMigrate: [companiesService],
    env: {
      EMBEDDED: 'true',
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://localhost:8080',
      NETOPIA_SOAP_URL: `http://127.0.0.1:${(soapServer.address() as AddressInfo).port}/`,
      // Refused calls are tried again at once here; three tries, then given up.
      REFUND_RETRY_SECONDS: '0',
      REFUND_MAX_ATTEMPTS: '3',
    },
  });
  companies = await startTestService(companiesService, { db: svc.db });
  await setTestPrices(svc.db);
  alice = await svc.tokenFor({ uid: 'alice' });
}, 60_000);
afterAll(async () => {
  await companies.close();
  await svc.close();
  await closeServer(soapServer);
});
beforeEach(() => {
  netopia.refuseNext = 0;
  netopia.refuseAll = false;
});

const pay = (companyId: string, products: string[]) =>
  request(svc.app)
    .post(`${API}/${companyId}`)
    .set('Authorization', `Bearer ${alice}`)
    .send({
      products,
      billingInfo: TEST_BILLING_INFO,
      returnUrl: `http://localhost:8080/platform/${companyId}/checkout/paymentReturn`,
    });

const postIpn = (form: Record<string, string>) => request(svc.app).post(`${API}/ipn`).type('form').send(form);

async function statusOf(companyId: string, orderId: string) {
  const res = await request(svc.app)
    .get(`${API}/${companyId}/orders/${orderId}`)
    .set('Authorization', `Bearer ${alice}`)
    .expect(200);
  return ZPaymentStatusResponseSchema.parse(res.body);
}

const events = async (type: string, orderId: string) =>
  (
    await svc.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM platform_events.events WHERE type = $1 AND payload->>'orderId' = $2`,
      [type, orderId],
    )
  )[0]!.n;

const refundOf = async (orderId: string) =>
  (
    await svc.db.query<{ status: string; reason: string; last_error: string | null }>(
      `SELECT status, reason, last_error FROM checkout.refunds WHERE order_id = $1`,
      [orderId],
    )
  )[0];

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 8000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const health = async () =>
  (await request(svc.app).get('/platform/api/checkout/health').expect(200)).body as {
    refunds: { waiting: number; failed: number };
    paymentsHeldForReview: number;
  };

describe('one package, one payment', () => {
  it('four payments of one package started at once leave one payable order; all four paid, one purchase and three refunds', async () => {
    const companyId = await insertTestCompany(svc.db, {
      adminIds: ['alice'],
      products: { pending: ['EMPLOYEES'] },
    });
    const started = await Promise.all(Array.from({ length: 4 }, () => pay(companyId, ['EMPLOYEES'])));
    expect(started.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const orders = started.map((r) => ({
      orderId: r.body.orderId as string,
      order: openOrder(dataDir, r.body).order,
    }));
    const open = await svc.db.query<{ order_id: string }>(
      `SELECT order_id FROM checkout.open_packages WHERE company_id = $1`,
      [companyId],
    );
    expect(open).toHaveLength(1);
    const newest = open[0]!.order_id;
    for (const { orderId } of orders.filter((o) => o.orderId !== newest)) {
      expect((await statusOf(companyId, orderId)).closedReason).toBe('superseded');
    }

    // The buyer pays on all four card pages; NETOPIA confirms each, every IPN twice at once.
    const forms = orders.map(({ order }) => ipnForm(dataDir, order));
    const answers = await Promise.all([...forms, ...forms].map((form) => postIpn(form)));
    expect(answers.every((a) => a.status === 200 && /<crc>[^<]+<\/crc>/.test(a.text))).toBe(true);

    const paid = (await Promise.all(orders.map(({ orderId }) => events('order.paid', orderId)))).reduce(
      (a, n) => a + n,
    );
    expect(paid).toBe(1);
    expect(await events('order.paid', newest)).toBe(1);
    const company = await eventually(
      () =>
        svc.db.query<{ purchased: string[] }>(
          `SELECT products_purchased AS purchased FROM companies.companies WHERE id = $1`,
          [companyId],
        ),
      (rows) => rows[0]?.purchased.length === 1,
    );
    expect(company[0]!.purchased).toEqual(['EMPLOYEES']);
    // The three others were refunded through the provider, each once, and never fulfilled.
    const others = orders.filter((o) => o.orderId !== newest);
    for (const { orderId } of others) {
      expect(await statusOf(companyId, orderId)).toMatchObject({
        status: 'PAID',
        fulfilled: false,
        closedReason: 'superseded',
      });
      expect(
        await eventually(
          () => refundOf(orderId),
          (r) => r?.status === 'SENT',
        ),
      ).toMatchObject({
        reason: 'superseded',
      });
    }
    expect(netopia.credits.filter((c) => others.some((o) => o.orderId === c.orderId))).toEqual(
      expect.arrayContaining(others.map((o) => ({ orderId: o.orderId, amount: '490.00' }))),
    );
    expect(netopia.credits.filter((c) => others.some((o) => o.orderId === c.orderId))).toHaveLength(3);

    // NETOPIA's credit notifications follow: CREDITED, and nothing is taken from the company.
    for (const { orderId, order } of others) {
      await postIpn(ipnForm(dataDir, order, { action: 'credit', timestamp: '20991231000000' })).expect(200);
      expect((await statusOf(companyId, orderId)).status).toBe('CREDITED');
      expect(await refundOf(orderId)).toMatchObject({ status: 'DONE' });
      expect(await events('order.refunded', orderId)).toBe(0);
    }
  });

  it('refuses to start a payment for a package another order paid already (before the company has it)', async () => {
    const companyId = await insertTestCompany(svc.db, {
      adminIds: ['alice'],
      products: { pending: ['MARKETING'] },
    });
    const first = await pay(companyId, ['MARKETING']).expect(201);
    // Held back from the company: the companies service is not told yet.
    await companies.close();
    try {
      await postIpn(ipnForm(dataDir, openOrder(dataDir, first.body).order)).expect(200);
      const again = await pay(companyId, ['MARKETING']).expect(409);
      expect(again.body.details).toEqual([{ path: 'products', message: 'validation.product.purchased' }]);
    } finally {
      companies = await startTestService(companiesService, { db: svc.db });
    }
  });

  it('refunds a payment whose package the company bought meanwhile, and does not fulfil it', async () => {
    const companyId = await insertTestCompany(svc.db, {
      adminIds: ['alice'],
      products: { pending: ['ONLINE_SHOP'] },
    });
    const res = await pay(companyId, ['ONLINE_SHOP']).expect(201);
    await svc.db.query(
      `UPDATE companies.companies SET products_pending = '{}', products_purchased = '{ONLINE_SHOP}' WHERE id = $1`,
      [companyId],
    );
    await postIpn(ipnForm(dataDir, openOrder(dataDir, res.body).order)).expect(200);
    expect(await statusOf(companyId, res.body.orderId)).toMatchObject({
      status: 'PAID',
      fulfilled: false,
      closedReason: 'alreadyPaid',
    });
    expect(await events('order.paid', res.body.orderId)).toBe(0);
    expect(
      await eventually(
        () => refundOf(res.body.orderId),
        (r) => r?.status === 'SENT',
      ),
    ).toMatchObject({
      reason: 'alreadyPaid',
    });
  });
});

describe('the amount processed', () => {
  it('does not pay an order when the provider processed 1.00 of 490.00: held for review, shown on /health', async () => {
    const companyId = await insertTestCompany(svc.db, {
      adminIds: ['alice'],
      products: { pending: ['EMPLOYEES'] },
    });
    const res = await pay(companyId, ['EMPLOYEES']).expect(201);
    const { order } = openOrder(dataDir, res.body);
    const before = (await health()).paymentsHeldForReview;
    const answer = await postIpn(
      ipnForm(dataDir, order, { processedAmount: '1.00', timestamp: '20261101100000' }),
    );
    expect(answer.text).toMatch(/<crc>[^<]+<\/crc>/);
    expect((await statusOf(companyId, res.body.orderId)).status).toBe('CHECKING_TRANSACTION');
    expect(await events('order.paid', res.body.orderId)).toBe(0);
    expect((await health()).paymentsHeldForReview).toBe(before + 1);
    // The full amount confirmed later pays it.
    await postIpn(ipnForm(dataDir, order, { timestamp: '20261101101000' })).expect(200);
    expect((await statusOf(companyId, res.body.orderId)).status).toBe('PAID');
    expect(await events('order.paid', res.body.orderId)).toBe(1);
    expect((await health()).paymentsHeldForReview).toBe(before);
  });
});

describe('a refund by the provider (credit IPN)', () => {
  async function paidOrder() {
    const companyId = await insertTestCompany(svc.db, {
      adminIds: ['alice'],
      products: { pending: ['PERSONAL_CLIENTS'] },
    });
    const res = await pay(companyId, ['PERSONAL_CLIENTS']).expect(201);
    const { order } = openOrder(dataDir, res.body);
    await postIpn(ipnForm(dataDir, order, { timestamp: '20261101100000' })).expect(200);
    return { companyId, orderId: res.body.orderId as string, order };
  }

  it('of the full amount: CREDITED and order.refunded published once, however often it arrives', async () => {
    const { companyId, orderId, order } = await paidOrder();
    const form = ipnForm(dataDir, order, { action: 'credit', crc: 'credit-1', timestamp: '20261102100000' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => postIpn(form)));
    expect(answers.every((a) => a.text.includes('<crc>credit-1</crc>'))).toBe(true);
    await postIpn(ipnForm(dataDir, order, { action: 'credit', timestamp: '20261103100000' })).expect(200);
    expect((await statusOf(companyId, orderId)).status).toBe('CREDITED');
    const [event] = await svc.db.query<{ payload: unknown; n: number }>(
      `SELECT payload, count(*) OVER ()::int AS n FROM platform_events.events
        WHERE type = 'order.refunded' AND payload->>'orderId' = $1`,
      [orderId],
    );
    expect(event).toEqual({
      n: 1,
      payload: { orderId, companyId, platform: 'ro', products: ['PERSONAL_CLIENTS'] },
    });
    // The package may be bought again.
    const paidRows = await svc.db.query(`SELECT 1 FROM checkout.paid_packages WHERE order_id = $1`, [
      orderId,
    ]);
    expect(paidRows).toHaveLength(0);
  });

  it('of part of the amount: recorded, the order stays PAID and keeps its packages', async () => {
    const { companyId, orderId, order } = await paidOrder();
    await postIpn(
      ipnForm(dataDir, order, { action: 'credit', processedAmount: '100.00', timestamp: '20261102100000' }),
    ).expect(200);
    expect((await statusOf(companyId, orderId)).status).toBe('PAID');
    expect(await events('order.refunded', orderId)).toBe(0);
    const [payment] = await svc.db.query<{ credited_amount: string | number }>(
      `SELECT credited_amount FROM checkout.payments WHERE order_id = $1`,
      [orderId],
    );
    expect(Number(payment!.credited_amount)).toBe(100);
  });

  it('of an order that was never paid: nothing is published', async () => {
    const companyId = await insertTestCompany(svc.db, {
      adminIds: ['alice'],
      products: { pending: ['MARKETING'] },
    });
    const res = await pay(companyId, ['MARKETING']).expect(201);
    await postIpn(ipnForm(dataDir, openOrder(dataDir, res.body).order, { action: 'credit' })).expect(200);
    expect((await statusOf(companyId, res.body.orderId)).status).toBe('CREDITED');
    expect(await events('order.refunded', res.body.orderId)).toBe(0);
  });
});

describe('a refund call the provider refuses', () => {
  async function refundedOrder() {
    const companyId = await insertTestCompany(svc.db, {
      adminIds: ['alice'],
      products: { pending: ['INTERNAL_POLICIES'] },
    });
    const res = await pay(companyId, ['INTERNAL_POLICIES']).expect(201);
    await svc.db.query(
      `UPDATE companies.companies SET products_purchased = '{INTERNAL_POLICIES}' WHERE id = $1`,
      [companyId],
    );
    await postIpn(ipnForm(dataDir, openOrder(dataDir, res.body).order)).expect(200);
    return res.body.orderId as string;
  }

  it('is tried again until accepted, its last error kept for the operator', async () => {
    netopia.refuseNext = 2;
    const orderId = await refundedOrder();
    const refund = await eventually(
      () => refundOf(orderId),
      (r) => r?.status === 'SENT',
    );
    expect(refund?.status).toBe('SENT');
    expect(netopia.credits.filter((c) => c.orderId === orderId)).toEqual([{ orderId, amount: '792.00' }]);
  });

  it('is given up after the last try: FAILED, counted on /health', async () => {
    netopia.refuseAll = true;
    const before = (await health()).refunds.failed;
    const orderId = await refundedOrder();
    const refund = await eventually(
      () => refundOf(orderId),
      (r) => r?.status === 'FAILED',
    );
    expect(refund).toMatchObject({
      status: 'FAILED',
      last_error: expect.stringContaining('refused the refund (34)'),
    });
    expect((await health()).refunds.failed).toBe(before + 1);
    expect(netopia.credits.some((c) => c.orderId === orderId)).toBe(false);
  });
});
