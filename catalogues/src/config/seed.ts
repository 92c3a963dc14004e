/**
 * SEED DATA. Prices, discounts, bundles and vouchers below are the starting values written into
 * the `config` records when a database is created; the operator changes them there, and the
 * services read the operator's copy, never this file. Every record carries `seed: true` so a
 * copy that still holds seed values is easy to spot.
 *
 * Prices are in the platform currency. RO and EN include VAT: RON on RO, EUR on EN (about a
 * fifth of the RON figure, rounded to a price ending in 9); their buyers are Romanian companies,
 * who pay Romanian VAT. VAT is Romania's standard 21% (since 1 August 2025): the seller is a
 * Romanian company.
 *
 * INT prices are set on their own, in whole euros WITHOUT VAT (`pricesIncludeVat: false`): INT's
 * buyers are mostly EU businesses outside Romania with a VAT number, who buy under the reverse
 * charge and pay exactly the listed figure; every other INT buyer pays it plus 21% Romanian VAT
 * (vat.ts, marked verify). They are not derived from the EN prices (dividing a VAT-inclusive 79 by
 * 1.21 gave €65.29 at checkout); a percentage discount is chosen so that the discounted price is a
 * whole euro amount too (50 less 10% is 45, 165 less 20% is 132).
 */
import { l } from '../schema/common.ts';
import type { TPlatform } from '../enums/lists.ts';
import type { TProductId } from '../products/schema.ts';
import type { TPlatformConfigInput, TVoucher } from './schema.ts';

type TPriceRow = readonly [value: number, discount?: number];

/** RON list prices of the RO edition, VAT included. */
const RON: Record<string, TPriceRow> = {
  PERSONAL_CLIENTS: [390],
  BUSINESS_CLIENTS: [290],
  PERSONAL_SUPPLIERS: [290],
  BUSINESS_SUPPLIERS: [290],
  RECRUITMENT: [390],
  EMPLOYEES: [490],
  PATIENTS: [490],
  OFFLINE_EVENTS: [390],
  ONLINE_EVENTS: [390],
  ONLINE_APP: [390],
  ONLINE_APP_EN: [290],
  ONLINE_APP_TERMS: [290],
  ONLINE_RESTAURANT: [490],
  ONLINE_SHOP: [490],
  ONLINE_SHOP_EN: [290],
  ONLINE_SHOP_TERMS: [390],
  ONLINE_COURSES: [490],
  ONLINE_COURSES_EN: [290],
  ONLINE_COURSES_TERMS: [290],
  ONLINE_REAL_ESTATE: [490],
  ONLINE_REAL_ESTATE_TERMS: [390],
  ONLINE_ACCOMMODATION: [490],
  ONLINE_ACCOMMODATION_EN: [290],
  ONLINE_ACCOMMODATION_TERMS: [290],
  DPA: [590],
  MARKETING: [290, 10],
  CCTV: [390],
  INTERNAL_POLICIES: [990, 20],
};

/** EUR list prices of the EN edition, VAT included. */
const EUR: Record<string, TPriceRow> = {
  PERSONAL_CLIENTS: [79],
  BUSINESS_CLIENTS: [59],
  PERSONAL_SUPPLIERS: [59],
  BUSINESS_SUPPLIERS: [59],
  RECRUITMENT: [79],
  EMPLOYEES: [99],
  PATIENTS: [99],
  OFFLINE_EVENTS: [79],
  ONLINE_EVENTS: [79],
  ONLINE_APP: [79],
  ONLINE_APP_TERMS: [59],
  ONLINE_RESTAURANT: [99],
  ONLINE_SHOP: [99],
  ONLINE_SHOP_TERMS: [79],
  ONLINE_COURSES: [99],
  ONLINE_COURSES_TERMS: [59],
  ONLINE_REAL_ESTATE: [99],
  ONLINE_REAL_ESTATE_TERMS: [79],
  ONLINE_ACCOMMODATION: [99],
  ONLINE_ACCOMMODATION_TERMS: [59],
  DPA: [119],
  MARKETING: [59, 10],
  CCTV: [79],
  INTERNAL_POLICIES: [199, 20],
};

/** EUR list prices of the INT edition (for its INT_ ids), VAT excluded, whole euros. */
const EUR_NET: Record<string, TPriceRow> = {
  PERSONAL_CLIENTS: [65],
  BUSINESS_CLIENTS: [49],
  PERSONAL_SUPPLIERS: [49],
  BUSINESS_SUPPLIERS: [49],
  RECRUITMENT: [65],
  EMPLOYEES: [82],
  PATIENTS: [82],
  OFFLINE_EVENTS: [65],
  ONLINE_EVENTS: [65],
  ONLINE_APP: [65],
  ONLINE_APP_TERMS: [49],
  ONLINE_RESTAURANT: [82],
  ONLINE_SHOP: [82],
  ONLINE_SHOP_TERMS: [65],
  ONLINE_COURSES: [82],
  ONLINE_COURSES_TERMS: [49],
  ONLINE_REAL_ESTATE: [82],
  ONLINE_REAL_ESTATE_TERMS: [65],
  ONLINE_ACCOMMODATION: [82],
  ONLINE_ACCOMMODATION_TERMS: [49],
  DPA: [99],
  MARKETING: [50, 10],
  CCTV: [65],
  INTERNAL_POLICIES: [165, 20],
};

function prices(
  table: Record<string, TPriceRow>,
  ids: readonly string[],
  prefix = '',
): Record<string, { value: number; discount: number }> {
  return Object.fromEntries(
    ids.map((id) => {
      const row = table[id];
      return [`${prefix}${id}`, { value: row?.[0] ?? Number.NaN, discount: row?.[1] ?? 0 }];
    }),
  );
}

const RO_IDS = Object.keys(RON);
const EUR_IDS = Object.keys(EUR);
const EUR_NET_IDS = Object.keys(EUR_NET);

interface TBundleSeed {
  name: ReturnType<typeof l>;
  products: readonly string[];
  ron: number;
  /** EN, VAT included. */
  eur: number;
  /** INT, VAT excluded, whole euros. */
  eurNet: number;
}

/** Bundles: a starter set for most SMEs, one for online shops, one for HR. */
const BUNDLES: Record<string, TBundleSeed> = {
  START: {
    name: l('Pachetul de start', 'Starter bundle'),
    products: ['PERSONAL_CLIENTS', 'EMPLOYEES', 'INTERNAL_POLICIES'],
    ron: 1390,
    eur: 279,
    eurNet: 229,
  },
  ONLINE_SHOP_COMPLETE: {
    name: l('Magazin online complet', 'Complete online shop'),
    products: ['ONLINE_SHOP', 'ONLINE_SHOP_TERMS', 'MARKETING', 'INTERNAL_POLICIES'],
    ron: 1690,
    eur: 339,
    eurNet: 279,
  },
  HR: {
    name: l('Resurse umane', 'Human resources'),
    products: ['RECRUITMENT', 'EMPLOYEES'],
    ron: 690,
    eur: 139,
    eurNet: 115,
  },
};

function bundles(currency: 'ron' | 'eur' | 'eurNet', prefix = ''): TPlatformConfigInput['bundles'] {
  return Object.fromEntries(
    Object.entries(BUNDLES).map(([id, b]) => [
      id,
      {
        name: b.name,
        products: b.products.map((p) => `${prefix}${p}` as TProductId),
        value: b[currency],
        discount: 0,
      },
    ]),
  );
}

/** Seed configuration per platform (ro, en, int). */
export const configSeedInput: Record<TPlatform, TPlatformConfigInput> = {
  ro: {
    seed: true,
    currency: 'RON',
    pricesIncludeVat: true,
    products: prices(RON, RO_IDS),
    bundles: bundles('ron'),
  },
  en: {
    seed: true,
    currency: 'EUR',
    pricesIncludeVat: true,
    products: prices(EUR, EUR_IDS),
    bundles: bundles('eur'),
  },
  int: {
    seed: true,
    currency: 'EUR',
    pricesIncludeVat: false,
    products: prices(EUR_NET, EUR_NET_IDS, 'INT_'),
    bundles: bundles('eurNet', 'INT_'),
  },
};

/**
 * SEED DATA: voucher codes for development, tests and demos. Remove or expire them in
 * production; real vouchers are created by the operator.
 */
export const testVouchersInput: TVoucher[] = [
  {
    code: 'TEST10',
    value: { type: 'PERCENT', percent: 10 },
    products: 'ALL',
    platforms: ['ro', 'en', 'int'],
    expires: '2027-12-31',
    maxUses: null,
  },
  {
    code: 'TEST100',
    value: { type: 'PERCENT', percent: 100 },
    products: 'ALL',
    platforms: ['ro', 'en', 'int'],
    expires: '2027-12-31',
    maxUses: null,
  },
  {
    code: 'TESTSHOP50',
    value: { type: 'AMOUNT', amount: 50, currency: 'RON' },
    products: ['ONLINE_SHOP', 'ONLINE_SHOP_TERMS'],
    platforms: ['ro'],
    expires: '2027-12-31',
    maxUses: 100,
  },
  {
    code: 'TESTEUR20',
    value: { type: 'AMOUNT', amount: 20, currency: 'EUR' },
    products: 'ALL',
    platforms: ['en', 'int'],
    expires: '2027-12-31',
    maxUses: 100,
  },
  {
    code: 'TESTEXPIRED',
    value: { type: 'PERCENT', percent: 50 },
    products: 'ALL',
    platforms: ['ro', 'en', 'int'],
    expires: '2024-12-31',
    maxUses: null,
  },
];
