/**
 * The card-network partner's checkout (docs/spec/behaviour.md §2 `/:companyId/checkout/mastercard`): only the partner's
 * custom product, a co-branded bundle, shown at its list price; the MASTERCARD_PREMIUM discount is
 * taken by the server at the payment step (the amount the provider is asked for), never shown as the
 * price. Paid like any card order (the IPN with the discounted amount), and the products are bought.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ZPartnerOfferSchema, ZPaymentInfoSchema } from '@conform/contracts';
import { companiesService } from '@conform/companies-service';
import { insertTestCompany, startTestService, type TestService } from '@conform/server-kit/testing';
import request from 'supertest';
import { checkoutService } from '../src/app.ts';
import type { TCheckoutConfig } from '../src/config.ts';
import { isMastercard } from '../src/ipn/domain.ts';
import { ipnForm, openOrder, TEST_BILLING_INFO } from './support.ts';

const API = '/platform/api/payments';
const dataDir = mkdtempSync(join(tmpdir(), 'checkout-partner-'));

let svc: TestService<TCheckoutConfig>;
let alice: string;

beforeAll(async () => {
  svc = await startTestService(checkoutService, {
    alsoMigrate: [companiesService],
    // Refund calls go nowhere here (the payment loop's tests make them): they stay REQUESTED.
    env: {
      EMBEDDED: 'true',
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://localhost:8080',
      NETOPIA_SOAP_URL: 'http://127.0.0.1:9/',
      REFUND_RETRY_SECONDS: '3600',
    },
  });
  alice = await svc.tokenFor({ uid: 'alice' });
}, 60_000);
afterAll(() => svc.close());

const billingInfo = { ...TEST_BILLING_INFO, name: 'Card Partener SRL' };

const offer = (companyId: string, platform = 'ro') =>
  request(svc.app)
    .get(`${API}/${companyId}/partners/MASTERCARD`)
    .set('Authorization', `Bearer ${alice}`)
    .set('X-Platform', platform);

const payOffer = (companyId: string, body: Record<string, unknown> = {}, platform = 'ro') =>
  request(svc.app)
    .post(`${API}/${companyId}/partners/MASTERCARD`)
    .set('Authorization', `Bearer ${alice}`)
    .set('X-Platform', platform)
    .send({
      billingInfo,
      returnUrl: `http://localhost:8080/platform/${companyId}/checkout/paymentReturn`,
      ...body,
    });

describe('the Mastercard partner offer', () => {
  it('is shown at its list price, with the card discount named but not taken off', async () => {
    // A company fresh from /mastercard/company: an empty cart.
    const companyId = await insertTestCompany(svc.db, { adminIds: ['alice'] });
    const res = await offer(companyId).expect(200);
    const body = ZPartnerOfferSchema.parse(res.body);
    expect(body).toMatchObject({
      id: 'MASTERCARD',
      purchased: false,
      paymentMethod: { code: 'MASTERCARD_PREMIUM', discountPercent: 20 },
      summary: {
        items: [
          {
            type: 'cobranded_bundle',
            id: 'MASTERCARD',
            name: { ro: 'Pachetul Mastercard pentru afaceri mici', en: 'Mastercard small business bundle' },
            products: ['INTERNAL_POLICIES', 'PERSONAL_CLIENTS', 'EMPLOYEES'],
            price: 990,
            discount: 0,
          },
        ],
        totalPrice: 990,
        currency: 'RON',
        pricesIncludeVat: true,
      },
    });
    // INT sells the INT_ variants, in euro.
    const int = ZPartnerOfferSchema.parse(
      (await offer(await insertTestCompany(svc.db, { adminIds: ['alice'], platform: 'int' }), 'int')).body,
    );
    // Its price is without VAT, like every INT price: 165 plus 21% Romanian VAT.
    expect(int.summary).toMatchObject({
      currency: 'EUR',
      totalPrice: 199.65,
      vat: 34.65,
      pricesIncludeVat: false,
    });
    expect(int.summary.items[0]?.products).toEqual([
      'INT_INTERNAL_POLICIES',
      'INT_PERSONAL_CLIENTS',
      'INT_EMPLOYEES',
    ]);
  });

  it('asks the provider for the discounted amount, then buys the products when it is paid', async () => {
    const companyId = await insertTestCompany(svc.db, { adminIds: ['alice'] });
    const res = await payOffer(companyId).expect(201);
    const info = ZPaymentInfoSchema.parse(res.body);
    expect(info.method).toBe('MASTERCARD_PREMIUM');
    const { order } = openOrder(dataDir, info);
    // 990 less 20 % for the partner's card: computed here, never in the browser.
    expect(order.amount).toBe('792.00');
    expect(order.params).toMatchObject({ companyId, paymentMethod: 'MASTERCARD_PREMIUM' });

    const [stored] = await svc.db.query<{
      total: string | number;
      method: string;
      offer_id: string;
      payment_method_discount: string | number;
      products: string[];
    }>(
      `SELECT total, method, offer_id, payment_method_discount, products FROM checkout.orders WHERE id = $1`,
      [info.orderId],
    );
    expect(stored).toMatchObject({ method: 'MASTERCARD_PREMIUM', offer_id: 'MASTERCARD' });
    expect(Number(stored!.total)).toBe(792);
    expect(Number(stored!.payment_method_discount)).toBe(198);

    // NETOPIA confirms the discounted amount, paid with a Mastercard.
    const ipn = await request(svc.app)
      .post(`${API}/ipn`)
      .type('form')
      .send(ipnForm(dataDir, order, { panMasked: '555555******4444' }))
      .expect(200);
    expect(ipn.text).toContain('<crc>');
    const status = await request(svc.app)
      .get(`${API}/${companyId}/orders/${info.orderId}`)
      .set('Authorization', `Bearer ${alice}`)
      .expect(200);
    expect(status.body.status).toBe('PAID');
    const [event] = await svc.db.query<{ payload: { products: string[]; method: string } }>(
      `SELECT payload FROM platform_events.events WHERE type = 'order.paid' AND payload->>'orderId' = $1`,
      [info.orderId],
    );
    expect(event?.payload).toMatchObject({
      products: ['INTERNAL_POLICIES', 'PERSONAL_CLIENTS', 'EMPLOYEES'],
      method: 'CARD',
    });
  });

  const paidEvents = async (orderId: string) =>
    (
      await svc.db.query(
        `SELECT 1 FROM platform_events.events WHERE type = 'order.paid' AND payload->>'orderId' = $1`,
        [orderId],
      )
    ).length;

  const statusOf = async (companyId: string, orderId: string) =>
    (
      await request(svc.app)
        .get(`${API}/${companyId}/orders/${orderId}`)
        .set('Authorization', `Bearer ${alice}`)
        .expect(200)
    ).body as { status: string; closedReason?: string };

  it('refunds, and does not fulfil, a discounted payment made with a card of another brand', async () => {
    const companyId = await insertTestCompany(svc.db, { adminIds: ['alice'] });
    const info = ZPaymentInfoSchema.parse((await payOffer(companyId).expect(201)).body);
    const { order } = openOrder(dataDir, info);
    // A Visa card (BIN 424242) paid the Mastercard price: the same IPN, as NETOPIA repeats it.
    const form = ipnForm(dataDir, order, { panMasked: '424242******4242' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => request(svc.app).post(`${API}/ipn`).type('form').send(form)),
    );
    expect(answers.every((a) => a.status === 200 && a.text.includes('<crc>'))).toBe(true);
    expect(await statusOf(companyId, info.orderId)).toMatchObject({
      status: 'PAID',
      closedReason: 'cardBrand',
    });
    expect(await paidEvents(info.orderId)).toBe(0);
    const refunds = await svc.db.query<{ reason: string; amount: string | number }>(
      `SELECT reason, amount FROM checkout.refunds WHERE order_id = $1`,
      [info.orderId],
    );
    expect(refunds.map((r) => ({ ...r, amount: Number(r.amount) }))).toEqual([
      { reason: 'cardBrand', amount: 792 },
    ]);
    const jobs = await svc.db.query(`SELECT 1 FROM checkout.refund_jobs WHERE key = $1`, [info.orderId]);
    expect(jobs).toHaveLength(1);
    // The admin can then pay the displayed price with any card.
    const full = ZPaymentInfoSchema.parse((await payOffer(companyId, { fullPrice: true }).expect(201)).body);
    expect(full.method).toBe('CARD');
    const fullOrder = openOrder(dataDir, full).order;
    expect(fullOrder.amount).toBe('990.00');
    expect(fullOrder.params['paymentMethod']).toBeUndefined();
    await request(svc.app)
      .post(`${API}/ipn`)
      .type('form')
      .send(ipnForm(dataDir, fullOrder, { panMasked: '424242******4242' }))
      .expect(200);
    expect(await statusOf(companyId, full.orderId)).toEqual({
      orderId: full.orderId,
      status: 'PAID',
      errorCode: null,
      errorMessage: null,
      fulfilled: false,
    });
    expect(await paidEvents(full.orderId)).toBe(1);
  });

  it('is not sold again once a package of it is bought, and never for another company', async () => {
    const companyId = await insertTestCompany(svc.db, {
      adminIds: ['alice'],
      products: { purchased: ['EMPLOYEES'] },
    });
    expect((await offer(companyId).expect(200)).body.purchased).toBe(true);
    const refused = await payOffer(companyId).expect(409);
    expect(refused.body.details).toEqual([{ path: 'products', message: 'validation.product.purchased' }]);

    const bobs = await insertTestCompany(svc.db, { adminIds: ['bob'] });
    await offer(bobs).expect(403);
    await payOffer(bobs).expect(403);
  });

  it('answers an unknown offer with 404 and bad billing data with field errors, never a 500', async () => {
    const companyId = await insertTestCompany(svc.db, { adminIds: ['alice'] });
    await request(svc.app)
      .get(`${API}/${companyId}/partners/VISA`)
      .set('Authorization', `Bearer ${alice}`)
      .expect(404);
    const bad = await payOffer(companyId, { billingInfo: { ...billingInfo, email: 'nu' } }).expect(400);
    expect(bad.body.details).toContainEqual({
      path: 'billingInfo.email',
      message: 'validation.email.invalid',
    });
  });
});

describe('card brands', () => {
  it.each([
    ['512345******1234', true],
    ['555555******4444', true],
    ['2221******0000', true],
    ['2720******0000', true],
    ['2721******0000', false],
    ['502345******1234', false],
    ['424242******4242', false],
    // One leading digit does not prove the brand (5 is also Maestro); the last four say nothing.
    ['5****1234', false],
    ['4****5123', false],
    ['9****5098', false],
    [undefined, false],
  ])('%s is a Mastercard: %s', (pan, expected) => {
    expect(isMastercard(pan)).toBe(expected);
  });
});
