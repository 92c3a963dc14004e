import { newId } from '@conform/server-kit';
import { startTestService, type TestService } from '@conform/server-kit/testing';
import request from 'supertest';
import { companiesService } from '../src/app.ts';
import { readCompany } from '../src/read.ts';

let svc: TestService<unknown>;
beforeAll(async () => {
  svc = await startTestService(companiesService);
});
afterAll(() => svc.close());

const BASE = '/platform/api/companies';

/** A signed-in user with a company of their own. */
async function companyOfNewUser() {
  const uid = newId();
  const token = await svc.tokenFor({ uid });
  const auth = (r: request.Test) => r.set('Authorization', `Bearer ${token}`).set('X-Platform', 'ro');
  const created = await auth(request(svc.app).post(BASE))
    .send({
      info: {
        fiscalCode: '18547290',
        registrationNumber: 'J40/1234/2020',
        name: 'Date Complete SRL',
        country: 'RO',
        city: 'Cluj-Napoca',
        county: 'CJ',
        streetAddress: 'Str. Memorandumului nr. 1',
        phoneNumber: '',
      },
    })
    .expect(201);
  const id = created.body.id as string;
  return {
    id,
    get: () => auth(request(svc.app).get(`${BASE}/${id}`)),
    put: (path: string, body: object) => auth(request(svc.app).put(`${BASE}/${id}${path}`)).send(body),
    post: (path: string, body: object) => auth(request(svc.app).post(`${BASE}/${id}${path}`)).send(body),
    delete: (path: string) => auth(request(svc.app).delete(`${BASE}/${id}${path}`)),
  };
}

/** The sources of every company.changed published for a company, oldest first. */
async function changes(companyId: string): Promise<string[][]> {
  const rows = await svc.db.query<{ payload: { sources: Array<{ source: string }> } }>(
    `SELECT payload FROM platform_events.events WHERE type = 'company.changed' AND payload->>'companyId' = $1 ORDER BY created_at`,
    [companyId],
  );
  return rows.map((r) => r.payload.sources.map((s) => s.source));
}

/** Clears the dirty list, as a regeneration would, so a new mark is visible. */
async function cleanSources(companyId: string) {
  await svc.db.query(`UPDATE companies.companies SET dirty = '{}', dirty_marked_at = '{}' WHERE id = $1`, [
    companyId,
  ]);
}

const DETAILS = {
  website: 'www.date-complete.ro',
  legalRepresentative: { name: ' Ioana Pop ', role: 'Administrator' },
  employeeCount: 12,
};

const PROCESSOR = {
  name: 'Contabil Expert SRL',
  fiscalCode: 'RO12345678',
  registrationNumber: 'J12/345/2015',
  address: 'Str. Horea nr. 2, Cluj-Napoca',
  country: 'RO',
  countryName: null,
  representative: 'Mihai Pop',
  contactEmail: 'office@contabil.ro',
  service: 'Ținerea contabilității și salarizarea',
  transferMechanism: null,
  dpfCheckedOn: null,
  sccModule: null,
  sccSignedOn: null,
  derogation: null,
  bcrReference: null,
  subProcessors: [
    {
      name: 'Cloud Backup SA',
      country: 'DE',
      countryName: null,
      service: 'Copii de siguranță',
      transferMechanism: null,
    },
  ],
};

describe('company details the documents need', () => {
  it('saves the website, the legal representative and the employee count, marking COMPANY_INFO dirty', async () => {
    const company = await companyOfNewUser();
    await cleanSources(company.id);
    const res = await company.put('/details', DETAILS).expect(200);
    expect(res.body).toMatchObject({
      website: 'www.date-complete.ro',
      legalRepresentative: { name: 'Ioana Pop', role: 'Administrator' },
      employeeCount: 12,
      dirty: ['COMPANY_INFO'],
    });
    expect((await changes(company.id)).at(-1)).toEqual(['COMPANY_INFO']);
    // No website: none is kept.
    const without = await company.put('/details', { ...DETAILS, website: ' ' }).expect(200);
    expect(without.body.website).toBeNull();
  });

  it('keeps whether the company is a public authority or body (Art. 37(1)(a)): not said until answered, then in the read model', async () => {
    const company = await companyOfNewUser();
    expect((await company.put('/details', DETAILS).expect(200)).body.publicBody).toBeNull();
    expect((await readCompany(svc.db, company.id))?.publicBody).toBeNull();
    const said = await company.put('/details', { ...DETAILS, publicBody: false }).expect(200);
    expect(said.body.publicBody).toBe(false);
    expect((await readCompany(svc.db, company.id))?.publicBody).toBe(false);
    const bad = await company.put('/details', { ...DETAILS, publicBody: 'nu' }).expect(400);
    expect(bad.body.details).toEqual([expect.objectContaining({ path: 'publicBody' })]);
    expect((await company.get().expect(200)).body.publicBody).toBe(false);
  });

  it('refuses a malformed website, a negative or fractional count, a missing representative; keeps what was saved', async () => {
    const company = await companyOfNewUser();
    await company.put('/details', DETAILS).expect(200);
    const res = await company
      .put('/details', {
        website: 'not a site',
        legalRepresentative: { name: '', role: 'Administrator' },
        employeeCount: -1,
      })
      .expect(400);
    expect(res.body.details).toEqual([
      { path: 'website', message: 'validation.website.invalid' },
      { path: 'legalRepresentative.name', message: 'validation.required' },
      { path: 'employeeCount', message: 'validation.employeeCount.invalid' },
    ]);
    await company.put('/details', { ...DETAILS, employeeCount: 2.5 }).expect(400);
    await company.put('/details', { ...DETAILS, employeeCount: '12' }).expect(400);
    expect((await company.get().expect(200)).body).toMatchObject({
      website: 'www.date-complete.ro',
      employeeCount: 12,
    });
  });

  it('saves the security measures ticked and written, and needs at least one', async () => {
    const company = await companyOfNewUser();
    const res = await company
      .put('/security-measures', { measures: ['ACCESS_CONTROL', 'BACKUPS'], other: 'Dulap metalic încuiat.' })
      .expect(200);
    expect(res.body.securityMeasures).toEqual({
      measures: ['ACCESS_CONTROL', 'BACKUPS'],
      other: 'Dulap metalic încuiat.',
    });
    const none = await company.put('/security-measures', { measures: [], other: '  ' }).expect(400);
    expect(none.body.details).toEqual([
      { path: 'measures', message: 'validation.securityMeasures.required' },
    ]);
    await company.put('/security-measures', { measures: ['A_FIREWALL_MAYBE'] }).expect(400);
    expect((await company.get().expect(200)).body.securityMeasures.measures).toEqual([
      'ACCESS_CONTROL',
      'BACKUPS',
    ]);
  });

  it('saves video surveillance with 30 days by default, and asks why footage is kept longer', async () => {
    const company = await companyOfNewUser();
    const res = await company
      .put('/cctv', { areas: ['Intrarea principală', 'Depozitul'], recipients: ['Firma de pază'] })
      .expect(200);
    expect(res.body.cctv).toEqual({
      areas: ['Intrarea principală', 'Depozitul'],
      retentionDays: 30,
      retentionReason: null,
      recipients: ['Firma de pază'],
      lessIntrusiveMeans: null,
      consultationDate: null,
      viewers: [],
    });
    const longer = await company
      .put('/cctv', { areas: ['Casieria'], recipients: [], retentionDays: 60 })
      .expect(400);
    expect(longer.body.details).toEqual([
      { path: 'retentionReason', message: 'validation.cctv.retentionReason.required' },
    ]);
    const bad = await company
      .put('/cctv', { areas: [], recipients: ['Poliția', 'poliția'], consultationDate: '1 martie' })
      .expect(400);
    expect(bad.body.details).toEqual([
      { path: 'areas', message: 'validation.cctv.areas.required' },
      { path: 'recipients', message: 'validation.list.duplicate' },
      { path: 'consultationDate', message: 'validation.date.invalid' },
    ]);
    await company
      .put('/cctv', {
        areas: ['Casieria'],
        recipients: [],
        retentionDays: 60,
        retentionReason: 'Termen prevăzut de normele de securitate a casieriei.',
        consultationDate: '2026-03-01',
      })
      .expect(200);
    expect((await company.get().expect(200)).body.cctv).toMatchObject({
      retentionDays: 60,
      consultationDate: '2026-03-01',
    });
  });

  it('saves the people authorised to view the images, each with a name and a position', async () => {
    const company = await companyOfNewUser();
    const bad = await company
      .put('/cctv', {
        areas: ['Hol'],
        recipients: [],
        viewers: [
          { name: 'Ana Ionescu', position: '' },
          { name: ' ', position: 'Paznic' },
        ],
      })
      .expect(400);
    expect(bad.body.details).toEqual([
      { path: 'viewers.0.position', message: 'validation.required' },
      { path: 'viewers.1.name', message: 'validation.required' },
    ]);
    const tooMany = await company
      .put('/cctv', {
        areas: ['Hol'],
        recipients: [],
        viewers: Array.from({ length: 51 }, (_, i) => ({ name: `Persoana ${i}`, position: 'Paznic' })),
      })
      .expect(400);
    expect(tooMany.body.details).toEqual([{ path: 'viewers', message: 'validation.list.tooMany' }]);
    await company
      .put('/cctv', {
        areas: ['Hol'],
        recipients: [],
        viewers: [{ name: ' Ana Ionescu ', position: 'Administrator' }],
      })
      .expect(200);
    expect((await company.get().expect(200)).body.cctv.viewers).toEqual([
      { name: 'Ana Ionescu', position: 'Administrator' },
    ]);
    expect((await readCompany(svc.db, company.id))?.cctv?.viewers).toEqual([
      { name: 'Ana Ionescu', position: 'Administrator' },
    ]);
  });
});

describe('processors', () => {
  it('adds, edits and removes a processor, each change marking COMPANY_INFO dirty', async () => {
    const company = await companyOfNewUser();
    await cleanSources(company.id);
    const added = await company.post('/processors', PROCESSOR).expect(201);
    const [processor] = added.body.processors;
    expect(processor).toEqual({ id: expect.stringMatching(/^\w{20}$/), ...PROCESSOR });
    expect(added.body.dirty).toEqual(['COMPANY_INFO']);

    const edited = await company
      .put(`/processors/${processor.id}`, { ...PROCESSOR, service: 'Salarizarea', subProcessors: [] })
      .expect(200);
    expect(edited.body.processors).toEqual([{ ...processor, service: 'Salarizarea', subProcessors: [] }]);

    const removed = await company.delete(`/processors/${processor.id}`).expect(200);
    expect(removed.body.processors).toEqual([]);
    expect(await changes(company.id)).toEqual([
      ['COMPANY_INFO'],
      ['COMPANY_INFO'],
      ['COMPANY_INFO'],
      ['COMPANY_INFO'],
    ]);
    await company.delete(`/processors/${processor.id}`).expect(404);
    await company.put(`/processors/${processor.id}`, PROCESSOR).expect(404);
  });

  it('needs a transfer mechanism outside the EEA, one the country allows, and keeps none inside', async () => {
    const company = await companyOfNewUser();
    const us = await company.post('/processors', { ...PROCESSOR, country: 'US' }).expect(400);
    expect(us.body.details).toEqual([
      { path: 'transferMechanism', message: 'validation.transferMechanism.required' },
    ]);
    const serbia = await company
      .post('/processors', { ...PROCESSOR, country: 'RS', transferMechanism: 'ADEQUACY' })
      .expect(400);
    expect(serbia.body.details).toEqual([
      { path: 'transferMechanism', message: 'validation.transferMechanism.invalid' },
    ]);
    await company.post('/processors', { ...PROCESSOR, country: 'CH', transferMechanism: 'DPF' }).expect(400);

    const dpf = await company
      .post('/processors', {
        ...PROCESSOR,
        country: 'US',
        transferMechanism: 'DPF',
        dpfCheckedOn: '2026-03-12',
      })
      .expect(201);
    expect(dpf.body.processors[0].transferMechanism).toBe('DPF');
    const inside = await company
      .post('/processors', { ...PROCESSOR, country: 'DE', transferMechanism: 'SCC' })
      .expect(201);
    expect(inside.body.processors[1].transferMechanism).toBeNull();
  });

  it('pins the mechanism by its fact: the DPF list checked on a past day, the SCC module and signing day, the Art. 49(1) point', async () => {
    const company = await companyOfNewUser();
    const us = { ...PROCESSOR, country: 'US' };
    const dpf = await company.post('/processors', { ...us, transferMechanism: 'DPF' }).expect(400);
    expect(dpf.body.details).toEqual([{ path: 'dpfCheckedOn', message: 'validation.dpfCheckedOn.required' }]);
    const future = await company
      .post('/processors', { ...us, transferMechanism: 'DPF', dpfCheckedOn: '2999-01-01' })
      .expect(400);
    expect(future.body.details).toEqual([{ path: 'dpfCheckedOn', message: 'validation.date.future' }]);
    const scc = await company.post('/processors', { ...us, transferMechanism: 'SCC' }).expect(400);
    expect(scc.body.details).toEqual([
      { path: 'sccModule', message: 'validation.sccModule.required' },
      { path: 'sccSignedOn', message: 'validation.sccSignedOn.required' },
    ]);
    const badModule = await company
      .post('/processors', {
        ...us,
        transferMechanism: 'SCC',
        sccModule: 'MODULE_9',
        sccSignedOn: '2026-02-01',
      })
      .expect(400);
    expect(badModule.body.details).toEqual([{ path: 'sccModule', message: 'validation.sccModule.required' }]);
    const derogation = await company
      .post('/processors', { ...us, transferMechanism: 'DEROGATION' })
      .expect(400);
    expect(derogation.body.details).toEqual([
      { path: 'derogation', message: 'validation.derogation.required' },
    ]);

    // Facts of another mechanism than the one chosen are not kept.
    const saved = await company
      .post('/processors', {
        ...us,
        transferMechanism: 'SCC',
        sccModule: 'C2P',
        sccSignedOn: '2026-02-01',
        dpfCheckedOn: '2026-03-12',
        derogation: 'B',
      })
      .expect(201);
    expect(saved.body.processors[0]).toMatchObject({
      transferMechanism: 'SCC',
      sccModule: 'C2P',
      sccSignedOn: '2026-02-01',
      dpfCheckedOn: null,
      derogation: null,
    });
    const art49 = await company
      .post('/processors', { ...us, transferMechanism: 'DEROGATION', derogation: 'B' })
      .expect(201);
    expect(art49.body.processors[1]).toMatchObject({ transferMechanism: 'DEROGATION', derogation: 'B' });
  });

  it('reads a processor saved before the transfer facts existed with them not said (null)', async () => {
    const company = await companyOfNewUser();
    const {
      transferMechanism,
      dpfCheckedOn,
      sccModule,
      sccSignedOn,
      derogation,
      bcrReference,
      countryName,
      ...old
    } = {
      ...PROCESSOR,
      country: 'US',
    };
    void [transferMechanism, dpfCheckedOn, sccModule, sccSignedOn, derogation, bcrReference, countryName];
    await svc.db.query(`UPDATE companies.companies SET processors = $2::jsonb WHERE id = $1`, [
      company.id,
      JSON.stringify([
        {
          id: 'p-old',
          ...old,
          // A sub-processor saved before its safeguard was asked for.
          subProcessors: [{ name: 'Cloud Backup SA', country: 'DE', service: 'Copii de siguranță' }],
          transferMechanism: 'DPF',
        },
      ]),
    ]);
    const read = await company.get().expect(200);
    expect(read.body.processors).toEqual([
      {
        id: 'p-old',
        ...old,
        subProcessors: [
          {
            name: 'Cloud Backup SA',
            country: 'DE',
            countryName: null,
            service: 'Copii de siguranță',
            transferMechanism: null,
          },
        ],
        countryName: null,
        transferMechanism: 'DPF',
        dpfCheckedOn: null,
        sccModule: null,
        sccSignedOn: null,
        derogation: null,
        bcrReference: null,
      },
    ]);
  });

  it('refuses a processor with missing fields, an unknown country or a bad e-mail, saving nothing', async () => {
    const company = await companyOfNewUser();
    const res = await company
      .post('/processors', {
        ...PROCESSOR,
        name: '',
        service: '',
        country: 'XX',
        contactEmail: 'office@',
        subProcessors: [{ name: 'Fără țară', country: 'ZZ' }],
      })
      .expect(400);
    expect(res.body.details).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'validation.required' },
        { path: 'service', message: 'validation.required' },
        { path: 'country', message: 'validation.country.invalid' },
        { path: 'contactEmail', message: 'validation.email.invalid' },
        { path: 'subProcessors.0.country', message: 'validation.country.invalid' },
      ]),
    );
    expect((await company.get().expect(200)).body.processors).toEqual([]);
  });

  it('asks the safeguard of a sub-processor outside the EEA and keeps the one given', async () => {
    const company = await companyOfNewUser();
    const abroad = { name: 'Northstack Hosting LLC', country: 'US', service: 'Găzduire' };
    const res = await company.post('/processors', { ...PROCESSOR, subProcessors: [abroad] }).expect(400);
    expect(res.body.details).toEqual([
      { path: 'subProcessors.0.transferMechanism', message: 'validation.transferMechanism.required' },
    ]);
    const saved = await company
      .post('/processors', { ...PROCESSOR, subProcessors: [{ ...abroad, transferMechanism: 'DPF' }] })
      .expect(201);
    expect(saved.body.processors[0].subProcessors).toEqual([
      { ...abroad, countryName: null, transferMechanism: 'DPF' },
    ]);
  });
});

const SHOP = {
  kind: 'ONLINE_SHOP',
  name: 'Magazinul online',
  url: 'https://magazin.date-complete.ro',
  privacyPolicyUrl: 'https://magazin.date-complete.ro/confidentialitate',
  cookiePolicyUrl: 'https://magazin.date-complete.ro/cookie-uri',
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
      transferMechanism: null,
    },
  ],
};
const APP = {
  kind: 'MOBILE_APP',
  name: 'Aplicația de programări',
  url: 'https://play.google.com/store/apps/details?id=ro.datecomplete',
  languages: ['ro'],
  products: [],
  tools: [],
};

describe('channels', () => {
  it('starts empty, replaces the whole list, keeps the ids the company has and marks COMPANY_INFO dirty', async () => {
    const company = await companyOfNewUser();
    expect((await company.get().expect(200)).body.channels).toEqual([]);
    await cleanSources(company.id);
    const saved = await company.put('/channels', { channels: [SHOP, APP] }).expect(200);
    expect(saved.body.dirty).toEqual(['COMPANY_INFO']);
    expect((await changes(company.id)).at(-1)).toEqual(['COMPANY_INFO']);
    const [shop, app] = saved.body.channels as Array<{ id: string }>;
    // The app's policies' addresses were not given: not said (null).
    // Nor the cookies: not said (null) on the channels and on each tool.
    const notSaid = <T extends { tools: object[] }>(c: T) => ({
      ...c,
      cookies: null,
      tools: c.tools.map((t) => ({ ...t, cookieList: null })),
    });
    expect(saved.body.channels).toEqual([
      { ...notSaid(SHOP), id: expect.any(String) },
      { ...notSaid(APP), privacyPolicyUrl: null, cookiePolicyUrl: null, id: expect.any(String) },
    ]);
    expect(shop!.id).not.toEqual(app!.id);

    // The shop edited (its id sent back), the app removed, a website added; an id the company
    // does not have is not taken.
    const site = {
      ...APP,
      kind: 'WEBSITE',
      name: 'Site',
      url: 'www.date-complete.ro',
      id: 'chosen-by-client',
    };
    const replaced = await company
      .put('/channels', { channels: [{ ...SHOP, id: shop!.id, name: 'Magazin' }, site] })
      .expect(200);
    const [edited, added] = replaced.body.channels as Array<{ id: string; name: string }>;
    expect(edited).toMatchObject({ id: shop!.id, name: 'Magazin' });
    expect(added!.id).not.toBe('chosen-by-client');
    expect(added!.id).not.toBe(app!.id);
    expect((await company.get().expect(200)).body.channels).toEqual(replaced.body.channels);

    await company.put('/channels', { channels: [] }).expect(200);
    expect((await company.get().expect(200)).body.channels).toEqual([]);
  });

  it('refuses a bad address, a missing mechanism outside the EEA, no language or an unknown package, saving nothing', async () => {
    const company = await companyOfNewUser();
    await company.put('/channels', { channels: [APP] }).expect(200);
    const before = (await company.get().expect(200)).body.channels;
    const tool = SHOP.tools[0]!;
    const res = await company
      .put('/channels', {
        channels: [
          {
            ...SHOP,
            url: 'magazin online',
            cookiePolicyUrl: 'politica noastră',
            tools: [{ ...tool, transferMechanism: null }],
          },
          { ...APP, languages: [], products: ['NOT_A_PACKAGE'] },
        ],
      })
      .expect(400);
    expect(res.body.details).toEqual(
      expect.arrayContaining([
        { path: 'channels.0.url', message: 'validation.website.invalid' },
        { path: 'channels.0.cookiePolicyUrl', message: 'validation.website.invalid' },
        { path: 'channels.0.tools.0.transferMechanism', message: 'validation.transferMechanism.required' },
        { path: 'channels.1.languages', message: 'validation.channel.languages.required' },
        { path: 'channels.1.products.0', message: 'validation.channel.product.invalid' },
      ]),
    );
    await company.put('/channels', { channels: 'none' }).expect(400);
    expect((await company.get().expect(200)).body.channels).toEqual(before);
  });
});

describe('channel cookies', () => {
  const GA_COOKIES = [
    { name: '_ga', category: 'STATISTICS', duration: 'YEARS', durationAmount: 2, thirdParty: false },
  ];
  const CONSENT = {
    name: 'cookie_consent',
    purpose: 'Păstrează alegerea făcută în bannerul de cookie-uri',
    category: 'STRICTLY_NECESSARY',
    duration: 'MONTHS',
    durationAmount: 6,
  };

  it('saves the cookies each tool sets and the channel’s own, reads them back and carries them in the read model', async () => {
    const company = await companyOfNewUser();
    const shop = {
      ...SHOP,
      tools: [
        { ...SHOP.tools[0]!, cookieList: GA_COOKIES },
        { ...SHOP.tools[1]!, cookieList: [] },
      ],
      cookies: [CONSENT],
    };
    await company.put('/channels', { channels: [shop] }).expect(200);
    const [read] = (await company.get().expect(200)).body.channels as Array<typeof shop>;
    expect(read!.tools.map((t) => t.cookieList)).toEqual([GA_COOKIES, []]);
    expect(read!.cookies).toEqual([CONSENT]);
    const model = await readCompany(svc.db, company.id);
    expect(model?.channels?.[0]?.tools[0]?.cookieList).toEqual(GA_COOKIES);
    expect(model?.channels?.[0]?.cookies).toEqual([CONSENT]);
  });

  it('answers 400 with details for a cookie without a period, or listed on a tool that sets none, saving nothing', async () => {
    const company = await companyOfNewUser();
    const res = await company
      .put('/channels', {
        channels: [
          {
            ...SHOP,
            tools: [
              { ...SHOP.tools[0]!, cookieList: [{ ...GA_COOKIES[0]!, durationAmount: null }] },
              { ...SHOP.tools[1]!, cookies: 'NONE', cookieList: GA_COOKIES },
            ],
            cookies: [{ ...CONSENT, duration: 'WEEKS' }],
          },
        ],
      })
      .expect(400);
    expect(res.body.details).toEqual(
      expect.arrayContaining([
        {
          path: 'channels.0.tools.0.cookieList.0.durationAmount',
          message: 'validation.cookie.duration.invalid',
        },
        { path: 'channels.0.tools.1.cookieList', message: 'validation.cookie.none' },
        { path: 'channels.0.cookies.0.duration', message: 'validation.required' },
      ]),
    );
    expect((await company.get().expect(200)).body.channels).toEqual([]);
  });
});

const TERMS = {
  accommodation: {
    checkIn: '14:00',
    checkOut: '11:00',
    deposit: '30% la rezervare, restul la sosire',
    freeCancellation: 'până la 7 zile înainte de sosire',
    cancellationFees: 'contravaloarea primei nopți de cazare',
  },
  courses: { refundAfterWithdrawal: 'integral, dacă anulăm noi cursul fizic' },
  marketing: { inactiveContactsMonths: 24, inactiveContactsAction: 'RECONFIRM' },
};
const NOTHING_SAID = { accommodation: null, courses: null, marketing: null };

describe('commercial terms', () => {
  it('starts with nothing said, keeps the terms as given, replaces the whole set and marks COMPANY_INFO dirty', async () => {
    const company = await companyOfNewUser();
    expect((await company.get().expect(200)).body.commercialTerms).toEqual(NOTHING_SAID);
    expect((await readCompany(svc.db, company.id))?.commercialTerms).toEqual(NOTHING_SAID);
    await cleanSources(company.id);
    const saved = await company.put('/commercial-terms', TERMS).expect(200);
    expect(saved.body.commercialTerms).toEqual(TERMS);
    expect(saved.body.dirty).toEqual(['COMPANY_INFO']);
    expect((await changes(company.id)).at(-1)).toEqual(['COMPANY_INFO']);
    expect((await company.get().expect(200)).body.commercialTerms).toEqual(TERMS);

    // The marketing interval without what happens then is refused; the set replaced by the
    // marketing terms alone: the rest is no longer said.
    const replaced = await company
      .put('/commercial-terms', { marketing: { inactiveContactsMonths: 12, inactiveContactsAction: '' } })
      .expect(400);
    expect(replaced.body.details).toEqual([
      { path: 'marketing.inactiveContactsAction', message: 'validation.required' },
    ]);
    const marketingOnly = await company
      .put('/commercial-terms', {
        marketing: { inactiveContactsMonths: 12, inactiveContactsAction: 'DELETE' },
      })
      .expect(200);
    expect(marketingOnly.body.commercialTerms).toEqual({
      ...NOTHING_SAID,
      marketing: { inactiveContactsMonths: 12, inactiveContactsAction: 'DELETE' },
    });
  });

  it('refuses an hour not as HH:MM, months out of 1..120 and too long a text, saving nothing', async () => {
    const company = await companyOfNewUser();
    await company.put('/commercial-terms', TERMS).expect(200);
    const res = await company
      .put('/commercial-terms', {
        accommodation: { ...TERMS.accommodation, checkIn: '14', deposit: 'x'.repeat(301) },
        marketing: { inactiveContactsMonths: 0, inactiveContactsAction: 'DELETE' },
      })
      .expect(400);
    expect(res.body.details).toEqual(
      expect.arrayContaining([
        { path: 'accommodation.checkIn', message: 'validation.time.invalid' },
        { path: 'accommodation.deposit', message: 'validation.tooLong' },
        { path: 'marketing.inactiveContactsMonths', message: 'validation.terms.months.invalid' },
      ]),
    );
    await company.put('/commercial-terms', { courses: 'none' }).expect(400);
    expect((await company.get().expect(200)).body.commercialTerms).toEqual(TERMS);
  });
});

describe('access and the published read model', () => {
  it('lets only the company’s admins change the data', async () => {
    const company = await companyOfNewUser();
    const stranger = await svc.tokenFor({ uid: newId() });
    for (const [method, path, body] of [
      ['put', '/details', DETAILS],
      ['put', '/security-measures', { measures: ['BACKUPS'] }],
      ['put', '/cctv', { areas: ['Hol'], recipients: [] }],
      ['post', '/processors', PROCESSOR],
      ['put', '/channels', { channels: [SHOP] }],
      ['put', '/commercial-terms', TERMS],
    ] as const) {
      const agent = request(svc.app);
      await (
        method === 'put'
          ? agent.put(`${BASE}/${company.id}${path}`)
          : agent.post(`${BASE}/${company.id}${path}`)
      )
        .set('Authorization', `Bearer ${stranger}`)
        .send(body)
        .expect(403);
    }
    expect((await company.get().expect(200)).body).toMatchObject({
      website: null,
      processors: [],
      cctv: null,
      channels: [],
      commercialTerms: NOTHING_SAID,
    });
  });

  it('publishes every field to other services through the read model', async () => {
    const company = await companyOfNewUser();
    await company.put('/details', DETAILS).expect(200);
    await company.put('/security-measures', { measures: ['ENCRYPTION'], other: '' }).expect(200);
    await company.put('/cctv', { areas: ['Parcarea'], recipients: [] }).expect(200);
    await company.post('/processors', PROCESSOR).expect(201);
    await company.put('/channels', { channels: [SHOP] }).expect(200);
    await company.put('/commercial-terms', TERMS).expect(200);
    const read = await readCompany(svc.db, company.id);
    expect(read).toMatchObject({
      website: 'www.date-complete.ro',
      legalRepresentative: { name: 'Ioana Pop', role: 'Administrator' },
      employeeCount: 12,
      securityMeasures: { measures: ['ENCRYPTION'], other: '' },
      cctv: { areas: ['Parcarea'], retentionDays: 30 },
      processors: [{ ...PROCESSOR, id: expect.any(String) }],
      channels: [{ ...SHOP, id: expect.any(String) }],
      commercialTerms: TERMS,
    });
  });
});
