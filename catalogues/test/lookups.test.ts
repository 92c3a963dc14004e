import { jest } from '@jest/globals';
import { configSeed } from '../src/config/index.ts';
import {
  bundlePrices,
  discountedValue,
  documentGroupsFor,
  documentInfo,
  productInfo,
  productPrice,
  resultCategoryViews,
  truncateDescription,
  vatIncluded,
} from '../src/logic/lookups.ts';
import { resultCategories } from '../src/quiz/index.ts';

describe('documentInfo', () => {
  it('gives name, description and guide in the locale', () => {
    const ro = documentInfo('NOTA_INFORMARE_ANGAJATI', 'ro');
    expect(ro).toMatchObject({
      known: true,
      name: 'Notă de informare pentru angajați',
      group: 'NOTICES_CONSENTS',
    });
    expect(ro.guide?.where).toMatch(/angajat/);
    expect(documentInfo('NOTA_INFORMARE_ANGAJATI', 'en').name).toBe('Privacy notice for employees');
    expect(ro.formats).toEqual(['pdf', 'docx']);
  });

  it('uses the INT text on the INT edition, where Romanian law is not named', () => {
    const en = documentInfo('NOTIFICARE_INCALCARE', 'en', 'EN');
    const int = documentInfo('NOTIFICARE_INCALCARE', 'en', 'INT');
    expect(en.description).toMatch(/ANSPDCP/);
    expect(int.description).not.toMatch(/ANSPDCP/);
    expect(int.description).toMatch(/supervisory authority/);
  });

  it('shows an unknown type with its code as name and the description UNKNOWN', () => {
    expect(documentInfo('OLD_TYPE', 'ro')).toEqual({
      code: 'OLD_TYPE',
      known: false,
      name: 'OLD_TYPE',
      description: 'UNKNOWN',
      guide: null,
      group: null,
      gdprArticles: [],
      formats: [],
    });
  });
});

describe('productInfo', () => {
  it('localises a product and leaves unknown ids undefined', () => {
    expect(productInfo('EMPLOYEES', 'ro')).toMatchObject({
      name: 'Angajați',
      documentCount: 4,
      dataSubject: 'EMPLOYEES',
    });
    expect(productInfo('INT_EMPLOYEES', 'en', 'INT')?.name).toBe('Employees');
    expect(productInfo('NOPE', 'ro')).toBeUndefined();
  });
});

describe('productPrice', () => {
  it('gives the configured price with the platform currency', () => {
    expect(productPrice(configSeed.ro, 'INTERNAL_POLICIES', jest.fn())).toEqual({
      currency: 'RON',
      value: 990,
      discount: 20,
    });
    expect(productPrice(configSeed.int, 'INT_DPA', jest.fn())).toMatchObject({ currency: 'EUR' });
  });

  it('logs a missing price and falls back to EUR, NaN, 0', () => {
    const warn = jest.fn();
    const price = productPrice(configSeed.ro, 'INT_DPA', warn);
    expect(price.currency).toBe('EUR');
    expect(price.value).toBeNaN();
    expect(price.discount).toBe(0);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/price config/i),
      expect.objectContaining({ productId: 'INT_DPA' }),
    );
  });

  it('falls back when there is no config at all, warning on the console by default', () => {
    const spy = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(productPrice(undefined, 'DPA').value).toBeNaN();
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('prices', () => {
  it('adds the currency to every bundle', () => {
    for (const bundle of Object.values(bundlePrices(configSeed.en))) expect(bundle.currency).toBe('EUR');
  });

  it('applies a percentage discount, rounded to the cent', () => {
    expect(discountedValue({ value: 990, discount: 20 })).toBe(792);
    expect(discountedValue({ value: 59, discount: 10 })).toBe(53.1);
    expect(discountedValue({ value: 390, discount: 0 })).toBe(390);
    expect(discountedValue({ value: Number.NaN, discount: 0 })).toBeNaN();
  });

  it('extracts the VAT contained in a VAT-inclusive amount', () => {
    expect(vatIncluded(121, 0.21)).toBe(21);
    expect(vatIncluded(990, 0.21)).toBe(171.82);
  });
});

describe('documentGroupsFor', () => {
  it('makes purchased groups available, others previews, and always adds UTILS', () => {
    const groups = documentGroupsFor(['EMPLOYEES', 'CCTV', 'EMPLOYEES'], ['CCTV']);
    expect(groups.map((g) => [g.id, g.available])).toEqual([
      ['EMPLOYEES', false],
      ['CCTV', true],
      ['UTILS', true],
    ]);
    expect(groups[0]?.documents).toContain('NOTA_INFORMARE_ANGAJATI');
    expect(documentGroupsFor([], [])).toEqual([
      { id: 'UTILS', documents: ['GHID_UTILIZARE_DOCUMENTE', 'ARCHIVE'], available: true },
    ]);
  });
});

describe('resultCategoryViews', () => {
  it('groups recommended products by family, in family order, without empty families', () => {
    const views = resultCategoryViews(
      resultCategories,
      ['INTERNAL_POLICIES', 'ONLINE_SHOP', 'ONLINE_SHOP_TERMS', 'EMPLOYEES'],
      'ro',
    );
    expect(views.map((v) => v.id)).toEqual(['HR', 'ONLINE', 'INTERNAL']);
    const online = views.find((v) => v.id === 'ONLINE')!;
    expect(online.products).toEqual(['ONLINE_SHOP', 'ONLINE_SHOP_TERMS']);
    expect(online.documents).toEqual([
      'POLITICA_CONFIDENTIALITATE',
      'POLITICA_COOKIES',
      'TEXTE_BANNER_COOKIE',
      'CONSIMTAMANT_MAGAZIN_ONLINE',
      'TERMENI_CONDITII_MAGAZIN_ONLINE',
      'FORMULAR_RETRAGERE',
    ]);
    expect(online.documentsCount).toBe(6);
    expect(views.find((v) => v.id === 'INTERNAL')?.documentsCount).toBe(28);
    expect(online.name).toBe('Online');
    expect(online.situations.length).toBeGreaterThan(3);
  });

  it('lists a document shared by two products once', () => {
    const [online] = resultCategoryViews(resultCategories, ['ONLINE_APP', 'ONLINE_COURSES'], 'en');
    expect(online?.documents).toEqual([
      'POLITICA_CONFIDENTIALITATE',
      'POLITICA_COOKIES',
      'TEXTE_BANNER_COOKIE',
    ]);
  });
});

describe('truncateDescription', () => {
  const text =
    'Politica de confidențialitate și politica de cookie-uri pentru site-ul de prezentare sau aplicația companiei, generate din modul în care colectați date prin formulare, conturi, cookie-uri și instrumente de analiză.';

  it.each([
    ['xl', 165],
    ['lg', 110],
    ['other', 80],
  ] as const)('cuts at a word within %s limits', (screen, max) => {
    const cut = truncateDescription(text, screen);
    expect(cut.length).toBeLessThanOrEqual(max);
    expect(cut.endsWith('…')).toBe(true);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
  });

  it('leaves a short text alone', () => {
    expect(truncateDescription('Scurt.', 'other')).toBe('Scurt.');
  });
});
