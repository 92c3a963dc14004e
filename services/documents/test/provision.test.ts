/**
 * Art. 13(2)(e) per legal basis: whether a person must provide the data, and what follows if they
 * do not. Data no law or contract requires and processed on legitimate interest are not "voluntary"
 * (footage, logs, monitoring are collected whatever the person does): the notice states the right to
 * object instead, absolute for direct marketing (Art. 21(2)-(3)).
 */
import type { SituationReadModel } from '@conform/configurator-service/read';
import { sampleSituations } from '../src/engine/sample.ts';
import { make, sectionText } from './support/make.ts';

/** The row of an operation in the notice's "are you required to provide the data" table. */
function rowOf(text: string, name: string): string {
  return text.split('\n').find((line) => line.startsWith(name)) ?? '';
}

/**
 * The layered employee notice states it in its annex, per operation: the "Furnizarea datelor" line
 * of the operation's entry.
 */
function annexEntryOf(text: string, name: string): string {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.includes(`Operațiunea: ${name}`));
  if (start < 0) return '';
  return lines.slice(start + 1).find((line) => line.includes('Furnizarea datelor:')) ?? '';
}

describe('whether the data must be provided (Art. 13(2)(e))', () => {
  const { ctx, tree } = make('NOTA_INFORMARE_ANGAJATI');
  const annex = sectionText(tree, 'annex');
  const first = (test: (op: (typeof ctx.operations)[number]) => boolean) => {
    const op = ctx.operations.find(test);
    if (!op) throw new Error('the sample has no such operation');
    return op;
  };

  it('states the right to object for legitimate interest, not that providing the data is voluntary', () => {
    const monitoring = first(
      (op) =>
        op.grounds.includes('LEGITIMATE_INTEREST') &&
        !op.grounds.includes('CONSENT') &&
        op.provisionRequirement === 'VOLUNTARY' &&
        op.provisionConsequence === null &&
        op.purposeCategory !== 'MARKETING',
    );
    const row = annexEntryOf(annex, monitoring.name);
    expect(row).toContain('Vă puteți opune oricând prelucrării');
    expect(row).toContain('art. 21 alin. (1)');
    expect(row).not.toContain('singura consecință');
  });

  it('keeps the catalogue’s sentence for a legal obligation and for consent', () => {
    const statutory = first(
      (op) => op.provisionRequirement === 'STATUTORY' && op.provisionConsequence === null,
    );
    expect(annexEntryOf(annex, statutory.name)).toContain('Furnizarea datelor este impusă de lege');
    expect(annexEntryOf(annex, statutory.name)).not.toContain('opune');
  });

  it('states the absolute right to object for direct marketing, and lets the company’s own sentence prevail', () => {
    const base = make('NOTA_INFORMARE_CLIENTI_PF');
    const marketing = base.ctx.operations.find(
      (op) =>
        op.purposeCategory === 'MARKETING' &&
        op.grounds.includes('LEGITIMATE_INTEREST') &&
        !op.grounds.includes('CONSENT') &&
        op.provisionRequirement === 'VOLUNTARY',
    );
    expect(marketing).toBeDefined();
    const row = rowOf(sectionText(base.tree, 'provision'), marketing!.name);
    expect(row).toContain('fără nicio justificare și gratuit');
    expect(row).toContain('art. 21 alin. (2) și (3)');

    // The same operation with the company's own sentence: that sentence, as written.
    const own = 'Puteți refuza oricând ofertele, dintr-un clic.';
    const situations: SituationReadModel[] = sampleSituations('ro', 'RO').map((s) => ({
      ...s,
      operations: s.operations.map((op) =>
        op.name === marketing!.name ? { ...op, provisionConsequence: own } : op,
      ),
    }));
    const edited = make('NOTA_INFORMARE_CLIENTI_PF', { situations });
    const ownRow = rowOf(sectionText(edited.tree, 'provision'), marketing!.name);
    expect(ownRow).toContain(own);
    expect(ownRow).not.toContain('fără nicio justificare');
  });
});
