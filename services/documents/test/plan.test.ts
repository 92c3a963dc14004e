/**
 * Which documents each trigger regenerates, over the real catalogue (its products, documents and
 * their `needs`), as if every document type had its template.
 */
import type { CompanyReadModel } from '@conform/companies-service/read';
import {
  lockedByRefund,
  planForChange,
  planForPurchase,
  planForRefund,
  planForRequest,
} from '../src/documents/plan.ts';

const every = () => true;
const at = '2026-11-20T10:00:00.000Z';

function company(products: Partial<CompanyReadModel['products']>, dirty: string[] = []): CompanyReadModel {
  return {
    id: 'c1',
    platform: 'ro',
    adminIds: ['u1'],
    info: {
      fiscalCode: '18547290',
      registrationNumber: 'J40/1/2020',
      name: 'Exemplu SRL',
      country: 'RO',
      city: 'București',
      county: 'B',
      streetAddress: 'Str. Exemplu 1',
      phoneNumber: '',
    },
    dataProtectionResponsible: null,
    contactEmail: null,
    products: { pending: [], configured: [], purchased: [], ...products },
    dirty: dirty.map((source) => ({ source, markedAt: at })),
    updatedAt: at,
  };
}

const types = (plan: { documents: Array<{ type: string }> }) => plan.documents.map((d) => d.type).sort();
const nothingMade = () => false;
const allMade = () => true;

describe('after a purchase', () => {
  it('queues the packages’ documents, what lists them, and what describes every category', () => {
    const c = company({ purchased: ['EMPLOYEES', 'DPA'], configured: ['EMPLOYEES', 'DPA'] }, ['EMPLOYEES']);
    const plan = planForPurchase(c, ['EMPLOYEES'], every);
    expect(types(plan)).toEqual(
      [
        'ACT_ADITIONAL_CONFIDENTIALITATE',
        'ARCHIVE',
        'CONSIMTAMANT_ANGAJATI',
        'GHID_UTILIZARE_DOCUMENTE',
        'NOTA_INFORMARE_ANGAJATI',
        'POLITICA_UTILIZARE_IT',
        // The processing agreements describe every category: employees are one now.
        'ANEXA_TRANSFER_INTERNATIONAL',
        'CONTRACT_OPERATOR_OPERATOR',
        'CONTRACT_OPERATOR_PERSOANA_IMPUTERNICITA',
      ].sort(),
    );
    expect(plan.sources).toEqual([{ source: 'EMPLOYEES', markedAt: at }]);
  });

  it('leaves the documents of a bought package that is not configured yet (NOT_CONFIGURED)', () => {
    const c = company({ purchased: ['EMPLOYEES', 'DPA'], configured: ['DPA'] });
    const plan = planForPurchase(c, ['EMPLOYEES', 'DPA'], every);
    expect(types(plan)).not.toContain('NOTA_INFORMARE_ANGAJATI');
    expect(types(plan)).toContain('CONTRACT_OPERATOR_PERSOANA_IMPUTERNICITA');
  });
});

describe('after a refund', () => {
  const made = (product: string, types: string[]) => types.map((type) => ({ type, product }));
  const shop = [
    'POLITICA_CONFIDENTIALITATE',
    'POLITICA_COOKIES',
    'TEXTE_BANNER_COOKIE',
    'CONSIMTAMANT_MAGAZIN_ONLINE',
  ];

  it('locks what only the refunded package had; a type a kept package has stays, made again for it', () => {
    // The shop was bought first (its policies were made for it), then the website; the shop is refunded.
    const c = company({ purchased: ['ONLINE_APP'], configured: ['ONLINE_SHOP', 'ONLINE_APP'] }, [
      'ONLINE_SHOP_USERS',
    ]);
    const records = [...made('ONLINE_SHOP', shop), ...made('UTILS', ['GHID_UTILIZARE_DOCUMENTE'])];
    expect(lockedByRefund(c, ['ONLINE_SHOP'], records, every)).toEqual(['CONSIMTAMANT_MAGAZIN_ONLINE']);
    const plan = planForRefund(c, ['ONLINE_SHOP'], records, every);
    expect(plan.documents).toEqual(
      expect.arrayContaining([
        { type: 'POLITICA_CONFIDENTIALITATE', product: 'ONLINE_APP' },
        { type: 'POLITICA_COOKIES', product: 'ONLINE_APP' },
        { type: 'TEXTE_BANNER_COOKIE', product: 'ONLINE_APP' },
        // It lists the packages bought.
        { type: 'GHID_UTILIZARE_DOCUMENTE', product: 'UTILS' },
      ]),
    );
    expect(types(plan)).not.toContain('CONSIMTAMANT_MAGAZIN_ONLINE');
  });

  it('locks a shared type while the package that keeps it is not configured', () => {
    const c = company({ purchased: ['ONLINE_APP'], configured: ['ONLINE_SHOP'] });
    expect(lockedByRefund(c, ['ONLINE_SHOP'], made('ONLINE_SHOP', shop), every).sort()).toEqual(
      [...shop].sort(),
    );
  });

  it('locks nothing once the package is bought again (a late refund), nor the UTILS group', () => {
    const c = company({ purchased: ['ONLINE_SHOP'], configured: ['ONLINE_SHOP'] });
    const records = [...made('ONLINE_SHOP', shop), ...made('UTILS', ['GHID_UTILIZARE_DOCUMENTE'])];
    expect(lockedByRefund(c, ['ONLINE_SHOP'], records, every)).toEqual([]);
    const none = company({ configured: ['ONLINE_SHOP'] });
    expect(lockedByRefund(none, ['ONLINE_SHOP'], records, every)).toEqual(shop);
  });

  it('makes the guide again when nothing is bought any more: it is always available', () => {
    const none = company({ configured: ['EMPLOYEES'] });
    const records = [
      ...made('EMPLOYEES', ['NOTA_INFORMARE_ANGAJATI']),
      ...made('UTILS', ['GHID_UTILIZARE_DOCUMENTE']),
    ];
    expect(planForRefund(none, ['EMPLOYEES'], records, every).documents).toEqual([
      { type: 'GHID_UTILIZARE_DOCUMENTE', product: 'UTILS' },
    ]);
  });
});

describe('after a change', () => {
  const bought = company(
    { purchased: ['EMPLOYEES', 'DPA', 'RECRUITMENT'], configured: ['EMPLOYEES', 'DPA', 'RECRUITMENT'] },
    ['CONTACT_INFO', 'CANDIDATES'],
  );

  it('regenerates exactly the documents made from a changed situation category', () => {
    const plan = planForChange(bought, [{ source: 'CANDIDATES', markedAt: at }], allMade, every);
    // The candidates' documents, and the agreements that describe every category (ALL_SITUATIONS);
    // not the joint-controllers agreement, which names the parties only.
    expect(types(plan)).toEqual(
      [
        'ANEXA_TRANSFER_INTERNATIONAL',
        'CONSIMTAMANT_CANDIDATI',
        'CONTRACT_OPERATOR_OPERATOR',
        'CONTRACT_OPERATOR_PERSOANA_IMPUTERNICITA',
        'NOTA_INFORMARE_CANDIDATI',
      ].sort(),
    );
    expect(types(plan)).not.toContain('NOTA_INFORMARE_ANGAJATI');
    expect(plan.sources).toEqual([{ source: 'CANDIDATES', markedAt: at }]);
  });

  it('regenerates every document printing the contact details when they change, not the others', () => {
    const plan = planForChange(bought, [{ source: 'CONTACT_INFO', markedAt: at }], allMade, every);
    expect(types(plan)).toContain('NOTA_INFORMARE_ANGAJATI');
    expect(types(plan)).toContain('GHID_UTILIZARE_DOCUMENTE');
    // The confidentiality addendum names only the company.
    expect(types(plan)).not.toContain('ACT_ADITIONAL_CONFIDENTIALITATE');
  });

  it('makes a document never made (or in ERROR) whatever changed', () => {
    const plan = planForChange(bought, [{ source: 'MARKETING', markedAt: at }], nothingMade, every);
    expect(types(plan)).toContain('ACT_ADITIONAL_CONFIDENTIALITATE');
  });

  it('regenerates the online policies when any category of persons they cover changes', () => {
    const online = company(
      { purchased: ['ONLINE_APP', 'ONLINE_SHOP'], configured: ['ONLINE_APP', 'ONLINE_SHOP'] },
      ['ONLINE_USERS', 'ONLINE_SHOP_USERS'],
    );
    const policies = ['POLITICA_CONFIDENTIALITATE', 'POLITICA_COOKIES', 'TEXTE_BANNER_COOKIE'];
    // The policies are made once, for the first package that has them: a change to the shop's
    // customers (the other package's category) still makes them again.
    const shop = planForChange(online, [{ source: 'ONLINE_SHOP_USERS', markedAt: at }], allMade, every);
    expect(types(shop)).toEqual(expect.arrayContaining(policies));
    expect(types(shop)).toContain('CONSIMTAMANT_MAGAZIN_ONLINE');
    // The visitors' mark too: every document made from it (the three policies) is made again.
    expect(shop.sources.map((m) => m.source).sort()).toEqual(['ONLINE_SHOP_USERS', 'ONLINE_USERS']);
    const visitors = planForChange(online, [{ source: 'ONLINE_USERS', markedAt: at }], allMade, every);
    expect(types(visitors)).toEqual(policies.sort());
    // The shop's consent form is not made again: the customers' mark stays.
    expect(visitors.sources).toEqual([{ source: 'ONLINE_USERS', markedAt: at }]);
    // A category the company has no online package for changes none of them.
    const other = planForChange(online, [{ source: 'EMPLOYEES', markedAt: at }], allMade, every);
    expect(types(other)).toEqual([]);
  });

  it('queues nothing for a company that bought nothing', () => {
    const plan = planForChange(
      company({ pending: ['EMPLOYEES'] }),
      [{ source: 'COMPANY_INFO', markedAt: at }],
      nothingMade,
      every,
    );
    expect(plan.documents).toEqual([]);
  });
});

describe('"Generate documents"', () => {
  it('makes the guide even before a purchase', () => {
    expect(types(planForRequest(company({}), every))).toEqual(['ARCHIVE', 'GHID_UTILIZARE_DOCUMENTE']);
  });

  it('only queues types the engine has a template for', () => {
    const c = company({ purchased: ['EMPLOYEES'], configured: ['EMPLOYEES'] });
    expect(types(planForRequest(c, (t) => t === 'GHID_UTILIZARE_DOCUMENTE'))).toEqual([
      'GHID_UTILIZARE_DOCUMENTE',
    ]);
  });
});

describe('the dirty sources a plan brings up to date', () => {
  it('are those whose every document is regenerated', () => {
    const c = company({ purchased: ['EMPLOYEES', 'RECRUITMENT'], configured: ['EMPLOYEES', 'RECRUITMENT'] }, [
      'CONTACT_INFO',
      'CANDIDATES',
    ]);
    // Only the candidates' documents are made again: the employees' still print the old contact details.
    const plan = planForChange(c, [{ source: 'CANDIDATES', markedAt: at }], allMade, every);
    expect(plan.sources.map((s) => s.source)).toEqual(['CANDIDATES']);
    // A contact change remakes every document, the candidates' included: both are up to date after it.
    const all = planForChange(c, [{ source: 'CONTACT_INFO', markedAt: at }], allMade, every);
    expect(all.sources.map((s) => s.source)).toEqual(['CONTACT_INFO', 'CANDIDATES']);
  });
});

describe('an English package on the RO edition', () => {
  it('makes the English edition of its documents next to the Romanian ones of the base package', () => {
    const both = ['ONLINE_SHOP', 'ONLINE_SHOP_EN'];
    const plan = planForPurchase(company({ purchased: both, configured: both }), ['ONLINE_SHOP_EN'], every);
    const shop = plan.documents.filter((d) => d.product.startsWith('ONLINE_SHOP'));
    expect(shop).toEqual(
      expect.arrayContaining([
        { type: 'POLITICA_CONFIDENTIALITATE', product: 'ONLINE_SHOP' },
        { type: 'POLITICA_CONFIDENTIALITATE.en', product: 'ONLINE_SHOP_EN' },
        { type: 'POLITICA_COOKIES.en', product: 'ONLINE_SHOP_EN' },
      ]),
    );
    // Every document of the English package is its English edition, none the Romanian one.
    expect(shop.filter((d) => d.product === 'ONLINE_SHOP_EN').every((d) => d.type.endsWith('.en'))).toBe(
      true,
    );
  });

  it('bought alone, gives only English editions; on the EN edition the base package is English already', () => {
    const alone = planForRequest(
      company({ purchased: ['ONLINE_SHOP_EN'], configured: ['ONLINE_SHOP_EN'] }),
      every,
    );
    expect(types(alone)).toContain('POLITICA_CONFIDENTIALITATE.en');
    expect(types(alone)).not.toContain('POLITICA_CONFIDENTIALITATE');
    const en = {
      ...company({ purchased: ['ONLINE_SHOP'], configured: ['ONLINE_SHOP'] }),
      platform: 'en' as const,
    };
    expect(types(planForRequest(en, every))).toContain('POLITICA_CONFIDENTIALITATE');
    expect(types(planForRequest(en, every)).some((t) => t.endsWith('.en'))).toBe(false);
  });

  it('is made again when its category changes, and a refund of it locks only the English editions', () => {
    const both = ['ONLINE_SHOP', 'ONLINE_SHOP_EN'];
    const c = company({ purchased: both, configured: both }, ['ONLINE_SHOP_USERS']);
    const changed = planForChange(c, [{ source: 'ONLINE_SHOP_USERS', markedAt: at }], allMade, every);
    expect(types(changed)).toEqual(expect.arrayContaining(['POLITICA_COOKIES', 'POLITICA_COOKIES.en']));
    expect(changed.sources.map((s) => s.source)).toContain('ONLINE_SHOP_USERS');

    const kept = company({ purchased: ['ONLINE_SHOP'], configured: ['ONLINE_SHOP'] });
    const records = [
      { type: 'POLITICA_COOKIES', product: 'ONLINE_SHOP' },
      { type: 'POLITICA_COOKIES.en', product: 'ONLINE_SHOP_EN' },
    ];
    expect(lockedByRefund(kept, ['ONLINE_SHOP_EN'], records, every)).toEqual(['POLITICA_COOKIES.en']);
  });
});
