import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { DATA_SUBJECTS } from '../src/schema/enums.ts';
import { documentsByCode } from '../src/documents/index.ts';
import {
  autoConfiguredProducts,
  BASE_PRODUCT_IDS,
  findProduct,
  INT_PRODUCT_IDS,
  isOfferedOn,
  isProductId,
  PRODUCT_FAMILIES,
  productIdForEdition,
  products,
  productsById,
  productsForEdition,
  requiresConfiguration,
  utilsGroup,
  ZDocumentGroupEntrySchema,
  ZProductSchema,
} from '../src/products/index.ts';
import type { TProductId } from '../src/products/index.ts';

const WITHOUT_SUBJECT = [
  'ONLINE_APP_TERMS',
  'ONLINE_SHOP_TERMS',
  'ONLINE_COURSES_TERMS',
  'ONLINE_REAL_ESTATE_TERMS',
  'ONLINE_ACCOMMODATION_TERMS',
  'DPA',
  'MARKETING',
  'CCTV',
  'INTERNAL_POLICIES',
];

describe('product catalogue', () => {
  it('has every product of docs/spec/catalogues.md §12, unique and valid', () => {
    const ids = products.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...BASE_PRODUCT_IDS, ...INT_PRODUCT_IDS]);
    // The products are not parsed as they load (a front end showing them would download zod): here each
    // one is, and the schema's output is the product itself (nothing trimmed or defaulted on the way).
    expect(z.array(ZProductSchema).parse(products)).toEqual(products);
    expect(BASE_PRODUCT_IDS).toEqual(
      expect.arrayContaining([
        'PERSONAL_CLIENTS',
        'BUSINESS_CLIENTS',
        'PERSONAL_SUPPLIERS',
        'BUSINESS_SUPPLIERS',
        'RECRUITMENT',
        'EMPLOYEES',
        'PATIENTS',
        'OFFLINE_EVENTS',
        'ONLINE_EVENTS',
        'ONLINE_APP',
        'ONLINE_APP_EN',
        'ONLINE_APP_TERMS',
        'ONLINE_RESTAURANT',
        'ONLINE_SHOP',
        'ONLINE_SHOP_EN',
        'ONLINE_SHOP_TERMS',
        'ONLINE_COURSES',
        'ONLINE_COURSES_EN',
        'ONLINE_COURSES_TERMS',
        'ONLINE_REAL_ESTATE',
        'ONLINE_REAL_ESTATE_TERMS',
        'ONLINE_ACCOMMODATION',
        'ONLINE_ACCOMMODATION_EN',
        'ONLINE_ACCOMMODATION_TERMS',
        'DPA',
        'MARKETING',
        'CCTV',
        'INTERNAL_POLICIES',
      ]),
    );
  });

  it('gives every base product but the _EN ones an INT_ English variant', () => {
    for (const id of BASE_PRODUCT_IDS) {
      const variant = findProduct(`INT_${id}`);
      if (id.endsWith('_EN')) {
        expect(variant).toBeUndefined();
        continue;
      }
      expect(variant).toMatchObject({
        variantOf: id,
        editions: ['INT'],
        documentLocale: 'en',
        sample: { locale: 'en' },
      });
      const base = productsById[id];
      expect(variant?.documents).toEqual(base.documents);
      expect(variant?.dataSubject).toBe(base.dataSubject);
      expect(variant?.family).toBe(base.family);
    }
  });

  it('offers base products on RO and EN, _EN variants on RO only (documents in English), INT_ on INT only', () => {
    for (const p of products) {
      if (p.id.startsWith('INT_')) expect(p.editions).toEqual(['INT']);
      else if (p.id.endsWith('_EN'))
        expect(p).toMatchObject({
          editions: ['RO'],
          documentLocale: 'en',
          variantOf: p.id.replace(/_EN$/, ''),
        });
      else expect(p).toMatchObject({ editions: ['RO', 'EN'], documentLocale: null, variantOf: null });
    }
    expect(productsForEdition('RO')).toHaveLength(28);
    expect(productsForEdition('EN')).toHaveLength(24);
    expect(productsForEdition('INT')).toHaveLength(24);
  });

  it('has no data subject exactly for terms, DPA, marketing, CCTV and internal policies', () => {
    const base = products.filter((p) => !p.id.startsWith('INT_'));
    expect(
      base
        .filter((p) => p.dataSubject === null)
        .map((p) => p.id)
        .sort(),
    ).toEqual([...WITHOUT_SUBJECT].sort());
    expect(requiresConfiguration('EMPLOYEES')).toBe(true);
    expect(requiresConfiguration('INT_CCTV')).toBe(false);
    expect(autoConfiguredProducts(['EMPLOYEES', 'DPA', 'ONLINE_SHOP', 'ONLINE_SHOP_TERMS'])).toEqual([
      'DPA',
      'ONLINE_SHOP_TERMS',
    ]);
  });

  it('has a product for every data subject, so every configurator is reachable', () => {
    const subjects = new Set(products.map((p) => p.dataSubject));
    for (const subject of DATA_SUBJECTS) expect(subjects.has(subject)).toBe(true);
  });

  it('counts 1 to 4 documents per product, and 28 for internal policies', () => {
    for (const p of products) {
      expect(p.documentCount).toBe(p.documents.length);
      // The spec's 22 (its package texts say 28), plus the DPO decision, the information security
      // policy, the DPIA screening form, the training log and the whistleblowing procedure and
      // notice the legal review added (docs/facts/content-review.md, section D).
      if (p.id.endsWith('INTERNAL_POLICIES')) expect(p.documentCount).toBe(28);
      else {
        expect(p.documentCount).toBeGreaterThanOrEqual(1);
        expect(p.documentCount).toBeLessThanOrEqual(4);
      }
    }
  });

  it('references only catalogued documents, none twice', () => {
    for (const p of products) {
      for (const code of p.documents) expect(documentsByCode[code]).toBeDefined();
      expect(new Set(p.documents).size).toBe(p.documents.length);
    }
  });

  it('has a PDF sample among its own documents, in its locale', () => {
    for (const p of products) {
      expect(p.sample.path).toMatch(new RegExp(`^samples/${p.sample.locale}/${p.id}/[A-Z_]+\\.pdf$`));
      const code = p.sample.path.split('/').at(-1)?.replace('.pdf', '');
      expect(p.documents).toContain(code);
      expect(p.sample.locale).toBe(p.documentLocale ?? 'ro');
    }
    expect(productsById.EMPLOYEES.sample).toEqual({
      path: 'samples/ro/EMPLOYEES/NOTA_INFORMARE_ANGAJATI.pdf',
      locale: 'ro',
    });
  });

  it('has a name, description, icon, family and situations for the results page', () => {
    for (const p of products) {
      expect(p.icon).toMatch(/^mdi-/);
      expect(PRODUCT_FAMILIES).toContain(p.family);
      expect(p.situations.length).toBeGreaterThan(0);
    }
    for (const family of PRODUCT_FAMILIES) expect(products.some((p) => p.family === family)).toBe(true);
  });

  it('has the always-available UTILS group', () => {
    expect(ZDocumentGroupEntrySchema.parse(utilsGroup)).toEqual(utilsGroup);
    expect(utilsGroup).toMatchObject({
      id: 'UTILS',
      alwaysAvailable: true,
      documents: ['GHID_UTILIZARE_DOCUMENTE', 'ARCHIVE'],
    });
  });

  it('maps products between editions', () => {
    expect(productIdForEdition('EMPLOYEES', 'INT')).toBe('INT_EMPLOYEES');
    expect(productIdForEdition('INT_EMPLOYEES', 'RO')).toBe('EMPLOYEES');
    expect(productIdForEdition('EMPLOYEES', 'EN')).toBe('EMPLOYEES');
    expect(productIdForEdition('ONLINE_SHOP_EN', 'INT')).toBeUndefined();
    expect(productIdForEdition('ONLINE_SHOP_EN', 'EN')).toBeUndefined();
    expect(isOfferedOn('INT_DPA', 'RO')).toBe(false);
  });

  it('recognises its ids', () => {
    expect(isProductId('DPA')).toBe(true);
    expect(isProductId('constructor')).toBe(false);
    expect(findProduct('NOPE')).toBeUndefined();
    const id: TProductId = 'INT_MARKETING';
    expect(findProduct(id)?.name.en).toBe('Marketing');
  });

  it('loads without zod, so a front end showing products downloads none (e2e/tests/bundle-size.spec.ts)', () => {
    // The modules products/index.ts needs, followed through their value imports (type imports are erased;
    // a re-export such as `export * from './schema.ts'` is left out of a bundle that uses none of it).
    const src = join(import.meta.dirname, '../src');
    const seen = new Set<string>();
    const withZod: string[] = [];
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const text = readFileSync(file, 'utf8');
      for (const [, from] of text.matchAll(/^import (?!type )[^;]*? from '([^']+)';/gms)) {
        if (from === 'zod') withZod.push(file.slice(src.length + 1));
        else if (from?.startsWith('.')) visit(join(dirname(file), from));
      }
    };
    visit(join(src, 'products/index.ts'));
    expect(seen.size).toBeGreaterThan(3);
    expect(withZod).toEqual([]);
  });
});
