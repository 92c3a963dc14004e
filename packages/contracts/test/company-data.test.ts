import {
  ZCctvSchema,
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
