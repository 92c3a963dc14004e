import {
  COMPANY_DATA_LIMITS,
  ZChannelSchema,
  ZChannelsSchema,
  ZCctvSchema,
  ZCommercialTermsSchema,
  ZCompanyDetailsSchema,
  ZProcessorSchema,
  ZSecurityMeasuresSchema,
} from '../src/company-data.ts';
import { ZOperationSchema } from '../src/configurator.ts';

// A form validates with the schema and sends its output; the service parses that output with the
// same schema. What a form sends must therefore pass again, unchanged.
describe('a form’s output is accepted again by the service', () => {
  it.each([
    [
      'company details',
      ZCompanyDetailsSchema,
      { website: '', legalRepresentative: { name: 'Ioana Pop', role: 'Administrator' }, employeeCount: 3 },
    ],
    ['security measures', ZSecurityMeasuresSchema, { measures: ['BACKUPS'], other: '' }],
    [
      'a processor with its optional fields left empty',
      ZProcessorSchema,
      {
        name: 'Găzduire SRL',
        fiscalCode: 'RO123',
        registrationNumber: '',
        address: 'Str. Exemplu 1',
        country: 'US',
        representative: '',
        contactEmail: '',
        service: 'Găzduire',
        transferMechanism: 'DPF',
        // What the dialog sends: the hidden fields of the other mechanisms as their defaults.
        dpfCheckedOn: '2026-03-12',
        sccModule: 'C2P',
        sccSignedOn: '',
        derogation: null,
        bcrReference: '',
        subProcessors: [{ name: 'Cloud SA', country: 'DE', service: '' }],
      },
    ],
    [
      'video surveillance',
      ZCctvSchema,
      { areas: ['Intrarea'], recipients: [], retentionReason: '', consultationDate: '' },
    ],
    [
      'an operation',
      ZOperationSchema,
      {
        name: 'Plata salariilor',
        purpose: 'Plata drepturilor salariale.',
        data: ['IBAN'],
        grounds: ['LEGAL_OBLIGATION'],
        groundReason: 'Codul muncii',
        specialDataGround: null,
        sources: ['Persoana vizată'],
        recipients: [],
        recipientsLocations: [],
        storageDuration: '5 ani',
        storageLocations: ['România'],
        provisionConsequence: '',
        automatedDecisionLogic: '',
      },
    ],
  ] as const)('%s', (_what, schema, input) => {
    const sent = (schema as typeof ZCctvSchema).parse(input);
    expect((schema as typeof ZCctvSchema).parse(sent)).toEqual(sent);
  });
});

describe('video surveillance viewers', () => {
  it('each authorised person has a name and a position; none said is an empty list', () => {
    const cctv = (viewers?: unknown) =>
      ZCctvSchema.safeParse({ areas: ['Intrarea'], recipients: [], viewers });
    expect(cctv().data?.viewers).toEqual([]);
    expect(cctv([{ name: ' Ana Ionescu ', position: 'Administrator' }]).data?.viewers).toEqual([
      { name: 'Ana Ionescu', position: 'Administrator' },
    ]);
    expect(
      cctv([{ name: 'Ana Ionescu', position: '' }]).error?.issues.map((i) => [i.path.join('.'), i.message]),
    ).toEqual([['viewers.0.position', 'validation.required']]);
  });
});

describe('days', () => {
  it('a consultation day must be a real calendar day, or nothing', () => {
    const cctv = (consultationDate: string) =>
      ZCctvSchema.safeParse({ areas: ['Intrarea'], recipients: [], retentionReason: '', consultationDate });
    expect(cctv('2024-02-29').success).toBe(true);
    expect(cctv('').data?.consultationDate).toBeNull();
    for (const day of ['2026-02-30', '2026-13-01', '1 March 2026']) {
      expect(cctv(day).error?.issues.map((i) => i.message)).toEqual(['validation.date.invalid']);
    }
  });
});

describe('a country outside the list is named', () => {
  const scc = { transferMechanism: 'SCC', sccModule: 'C2P', sccSignedOn: '2026-02-01' };
  const processor = (extra: Record<string, unknown>) =>
    ZProcessorSchema.safeParse({
      name: 'Găzduire Ltd',
      fiscalCode: 'IN-123',
      address: 'Mumbai',
      service: 'Găzduire',
      ...scc,
      ...extra,
    });

  it('OTHER needs the name, kept as typed (trimmed); a listed country keeps none', () => {
    expect(processor({ country: 'OTHER' }).error?.issues).toEqual([
      expect.objectContaining({ path: ['countryName'], message: 'validation.required' }),
    ]);
    expect(processor({ country: 'OTHER', countryName: '  India ' }).data?.countryName).toBe('India');
    expect(
      processor({ country: 'US', countryName: 'India', transferMechanism: 'BCR' }).data?.countryName,
    ).toBeNull();
    expect(processor({ country: 'OTHER', countryName: 'x'.repeat(101) }).error?.issues).toEqual([
      expect.objectContaining({ path: ['countryName'], message: 'validation.tooLong' }),
    ]);
  });

  it('a sub-processor too', () => {
    const sub = (extra: Record<string, unknown>) =>
      processor({
        country: 'RO',
        subProcessors: [
          { name: 'Relay Ltd', country: 'OTHER', service: null, transferMechanism: 'SCC', ...extra },
        ],
      });
    expect(sub({}).error?.issues).toEqual([
      expect.objectContaining({ path: ['subProcessors', 0, 'countryName'], message: 'validation.required' }),
    ]);
    expect(sub({ countryName: 'Singapore' }).data?.subProcessors[0]?.countryName).toBe('Singapore');
  });
});

describe('a transfer mechanism pinned by its fact', () => {
  const processor = (extra: Record<string, unknown>) =>
    ZProcessorSchema.safeParse({
      name: 'Găzduire Inc.',
      fiscalCode: '98-7654321',
      address: 'Seattle, WA',
      country: 'US',
      service: 'Găzduire',
      ...extra,
    });

  it('the DPF list checked on a day up to today, never a later one', () => {
    const today = new Date().toISOString().slice(0, 10);
    expect(processor({ transferMechanism: 'DPF', dpfCheckedOn: today }).data?.dpfCheckedOn).toBe(today);
    expect(processor({ transferMechanism: 'DPF', dpfCheckedOn: '2999-12-31' }).error?.issues).toEqual([
      expect.objectContaining({ path: ['dpfCheckedOn'], message: 'validation.date.future' }),
    ]);
    expect(processor({ transferMechanism: 'DPF', dpfCheckedOn: '' }).error?.issues).toEqual([
      expect.objectContaining({ path: ['dpfCheckedOn'], message: 'validation.dpfCheckedOn.required' }),
    ]);
  });

  it('SCC: the module and the day signed; a BCR reference is optional; inside the EEA nothing is kept', () => {
    expect(
      processor({ transferMechanism: 'SCC', sccModule: 'C2P', sccSignedOn: '2026-02-01' }).data,
    ).toMatchObject({ sccModule: 'C2P', sccSignedOn: '2026-02-01', dpfCheckedOn: null, derogation: null });
    expect(processor({ transferMechanism: 'BCR' }).data?.bcrReference).toBeNull();
    expect(
      processor({ country: 'DE', transferMechanism: 'SCC', sccModule: 'C2P', sccSignedOn: '2026-02-01' })
        .data,
    ).toMatchObject({ transferMechanism: null, sccModule: null, sccSignedOn: null });
  });
});

describe('a sub-processor outside the EEA, with the safeguard its processor states', () => {
  const sub = (extra: Record<string, unknown>) =>
    ZProcessorSchema.safeParse({
      name: 'Mailwave Inc.',
      fiscalCode: '84-1234567',
      address: 'San Francisco, CA',
      country: 'DE',
      service: 'E-mail',
      subProcessors: [{ name: 'Northstack Hosting LLC', country: 'US', ...extra }],
    });

  it('is asked for outside the EEA, one the country allows; inside the EEA nothing is kept', () => {
    expect(sub({}).error?.issues).toEqual([
      expect.objectContaining({
        path: ['subProcessors', 0, 'transferMechanism'],
        message: 'validation.transferMechanism.required',
      }),
    ]);
    expect(sub({ transferMechanism: 'ADEQUACY' }).error?.issues).toEqual([
      expect.objectContaining({ message: 'validation.transferMechanism.invalid' }),
    ]);
    expect(sub({ transferMechanism: 'DPF' }).data?.subProcessors[0]?.transferMechanism).toBe('DPF');
    expect(
      sub({ country: 'NL', transferMechanism: 'SCC' }).data?.subProcessors[0]?.transferMechanism,
    ).toBeNull();
  });
});

describe('the company’s channels', () => {
  const shop = {
    kind: 'ONLINE_SHOP',
    name: 'Magazinul online',
    url: 'https://magazin.example.ro',
    languages: ['ro', 'en'],
    products: ['ONLINE_SHOP'],
    tools: [
      {
        kind: 'ANALYTICS',
        provider: 'Google Analytics',
        purpose: 'Statistici de trafic',
        cookies: 'WITH_CONSENT',
        country: 'US',
        transferMechanism: 'DPF',
      },
      {
        kind: 'PAYMENTS',
        provider: 'Netopia',
        purpose: 'Plata comenzilor',
        cookies: 'STRICTLY_NECESSARY',
        country: 'RO',
        transferMechanism: 'SCC',
      },
    ],
  };
  const messages = (input: unknown) => {
    const r = ZChannelSchema.safeParse(input);
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('accepts a shop with its tools; inside the EEA no transfer mechanism is kept', () => {
    const channel = ZChannelSchema.parse(shop);
    expect(channel.tools.map((t) => [t.provider, t.transferMechanism])).toEqual([
      ['Google Analytics', 'DPF'],
      ['Netopia', null],
    ]);
    // What the form sends parses again unchanged.
    expect(ZChannelSchema.parse(channel)).toEqual(channel);
  });

  it('rejects an address that is not a website, also for an app (its store page)', () => {
    expect(messages({ ...shop, url: 'not a site' })).toEqual(['url: validation.website.invalid']);
    expect(
      messages({ ...shop, kind: 'MOBILE_APP', url: 'https://apps.apple.com/ro/app/exemplu/id123' }),
    ).toEqual([]);
  });

  it('asks a transfer mechanism outside the EEA, one the country’s regime allows', () => {
    const tool = shop.tools[0]!;
    expect(messages({ ...shop, tools: [{ ...tool, transferMechanism: null }] })).toEqual([
      'tools.0.transferMechanism: validation.transferMechanism.required',
    ]);
    expect(messages({ ...shop, tools: [{ ...tool, country: 'AL', transferMechanism: 'DPF' }] })).toEqual([
      'tools.0.transferMechanism: validation.transferMechanism.invalid',
    ]);
    expect(messages({ ...shop, tools: [{ ...tool, country: 'XX' }] })).toContain(
      'tools.0.country: validation.country.invalid',
    );
  });

  it('needs at least one language, and only the catalogue’s packages', () => {
    expect(messages({ ...shop, languages: [] })).toEqual([
      'languages: validation.channel.languages.required',
    ]);
    expect(messages({ ...shop, languages: ['de'] })).toHaveLength(1);
    expect(messages({ ...shop, products: ['NOT_A_PACKAGE'] })).toEqual([
      'products.0: validation.channel.product.invalid',
    ]);
    expect(messages({ ...shop, products: [] })).toEqual([]);
  });

  it('limits the list to 20 channels and 30 tools a channel', () => {
    expect(COMPANY_DATA_LIMITS).toMatchObject({ channels: 20, tools: 30 });
    const many = Array.from({ length: 21 }, () => ({ ...shop, tools: [] }));
    expect(ZChannelsSchema.safeParse({ channels: many }).success).toBe(false);
    expect(ZChannelsSchema.safeParse({ channels: many.slice(0, 20) }).success).toBe(true);
    const tools = Array.from({ length: 31 }, () => shop.tools[1]!);
    expect(messages({ ...shop, tools })).toEqual(['tools: validation.list.tooMany']);
  });

  const ga = shop.tools[0]!;
  const gaCookies = [
    { name: '_ga', category: 'STATISTICS', duration: 'YEARS', durationAmount: 2, thirdParty: false },
    { name: '_ga_ABC123', category: 'STATISTICS', duration: 'YEARS', durationAmount: 2, thirdParty: false },
  ];

  it('keeps the cookies each tool sets and the channel’s own; not said (null) is distinct from none ([])', () => {
    const channel = ZChannelSchema.parse({
      ...shop,
      tools: [
        { ...ga, cookieList: gaCookies },
        { ...shop.tools[1]!, cookieList: [] },
      ],
      cookies: [
        {
          name: 'cookie_consent',
          purpose: 'Păstrează alegerea făcută în bannerul de cookie-uri',
          category: 'STRICTLY_NECESSARY',
          duration: 'MONTHS',
          durationAmount: 6,
        },
        // A session cookie has no amount: one sent is dropped.
        {
          name: 'PHPSESSID',
          purpose: 'Sesiunea coșului',
          category: 'STRICTLY_NECESSARY',
          duration: 'SESSION',
          durationAmount: 3,
        },
      ],
    });
    expect(channel.tools.map((t) => t.cookieList)).toEqual([gaCookies, []]);
    expect(channel.cookies?.map((c) => [c.name, c.duration, c.durationAmount])).toEqual([
      ['cookie_consent', 'MONTHS', 6],
      ['PHPSESSID', 'SESSION', null],
    ]);
    expect(ZChannelSchema.parse(channel)).toEqual(channel);
    // Saved before the cookies were asked: not said.
    const before = ZChannelSchema.parse(shop);
    expect(before.cookies).toBeNull();
    expect(before.tools.map((t) => t.cookieList)).toEqual([null, null]);
  });

  it('refuses a cookie without a name, type or period, a name twice, cookies on a tool that sets none, and an optional one on a strictly necessary tool', () => {
    const cookie = gaCookies[0]!;
    expect(
      messages({
        ...shop,
        tools: [
          {
            ...ga,
            cookieList: [
              { ...cookie, name: ' ' },
              { ...cookie, category: 'TRACKING' },
              { ...cookie, name: 'x', duration: 'DAYS', durationAmount: null },
              { ...cookie, name: 'y', durationAmount: 1.5 },
              { ...cookie, name: 'z', thirdParty: undefined },
            ],
          },
        ],
      }),
    ).toEqual([
      'tools.0.cookieList.0.name: validation.required',
      'tools.0.cookieList.1.category: validation.required',
      'tools.0.cookieList.2.durationAmount: validation.cookie.duration.invalid',
      'tools.0.cookieList.3.durationAmount: validation.cookie.duration.invalid',
      'tools.0.cookieList.4.thirdParty: validation.required',
    ]);
    expect(messages({ ...shop, tools: [{ ...ga, cookieList: [cookie, cookie] }] })).toEqual([
      'tools.0.cookieList: validation.list.duplicate',
    ]);
    expect(messages({ ...shop, tools: [{ ...ga, cookies: 'NONE', cookieList: [cookie] }] })).toEqual([
      'tools.0.cookieList: validation.cookie.none',
    ]);
    expect(messages({ ...shop, tools: [{ ...shop.tools[1]!, cookieList: [cookie] }] })).toEqual([
      'tools.0.cookieList.0.category: validation.cookie.category.necessary',
    ]);
    expect(
      messages({ ...shop, cookies: [{ name: 'sid', category: 'STRICTLY_NECESSARY', duration: 'SESSION' }] }),
    ).toEqual(['cookies.0.purpose: validation.required']);
  });
});

describe('commercial terms', () => {
  const issues = (input: unknown) => {
    const r = ZCommercialTermsSchema.safeParse(input);
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };
  const given = {
    accommodation: {
      checkIn: '14:00',
      checkOut: '11:00',
      deposit: '30% la rezervare, restul la sosire',
      freeCancellation: 'până la 7 zile înainte de sosire',
      cancellationFees: 'prima noapte de cazare',
    },
    courses: { refundAfterWithdrawal: 'integral, dacă anulăm noi cursul' },
    marketing: { inactiveContactsMonths: 24, inactiveContactsAction: 'RECONFIRM' },
  };

  it('keeps the company’s own terms as given, and what the form sends parses again unchanged', () => {
    const terms = ZCommercialTermsSchema.parse(given);
    expect(terms).toEqual(given);
    expect(ZCommercialTermsSchema.parse(terms)).toEqual(terms);
  });

  it('stores what was not said as null: an empty field, and a group with nothing in it', () => {
    expect(ZCommercialTermsSchema.parse({})).toEqual({ accommodation: null, courses: null, marketing: null });
    expect(
      ZCommercialTermsSchema.parse({
        accommodation: { checkIn: '', checkOut: ' ', deposit: '', freeCancellation: null },
        courses: { refundAfterWithdrawal: '' },
        marketing: { inactiveContactsMonths: null, inactiveContactsAction: null },
      }),
    ).toEqual({ accommodation: null, courses: null, marketing: null });
    expect(
      ZCommercialTermsSchema.parse({ accommodation: { checkIn: '15:00', deposit: '' } }).accommodation,
    ).toEqual({
      checkIn: '15:00',
      checkOut: null,
      deposit: null,
      freeCancellation: null,
      cancellationFees: null,
    });
  });

  it('asks the marketing interval and what happens then together', () => {
    expect(issues({ marketing: { inactiveContactsMonths: 12 } })).toEqual([
      'marketing.inactiveContactsAction: validation.required',
    ]);
    expect(issues({ marketing: { inactiveContactsAction: 'DELETE' } })).toEqual([
      'marketing.inactiveContactsMonths: validation.required',
    ]);
  });

  it('takes an hour as HH:MM, months from 1 to 120, only delete or reconfirm, and limits the texts', () => {
    expect(issues({ accommodation: { checkIn: '2 pm', checkOut: '24:00' } })).toEqual([
      'accommodation.checkIn: validation.time.invalid',
      'accommodation.checkOut: validation.time.invalid',
    ]);
    const action = { inactiveContactsAction: 'DELETE' };
    expect(issues({ marketing: { ...action, inactiveContactsMonths: 0 } })).toEqual([
      'marketing.inactiveContactsMonths: validation.terms.months.invalid',
    ]);
    expect(issues({ marketing: { ...action, inactiveContactsMonths: 121 } })).toHaveLength(1);
    expect(issues({ marketing: { ...action, inactiveContactsMonths: 2.5 } })).toHaveLength(1);
    expect(issues({ marketing: { inactiveContactsMonths: 24, inactiveContactsAction: 'ARCHIVE' } })).toEqual([
      'marketing.inactiveContactsAction: validation.required',
    ]);
    expect(issues({ accommodation: { deposit: 'x'.repeat(301) } })).toEqual([
      'accommodation.deposit: validation.tooLong',
    ]);
    expect(issues({ courses: { refundAfterWithdrawal: 'x'.repeat(1001) } })).toEqual([
      'courses.refundAfterWithdrawal: validation.tooLong',
    ]);
  });
});
