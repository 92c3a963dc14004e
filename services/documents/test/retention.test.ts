/**
 * A retention period the law sets is written as in force on the document's day: an operation that
 * chose a retention preset (or, saved before the choice was kept, whose text is word for word the
 * preset's own label) prints the period of the dated legal figures (catalogue law/parameters.ts) on
 * the document's date; a text the admin typed is printed as written. A change entered ahead of time
 * applies from its day.
 */
import { legalParameters, retentionLabel } from '@conform/catalogues';
import type { SituationReadModel } from '@conform/configurator-service/read';
import { sampleSituations } from '../src/engine/sample.ts';
import { blockText } from '../src/engine/tree.ts';
import { make } from './support/make.ts';

const BEFORE = new Date('2027-06-30T10:00:00Z');
const AFTER = new Date('2027-07-01T10:00:00Z');
const payroll = legalParameters.RETENTION_PAYROLL_YEARS.values;

// The law's payroll period changed from 1 July 2027 (a change entered ahead of time), for these tests only.
beforeAll(() => {
  payroll.push({ value: 75, from: '2027-07-01', source: payroll[0]!.source });
});
afterAll(() => {
  payroll.splice(payroll.length - 1, 1);
});

/** The employees' situation of payroll, its payroll operation stored as the test says. */
function withPayroll(
  language: 'ro' | 'en',
  stored: (op: SituationReadModel['operations'][number]) => Partial<SituationReadModel['operations'][number]>,
): SituationReadModel[] {
  const situation = sampleSituations(language, 'RO', ['EMPLOYEES']).find((s) =>
    s.operations.some((op) => op.suggestionId === 'e-drm-payroll'),
  )!;
  return [
    {
      ...situation,
      operations: situation.operations
        .filter((op) => op.suggestionId === 'e-drm-payroll')
        .map((op) => ({ ...op, ...stored(op) })),
    },
  ];
}

/** The record's entry of the payroll operation, as printed. */
function payrollEntry(language: 'ro' | 'en', situations: SituationReadModel[], now: Date): string {
  const { tree, ctx } = make('REGISTRU_OPERATOR', { language, situations, now });
  const name = ctx.operations[0]!.name;
  const entry = tree.sections
    .flatMap((s) => s.blocks)
    .find((b) => b.kind === 'table' && b.columns[1] === name);
  return blockText(entry!);
}

const OTHER = {
  ro: (years: number) => `; ${years} de ani pentru celelalte state de salarii`,
  en: (years: number) => `; ${years} years for other payroll statements`,
};

describe('the retention period the law sets, on the document’s day', () => {
  it.each(['ro', 'en'] as const)(
    '(%s) an operation that chose the payroll preset prints 50 years before the change and 75 from its day',
    (language) => {
      const situations = withPayroll(language, () => ({ retentionId: 'payroll50Years' }));
      const before = payrollEntry(language, situations, BEFORE);
      expect(before).toContain(OTHER[language](50));
      expect(before).not.toContain(OTHER[language](75));
      const after = payrollEntry(language, situations, AFTER);
      expect(after).toContain(OTHER[language](75));
      expect(after).toContain(retentionLabel('payroll50Years', language, 'RO', AFTER));
    },
  );

  it('an operation saved before the choice was kept, whose text is the preset’s own label, follows the law too', () => {
    const situations = withPayroll('ro', (op) => {
      const { retentionId: _none, ...old } = op;
      return {
        ...old,
        retentionId: null,
        storageDuration: retentionLabel('payroll50Years', 'ro', 'RO', BEFORE),
      };
    });
    expect(payrollEntry('ro', situations, AFTER)).toContain(OTHER.ro(75));
    // And in the other language of the document, as any preset text.
    expect(payrollEntry('en', situations, AFTER)).toContain(OTHER.en(75));
  });

  it('a period the admin typed is printed as written, whatever the day', () => {
    const typed = 'Statele de salarii: 50 de ani, potrivit nomenclatorului nostru';
    const situations = withPayroll('ro', () => ({ retentionId: null, storageDuration: typed }));
    for (const now of [BEFORE, AFTER]) {
      const entry = payrollEntry('ro', situations, now);
      expect(entry).toContain(typed);
      expect(entry).not.toContain(OTHER.ro(75));
    }
  });
});
