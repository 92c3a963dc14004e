import { ZSaveInterestAssessmentSchema } from '../src/configurator.ts';

describe('the answers of a legitimate interest assessment', () => {
  it('keeps what the admin wrote, trimmed; a field left out or empty is null (the standard answer)', () => {
    expect(
      ZSaveInterestAssessmentSchema.parse({
        necessity: '  Doar clienții din ultimul an.  ',
        purpose: '',
        safeguards: null,
      }),
    ).toEqual({
      purpose: null,
      necessity: 'Doar clienții din ultimul an.',
      minimisation: null,
      retention: null,
      expectations: null,
      consequences: null,
      safeguards: null,
      conclusion: null,
    });
  });

  it('refuses an unknown field, an unknown conclusion and an answer over 2000 characters', () => {
    const result = ZSaveInterestAssessmentSchema.safeParse({
      purpose: 'x'.repeat(2001),
      conclusion: 'PROBABLY',
      note: 'x',
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join('.')).sort()).toEqual(['', 'conclusion', 'purpose']);
  });

  it("takes the admin's conclusion only as a choice", () => {
    expect(ZSaveInterestAssessmentSchema.parse({ conclusion: 'OVERRIDDEN' }).conclusion).toBe('OVERRIDDEN');
  });
});
