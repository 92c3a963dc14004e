import { ZProcessorSchema } from '../src/company-data.ts';
import { ZOperationSchema, ZRecipientTransferSchema } from '../src/configurator.ts';

const operation = (recipientTransfers: unknown[]) => ({
  name: 'Raportarea către grup',
  purpose: 'Raportarea financiară către compania-mamă.',
  data: ['Nume și prenume'],
  grounds: ['LEGITIMATE_INTEREST'],
  groundReason: 'Raportarea în cadrul grupului.',
  specialDataGround: null,
  sources: ['Persoana vizată'],
  recipients: ['Companiile din același grup'],
  recipientsLocations: ['S.U.A.'],
  storageDuration: '5 ani',
  storageLocations: ['România'],
  recipientTransfers,
});

describe('a transfer pinned on an operation for a recipient that is not a processor', () => {
  it('keeps only the facts of the mechanism chosen, like a processor’s pin', () => {
    const scc = ZRecipientTransferSchema.parse({
      recipient: 'Companiile din același grup',
      country: 'US',
      transferMechanism: 'SCC',
      sccModule: 'C2C',
      sccSignedOn: '2026-02-10',
      dpfCheckedOn: '2026-01-01',
      bcrReference: 'BCR-1',
    });
    expect(scc).toEqual({
      recipient: 'Companiile din același grup',
      country: 'US',
      transferMechanism: 'SCC',
      dpfCheckedOn: null,
      sccModule: 'C2C',
      sccSignedOn: '2026-02-10',
      derogation: null,
      bcrReference: null,
    });
    // What the dialog sends parses again unchanged.
    expect(ZRecipientTransferSchema.parse(scc)).toEqual(scc);
  });

  it.each([
    [
      'SCC without the day signed',
      { transferMechanism: 'SCC', sccModule: 'C2C' },
      'sccSignedOn',
      'validation.sccSignedOn.required',
    ],
    [
      'DPF without the day checked',
      { transferMechanism: 'DPF' },
      'dpfCheckedOn',
      'validation.dpfCheckedOn.required',
    ],
    [
      'Art. 49 without its point',
      { transferMechanism: 'DEROGATION' },
      'derogation',
      'validation.derogation.required',
    ],
    [
      'an adequacy decision (no pin to give)',
      { transferMechanism: 'ADEQUACY' },
      'transferMechanism',
      'validation.transferMechanism.required',
    ],
    [
      'a day signed in the future',
      { transferMechanism: 'SCC', sccModule: 'C2C', sccSignedOn: '2999-01-01' },
      'sccSignedOn',
      'validation.date.future',
    ],
  ])('refuses %s, naming the field', (_what, pin, path, message) => {
    const result = ZRecipientTransferSchema.safeParse({ recipient: 'Grupul', country: 'US', ...pin });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([[path, message]]);
  });

  it('names one of the operation’s recipients, once per country', () => {
    const pin = { country: 'US', transferMechanism: 'BCR', bcrReference: '' };
    expect(
      ZOperationSchema.safeParse(operation([{ ...pin, recipient: 'companiile din același grup' }])).success,
    ).toBe(true);
    const other = ZOperationSchema.safeParse(operation([{ ...pin, recipient: 'Banca' }]));
    expect(other.error!.issues.map((i) => i.path.join('.'))).toEqual(['recipientTransfers.0.recipient']);
    const twice = ZOperationSchema.safeParse(
      operation([
        { ...pin, recipient: 'Companiile din același grup' },
        { ...pin, recipient: 'Companiile din același grup' },
      ]),
    );
    expect(twice.error!.issues.map((i) => i.path.join('.'))).toEqual(['recipientTransfers']);
  });

  it('a processor’s pin still reads the same facts (one shape for both)', () => {
    const processor = ZProcessorSchema.parse({
      name: 'Mailwave Inc.',
      fiscalCode: 'US-1',
      address: 'Main St 1',
      country: 'US',
      service: 'E-mail',
      transferMechanism: 'SCC',
      sccModule: 'C2P',
      sccSignedOn: '2026-02-10',
      derogation: 'A',
    });
    expect(processor).toMatchObject({ sccModule: 'C2P', sccSignedOn: '2026-02-10', derogation: null });
  });
});

describe('a transfer to a country the company typed', () => {
  it('names the country by the company’s words, up to the length of a list item', () => {
    const pin = {
      recipient: 'Companiile din același grup',
      transferMechanism: 'DEROGATION',
      derogation: 'A',
    };
    expect(ZRecipientTransferSchema.parse({ ...pin, country: 'Kosovo (sucursala grupului)' }).country).toBe(
      'Kosovo (sucursala grupului)',
    );
    expect(ZRecipientTransferSchema.safeParse({ ...pin, country: 'x'.repeat(301) }).success).toBe(false);
    expect(ZRecipientTransferSchema.safeParse({ ...pin, country: '  ' }).success).toBe(false);
  });
});
