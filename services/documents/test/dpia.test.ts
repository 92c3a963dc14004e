/**
 * The DPIA against its checklist (docs/facts/document-checklists.md §5): the screening by WP248's
 * criteria (the same as the screening form's), the systematic description of the operations that
 * meet two or more, necessity and proportionality, the risk matrix, measures and residual risk,
 * the DPO's advice, the views of the people, prior consultation; and the breach notification form
 * (Arts. 33 and 34): the controller filled in, the facts to fill in, the 72 hours, informing people.
 */
import type { CompanyReadModel } from '@conform/companies-service/read';
import type { OperationReadModel } from '@conform/configurator-service/read';
import type { TBreach } from '@conform/contracts';
import { prepareDocument } from '../src/engine/render.ts';
import { dpiaRisk, riskBand } from '../src/engine/conclusions.ts';
import { dpiaCandidates } from '../src/engine/templates/governance.ts';
import { sampleCompany, sampleSituations } from '../src/engine/sample.ts';
import { blanksOf, treeText } from '../src/engine/tree.ts';
import type { OperationView } from '../src/engine/context.ts';
import { make, sectionIds, sectionText } from './support/make.ts';

const DPIA_SECTIONS = [
  'identification',
  'screening',
  'description',
  'necessity',
  'consultation',
  'risks',
  'measures',
  'dpo',
  'conclusion',
  'approval',
];

describe('the DPIA (Art. 35 GDPR)', () => {
  it.each(['ro', 'en'] as const)(
    '(%s) reviews on a change of risk under Art. 35(11) and every three years as WP248 guidance, not as the law',
    (language) => {
      const approval = sectionText(make('EIPD', { language }).tree, 'approval');
      expect(approval).toContain('WP248');
      expect(approval).not.toMatch(/(trei ani|three years) \((art\. 35|Article 35)/);
    },
  );

  it.each(['ro', 'en'] as const)(
    '(%s) assesses the operations that meet two WP248 criteria or more, with every Art. 35(7) element',
    (language) => {
      const { tree, ctx } = make('EIPD', {
        language,
        company: { securityMeasures: { measures: ['ENCRYPTION', 'BACKUPS'], other: '' } },
      });
      expect(sectionIds(tree)).toEqual(DPIA_SECTIONS);
      const candidates = dpiaCandidates(ctx.operations);
      expect(candidates.length).toBeGreaterThan(5);

      const screening = sectionText(tree, 'screening');
      const description = sectionText(tree, 'description');
      for (const { op } of candidates) {
        expect(screening).toContain(op.name);
        expect(description).toContain(op.purpose);
        expect(description).toContain(op.storageDuration);
      }
      // Employee monitoring meets two criteria (monitoring, vulnerable people); an offer on request none.
      expect(screening).toContain(ctx.operations.find((op) => op.suggestionId === 'e-ms-cctv')!.name);
      expect(screening).not.toContain(ctx.operations.find((op) => op.suggestionId === 'pc-ac-offer')!.name);
      expect(screening).toMatch(
        language === 'ro' ? /Decizia ANSPDCP nr\. 174\/2018/ : /Decision No\. 174\/2018/,
      );
      expect(screening).toMatch(language === 'ro' ? /este necesară/ : /is required/);

      expect(sectionText(tree, 'necessity')).toMatch(
        language === 'ro' ? /art\. 35 alin\. \(7\) lit\. b\)/ : /Article 35\(7\)\(b\)/,
      );
      // Employee monitoring: art. 5 of Law 190/2018 on the RO edition.
      expect(sectionText(tree, 'necessity')).toMatch(
        language === 'ro' ? /art\. 5 din Legea nr\. 190\/2018/ : /Article 5 of Law No\. 190\/2018/,
      );
      expect(sectionText(tree, 'consultation')).toMatch(
        language === 'ro' ? /art\. 35 alin\. \(9\)/ : /Article 35\(9\)/,
      );

      const risks = sectionText(tree, 'risks');
      expect(risks).toMatch(language === 'ro' ? /P × G/ : /L × S/);
      expect(risks).toMatch(language === 'ro' ? /16 – ridicat/ : /16 – high/);
      expect(risks).toMatch(language === 'ro' ? /pierderea confidențialității/ : /loss of confidentiality/);
      // Monitoring risks point at the monitoring operations by their number.
      const cctv = candidates.findIndex((c) => c.op.suggestionId === 'e-ms-cctv') + 1;
      expect(risks).toMatch(new RegExp(`(nr\\.|nos\\.) [0-9, ]*\\b${cctv}\\b`));

      const measures = sectionText(tree, 'measures');
      expect(measures).toContain(language === 'ro' ? 'Criptarea laptopurilor' : 'Encryption of laptops');
      expect(measures).toMatch(language === 'ro' ? /Riscul rezidual/ : /Residual risk/);

      const dpo = sectionText(tree, 'dpo');
      expect(dpo).toMatch(language === 'ro' ? /art\. 35 alin\. \(2\)/ : /Article 35\(2\)/);
      expect(dpo).toContain('Ioana Popescu');

      const conclusion = sectionText(tree, 'conclusion');
      expect(conclusion).toMatch(
        language === 'ro' ? /consultă ANSPDCP.*art\. 36/s : /consults ANSPDCP.*Article 36/s,
      );
      expect(conclusion).toMatch(language === 'ro' ? /8 săptămâni/ : /8 weeks/);
      expect(sectionText(tree, 'approval')).toMatch(language === 'ro' ? /trei ani/ : /three years/);
    },
  );

  it('says a DPIA is not mandatory when no operation meets two criteria, and keeps the structure as a model', () => {
    const situations = sampleSituations('ro', 'RO', ['PERSONAL_CLIENTS', 'BUSINESS_SUPPLIERS']);
    const { tree, ctx } = make('EIPD', { situations });
    expect(dpiaCandidates(ctx.operations)).toEqual([]);
    expect(sectionIds(tree)).toEqual(DPIA_SECTIONS);
    expect(sectionText(tree, 'screening')).toContain('evaluarea impactului nu este obligatorie');
    expect(sectionText(tree, 'description')).toContain('[de completat]');
    expect(sectionText(tree, 'risks')).toContain('Acces nelegitim');
  });

  it('without a DPO records the contact person’s opinion, never as a DPO’s advice', () => {
    const company = {
      dataProtectionResponsible: { isDpo: false, name: 'Dan Ilie', email: 'dan@exemplu.ro', phone: '' },
    } as Partial<CompanyReadModel>;
    const { tree } = make('EIPD', { company });
    const dpo = tree.sections.find((s) => s.id === 'dpo')!;
    expect(dpo.title).toBe('Opinia persoanei de contact pentru protecția datelor');
    expect(sectionText(tree, 'dpo')).toContain('Dan Ilie');
    expect(sectionText(tree, 'dpo')).toContain('nu are calitatea de DPO');
  });

  it('gives the employees’ consultation date on the cameras, when the company recorded it', () => {
    const cctv = {
      areas: ['Intrarea'],
      retentionDays: 30,
      retentionReason: null,
      recipients: [],
      lessIntrusiveMeans: null,
      consultationDate: '2026-02-10',
    };
    expect(sectionText(make('EIPD', { company: { cctv } }).tree, 'consultation')).toContain(
      '10 februarie 2026',
    );
  });

  it('on the INT edition names the supervisory authority, no Romanian law or list', () => {
    const { tree, text } = make('EIPD', { edition: 'INT' });
    expect(text).not.toMatch(/ANSPDCP|174\/2018|190\/2018|Romanian/);
    expect(sectionText(tree, 'conclusion')).toContain('competent supervisory authority');
    expect(sectionText(tree, 'necessity')).toContain('Article 88 GDPR');
  });
});

describe('the DPIA screening follows WP248’s examples (a DPIA only where one is needed, with the reason)', () => {
  /** The catalogue's operations for the categories, with the admin's answer on large scale. */
  const answered = (subjects: Parameters<typeof sampleSituations>[2], largeScale: boolean | null) =>
    sampleSituations('ro', 'RO', subjects).map((situation) => ({
      ...situation,
      operations: situation.operations.map((op) => ({ ...op, largeScale })),
    }));
  const health = (ops: OperationView[]) => ops.filter((op) => op.data.some((d) => d.special));

  it('a single dental practice: its patients’ health records, not on a large scale, need no DPIA, with the reasons (recital 91)', () => {
    for (const language of ['ro', 'en'] as const) {
      const { tree, ctx } = make('EIPD', { language, situations: answered(['PATIENTS'], false) });
      const records = health(ctx.operations.filter((op) => op.dataSubject === 'PATIENTS'));
      expect(records.length).toBeGreaterThan(0);
      const assessed = dpiaCandidates(ctx.operations).map((c) => c.op);
      for (const op of records) expect(assessed).not.toContain(op);
      const screening = sectionText(tree, 'screening');
      for (const op of records) expect(screening).toContain(op.name);
      expect(screening).toMatch(language === 'ro' ? /considerentul 91 din GDPR/ : /recital 91 GDPR/);
      expect(screening).toMatch(
        language === 'ro'
          ? /nu este obligatorie, din motivele de mai sus/
          : /not mandatory, for the reasons above/,
      );
      expect(sectionText(tree, 'description')).not.toContain(records[0]!.purpose);
    }
  });

  it('a hospital: the same records on a large scale meet three criteria and are assessed', () => {
    const { tree, ctx } = make('EIPD', { situations: answered(['PATIENTS'], true) });
    const records = health(ctx.operations);
    const assessed = dpiaCandidates(ctx.operations);
    for (const op of records) {
      const candidate = assessed.find((c) => c.op === op)!;
      expect(candidate.criteria).toHaveLength(3);
    }
    expect(sectionText(tree, 'description')).toContain(records[0]!.purpose);
    expect(sectionText(tree, 'screening')).not.toContain('considerentul 91');
  });

  it('an employer: payroll and the registration in Revisal, not on a large scale, need no DPIA; monitoring the employees does', () => {
    const { tree, ctx } = make('EIPD', { situations: answered(['EMPLOYEES'], false) });
    const assessed = dpiaCandidates(ctx.operations).map((c) => c.op.suggestionId);
    expect(assessed).not.toContain('e-drm-payroll');
    expect(assessed).not.toContain('e-cim-revisal');
    // WP248's example: systematic monitoring of employees (monitoring, vulnerable people).
    expect(assessed).toContain('e-ms-cctv');
    const screening = sectionText(tree, 'screening');
    expect(screening).toContain(ctx.operations.find((op) => op.suggestionId === 'e-drm-payroll')!.name);
    expect(screening).not.toMatch(/Dacă nu sunt prelucrări pe scară largă/);
  });

  it('the scale not said: the operation is assessed, and the question that would spare it is asked', () => {
    const { tree, ctx } = make('EIPD', { situations: answered(['EMPLOYEES'], null) });
    const candidates = dpiaCandidates(ctx.operations);
    const number = candidates.findIndex((c) => c.op.suggestionId === 'e-drm-payroll') + 1;
    expect(number).toBeGreaterThan(0);
    expect(candidates[number - 1]!.scaleAsked).toBe(true);
    const asked = sectionText(tree, 'screening')
      .split('\n')
      .find((line) => line.includes('considerentul 91'))!;
    expect(asked).toMatch(/Dacă nu sunt prelucrări pe scară largă, [^\n]*: \[…\]\.$/);
    expect(asked.match(/^Operațiunile ([0-9, ]+) îndeplinesc/)![1]!.split(', ')).toContain(String(number));
    // Employee monitoring meets another criterion: the answer would not spare it.
    const cctv = candidates.findIndex((c) => c.op.suggestionId === 'e-ms-cctv') + 1;
    expect(asked.match(/^Operațiunile ([0-9, ]+) îndeplinesc/)![1]!.split(', ')).not.toContain(String(cctv));
  });
});

describe('the DPIA’s necessity, proportionality, scale and means: reasoned from the operation’s facts', () => {
  /** The employees' operations with the admin's answers over the two the test looks at. */
  const employees = (answers: Record<string, Partial<OperationReadModel>>) =>
    sampleSituations('ro', 'RO', ['EMPLOYEES']).map((situation) => ({
      ...situation,
      operations: situation.operations.map((op) => ({
        ...op,
        largeScale: false,
        ...answers[op.suggestionId ?? ''],
      })),
    }));
  const processor = {
    id: 'p-guard',
    name: 'Paza Sigură SRL',
    fiscalCode: 'RO123',
    registrationNumber: null,
    address: 'Cluj-Napoca',
    country: 'RO',
    representative: null,
    contactEmail: null,
    service: 'Monitorizarea camerelor',
    transferMechanism: null,
    dpfCheckedOn: null,
    sccModule: null,
    sccSignedOn: null,
    derogation: null,
    bcrReference: null,
    subProcessors: [],
  };
  const cctv = {
    areas: ['Intrarea'],
    retentionDays: 20,
    retentionReason: null,
    recipients: [],
    lessIntrusiveMeans: 'Interfon și încuietoare electronică',
    consultationDate: '2026-01-14',
  };
  const row = (tree: Parameters<typeof sectionText>[0], section: string, name: string) =>
    sectionText(tree, section)
      .split('\n')
      .find((line) => line.includes(name)) ?? '';

  it('employee monitoring: weighed in the legitimate interest assessment, 20 days within the 30 of Law 190/2018, the means tried, the consultation, the scale and the processor', () => {
    const { tree, ctx } = make('EIPD', {
      company: { cctv, processors: [processor] },
      situations: employees({
        'e-ms-cctv': { subjectsCount: 40, newTechnology: false, processorIds: ['p-guard'] },
        'e-drm-payroll': { largeScale: true, subjectsCount: 2500 },
      }),
    });
    const monitoring = ctx.operations.find((op) => op.suggestionId === 'e-ms-cctv')!;
    const necessity = row(tree, 'necessity', monitoring.name);
    expect(necessity).toContain('evaluate în testul de interes legitim pentru „');
    expect(necessity).toContain(
      'imaginile se păstrează 20 de zile, în limita de 30 de zile a art. 5 din Legea nr. 190/2018',
    );
    expect(necessity).toContain(
      'mijloacele mai puțin intruzive încercate anterior: Interfon și încuietoare electronică',
    );
    expect(necessity).toContain('reprezentanții angajaților au fost consultați la 14 ianuarie 2026');
    const description = sectionText(tree, 'description');
    expect(description).toContain('aproximativ 40 de persoane; nu este o prelucrare pe scară largă');
    expect(description).toContain(
      'furnizorii care o realizează în numele companiei: Paza Sigură SRL (Monitorizarea camerelor); nu folosește tehnologii noi sau inovatoare',
    );
    // Payroll on a large scale is assessed: a legal obligation carries its necessity.
    const payroll = ctx.operations.find((op) => op.suggestionId === 'e-drm-payroll')!;
    expect(dpiaCandidates(ctx.operations).map((c) => c.op)).toContain(payroll);
    expect(row(tree, 'necessity', payroll.name)).toMatch(/art\. 6 alin\. \(1\) lit\. [bc]\) din GDPR/);
    expect(row(tree, 'necessity', payroll.name)).not.toContain('testul de interes legitim');
    expect(description).toContain('aproximativ 2500 de persoane; prelucrare pe scară largă');
  });

  it('recommends the measures suited to each type of operation assessed, by its purpose category, naming its operations', () => {
    const { tree, ctx } = make('EIPD', {
      company: { cctv },
      situations: employees({
        'e-ms-cctv': { subjectsCount: 40 },
        'e-drm-payroll': { largeScale: true, subjectsCount: 2500 },
      }),
    });
    const numbers = new Map(dpiaCandidates(ctx.operations).map((c, i) => [c.op.suggestionId, i + 1]));
    const payroll = ctx.operations.find((op) => op.suggestionId === 'e-drm-payroll')!;
    const monitoring = ctx.operations.find((op) => op.suggestionId === 'e-ms-cctv')!;
    const measures = sectionText(tree, 'measures');
    // Each type once, with the numbers of its operations in the screening.
    const employment = measures.split('\n').find((line) => line.startsWith('Relația de muncă ('))!;
    expect(payroll.purposeCategory).toBe('EMPLOYMENT');
    expect(employment).toMatch(new RegExp(`operațiun(ea|ile) .*\\b${numbers.get('e-drm-payroll')}\\b`));
    expect(measures).toContain(
      'datele medicale (certificate de concediu medical, avize de aptitudine) se păstrează separat, cu acces restrâns',
    );
    expect(monitoring.purposeCategory).toBe('MONITORING');
    expect(measures).toContain(
      'pentru angajați, sindicatul sau reprezentanții lor sunt consultați înainte de introducerea monitorizării, iar datele se păstrează cel mult 30 de zile',
    );
    // A type no assessed operation has is not listed.
    expect(measures).not.toMatch(/^Marketing/m);
    // The INT edition names no Romanian law.
    const int = sectionText(
      make('EIPD', { edition: 'INT', situations: sampleSituations('en', 'INT', ['EMPLOYEES']) }).tree,
      'measures',
    );
    expect(int).toContain('for employees, the national rules on monitoring them are followed');
    expect(int).not.toContain('190/2018');
  });

  it('(en) footage kept longer than 30 days states the company’s reason; what was not answered is asked where it is answered', () => {
    const { tree, ctx } = make('EIPD', {
      language: 'en',
      company: {
        cctv: {
          ...cctv,
          retentionDays: 45,
          retentionReason: 'An insurer’s condition',
          lessIntrusiveMeans: null,
          consultationDate: null,
        },
      },
      situations: employees({ 'e-ms-cctv': { largeScale: null, newTechnology: null } }),
    });
    const monitoring = ctx.operations.find((op) => op.suggestionId === 'e-ms-cctv')!;
    const necessity = row(tree, 'necessity', monitoring.name);
    expect(necessity).toContain(
      'footage is kept for 45 days, more than 30 days, because: An insurer’s condition',
    );
    expect(necessity).not.toContain('within the 30-day limit');
    const blanks = [...blanksOf(tree).keys()];
    expect(blanks).toEqual(
      expect.arrayContaining([
        'the less intrusive means tried first',
        'the date the trade union or employee representatives were consulted',
        'the approximate number of people concerned',
        'whether it is processing on a large scale',
        'whether the operation uses a new technology',
      ]),
    );
  });
});

describe('the DPIA’s risks: a starting estimate by stated rules, the residual after the company’s measures, and the conclusion that follows', () => {
  const employees = () => sampleSituations('ro', 'RO', ['EMPLOYEES']);
  const monitoringOps = (ctx: { operations: OperationView[] }) =>
    ctx.operations.filter((op) => op.purposeCategory === 'MONITORING');

  it('rates by the facts: monitoring likely and significant; sensitive data significant; a large scale more likely', () => {
    const { ctx } = make('EIPD', { situations: employees() });
    const cctv = monitoringOps(ctx);
    expect(dpiaRisk('monitoring', cctv, []).inherent).toEqual({ likelihood: 3, severity: 3, level: 9 });
    const plain = ctx.operations.find((op) => op.suggestionId === 'e-drm-training')!;
    const plainView = {
      ...plain,
      vulnerableSubjects: false,
      data: plain.data.filter((d) => !d.special && !d.nationalId),
    };
    expect(dpiaRisk('access', [plainView], []).inherent).toEqual({ likelihood: 2, severity: 2, level: 4 });
    expect(dpiaRisk('access', [{ ...plainView, vulnerableSubjects: true }], []).inherent.severity).toBe(3);
    expect(dpiaRisk('access', [{ ...plainView, largeScale: true }], []).inherent.likelihood).toBe(3);
    // Each group of measures the company applies lowers the likelihood by one, never below 1.
    const lowered = dpiaRisk('monitoring', cctv, ['RETENTION_DELETION', 'TRAINING']);
    expect(lowered.residual).toEqual({ likelihood: 1, severity: 3, level: 3 });
    expect(lowered.applied).toEqual(['RETENTION_DELETION', 'TRAINING']);
    expect(dpiaRisk('monitoring', cctv, ['ENCRYPTION']).residual.level).toBe(9);
    expect(riskBand(9)).toBe('HIGH');
    expect(riskBand(6)).toBe('MEDIUM');
  });

  it.each(['ro', 'en'] as const)(
    '(%s) without measures against it, monitoring stays high: the conclusion names it and calls for more measures or prior consultation; with them, no consultation',
    (language) => {
      const without = make('EIPD', {
        language,
        situations: employees(),
        company: { securityMeasures: { measures: ['ENCRYPTION'], other: '' } },
      });
      const risks = sectionText(without.tree, 'risks');
      expect(risks).toMatch(language === 'ro' ? /9 – ridicat/ : /9 – high/);
      const high = sectionText(without.tree, 'conclusion');
      expect(high).toContain(language === 'ro' ? 'monitorizarea excesivă' : 'excessive monitoring');
      expect(high).toMatch(
        language === 'ro' ? /consultă ANSPDCP \(art\. 36 alin\. \(1\)/ : /consults ANSPDCP \(Article 36\(1\)/,
      );
      expect(high).not.toContain('☐');
      const withMeasures = make('EIPD', {
        language,
        situations: employees(),
        company: {
          securityMeasures: {
            measures: [
              'ACCESS_CONTROL',
              'ENCRYPTION',
              'BACKUPS',
              'PHYSICAL_SECURITY',
              'RETENTION_DELETION',
              'TRAINING',
              'CONFIDENTIALITY',
            ],
            other: '',
          },
        },
      });
      const measures = sectionText(withMeasures.tree, 'measures');
      expect(measures).toMatch(language === 'ro' ? /aplicate de companie: / : /applied by the company: /);
      const acceptable = sectionText(withMeasures.tree, 'conclusion');
      expect(acceptable).toMatch(language === 'ro' ? /cel mult mediu/ : /medium at most/);
      expect(acceptable).toMatch(language === 'ro' ? /nu este necesară/ : /is not required/);
    },
  );

  it('with no operation to assess, the conclusion stays a choice to tick', () => {
    const { tree } = make('EIPD', { situations: [] });
    expect(sectionText(tree, 'conclusion').match(/☐/g)).toHaveLength(2);
  });
});

describe('the breach notification (Arts. 33 and 34 GDPR)', () => {
  const SECTIONS = [
    'how',
    'type',
    'controller',
    'contact',
    'breach',
    'nature',
    'data',
    'subjects',
    'consequences',
    'measures',
    'individuals',
    'delay',
    'crossborder',
    'submission',
  ];

  it.each(['ro', 'en'] as const)(
    '(%s): the controller and contact filled in, the facts to fill in, the 72 hours and informing people',
    (language) => {
      const { tree } = make('NOTIFICARE_INCALCARE', { language });
      expect(sectionIds(tree)).toEqual(SECTIONS);
      const how = sectionText(tree, 'how');
      expect(how).toMatch(language === 'ro' ? /72 de ore/ : /72 hours/);
      expect(how).toMatch(language === 'ro' ? /art\. 33 alin\. \(4\)/ : /Article 33\(4\)/);
      expect(how).toMatch(/128\/2018/);
      expect(sectionText(tree, 'controller')).toMatch(/Exemplu Servicii SRL[\s\S]*18547290/);
      expect(sectionText(tree, 'contact')).toMatch(/Ioana Popescu[\s\S]*dpo@exemplu\.ro/);
      const breach = sectionText(tree, 'breach');
      expect(breach).toMatch(
        language === 'ro'
          ? /luat cunoștință de încălcare: \[de completat\]/
          : /became aware of the breach: \[to complete\]/,
      );
      expect(breach).toMatch(language === 'ro' ? /producerii încălcării/ : /Date and time of the breach/);
      const nature = sectionText(tree, 'nature');
      for (const kind of language === 'ro'
        ? ['confidențialității', 'integrității', 'disponibilității']
        : ['confidentiality', 'integrity', 'availability'])
        expect(nature).toContain(kind);
      const boxes = (id: string) =>
        tree.sections.find((s) => s.id === id)!.blocks.filter((b) => b.kind === 'checkbox').length;
      expect(boxes('data')).toBeGreaterThanOrEqual(8);
      expect(boxes('subjects')).toBeGreaterThanOrEqual(6);
      expect(sectionText(tree, 'data')).toMatch(
        language === 'ro' ? /Numărul aproximativ de înregistrări/ : /Approximate number of records/,
      );
      expect(sectionText(tree, 'subjects')).toMatch(
        language === 'ro' ? /Numărul aproximativ de persoane vizate/ : /Approximate number of data subjects/,
      );
      expect(sectionText(tree, 'consequences')).toMatch(
        language === 'ro' ? /art\. 33 alin\. \(3\) lit\. c\)/ : /Article 33\(3\)\(c\)/,
      );
      expect(sectionText(tree, 'measures')).toMatch(language === 'ro' ? /Măsurile luate/ : /Measures taken/);
      const individuals = sectionText(tree, 'individuals');
      expect(individuals).toMatch(
        language === 'ro'
          ? /Au fost sau vor fi informate/
          : /Have the people been, or will they be, informed/,
      );
      expect(individuals).toMatch(
        language === 'ro' ? /art\. 34 alin\. \(3\) lit\. a\)/ : /Article 34\(3\)\(a\)/,
      );
      const delay = sectionText(tree, 'delay');
      expect(delay).toMatch(language === 'ro' ? /după 72 de ore/ : /more than 72 hours/);
      expect(delay).toMatch(
        language === 'ro'
          ? /Motivele întârzierii: \[de completat\]/
          : /Reasons for the delay: \[to complete\]/,
      );
      expect(sectionText(tree, 'crossborder')).toMatch(language === 'ro' ? /art\. 56/ : /Article 56/);
    },
  );

  it('on the INT edition follows Art. 33(3) and the supervisory authority, not ANSPDCP', () => {
    const { tree, text } = make('NOTIFICARE_INCALCARE', { edition: 'INT' });
    expect(text).not.toMatch(/ANSPDCP|128\/2018|CNP|Romanian/);
    expect(sectionText(tree, 'how')).toContain('Article 33(3)');
    expect(sectionText(tree, 'controller')).toContain('Tax identification number');
    expect(sectionText(tree, 'crossborder')).toContain('lead supervisory authority');
  });

  it('(ro) a draft from the breach register: what the register knows in bold, as typed; the rest to fill in', () => {
    const company = sampleCompany('ro');
    company.products = { pending: [], configured: ['INTERNAL_POLICIES'], purchased: ['INTERNAL_POLICIES'] };
    const breach: TBreach = {
      id: 'b1',
      number: 'INC-2026-002',
      awareAt: '2026-03-02T08:00:00.000Z',
      occurredAt: null,
      nature: ['INTEGRITY'],
      description: '**Fișier** [modificat](http://x.test) | de un terț',
      subjectCategories: 'Clienți',
      subjectsCount: 0,
      dataCategories: 'Adrese',
      recordsCount: 7,
      consequences: '',
      measures: 'Restaurare din copie.',
      risk: null,
      riskReason: null,
      authorityNotifiedAt: null,
      personsNotifiedAt: null,
      delayReason: null,
      notifyBy: '2026-03-05T08:00:00.000Z',
      notifyAuthority: false,
      notifyPersons: false,
      createdAt: '2026-03-02T08:10:00.000Z',
      updatedAt: '2026-03-02T08:10:00.000Z',
    };
    const { tree } = prepareDocument({
      type: 'NOTIFICARE_INCALCARE',
      product: 'INTERNAL_POLICIES',
      company,
      situations: [],
      language: 'ro',
      version: 1,
      breach,
    })!;
    expect(tree.subtitle).toBe('ciornă pentru incidentul INC-2026-002 din registrul încălcărilor');
    const summary = tree.sections
      .find((s) => s.id === 'breach')!
      .blocks.flatMap((b) => (b.kind === 'facts' ? b.rows : []))
      .find((row) => row.label.startsWith('Rezumatul incidentului'))!;
    expect(summary.value).toEqual([
      { text: '**Fișier** [modificat](http://x.test) | de un terț', bold: true },
    ]);
    const text = treeText(tree);
    expect(text).toContain('producerii încălcării (sau estimarea): [de completat]');
    expect(text).toContain('Din registrul încălcărilor – natura încălcării: ');
    expect(text).toContain('Numărul aproximativ de înregistrări afectate: 7');
    expect(text).toContain('Numărul aproximativ de persoane vizate afectate: 0');
    expect(text).toContain('Descrierea consecințelor probabile: [de completat]');
    expect(text).not.toContain('Din registrul încălcărilor – evaluarea riscului');
  });

  it('with a contact person instead of a DPO, says so', () => {
    const company = {
      dataProtectionResponsible: { isDpo: false, name: 'Dan Ilie', email: 'dan@exemplu.ro', phone: '' },
    } as Partial<CompanyReadModel>;
    const { tree } = make('NOTIFICARE_INCALCARE', { company });
    expect(tree.sections.find((s) => s.id === 'contact')!.title).toBe(
      'Persoana de contact pentru protecția datelor',
    );
    expect(sectionText(tree, 'contact')).toContain('Dan Ilie');
  });
});
