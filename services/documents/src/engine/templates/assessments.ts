/**
 * Assessments (catalogue group ASSESSMENTS). The legitimate interest assessment: for each operation
 * the company bases on legitimate interest, the three cumulative tests of EDPB Guidelines 1/2024
 * (facts/gdpr-documents.md): the purpose (a lawful, real, precisely stated interest), necessity (no
 * equally effective, less intrusive way; minimisation) and balancing (the nature of the data,
 * reasonable expectations, vulnerable people, consequences, safeguards). What the platform knows is
 * filled in (the interest, the data with their kind, recipients, transfers, retention); what only
 * the company can judge is a field to fill in. Management approves, the DPO (or the contact person)
 * advises (content review C18).
 */
import type { TDataSubject } from '@conform/catalogues';
import { companyExtras, valueOr } from '../blocks.ts';
import type { DocumentContext, Language, OperationView } from '../context.ts';
import type { Messages } from '../messages/ro.ts';
import type { DocumentTemplate } from '../template.ts';
import {
  checkbox,
  facts,
  field,
  h,
  missing,
  note,
  p,
  section,
  table,
  ul,
  type Block,
  type Inline,
  type Section,
} from '../tree.ts';

/** Categories whose members are in a weaker position or whose data are more sensitive (WP248 criterion 7). */
const VULNERABLE: ReadonlySet<string> = new Set<TDataSubject>(['EMPLOYEES', 'CANDIDATES', 'PATIENTS']);

interface LiTexts {
  subtitle: string;
  aboutTitle: string;
  about: string[];
  summaryTitle: string;
  summaryColumns: string[];
  none: string;
  facts: {
    subject: string;
    purpose: string;
    interest: string;
    interestMissing: string;
    basis: string;
    data: string;
    recipients: string;
    retention: string;
    transfers: string;
    noTransfers: string;
    noRecipients: string;
  };
  columns: [string, string];
  purposeTest: string;
  purposeQuestions: string[];
  necessityTest: string;
  necessityQuestions: (op: OperationView) => Array<[string, Inline[]]>;
  balancingTest: string;
  balancing: (op: OperationView, vulnerable: boolean, t: LiTexts) => Array<[string, Inline[]]>;
  safeguardsTitle: string;
  safeguards: (op: OperationView) => string[];
  otherSafeguards: string;
  conclusion: string;
  prevails: string;
  overridden: string;
  assess: string;
  yes: string;
  no: string;
  special: (items: string) => string;
  nationalId: (items: string) => string;
  vulnerable: string;
  notVulnerable: string;
  controller: string;
  contactRole: (isDpo: boolean) => string;
  signTitle: string;
  signIntro: string;
  advisor: (isDpo: boolean) => string;
  approver: string;
  name: string;
  date: string;
  signature: string;
  representativeMissing: string;
  contactMissing: string;
}

const TEXTS: Record<Language, LiTexts> = {
  ro: {
    subtitle: 'evaluarea operațiunilor întemeiate pe interesul legitim (art. 6 alin. (1) lit. f) din GDPR)',
    aboutTitle: 'Ce este testul și cum se completează',
    about: [
      'Interesul legitim poate fi temei al unei prelucrări numai dacă sunt îndeplinite cumulativ trei condiții (Ghidul 1/2024 al Comitetului European pentru Protecția Datelor): operatorul urmărește un interes legitim; prelucrarea este necesară pentru realizarea lui; interesele sau drepturile și libertățile persoanelor nu prevalează asupra acestui interes.',
      'Pentru fiecare operațiune de mai jos, platforma a completat ce știe din descrierea ei; câmpurile evidențiate le completează compania. Testul se documentează înainte de a începe prelucrarea, iar concluzia se reflectă în nota de informare, unde persoanele sunt informate despre interesul urmărit și despre dreptul de a se opune (art. 21 din GDPR).',
    ],
    summaryTitle: 'Operațiunile evaluate',
    summaryColumns: ['Situația', 'Operațiunea', 'Interesul legitim urmărit'],
    none: 'Compania nu are în prezent operațiuni întemeiate pe interesul legitim. Testul se completează când se adaugă o astfel de operațiune; documentul se regenerează singur.',
    facts: {
      subject: 'Categoria de persoane vizate',
      purpose: 'Scopul',
      interest: 'Interesul legitim urmărit',
      interestMissing: 'interesul legitim urmărit',
      basis: 'Temeiul legal',
      data: 'Datele prelucrate',
      recipients: 'Destinatarii',
      retention: 'Durata de păstrare',
      transfers: 'Transferuri în afara SEE',
      noTransfers: 'Nu',
      noRecipients: 'Nu se transmit',
    },
    columns: ['Întrebarea', 'Evaluarea'],
    purposeTest: '1. Testul scopului: interesul este legitim?',
    purposeQuestions: [
      'Interesul este legal, adică permis de dreptul Uniunii și de dreptul național?',
      'Este formulat suficient de clar și de precis pentru a putea fi pus în balanță cu drepturile persoanelor?',
      'Este real și actual, nu ipotetic sau viitor?',
    ],
    necessityTest: '2. Testul necesității: prelucrarea este necesară?',
    necessityQuestions: (op) => [
      ['Prelucrarea este necesară pentru realizarea interesului, nu doar utilă?', [field('da/nu și de ce')]],
      [
        'Există o cale mai puțin intruzivă de a obține același rezultat (de exemplu date anonime, mai puține date, o altă metodă)?',
        [field('alternativele analizate și de ce nu sunt la fel de eficiente')],
      ],
      [
        'Se prelucrează numai datele strict necesare (minimizarea datelor)?',
        [`Datele: ${op.data.map((d) => d.text).join(', ')}. `, field('sunt toate necesare?')],
      ],
      [
        'Durata de păstrare este limitată la ce este necesar?',
        [`${op.storageDuration}. `, field('justificarea duratei')],
      ],
    ],
    balancingTest: '3. Testul de echilibrare: interesele persoanelor prevalează?',
    balancing: (op, vulnerable, t) => {
      const special = op.data.filter((d) => d.special || d.criminal).map((d) => d.text);
      const national = op.data.filter((d) => d.nationalId).map((d) => d.text);
      return [
        [
          'Natura datelor: categorii speciale, date privind condamnări penale ori numere de identificare națională?',
          [
            special.length > 0
              ? t.special(special.join(', '))
              : national.length > 0
                ? t.nationalId(national.join(', '))
                : `${t.no}.`,
          ],
        ],
        [
          'Persoanele vizate sunt într-o poziție vulnerabilă sau dezechilibrată față de companie (angajați, candidați, pacienți, copii)?',
          [vulnerable ? t.vulnerable : t.notVulnerable],
        ],
        [
          'Se așteaptă în mod rezonabil persoanele, în contextul relației cu compania, la această prelucrare?',
          [field('da/nu și de ce, ținând seama de relația cu compania și de informarea primită')],
        ],
        [
          'Ce consecințe poate avea prelucrarea pentru persoane (de exemplu pierderi financiare, excludere, atingerea reputației, senzația de supraveghere)?',
          [field('consecințele posibile și gravitatea lor')],
        ],
      ];
    },
    safeguardsTitle: 'Garanțiile care reduc impactul',
    safeguards: (op) => [
      'persoanele sunt informate prin nota de informare despre prelucrare și despre interesul urmărit (art. 13 și 14 din GDPR);',
      'persoanele se pot opune oricând prelucrării, din motive legate de situația lor particulară (art. 21 din GDPR);',
      `datele se păstrează limitat: ${op.storageDuration};`,
      'accesul la date este limitat la persoanele care au nevoie de ele pentru îndeplinirea sarcinilor de serviciu.',
    ],
    otherSafeguards: 'alte garanții, de exemplu pseudonimizarea, criptarea sau separarea datelor',
    conclusion: 'Concluzia',
    prevails:
      'Interesul legitim nu este depășit de interesele sau de drepturile și libertățile persoanelor: prelucrarea poate avea loc pe acest temei, cu garanțiile de mai sus.',
    overridden:
      'Interesul legitim este depășit: prelucrarea nu are loc pe acest temei (se renunță la ea, se modifică sau se alege alt temei, de exemplu consimțământul).',
    assess: 'de completat',
    yes: 'Da',
    no: 'Nu',
    special: (items) =>
      `Da: ${items}. Prelucrarea acestor date cere și o excepție de la art. 9 alin. (2) sau art. 10 din GDPR; interesul legitim singur nu este suficient.`,
    nationalId: (items) =>
      `Da: ${items}. Se aplică garanțiile art. 4 din Legea nr. 190/2018 (minimizare, securitate, termene de stocare, instruirea personalului).`,
    vulnerable:
      'Da: raportul cu compania este dezechilibrat, ceea ce cântărește mai mult în favoarea persoanelor; sunt necesare garanții suplimentare.',
    notVulnerable: 'Nu, în mod obișnuit; verificați dacă printre persoane pot fi copii.',
    controller: 'Operatorul',
    contactRole: (isDpo) =>
      isDpo ? 'Responsabilul cu protecția datelor (DPO)' : 'Persoana de contact pentru protecția datelor',
    signTitle: 'Aviz și aprobare',
    signIntro:
      'Testul a fost întocmit cu avizul persoanei care se ocupă de protecția datelor și aprobat de reprezentantul legal, care își asumă concluziile.',
    advisor: (isDpo) =>
      isDpo
        ? 'Avizul responsabilului cu protecția datelor (DPO)'
        : 'Avizul persoanei de contact pentru protecția datelor',
    approver: 'Aprobat de reprezentantul legal',
    name: 'Numele',
    date: 'Data',
    signature: 'Semnătura',
    representativeMissing: 'reprezentantul legal',
    contactMissing: 'persoana care se ocupă de protecția datelor',
  },
  en: {
    subtitle: 'assessing the operations based on legitimate interest (Article 6(1)(f) GDPR)',
    aboutTitle: 'What the assessment is and how to complete it',
    about: [
      'Legitimate interest can be the legal basis of processing only if three conditions are met cumulatively (EDPB Guidelines 1/2024): the controller pursues a legitimate interest; the processing is necessary to achieve it; the interests or fundamental rights and freedoms of the people concerned do not override it.',
      'For each operation below, the platform has filled in what it knows from its description; the company fills in the highlighted fields. The assessment is documented before the processing starts, and its conclusion is reflected in the privacy notice, which tells people about the interest pursued and their right to object (Article 21 GDPR).',
    ],
    summaryTitle: 'The operations assessed',
    summaryColumns: ['Situation', 'Operation', 'Legitimate interest pursued'],
    none: 'The company currently has no operations based on legitimate interest. The assessment is completed when such an operation is added; the document regenerates by itself.',
    facts: {
      subject: 'Category of data subjects',
      purpose: 'Purpose',
      interest: 'Legitimate interest pursued',
      interestMissing: 'the legitimate interest pursued',
      basis: 'Legal basis',
      data: 'Data processed',
      recipients: 'Recipients',
      retention: 'Retention period',
      transfers: 'Transfers outside the EEA',
      noTransfers: 'No',
      noRecipients: 'Not disclosed',
    },
    columns: ['Question', 'Assessment'],
    purposeTest: '1. Purpose test: is the interest legitimate?',
    purposeQuestions: [
      'Is the interest lawful, that is, permitted by Union and national law?',
      'Is it stated clearly and precisely enough to be weighed against people’s rights?',
      'Is it real and present, not speculative or future?',
    ],
    necessityTest: '2. Necessity test: is the processing necessary?',
    necessityQuestions: (op) => [
      ['Is the processing necessary to achieve the interest, not merely useful?', [field('yes/no and why')]],
      [
        'Is there a less intrusive way to achieve the same result (for example anonymous data, fewer data, another method)?',
        [field('the alternatives considered and why they are not as effective')],
      ],
      [
        'Are only the data strictly needed processed (data minimisation)?',
        [`Data: ${op.data.map((d) => d.text).join(', ')}. `, field('are they all needed?')],
      ],
      [
        'Is the retention period limited to what is necessary?',
        [`${op.storageDuration}. `, field('why this period')],
      ],
    ],
    balancingTest: '3. Balancing test: do people’s interests override it?',
    balancing: (op, vulnerable, t) => {
      const special = op.data.filter((d) => d.special || d.criminal).map((d) => d.text);
      const national = op.data.filter((d) => d.nationalId).map((d) => d.text);
      return [
        [
          'The nature of the data: special categories, criminal-conviction data or national identification numbers?',
          [
            special.length > 0
              ? t.special(special.join(', '))
              : national.length > 0
                ? t.nationalId(national.join(', '))
                : `${t.no}.`,
          ],
        ],
        [
          'Are the people in a vulnerable position or an imbalanced relationship with the company (employees, candidates, patients, children)?',
          [vulnerable ? t.vulnerable : t.notVulnerable],
        ],
        [
          'Do people reasonably expect this processing in the context of their relationship with the company?',
          [field('yes/no and why, considering the relationship and the information they received')],
        ],
        [
          'What consequences could the processing have for people (for example financial loss, exclusion, damage to reputation, a feeling of being watched)?',
          [field('the possible consequences and how serious they are')],
        ],
      ];
    },
    safeguardsTitle: 'Safeguards that reduce the impact',
    safeguards: (op) => [
      'people are told about the processing and the interest pursued in the privacy notice (Articles 13 and 14 GDPR);',
      'people may object to the processing at any time on grounds relating to their particular situation (Article 21 GDPR);',
      `the data are kept for a limited time: ${op.storageDuration};`,
      'only the people who need the data for their work have access to them.',
    ],
    otherSafeguards: 'other safeguards, such as pseudonymisation, encryption or keeping the data separate',
    conclusion: 'Conclusion',
    prevails:
      'The legitimate interest is not overridden by people’s interests or fundamental rights and freedoms: the processing may take place on this basis, with the safeguards above.',
    overridden:
      'The legitimate interest is overridden: the processing does not take place on this basis (it is dropped, changed, or another basis is chosen, such as consent).',
    assess: 'to be completed',
    yes: 'Yes',
    no: 'No',
    special: (items) =>
      `Yes: ${items}. Processing these data also needs an exception under Article 9(2) or Article 10 GDPR; legitimate interest alone is not enough.`,
    nationalId: (items) =>
      `Yes: ${items}. The safeguards of Article 4 of Law No 190/2018 apply (minimisation, security, retention periods, staff training).`,
    vulnerable:
      'Yes: the relationship with the company is imbalanced, which weighs more heavily in the people’s favour; additional safeguards are needed.',
    notVulnerable: 'Not usually; check whether the people concerned may include children.',
    controller: 'Controller',
    contactRole: (isDpo) => (isDpo ? 'Data protection officer (DPO)' : 'Data protection contact person'),
    signTitle: 'Advice and approval',
    signIntro:
      'The assessment was prepared with the advice of the person in charge of data protection and approved by the legal representative, who takes responsibility for its conclusions.',
    advisor: (isDpo) =>
      isDpo ? 'Advice of the data protection officer (DPO)' : 'Advice of the data protection contact person',
    approver: 'Approved by the legal representative',
    name: 'Name',
    date: 'Date',
    signature: 'Signature',
    representativeMissing: 'the legal representative',
    contactMissing: 'the person in charge of data protection',
  },
};

/** On the INT edition the national-ID safeguards are the Member State's, not Law 190/2018's. */
function nationalIdText(ctx: DocumentContext, t: LiTexts): LiTexts['nationalId'] {
  if (ctx.edition !== 'INT') return t.nationalId;
  return (items) =>
    `Yes: ${items}. The conditions the Member State sets for national identification numbers (Article 87 GDPR) apply.`;
}

function operationSection(
  ctx: DocumentContext,
  messages: Messages,
  op: OperationView,
  index: number,
): Section {
  const t = TEXTS[ctx.language];
  const m = t.facts;
  const transfers = [...op.recipientsLocations, ...op.storageLocations].filter(
    (place) => place.regime !== 'EEA',
  );
  const balancing = t.balancing(op, VULNERABLE.has(op.dataSubject), {
    ...t,
    nationalId: nationalIdText(ctx, t),
  });
  const subject = ctx.situations.find((s) => s.id === op.situationId)?.dataSubjectLabel ?? op.dataSubject;
  const blocks: Block[] = [
    facts([
      [m.subject, subject],
      [m.purpose, op.purpose],
      [m.interest, op.groundReason ? op.groundReason : missing(m.interestMissing)],
      [m.basis, `${messages.law.art6('f')} – ${messages.grounds.LEGITIMATE_INTEREST}`],
      [m.data, op.data.map((d) => d.text).join(', ')],
      [m.recipients, op.recipients.join(', ') || m.noRecipients],
      [m.retention, op.storageDuration],
      [
        m.transfers,
        transfers.length > 0 ? [...new Set(transfers.map((x) => x.text))].join(', ') : m.noTransfers,
      ],
    ]),
    h(t.purposeTest),
    table(
      t.columns,
      t.purposeQuestions.map((q): [string, Inline[]] => [q, [field(t.assess)]]),
      [55, 45],
    ),
    h(t.necessityTest),
    table(t.columns, t.necessityQuestions(op), [55, 45]),
    h(t.balancingTest),
    table(t.columns, balancing, [55, 45]),
    p(t.safeguardsTitle),
    ul([...t.safeguards(op), [field(t.otherSafeguards)]]),
    h(t.conclusion),
    checkbox(t.prevails),
    checkbox(t.overridden),
  ];
  return section(`li-${index + 1}`, `${op.situationName}: ${op.name}`, blocks);
}

export const legitimateInterestAssessment: DocumentTemplate = {
  kind: 'assessment',
  build({ ctx, t: messages }) {
    const t = TEXTS[ctx.language];
    const ops = ctx.operations.filter((op) => op.grounds.includes('LEGITIMATE_INTEREST'));
    const dpr = ctx.company.dataProtectionResponsible;
    const representative = companyExtras(ctx).legalRepresentative;
    const sections: Section[] = [
      section('about', t.aboutTitle, [
        ...t.about.map((text) => p(text)),
        facts([
          [t.controller, valueOr(ctx.company.info.name, t.controller)],
          [t.contactRole(dpr?.isDpo === true), dpr?.name ? dpr.name : missing(t.contactMissing)],
        ]),
      ]),
      section(
        'summary',
        t.summaryTitle,
        ops.length === 0
          ? [note(t.none)]
          : [
              table(
                t.summaryColumns,
                ops.map((op) => [
                  op.situationName,
                  op.name,
                  op.groundReason ? op.groundReason : missing(t.facts.interestMissing),
                ]),
                [30, 30, 40],
              ),
            ],
      ),
      ...ops.map((op, index) => operationSection(ctx, messages, op, index)),
      section('approval', t.signTitle, [
        p(t.signIntro),
        {
          kind: 'signatures',
          parties: [
            {
              title: t.advisor(dpr?.isDpo === true),
              lines: [
                { label: t.name, value: dpr?.name ? [dpr.name] : [missing(t.contactMissing)] },
                { label: t.date },
                { label: t.signature },
              ],
            },
            {
              title: t.approver,
              lines: [
                {
                  label: t.name,
                  value: representative
                    ? [[representative.name, representative.role].filter(Boolean).join(', ')]
                    : [missing(t.representativeMissing)],
                },
                { label: t.date },
                { label: t.signature },
              ],
            },
          ],
        },
      ]),
    ];
    return { subtitle: t.subtitle, sections };
  },
};
