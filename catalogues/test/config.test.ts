import {
  configSeed,
  EU_MEMBER_STATES,
  isEuVatNumberOf,
  vatNumberCountry,
  REVERSE_CHARGE_MENTION,
  seedConfigFor,
  testVouchers,
  vatTreatment,
  voucherAppliesTo,
  ZPlatformConfigSchema,
} from '../src/config/index.ts';
import { discountedValue } from '../src/logic/lookups.ts';
import { romanianVatRate } from '../src/law/parameters.ts';
import { editions, PLATFORMS } from '../src/enums/lists.ts';
import { productsById, productsForEdition } from '../src/products/index.ts';

const editionOf = (platform: string) => editions.find((e) => e.platform === platform)!.id;

describe('platform config seed', () => {
  it('is marked as seed data on every platform', () => {
    for (const platform of PLATFORMS) expect(configSeed[platform].seed).toBe(true);
  });

  it('prices in RON on RO and in EUR on EN and INT, Romanian VAT included on RO and EN, added on INT', () => {
    expect(seedConfigFor('ro').currency).toBe('RON');
    expect(seedConfigFor('en').currency).toBe('EUR');
    expect(seedConfigFor('int').currency).toBe('EUR');
    expect(configSeed.ro).toMatchObject({ pricesIncludeVat: true });
    expect(configSeed.en).toMatchObject({ pricesIncludeVat: true });
    expect(configSeed.int).toMatchObject({ pricesIncludeVat: false });
  });

  it('reads the VAT rate from the dated legal figures, not from a price configuration', () => {
    // 19 % until 31 July 2025, 21 % from 1 August 2025 (Law 141/2025), by the day in Romania.
    expect(romanianVatRate('2025-07-31')).toBe(0.19);
    expect(romanianVatRate('2025-08-01')).toBe(0.21);
    expect(romanianVatRate(new Date('2025-07-31T21:30:00Z'))).toBe(0.21);
    expect(ZPlatformConfigSchema.safeParse({ ...configSeed.ro, vatRate: 0.21 }).success).toBe(false);
  });

  it('sets INT prices in whole euros, also once discounted, near the EN price without VAT', () => {
    const { products, bundles } = configSeed.int;
    for (const price of [...Object.values(products), ...Object.values(bundles)]) {
      expect(Number.isInteger(price.value)).toBe(true);
      expect(Number.isInteger(discountedValue(price))).toBe(true);
    }
    for (const [id, price] of Object.entries(products)) {
      const en = configSeed.en.products[id.replace(/^INT_/, '') as keyof typeof configSeed.en.products]!;
      expect(Math.abs(price.value - en.value / 1.21)).toBeLessThan(2);
    }
  });

  it('prices exactly the products each platform offers', () => {
    for (const platform of PLATFORMS) {
      const offered = productsForEdition(editionOf(platform))
        .map((p) => p.id)
        .sort();
      expect(Object.keys(configSeed[platform].products).sort()).toEqual(offered);
      for (const price of Object.values(configSeed[platform].products)) {
        expect(Number.isFinite(price.value) && price.value > 0).toBe(true);
        expect(price.discount).toBeGreaterThanOrEqual(0);
        expect(price.discount).toBeLessThan(100);
      }
    }
  });

  it('has realistic prices for the Romanian SME market', () => {
    const ro = configSeed.ro.products;
    for (const [id, price] of Object.entries(ro)) {
      if (productsById[id as keyof typeof productsById].dataSubject) {
        expect(price.value).toBeGreaterThanOrEqual(290);
        expect(price.value).toBeLessThanOrEqual(490);
      }
    }
    expect(ro.INTERNAL_POLICIES?.value).toBe(990);
    // EUR is about a fifth of RON.
    for (const [id, eur] of Object.entries(configSeed.en.products)) {
      const ron = ro[id as keyof typeof ro]!.value;
      expect(eur.value / ron).toBeGreaterThan(0.17);
      expect(eur.value / ron).toBeLessThan(0.23);
    }
  });

  it('sells bundles cheaper than their products bought one by one', () => {
    for (const platform of PLATFORMS) {
      const config = configSeed[platform];
      const offered = new Set(productsForEdition(editionOf(platform)).map((p) => p.id));
      for (const bundle of Object.values(config.bundles)) {
        for (const id of bundle.products) expect(offered.has(id)).toBe(true);
        const separately = bundle.products.reduce(
          (sum, id) => sum + discountedValue(config.products[id]!),
          0,
        );
        expect(discountedValue(bundle)).toBeLessThan(separately);
      }
    }
  });

  it('defaults the currency to EUR when a stored config names none', () => {
    const parsed = ZPlatformConfigSchema.parse({
      pricesIncludeVat: true,
      products: {},
      bundles: {},
    });
    expect(parsed.currency).toBe('EUR');
  });

  it('rejects an invalid config', () => {
    expect(
      ZPlatformConfigSchema.safeParse({ ...configSeed.ro, products: { NOPE: { value: 1, discount: 0 } } })
        .success,
    ).toBe(false);
    expect(ZPlatformConfigSchema.safeParse({ ...configSeed.ro, pricesIncludeVat: 'yes' }).success).toBe(
      false,
    );
  });
});

describe('test vouchers', () => {
  it('have unique codes, known products and amounts in the platform currency', () => {
    const codes = testVouchers.map((v) => v.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const voucher of testVouchers) {
      for (const platform of voucher.platforms) {
        if (voucher.value.type === 'AMOUNT')
          expect(configSeed[platform].currency).toBe(voucher.value.currency);
        if (voucher.products !== 'ALL') {
          for (const id of voucher.products) expect(configSeed[platform].products[id]).toBeDefined();
        }
      }
    }
  });

  it('include a percentage, a full, a fixed-amount and an expired code', () => {
    expect(testVouchers.find((v) => v.code === 'TEST10')?.value).toEqual({ type: 'PERCENT', percent: 10 });
    expect(testVouchers.find((v) => v.code === 'TEST100')?.value).toEqual({ type: 'PERCENT', percent: 100 });
    expect(testVouchers.find((v) => v.code === 'TESTSHOP50')?.value.type).toBe('AMOUNT');
    expect(testVouchers.find((v) => v.code === 'TESTEXPIRED')!.expires < '2025-01-01').toBe(true);
  });

  it('apply to all products or only the listed ones', () => {
    const shop = testVouchers.find((v) => v.code === 'TESTSHOP50')!;
    const all = testVouchers.find((v) => v.code === 'TEST10')!;
    expect(voucherAppliesTo(shop, ['EMPLOYEES', 'ONLINE_SHOP'])).toEqual(['ONLINE_SHOP']);
    expect(voucherAppliesTo(all, ['EMPLOYEES', 'ONLINE_SHOP'])).toEqual(['EMPLOYEES', 'ONLINE_SHOP']);
  });

  it('count a package’s English version as the package (the online shop voucher on the English shop)', () => {
    const shop = testVouchers.find((v) => v.code === 'TESTSHOP50')!;
    expect(voucherAppliesTo(shop, ['EMPLOYEES', 'ONLINE_SHOP_EN'])).toEqual(['ONLINE_SHOP_EN']);
    expect(voucherAppliesTo({ ...shop, products: ['ONLINE_SHOP_EN'] }, ['ONLINE_SHOP'])).toEqual([]);
  });
});

describe('VAT rule per edition and customer type (review C17)', () => {
  const german = { country: 'DE', fiscalCode: 'DE 123 456 789' };

  it('reverse-charges an EU business outside Romania with a VAT number, on INT only', () => {
    expect(vatTreatment('int', german)).toEqual({
      rule: 'EU_REVERSE_CHARGE',
      reverseCharge: true,
      invoiceMention: 'Taxare inversă / Reverse charge – Art. 196 Directive 2006/112/EC',
    });
    expect(REVERSE_CHARGE_MENTION).toMatch(/Art\. 196 Directive 2006\/112\/EC/);
    // Greece's VAT numbers start with EL.
    expect(vatTreatment('int', { country: 'GR', fiscalCode: 'EL094014201' }).reverseCharge).toBe(true);
    // The RO and EN editions sell to Romanian companies: Romanian VAT.
    expect(vatTreatment('ro', german).reverseCharge).toBe(false);
    expect(vatTreatment('en', german).reverseCharge).toBe(false);
  });

  it('keeps Romanian VAT for Romanian, non-EU and unidentified customers', () => {
    for (const customer of [
      { country: 'RO', fiscalCode: 'RO18547290' },
      { country: 'NO', fiscalCode: 'NO123456789' },
      { country: 'CH', fiscalCode: 'CHE123456789' },
      { country: 'DE', fiscalCode: '12345678' },
      { country: 'DE', fiscalCode: 'FR12345678901' },
      { country: null, fiscalCode: 'DE123456789' },
      null,
    ])
      expect(vatTreatment('int', customer)).toEqual({
        rule: 'ROMANIAN_VAT',
        reverseCharge: false,
        invoiceMention: null,
      });
  });

  it('knows the 27 member states and their VAT number prefixes', () => {
    expect(EU_MEMBER_STATES).toHaveLength(27);
    expect(EU_MEMBER_STATES).not.toContain('NO');
    expect(isEuVatNumberOf('FR', 'FR12345678901')).toBe(true);
    expect(isEuVatNumberOf('GR', 'GR094014201')).toBe(false);
    expect(isEuVatNumberOf('AT', 'ATU12345678')).toBe(true);
  });

  it('names the member state of a VAT number by its prefix, Greece by EL', () => {
    expect(vatNumberCountry('DE123456789')).toBe('DE');
    expect(vatNumberCountry('de 123 456 789')).toBe('DE');
    expect(vatNumberCountry('EL094014201')).toBe('GR');
    expect(vatNumberCountry('GR094014201')).toBeNull();
    expect(vatNumberCountry('RO18547290')).toBe('RO');
    expect(vatNumberCountry('18547290')).toBeNull();
    expect(vatNumberCountry('NO123456789')).toBeNull();
  });
});
