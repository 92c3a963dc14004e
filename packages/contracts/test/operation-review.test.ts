import { ZOperationRecordSchema, ZOperationSchema, ZSaveOperationSchema } from '../src/configurator.ts';

const operation = {
  name: 'Salarizare',
  purpose: 'Plata salariilor.',
  data: ['Nume și prenume'],
  grounds: ['LEGAL_OBLIGATION'],
  groundReason: 'Codul muncii.',
  specialDataGround: null,
  sources: ['Persoana vizată'],
  recipients: [],
  recipientsLocations: [],
  storageDuration: '50 de ani',
  storageLocations: ['România'],
};

describe('marking an operation as reviewed', () => {
  it('is a yes or no the save carries; a day cannot be sent', () => {
    expect(ZSaveOperationSchema.parse({ ...operation, reviewed: true }).reviewed).toBe(true);
    expect(ZSaveOperationSchema.parse(operation).reviewed).toBeUndefined();
    const bad = ZSaveOperationSchema.safeParse({ ...operation, reviewed: 'da' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path)).toEqual([['reviewed']]);
    // The day is the server's: a client's reviewedAt is refused, as is a mark in a new situation's operations.
    expect(ZSaveOperationSchema.safeParse({ ...operation, reviewedAt: '2020-01-01' }).success).toBe(false);
    expect(ZOperationSchema.safeParse({ ...operation, reviewed: true }).success).toBe(false);
  });

  it('a stored operation says the day of its last review, or null for never', () => {
    expect(ZOperationRecordSchema.shape.reviewedAt.safeParse(null).success).toBe(true);
    expect(ZOperationRecordSchema.shape.reviewedAt.safeParse('2026-11-28').success).toBe(true);
    expect(ZOperationRecordSchema.shape.reviewedAt.safeParse(undefined).success).toBe(false);
  });
});
