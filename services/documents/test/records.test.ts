/**
 * The records of processing activities against their checklist (docs/facts/document-checklists.md §4,
 * docs/facts/gdpr-documents.md "Record of processing activities"): the controller's record has every
 * Art. 30(1) element for every operation of the company, marks special data, says why the
 * Art. 30(5) exemption does not apply; the processor's record is a filled header and a register to
 * complete. Romanian and English, RO and INT editions.
 */
import type { SituationReadModel } from '@conform/configurator-service/read';
import { sampleSituations } from '../src/engine/sample.ts';
import { controllerRecordRows } from '../src/engine/templates/records.ts';
import { blockText } from '../src/engine/tree.ts';
import { make, sectionIds, sectionText } from './support/make.ts';

const securityMeasures = {
  measures: ['ENCRYPTION', 'BACKUPS'],
  other: 'Seif ignifug pentru dosarele de personal',
};

describe('the controller’s record (Art. 30(1) GDPR)', () => {
  it.each(['ro', 'en'] as const)(
    '(%s) has the controller, the security measures and an entry per operation with every Art. 30(1) element',
    (language) => {
      const { tree, text, ctx } = make('REGISTRU_OPERATOR', { language, company: { securityMeasures } });
      const ids = sectionIds(tree);
      expect(ids.slice(0, 3)).toEqual(['about', 'controller', 'security']);
      expect(ids.at(-1)).toBe('review');
      expect(ctx.operations.length).toBeGreaterThan(100);
      // One section per activity, one entry per operation.
      const activities = tree.sections.filter((s) => s.id.startsWith('activities-'));
      expect(activities).toHaveLength(ctx.situations.length);
      const entries = activities.flatMap((s) => s.blocks.filter((b) => b.kind === 'table'));
      expect(entries).toHaveLength(ctx.operations.length);

      ctx.operations.forEach((op, index) => {
        const entry = blockText(entries[index]!);
        expect(entry).toContain(op.purpose);
        expect(entry).toContain(op.storageDuration);
        for (const item of op.data) expect(entry).toContain(item.text);
        for (const recipient of op.recipients) expect(entry).toContain(recipient);
        expect(entry).toMatch(
          language === 'ro' ? /art\. 6 alin\. \(1\) lit\. [a-f]\)/ : /Article 6\(1\)\([a-f]\)/,
        );
      });

      const controller = sectionText(tree, 'controller');
      expect(controller).toContain('Exemplu Servicii SRL');
      expect(controller).toContain('18547290');
      expect(controller).toContain('protectiadatelor@exemplu.ro');
      expect(controller).toMatch(/\(DPO\).*Ioana Popescu, dpo@exemplu\.ro/);
      expect(controller).toMatch(language === 'ro' ? /Operatori asociați/ : /Joint controllers/);
      expect(controller).toMatch(language === 'ro' ? /art\. 27/ : /Article 27/);
      expect(sectionText(tree, 'security')).toContain(
        language === 'ro' ? 'Criptarea laptopurilor' : 'Encryption of laptops',
      );
      expect(sectionText(tree, 'security')).toContain('Seif ignifug pentru dosarele de personal');
      expect(sectionText(tree, 'about')).toMatch(
        language === 'ro' ? /art\. 30 alin\. \(4\)/ : /Article 30\(4\)/,
      );
      expect(sectionText(tree, 'about')).toContain('ANSPDCP');
      expect(text).not.toMatch(/[\u015E\u015F\u0162\u0163]/);
    },
  );

  it.each([
    [
      'ro',
      'Data ultimei verificări | 28 noiembrie 2026',
      'Data ultimei verificări | Neverificată încă',
      /se verifică cel puțin o dată pe an\. Intrarea fiecărei operațiuni arată data ultimei sale verificări/,
    ],
    [
      'en',
      'Last reviewed | 28 November 2026',
      'Last reviewed | Not reviewed yet',
      /reviewed at least once a year\. Each operation’s entry states the date it was last reviewed/,
    ],
  ] as const)(
    '(%s) states each operation’s last review as the admin marked it, or that it was not reviewed yet',
    (language, reviewed, never, clause) => {
      const situations = sampleSituations(language, 'RO', ['EMPLOYEES']).map((s, n) => ({
        ...s,
        operations: s.operations.map((op, i) => ({
          ...op,
          reviewedAt: n === 0 && i === 0 ? '2026-11-28' : null,
        })),
      }));
      const { tree, ctx } = make('REGISTRU_OPERATOR', { language, situations });
      const entries = tree.sections
        .flatMap((s) => s.blocks)
        .filter((b) => b.kind === 'table' && /^\d+\.$/.test(b.columns[0] ?? ''));
      const entryOf = (name: string) =>
        blockText(entries.find((b) => b.kind === 'table' && b.columns[1] === name)!);
      const [first, second] = situations[0]!.operations;
      expect(entryOf(ctx.operations.find((o) => o.id === first!.id)!.name)).toContain(reviewed);
      expect(entryOf(ctx.operations.find((o) => o.id === second!.id)!.name)).toContain(never);
      // The spreadsheet's column says the same.
      const rows = controllerRecordRows(ctx).rows;
      expect(rows.find((r) => r.op.id === first!.id)!.cells.reviewed).toEqual([reviewed.split(' | ')[1]]);
      expect(sectionText(tree, 'review')).toMatch(clause);
    },
  );

  it('marks special categories with their Art. 9(2) exception, criminal data with Art. 10, and national numbers', () => {
    const { tree, ctx } = make('REGISTRU_OPERATOR');
    const medical = ctx.operations.find((op) => op.suggestionId === 'e-cim-medical')!;
    const criminal = ctx.operations.find((op) => op.suggestionId === 'e-cim-criminal')!;
    const payroll = ctx.operations.find((op) => op.suggestionId === 'e-drm-payroll')!;
    const entryOf = (name: string) =>
      blockText(
        tree.sections.flatMap((s) => s.blocks).find((b) => b.kind === 'table' && b.columns[1] === name)!,
      );
    expect(entryOf(medical.name)).toContain('(categorie specială, art. 9)');
    expect(entryOf(medical.name)).toMatch(
      /Excepția de la art\. 9 \/ temeiul art\. 10 \| art\. 9 alin\. \(2\) lit\. [bh]\)/,
    );
    expect(entryOf(criminal.name)).toContain('art. 10 din GDPR');
    expect(entryOf(payroll.name)).toContain('art. 4 din Legea nr. 190/2018');
    // An operation with no special data and no transfers: the spreadsheet says so, the PDF's entry
    // leaves those rows out (its introduction says why).
    const offer = controllerRecordRows(ctx).rows.find((row) => row.op.suggestionId === 'pc-ac-offer')!;
    expect(offer.cells.special).toEqual(['Nu este cazul']);
    expect(offer.notApplicable).toEqual(['special', 'transfers']);
    expect(entryOf(offer.op.name)).not.toMatch(/Excepția|Transferuri/);
    const newsletter = ctx.operations.find((op) => op.suggestionId === 'pc-pr-newsletter')!;
    expect(entryOf(newsletter.name)).toMatch(/Transferuri .*Mailwave Inc\.: Clauze contractuale standard/);
    expect(sectionText(tree, 'about')).toContain('apar numai la operațiunile la care sunt cazul');
  });

  it('names the transfer to a processor outside the EEA assigned to an operation whose recipients are all in the EEA', () => {
    const situations = sampleSituations('ro', 'RO', ['PERSONAL_CLIENTS']).map((situation) => ({
      ...situation,
      operations: situation.operations.map((op) =>
        op.suggestionId === 'pc-ac-offer'
          ? {
              ...op,
              recipientsLocations: ['România'],
              storageLocations: ['România'],
              processorIds: ['sample-processor-2'],
            }
          : op,
      ),
    }));
    const { ctx } = make('REGISTRU_OPERATOR', { situations });
    const offer = controllerRecordRows(ctx).rows.find((row) => row.op.suggestionId === 'pc-ac-offer')!;
    expect(offer.notApplicable).toEqual(['special']);
    expect(blockText({ kind: 'paragraph', content: offer.cells.transfers })).toContain(
      'Statele Unite ale Americii, Mailwave Inc.: Clauze contractuale standard',
    );
  });

  it('names the third country and its Chapter V safeguard, and where to get a copy', () => {
    const { ctx } = make('REGISTRU_OPERATOR');
    const { rows } = controllerRecordRows(ctx);
    const newsletter = rows.find((row) => row.op.suggestionId === 'pc-pr-newsletter');
    const transfers = blockText({ kind: 'paragraph', content: newsletter!.cells.transfers });
    expect(transfers).toBe(
      'Statele Unite ale Americii, Mailwave Inc.: Clauze contractuale standard (Decizia (UE) 2021/914), modulul 2, semnate la 10 februarie 2026; copia garanțiilor se obține la protectiadatelor@exemplu.ro',
    );
    expect(transfers).not.toMatch(/în lipsa certificării/);
    const offer = rows.find((row) => row.op.suggestionId === 'pc-ac-offer');
    expect(blockText({ kind: 'paragraph', content: offer!.cells.transfers })).toMatch(
      /Nu există transferuri/,
    );
  });

  it('says why the Art. 30(5) exemption does not apply, from the employee count', () => {
    const below = sectionText(make('REGISTRU_OPERATOR', { company: { employeeCount: 12 } }).tree, 'about');
    expect(below).toContain('Compania are 12 angajați, deci sub pragul de 250');
    expect(below).toContain('nu sunt ocazionale');
    expect(below).toContain('categorii speciale de date');
    const above = sectionText(
      make('REGISTRU_OPERATOR', { language: 'en', company: { employeeCount: 320 } }).tree,
      'about',
    );
    expect(above).toContain('The company has 320 employees');
    expect(above).toContain('does not apply');
    // Not given: a visible placeholder, and the conditions of the exemption.
    const unknown = sectionText(make('REGISTRU_OPERATOR').tree, 'about');
    expect(unknown).toMatch(/Numărul de angajați: \[…\]/);
    expect(unknown).toMatch(/nu este ocazională/);
    expect(
      sectionText(make('REGISTRU_OPERATOR', { company: { employeeCount: 20 } }).tree, 'about'),
    ).toContain('20 de angajați');
  });

  it('follows the DPO wording rule and leaves the measures and the representative visibly to complete', () => {
    const { tree } = make('REGISTRU_OPERATOR', {
      company: {
        dataProtectionResponsible: {
          isDpo: false,
          name: 'Dan Ilie',
          email: 'dan@exemplu.ro',
          phone: '',
          notifiedOn: null,
        },
      },
    });
    const controller = sectionText(tree, 'controller');
    expect(controller).toContain('Persoana de contact pentru protecția datelor: Dan Ilie, dan@exemplu.ro');
    expect(controller).not.toContain('(DPO)');
    // Without a DPO, the heading does not announce one either.
    const heading = tree.sections.find((s) => s.id === 'controller')!.title;
    expect(heading).toBe('Operatorul și persoana de contact pentru protecția datelor');
    expect(make('REGISTRU_OPERATOR').tree.sections.find((s) => s.id === 'controller')!.title).toBe(
      'Operatorul și responsabilul cu protecția datelor',
    );
    expect(controller).toMatch(/Reprezentantul legal: \[…\]/);
    expect(sectionText(tree, 'security')).toContain('[…]');
  });

  it('on the INT edition names the supervisory authority and EU law only', () => {
    const { text, ctx } = make('REGISTRU_OPERATOR', { edition: 'INT' });
    expect(text).toContain('the competent supervisory authority');
    expect(text).not.toMatch(/ANSPDCP|190\/2018|Romanian/);
    expect(ctx.operations.some((op) => op.data.some((d) => d.nationalId))).toBe(true);
    expect(text).toContain('national identification number, Article 87');
    // A German company is established in the Union: no Art. 27 representative.
    expect(text).toContain('Not applicable: the company is established in the European Union.');
  });

  it('without operations says so, and keeps the controller, the measures and the review', () => {
    const { tree } = make('REGISTRU_OPERATOR', { situations: [] as SituationReadModel[] });
    expect(sectionIds(tree)).toEqual(['about', 'controller', 'security', 'activities', 'review']);
    expect(sectionText(tree, 'activities')).toContain('nu a descris încă operațiuni');
  });

  it('makes the PDF entries and the spreadsheet rows from the same row function', () => {
    const { tree, ctx } = make('REGISTRU_OPERATOR', { language: 'en' });
    const { columns, rows } = controllerRecordRows(ctx);
    expect(columns.map((c) => c.key)).toEqual([
      'number',
      'subjects',
      'activity',
      'purpose',
      'basis',
      'special',
      'data',
      'sources',
      'recipients',
      'transfers',
      'erasure',
      'storage',
      'reviewed',
      'security',
    ]);
    expect(rows).toHaveLength(ctx.operations.length);
    const pdf = tree.sections.flatMap((s) => s.blocks.filter((b) => b.kind === 'table'));
    const first = rows[0]!;
    const entry = pdf.find((b) => b.kind === 'table' && b.columns[1] === first.op.name)!;
    expect(blockText(entry)).toContain(`${first.number}. | ${first.op.name}`);
    for (const key of ['purpose', 'basis', 'data', 'recipients', 'erasure'] as const)
      expect(blockText(entry)).toContain(blockText({ kind: 'paragraph', content: first.cells[key] }));
  });
});

describe('the processor’s record (Art. 30(2) GDPR)', () => {
  it.each(['ro', 'en'] as const)(
    '(%s): the company as processor, a register of controllers to fill in, the entry model, measures and providers',
    (language) => {
      const { tree } = make('REGISTRU_PERSOANA_IMPUTERNICITA', {
        language,
        company: {
          securityMeasures,
          employeeCount: 8,
          processors: [
            {
              id: 'p1',
              name: 'Cloud Găzduire SRL',
              fiscalCode: 'RO123',
              registrationNumber: null,
              address: 'Cluj-Napoca',
              country: 'RO',
              representative: null,
              contactEmail: null,
              service: 'Găzduire',
              transferMechanism: null,
              dpfCheckedOn: null,
              sccModule: null,
              sccSignedOn: null,
              derogation: null,
              bcrReference: null,
              subProcessors: [],
            },
          ],
        },
      });
      expect(sectionIds(tree)).toEqual([
        'how',
        'processor',
        'register',
        'entry',
        'security',
        'providers',
        'review',
      ]);
      const processor = sectionText(tree, 'processor');
      expect(processor).toContain('Exemplu Servicii SRL');
      expect(processor).toContain('Ioana Popescu');
      const register = tree.sections.find((s) => s.id === 'register')!.blocks.find((b) => b.kind === 'table');
      expect(register?.kind === 'table' && register.rows.length).toBeGreaterThanOrEqual(8);
      expect(register?.kind === 'table' && register.columns.join(' ')).toMatch(
        language === 'ro' ? /Categoriile de prelucrări.*Transferuri/ : /Categories of processing.*Transfers/,
      );
      const entry = sectionText(tree, 'entry');
      expect(entry).toMatch(language === 'ro' ? /\[de completat\]/ : /\[to complete\]/);
      expect(entry).toMatch(language === 'ro' ? /art\. 49/ : /Article 49/);
      expect(sectionText(tree, 'security')).toContain('Seif ignifug pentru dosarele de personal');
      expect(sectionText(tree, 'providers')).toContain('Cloud Găzduire SRL');
      expect(sectionText(tree, 'how')).toMatch(language === 'ro' ? /8 angajați/ : /8 employees/);
    },
  );

  it('on the INT edition names no Romanian authority', () => {
    const { text } = make('REGISTRU_PERSOANA_IMPUTERNICITA', { edition: 'INT' });
    expect(text).not.toMatch(/ANSPDCP|190\/2018/);
    expect(text).toContain('competent supervisory authority');
  });
});
