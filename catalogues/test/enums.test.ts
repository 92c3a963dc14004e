import {
  BUCHAREST_SECTORS,
  COUNTRY_CODES,
  countries,
  counties,
  countyByCode,
  currencies,
  DATA_SOURCES,
  DATA_SUBJECTS,
  dataSourceSections,
  dataSubjectEntries,
  DOCUMENT_STATUSES,
  documentStatuses,
  editions,
  findCounty,
  formatAmount,
  languages,
  LEGAL_GROUNDS,
  legalGroundEntries,
  legalGroundEntry,
  legalGroundFromText,
  lifecycleStages,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  paymentMethods,
  paymentStatuses,
  SPECIAL_DATA_GROUNDS,
  specialDataGroundOption,
  specialDataGroundOptions,
  subjectRouteParam,
  ZDataSubjectEntrySchema,
  subjectTypes,
  SUBJECT_TYPES,
  AUTOMATED_DECISIONS,
  automatedDecisionEntries,
  defaultProvisionRequirement,
  PROVISION_REQUIREMENTS,
  provisionRequirementEntries,
  SECURITY_MEASURES,
  securityMeasureEntries,
  TRANSFER_MECHANISMS,
  transferMechanismEntries,
  transferMechanismsFor,
  CHANNEL_KINDS,
  CHANNEL_TOOL_KINDS,
  channelKindEntries,
  channelToolKindEntries,
} from '../src/enums/index.ts';

describe('legal grounds', () => {
  it('has the six grounds with the spec’s exact Romanian labels, in the order of Art. 6(1)', () => {
    expect(legalGroundEntries.map((g) => g.id)).toEqual([...LEGAL_GROUNDS]);
    expect(legalGroundEntries.map((g) => g.label.ro)).toEqual([
      'Consimțământ',
      'Executarea contractului',
      'Obligație legală',
      'Interes vital',
      'Interes public',
      'Interes legitim',
    ]);
    expect(legalGroundEntries.map((g) => g.article)).toEqual([
      '6(1)(a)',
      '6(1)(b)',
      '6(1)(c)',
      '6(1)(d)',
      '6(1)(e)',
      '6(1)(f)',
    ]);
  });

  it('names the right letter of Art. 6(1)', () => {
    expect(legalGroundEntry('CONSENT').article).toBe('6(1)(a)');
    expect(legalGroundEntry('CONTRACT_PERFORMANCE').article).toBe('6(1)(b)');
    expect(legalGroundEntry('LEGAL_OBLIGATION').article).toBe('6(1)(c)');
    expect(legalGroundEntry('VITAL_INTEREST').article).toBe('6(1)(d)');
    expect(legalGroundEntry('PUBLIC_INTEREST').article).toBe('6(1)(e)');
    expect(legalGroundEntry('LEGITIMATE_INTEREST').article).toBe('6(1)(f)');
  });

  it.each([
    ['Consimțământ', 'CONSENT'],
    ['  interes   legitim ', 'LEGITIMATE_INTEREST'],
    ['Legal obligation', 'LEGAL_OBLIGATION'],
    ['CONTRACT_PERFORMANCE', 'CONTRACT_PERFORMANCE'],
  ])('reads the ground text %j', (text, ground) => {
    expect(legalGroundFromText(text)).toBe(ground);
  });

  it('treats unsupported ground text as an internal error', () => {
    expect(() => legalGroundFromText('Bunul plac')).toThrow(/unsupported ground text/);
    expect(() => legalGroundFromText('Legal obligation', 'ro')).toThrow();
    expect(legalGroundFromText('Legal obligation', 'en')).toBe('LEGAL_OBLIGATION');
  });
});

describe('special-data grounds', () => {
  it('offers NONE, stored as null, then ART9_A to ART9_J', () => {
    expect(specialDataGroundOptions.map((o) => o.id)).toEqual(['NONE', ...SPECIAL_DATA_GROUNDS]);
    expect(specialDataGroundOption(null).label.ro).toBe('[Nu prelucrez date cu caracter special]');
    expect(specialDataGroundOption(null).value).toBeNull();
  });

  it('gives every exception a label, a one-line explanation and its Art. 9(2) letter', () => {
    for (const [i, ground] of SPECIAL_DATA_GROUNDS.entries()) {
      const option = specialDataGroundOption(ground);
      expect(option.value).toBe(ground);
      expect(option.article).toBe(`9(2)(${'abcdefghij'[i]})`);
      expect(option.description.ro).not.toMatch(/\n/);
    }
    expect(specialDataGroundOption('ART9_H').label.en).toMatch(/health/i);
  });
});

describe('countries', () => {
  it('lists the spec’s codes with OTHER last', () => {
    expect(countries.map((c) => c.id)).toEqual([...COUNTRY_CODES]);
    expect(COUNTRY_CODES).toHaveLength(37);
    expect(countries.at(-1)).toMatchObject({ id: 'OTHER', label: { en: '-- Other --' }, transfer: null });
  });

  it('knows where each stands for transfers', () => {
    const status = Object.fromEntries(countries.map((c) => [c.id, c.transfer]));
    expect(status).toMatchObject({
      RO: 'EU',
      DE: 'EU',
      NO: 'EEA',
      IS: 'EEA',
      CH: 'ADEQUATE',
      GB: 'ADEQUATE',
      RS: 'THIRD_COUNTRY',
      RU: 'THIRD_COUNTRY',
    });
    expect(countries.filter((c) => c.transfer === 'EU')).toHaveLength(27); // all member states
  });
});

describe('Romanian counties', () => {
  const expected =
    'AB Alba 1,AR Arad 2,AG Argeș 3,BC Bacău 4,BH Bihor 5,BN Bistrița-Năsăud 6,BT Botoșani 7,BV Brașov 8,BR Brăila 9,BZ Buzău 10,CS Caraș-Severin 11,CJ Cluj 12,CT Constanța 13,CV Covasna 14,DB Dâmbovița 15,DJ Dolj 16,GL Galați 17,GJ Gorj 18,HR Harghita 19,HD Hunedoara 20,IL Ialomița 21,IS Iași 22,IF Ilfov 23,MM Maramureș 24,MH Mehedinți 25,MS Mureș 26,NT Neamț 27,OT Olt 28,PH Prahova 29,SM Satu Mare 30,SJ Sălaj 31,SB Sibiu 32,SV Suceava 33,TR Teleorman 34,TM Timiș 35,TL Tulcea 36,VS Vaslui 37,VL Vâlcea 38,VN Vrancea 39,B București 40,CL Călărași 51,GR Giurgiu 52';

  it('maps every code to its name and registration number (docs/facts/romania.md)', () => {
    expect(counties.map((c) => `${c.code} ${c.name} ${c.number}`).join(',')).toBe(expected);
  });

  it('has the six Bucharest sectors', () => {
    expect(BUCHAREST_SECTORS).toEqual([
      'Sector 1',
      'Sector 2',
      'Sector 3',
      'Sector 4',
      'Sector 5',
      'Sector 6',
    ]);
  });

  it.each([
    ['cj', 'CJ'],
    ['RO-TM', 'TM'],
    ['Timi\u015F', 'TM'], // registry data with a cedilla
    ['JUD. CLUJ', 'CJ'],
    ['Județul Argeș', 'AG'],
    ['Municipiul București', 'B'],
    ['MUNICIPIUL BUCURE\u015ETI', 'B'],
    ['Sector 3', 'B'],
    ['bistrita nasaud', 'BN'],
    ['Satu-Mare', 'SM'],
  ])('finds %j', (text, code) => {
    expect(findCounty(text)?.code).toBe(code);
  });

  it('finds nothing for an unknown county', () => {
    expect(findCounty('Atlantida')).toBeUndefined();
    expect(findCounty('Sector 7')).toBeUndefined();
    expect(countyByCode('XX')).toBeUndefined();
  });
});

describe('other enumerations', () => {
  it('has the payment statuses and method codes of the spec', () => {
    expect(paymentStatuses.map((s) => s.id)).toEqual([...PAYMENT_STATUSES]);
    expect(PAYMENT_STATUSES).toEqual([
      'PENDING',
      'CHECKING_TRANSACTION',
      'PAID',
      'ERROR',
      'CREDITED',
      'CANCELLED',
    ]);
    expect(paymentMethods.map((m) => m.id)).toEqual([...PAYMENT_METHODS]);
    expect(PAYMENT_METHODS).toEqual(['VOUCHER', 'MASTERCARD_PREMIUM']);
  });

  it('has the five document statuses with what each shows', () => {
    expect(documentStatuses.map((s) => s.id)).toEqual([...DOCUMENT_STATUSES]);
    expect(DOCUMENT_STATUSES).toEqual(['PROCESSING', 'ERROR', 'LOCKED', 'NOT_CONFIGURED', 'READY']);
    expect(documentStatuses.every((s) => s.description)).toBe(true);
  });

  it('has the data sources: three sections, then every data subject', () => {
    expect(DATA_SOURCES).toEqual([
      'CONTACT_INFO',
      'COMPANY_INFO',
      'AUTO_CONFIGURED_PRODUCTS',
      ...DATA_SUBJECTS,
    ]);
    expect(dataSourceSections.map((s) => s.id)).toEqual([
      'CONTACT_INFO',
      'COMPANY_INFO',
      'AUTO_CONFIGURED_PRODUCTS',
    ]);
  });

  it('labels every data subject, in enumeration order, with a route parameter', () => {
    // Not parsed as the module loads (a front end's first page downloads no zod for them): here.
    expect(ZDataSubjectEntrySchema.array().parse(dataSubjectEntries)).toEqual(dataSubjectEntries);
    expect(dataSubjectEntries.map((s) => s.id)).toEqual([...DATA_SUBJECTS]);
    expect(subjectRouteParam('PERSONAL_CLIENTS')).toBe('personal_clients');
  });

  it('has the lifecycle stages, languages, currencies and editions', () => {
    expect(lifecycleStages.map((s) => s.label.en)).toEqual([
      'Marketing-qualified lead',
      'Sales-qualified lead',
      'Opportunity',
      'Customer',
    ]);
    expect(languages.map((x) => [x.id, x.label.ro])).toEqual([
      ['ro', 'Română'],
      ['en', 'English'],
    ]);
    expect(currencies.map((c) => [c.id, c.symbol])).toEqual([
      ['RON', 'lei'],
      ['EUR', '€'],
    ]);
    // Each language places the euro sign its own way: after the figure in Romanian, before it in English.
    expect(formatAmount(59, 'EUR', 'ro')).toBe('59 €');
    expect(formatAmount(59, 'EUR', 'en')).toBe('€59');
    expect(formatAmount(12.5, 'EUR', 'en')).toBe('€12.50');
    expect(formatAmount(12.5, 'EUR', 'ro')).toBe('12,50 €');
    expect(formatAmount(290, 'RON', 'en')).toBe('290 lei');
    expect(editions.map((e) => [e.id, e.platform, e.basePath])).toEqual([
      ['RO', 'ro', '/platform'],
      ['EN', 'en', '/platform/en'],
      ['INT', 'int', '/platform/int'],
    ]);
  });

  it('has the second subject enumeration of the spec (18 values)', () => {
    expect(subjectTypes.map((s) => s.id)).toEqual([...SUBJECT_TYPES]);
    expect(SUBJECT_TYPES).toHaveLength(18);
    expect(SUBJECT_TYPES).toEqual(
      expect.arrayContaining(['REGISTRIES', 'CONTRACTS', 'DATA_SUBJECTS_RIGHTS', 'UTILS', 'CCTV']),
    );
  });
});

describe('data the documents need', () => {
  it('defaults whether data must be provided from the grounds, the strongest first', () => {
    expect(defaultProvisionRequirement(['CONSENT', 'LEGAL_OBLIGATION'])).toBe('STATUTORY');
    expect(defaultProvisionRequirement(['CONTRACT_PERFORMANCE', 'LEGITIMATE_INTEREST'])).toBe(
      'CONTRACT_NECESSARY',
    );
    expect(defaultProvisionRequirement(['CONSENT'])).toBe('VOLUNTARY');
    expect(defaultProvisionRequirement(['LEGITIMATE_INTEREST'])).toBe('VOLUNTARY');
  });

  it('has a standard consequence for every requirement, and entries for every id', () => {
    expect(provisionRequirementEntries.map((e) => e.id)).toEqual([...PROVISION_REQUIREMENTS]);
    expect(automatedDecisionEntries.map((e) => e.id)).toEqual([...AUTOMATED_DECISIONS]);
    expect(securityMeasureEntries.map((e) => e.id)).toEqual([...SECURITY_MEASURES]);
    expect(transferMechanismEntries.map((e) => e.id)).toEqual([...TRANSFER_MECHANISMS]);
  });

  it('offers only the transfer mechanisms a country’s regime allows', () => {
    expect(transferMechanismsFor('EEA')).toEqual([]);
    expect(transferMechanismsFor('ADEQUACY')).toContain('ADEQUACY');
    expect(transferMechanismsFor('DPF')).toEqual(expect.arrayContaining(['DPF', 'SCC']));
    expect(transferMechanismsFor('SAFEGUARDS')).not.toContain('ADEQUACY');
    expect(transferMechanismsFor('SAFEGUARDS')).not.toContain('DPF');
  });

  it('labels every channel kind and tool kind in both languages, with what belongs there', () => {
    expect(channelKindEntries.map((e) => e.id)).toEqual([...CHANNEL_KINDS]);
    expect(channelKindEntries.find((e) => e.id === 'MOBILE_APP')?.label).toEqual({
      ro: 'Aplicație mobilă',
      en: 'Mobile app',
    });
    expect(channelToolKindEntries.map((e) => e.id)).toEqual([...CHANNEL_TOOL_KINDS]);
    expect(channelToolKindEntries.find((e) => e.id === 'EMBEDDED_CONTENT')?.label.en).toBe(
      'Embedded content (maps, video)',
    );
    for (const e of [...channelKindEntries, ...channelToolKindEntries]) {
      expect(e.label.ro).not.toMatch(/[\u015F\u0163\u015E\u0162]/);
      expect(e.description.ro).not.toMatch(/[\u015F\u0163\u015E\u0162]/);
      expect(e.description.en.length).toBeGreaterThan(10);
    }
  });
});
