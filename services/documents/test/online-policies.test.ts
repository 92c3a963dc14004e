/**
 * The website's privacy policy, cookie policy and banner texts: one of each for every online
 * package the company bought (its visitors, the shop's customers, the guests…), built from the
 * company's channels and the tools each uses, never from words the admin typed.
 */
import type { TDataSubject } from '@conform/catalogues';
import type { CompanyReadModel } from '@conform/companies-service/read';
import type { SituationReadModel } from '@conform/configurator-service/read';
import { prepareDocument, situationScope } from '../src/engine/render.ts';
import { sampleCompany, sampleSituations } from '../src/engine/sample.ts';
import { blanksOf, treeText } from '../src/engine/tree.ts';
import type { SqlRunner } from '@conform/server-kit';
import { blankPlaces } from '../src/documents/blanks.ts';
import { createSharedReads } from '../src/generation/shared-reads.ts';
import { sectionText } from './support/make.ts';

const BOUGHT = ['ONLINE_APP', 'ONLINE_SHOP'];
const NOW = new Date('2026-03-02T10:00:00Z');

function companyWith(extra: Partial<CompanyReadModel> = {}): CompanyReadModel {
  const company = { ...sampleCompany('ro'), ...extra };
  company.products = { pending: [], configured: [...BOUGHT], purchased: [...BOUGHT] };
  return company;
}

/** The company's situations as the configurator keeps them: also of a category it has no online package for. */
const stored = (language: 'ro' | 'en') =>
  sampleSituations(language, 'RO', [
    'ONLINE_USERS',
    'ONLINE_SHOP_USERS',
    'COURSE_ATTENDANTS',
  ] as TDataSubject[]);

/** As the worker makes it: the situations its scope reads, of the packages bought. */
function makePolicy(type: string, company: CompanyReadModel, language: 'ro' | 'en' = 'ro') {
  const scope = situationScope(type, 'ONLINE_APP', company.products.purchased);
  const all = stored(language);
  const situations: SituationReadModel[] =
    scope === 'none' ? [] : scope === 'all' ? all : all.filter((s) => scope.subjects.includes(s.dataSubject));
  const prepared = prepareDocument({
    type,
    product: 'ONLINE_APP',
    company,
    situations,
    language,
    version: 1,
    now: NOW,
  });
  if (!prepared) throw new Error(`${type}: no template`);
  return { ...prepared, text: treeText(prepared.tree), situations: all };
}

describe('the scope of the online policies', () => {
  it('is every category of persons of the online packages bought, not of those not bought', () => {
    for (const type of ['POLITICA_CONFIDENTIALITATE', 'POLITICA_COOKIES', 'TEXTE_BANNER_COOKIE'])
      expect(situationScope(type, 'ONLINE_APP', BOUGHT)).toEqual({
        subjects: ['ONLINE_USERS', 'ONLINE_SHOP_USERS'],
      });
    // A notice of one category stays that category's.
    expect(situationScope('CONSIMTAMANT_MAGAZIN_ONLINE', 'ONLINE_SHOP', BOUGHT)).toEqual({
      subjects: ['ONLINE_SHOP_USERS'],
    });
  });
});

const opsOf = (situations: SituationReadModel[], subject: string) =>
  situations.filter((s) => s.dataSubject === subject).flatMap((s) => s.operations.map((op) => op.name));

describe('the privacy policy', () => {
  it('lists the site visitors’ and the shop customers’ operations, each under its category', () => {
    const { tree, situations } = makePolicy('POLITICA_CONFIDENTIALITATE', companyWith());
    const purposes = sectionText(tree, 'purposes');
    const visitors = purposes.indexOf('Utilizatori ai site-ului sau aplicației');
    const shop = purposes.indexOf('Clienții magazinului online');
    expect(visitors).toBeGreaterThan(0);
    expect(shop).toBeGreaterThan(visitors);
    // Each category's own operations under its heading (the account of the app, the shop's order).
    const appOnly = opsOf(situations, 'ONLINE_USERS').filter(
      (n) => !opsOf(situations, 'ONLINE_SHOP_USERS').includes(n),
    );
    const shopOnly = opsOf(situations, 'ONLINE_SHOP_USERS').filter(
      (n) => !opsOf(situations, 'ONLINE_USERS').includes(n),
    );
    expect(appOnly.length).toBeGreaterThan(0);
    expect(shopOnly.length).toBeGreaterThan(0);
    for (const name of appOnly) {
      expect(purposes.indexOf(name)).toBeGreaterThan(visitors);
      expect(purposes.indexOf(name)).toBeLessThan(shop);
    }
    for (const name of shopOnly) expect(purposes.indexOf(name)).toBeGreaterThan(shop);
    // The courses are not bought: their attendees' operations are in no online policy.
    const courses = opsOf(situations, 'COURSE_ATTENDANTS').filter(
      (n) =>
        !opsOf(situations, 'ONLINE_USERS').includes(n) && !opsOf(situations, 'ONLINE_SHOP_USERS').includes(n),
    );
    expect(courses.length).toBeGreaterThan(0);
    for (const name of courses) expect(purposes).not.toContain(name);
    expect(purposes).not.toContain('Cursanți');
  });

  it('names the categories in English in the English policy', () => {
    const purposes = sectionText(
      makePolicy('POLITICA_CONFIDENTIALITATE', companyWith(), 'en').tree,
      'purposes',
    );
    expect(purposes.indexOf('Online shop customers')).toBeGreaterThan(
      purposes.indexOf('Website or app users'),
    );
  });
});

describe('the cookie policy and the banner', () => {
  it('list the cookie operations of every online package bought', () => {
    const { situations } = makePolicy('POLITICA_COOKIES', companyWith());
    const shopCookie = situations
      .filter((s) => s.dataSubject === 'ONLINE_SHOP_USERS')
      .flatMap((s) => s.operations)
      .find((op) => op.cookies === 'STRICTLY_NECESSARY');
    expect(shopCookie).toBeDefined();
    for (const type of ['POLITICA_COOKIES', 'TEXTE_BANNER_COOKIE'])
      expect(makePolicy(type, companyWith()).text).toContain(shopCookie!.purpose);
  });
});

type Channel = NonNullable<CompanyReadModel['channels']>[number];
const channel = (over: Partial<Channel> & Pick<Channel, 'name' | 'url' | 'products'>): Channel => ({
  id: `ch-${over.name}`,
  kind: 'WEBSITE',
  languages: ['ro'],
  tools: [],
  ...over,
});
const SITE = channel({ name: 'Exemplu', url: 'https://exemplu.ro', products: ['ONLINE_APP'] });
const SHOP = channel({
  kind: 'ONLINE_SHOP',
  name: 'Magazinul Exemplu',
  url: 'https://magazin.exemplu.ro',
  // Published in English only: still named (a document per language comes later).
  languages: ['en'],
  products: ['ONLINE_SHOP'],
});
const COURSES = channel({
  name: 'Academia Exemplu',
  url: 'https://academia.exemplu.ro',
  products: ['ONLINE_COURSES'],
});

describe('the channels the online policies cover', () => {
  it('are named with their addresses, those of packages not bought are not', () => {
    const company = companyWith({ website: null, channels: [SITE, COURSES, SHOP] });
    for (const type of ['POLITICA_CONFIDENTIALITATE', 'POLITICA_COOKIES']) {
      const { tree } = makePolicy(type, company);
      expect(tree.subtitle).toBe(
        'pentru Exemplu (https://exemplu.ro), Magazinul Exemplu (https://magazin.exemplu.ro)',
      );
      const section = sectionText(tree, 'website');
      expect(section).toContain('Site de prezentare Exemplu: https://exemplu.ro');
      expect(section).toContain('Magazin online Magazinul Exemplu: https://magazin.exemplu.ro');
      expect(treeText(tree)).not.toContain('academia.exemplu.ro');
    }
    const banner = makePolicy('TEXTE_BANNER_COOKIE', company).text;
    expect(banner).toContain('https://magazin.exemplu.ro');
    expect(banner).not.toContain('academia.exemplu.ro');
  });

  it('without any channel: the company website, else the question answered in the channels section', () => {
    const withSite = makePolicy(
      'POLITICA_CONFIDENTIALITATE',
      companyWith({ website: 'https://site.ro', channels: [] }),
    );
    expect(withSite.tree.subtitle).toBe('pentru https://site.ro');
    expect(withSite.text).not.toContain('[de completat');
    for (const language of ['ro', 'en'] as const) {
      for (const type of ['POLITICA_CONFIDENTIALITATE', 'POLITICA_COOKIES']) {
        const { tree } = makePolicy(type, companyWith({ website: null, channels: [] }), language);
        const section = tree.sections.find((x) => x.id === 'website');
        const labels = [...blanksOf(section).keys()];
        expect(labels).toHaveLength(1);
        expect(blankPlaces().placeOf(labels[0]!)).toBe('channels');
      }
    }
  });
});

describe('the tools of the channels', () => {
  const analytics = {
    kind: 'ANALYTICS',
    provider: 'Statistici Globale Inc.',
    purpose: 'Numărarea vizitelor pe paginile site-ului',
    cookies: 'WITH_CONSENT',
    country: 'US',
    transferMechanism: 'DPF',
  };
  const payments = {
    kind: 'PAYMENTS',
    provider: 'Plăți Sigure SA',
    purpose: 'Încasarea comenzilor cu cardul',
    cookies: 'STRICTLY_NECESSARY',
    country: 'DE',
    transferMechanism: null,
  };
  const pixel = { ...analytics, kind: 'ADVERTISING_PIXEL', provider: 'Pixel Cursuri Inc.' };
  const company = companyWith({
    website: null,
    channels: [
      { ...SITE, tools: [analytics] },
      { ...SHOP, tools: [payments] },
      { ...COURSES, tools: [pixel] },
    ],
  });

  it('the cookie policy lists each cookie tool under its channel, with consent or without', () => {
    const { tree } = makePolicy('POLITICA_COOKIES', company);
    const tools = sectionText(tree, 'tools');
    const site = tools.indexOf('Exemplu (https://exemplu.ro)');
    const shop = tools.indexOf('Magazinul Exemplu (https://magazin.exemplu.ro)');
    expect(site).toBeGreaterThan(0);
    expect(shop).toBeGreaterThan(site);
    const row = (provider: string) => tools.split('\n').find((line) => line.includes(provider)) ?? '';
    expect(tools.indexOf('Statistici Globale Inc.')).toBeGreaterThan(site);
    expect(tools.indexOf('Statistici Globale Inc.')).toBeLessThan(shop);
    expect(row('Statistici Globale Inc.')).toContain('Statistici de trafic');
    expect(row('Statistici Globale Inc.')).toContain('acordul dumneavoastră, dat în bannerul de cookie-uri');
    expect(tools.indexOf('Plăți Sigure SA')).toBeGreaterThan(shop);
    expect(row('Plăți Sigure SA')).toContain('nu necesită acord (strict necesare)');
    // The courses are not bought: their channel's tool is in none of the policies.
    expect(treeText(tree)).not.toContain('Pixel Cursuri Inc.');
    // The provider of the consent tool receives what it collects; the cookie operations stay listed.
    expect(treeText(tree)).toContain('Analiza traficului (cookie-uri de analiză)');
  });

  it('states the tool abroad in the transfers with its country and mechanism, with no question', () => {
    for (const type of ['POLITICA_COOKIES', 'POLITICA_CONFIDENTIALITATE']) {
      const { tree } = makePolicy(type, company);
      const transfers = tree.sections.find((x) => x.id === 'transfers')!;
      const row = sectionText(tree, 'transfers')
        .split('\n')
        .find((line) => line.includes('Statistici Globale Inc.'));
      expect(row).toContain('Statele Unite ale Americii');
      expect(row).toContain('Data Privacy Framework');
      expect([...blanksOf(transfers).keys()].filter((l) => l.includes('Statistici Globale'))).toEqual([]);
      // Inside the EEA: not a transfer.
      expect(sectionText(tree, 'transfers')).not.toContain('Plăți Sigure SA');
    }
  });

  it('the privacy policy names the tools’ providers as recipients, with what for', () => {
    const recipients = sectionText(makePolicy('POLITICA_CONFIDENTIALITATE', company).tree, 'recipients');
    expect(recipients).toContain(
      'Statistici Globale Inc. (Statistici de trafic): Numărarea vizitelor pe paginile site-ului',
    );
    expect(recipients).toContain('Plăți Sigure SA (Plăți online): Încasarea comenzilor cu cardul');
    expect(recipients).not.toContain('Pixel Cursuri Inc.');
  });

  it('the banner offers the tools next to the cookie operations, optional until consent', () => {
    const { tree } = makePolicy('TEXTE_BANNER_COOKIE', company, 'en');
    const categories = sectionText(tree, 'categories');
    const row = categories.split('\n').find((line) => line.includes('Statistici Globale Inc.')) ?? '';
    expect(row).toContain('Optional');
    expect(row).toContain('off until consent');
    expect(categories).toContain('Traffic analysis (analytics cookies)');
    // Without cookie operations, the tools alone answer the question of the categories.
    const toolsOnly = makePolicy('TEXTE_BANNER_COOKIE', {
      ...company,
      products: { ...company.products, purchased: ['ONLINE_APP'] },
    });
    expect(toolsOnly.text).toContain('Statistici Globale Inc.');
  });
});

describe('the banner text', () => {
  /** The company's situations with only their strictly necessary cookie operations (and those with no cookie). */
  function necessaryOnly(company: CompanyReadModel, language: 'ro' | 'en' = 'ro') {
    const situations = stored(language)
      .filter((s) => s.dataSubject === 'ONLINE_USERS')
      .map((s) => ({ ...s, operations: s.operations.filter((op) => op.cookies !== 'WITH_CONSENT') }));
    const prepared = prepareDocument({
      type: 'TEXTE_BANNER_COOKIE',
      product: 'ONLINE_APP',
      company,
      situations,
      language,
      version: 1,
      now: NOW,
    })!;
    return sectionText(prepared.tree, 'banner');
  }

  it('asks consent for the kinds actually used, from the operations and the tools', () => {
    const full = sectionText(makePolicy('TEXTE_BANNER_COOKIE', companyWith()).tree, 'banner');
    expect(full).toContain('numai cu acordul dumneavoastră, cookie-uri pentru analiză și publicitate.');
    // Only strictly necessary cookies described: no consent is asked.
    const none = necessaryOnly(companyWith({ channels: [] }));
    expect(none).toContain('folosește numai cookie-uri strict necesare');
    expect(none).not.toContain('analiză');
    // An analytics tool of the site: consent for analytics only.
    const tool = {
      kind: 'ANALYTICS',
      provider: 'Statistici Globale Inc.',
      purpose: 'Numărarea vizitelor',
      cookies: 'WITH_CONSENT',
      country: 'US',
      transferMechanism: 'DPF',
    };
    const analytics = necessaryOnly(companyWith({ channels: [{ ...SITE, tools: [tool] }] }), 'en');
    expect(analytics).toContain('only with your consent, cookies for analytics.');
    expect(analytics).not.toContain('advertising');
  });
});

describe('the worker’s read of a wave', () => {
  /** A database holding one company and its situations, as the read models publish them. */
  function database(purchased: string[]) {
    const situations = ['ONLINE_USERS', 'ONLINE_SHOP_USERS', 'COURSE_ATTENDANTS', 'EMPLOYEES'].map(
      (subject) => ({
        id: `situation-${subject}`,
        data_subject: subject,
        name: subject,
        suggestion_id: null,
        operations: [],
      }),
    );
    const reads: string[] = [];
    const db = {
      query: (sql: string): Promise<unknown[]> => {
        reads.push(sql);
        if (sql.includes('now()')) return Promise.resolve([{ now: new Date('2026-03-02T10:00:00Z') }]);
        if (sql.includes('company_view'))
          return Promise.resolve([
            { id: 'c1', platform: 'ro', products_purchased: purchased, updated_at: '2026-03-01T00:00:00Z' },
          ]);
        if (sql.includes('situation_view')) return Promise.resolve(situations);
        // The answers to the legitimate interest assessments, read with the situations: none here.
        if (sql.includes('interest_assessment_view')) return Promise.resolve([]);
        return Promise.reject(new Error(`unexpected read: ${sql}`));
      },
    } as unknown as SqlRunner;
    return { db, reads };
  }
  const job = (type: string, product: string) => ({ companyId: 'c1', type, product });
  const before = new Date('2026-03-02T09:00:00Z');

  it('gives the online policies the categories of the online packages bought, from the one read of the wave', async () => {
    const { db, reads } = database(['ONLINE_APP', 'ONLINE_SHOP', 'EMPLOYEES']);
    const shared = createSharedReads(db);
    const policy = await shared.read(job('POLITICA_CONFIDENTIALITATE', 'ONLINE_APP'), before);
    expect(policy.situations.map((s) => s.dataSubject)).toEqual(['ONLINE_USERS', 'ONLINE_SHOP_USERS']);
    const consent = await shared.read(job('CONSIMTAMANT_MAGAZIN_ONLINE', 'ONLINE_SHOP'), before);
    expect(consent.situations.map((s) => s.dataSubject)).toEqual(['ONLINE_SHOP_USERS']);
    // One read of the company and one of its situations for both documents.
    expect(reads.filter((sql) => sql.includes('situation_view'))).toHaveLength(1);
    expect(reads.filter((sql) => sql.includes('company_view'))).toHaveLength(1);
  });

  it('gives the visitors alone when the site is the only online package bought', async () => {
    const { db } = database(['ONLINE_APP']);
    const policy = await createSharedReads(db).read(job('POLITICA_COOKIES', 'ONLINE_APP'), before);
    expect(policy.situations.map((s) => s.dataSubject)).toEqual(['ONLINE_USERS']);
  });
});
