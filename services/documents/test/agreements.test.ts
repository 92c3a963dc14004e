/**
 * The agreements (catalogue group AGREEMENTS) against their checklists (docs/facts/document-checklists.md
 * section 3, docs/facts/gdpr-documents.md): the processing agreement's Art. 28(3)(a)–(h) clauses and
 * Annexes I–IV per processor, the controller–controller and joint controllers agreements, the
 * transfer annex with its SCC modules and transfer impact assessment, and the confidentiality
 * addendum; in Romanian and English, on the RO and INT editions, for the sample company; the DOCX
 * of each is opened and read.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { products, type TDocumentCode } from '@conform/catalogues';
import type { CompanyReadModel, ProcessorReadModel } from '@conform/companies-service/read';
import type { SituationReadModel } from '@conform/configurator-service/read';
import type { Language } from '../src/engine/context.ts';
import { HISTORY_SECTION } from '../src/engine/history.ts';
import { prepareDocument, situationScope } from '../src/engine/render.ts';
import { sampleCompany, sampleProcessors, sampleSituations } from '../src/engine/sample.ts';
import { blankPlaces } from '../src/documents/blanks.ts';
import { blanksOf, treeText, type DocumentTree } from '../src/engine/tree.ts';

const AGREEMENTS = [
  'CONTRACT_OPERATOR_PERSOANA_IMPUTERNICITA',
  'CONTRACT_OPERATOR_OPERATOR',
  'CONTRACT_OPERATORI_ASOCIATI',
  'ANEXA_TRANSFER_INTERNATIONAL',
  'ACT_ADITIONAL_CONFIDENTIALITATE',
] as const satisfies readonly TDocumentCode[];

function make(
  code: TDocumentCode,
  options: {
    language?: Language;
    edition?: 'RO' | 'INT';
    company?: Partial<CompanyReadModel>;
    situations?: SituationReadModel[];
  } = {},
) {
  const edition = options.edition ?? 'RO';
  const language = edition === 'INT' ? 'en' : (options.language ?? 'ro');
  const product = products.find((p) => p.documents.includes(code) && p.editions.includes(edition))!.id;
  const company = { ...sampleCompany(edition === 'INT' ? 'int' : 'ro'), ...options.company };
  company.products = { pending: [], configured: [product], purchased: [product] };
  const situations =
    options.situations ??
    (situationScope(code, product) === 'none' ? [] : sampleSituations(language, edition));
  const prepared = prepareDocument({
    type: code,
    product,
    company,
    situations,
    language,
    version: 1,
    now: new Date('2026-03-02T10:00:00Z'),
  });
  if (!prepared) throw new Error(`${code}: no template`);
  return { ...prepared, text: treeText(prepared.tree) };
}

/** The agreement's own sections: the version history that ends it is history.test.ts's. */
const ids = (tree: DocumentTree) => tree.sections.filter((s) => s.id !== HISTORY_SECTION).map((s) => s.id);
const sectionText = (tree: DocumentTree, id: string) => {
  const s = tree.sections.find((x) => x.id === id);
  if (!s) throw new Error(`no section ${id} in ${ids(tree).join(', ')}`);
  return treeText({ ...tree, title: '', subtitle: '', sections: [s] });
};

const DPA_SECTIONS = [
  'parties',
  'definitions',
  'subject',
  'nature',
  'data',
  'controller',
  'instructions',
  'confidentiality',
  'security',
  'subprocessors',
  'requests',
  'assistance',
  'end',
  'audits',
  'transfers',
  'liability',
  'term',
  'signatures',
  'annex-1',
  'annex-2',
  'annex-3',
  'annex-4',
];

describe('every agreement, in both languages and on both editions', () => {
  it.each(
    AGREEMENTS.flatMap(
      (code) =>
        [
          [code, 'ro', 'RO'],
          [code, 'en', 'RO'],
          [code, 'en', 'INT'],
        ] as const,
    ),
  )(
    '%s (%s, %s edition): clean text, both parties signing, no Romanian law on INT',
    (code, language, edition) => {
      const { tree, text } = make(code, { language, edition });
      expect(text).not.toMatch(/undefined|\bnull\b|\[object|NaN/);
      expect(text).not.toMatch(/[\u015E\u015F\u0162\u0163]/);
      if (language === 'ro') expect(text).not.toMatch(/\blit\. \(/);
      expect(new Set(tree.sections.map((s) => s.id)).size).toBe(tree.sections.length);
      // Two signature blocks: the company's legal representative (visibly missing in the sample) and the other party.
      const signatures = tree.sections.flatMap((s) => s.blocks).filter((b) => b.kind === 'signatures');
      expect(signatures.length).toBeGreaterThan(0);
      for (const block of signatures) if (block.kind === 'signatures') expect(block.parties).toHaveLength(2);
      expect(text).toContain('[…]');
      if (edition === 'INT') {
        expect(text).not.toMatch(
          /ANSPDCP|Law No\.|Legea nr\.|Labour Code|Codul muncii|53\/2003|Romanian|legea română/,
        );
      }
    },
  );
});

describe('the processing agreement (Art. 28 GDPR, SCC 2021/915)', () => {
  const processors = sampleProcessors('ro');

  it('is one agreement per processor, each with every checklist section and Annexes I–IV', () => {
    const { tree } = make('CONTRACT_OPERATOR_PERSOANA_IMPUTERNICITA');
    expect(ids(tree)).toEqual(processors.flatMap((p) => DPA_SECTIONS.map((id) => `${p.id}-${id}`)));
    expect(tree.subtitle).toMatch(/2021\/915.*2 persoane împuternicite/);
  });

  it.each(['ro', 'en'] as const)(
    '(%s) carries the Art. 28(3)(a)–(h) obligations, the breach notice and the infringing-instruction notice',
    (language) => {
      const { tree } = make('CONTRACT_OPERATOR_PERSOANA_IMPUTERNICITA', { language });
      const at = (id: string) => sectionText(tree, `${processors[0]!.id}-${id}`);
      const ro = language === 'ro';
      expect(at('instructions')).toMatch(
        ro
          ? /numai pe baza instrucțiunilor documentate.*transferurile.*art\. 28 alin\. \(3\) lit\. a\)/s
          : /only on documented instructions.*transfers.*Article 28\(3\)\(a\)/s,
      );
      expect(at('instructions')).toMatch(
        ro ? /informează imediat operatorul.*încalcă/s : /immediately informs the controller.*infringes/s,
      );
      expect(at('confidentiality')).toMatch(
        ro
          ? /confidențialitatea.*art\. 28 alin\. \(3\) lit\. b\)/s
          : /confidentiality.*Article 28\(3\)\(b\)/s,
      );
      expect(at('security')).toMatch(
        ro
          ? /anexa III.*art\. 28 alin\. \(3\) lit\. c\) și art\. 32/s
          : /Annex III.*Article 28\(3\)\(c\) and Article 32/s,
      );
      const sub = at('subprocessors');
      expect(sub).toMatch(ro ? /autorizarea specifică prealabilă/ : /prior specific written authorisation/);
      expect(sub).toMatch(ro ? /Autorizare generală scrisă/ : /General written authorisation/);
      expect(sub).toMatch(
        ro ? /aceleași obligații de protecție a datelor/ : /same data protection obligations/,
      );
      expect(sub).toMatch(ro ? /rămâne pe deplin răspunzătoare/ : /remains fully liable/);
      expect(sub).toMatch(/\[(nr\. de zile|number of days)\]/);
      expect(at('requests')).toMatch(
        ro ? /art\. 15–22.*art\. 28 alin\. \(3\) lit\. e\)/s : /Articles 15–22.*Article 28\(3\)\(e\)/s,
      );
      const assistance = at('assistance');
      expect(assistance).toMatch(ro ? /art\. 32–36.*lit\. f\)/s : /Articles 32–36.*Article 28\(3\)\(f\)/s);
      expect(assistance).toMatch(ro ? /ANSPDCP/ : /ANSPDCP/);
      expect(assistance).toMatch(
        ro ? /fără întârzieri nejustificate.*48 de ore/s : /without undue delay.*48 hours/s,
      );
      expect(assistance).toContain('protectiadatelor@exemplu.ro');
      expect(at('end')).toMatch(
        ro
          ? /șterge.*returnează.*art\. 28 alin\. \(3\) lit\. g\)/s
          : /deletes.*returns.*Article 28\(3\)\(g\)/s,
      );
      expect(at('audits')).toMatch(
        ro
          ? /audituri.*inspecțiile.*art\. 28 alin\. \(3\) lit\. h\)/s
          : /audits, including inspections.*Article 28\(3\)\(h\)/s,
      );
      expect(at('liability')).toMatch(ro ? /art\. 82/ : /Article 82/);
      expect(at('term')).toMatch(ro ? /legea română/ : /Romanian law/);
      expect(at('definitions')).toMatch(ro ? /subîmputernicit/ : /sub-processor/);
    },
  );

  it('names each processor, its service and country, and the company as controller (Annex I)', () => {
    for (const language of ['ro', 'en'] as const) {
      const { tree } = make('CONTRACT_OPERATOR_PERSOANA_IMPUTERNICITA', { language });
      const country = {
        ro: ['România', 'Statele Unite ale Americii'],
        en: ['Romania', 'United States of America'],
      };
      processors.forEach((processor, index) => {
        const parties = sectionText(tree, `${processor.id}-parties`);
        expect(parties).toContain(processor.name);
        expect(parties).toContain(processor.service);
        expect(parties).toContain(country[language][index]);
        expect(parties).toContain('Exemplu Servicii SRL');
        const annex = sectionText(tree, `${processor.id}-annex-1`);
        expect(annex).toContain(processor.name);
        expect(annex).toMatch(
          language === 'ro' ? /operator.*persoană împuternicită/s : /controller.*processor/s,
        );
        expect(sectionText(tree, `${processor.id}-signatures`)).toContain(processor.representative!);
      });
    }
  });

  it('describes the processing from the company’s operations the processor takes part in (Annex II)', () => {
    const { tree } = make('CONTRACT_OPERATOR_PERSOANA_IMPUTERNICITA');
    const accounting = sectionText(tree, 'sample-processor-1-annex-2');
    expect(accounting).toContain('Calculul și plata salariilor');
    expect(accounting).toContain('Angajați');
    expect(accounting).toContain('CNP (codul numeric personal)');
    expect(accounting).toMatch(/10 ani/);
    expect(accounting).not.toContain('Transmiterea newsletterului');
    // Health data in payroll (sick-leave certificates): the Art. 9 safeguards.
    expect(sectionText(tree, 'sample-processor-1-data')).toMatch(/art\. 9 din GDPR/);
    const marketing = sectionText(tree, 'sample-processor-2-annex-2');
    expect(marketing).toContain('Transmiterea newsletterului și a mesajelor de marketing');
    expect(marketing).not.toContain('Calculul și plata salariilor');
    expect(sectionText(tree, 'sample-processor-2-nature')).toMatch(/Transmiterea newsletterului/);
  });

  it('lists exactly the operations the processor was assigned to, whatever its service or the recipients say', () => {
    // A payroll provider whose service description names no keyword, and a hosting provider
    // assigned only to the client portal (the cases of the legal review).
    const payroll: ProcessorReadModel = {
      ...processors[0]!,
      id: 'p-payroll',
      name: 'Salarii Exacte SRL',
      service: 'Calculul salariilor',
      subProcessors: [],
    };
    const hosting: ProcessorReadModel = {
      ...processors[0]!,
      id: 'p-hosting',
      name: 'Găzduire Sigură SRL',
      service: 'Servicii IT, găzduire și mentenanță pentru toate sistemele',
      subProcessors: [],
    };
    const employees = sampleSituations('ro', 'RO', ['EMPLOYEES']);
    const portal = sampleSituations('ro', 'RO', ['ONLINE_USERS']).slice(0, 1);
    const payrollOps = new Set(['e-drm-payroll', 'e-drm-sickleave']);
    const situations = [
      ...employees.map((s) => ({
        ...s,
        operations: s.operations.map((op) => ({
          ...op,
          processorIds: payrollOps.has(op.suggestionId ?? '') ? ['p-payroll'] : [],
        })),
      })),
      ...portal.map((s) => ({
        ...s,
        operations: s.operations.map((op, i) => ({ ...op, processorIds: i === 0 ? ['p-hosting'] : [] })),
      })),
    ];
    const portalOp = portal[0]!.operations[0]!.name;
    const { tree } = make('CONTRACT_OPERATOR_PERSOANA_IMPUTERNICITA', {
      company: { processors: [payroll, hosting] },
      situations,
    });
    const payrollAnnex = sectionText(tree, 'p-payroll-annex-2');
    expect(payrollAnnex).toContain('Calculul și plata salariilor');
    expect(payrollAnnex).toContain('Gestionarea concediilor medicale');
    expect(payrollAnnex).not.toContain('Încheierea contractului individual de muncă');
    // Sick leave means health data: the Art. 9 safeguards in its agreement.
    expect(sectionText(tree, 'p-payroll-data')).toMatch(/art\. 9 din GDPR/);
    const hostingAnnex = sectionText(tree, 'p-hosting-annex-2');
    expect(hostingAnnex).toContain(portalOp);
    expect(hostingAnnex).not.toContain('Angajați');
    expect(sectionText(tree, 'p-hosting-data')).not.toMatch(/art\. 9 din GDPR/);

    // Assigned to nothing: the agreement says so, for the admin to assign its operations.
    const unassigned = make('CONTRACT_OPERATOR_PERSOANA_IMPUTERNICITA', {
      company: { processors: [payroll] },
      situations: employees,
    });
    expect(sectionText(unassigned.tree, 'p-payroll-nature')).toMatch(
      /\[…\].*nu are încă acest furnizor printre persoanele împuternicite care o efectuează/s,
    );
  });

  it('lists the company’s ticked measures in Annex III, a visible placeholder without them', () => {
    const withMeasures = make('CONTRACT_OPERATOR_PERSOANA_IMPUTERNICITA', {
      company: { securityMeasures: { measures: ['BACKUPS'], other: 'Seif pentru documente' } },
    });
    const annex = sectionText(withMeasures.tree, 'sample-processor-1-annex-3');
    expect(annex).toContain('Copii de siguranță periodice');
    expect(annex).toContain('Seif pentru documente');
    expect(annex).toMatch(/art\. 32 alin\. \(1\)/);
    const without = sectionText(
      make('CONTRACT_OPERATOR_PERSOANA_IMPUTERNICITA').tree,
      'sample-processor-1-annex-3',
    );
    expect(without).toMatch(/\[…\]/);
  });

  it('lists each processor’s sub-processors with their country and the safeguard the processor states (Annex IV)', () => {
    const { tree } = make('CONTRACT_OPERATOR_PERSOANA_IMPUTERNICITA');
    expect(sectionText(tree, 'sample-processor-1-annex-4')).toMatch(/Cloud Găzduire SRL \| România/);
    const annex = sectionText(tree, 'sample-processor-2-annex-4');
    expect(annex).toMatch(
      /Northstack Hosting LLC \| Statele Unite ale Americii \| Găzduire în cloud \| Destinatar certificat în cadrul EU-US Data Privacy Framework.*potrivit listei subîmputerniciților/,
    );
    // Never the country's regime with a fallback.
    expect(annex).not.toMatch(/dacă nu este certificat/);
    expect(annex).toMatch(/Relay Mail Europe B\.V\. \| Țările de Jos \|.*SEE/);
    const none = make('CONTRACT_OPERATOR_PERSOANA_IMPUTERNICITA', {
      company: { processors: [{ ...processors[0]!, subProcessors: [] }] },
    });
    expect(sectionText(none.tree, 'sample-processor-1-annex-4')).toMatch(/nu folosește subîmputerniciți/);
  });

  it('names the Chapter V mechanism and the SCC module for a processor outside the EEA', () => {
    const ro = make('CONTRACT_OPERATOR_PERSOANA_IMPUTERNICITA').tree;
    expect(sectionText(ro, 'sample-processor-1-transfers')).toMatch(/în SEE/);
    const transfers = sectionText(ro, 'sample-processor-2-transfers');
    expect(transfers).toMatch(/Clauze contractuale standard \(Decizia \(UE\) 2021\/914\), modulul 2/);
    expect(transfers).toMatch(/Northstack Hosting LLC.*Data Privacy Framework/s);
    const en = make('CONTRACT_OPERATOR_PERSOANA_IMPUTERNICITA', { language: 'en' }).tree;
    expect(sectionText(en, 'sample-processor-2-transfers')).toMatch(/Module 2 \(controller to processor\)/);
    const dpf = make('CONTRACT_OPERATOR_PERSOANA_IMPUTERNICITA', {
      company: { processors: [{ ...processors[1]!, transferMechanism: 'DPF' }] },
    }).tree;
    expect(sectionText(dpf, 'sample-processor-2-transfers')).toMatch(
      /Data Privacy Framework.*certificarea activă/s,
    );
  });

  it('without processors: one agreement with the other party to fill in, and where to add them', () => {
    const { tree, text } = make('CONTRACT_OPERATOR_PERSOANA_IMPUTERNICITA', { company: { processors: [] } });
    expect(ids(tree)).toEqual(DPA_SECTIONS);
    expect(sectionText(tree, 'parties')).toMatch(
      /\[denumire\].*\[cod de identificare fiscală\].*\[sediul\]/s,
    );
    expect(sectionText(tree, 'parties')).toMatch(/„Persoane împuternicite”/);
    expect(sectionText(tree, 'subject')).toContain('[serviciul prestat de furnizor]');
    // The company's processor-type recipients help fill in Annex II.
    expect(sectionText(tree, 'annex-2')).toMatch(
      /Contabilul sau firma de contabilitate \|.*Calculul și plata salariilor/,
    );
    expect(text).toContain('Exemplu Servicii SRL');
    const en = make('CONTRACT_OPERATOR_PERSOANA_IMPUTERNICITA', {
      language: 'en',
      company: { processors: [] },
    });
    expect(sectionText(en.tree, 'parties')).toMatch(/"Processors" section/);
  });

  it('signs with the legal representative once given', () => {
    const { tree } = make('CONTRACT_OPERATOR_PERSOANA_IMPUTERNICITA', {
      company: { legalRepresentative: { name: 'Maria Ionescu', role: 'administrator' } },
    });
    expect(sectionText(tree, 'sample-processor-1-signatures')).toContain('Maria Ionescu, administrator');
    expect(sectionText(tree, 'sample-processor-1-parties')).toContain('Maria Ionescu, administrator');
  });

  it('on INT names the supervisory authority and the law of the controller’s Member State', () => {
    const { tree } = make('CONTRACT_OPERATOR_PERSOANA_IMPUTERNICITA', { edition: 'INT' });
    const first = sampleProcessors('int')[0]!;
    expect(sectionText(tree, `${first.id}-parties`)).toContain('Ledger Partners GmbH');
    expect(sectionText(tree, `${first.id}-assistance`)).toMatch(/the supervisory authority/);
    expect(sectionText(tree, `${first.id}-term`)).toMatch(
      /law of the Member State in which the controller is established/,
    );
  });
});

describe('the agreement between independent controllers', () => {
  it.each(['ro', 'en'] as const)(
    '(%s) shares the company’s data with partners, each party a controller',
    (language) => {
      const { tree } = make('CONTRACT_OPERATOR_OPERATOR', { language });
      const ro = language === 'ro';
      expect(ids(tree)).toEqual([
        'parties',
        'subject',
        'shared-data',
        'purposes',
        'lawfulness',
        'minimisation',
        'security',
        'requests',
        'breaches',
        'transfers',
        'processors',
        'liability',
        'term',
        'contacts',
        'signatures',
      ]);
      expect(sectionText(tree, 'parties')).toMatch(
        ro ? /Partenerul.*\[denumire\]/s : /The partner.*\[name\]/s,
      );
      expect(sectionText(tree, 'subject')).toMatch(
        ro ? /operator independent.*art\. 26/s : /independent controller.*Article 26/s,
      );
      const shared = sectionText(tree, 'shared-data');
      expect(shared).toMatch(
        ro ? /Firma de curierat \|.*art\. 6 alin\. \(1\) lit\. b\)/ : /Courier company \|.*Art\. 6\(1\)\(b\)/,
      );
      // Processors and authorities are not partners sharing data for their own purposes.
      expect(shared).not.toMatch(ro ? /Contabilul|ANAF/ : /Accountant|ANAF/);
      expect(sectionText(tree, 'lawfulness')).toMatch(ro ? /art\. 14.*o lună/s : /Article 14.*one month/s);
      expect(sectionText(tree, 'minimisation')).toMatch(ro ? /art\. 19/ : /Article 19/);
      expect(sectionText(tree, 'breaches')).toMatch(ro ? /ANSPDCP.*72 de ore/s : /ANSPDCP.*72 hours/s);
      expect(sectionText(tree, 'transfers')).toMatch(ro ? /modulul 1/ : /Module 1/);
      expect(sectionText(tree, 'contacts')).toMatch(/Ioana Popescu/);
    },
  );
});

describe('the joint controllers arrangement (Art. 26 GDPR)', () => {
  it.each(['ro', 'en'] as const)(
    '(%s) sets the respective responsibilities, the contact point and the essence',
    (language) => {
      const { tree } = make('CONTRACT_OPERATORI_ASOCIATI', { language });
      const ro = language === 'ro';
      expect(ids(tree)).toEqual([
        'parties',
        'joint-activity',
        'responsibilities',
        'contact-point',
        'data-subjects',
        'essence',
        'liability',
        'term',
        'signatures',
      ]);
      const duties = sectionText(tree, 'responsibilities');
      expect(duties).toMatch(
        ro
          ? /Informarea persoanelor vizate \(art\. 13 și 14\)/
          : /Informing the data subjects \(Articles 13 and 14\)/,
      );
      expect(duties).toMatch(
        ro ? /Cererile persoanelor vizate \(art\. 15–22\)/ : /Data subjects’ requests \(Articles 15–22\)/,
      );
      expect(duties).toContain('Exemplu Servicii SRL');
      expect(sectionText(tree, 'contact-point')).toMatch(/Ioana Popescu.*protectiadatelor@exemplu\.ro/s);
      expect(sectionText(tree, 'data-subjects')).toMatch(ro ? /art\. 26 alin\. \(3\)/ : /Article 26\(3\)/);
      const essence = sectionText(tree, 'essence');
      expect(essence).toMatch(ro ? /art\. 26 alin\. \(2\)/ : /Article 26\(2\)/);
      expect(essence).toMatch(
        ro
          ? /operatori asociați.*protectiadatelor@exemplu\.ro/s
          : /joint controllers.*protectiadatelor@exemplu\.ro/s,
      );
      expect(sectionText(tree, 'liability')).toMatch(ro ? /art\. 82 alin\. \(4\)/ : /Article 82\(4\)/);
    },
  );
});

describe('the international transfer annex (Chapter V)', () => {
  it.each(['ro', 'en'] as const)(
    '(%s) one row per processor, sub-processor and operation recipient outside the EEA, with the mechanism and SCC module',
    (language) => {
      const { tree } = make('ANEXA_TRANSFER_INTERNATIONAL', { language });
      const ro = language === 'ro';
      expect(ids(tree)).toEqual([
        'scope',
        'processors',
        'onward',
        'operations',
        'mechanisms',
        'tia',
        'copy',
        'review',
        'signatures',
      ]);
      const processors = sectionText(tree, 'processors');
      expect(processors).toMatch(
        ro
          ? /Mailwave Inc\. \| Statele Unite ale Americii \|.*Clauze contractuale standard.*modulul 2 \(de la operator la persoana împuternicită\)/
          : /Mailwave Inc\. \| United States of America \|.*Standard contractual clauses.*Module 2 \(controller to processor\)/,
      );
      // Processors in the EEA are no transfer.
      expect(processors).not.toContain('Contab Expert SRL');
      expect(sectionText(tree, 'onward')).toMatch(
        ro
          ? /Northstack Hosting LLC \| Mailwave Inc\..*Data Privacy Framework.*potrivit listei subîmputerniciților/
          : /Northstack Hosting LLC \| Mailwave Inc\..*Data Privacy Framework.*as stated in the processor’s list/,
      );
      expect(sectionText(tree, 'onward')).not.toContain('Relay Mail Europe');
      const operations = sectionText(tree, 'operations');
      // Every e-mail marketing operation has Mailwave assigned: the transfer is Mailwave's, as pinned.
      expect(operations).toMatch(
        ro
          ? /Platforma de e-mail marketing \|[^\n]*Mailwave Inc\.: Clauze contractuale standard[^\n]*semnate la 10 februarie 2026/
          : /E-mail marketing platform \|[^\n]*Mailwave Inc\.: Standard contractual clauses[^\n]*signed on 10 February 2026/,
      );
      // Advertising platforms are controllers the company recorded nothing about: a question, no regime guess.
      expect(operations).toMatch(
        ro
          ? /Rețele sociale și platforme de publicitate \|[^\n]*\[…\]/
          : /Social networks and advertising platforms \|[^\n]*\[…\]/,
      );
      expect(operations).not.toMatch(/dacă nu este certificat|if not certified/);
      // Brand names are not the company's recipients.
      expect(operations).not.toMatch(/Mailchimp|TikTok|Google Analytics/);
      const mechanisms = sectionText(tree, 'mechanisms');
      for (const source of ['2023/1795', '2021/914', '47', '49']) expect(mechanisms).toContain(source);
      const tia = sectionText(tree, 'tia');
      expect(tia).toMatch(/C-311\/18 \(Schrems II\)/);
      expect(tia).toMatch(ro ? /Recomandărilor EDPB 01\/2020/ : /EDPB Recommendations 01\/2020/);
      expect(tia).toMatch(/Mailwave Inc\. – /);
      expect(tia).toMatch(ro ? /măsurile suplimentare/i : /supplementary measures/i);
      expect(tia).toMatch(/14086/);
      expect(sectionText(tree, 'copy')).toContain('protectiadatelor@exemplu.ro');
    },
  );

  it('says when none is recorded and when the annex is needed', () => {
    const { tree } = make('ANEXA_TRANSFER_INTERNATIONAL', {
      company: { processors: [sampleProcessors('ro')[0]!] },
      situations: sampleSituations('ro', 'RO', ['EMPLOYEES']).map((s) => ({
        ...s,
        operations: s.operations.map((op) => ({
          ...op,
          recipientsLocations: [],
          storageLocations: ['România'],
        })),
      })),
    });
    expect(ids(tree)).toEqual(['scope', 'none']);
    expect(sectionText(tree, 'none')).toMatch(/niciun transfer.*Anexa devine necesară/s);
  });

  it('asks for a transfer impact assessment for an operation recipient in a country without adequacy', () => {
    const situations = sampleSituations('ro', 'RO', ['EMPLOYEES']).map((s, index) =>
      index === 0
        ? {
            ...s,
            operations: s.operations.map((op, i) =>
              i === 0
                ? { ...op, recipients: ['Companiile din același grup'], recipientsLocations: ['Serbia'] }
                : op,
            ),
          }
        : s,
    );
    const { tree } = make('ANEXA_TRANSFER_INTERNATIONAL', { company: { processors: [] }, situations });
    expect(sectionText(tree, 'processors')).toMatch(/nu a adăugat încă persoane împuternicite/);
    expect(sectionText(tree, 'operations')).toMatch(/Companiile din același grup \| Serbia \|[^\n]*\[…\]/);
    expect(sectionText(tree, 'tia')).toMatch(/Companiile din același grup – Serbia/);
  });
});

describe('the confidentiality addendum (Labour Code art. 26, Arts. 29 and 32(4) GDPR)', () => {
  it.each(['ro', 'en'] as const)('(%s) binds the employee, during and after the contract', (language) => {
    const { tree } = make('ACT_ADITIONAL_CONFIDENTIALITATE', { language });
    const ro = language === 'ro';
    expect(ids(tree)).toEqual([
      'parties',
      'object',
      'obligations',
      'incidents',
      'duration',
      'employer',
      'liability',
      'final',
      'signatures',
    ]);
    expect(sectionText(tree, 'parties')).toMatch(
      ro
        ? /contractul individual de muncă nr\. \[numărul contractului\]/
        : /employment contract no\. \[contract number\]/,
    );
    expect(sectionText(tree, 'object')).toMatch(
      ro
        ? /art\. 26 din Legea nr\. 53\/2003 – Codul muncii.*art\. 29 și art\. 32 alin\. \(4\)/s
        : /Article 26 of the Labour Code \(Law No\. 53\/2003\).*Articles 29 and 32\(4\)/s,
    );
    expect(sectionText(tree, 'obligations')).toMatch(
      ro ? /numai la instrucțiunile angajatorului/ : /only on the employer’s instructions/,
    );
    expect(sectionText(tree, 'incidents')).toMatch(
      ro ? /imediat.*72 de ore/s : /immediately.*within 72 hours/s,
    );
    expect(sectionText(tree, 'duration')).toMatch(ro ? /după încetarea acestuia/ : /after it ends/);
    expect(sectionText(tree, 'liability')).toMatch(
      ro ? /daune-interese.*art\. 26 alin\. \(2\)/s : /damages.*Article 26\(2\)/s,
    );
    // Made from the company's identification only: no contact details that would need regenerating.
    expect(treeText(tree)).not.toContain('protectiadatelor@exemplu.ro');
  });

  it('on INT relies on the applicable employment law', () => {
    const { tree, text } = make('ACT_ADITIONAL_CONFIDENTIALITATE', { edition: 'INT' });
    expect(sectionText(tree, 'object')).toMatch(/applicable employment law.*Articles 29 and 32\(4\)/s);
    expect(text).toContain('Beispiel Services GmbH');
  });
});

describe('the agreements as editable DOCX', () => {
  const dir = mkdtempSync(join(tmpdir(), 'agreements-docx-'));
  it.each(AGREEMENTS)(
    '%s opens as a Word document with its sections and the company’s data',
    async (code) => {
      const prepared = make(code);
      const file = join(dir, `${code}.docx`);
      writeFileSync(file, await prepared.docx());
      const xml = execFileSync('unzip', ['-p', file, 'word/document.xml'], { encoding: 'utf8' });
      expect(xml).toContain('Exemplu Servicii SRL');
      expect(xml).toContain('w:pStyle w:val="Heading2"');
      for (const section of prepared.tree.sections)
        expect(xml).toContain(section.title.replace(/&/g, '&amp;').replace(/"/g, '&quot;'));
      if (code === 'CONTRACT_OPERATOR_PERSOANA_IMPUTERNICITA') {
        expect(xml).toContain('Mailwave Inc.');
        expect(xml).toContain('<w:tbl>');
      }
    },
  );
});

describe('a transfer abroad as the admin pinned it on the processor', () => {
  const processors = sampleProcessors('ro');
  const mailwave = processors[1]!;
  const NO_PIN = {
    dpfCheckedOn: null,
    sccModule: null,
    sccSignedOn: null,
    derogation: null,
    bcrReference: null,
  };
  const withMailwave = (pin: Partial<ProcessorReadModel>) => ({
    processors: [processors[0]!, { ...mailwave, ...NO_PIN, ...pin }],
  });
  const texts = (company: Partial<CompanyReadModel>, language: Language = 'ro') => ({
    agreement: sectionText(
      make('CONTRACT_OPERATOR_PERSOANA_IMPUTERNICITA', { company, language }).tree,
      'sample-processor-2-transfers',
    ),
    annex: make('ANEXA_TRANSFER_INTERNATIONAL', { company, language }).text,
    notice: make('POLITICA_CONFIDENTIALITATE', { company, language }).text,
  });

  it('DPF checked on a day: the agreement, the annex and the privacy policy state it, with no SCC fallback', () => {
    const { agreement, annex, notice } = texts(
      withMailwave({ transferMechanism: 'DPF', dpfCheckedOn: '2026-03-12' }),
    );
    const stated = 'certificare verificată pe lista oficială a Data Privacy Framework la 12 martie 2026';
    expect(agreement).toContain(stated);
    expect(annex).toMatch(new RegExp(`Mailwave Inc\\. \\| Statele Unite ale Americii \\|.*${stated}`));
    expect(notice).toMatch(new RegExp(`Statele Unite ale Americii \\| Mailwave Inc\\.: .*${stated}`));
    expect(notice).not.toMatch(/în lipsa certificării/);
    const en = texts(withMailwave({ transferMechanism: 'DPF', dpfCheckedOn: '2026-03-12' }), 'en').notice;
    expect(en).toMatch(
      /United States of America \| Mailwave Inc\.: .*checked on the official Data Privacy Framework list on 12 March 2026/,
    );
    expect(en).not.toMatch(/without certification/);
  });

  it('SCC module 2 signed on a day: each document states the module and the day', () => {
    const { agreement, annex, notice } = texts(
      withMailwave({ transferMechanism: 'SCC', sccModule: 'C2P', sccSignedOn: '2026-02-10' }),
    );
    const stated = /modulul 2 \(de la operator la persoana împuternicită\), semnate la 10 februarie 2026/;
    for (const text of [agreement, annex, notice]) expect(text).toMatch(stated);
  });

  it('Art. 49: the point of 49(1) the admin chose', () => {
    const { notice } = texts(withMailwave({ transferMechanism: 'DEROGATION', derogation: 'B' }));
    expect(notice).toMatch(
      /Mailwave Inc\.: derogare în temeiul art\. 49 alin\. \(1\) lit\. b\) din GDPR: executarea unui contract/,
    );
  });

  it('a processor without the pin: a blank naming the processor, not a guess', () => {
    // The blanks the documents ask (`missing` runs), each document's whole tree.
    const blanks = (company: Partial<CompanyReadModel>) =>
      (
        [
          'CONTRACT_OPERATOR_PERSOANA_IMPUTERNICITA',
          'ANEXA_TRANSFER_INTERNATIONAL',
          'POLITICA_CONFIDENTIALITATE',
        ] as const
      ).map((code) => {
        const { tree, text } = make(code, { company });
        const asked = [...JSON.stringify(tree).matchAll(/"missing":"([^"]*)"/g)].map((m) => m[1]!);
        return { code, asked, text };
      });
    for (const { asked, text } of blanks(withMailwave({ transferMechanism: 'DPF' }))) {
      expect(asked).toContain('data la care ați verificat certificarea DPF a Mailwave Inc.');
      expect(text).not.toMatch(/certificare verificată/);
    }
    const [, , scc] = blanks(withMailwave({ transferMechanism: 'SCC' }));
    expect(scc!.asked).toEqual(
      expect.arrayContaining([
        'modulul clauzelor semnate cu Mailwave Inc.',
        'data semnării clauzelor cu Mailwave Inc.',
      ]),
    );
  });

  it('the platform’s own “U.S.A.” chosen as a recipients’ location is the United States: one row, merged with the processor there', () => {
    const situations = sampleSituations('en', 'RO').map((situation) => ({
      ...situation,
      operations: situation.operations.map((op) =>
        op.processorIds.includes(mailwave.id)
          ? { ...op, recipientsLocations: ['U.S.A.'], storageLocations: ['S.U.A.'] }
          : { ...op, recipientsLocations: [], storageLocations: [] },
      ),
    }));
    const company = withMailwave({ transferMechanism: 'DPF', dpfCheckedOn: '2026-03-12' });
    const { text } = make('POLITICA_CONFIDENTIALITATE', { company, situations, language: 'en' });
    const rows = text.split('\n').filter((line) => /^(U\.S\.A\.|United States of America) \|/.test(line));
    expect(rows).toEqual([
      expect.stringMatching(/^United States of America \| Mailwave Inc\.: .*checked on .* on 12 March 2026$/),
    ]);
    // A place the catalogue does not know stays a line of its own, asking for its recipients and safeguard.
    const typed = situations.map((situation) => ({
      ...situation,
      operations: situation.operations.map((op) =>
        op.processorIds.includes(mailwave.id) ? { ...op, recipientsLocations: ['U.S.A.', 'Atlantis'] } : op,
      ),
    }));
    const { tree } = make('POLITICA_CONFIDENTIALITATE', { company, situations: typed, language: 'en' });
    expect(JSON.stringify(tree)).toContain(
      'the recipients in Atlantis (add them as processors and assign them to the operations) and the safeguard for each (Articles 45–49 GDPR)',
    );
  });
});

describe('a processor in a country outside the list, named by the admin', () => {
  const [accounting, mailwave] = sampleProcessors('en');
  const inAtlantis = {
    ...mailwave!,
    country: 'OTHER',
    countryName: 'Atlantis',
    transferMechanism: 'SCC',
    sccModule: 'C2P',
    sccSignedOn: '2026-02-01',
    dpfCheckedOn: null,
  };
  const storedIn = (place: string) =>
    sampleSituations('en', 'RO').map((situation) => ({
      ...situation,
      operations: situation.operations.map((op) =>
        op.processorIds.includes(mailwave!.id)
          ? { ...op, recipientsLocations: [], storageLocations: [place] }
          : { ...op, recipientsLocations: [], storageLocations: [] },
      ),
    }));

  it('is the processor of an operation stored in the place typed with the same name: one row, no question', () => {
    const company = { processors: [accounting!, inAtlantis] };
    const { text, tree } = make('POLITICA_CONFIDENTIALITATE', {
      company,
      situations: storedIn('atlantis'),
      language: 'en',
    });
    const rows = text.split('\n').filter((line) => /^atlantis \|/i.test(line));
    expect(rows).toEqual([
      expect.stringMatching(/^Atlantis \| Mailwave Inc\.: .*standard contractual clauses/i),
    ]);
    expect(JSON.stringify(tree)).not.toContain('the recipients in');
    // Its agreement says where it is established, by the name given (never the list's "Other").
    const agreement = make('CONTRACT_OPERATOR_PERSOANA_IMPUTERNICITA', { company, language: 'en' }).text;
    expect(agreement).toContain('The processor’s country of establishment (Atlantis) is outside the EEA.');
    expect(agreement).not.toContain('Other --');
  });

  it('another typed place is still asked for its recipients', () => {
    const { tree } = make('POLITICA_CONFIDENTIALITATE', {
      company: { processors: [accounting!, inAtlantis] },
      situations: storedIn('Lemuria'),
      language: 'en',
    });
    expect(JSON.stringify(tree)).toContain('the recipients in Lemuria (add them as processors');
  });
});

describe('an onward transfer to a sub-processor abroad, as the processor states it', () => {
  const [accounting, mailwave] = sampleProcessors('ro');
  const withSub = (transferMechanism: string | null, language: Language = 'ro') => {
    const company = {
      processors: [
        accounting!,
        {
          ...mailwave!,
          subProcessors: [
            { name: 'Northstack Hosting LLC', country: 'US', service: 'Găzduire', transferMechanism },
            { name: 'Relay Mail Europe B.V.', country: 'NL', service: null, transferMechanism: null },
          ],
        },
      ],
    };
    const agreement = make('CONTRACT_OPERATOR_PERSOANA_IMPUTERNICITA', { company, language });
    const annex = make('ANEXA_TRANSFER_INTERNATIONAL', { company, language });
    return {
      agreement: sectionText(agreement.tree, 'sample-processor-2-annex-4'),
      onward: sectionText(annex.tree, 'onward'),
      asked: [...blanksOf(agreement.tree).keys(), ...blanksOf(annex.tree).keys()],
    };
  };

  it('module 3 clauses concluded by the processor: stated with the module, in both languages', () => {
    const ro = withSub('SCC');
    for (const text of [ro.agreement, ro.onward]) {
      expect(text).toMatch(
        /Northstack Hosting LLC \|.*Clauze contractuale standard.*modulul 3 \(de la persoana împuternicită la persoana împuternicită\), potrivit listei subîmputerniciților/,
      );
      expect(text).not.toMatch(/Data Privacy Framework|dacă nu este certificat/);
    }
    expect(withSub('SCC', 'en').onward).toMatch(
      /Northstack Hosting LLC \|.*Module 3 \(processor to processor\)/,
    );
    // A sub-processor in the EEA is no transfer.
    expect(ro.agreement).toMatch(/Relay Mail Europe B\.V\. \|.*nu este cazul \(SEE\)/);
    expect(ro.onward).not.toContain('Relay Mail Europe');
  });

  it('not recorded: a question naming the sub-processor, never the country’s regime', () => {
    const { agreement, onward, asked } = withSub(null);
    expect(asked).toContain(
      'garanția transferului către Northstack Hosting LLC, din lista subîmputerniciților persoanei împuternicite',
    );
    for (const text of [agreement, onward]) expect(text).not.toMatch(/Data Privacy Framework|modulul 3/);
  });
});

describe('the transfers in the company’s operations', () => {
  it('a recipient whose every operation has a processor there is covered by that processor’s pin; a controller never is', () => {
    const [, mailwave] = sampleProcessors('ro');
    const ops = sampleSituations('ro', 'RO', ['ONLINE_USERS']);
    const company = { processors: [{ ...mailwave!, transferMechanism: 'DPF', dpfCheckedOn: '2026-03-12' }] };
    const situations = ops.map((s) => ({
      ...s,
      operations: s.operations.map((op, i) =>
        i === 0
          ? {
              ...op,
              recipients: [
                'Platforma de e-mail marketing (de exemplu, Mailchimp)',
                'Rețele sociale și platforme de publicitate',
              ],
              recipientsLocations: ['S.U.A.'],
              processorIds: [mailwave!.id],
            }
          : { ...op, recipientsLocations: [], storageLocations: [] },
      ),
    }));
    const { tree } = make('ANEXA_TRANSFER_INTERNATIONAL', { company, situations });
    const rows = sectionText(tree, 'operations').split('\n');
    // The label saved before the catalogue dropped its brand example prints as the entry's label today.
    expect(rows).toContainEqual(
      expect.stringMatching(
        /^Platforma de e-mail marketing \| Statele Unite ale Americii \|.*\| Mailwave Inc\.: .*12 martie 2026/,
      ),
    );
    expect(rows).toContainEqual(
      expect.stringMatching(
        /^Rețele sociale și platforme de publicitate \| Statele Unite ale Americii \|.*\| \[…\]$/,
      ),
    );
    expect(rows.join('\n')).not.toMatch(/Mailchimp/);
    expect([...blanksOf(tree).keys()]).toContainEqual(
      expect.stringMatching(
        /^garanția transferului către Rețele sociale și platforme de publicitate din Statele Unite ale Americii/,
      ),
    );
  });
});

describe('a transfer to a recipient abroad that is not a processor, pinned on the operation', () => {
  const GROUP = 'Companiile din același grup';
  const IT = 'Furnizorul de servicii IT și de găzduire';
  /** The first online operation sends data to the group and an IT provider in the U.S.A. and stores them in Albania. */
  const situationsWith = (
    recipientTransfers: SituationReadModel['operations'][number]['recipientTransfers'],
  ) =>
    sampleSituations('ro', 'RO', ['ONLINE_USERS']).map((s) => ({
      ...s,
      operations: s.operations.map((op, i) =>
        i === 0
          ? {
              ...op,
              name: 'Raportarea către grup',
              recipients: [GROUP, IT],
              recipientsLocations: ['S.U.A.'],
              storageLocations: ['Albania'],
              processorIds: [],
              recipientTransfers,
            }
          : { ...op, recipientsLocations: [], storageLocations: [] },
      ),
    }));
  const company = { processors: [] };
  const places = blankPlaces();

  it('not pinned: the group asks for its safeguard in the operation’s dialog; the IT provider and the storage send the admin to record the provider as a processor', () => {
    for (const language of ['ro', 'en'] as const) {
      const { tree } = make('ANEXA_TRANSFER_INTERNATIONAL', {
        company,
        situations: situationsWith([]),
        language,
      });
      const asked = [...blanksOf(tree).keys()];
      const group = asked.find((l) =>
        l.includes(
          language === 'ro' ? 'garanția transferului către Compan' : 'to Companies of the same group',
        ),
      );
      expect(group).toBe(
        language === 'ro'
          ? 'garanția transferului către Companiile din același grup din Statele Unite ale Americii, în fereastra operațiunii (art. 45–49 din GDPR; pentru clauze contractuale standard, modulul 1 dacă destinatarul este operator)'
          : 'the safeguard for the transfer to Companies of the same group in United States of America, in the operation’s dialog (Articles 45–49 GDPR; for standard contractual clauses, Module 1 if the recipient is a controller)',
      );
      expect(places.placeOf(group!)).toBe('subject');
      const provider = asked.filter((l) => /adăugați|add (it|the provider) as a processor/.test(l));
      expect(provider).toEqual(
        language === 'ro'
          ? [
              'Furnizorul de servicii IT și de găzduire din Statele Unite ale Americii: adăugați furnizorul ca persoană împuternicită (țara, garanția transferului) și alocați-l operațiunilor',
              'furnizorul serviciului de stocare din Albania: adăugați-l ca persoană împuternicită (țara, garanția transferului) și alocați-l operațiunilor',
            ]
          : [
              'IT and hosting provider in United States of America: add the provider as a processor (country, transfer safeguard) and assign it to the operations',
              'the storage service provider in Albania: add it as a processor (country, transfer safeguard) and assign it to the operations',
            ],
      );
      for (const label of provider) expect(places.placeOf(label)).toBe('processors');
      // The privacy policy and the record ask the same question for the group, and still ask for
      // the processors in the U.S.A. (the IT provider has none assigned).
      for (const code of ['POLITICA_CONFIDENTIALITATE', 'REGISTRU_OPERATOR'] as const) {
        const doc = [
          ...blanksOf(make(code, { company, situations: situationsWith([]), language }).tree).keys(),
        ];
        expect(doc).toContain(group);
        expect(doc).toContainEqual(
          expect.stringMatching(
            language === 'ro'
              ? /^destinatarii din Statele Unite ale Americii .*garanția transferului către fiecare/
              : /^the recipients in United States of America .*the safeguard for each/,
          ),
        );
      }
    }
  });

  it('pinned: the annex, the privacy policy and the record state the group’s clauses with their module and day', () => {
    const situations = situationsWith([
      {
        recipient: GROUP,
        country: 'US',
        transferMechanism: 'SCC',
        dpfCheckedOn: null,
        sccModule: 'C2C',
        sccSignedOn: '2026-02-10',
        derogation: null,
        bcrReference: null,
      },
    ]);
    const stated = 'modulul 1 (de la operator la operator), semnate la 10 februarie 2026';
    const annex = make('ANEXA_TRANSFER_INTERNATIONAL', { company, situations });
    expect(sectionText(annex.tree, 'operations').split('\n')).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^${GROUP} \\| Statele Unite ale Americii \\| Raportarea către grup \\| .*${stated.replace(/[()]/g, '\\$&')}$`,
        ),
      ),
    );
    expect([...blanksOf(annex.tree).keys()].join('\n')).not.toContain(`garanția transferului către ${GROUP}`);
    const notice = make('POLITICA_CONFIDENTIALITATE', { company, situations }).text;
    expect(notice).toContain(`Statele Unite ale Americii | ${GROUP}: Clauze contractuale standard`);
    expect(notice).toContain(stated);
    const record = make('REGISTRU_OPERATOR', { company, situations }).text;
    expect(record).toContain(`Statele Unite ale Americii, ${GROUP}: `);
    expect(record).toContain('modulul 1');
    const en = make('ANEXA_TRANSFER_INTERNATIONAL', { company, situations, language: 'en' }).text;
    expect(en).toMatch(
      /Companies of the same group \| United States of America \|.*Module 1 \(controller to controller\), signed on 10 February 2026/,
    );
  });

  it('a country the company typed (in no list) is pinned like any third country: the annex, the privacy policy and the record state the pin, not a question', () => {
    const typedIn = (recipientTransfers: SituationReadModel['operations'][number]['recipientTransfers']) =>
      situationsWith(recipientTransfers).map((s, n) => ({
        ...s,
        operations: s.operations.map((op, i) =>
          n === 0 && i === 0
            ? { ...op, recipients: [GROUP], recipientsLocations: ['Kosovo'], storageLocations: [] }
            : op,
        ),
      }));
    const pin = {
      recipient: GROUP,
      country: 'kosovo',
      transferMechanism: 'DEROGATION' as const,
      dpfCheckedOn: null,
      sccModule: null,
      sccSignedOn: null,
      derogation: 'A' as const,
      bcrReference: null,
    };
    const asked = `garanția transferului către ${GROUP} din Kosovo`;
    // Not pinned: asked for the group, in the operation's dialog.
    const before = make('POLITICA_CONFIDENTIALITATE', { company, situations: typedIn([]) });
    expect([...blanksOf(before.tree).keys()].join('\n')).toContain(asked);

    const situations = typedIn([pin]);
    const annex = make('ANEXA_TRANSFER_INTERNATIONAL', { company, situations });
    expect(sectionText(annex.tree, 'operations').split('\n')).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^${GROUP} \\| Kosovo \\| Raportarea către grup \\| .*art\\. 49 alin\\. \\(1\\) lit\\. a\\)`,
        ),
      ),
    );
    const notice = make('POLITICA_CONFIDENTIALITATE', { company, situations });
    expect(notice.text).toMatch(new RegExp(`Kosovo \\| ${GROUP}: .*art\\. 49`));
    expect([...blanksOf(notice.tree).keys()].join('\n')).not.toContain(asked);
    const record = make('REGISTRU_OPERATOR', { company, situations });
    expect(record.text).toMatch(new RegExp(`Kosovo, ${GROUP}: .*art\\. 49`));
    expect([...blanksOf(record.tree).keys()].join('\n')).not.toContain(asked);
    const en = make('POLITICA_CONFIDENTIALITATE', { company, situations, language: 'en' }).text;
    expect(en).toMatch(/Kosovo \| Companies of the same group: .*Article 49/);
  });

  it('two operations pinning the group differently: the annex, the privacy policy and the record state each operation’s own pin', () => {
    const scc = {
      recipient: GROUP,
      country: 'US',
      transferMechanism: 'SCC' as const,
      dpfCheckedOn: null,
      sccModule: 'C2C' as const,
      sccSignedOn: '2026-02-10',
      derogation: null,
      bcrReference: null,
    };
    const derogation = {
      ...scc,
      transferMechanism: 'DEROGATION' as const,
      sccModule: null,
      sccSignedOn: null,
      derogation: 'A' as const,
    };
    const situations = situationsWith([scc]).map((s, n) => ({
      ...s,
      operations: s.operations.map((op, i) =>
        n === 0 && i === 1
          ? {
              ...op,
              name: 'Auditul grupului',
              recipients: [GROUP],
              recipientsLocations: ['S.U.A.'],
              processorIds: [],
              recipientTransfers: [derogation],
            }
          : op,
      ),
    }));
    const rows = sectionText(
      make('ANEXA_TRANSFER_INTERNATIONAL', { company, situations }).tree,
      'operations',
    ).split('\n');
    expect(rows).toContainEqual(
      expect.stringMatching(
        new RegExp(`^${GROUP} \\| Statele Unite ale Americii \\| Raportarea către grup \\| .*modulul 1`),
      ),
    );
    expect(rows).toContainEqual(
      expect.stringMatching(
        new RegExp(`^${GROUP} \\| Statele Unite ale Americii \\| Auditul grupului \\| .*art\\. 49`),
      ),
    );
    const notice = make('POLITICA_CONFIDENTIALITATE', { company, situations }).text;
    expect(notice).toContain(
      `Statele Unite ale Americii | ${GROUP} (pentru Raportarea către grup): Clauze contractuale standard`,
    );
    expect(notice).toMatch(
      new RegExp(`Statele Unite ale Americii \\| ${GROUP} \\(pentru Auditul grupului\\): .*art\\. 49`),
    );
    const en = make('POLITICA_CONFIDENTIALITATE', { company, situations, language: 'en' }).text;
    expect(en).toContain('Companies of the same group (for Auditul grupului): ');
    // The record states each operation's own transfer in its own entry.
    const record = make('REGISTRU_OPERATOR', { company, situations }).text;
    const entries = record.split(/\n\d+\. \| /);
    const entry = (name: string) => entries.find((e) => e.startsWith(name)) ?? '';
    expect(entry('Raportarea către grup')).toMatch(/Transferuri[^\n]*modulul 1/);
    expect(entry('Raportarea către grup')).not.toMatch(/art\. 49/);
    expect(entry('Auditul grupului')).toMatch(/Transferuri[^\n]*art\. 49/);
    expect(entry('Auditul grupului')).not.toMatch(/modulul 1/);
  });
});
