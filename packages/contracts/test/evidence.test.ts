/**
 * The signed copies' contract: which documents take a signed copy (by their key, whatever channel or
 * language), and what an upload's address must say, with the message keys the form shows.
 */
import {
  isSignableDocument,
  ZSignedCopyUploadQuerySchema,
  ZInspectionPackQuerySchema,
} from '../src/evidence.ts';

const issues = (input: unknown) => {
  const parsed = ZSignedCopyUploadQuerySchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
};

it('takes signed copies of the agreements and decisions a party signs, not of notices or records', () => {
  expect(isSignableDocument('CONTRACT_OPERATOR_PERSOANA_IMPUTERNICITA')).toBe(true);
  expect(isSignableDocument('DECIZIE_NUMIRE_DPO')).toBe(true);
  expect(isSignableDocument('ACT_ADITIONAL_CONFIDENTIALITATE.en')).toBe(true);
  expect(isSignableDocument('NOTA_INFORMARE_ANGAJATI')).toBe(false);
  expect(isSignableDocument('REGISTRU_OPERATOR')).toBe(false);
  expect(isSignableDocument('CONTRACT_OPERATOR')).toBe(false);
});

it('reads an upload’s address: the day signed required and real, the version a positive number, a blank note none', () => {
  expect(ZSignedCopyUploadQuerySchema.parse({ signedOn: '2026-11-20', version: '2', note: '  ' })).toEqual({
    signedOn: '2026-11-20',
    version: 2,
    note: null,
  });
  expect(issues({})).toEqual([['signedOn', 'validation.date.invalid']]);
  expect(issues({ signedOn: '2026-02-30' })).toEqual([['signedOn', 'validation.date.invalid']]);
  expect(issues({ signedOn: '2026-11-20', version: '0' }).map(([path]) => path)).toEqual(['version']);
  expect(issues({ signedOn: '2026-11-20', note: 'x'.repeat(501) })).toEqual([['note', 'validation.tooLong']]);
});

it('makes the inspection pack in Romanian unless English is asked, and nothing else', () => {
  expect(ZInspectionPackQuerySchema.parse({})).toEqual({ language: 'ro' });
  expect(ZInspectionPackQuerySchema.parse({ language: 'en' })).toEqual({ language: 'en' });
  expect(ZInspectionPackQuerySchema.safeParse({ language: 'de' }).success).toBe(false);
});
