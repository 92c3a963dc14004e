import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TPaymentInfo } from '@conform/contracts';
import type { Db } from '@conform/server-kit';
import {
  buildOrderXml,
  envelopeToForm,
  parseOrderXml,
  privateKeyFrom,
  publicKeyFrom,
  seal,
  unseal,
  type NetopiaNotify,
  type NetopiaOrder,
} from '../src/netopia/v1.ts';

/** A Romanian buyer's billing details that pass the RO edition's validation. */
export const TEST_BILLING_INFO = {
  fiscalCode: '18547290',
  registrationNumber: 'J40/1234/2020',
  name: 'Exemplu SRL',
  county: 'B',
  city: 'București',
  streetAddress: 'Str. Exemplu nr. 1',
  email: 'facturi@exemplu.ro',
  phoneNumber: '0740123456',
};

/** Known prices for the tests, independent of the catalogue's seed values. */
export async function setTestPrices(db: Db): Promise<void> {
  await db.query(
    `UPDATE checkout.platform_config SET currency = 'RON', prices_include_vat = true, seed = false,
       products = $1, bundles = $2 WHERE platform = 'ro'`,
    [
      JSON.stringify({
        PERSONAL_CLIENTS: { value: 390, discount: 0 },
        MARKETING: { value: 290, discount: 10 },
        EMPLOYEES: { value: 490, discount: 0 },
        INTERNAL_POLICIES: { value: 990, discount: 20 },
        ONLINE_SHOP: { value: 490, discount: 0 },
        ONLINE_SHOP_EN: { value: 290, discount: 0 },
      }),
      JSON.stringify({
        START: {
          name: { ro: 'Pachetul de start', en: 'Starter bundle' },
          products: ['PERSONAL_CLIENTS', 'EMPLOYEES', 'INTERNAL_POLICIES'],
          value: 1390,
          discount: 0,
        },
      }),
    ],
  );
  const vouchers: Array<
    [
      string,
      number | null,
      number | null,
      string | null,
      string[] | null,
      string[],
      string,
      number | null,
      number,
    ]
  > = [
    ['TENOFF', 10, null, null, null, ['ro'], '2099-12-31', null, 0],
    ['FREEALL', 100, null, null, null, ['ro'], '2099-12-31', null, 0],
    ['OLDCODE', 50, null, null, null, ['ro'], '2020-01-31', null, 0],
    ['SHOP50', null, 50, 'RON', ['ONLINE_SHOP'], ['ro'], '2099-12-31', 100, 0],
    ['EURO20', null, 20, 'EUR', null, ['ro', 'en'], '2099-12-31', null, 0],
    ['USEDUP', 10, null, null, null, ['ro'], '2099-12-31', 1, 1],
    ['INTONLY', 10, null, null, null, ['int'], '2099-12-31', null, 0],
  ];
  for (const v of vouchers) {
    await db.query(
      `INSERT INTO checkout.vouchers (code, percent, amount, currency, products, platforms, expires_on, max_uses, uses)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (code) DO UPDATE SET percent = $2, amount = $3, currency = $4, products = $5,
         platforms = $6, expires_on = $7, max_uses = $8, uses = $9`,
      v,
    );
  }
}

export function keyFiles(dataDir: string) {
  const dir = join(dataDir, 'keys');
  return {
    providerPrivate: privateKeyFrom(readFileSync(join(dir, 'netopia-provider.private.pem'))),
    merchantPublic: publicKeyFrom(readFileSync(join(dir, 'netopia-merchant.public.pem'))),
  };
}

/** What the provider reads from the browser's form: the sealed order, opened with its key. */
export function openOrder(dataDir: string, info: TPaymentInfo) {
  if (info.kind !== 'form') throw new Error(`expected the v1 form hand-over, got ${info.kind}`);
  const xml = unseal(
    { data: info.data, envKey: info.envKey, cipher: 'aes-256-cbc', iv: info.iv },
    keyFiles(dataDir).providerPrivate,
  );
  return { xml, order: parseOrderXml(xml).order };
}

export const approved: NetopiaNotify = {
  timestamp: '20260101120000',
  crc: 'crc-approved-1',
  action: 'confirmed',
  purchase: '123456789',
  originalAmount: '0',
  processedAmount: '0',
  panMasked: '9****5098',
  errorCode: 0,
  errorMessage: 'Transaction approved',
};

/** An IPN form as NETOPIA posts it: the order plus <mobilpay>, sealed to the merchant's key. */
export function ipnForm(dataDir: string, order: NetopiaOrder, notify: Partial<NetopiaNotify> = {}) {
  const full = { ...approved, originalAmount: order.amount, processedAmount: order.amount, ...notify };
  return envelopeToForm(seal(buildOrderXml(order, full), keyFiles(dataDir).merchantPublic));
}
