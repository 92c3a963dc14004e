import { RETENTION_IDS } from '@conform/catalogues/enums';
import { ZOperationRecordSchema, ZSaveOperationSchema } from '../src/configurator.ts';

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

describe('the retention period an operation chose among the suggestions', () => {
  it('is one of the catalogue’s retention ids, null for the admin’s own text, or left out', () => {
    expect(ZSaveOperationSchema.parse({ ...operation, retentionId: 'payroll50Years' }).retentionId).toBe(
      'payroll50Years',
    );
    expect(ZSaveOperationSchema.parse({ ...operation, retentionId: null }).retentionId).toBeNull();
    // Left out: the service decides (kept on a replace while the text is the preset's own).
    expect(ZSaveOperationSchema.parse(operation).retentionId).toBeUndefined();
    for (const id of RETENTION_IDS)
      expect(ZSaveOperationSchema.safeParse({ ...operation, retentionId: id }).success).toBe(true);
  });

  it('refuses any other value under its own path with a message', () => {
    for (const bad of ['payroll75Years', '', 5, { id: 'years5Tax' }]) {
      const result = ZSaveOperationSchema.safeParse({ ...operation, retentionId: bad });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([
        [['retentionId'], 'The retention period is not one of the catalogue’s'],
      ]);
    }
  });

  it('is read back from a stored operation, absent from an older answer', () => {
    const record = {
      ...operation,
      id: 'e-1-abcdefgh',
      purposeCategory: null,
      cookies: 'NONE',
      processorIds: [],
      largeScale: null,
      subjectsCount: null,
      coreActivity: null,
      vulnerableSubjects: null,
      newTechnology: null,
      occasional: null,
      interestKind: null,
      recipientTransfers: [],
      reviewedAt: null,
      provisionRequirement: 'STATUTORY',
      provisionConsequence: null,
      automatedDecision: 'NONE',
      automatedDecisionLogic: null,
      suggestionId: null,
    };
    expect(ZOperationRecordSchema.parse({ ...record, retentionId: 'years5Tax' }).retentionId).toBe(
      'years5Tax',
    );
    expect(ZOperationRecordSchema.parse(record).retentionId).toBeUndefined();
    expect(ZOperationRecordSchema.safeParse({ ...record, retentionId: 'forever' }).success).toBe(false);
  });
});
