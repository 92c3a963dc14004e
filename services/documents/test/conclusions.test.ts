/**
 * Conclusions computed from facts: whether a DPO is required (Art. 37(1)(b)(c) GDPR) rests
 * on the operations the admin described and the assessment answers they gave (core activity, large
 * scale), names the rule and the operations, and is left to confirm, with the questions, when the
 * answers are missing. The DPO decision states exactly that.
 */
import type { OperationReadModel, SituationReadModel } from '@conform/configurator-service/read';
import { dpoObligation } from '../src/engine/conclusions.ts';
import type { DocumentTree } from '../src/engine/tree.ts';
import { goldenText } from './support/golden.ts';
import { make } from './support/make.ts';

/** A section's text as in the goldens: bold marked, each blank with the question it asks. */
function sectionText(tree: DocumentTree, id: string): string {
  const s = tree.sections.find((x) => x.id === id);
  if (!s) throw new Error(`no section ${id}`);
  return goldenText({ ...tree, title: '', subtitle: '', sections: [s] });
}

let counter = 0;
function operation(
  fields: Partial<OperationReadModel> & Pick<OperationReadModel, 'name'>,
): OperationReadModel {
  counter += 1;
  return {
    id: `op-${counter}`,
    purpose: `Scopul operațiunii ${fields.name}.`,
    purposeCategory: 'SERVICE',
    cookies: 'NONE',
    processorIds: [],
    data: ['Nume și prenume'],
    grounds: ['CONTRACT_PERFORMANCE'],
    groundReason: null,
    specialDataGround: null,
    sources: ['Persoana vizată'],
    recipients: [],
    recipientsLocations: [],
    storageDuration: '1 an',
    storageLocations: ['România'],
    provisionRequirement: 'CONTRACT_NECESSARY',
    provisionConsequence: null,
    automatedDecision: 'NONE',
    automatedDecisionLogic: null,
    suggestionId: null,
    ...fields,
  };
}

const situation = (
  name: string,
  dataSubject: string,
  operations: OperationReadModel[],
): SituationReadModel => ({ id: `${name}-s`, dataSubject, name, suggestionId: null, operations });

// A clinic: its patients' health records are its core activity, on a large scale (Art. 37(1)(c)).
const PATIENT_RECORDS = 'Fișa medicală Z4';
const clinic = [
  situation('Pacienți', 'PATIENTS', [
    operation({ name: 'Programări', coreActivity: true, largeScale: true }),
    operation({
      name: PATIENT_RECORDS,
      specialDataGround: 'ART9_H',
      coreActivity: true,
      largeScale: true,
      subjectsCount: 40000,
    }),
  ]),
  situation('Angajați', 'EMPLOYEES', [
    operation({ name: 'Salarii', purposeCategory: 'EMPLOYMENT', coreActivity: false }),
  ]),
];

// An agency: ancillary operations only; its staff's medical check-ups are not its core activity.
const MEDICAL_CHECKS = 'Controale medicale M2';
const CAMERAS = 'Camere K9';
const agency = [
  situation('Clienți', 'BUSINESS_CLIENTS', [operation({ name: 'Contracte' })]),
  situation('Angajați', 'EMPLOYEES', [
    operation({ name: MEDICAL_CHECKS, specialDataGround: 'ART9_B', coreActivity: false, largeScale: false }),
    operation({ name: CAMERAS, purposeCategory: 'MONITORING', coreActivity: false }),
  ]),
];

// The same agency before answering: what the conclusion needs is missing.
const UNSAID_PURPOSE = 'Operațiunea fără scop X1';
const unanswered = [
  situation('Angajați', 'EMPLOYEES', [
    operation({ name: MEDICAL_CHECKS, specialDataGround: 'ART9_B' }),
    operation({ name: CAMERAS, purposeCategory: 'MONITORING', largeScale: false }),
    operation({ name: UNSAID_PURPOSE, purposeCategory: null, coreActivity: true, largeScale: true }),
    // Neither monitoring nor special data: its answers do not matter for Art. 37(1).
    operation({ name: 'Instruire' }),
  ]),
];

// Art. 37(1)(a): the company said it is not a public authority or body, unless a test says otherwise.
const obligationOf = (situations: SituationReadModel[], publicBody: boolean | null = false) =>
  dpoObligation(make('DECIZIE_NUMIRE_DPO', { situations }).ctx.operations, publicBody);
const names = (ops: Array<{ name: string }>) => ops.map((op) => op.name);

describe('dpoObligation (Art. 37(1)(b)(c) GDPR)', () => {
  it('REQUIRED under (c): core, large-scale special data; the operation it rests on, and no other', () => {
    const result = obligationOf(clinic);
    expect(result.outcome).toBe('REQUIRED');
    if (result.outcome !== 'REQUIRED') return;
    expect(names(result.special)).toEqual([PATIENT_RECORDS]);
    expect(result.monitoring).toEqual([]);
  });

  it('REQUIRED under (b): core, large-scale monitoring, even while another operation is unanswered', () => {
    const result = obligationOf([
      ...unanswered,
      situation('Vizitatori', 'VISITORS', [
        operation({
          name: 'Supraveghere magazine',
          purposeCategory: 'MONITORING',
          coreActivity: true,
          largeScale: true,
        }),
      ]),
    ]);
    expect(result.outcome).toBe('REQUIRED');
    if (result.outcome !== 'REQUIRED') return;
    expect(names(result.monitoring)).toEqual(['Supraveghere magazine']);
    expect(result.special).toEqual([]);
  });

  it('NOT_REQUIRED when every operation that could qualify is answered not core or not large scale', () => {
    const result = obligationOf(agency);
    expect(result.outcome).toBe('NOT_REQUIRED');
    if (result.outcome !== 'NOT_REQUIRED') return;
    expect(names(result.considered)).toEqual([MEDICAL_CHECKS, CAMERAS]);
    // Core and large scale, but neither monitoring nor special data: (b) and (c) do not reach it.
    expect(
      obligationOf([
        situation('Clienți', 'BUSINESS_CLIENTS', [
          operation({ name: 'Vânzări', coreActivity: true, largeScale: true }),
        ]),
      ]).outcome,
    ).toBe('NOT_REQUIRED');
  });

  it('UNKNOWN with the questions still to answer, per operation', () => {
    const result = obligationOf(unanswered);
    expect(result.outcome).toBe('UNKNOWN');
    if (result.outcome !== 'UNKNOWN') return;
    expect(result.missing.map((m) => [m.operation.name, m.questions])).toEqual([
      [MEDICAL_CHECKS, ['coreActivity', 'largeScale']],
      // Core and large scale, but the admin has not said whether it monitors people.
      [UNSAID_PURPOSE, ['purposeCategory']],
    ]);
  });

  it('lists the operations processing a national identification number for a legitimate interest (Law 190/2018 art. 4)', () => {
    const result = obligationOf([
      situation('Vizitatori', 'VISITORS', [
        operation({
          name: 'Registrul vizitatorilor',
          data: ['CNP (codul numeric personal)'],
          grounds: ['LEGITIMATE_INTEREST'],
          groundReason: 'Securitatea sediului.',
        }),
        operation({ name: 'Contracte', data: ['CNP (codul numeric personal)'] }),
      ]),
    ]);
    expect(names(result.nationalIdOnLegitimateInterest)).toEqual(['Registrul vizitatorilor']);
  });
});

describe('the DPO decision states the conclusion the answers support, with the rule', () => {
  const noDpo = {
    dataProtectionResponsible: {
      isDpo: false,
      name: 'Ion Ionescu',
      email: 'date@exemplu.ro',
      phone: '',
      notifiedOn: null,
    },
    publicBody: false,
  };

  it('a clinic with core, large-scale patient health data: appointed under Art. 37(1)(c), naming the operation', () => {
    const ro = sectionText(make('DECIZIE_NUMIRE_DPO', { situations: clinic }).tree, 'grounds');
    expect(ro).toContain('are obligația (art. 37 alin. (1) din GDPR)');
    expect(ro).toMatch(
      new RegExp(`${PATIENT_RECORDS} \\(Pacienți\\): art\\. 37 alin\\. \\(1\\) lit\\. c\\)`),
    );
    expect(ro).not.toContain('Programări');
    expect(ro).not.toContain('Salarii');
    expect(ro).not.toContain('☐');
    const en = sectionText(
      make('DECIZIE_NUMIRE_DPO', { situations: clinic, language: 'en' }).tree,
      'grounds',
    );
    expect(en).toMatch(new RegExp(`${PATIENT_RECORDS} \\(Pacienți\\): Article 37\\(1\\)\\(c\\)`));
    // Without a DPO, the decision says one must be appointed, and asks for it.
    const without = sectionText(
      make('DECIZIE_NUMIRE_DPO', { situations: clinic, company: noDpo }).tree,
      'assessment',
    );
    expect(without).toContain('compania **are obligația** de a desemna un DPO');
    expect(without).toContain('[…: desemnarea responsabilului cu protecția datelor]');
    expect(without).not.toContain('nu are obligația');
  });

  it('an agency with only ancillary operations: not required under Art. 37(1), each operation with its answer; voluntary under 37(4)', () => {
    const without = sectionText(
      make('DECIZIE_NUMIRE_DPO', { situations: agency, company: noDpo }).tree,
      'assessment',
    );
    expect(without).toContain(
      `${MEDICAL_CHECKS} (Angajați): nu face parte din activitatea principală și nu este o prelucrare pe scară largă`,
    );
    expect(without).toContain(`${CAMERAS} (Angajați): nu face parte din activitatea principală;`);
    expect(without).toContain(
      'potrivit art. 37 alin. (1) din GDPR, compania nu are obligația de a desemna un DPO',
    );
    expect(without).toContain('art. 37 alin. (4)');
    expect(without).not.toContain('[…');
    // Appointed all the same: a voluntary appointment, said so.
    const grounds = sectionText(
      make('DECIZIE_NUMIRE_DPO', { situations: agency, language: 'en', company: { publicBody: false } }).tree,
      'grounds',
    );
    expect(grounds).toContain('the appointment is voluntary (Article 37(4))');
    expect(grounds).not.toContain('☐');
  });

  it('unanswered: no conclusion, the questions as blanks per operation, the cases left to tick', () => {
    const without = sectionText(
      make('DECIZIE_NUMIRE_DPO', { situations: unanswered, company: noDpo }).tree,
      'assessment',
    );
    expect(without).toContain('Analiza nu poate fi încheiată');
    expect(without).toContain(
      `${MEDICAL_CHECKS} (Angajați): […: dacă face parte din activitatea principală a companiei] […: dacă este o prelucrare pe scară largă]`,
    );
    expect(without).toContain(`${UNSAID_PURPOSE} (Angajați): […: ce fel de scop are operațiunea]`);
    expect(without).not.toContain(CAMERAS);
    expect(without).not.toContain('Instruire');
    expect(without).not.toMatch(/nu are obligația de a desemna un DPO|\*\*are obligația\*\*/);
    const grounds = sectionText(
      make('DECIZIE_NUMIRE_DPO', { situations: unanswered, language: 'en' }).tree,
      'grounds',
    );
    expect(grounds).toContain('[…: whether it is part of the company’s core activity]');
    expect(grounds).toContain('☐ voluntary appointment');
  });

  it('Art. 37(1)(a) as the company data say it: a public body must appoint; not said, no conclusion but the question', () => {
    const publicBody = sectionText(
      make('DECIZIE_NUMIRE_DPO', { situations: agency, company: { ...noDpo, publicBody: true } }).tree,
      'assessment',
    );
    expect(publicBody).toContain('compania **are obligația** de a desemna un DPO');
    expect(publicBody).toContain(
      'art. 37 alin. (1) lit. a): potrivit datelor companiei din platformă, compania este o autoritate sau un organism public',
    );
    expect(obligationOf(agency, true).outcome).toBe('REQUIRED');
    // The same operations, answered, without the company saying whether it is a public body.
    const unsaid = sectionText(
      make('DECIZIE_NUMIRE_DPO', { situations: agency, company: { ...noDpo, publicBody: null } }).tree,
      'assessment',
    );
    expect(obligationOf(agency, null).outcome).toBe('UNKNOWN');
    expect(unsaid).toContain(
      '[…: dacă compania este o autoritate sau un organism public (art. 37 alin. (1) lit. a))]',
    );
    expect(unsaid).not.toMatch(/nu este o autoritate|nu are obligația de a desemna/);
    const said = sectionText(
      make('DECIZIE_NUMIRE_DPO', { situations: agency, company: noDpo, language: 'en' }).tree,
      'assessment',
    );
    expect(said).toContain(
      'According to the company data on the platform, the company is not a public authority or body (Article 37(1)(a)).',
    );
  });

  it('names Law 190/2018 art. 4 for a national identification number on a legitimate interest, on RO only', () => {
    const visitors = [
      situation('Vizitatori', 'VISITORS', [
        operation({
          name: 'Registrul vizitatorilor',
          data: ['CNP (codul numeric personal)'],
          grounds: ['LEGITIMATE_INTEREST'],
          groundReason: 'Securitatea sediului.',
        }),
      ]),
    ];
    const ro = sectionText(make('DECIZIE_NUMIRE_DPO', { situations: visitors }).tree, 'grounds');
    expect(ro).toContain('art. 4 alin. (2) lit. d) din Legea nr. 190/2018');
    expect(ro).toContain('Registrul vizitatorilor');
    const int = sectionText(
      make('DECIZIE_NUMIRE_DPO', { situations: visitors, edition: 'INT' }).tree,
      'grounds',
    );
    expect(int).not.toContain('190/2018');
  });
});

describe('the WP248 criteria answered from the operations (screening form, DPIA, legitimate interest assessment)', () => {
  const FACE = 'Acces cu recunoaștere facială F1';
  const LIST = 'Lista de prezență L3';
  const screened = [
    situation('Vizitatori', 'PERSONAL_CLIENTS', [
      operation({ name: FACE, largeScale: true, newTechnology: true, vulnerableSubjects: false }),
      operation({ name: LIST, largeScale: false, newTechnology: false }),
    ]),
  ];
  const row = (text: string, criterion: string) =>
    text.split('\n').find((line) => line.startsWith(`| ${criterion}`))!;

  it('the screening form lists the operations answered yes, and asks the unanswered question', () => {
    const text = sectionText(
      make('FORMULAR_EVALUARE_PRELIMINARA_EIPD', { situations: screened }).tree,
      'criteria',
    );
    expect(row(text, 'Prelucrare pe scară largă')).toContain(FACE);
    expect(row(text, 'Prelucrare pe scară largă')).not.toContain(LIST);
    expect(row(text, 'Prelucrare pe scară largă')).not.toContain('[…');
    expect(row(text, 'Utilizarea inovatoare')).toContain(FACE);
    // Vulnerable people: answered no for one, not answered for the other.
    const vulnerable = row(text, 'Date privind persoane vulnerabile');
    expect(vulnerable).not.toContain(FACE);
    expect(vulnerable).toContain(
      'fără răspuns pentru o operațiune: […: dacă persoanele vizate sunt vulnerabile]',
    );
    const en = sectionText(
      make('FORMULAR_EVALUARE_PRELIMINARA_EIPD', { situations: screened, language: 'en' }).tree,
      'criteria',
    );
    expect(row(en, 'Data concerning vulnerable people')).toContain(
      'not answered for one operation: […: whether the people concerned are vulnerable]',
    );
  });

  it('the DPIA assesses the operation that meets two criteria by the answers (large scale, new technology)', () => {
    const { text } = make('EIPD', { situations: screened, language: 'en' });
    expect(text).toMatch(new RegExp(`${FACE} \\| Processing on a large scale; Innovative use`));
    expect(text).not.toMatch(new RegExp(`${LIST} \\|`));
    expect(text).toContain('one operation still has unanswered questions');
  });

  it('the legitimate interest assessment weighs vulnerable people by the answer, and asks when there is none', () => {
    const interest = (vulnerableSubjects: boolean | null) =>
      make('TEST_INTERES_LEGITIM', {
        situations: [
          situation('Clienți', 'PERSONAL_CLIENTS', [
            operation({
              name: 'Prevenirea fraudei',
              grounds: ['LEGITIMATE_INTEREST'],
              groundReason: 'Prevenirea fraudei.',
              vulnerableSubjects,
            }),
          ]),
        ],
      }).tree;
    const answer = (vulnerableSubjects: boolean | null) =>
      row(goldenText(interest(vulnerableSubjects)), 'Persoanele vizate sunt într-o poziție vulnerabilă');
    expect(answer(true)).toContain('Da: raportul cu compania este dezechilibrat');
    expect(answer(false)).toContain('Nu, potrivit răspunsului dat în platformă');
    expect(answer(null)).toContain('[…: dacă persoanele vizate sunt vulnerabile]');
  });
});

describe('why the company keeps records of processing (Art. 30(5) GDPR)', () => {
  const clients = [situation('Clienți', 'BUSINESS_CLIENTS', [operation({ name: 'Contracte' })])];
  const withStaff = [
    ...clients,
    situation('Personal', 'EMPLOYEES', [operation({ name: 'Pontaj', purposeCategory: 'EMPLOYMENT' })]),
  ];
  const withHealth = [
    ...clients,
    situation('Pacienți', 'PATIENTS', [operation({ name: PATIENT_RECORDS, specialDataGround: 'ART9_H' })]),
  ];
  const about = (
    situations: SituationReadModel[],
    employeeCount: number | null,
    language: 'ro' | 'en' = 'ro',
  ) =>
    sectionText(
      make('REGISTRU_OPERATOR', { situations, language, company: { employeeCount } }).tree,
      'about',
    );

  it('250 employees or more: the threshold, whatever the operations', () => {
    const text = about(clients, 300);
    expect(text).toContain('Compania are 300 de angajați: scutirea de la art. 30 alin. (5) din GDPR');
    expect(text).not.toContain('[…');
  });

  it('below 250: the exemption fails for the employees’ operations (regular) and for special data, each named', () => {
    const staff = about(withStaff, 12);
    expect(staff).toContain('sub pragul de 250');
    expect(staff).toContain('prelucrările privind angajații (Personal) nu sunt ocazionale');
    expect(staff).not.toContain('categorii speciale de date (art. 9 alin. (1))');
    const health = about(withHealth, 12, 'en');
    expect(health).toContain(`(Article 10): ${PATIENT_RECORDS}.`);
    expect(health).not.toContain('the processing about employees');
  });

  it('unknown headcount: still required when a fact excludes the exemption, the headcount asked', () => {
    const text = about(withStaff, null);
    expect(text).toContain('[…: numărul de angajați]');
    expect(text).toContain('Indiferent de acesta, scutirea de la art. 30 alin. (5)');
  });

  it('below 250: the exemption fails for the operations the admin’s answers show likely to result in a risk, each with why', () => {
    const risky = [
      situation('Clienți', 'BUSINESS_CLIENTS', [
        operation({ name: 'Contracte' }),
        operation({ name: 'Scor antifraudă F7', automatedDecision: 'AUTOMATED_DECISION', largeScale: true }),
        operation({ name: 'Cursuri copii C3', vulnerableSubjects: true, largeScale: false }),
      ]),
    ];
    const text = about(risky, 12);
    expect(text).toContain('nu se aplică însă');
    expect(text).toMatch(
      /susceptibile să genereze un risc[^\n]*: Scor antifraudă F7 \(decizii automate sau creare de profiluri, prelucrare pe scară largă\); Cursuri copii C3 \(persoane vulnerabile\)\./,
    );
    // An operation with no such answer is not named; nor is the question left to confirm.
    expect(text).not.toMatch(/Contracte \(/);
    expect(text).not.toContain('[…: dacă prelucrările sunt ocazionale');
    const en = about(risky, 12, 'en');
    expect(en).toContain('Cursuri copii C3 (vulnerable people).');
    // Answered "no": no fact, no conclusion.
    const answeredNo = [
      situation('Clienți', 'BUSINESS_CLIENTS', [
        operation({
          name: 'Cursuri copii C3',
          vulnerableSubjects: false,
          largeScale: false,
          newTechnology: false,
        }),
      ]),
    ];
    expect(about(answeredNo, 12)).toContain(
      'Nu s-a indicat dacă următoarele prelucrări au loc doar ocazional: Cursuri copii C3: […: dacă aceste operațiuni au loc doar ocazional',
    );
  });

  it('no fact excludes the exemption: no conclusion, the operations whose frequency is not said named and asked', () => {
    const text = about(clients, 12);
    expect(text).not.toContain('nu se aplică însă');
    expect(text).toContain(
      'Nu s-a indicat dacă următoarele prelucrări au loc doar ocazional: Contracte: […: dacă aceste operațiuni au loc doar ocazional (secțiunea „Evaluare” a fiecărei operațiuni)]',
    );
    const unknown = about(clients, null, 'en');
    expect(unknown).toContain('[…: number of employees]');
    expect(unknown).toContain(
      'Whether the following processing is carried out only occasionally has not been said: Contracte: […: whether these operations are carried out only occasionally',
    );
  });

  it('below 250: the exemption fails for the operations the admin answered are regular, each named', () => {
    const regular = [
      situation('Clienți', 'BUSINESS_CLIENTS', [
        operation({ name: 'Contracte', occasional: false }),
        operation({ name: 'Târg anual', occasional: true }),
      ]),
    ];
    const text = about(regular, 12);
    expect(text).toContain('Scutirea nu se aplică însă, deoarece:');
    expect(text).toContain('unele prelucrări au loc în mod regulat, nu ocazional: Contracte.');
    expect(text).not.toContain('Târg anual');
    expect(text).not.toContain('[…');
    expect(about(regular, 12, 'en')).toContain(
      'some processing is carried out regularly, not occasionally: Contracte.',
    );
  });

  it('below 250 and every operation answered occasional, without risk or special data: the exemption applies, the record kept all the same', () => {
    const occasional = [
      situation('Participanți', 'EVENT_ATTENDANTS', [
        operation({ name: 'Târg anual', occasional: true }),
        operation({ name: 'Concurs aniversar', occasional: true }),
      ]),
    ];
    const text = about(occasional, 8);
    expect(text).toContain('Compania are 8 angajați, deci sub pragul de 250');
    expect(text).toContain('toate prelucrările au loc doar ocazional');
    expect(text).toContain('Compania beneficiază așadar de scutirea de la art. 30 alin. (5) din GDPR');
    expect(text).not.toContain('nu se aplică însă');
    expect(text).not.toContain('[…');
    // One of them special: the exemption fails whatever the answer.
    const special = [
      situation('Participanți', 'EVENT_ATTENDANTS', [
        operation({ name: 'Târg anual', occasional: true, specialDataGround: 'ART9_A' }),
      ]),
    ];
    expect(about(special, 8)).toContain('nu se aplică însă');
    const en = about(occasional, null, 'en');
    expect(en).toContain(
      'If it has fewer than 250 employees, the company therefore benefits from the exemption',
    );
  });

  it('the processor’s record states the rule for its processing for clients, with no question the platform cannot ask', () => {
    for (const language of ['ro', 'en'] as const) {
      const text = sectionText(
        make('REGISTRU_PERSOANA_IMPUTERNICITA', { language, company: { employeeCount: 12 } }).tree,
        'how',
      );
      expect(text).toContain(language === 'ro' ? 'Compania are 12 angajați' : 'The company has 12 employees');
      expect(text).toContain(language === 'ro' ? 'serviciu continuu' : 'continuing service');
      expect(text).toContain(language === 'ro' ? 'art. 28 alin. (3) lit. h)' : 'Article 28(3)(h)');
      expect(text).not.toContain('[…');
    }
  });
});
