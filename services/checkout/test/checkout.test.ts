import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { configSeed, products as catalogueProducts } from '@conform/catalogues';
import { ZOrderSummarySchema, ZPriceListSchema } from '@conform/contracts';
import { companiesService } from '@conform/companies-service';
import { insertTestCompany, startTestService, type TestService } from '@conform/server-kit/testing';
import request from 'supertest';
import { checkoutService } from '../src/app.ts';
import type { TCheckoutConfig } from '../src/config.ts';
import { buildOrderXml, envelopeToForm, SANDBOX_POS_SIGNATURE, seal } from '../src/netopia/v1.ts';
import { createPricingDomain } from '../src/pricing/domain.ts';
import { createPricingRepository } from '../src/pricing/repository.ts';
import { seedPricing } from '../src/pricing/seed.ts';
import { ipnForm, openOrder, setTestPrices } from './support.ts';

const API = '/platform/api/payments';
const dataDir = mkdtempSync(join(tmpdir(), 'checkout-test-'));

let svc: TestService<TCheckoutConfig>;
let alice: string;
let bob: string;

beforeAll(async () => {
  svc = await startTestService(checkoutService, {
    alsoMigrate: [companiesService],
    env: { EMBEDDED: 'true', DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:8080' },
  });
  await setTestPrices(svc.db);
  alice = await svc.tokenFor({ uid: 'alice' });
  bob = await svc.tokenFor({ uid: 'bob' });
}, 60_000);
afterAll(() => svc.close());

/** A company of alice's with every package of the catalogue in its cart (the cart rules are tested apart). */
const company = (platform: 'ro' | 'en' | 'int' = 'ro', purchased: string[] = []) =>
  insertTestCompany(svc.db, {
    adminIds: ['alice'],
    platform,
    products: {
      pending: catalogueProducts.map((p) => p.id).filter((id) => !purchased.includes(id)),
      purchased,
    },
  });

function summary(companyId: string, body: unknown, platform = 'ro') {
  return request(svc.app)
    .post(`${API}/${companyId}/order`)
    .set('Authorization', `Bearer ${alice}`)
    .set('X-Platform', platform)
    .send(body as object);
}

const billingInfo = {
  fiscalCode: 'ro 18547290',
  registrationNumber: 'j40/1234/2020',
  name: 'Exemplu & Fiii SRL',
  county: 'B',
  city: 'București',
  streetAddress: 'Str. Ștefan cel Mare nr. 1',
  email: 'Facturi@Exemplu.ro ',
  phoneNumber: '0740 123 456',
};

function pay(companyId: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return request(svc.app)
    .post(`${API}/${companyId}`)
    .set('Authorization', `Bearer ${alice}`)
    .set(headers)
    .send({
      products: ['PERSONAL_CLIENTS', 'MARKETING'],
      billingInfo,
      returnUrl: `http://localhost:8080/platform/${companyId}/checkout/paymentReturn`,
      ...body,
    });
}

function status(companyId: string, orderId: string) {
  return request(svc.app)
    .get(`${API}/${companyId}/orders/${orderId}`)
    .set('Authorization', `Bearer ${alice}`);
}

function postIpn(form: Record<string, string>) {
  return request(svc.app).post(`${API}/ipn`).type('form').send(form);
}

async function voucherUses(code: string): Promise<number> {
  const [row] = await svc.db.query<{ uses: number }>('SELECT uses FROM checkout.vouchers WHERE code = $1', [
    code,
  ]);
  return row!.uses;
}

describe('checkout service', () => {
  it('is healthy, and seeded every platform from the catalogue config seed', async () => {
    await request(svc.app)
      .get('/platform/api/checkout/health')
      .expect(200, {
        status: 'ok',
        db: 'ok',
        events: { pending: 0, dead: 0 },
        jobs: { queued: 0, running: 0, failed: 0, concurrency: 1 },
        refunds: { waiting: 0, failed: 0 },
        paymentsHeldForReview: 0,
      });
    const rows = await svc.db.query<{
      platform: string;
      currency: string;
      seed: boolean;
      products: Record<string, unknown>;
    }>('SELECT platform, currency, seed, products FROM checkout.platform_config ORDER BY platform');
    expect(rows.map((r) => r.platform)).toEqual(['en', 'int', 'ro']);
    const en = rows.find((r) => r.platform === 'en')!;
    expect(en.currency).toBe(configSeed.en.currency);
    expect(en.seed).toBe(true);
    expect(Object.keys(en.products).sort()).toEqual(Object.keys(configSeed.en.products).sort());
  });
});

describe('seed prices moving on', () => {
  it('brings a platform still on the seed prices to the code’s (INT in whole euros), never the operator’s', async () => {
    // A database seeded before: INT's VAT-inclusive 79 and its Mastercard offer at 199; EN changed by the operator.
    await svc.db.query(
      `UPDATE checkout.platform_config SET prices_include_vat = true,
         products = products || '{"INT_PERSONAL_CLIENTS": {"value": 79, "discount": 0}}'::jsonb WHERE platform = 'int'`,
    );
    await svc.db.query(`UPDATE checkout.partner_offers SET value = 199 WHERE platform = 'int'`);
    await svc.db.query(
      `UPDATE checkout.platform_config SET seed = false,
         products = products || '{"CCTV": {"value": 75, "discount": 0}}'::jsonb WHERE platform = 'en'`,
    );
    const seeded = await seedPricing(createPricingRepository(svc.db), { testVouchers: false });
    expect(seeded).toEqual({ configs: 1, vouchers: 0, offers: 1 });
    const rows = await svc.db.query<{
      platform: string;
      prices_include_vat: boolean;
      products: Record<string, { value: number }>;
    }>(
      `SELECT platform, prices_include_vat, products FROM checkout.platform_config WHERE platform IN ('en', 'int') ORDER BY platform`,
    );
    expect(rows[0]!.products.CCTV!.value).toBe(75);
    expect(rows[1]!.prices_include_vat).toBe(false);
    expect(rows[1]!.products.INT_PERSONAL_CLIENTS!.value).toBe(65);
    const [offer] = await svc.db.query<{ value: number }>(
      `SELECT value::float AS value FROM checkout.partner_offers WHERE platform = 'int'`,
    );
    expect(offer!.value).toBe(165);
    // Nothing left to bring up to date.
    expect(await seedPricing(createPricingRepository(svc.db), { testVouchers: false })).toEqual({
      configs: 0,
      vouchers: 0,
      offers: 0,
    });
    await svc.db.query(
      `UPDATE checkout.platform_config SET seed = true, products = $1 WHERE platform = 'en'`,
      [JSON.stringify(configSeed.en.products)],
    );
  });
});

describe('published prices (GET /payments/prices, public)', () => {
  it('lists each product’s price and discount and each bundle’s saving, without signing in', async () => {
    const res = await request(svc.app).get(`${API}/prices`).set('X-Platform', 'ro').expect(200);
    const list = ZPriceListSchema.parse(res.body);
    expect(list).toMatchObject({ currency: 'RON', vatRate: 0.21, pricesIncludeVat: true });
    expect(list.products).toContainEqual({ id: 'INTERNAL_POLICIES', price: 990, discount: 198 });
    expect(list.products).toContainEqual({ id: 'EMPLOYEES', price: 490, discount: 0 });
    // 390 + 490 + (990 less 20%) = 1672 bought one by one; the bundle is 1390.
    expect(list.bundles).toEqual([
      {
        id: 'START',
        name: { ro: 'Pachetul de start', en: 'Starter bundle' },
        products: ['PERSONAL_CLIENTS', 'EMPLOYEES', 'INTERNAL_POLICIES'],
        price: 1390,
        discount: 0,
        separately: 1672,
        saving: 282,
      },
    ]);
  });

  it('publishes INT prices in whole euros without VAT', async () => {
    const res = await request(svc.app).get(`${API}/prices?platform=int`).expect(200);
    expect(res.body).toMatchObject({ currency: 'EUR', pricesIncludeVat: false });
    expect(res.body.products).toContainEqual({ id: 'INT_PERSONAL_CLIENTS', price: 65, discount: 0 });
    expect(res.body.bundles).toContainEqual(
      expect.objectContaining({ id: 'HR', price: 115, separately: 147, saving: 32 }),
    );
  });

  it('quotes products together, bundles applied, as the checkout would charge an unknown buyer', async () => {
    const res = await request(svc.app)
      .get(`${API}/prices/quote`)
      .query({ products: 'PERSONAL_CLIENTS,EMPLOYEES,INTERNAL_POLICIES,MARKETING' })
      .set('X-Platform', 'ro')
      .expect(200);
    const quote = ZOrderSummarySchema.parse(res.body);
    expect(quote.items.map((i) => [i.type, i.id])).toEqual([
      ['bundle', 'START'],
      ['product', 'MARKETING'],
    ]);
    expect(quote).toMatchObject({ totalPrice: 1390 + 261, currency: 'RON', pricesIncludeVat: true });
  });

  it('refuses a quote without products or with one that has no price, with details (400)', async () => {
    const none = await request(svc.app).get(`${API}/prices/quote`).expect(400);
    expect(none.body.code).toBe('validation');
    const unknown = await request(svc.app)
      .get(`${API}/prices/quote`)
      .query({ products: 'EMPLOYEES,NO_SUCH_PACKAGE' })
      .expect(400);
    expect(unknown.body.details).toEqual([{ path: 'products', message: 'validation.product.invalid' }]);
  });
});

describe('order summary (POST /payments/:companyId/order)', () => {
  it('prices products VAT included, with their discounts', async () => {
    const id = await company();
    const res = await summary(id, { products: ['PERSONAL_CLIENTS', 'MARKETING'] }).expect(200);
    expect(res.body).toEqual({
      items: [
        {
          type: 'product',
          id: 'PERSONAL_CLIENTS',
          name: expect.objectContaining({ ro: expect.any(String) }),
          products: ['PERSONAL_CLIENTS'],
          price: 390,
          discount: 0,
        },
        {
          type: 'product',
          id: 'MARKETING',
          name: expect.anything(),
          products: ['MARKETING'],
          price: 290,
          discount: 29,
        },
      ],
      totalPrice: 651,
      // 651 includes 21% VAT: 651 - 651 / 1.21
      vat: 112.98,
      currency: 'RON',
      vatRate: 0.21,
      pricesIncludeVat: true,
    });
  });

  it('replaces the products of a bundle with the bundle when that is cheaper', async () => {
    const id = await company();
    const res = await summary(id, {
      products: ['EMPLOYEES', 'PERSONAL_CLIENTS', 'INTERNAL_POLICIES', 'MARKETING'],
    }).expect(200);
    expect(res.body.items).toEqual([
      {
        type: 'bundle',
        id: 'START',
        name: { ro: 'Pachetul de start', en: 'Starter bundle' },
        products: ['PERSONAL_CLIENTS', 'EMPLOYEES', 'INTERNAL_POLICIES'],
        price: 1870,
        discount: 480,
      },
      expect.objectContaining({ type: 'product', id: 'MARKETING', price: 290, discount: 29 }),
    ]);
    expect(res.body.totalPrice).toBe(1651);
  });

  it('adds a valid voucher as a line of its own', async () => {
    const id = await company();
    const res = await summary(id, {
      products: ['PERSONAL_CLIENTS', 'MARKETING'],
      voucherCode: '  tenoff ',
    }).expect(200);
    expect(res.body.items.at(-1)).toEqual({
      type: 'voucher',
      id: 'TENOFF',
      name: null,
      products: ['PERSONAL_CLIENTS', 'MARKETING'],
      price: 0,
      discount: 65.1,
    });
    expect(res.body.totalPrice).toBe(585.9);
  });

  it('applies a product voucher only to its products, and a fixed amount in the platform currency', async () => {
    const id = await company();
    const res = await summary(id, {
      products: ['ONLINE_SHOP', 'PERSONAL_CLIENTS'],
      voucherCode: 'SHOP50',
    }).expect(200);
    expect(res.body.items.at(-1)).toMatchObject({
      type: 'voucher',
      id: 'SHOP50',
      products: ['ONLINE_SHOP'],
      discount: 50,
    });
    expect(res.body.totalPrice).toBe(830);
  });

  it('applies a voucher for the online shop package to its English version too (docs/spec/catalogues.md)', async () => {
    const id = await company();
    const res = await summary(id, {
      products: ['ONLINE_SHOP_EN', 'PERSONAL_CLIENTS'],
      voucherCode: 'SHOP50',
    }).expect(200);
    expect(res.body.items.at(-1)).toMatchObject({
      type: 'voucher',
      id: 'SHOP50',
      products: ['ONLINE_SHOP_EN'],
      discount: 50,
    });
    expect(res.body.totalPrice).toBe(630); // 290 + 390 - 50
    expect(res.body).not.toHaveProperty('voucherRejected');
  });

  it('applies a product voucher to its package bought in a bundle, at that package’s share of the bundle', async () => {
    await svc.db.query(
      `INSERT INTO checkout.vouchers (code, percent, amount, currency, products, platforms, expires_on, max_uses, uses)
       VALUES ('STAFF50', NULL, 50, 'RON', '{EMPLOYEES}', '{ro}', '2099-12-31', NULL, 0),
              ('STAFFHALF', 50, NULL, NULL, '{EMPLOYEES}', '{ro}', '2099-12-31', NULL, 0)
       ON CONFLICT (code) DO NOTHING`,
    );
    const id = await company();
    const start = ['PERSONAL_CLIENTS', 'EMPLOYEES', 'INTERNAL_POLICIES'];
    const res = await summary(id, { products: start, voucherCode: 'STAFF50' }).expect(200);
    expect(res.body.items.map((i: { type: string; id: string }) => `${i.type} ${i.id}`)).toEqual([
      'bundle START',
      'voucher STAFF50',
    ]);
    expect(res.body.items[1]).toMatchObject({ products: ['EMPLOYEES'], discount: 50 });
    expect(res.body.totalPrice).toBe(1340);
    expect(res.body).not.toHaveProperty('voucherRejected');
    // A percentage takes off half of the package's share (its 490 of the 1,870 listed, of 1,390), not
    // half of the bundle.
    const half = await summary(id, { products: start, voucherCode: 'STAFFHALF' }).expect(200);
    expect(half.body.items[1]).toMatchObject({ products: ['EMPLOYEES'], discount: 182.11 });
  });

  it.each([
    ['unknown', 'NOSUCHCODE', 'unknown'],
    ['expired', 'OLDCODE', 'expired'],
    ['used up', 'USEDUP', 'usedUp'],
    ['for another platform', 'INTONLY', 'platform'],
    ['in another currency', 'EURO20', 'currency'],
  ])('adds no voucher line for an %s voucher, and says why', async (_why, code, reason) => {
    const id = await company();
    const res = await summary(id, { products: ['PERSONAL_CLIENTS'], voucherCode: code }).expect(200);
    expect(res.body.items.map((i: { type: string }) => i.type)).toEqual(['product']);
    expect(res.body.totalPrice).toBe(390);
    expect(res.body.voucherRejected).toBe(reason);
  });

  it('adds no voucher line when the voucher covers none of the products, and says so', async () => {
    const id = await company();
    const res = await summary(id, { products: ['PERSONAL_CLIENTS'], voucherCode: 'SHOP50' }).expect(200);
    expect(res.body.items).toHaveLength(1);
    expect(res.body.voucherRejected).toBe('products');
    const without = await summary(id, { products: ['PERSONAL_CLIENTS'] }).expect(200);
    expect(without.body).not.toHaveProperty('voucherRejected');
  });

  it('answers a product without price config with a null price and total, never an error', async () => {
    const id = await company();
    const res = await summary(id, { products: ['PERSONAL_CLIENTS', 'INT_CCTV'] }).expect(200);
    expect(res.body.items[1]).toEqual({
      type: 'product',
      id: 'INT_CCTV',
      name: expect.anything(),
      products: ['INT_CCTV'],
      price: null,
      discount: 0,
    });
    expect(res.body).toMatchObject({ totalPrice: null, vat: null, currency: 'RON' });
  });

  it('prices in the platform of the request (EUR on the English edition)', async () => {
    const id = await company('en');
    const res = await summary(id, { products: ['PERSONAL_CLIENTS'] }, 'en').expect(200);
    expect(res.body.currency).toBe('EUR');
    expect(res.body.totalPrice).toBe(configSeed.en.products.PERSONAL_CLIENTS!.value);
  });

  it('is only for the company’s admins, and refuses a malformed request with 400', async () => {
    const id = await company();
    await request(svc.app)
      .post(`${API}/${id}/order`)
      .send({ products: ['PERSONAL_CLIENTS'] })
      .expect(401);
    await request(svc.app)
      .post(`${API}/${id}/order`)
      .set('Authorization', `Bearer ${bob}`)
      .send({ products: ['PERSONAL_CLIENTS'] })
      .expect(403);
    // The company belongs to RO: asking from another edition is the same 403.
    await summary(id, { products: ['PERSONAL_CLIENTS'] }, 'int').expect(403);
    const bad = await summary(id, { products: [] }).expect(400);
    expect(bad.body.code).toBe('validation');
    await summary(id, { products: ['lower-case'] }).expect(400);
  });
});

describe('VAT by edition and customer type (content review C17)', () => {
  const MENTION = 'Taxare inversă / Reverse charge – Art. 196 Directive 2006/112/EC';
  // INT lists its prices without VAT, in whole euros (catalogue seed.ts): 65 for the clients' package.
  const net = configSeed.int.products.INT_PERSONAL_CLIENTS!.value;
  const gross = 78.65; // 65 plus 21% Romanian VAT (13.65)

  async function germanBusiness(
    platform: 'en' | 'int',
    fiscalCode = 'DE123456789',
    country = 'DE',
  ): Promise<string> {
    const id = await company(platform);
    await svc.db.query(`UPDATE companies.companies SET info = info || $2::jsonb WHERE id = $1`, [
      id,
      JSON.stringify({ country, fiscalCode }),
    ]);
    return id;
  }

  it.each([
    ['VIES says the number is not valid', 'DE999999999', 'vatNumberInvalid'],
    ['VIES cannot check it (the member state is down)', 'DE000000000', 'viesUnavailable'],
  ])('charges Romanian VAT when %s, and says why', async (_why, fiscalCode, note) => {
    const id = await germanBusiness('int', fiscalCode);
    const res = await summary(id, { products: ['INT_PERSONAL_CLIENTS'] }, 'int').expect(200);
    expect(res.body).toMatchObject({
      totalPrice: gross,
      vat: 13.65,
      vatRate: 0.21,
      pricesIncludeVat: false,
      vatNote: note,
    });
    expect(res.body).not.toHaveProperty('reverseCharge');
    // The payment charges what the summary showed.
    const paid = await pay(
      id,
      {
        products: ['INT_PERSONAL_CLIENTS'],
        expectedTotal: gross,
        billingInfo: {
          fiscalCode,
          name: 'Beispiel GmbH',
          country: 'DE',
          city: 'Berlin',
          streetAddress: 'Beispielstraße 1',
          email: 'rechnung@beispiel.de',
          phoneNumber: '+49 30 1234567',
        },
      },
      { 'X-Platform': 'int' },
    ).expect(201);
    expect(openOrder(dataDir, paid.body).order.amount).toBe(gross.toFixed(2));
  });

  it('keeps what VIES answered for a while, so the summary and the payment agree', async () => {
    const id = await germanBusiness('int', 'FR12345678901', 'FR');
    await summary(id, { products: ['INT_PERSONAL_CLIENTS'] }, 'int').expect(200);
    const rows = await svc.db.query<{ result: string }>(
      `SELECT result FROM checkout.vat_checks WHERE vat_number = 'FR12345678901' AND expires_at > now() + interval '23 hours'`,
    );
    expect(rows).toEqual([{ result: 'valid' }]);
  });

  it('prices for the billing form’s customer when the page sends it', async () => {
    const id = await company('int');
    const res = await summary(
      id,
      { products: ['INT_PERSONAL_CLIENTS'], customer: { country: 'DE', fiscalCode: 'de 123 456 789' } },
      'int',
    ).expect(200);
    expect(res.body).toMatchObject({ totalPrice: net, reverseCharge: true });
  });

  it('refuses (409) to charge another total than the page showed, and charges nothing', async () => {
    const id = await company('int');
    const billing = {
      fiscalCode: 'DE123456789',
      name: 'Beispiel GmbH',
      country: 'DE',
      city: 'Berlin',
      streetAddress: 'Beispielstraße 1',
      email: 'rechnung@beispiel.de',
      phoneNumber: '+49 30 1234567',
    };
    // The summary showed the company's Romanian price; the billing details are a German business's.
    const res = await pay(
      id,
      { products: ['INT_PERSONAL_CLIENTS'], billingInfo: billing, expectedTotal: gross },
      { 'X-Platform': 'int' },
    ).expect(409);
    expect(res.body.details).toEqual([{ path: 'expectedTotal', message: 'validation.price.changed' }]);
    const orders = await svc.db.query(`SELECT 1 FROM checkout.orders WHERE company_id = $1`, [id]);
    expect(orders).toHaveLength(0);
  });

  it('sets every INT price and bundle in whole euros, also after its discount', () => {
    const { products, bundles } = configSeed.int;
    for (const price of [...Object.values(products), ...Object.values(bundles)]) {
      expect(Number.isInteger(price.value)).toBe(true);
      expect(Number.isInteger(price.value * (1 - price.discount / 100))).toBe(true);
    }
    expect(configSeed.int.pricesIncludeVat).toBe(false);
  });

  it('reverse-charges an EU business outside Romania with a VAT number on INT: the listed price exactly, no Romanian VAT', async () => {
    const id = await germanBusiness('int');
    const res = await summary(id, { products: ['INT_PERSONAL_CLIENTS'] }, 'int').expect(200);
    expect(net).toBe(65);
    expect(res.body).toMatchObject({
      items: [expect.objectContaining({ id: 'INT_PERSONAL_CLIENTS', price: net, discount: 0 })],
      totalPrice: net,
      vat: 0,
      currency: 'EUR',
      vatRate: 0,
      pricesIncludeVat: false,
      reverseCharge: true,
      vatMention: MENTION,
    });
  });

  it('prices an INT bundle at its own whole-euro figure, the saving against its parts stated', async () => {
    const id = await germanBusiness('int');
    const products = ['INT_PERSONAL_CLIENTS', 'INT_EMPLOYEES', 'INT_INTERNAL_POLICIES'];
    const res = await summary(id, { products }, 'int').expect(200);
    // The parts' list prices 65 + 82 + 165 = 312; the starter bundle is 229.
    expect(res.body).toMatchObject({
      items: [expect.objectContaining({ type: 'bundle', id: 'START', price: 312, discount: 83 })],
      totalPrice: 229,
      vat: 0,
    });
  });

  it('keeps 21% Romanian VAT for a Romanian company on INT, and on the EN edition', async () => {
    const romanian = await company('int');
    const ro = await summary(romanian, { products: ['INT_PERSONAL_CLIENTS'] }, 'int').expect(200);
    expect(ro.body).toMatchObject({ totalPrice: gross, vat: 13.65, vatRate: 0.21, pricesIncludeVat: false });
    expect(ro.body).not.toHaveProperty('reverseCharge');
    const onEn = await germanBusiness('en');
    const en = await summary(onEn, { products: ['PERSONAL_CLIENTS'] }, 'en').expect(200);
    expect(en.body).toMatchObject({ vatRate: 0.21, pricesIncludeVat: true });
    expect(en.body).not.toHaveProperty('vatMention');
  });

  it('charges the net amount when the billing details are a VAT-registered business in another member state', async () => {
    const id = await company('int');
    const res = await pay(
      id,
      {
        products: ['INT_PERSONAL_CLIENTS'],
        billingInfo: {
          fiscalCode: 'DE123456789',
          name: 'Beispiel GmbH',
          country: 'DE',
          city: 'Berlin',
          streetAddress: 'Beispielstraße 1',
          email: 'rechnung@beispiel.de',
          phoneNumber: '+49 30 1234567',
        },
      },
      { 'X-Platform': 'int' },
    ).expect(201);
    expect(openOrder(dataDir, res.body).order.amount).toBe(net.toFixed(2));
  });
});

describe('payment start (POST /payments/:companyId)', () => {
  it('stores a PENDING payment and returns the sealed NETOPIA order for the provider', async () => {
    const id = await company();
    const res = await pay(id, {}).expect(201);
    expect(res.body).toEqual({
      kind: 'form',
      orderId: expect.stringMatching(/^\w{20}$/),
      method: 'CARD',
      paymentProviderUrl: 'http://localhost:8080/platform/api/payment-sandbox/pay',
      data: expect.any(String),
      envKey: expect.any(String),
      cipher: 'aes-256-cbc',
      iv: expect.any(String),
    });
    const { order, xml } = openOrder(dataDir, res.body);
    expect(order).toMatchObject({
      id: res.body.orderId,
      signature: SANDBOX_POS_SIGNATURE,
      amount: '651.00',
      currency: 'RON',
      confirmUrl: 'http://localhost:8080/platform/api/payments/ipn',
      returnUrl: `http://localhost:8080/platform/${id}/checkout/paymentReturn?orderId=${res.body.orderId}`,
      ipnCipher: 'aes-256-cbc',
      params: { companyId: id, lang: 'ro' },
      billing: expect.objectContaining({
        type: 'company',
        firstName: 'Exemplu & Fiii SRL',
        fiscalNumber: '18547290',
        identityNumber: 'J40/1234/2020',
        email: 'facturi@exemplu.ro',
        mobilePhone: '0740123456',
      }),
    });
    expect(xml).toMatch(/timestamp="\d{14}"/);
    await status(id, res.body.orderId).expect(200, {
      orderId: res.body.orderId,
      status: 'PENDING',
      errorCode: null,
      errorMessage: null,
      fulfilled: false,
    });
  });

  it('sends English buyers to the English payment page', async () => {
    const id = await company();
    const res = await pay(id, {}, { 'Accept-Language': 'en-GB,en;q=0.9' }).expect(201);
    expect(res.body.paymentProviderUrl).toBe('http://localhost:8080/platform/api/payment-sandbox/pay/en');
    expect(openOrder(dataDir, res.body).order.params['lang']).toBe('en');
  });

  it('refuses invalid billing info with the fields and their message keys', async () => {
    const id = await company();
    const res = await pay(id, {
      billingInfo: {
        ...billingInfo,
        fiscalCode: '123',
        registrationNumber: '',
        email: 'nope',
        phoneNumber: '+40',
      },
    }).expect(400);
    // The first message of each field is the one a form shows.
    const details = res.body.details as Array<{ path: string; message: string }>;
    const paths = Object.fromEntries(details.reverse().map((d) => [d.path, d.message]));
    expect(paths).toMatchObject({
      'billingInfo.fiscalCode': 'validation.fiscalCode.invalid',
      'billingInfo.registrationNumber': 'validation.registrationNumber.required',
      'billingInfo.email': 'validation.email.invalid',
      'billingInfo.phoneNumber': 'validation.phone.invalidRo',
    });
  });

  it('refuses a return page outside the platform (no open redirect)', async () => {
    const id = await company();
    const res = await pay(id, { returnUrl: 'https://evil.example/platform/x' }).expect(400);
    expect(res.body.details).toEqual([{ path: 'returnUrl', message: 'validation.url.invalid' }]);
  });

  it('refuses to take payment for a product without a price', async () => {
    const id = await company();
    const res = await pay(id, { products: ['PERSONAL_CLIENTS', 'INT_CCTV'] }).expect(409);
    expect(res.body.code).toBe('conflict');
  });

  it('pays at once, with no provider, when a voucher covers everything', async () => {
    const id = await company();
    const before = await voucherUses('FREEALL');
    const res = await pay(id, { voucherCode: 'FREEALL' }).expect(201);
    expect(res.body).toEqual({
      kind: 'redirect',
      orderId: expect.any(String),
      method: 'VOUCHER',
      paymentProviderUrl: `http://localhost:8080/platform/${id}/checkout/paymentReturn?orderId=${res.body.orderId}`,
    });
    await status(id, res.body.orderId)
      .expect(200)
      .expect((r) => expect(r.body.status).toBe('PAID'));
    expect(await voucherUses('FREEALL')).toBe(before + 1);
  });

  it('shows an order only to its company', async () => {
    const id = await company();
    const other = await company();
    const res = await pay(id, {}).expect(201);
    await status(other, res.body.orderId).expect(404);
    await request(svc.app)
      .get(`${API}/${id}/orders/${res.body.orderId}`)
      .set('Authorization', `Bearer ${bob}`)
      .expect(403);
  });
});

describe('IPN (POST /payments/ipn)', () => {
  async function started(body: Record<string, unknown> = {}) {
    const id = await company();
    const res = await pay(id, body).expect(201);
    return { id, orderId: res.body.orderId as string, order: openOrder(dataDir, res.body).order };
  }

  it('marks the payment PAID on confirmed, answers <crc> as XML, and logs the IPN', async () => {
    const { id, orderId, order } = await started({ voucherCode: 'TENOFF' });
    const uses = await voucherUses('TENOFF');
    const res = await postIpn(ipnForm(dataDir, order, { crc: 'crc-1' })).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.text).toBe('<?xml version="1.0" encoding="utf-8"?>\n<crc>crc-1</crc>');
    await status(id, orderId).expect(200, {
      orderId,
      status: 'PAID',
      errorCode: null,
      errorMessage: null,
      fulfilled: false,
    });
    expect(await voucherUses('TENOFF')).toBe(uses + 1);
    const log = await svc.db.query<{ action: string; outcome: string; payload: string }>(
      'SELECT action, outcome, payload FROM checkout.ipn_log WHERE order_id = $1',
      [orderId],
    );
    expect(log).toEqual([
      { action: 'confirmed', outcome: 'applied', payload: expect.stringContaining('<mobilpay') },
    ]);
  });

  it('is idempotent: a repeated IPN answers the same and changes nothing more', async () => {
    const { id, orderId, order } = await started({ voucherCode: 'TENOFF' });
    const form = ipnForm(dataDir, order, { crc: 'crc-repeat' });
    await postIpn(form).expect(200);
    const uses = await voucherUses('TENOFF');
    const again = await postIpn(form).expect(200);
    expect(again.text).toContain('<crc>crc-repeat</crc>');
    expect(await voucherUses('TENOFF')).toBe(uses);
    // A late "pending" after the payment was confirmed does not move it back.
    await postIpn(ipnForm(dataDir, order, { action: 'paid_pending' })).expect(200);
    await status(id, orderId).expect((r) => expect(r.body.status).toBe('PAID'));
    const outcomes = await svc.db.query<{ outcome: string }>(
      'SELECT outcome FROM checkout.ipn_log WHERE order_id = $1 ORDER BY id',
      [orderId],
    );
    expect(outcomes.map((o) => o.outcome)).toEqual(['applied', 'ignored', 'ignored']);
  });

  it('reads the error code before the action: a declined card is ERROR with its code and message', async () => {
    const { id, orderId, order } = await started();
    await postIpn(
      ipnForm(dataDir, order, { action: 'confirmed', errorCode: 20, errorMessage: 'Insufficient funds' }),
    ).expect(200);
    await status(id, orderId).expect(200, {
      orderId,
      status: 'ERROR',
      errorCode: '20',
      errorMessage: 'Insufficient funds',
      fulfilled: false,
    });
    // The buyer tries another card on the provider's page and succeeds.
    await postIpn(ipnForm(dataDir, order)).expect(200);
    await status(id, orderId).expect((r) =>
      expect(r.body).toMatchObject({ status: 'PAID', errorCode: null }),
    );
  });

  it.each([
    ['confirmed_pending', 'CHECKING_TRANSACTION'],
    ['paid_pending', 'CHECKING_TRANSACTION'],
    ['paid', 'CHECKING_TRANSACTION'],
    ['canceled', 'CANCELLED'],
  ])('maps action %s to %s', async (action, expected) => {
    const { id, orderId, order } = await started();
    await postIpn(ipnForm(dataDir, order, { action })).expect(200);
    await status(id, orderId).expect((r) => expect(r.body.status).toBe(expected));
  });

  it('moves a paid payment to CREDITED on a refund', async () => {
    const { id, orderId, order } = await started();
    await postIpn(ipnForm(dataDir, order)).expect(200);
    await postIpn(ipnForm(dataDir, order, { action: 'credit', crc: 'crc-credit' })).expect(200);
    await status(id, orderId).expect((r) => expect(r.body.status).toBe('CREDITED'));
  });

  it('refuses (type 2) and changes nothing for an IPN sealed to another key', async () => {
    const { id, orderId, order } = await started();
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey;
    const forged = envelopeToForm(
      seal(buildOrderXml(order, { ...ipnNotify(), action: 'confirmed' }), stranger),
    );
    const res = await postIpn(forged).expect(200);
    expect(res.text).toMatch(/<crc error_type="2" error_code="\d+">/);
    await status(id, orderId).expect((r) => expect(r.body.status).toBe('PENDING'));
    const log = await svc.db.query('SELECT 1 FROM checkout.ipn_log WHERE order_id = $1', [orderId]);
    expect(log).toHaveLength(0);
  });

  it('refuses an IPN with another POS signature, another amount, an unknown action or order', async () => {
    const { id, orderId, order } = await started();
    const cases = [
      ipnForm(dataDir, { ...order, signature: 'AAAA-BBBB-CCCC-DDDD-EEEE' }),
      ipnForm(dataDir, { ...order, amount: '1.00' }),
      ipnForm(dataDir, order, { action: 'stolen' }),
      ipnForm(dataDir, { ...order, id: 'NOSUCHORDER' }),
    ];
    for (const form of cases) {
      const res = await postIpn(form).expect(200);
      expect(res.text).toMatch(/<crc error_type="2" error_code="\d+">/);
    }
    await status(id, orderId).expect((r) => expect(r.body.status).toBe('PENDING'));
  });

  it('refuses missing or malformed fields without a 500', async () => {
    for (const form of [
      {},
      { env_key: 'x', data: 'y' },
      { env_key: '!!', data: '!!', cipher: 'aes-256-cbc', iv: '!!' },
    ]) {
      const res = await postIpn(form as Record<string, string>).expect(200);
      expect(res.text).toMatch(/<crc error_type="2"/);
    }
    const json = await request(svc.app).post(`${API}/ipn`).send({ data: 1 }).expect(200);
    expect(json.text).toMatch(/<crc error_type="2"/);
    // A body the parsers refuse (over the limit, malformed JSON) is still answered in the provider's XML.
    const huge = await postIpn({ data: 'x'.repeat(300_000), env_key: 'k' }).expect(200);
    expect(huge.type).toBe('application/xml');
    expect(huge.text).toMatch(/<crc error_type="2"/);
    const broken = await request(svc.app)
      .post(`${API}/ipn`)
      .set('Content-Type', 'application/json')
      .send('{"data":')
      .expect(200);
    expect(broken.text).toMatch(/<crc error_type="2"/);
  });
});

function ipnNotify() {
  return {
    timestamp: '20260101120000',
    crc: 'forged',
    action: 'confirmed',
    errorCode: 0,
    errorMessage: 'ok',
  };
}

describe('VAT rate of the day', () => {
  // The rate is a dated legal figure (catalogues/src/law/parameters.ts): an order priced on the last
  // day of 19 % and one priced on the first day of 21 % differ by the rate alone, with no config change.
  const pricingAt = (at: string) =>
    createPricingDomain({
      repo: createPricingRepository(svc.db),
      vatNumbers: { verify: () => Promise.resolve(undefined) } as never,
      productName: () => ({ ro: 'Pachet', en: 'Package' }),
      warn: () => undefined,
      now: () => new Date(at),
    });

  it('charges the rate in force on the day in Romania the order is priced', async () => {
    const before = await pricingAt('2025-07-31T20:59:00Z').summarize('ro', ['PERSONAL_CLIENTS'], undefined);
    const after = await pricingAt('2025-07-31T21:00:00Z').summarize('ro', ['PERSONAL_CLIENTS'], undefined);
    expect(before).toMatchObject({ totalPrice: 390, vatRate: 0.19, vat: 62.27 });
    expect(after).toMatchObject({ totalPrice: 390, vatRate: 0.21, vat: 67.69 });
  });
});
