/**
 * A website's policies per channel: every website, shop or app the company described gets its own
 * privacy policy, cookie policy and banner texts, in each language of the packages bought for it,
 * covering what is processed there; a package no channel serves keeps one policy for the website.
 */
import type { TDataSubject } from '@conform/catalogues';
import type { ChannelReadModel, CompanyReadModel } from '@conform/companies-service/read';
import type { SituationReadModel } from '@conform/configurator-service/read';
import { channelOfKey, languageOfKey, storageFolder, typeOfKey } from '../src/catalogue.ts';
import { coveredPurchases, isRetired } from '../src/documents/channels.ts';
import { generatableDocuments, lockedByRefund, planForChange } from '../src/documents/plan.ts';
import { prepareDocument, situationScope } from '../src/engine/render.ts';
import { sampleCompany, sampleSituations } from '../src/engine/sample.ts';
import { blanksOf, treeText } from '../src/engine/tree.ts';
import { blankPlaces } from '../src/documents/blanks.ts';
import { sectionText } from './support/make.ts';

const NOW = new Date('2026-03-02T10:00:00Z');
const every = () => true;

function channel(id: string, extra: Partial<ChannelReadModel>): ChannelReadModel {
  return {
    id,
    kind: 'WEBSITE',
    name: id,
    url: `https://${id}.example.ro`,
    languages: ['ro'],
    products: [],
    tools: [],
    ...extra,
  };
}

const SHOP = channel('shop1', {
  kind: 'ONLINE_SHOP',
  name: 'Magazinul Exemplu',
  url: 'https://magazin.example.ro',
  languages: ['ro', 'en'],
  products: ['ONLINE_SHOP'],
});
const APP = channel('app1', {
  kind: 'MOBILE_APP',
  name: 'Aplicația Exemplu',
  url: 'https://apps.example.com/exemplu',
  products: ['ONLINE_APP'],
});

function companyWith(purchased: string[], channels: ChannelReadModel[]): CompanyReadModel {
  const company = { ...sampleCompany('ro'), channels };
  company.products = { pending: [], configured: [...purchased], purchased: [...purchased] };
  return company;
}

const keysOf = (company: CompanyReadModel) => generatableDocuments(company, every).map((d) => d.type);
const policyKeys = (company: CompanyReadModel) =>
  keysOf(company).filter((k) => typeOfKey(k) === 'POLITICA_CONFIDENTIALITATE');

describe('the keys of a channel’s documents', () => {
  it('name the type, the channel and the language, and each part reads back', () => {
    expect(typeOfKey('POLITICA_COOKIES@shop1.en')).toBe('POLITICA_COOKIES');
    expect(channelOfKey('POLITICA_COOKIES@shop1.en')).toBe('shop1');
    expect(languageOfKey('POLITICA_COOKIES@shop1.en')).toBe('en');
    expect(channelOfKey('POLITICA_COOKIES.en')).toBeUndefined();
    expect(languageOfKey('POLITICA_COOKIES@shop1')).toBeUndefined();
    expect(storageFolder('POLITICA_COOKIES@shop1.en')).toBe('POLITICA_COOKIES-shop1-en');
  });
});

describe('which channel documents a company has', () => {
  it('gives each channel its own policies, in every language bought for it that it is published in', () => {
    const company = companyWith(
      ['ONLINE_SHOP', 'ONLINE_SHOP_EN', 'ONLINE_APP', 'ONLINE_APP_EN'],
      [SHOP, APP],
    );
    // The shop is in Romanian and English: both editions. The app is only in Romanian, yet its
    // English package was bought: its English edition is made all the same (paid for).
    expect(policyKeys(company).sort()).toEqual(
      [
        'POLITICA_CONFIDENTIALITATE@app1',
        'POLITICA_CONFIDENTIALITATE@app1.en',
        'POLITICA_CONFIDENTIALITATE@shop1',
        'POLITICA_CONFIDENTIALITATE@shop1.en',
      ].sort(),
    );
    // The cookie policy and the banner alike; a document about one category is not per channel.
    const keys = keysOf(company);
    expect(keys).toContain('POLITICA_COOKIES@shop1.en');
    expect(keys).toContain('TEXTE_BANNER_COOKIE@app1');
    expect(keys).toContain('CONSIMTAMANT_MAGAZIN_ONLINE');
    expect(keys).toContain('CONSIMTAMANT_MAGAZIN_ONLINE.en');
    expect(keys).not.toContain('POLITICA_CONFIDENTIALITATE');
  });

  it('makes no edition in a language not bought, even for a channel published in it', () => {
    const company = companyWith(['ONLINE_SHOP'], [SHOP]);
    expect(policyKeys(company)).toEqual(['POLITICA_CONFIDENTIALITATE@shop1']);
  });

  it('keeps one policy for the website when no channel serves a package, covering only such packages', () => {
    const company = companyWith(['ONLINE_SHOP', 'ONLINE_APP'], [SHOP]);
    expect(policyKeys(company).sort()).toEqual(
      ['POLITICA_CONFIDENTIALITATE', 'POLITICA_CONFIDENTIALITATE@shop1'].sort(),
    );
    const withoutChannel = generatableDocuments(company, every).find(
      (d) => d.type === 'POLITICA_CONFIDENTIALITATE',
    )!;
    expect(withoutChannel.product).toBe('ONLINE_APP');
    expect(coveredPurchases(company, 'POLITICA_CONFIDENTIALITATE')).toEqual(['ONLINE_APP']);
    expect(coveredPurchases(company, 'POLITICA_CONFIDENTIALITATE@shop1')).toEqual(['ONLINE_SHOP']);
  });

  it('covers in one channel’s policy every package it serves, and only those', () => {
    const both = { ...SHOP, products: ['ONLINE_SHOP', 'ONLINE_APP'] };
    const company = companyWith(['ONLINE_SHOP', 'ONLINE_APP', 'ONLINE_COURSES'], [both]);
    expect(policyKeys(company).sort()).toEqual(
      ['POLITICA_CONFIDENTIALITATE', 'POLITICA_CONFIDENTIALITATE@shop1'].sort(),
    );
    const scope = (key: string, product: string) =>
      situationScope(typeOfKey(key), product, coveredPurchases(company, key));
    expect(scope('POLITICA_CONFIDENTIALITATE@shop1', 'ONLINE_SHOP')).toEqual({
      subjects: ['ONLINE_USERS', 'ONLINE_SHOP_USERS'],
    });
    expect(scope('POLITICA_CONFIDENTIALITATE', 'ONLINE_COURSES')).toEqual({
      subjects: ['COURSE_ATTENDANTS'],
    });
  });

  it('serves an English package through the channel that lists its Romanian one', () => {
    const company = companyWith(['ONLINE_SHOP_EN'], [SHOP]);
    expect(policyKeys(company)).toEqual(['POLITICA_CONFIDENTIALITATE@shop1.en']);
  });

  it('makes a new channel’s policies after the change, and retires those of a removed channel', () => {
    const before = companyWith(['ONLINE_SHOP', 'ONLINE_APP'], [SHOP, APP]);
    const after = companyWith(['ONLINE_SHOP', 'ONLINE_APP'], [SHOP]);
    const made = (key: string) => keysOf(before).includes(key);
    // The app lost its channel: its package's policy is made again without one.
    const plan = planForChange(after, [], made, every);
    expect(plan.documents.map((d) => d.type)).toEqual(
      expect.arrayContaining(['POLITICA_CONFIDENTIALITATE', 'POLITICA_COOKIES', 'TEXTE_BANNER_COOKIE']),
    );
    expect(plan.documents.map((d) => d.type)).not.toContain('POLITICA_CONFIDENTIALITATE@app1');
    expect(isRetired(after, 'POLITICA_CONFIDENTIALITATE@app1')).toBe(true);
    expect(isRetired(after, 'POLITICA_CONFIDENTIALITATE@shop1')).toBe(false);
    expect(isRetired(before, 'POLITICA_CONFIDENTIALITATE')).toBe(true);
    expect(isRetired(after, 'NOTA_INFORMARE_ANGAJATI')).toBe(false);
  });

  it('locks a refunded package’s channel documents, not those of the package kept', () => {
    const company = companyWith(['ONLINE_SHOP'], [SHOP, APP]);
    company.refunds = [{ product: 'ONLINE_APP', refundedAt: NOW.toISOString() }];
    const records = [
      { type: 'POLITICA_COOKIES@app1', product: 'ONLINE_APP' },
      { type: 'POLITICA_COOKIES@shop1', product: 'ONLINE_SHOP' },
    ];
    expect(lockedByRefund(company, ['ONLINE_APP'], records, every)).toEqual(['POLITICA_COOKIES@app1']);
    expect(isRetired(company, 'POLITICA_COOKIES@app1')).toBe(false);
  });
});

describe('a channel’s privacy policy', () => {
  const company = companyWith(['ONLINE_SHOP', 'ONLINE_APP'], [SHOP, APP]);
  const stored: SituationReadModel[] = sampleSituations('ro', 'RO', [
    'ONLINE_USERS',
    'ONLINE_SHOP_USERS',
  ] as TDataSubject[]);

  function make(key: string, product: string) {
    const type = typeOfKey(key);
    const scope = situationScope(type, product, coveredPurchases(company, key));
    const situations =
      typeof scope === 'object' ? stored.filter((s) => scope.subjects.includes(s.dataSubject)) : [];
    const prepared = prepareDocument({
      type,
      product,
      channel: channelOfKey(key),
      company,
      situations,
      language: 'ro',
      version: 1,
      now: NOW,
    })!;
    return treeText(prepared.tree);
  }

  const only = (subject: string, other: string) => {
    const names = (s: string) =>
      stored.filter((x) => x.dataSubject === s).flatMap((x) => x.operations.map((op) => op.name));
    return names(subject).filter((n) => !names(other).includes(n));
  };

  it('names its channel and not the others, and sets out what is processed there', () => {
    const shop = make('POLITICA_CONFIDENTIALITATE@shop1', 'ONLINE_SHOP');
    expect(shop).toContain('Magazinul Exemplu');
    expect(shop).toContain('https://magazin.example.ro');
    expect(shop).not.toContain('Aplicația Exemplu');
    expect(shop).toContain('Clienții magazinului online');
    expect(only('ONLINE_SHOP_USERS', 'ONLINE_USERS').length).toBeGreaterThan(0);
    expect(only('ONLINE_USERS', 'ONLINE_SHOP_USERS').length).toBeGreaterThan(0);
    for (const name of only('ONLINE_SHOP_USERS', 'ONLINE_USERS')) expect(shop).toContain(name);
    for (const name of only('ONLINE_USERS', 'ONLINE_SHOP_USERS')) expect(shop).not.toContain(name);

    const app = make('POLITICA_CONFIDENTIALITATE@app1', 'ONLINE_APP');
    expect(app).toContain('Aplicația Exemplu');
    expect(app).not.toContain('Magazinul Exemplu');
    expect(app).not.toContain('Clienții magazinului online');
  });

  it('names the channel’s own tools in its cookie policy', () => {
    const tool = {
      kind: 'ANALYTICS',
      provider: 'Matomo Cloud',
      purpose: 'statistici de vizitare',
      cookies: 'WITH_CONSENT',
      country: 'DE',
      transferMechanism: null,
    };
    const withTool = companyWith(['ONLINE_SHOP', 'ONLINE_APP'], [{ ...SHOP, tools: [tool] }, APP]);
    const text = (key: string, product: string) =>
      treeText(
        prepareDocument({
          type: typeOfKey(key),
          product,
          channel: channelOfKey(key),
          company: withTool,
          situations: [],
          language: 'ro',
          version: 1,
          now: NOW,
        })!.tree,
      );
    expect(text('POLITICA_COOKIES@shop1', 'ONLINE_SHOP')).toContain('Matomo Cloud');
    expect(text('POLITICA_COOKIES@app1', 'ONLINE_APP')).not.toContain('Matomo Cloud');
  });

  it('links the banner to the channel’s cookie policy page, or asks for that address', () => {
    const banner = (site: ChannelReadModel) =>
      prepareDocument({
        type: 'TEXTE_BANNER_COOKIE',
        product: 'ONLINE_SHOP',
        channel: site.id,
        company: companyWith(['ONLINE_SHOP'], [site]),
        situations: [],
        language: 'ro',
        version: 1,
        now: NOW,
      })!.tree;
    const published = banner({ ...SHOP, cookiePolicyUrl: 'https://magazin.example.ro/cookie-uri' });
    expect(sectionText(published, 'link')).toContain('https://magazin.example.ro/cookie-uri');
    expect([...blanksOf(published).keys()]).not.toContain(
      'adresa paginii canalului cu politica de cookie-uri',
    );
    // Not given: the banner asks for it, and the to-complete list sends the admin to the channels.
    const asked = banner({ ...SHOP, cookiePolicyUrl: null });
    expect([...blanksOf(asked).keys()]).toContain('adresa paginii canalului cu politica de cookie-uri');
    expect(blankPlaces().placeOf('adresa paginii canalului cu politica de cookie-uri')).toBe('channels');
    // The privacy policy of the channel says where its cookie policy is.
    const policy = prepareDocument({
      type: 'POLITICA_CONFIDENTIALITATE',
      product: 'ONLINE_SHOP',
      channel: SHOP.id,
      company: companyWith(
        ['ONLINE_SHOP'],
        [{ ...SHOP, cookiePolicyUrl: 'https://magazin.example.ro/cookie-uri' }],
      ),
      situations: stored.filter((s) => s.dataSubject === 'ONLINE_SHOP_USERS'),
      language: 'en',
      version: 1,
      now: NOW,
    })!.tree;
    expect(sectionText(policy, 'cookies')).toContain('published at https://magazin.example.ro/cookie-uri');
  });
});

describe('a channel’s cookie list', () => {
  const GA = {
    kind: 'ANALYTICS',
    provider: 'Google Analytics',
    purpose: 'statistici de vizitare',
    cookies: 'WITH_CONSENT',
    country: 'US',
    transferMechanism: 'DPF',
    cookieList: [
      { name: '_ga', category: 'STATISTICS', duration: 'YEARS', durationAmount: 2, thirdParty: false },
      { name: '_ga_ABC123', category: 'STATISTICS', duration: 'YEARS', durationAmount: 2, thirdParty: false },
    ],
  };
  const CONSENT = {
    name: 'cookie_consent',
    purpose: 'păstrează alegerea făcută în bannerul de cookie-uri',
    category: 'STRICTLY_NECESSARY',
    duration: 'MONTHS',
    durationAmount: 6,
  };
  const policy = (channels: ChannelReadModel[], key: string, product: string, language: 'ro' | 'en' = 'ro') =>
    prepareDocument({
      type: 'POLITICA_COOKIES',
      product,
      channel: channelOfKey(key),
      company: companyWith(['ONLINE_SHOP', 'ONLINE_APP'], channels),
      situations: [],
      language,
      version: 1,
      now: NOW,
    })!.tree;

  it('lists each cookie of the channel under its type, with who sets it, its purpose, duration and party — only in that channel’s policy', () => {
    const channels = [{ ...SHOP, tools: [GA] }, APP];
    const shop = sectionText(policy(channels, 'POLITICA_COOKIES@shop1', 'ONLINE_SHOP'), 'list');
    expect(shop).toContain('Cookie-urile de pe Magazinul Exemplu');
    expect(shop).toMatch(
      /_ga \| Google Analytics \| statistici de vizitare \| Statistici \(cu acordul dumneavoastră\) \| 2 ani \| propriu/,
    );
    expect(shop).toContain('_ga_ABC123');
    const en = sectionText(policy(channels, 'POLITICA_COOKIES@shop1', 'ONLINE_SHOP', 'en'), 'list');
    expect(en).toMatch(
      /_ga \| Google Analytics \| .* \| Statistics \(with your consent\) \| 2 years \| first party/,
    );
    // The app's policy lists none of the shop's cookies.
    const app = policy(channels, 'POLITICA_COOKIES@app1', 'ONLINE_APP');
    expect(treeText(app)).not.toContain('_ga');
    expect(sectionText(app, 'list')).toBe('');
  });

  it('marks a strictly necessary cookie as exempt from consent under art. 4(6) of Law 506/2004', () => {
    const tree = policy([{ ...SHOP, cookies: [CONSENT] }], 'POLITICA_COOKIES@shop1', 'ONLINE_SHOP');
    const list = sectionText(tree, 'list');
    expect(list).toMatch(
      /cookie_consent \| .* \| păstrează alegerea .* \| Strict necesare \(exceptate de la consimțământ\) \| 6 luni \| propriu/,
    );
    expect(list).toContain('art. 4 alin. (6) din Legea nr. 506/2004');
    expect(list).not.toContain('alin. (5) din Legea');
  });

  it('asks for the cookies of a tool that sets some but lists none, at the channels', () => {
    const label =
      'cookie-urile pe care Google Analytics le plasează pe acest canal, cu denumirea, durata și tipul fiecăruia';
    for (const cookieList of [null, []]) {
      const tree = policy(
        [{ ...SHOP, tools: [{ ...GA, cookieList }] }],
        'POLITICA_COOKIES@shop1',
        'ONLINE_SHOP',
      );
      expect([...blanksOf(tree).keys()]).toContain(label);
    }
    expect(blankPlaces().placeOf(label)).toBe('channels');
    // A tool that sets no cookies is not asked.
    const none = policy(
      [{ ...SHOP, tools: [{ ...GA, cookies: 'NONE', cookieList: null }] }],
      'POLITICA_COOKIES@shop1',
      'ONLINE_SHOP',
    );
    expect([...blanksOf(none).keys()]).not.toContain(label);
    expect(sectionText(none, 'list')).toBe('');
  });
});
