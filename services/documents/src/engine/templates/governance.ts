/**
 * Governance documents the legal review found missing (facts/content-review.md, section D): the
 * decision appointing the DPO with what the company tells the authority (Art. 37(7)), the DPIA
 * screening form (Art. 35(3), WP248's nine criteria and, on RO, ANSPDCP Decision 174/2018) with what
 * the company's own operations suggest, and the staff training log. The INT edition names EU law
 * and "the supervisory authority", never Romanian law or ANSPDCP.
 */
import type { TDocumentCode } from '@conform/catalogues';
import { addressOf, representativeLine, valueOr } from '../blocks.ts';
import type { Language, OperationView } from '../context.ts';
import type { DocumentTemplate } from '../template.ts';
import {
  b,
  checkbox,
  facts,
  field,
  missing,
  ol,
  p,
  section,
  table,
  ul,
  type Block,
  type Inline,
  type Section,
} from '../tree.ts';

type GovernanceCode = Extract<
  TDocumentCode,
  'DECIZIE_NUMIRE_DPO' | 'FORMULAR_EVALUARE_PRELIMINARA_EIPD' | 'REGISTRU_INSTRUIRE'
>;

// ---- the DPO appointment decision ---------------------------------------------------------------

interface DecisionTexts {
  subtitle: string;
  numberTitle: string;
  number: string;
  date: string;
  preamble: (company: string, int: boolean) => string;
  decides: string;
  appoint: (name: Inline, contact: Inline[]) => Inline[];
  tasksIntro: string;
  tasks: string[];
  independence: string[];
  publish: (int: boolean) => string;
  effective: string;
  groundsTitle: string;
  groundsIntro: string;
  grounds: string[];
  notificationTitle: string;
  notificationIntro: (int: boolean) => string;
  notificationRows: {
    company: string;
    fiscalCode: string;
    address: string;
    dpoName: string;
    dpoEmail: string;
    dpoPhone: string;
    submitted: string;
  };
  // Without a DPO: why none is required, and who handles data protection instead.
  noDpoSubtitle: string;
  noDpoTitle: string;
  noDpoIntro: (company: string) => string;
  noDpoChecks: string[];
  noDpoConclusion: (name: Inline) => Inline[];
  noDpoReview: string;
  signTitle: string;
  representative: string;
  representativeMissing: string;
  accepted: string;
  contactMissing: string;
  name: string;
  signature: string;
}

const DECISION: Record<Language, DecisionTexts> = {
  ro: {
    subtitle: 'decizia reprezentantului legal și datele comunicate autorității',
    numberTitle: 'Decizia',
    number: 'Numărul deciziei',
    date: 'Data',
    preamble: (company, int) =>
      `Reprezentantul legal al ${company}, având în vedere art. 37–39 din Regulamentul (UE) 2016/679 (GDPR)${int ? '' : ' și Legea nr. 190/2018 privind măsuri de punere în aplicare a acestuia'},`,
    decides: 'decide:',
    appoint: (name, contact) => [
      'Art. 1. Se desemnează ',
      name,
      ' ca responsabil cu protecția datelor (DPO) al companiei, cu următoarele date de contact: ',
      ...contact,
      '.',
    ],
    tasksIntro: 'Art. 2. Responsabilul cu protecția datelor are următoarele sarcini (art. 39 din GDPR):',
    tasks: [
      'informează și consiliază compania și angajații care prelucrează date cu privire la obligațiile lor;',
      'monitorizează respectarea GDPR, a altor dispoziții privind protecția datelor și a politicilor interne, inclusiv alocarea responsabilităților, instruirea personalului și auditurile;',
      'oferă consiliere, la cerere, privind evaluarea impactului asupra protecției datelor și monitorizează realizarea ei;',
      'cooperează cu autoritatea de supraveghere și este punctul de contact al acesteia;',
      'este punctul de contact al persoanelor vizate pentru orice chestiune privind prelucrarea datelor lor și exercitarea drepturilor.',
    ],
    independence: [
      'Art. 3. Compania implică responsabilul cu protecția datelor, în timp util, în toate chestiunile legate de protecția datelor și îi pune la dispoziție resursele necesare și accesul la date și la operațiunile de prelucrare (art. 38 alin. (1)–(2) din GDPR).',
      'Responsabilul cu protecția datelor nu primește instrucțiuni privind îndeplinirea sarcinilor sale, nu este demis sau sancționat pentru îndeplinirea lor și raportează direct conducerii (art. 38 alin. (3)). El respectă confidențialitatea și nu îndeplinește alte sarcini care ar genera un conflict de interese (art. 38 alin. (5)–(6)).',
    ],
    publish: (int) =>
      int
        ? 'Art. 4. Datele de contact ale responsabilului cu protecția datelor se publică în notele de informare și se comunică autorității de supraveghere competente (art. 37 alin. (7) din GDPR).'
        : 'Art. 4. Datele de contact ale responsabilului cu protecția datelor se publică în notele de informare și se comunică ANSPDCP (art. 37 alin. (7) din GDPR).',
    effective: 'Art. 5. Prezenta decizie produce efecte de la data semnării.',
    groundsTitle: 'Motivul desemnării',
    groundsIntro: 'Se bifează situația care se aplică (art. 37 alin. (1) și (4) din GDPR):',
    grounds: [
      'activitățile principale ale companiei constau în operațiuni care necesită monitorizarea periodică și sistematică, pe scară largă, a persoanelor vizate (art. 37 alin. (1) lit. b));',
      'activitățile principale ale companiei constau în prelucrarea pe scară largă a categoriilor speciale de date sau a datelor privind condamnări penale și infracțiuni (art. 37 alin. (1) lit. c));',
      'compania este o autoritate sau un organism public (art. 37 alin. (1) lit. a));',
      'desemnare voluntară: compania nu are obligația, dar alege să desemneze un DPO, care are aceleași sarcini și garanții (art. 37 alin. (4)).',
    ],
    notificationTitle: 'Datele comunicate autorității',
    notificationIntro: (int) =>
      int
        ? 'Datele pe care compania le comunică autorității de supraveghere competente, în forma cerută de aceasta:'
        : // ANSPDCP collects DPO designations through the form on www.dataprotection.ro (verify the current form before relying on its fields).
          'Datele pe care compania le comunică ANSPDCP prin formularul de notificare a desemnării responsabilului cu protecția datelor, publicat pe www.dataprotection.ro:',
    notificationRows: {
      company: 'Operatorul',
      fiscalCode: 'Codul unic de înregistrare (CUI)',
      address: 'Sediul',
      dpoName: 'Numele responsabilului cu protecția datelor',
      dpoEmail: 'E-mailul responsabilului cu protecția datelor',
      dpoPhone: 'Telefonul responsabilului cu protecția datelor',
      submitted: 'Data comunicării către autoritate',
    },
    noDpoSubtitle: 'analiza obligației de a desemna un DPO și persoana de contact pentru protecția datelor',
    noDpoTitle: 'Analiza obligației de a desemna un DPO',
    noDpoIntro: (company) =>
      `${company} a analizat dacă are obligația de a desemna un responsabil cu protecția datelor (art. 37 alin. (1) din GDPR) și a constatat următoarele:`,
    noDpoChecks: [
      'compania nu este o autoritate sau un organism public;',
      'activitățile principale ale companiei nu constau în monitorizarea periodică și sistematică, pe scară largă, a persoanelor vizate;',
      'activitățile principale ale companiei nu constau în prelucrarea pe scară largă a categoriilor speciale de date sau a datelor privind condamnări penale.',
    ],
    noDpoConclusion: (name) => [
      'În consecință, compania nu desemnează un DPO. Întrebările și cererile privind protecția datelor le gestionează persoana de contact pentru protecția datelor, ',
      name,
      ', care nu se prezintă drept DPO.',
    ],
    noDpoReview:
      'Analiza se reia la orice schimbare a activității companiei (de exemplu, prelucrări noi pe scară largă sau de date sensibile) și cel puțin o dată pe an.',
    signTitle: 'Semnături',
    representative: 'Reprezentantul legal',
    representativeMissing: 'reprezentantul legal',
    accepted: 'Am luat la cunoștință și accept desemnarea',
    contactMissing: 'persoana de contact pentru protecția datelor',
    name: 'Numele',
    signature: 'Semnătura',
  },
  en: {
    subtitle: 'the legal representative’s decision and the details communicated to the authority',
    numberTitle: 'The decision',
    number: 'Decision number',
    date: 'Date',
    preamble: (company, int) =>
      `The legal representative of ${company}, having regard to Articles 37–39 of Regulation (EU) 2016/679 (GDPR)${int ? '' : ' and Romanian Law No. 190/2018 implementing it'},`,
    decides: 'decides:',
    appoint: (name, contact) => [
      'Art. 1. ',
      name,
      ' is appointed as the company’s data protection officer (DPO), with the following contact details: ',
      ...contact,
      '.',
    ],
    tasksIntro: 'Art. 2. The data protection officer has the following tasks (Article 39 GDPR):',
    tasks: [
      'to inform and advise the company and the employees who process data of their obligations;',
      'to monitor compliance with the GDPR, other data protection provisions and the internal policies, including the assignment of responsibilities, staff training and audits;',
      'to advise, where requested, on data protection impact assessments and monitor their performance;',
      'to cooperate with the supervisory authority and act as its contact point;',
      'to be the contact point for data subjects on any issue relating to the processing of their data and the exercise of their rights.',
    ],
    independence: [
      'Art. 3. The company involves the data protection officer, in a timely manner, in all issues relating to data protection and provides the resources needed and access to the data and processing operations (Article 38(1)–(2) GDPR).',
      'The data protection officer receives no instructions on the exercise of their tasks, is not dismissed or penalised for performing them and reports directly to management (Article 38(3)). They are bound by confidentiality and perform no other tasks that would result in a conflict of interests (Article 38(5)–(6)).',
    ],
    publish: (int) =>
      int
        ? 'Art. 4. The data protection officer’s contact details are published in the privacy notices and communicated to the competent supervisory authority (Article 37(7) GDPR).'
        : 'Art. 4. The data protection officer’s contact details are published in the privacy notices and communicated to ANSPDCP (Article 37(7) GDPR).',
    effective: 'Art. 5. This decision takes effect on the date it is signed.',
    groundsTitle: 'Grounds for the appointment',
    groundsIntro: 'Tick the case that applies (Article 37(1) and (4) GDPR):',
    grounds: [
      'the company’s core activities consist of processing operations which require regular and systematic monitoring of data subjects on a large scale (Article 37(1)(b));',
      'the company’s core activities consist of processing on a large scale of special categories of data or data relating to criminal convictions and offences (Article 37(1)(c));',
      'the company is a public authority or body (Article 37(1)(a));',
      'voluntary appointment: the company is not required to appoint a DPO but chooses to, with the same tasks and safeguards (Article 37(4)).',
    ],
    notificationTitle: 'Details communicated to the authority',
    notificationIntro: (int) =>
      int
        ? 'The details the company communicates to the competent supervisory authority, in the form it requires:'
        : 'The details the company communicates to ANSPDCP on the form for notifying the appointment of a data protection officer, published on www.dataprotection.ro:',
    notificationRows: {
      company: 'Controller',
      fiscalCode: 'Fiscal code (CUI)',
      address: 'Registered office',
      dpoName: 'Name of the data protection officer',
      dpoEmail: 'E-mail of the data protection officer',
      dpoPhone: 'Phone of the data protection officer',
      submitted: 'Date communicated to the authority',
    },
    noDpoSubtitle: 'whether a DPO must be appointed, and the data protection contact person',
    noDpoTitle: 'Whether a DPO must be appointed',
    noDpoIntro: (company) =>
      `${company} has considered whether it must appoint a data protection officer (Article 37(1) GDPR) and found that:`,
    noDpoChecks: [
      'the company is not a public authority or body;',
      'the company’s core activities do not consist of regular and systematic monitoring of data subjects on a large scale;',
      'the company’s core activities do not consist of processing on a large scale of special categories of data or data relating to criminal convictions.',
    ],
    noDpoConclusion: (name) => [
      'The company therefore does not appoint a DPO. Questions and requests about data protection are handled by the data protection contact person, ',
      name,
      ', who is not presented as a DPO.',
    ],
    noDpoReview:
      'This assessment is repeated whenever the company’s activity changes (for example, new large-scale processing or processing of sensitive data) and at least once a year.',
    signTitle: 'Signatures',
    representative: 'Legal representative',
    representativeMissing: 'the legal representative',
    accepted: 'I acknowledge and accept the appointment',
    contactMissing: 'the data protection contact person',
    name: 'Name',
    signature: 'Signature',
  },
};

const dpoDecision: DocumentTemplate = {
  kind: 'decision',
  build({ ctx }) {
    const m = DECISION[ctx.language];
    const int = ctx.edition === 'INT';
    const company = ctx.company.info.name || '—';
    const dpr = ctx.company.dataProtectionResponsible;
    const name: Inline = dpr?.name ? b(dpr.name) : missing(m.contactMissing);
    const representativeParty = {
      title: m.representative,
      lines: [
        { label: m.name, value: representativeLine(ctx, m.representativeMissing) },
        { label: m.date },
        { label: m.signature },
      ],
    };
    if (dpr && !dpr.isDpo) {
      // No DPO: the decision records why, and who answers instead (the DPO wording rule).
      return {
        subtitle: m.noDpoSubtitle,
        sections: [
          section('assessment', m.noDpoTitle, [
            p(m.noDpoIntro(company)),
            ul(m.noDpoChecks),
            p(...m.noDpoConclusion(name)),
            p(m.noDpoReview),
          ]),
          section('signatures', m.signTitle, [{ kind: 'signatures', parties: [representativeParty] }]),
        ],
      };
    }
    const contact = [dpr?.email, dpr?.phone].filter(Boolean).join(', ');
    return {
      subtitle: m.subtitle,
      sections: [
        section('decision', m.numberTitle, [
          facts([
            [m.number, field(m.number.toLowerCase())],
            [m.date, field(m.date.toLowerCase())],
          ]),
          p(m.preamble(company, int)),
          p(b(m.decides)),
          p(...m.appoint(name, [contact ? contact : missing(m.notificationRows.dpoEmail.toLowerCase())])),
          p(m.tasksIntro),
          ul(m.tasks),
          ...m.independence.map((text) => p(text)),
          p(m.publish(int)),
          p(m.effective),
        ]),
        section('grounds', m.groundsTitle, [p(m.groundsIntro), ...m.grounds.map((g) => checkbox(g))]),
        section('notification', m.notificationTitle, [
          p(m.notificationIntro(int)),
          facts([
            [m.notificationRows.company, valueOr(ctx.company.info.name, m.notificationRows.company)],
            [
              m.notificationRows.fiscalCode,
              valueOr(ctx.company.info.fiscalCode, m.notificationRows.fiscalCode),
            ],
            [m.notificationRows.address, valueOr(addressOf(ctx), m.notificationRows.address)],
            [m.notificationRows.dpoName, valueOr(dpr?.name, m.notificationRows.dpoName.toLowerCase())],
            [m.notificationRows.dpoEmail, valueOr(dpr?.email, m.notificationRows.dpoEmail.toLowerCase())],
            [m.notificationRows.dpoPhone, valueOr(dpr?.phone, m.notificationRows.dpoPhone.toLowerCase())],
            [m.notificationRows.submitted, field(m.notificationRows.submitted.toLowerCase())],
          ]),
        ]),
        section('signatures', m.signTitle, [
          {
            kind: 'signatures',
            parties: [
              representativeParty,
              {
                title: m.accepted,
                lines: [{ label: m.name, value: [name] }, { label: m.date }, { label: m.signature }],
              },
            ],
          },
        ]),
      ],
    };
  },
};

// ---- the DPIA screening form ----------------------------------------------------------------------

interface ScreeningTexts {
  subtitle: string;
  howTitle: string;
  how: string;
  processingTitle: string;
  company: string;
  processingRows: [string, string, string];
  art35Title: string;
  art35Intro: string;
  art35: string[];
  criteriaTitle: string;
  criteriaIntro: string;
  columns: [string, string, string];
  criteria: [string, string, string, string, string, string, string, string, string];
  noneFound: string;
  more: (n: number) => string;
  anspdcpTitle: string;
  anspdcpIntro: string;
  anspdcp: string[];
  conclusionTitle: string;
  conclusion: string[];
  reasons: string;
  advice: (isDpo: boolean) => string;
  signIntro: string;
  proposer: string;
  adviser: (isDpo: boolean) => string;
  approver: string;
  name: string;
  date: string;
  signature: string;
  contactMissing: string;
  representativeMissing: string;
}

const SCREENING: Record<Language, ScreeningTexts> = {
  ro: {
    subtitle: 'este obligatorie o evaluare a impactului asupra protecției datelor?',
    howTitle: 'Cum se folosește formularul',
    how: 'Completați formularul înainte de a începe o prelucrare nouă sau de a schimba semnificativ una existentă. Platforma a marcat, pentru fiecare criteriu, operațiunile companiei care îl pot îndeplini; bifați ce se aplică prelucrării analizate. Dacă prelucrarea îndeplinește cel puțin două criterii, de regulă este necesară o EIPD (Ghidul WP248 rev.01).',
    processingTitle: 'Prelucrarea analizată',
    company: 'Operatorul',
    processingRows: ['Denumirea prelucrării', 'Scurtă descriere (scop, date, persoane vizate)', 'Propusă de'],
    art35Title: 'Cazurile în care EIPD este întotdeauna obligatorie (art. 35 alin. (3) din GDPR)',
    art35Intro: 'EIPD este obligatorie dacă prelucrarea presupune:',
    art35: [
      'o evaluare sistematică și cuprinzătoare a aspectelor personale, bazată pe prelucrarea automată (inclusiv crearea de profiluri), care stă la baza unor decizii cu efecte juridice sau cu efecte similare semnificative;',
      'prelucrarea pe scară largă a categoriilor speciale de date sau a datelor privind condamnări penale și infracțiuni;',
      'o monitorizare sistematică pe scară largă a unei zone accesibile publicului.',
    ],
    criteriaTitle: 'Cele nouă criterii ale Ghidului WP248',
    criteriaIntro:
      'Pentru fiecare criteriu, operațiunile companiei care îl pot îndeplini și răspunsul pentru prelucrarea analizată:',
    columns: ['Criteriul', 'Operațiunile companiei care îl pot îndeplini', 'Da / Nu'],
    criteria: [
      'Evaluare sau atribuire de punctaje, inclusiv crearea de profiluri',
      'Decizii automatizate cu efecte juridice sau similare semnificative',
      'Monitorizare sistematică',
      'Date sensibile sau de natură strict personală (categorii speciale, condamnări, CNP)',
      'Prelucrare pe scară largă',
      'Combinarea sau corelarea seturilor de date',
      'Date privind persoane vulnerabile (angajați, pacienți, copii)',
      'Utilizarea inovatoare a unor soluții tehnologice sau organizatorice',
      'Prelucrarea împiedică persoanele să își exercite un drept sau să beneficieze de un serviciu ori de un contract',
    ],
    noneFound: 'niciuna dintre operațiunile descrise în platformă',
    more: (n) => `și încă ${n}`,
    anspdcpTitle: 'Lista ANSPDCP a prelucrărilor pentru care EIPD este obligatorie (Decizia nr. 174/2018)',
    anspdcpIntro: 'EIPD este obligatorie și dacă prelucrarea se află pe lista ANSPDCP, de exemplu:',
    anspdcp: [
      'crearea de profiluri pe scară largă, cu efecte juridice sau similare semnificative;',
      'prelucrarea pe scară largă a categoriilor speciale de date;',
      'monitorizarea sistematică pe scară largă a zonelor accesibile publicului, inclusiv prin supraveghere video;',
      'prelucrarea pe scară largă a datelor persoanelor vulnerabile, inclusiv ale angajaților, prin mijloace de monitorizare;',
      'prelucrarea pe scară largă cu ajutorul tehnologiilor inovatoare;',
      'prelucrarea pe scară largă a datelor generate de senzori (internetul obiectelor);',
      'prelucrarea pe scară largă a datelor de trafic sau de localizare.',
    ],
    conclusionTitle: 'Concluzia',
    conclusion: [
      'EIPD este obligatorie: prelucrarea se află într-unul dintre cazurile de mai sus sau îndeplinește cel puțin două criterii. Evaluarea se face înainte de începerea prelucrării, conform politicii privind evaluarea impactului.',
      'EIPD nu este obligatorie. Motivele sunt consemnate mai jos, iar formularul se păstrează ca dovadă.',
    ],
    reasons: 'Motivele concluziei',
    advice: (isDpo) => (isDpo ? 'Avizul DPO-ului' : 'Avizul persoanei de contact pentru protecția datelor'),
    signIntro:
      'Formularul se semnează de cel care propune prelucrarea, se avizează și se aprobă de conducere.',
    proposer: 'A propus prelucrarea',
    adviser: (isDpo) =>
      isDpo ? 'Responsabilul cu protecția datelor (DPO)' : 'Persoana de contact pentru protecția datelor',
    approver: 'A aprobat (reprezentantul legal)',
    name: 'Numele',
    date: 'Data',
    signature: 'Semnătura',
    contactMissing: 'persoana care se ocupă de protecția datelor',
    representativeMissing: 'reprezentantul legal',
  },
  en: {
    subtitle: 'is a data protection impact assessment required?',
    howTitle: 'How to use this form',
    how: 'Complete this form before starting a new processing operation or significantly changing an existing one. For each criterion, the platform has marked the company’s operations that may meet it; tick what applies to the processing being screened. If the processing meets two criteria or more, a DPIA is required as a rule (WP248 rev.01 guidelines).',
    processingTitle: 'The processing screened',
    company: 'Controller',
    processingRows: [
      'Name of the processing',
      'Short description (purpose, data, data subjects)',
      'Proposed by',
    ],
    art35Title: 'When a DPIA is always required (Article 35(3) GDPR)',
    art35Intro: 'A DPIA is required if the processing involves:',
    art35: [
      'a systematic and extensive evaluation of personal aspects based on automated processing, including profiling, on which decisions with legal or similarly significant effects are based;',
      'processing on a large scale of special categories of data or of data relating to criminal convictions and offences;',
      'systematic monitoring of a publicly accessible area on a large scale.',
    ],
    criteriaTitle: 'The nine criteria of the WP248 guidelines',
    criteriaIntro:
      'For each criterion, the company’s operations that may meet it and the answer for the processing screened:',
    columns: ['Criterion', 'Company operations that may meet it', 'Yes / No'],
    criteria: [
      'Evaluation or scoring, including profiling',
      'Automated decisions with legal or similarly significant effects',
      'Systematic monitoring',
      'Sensitive or highly personal data (special categories, convictions, national ID numbers)',
      'Processing on a large scale',
      'Matching or combining datasets',
      'Data concerning vulnerable people (employees, patients, children)',
      'Innovative use of technological or organisational solutions',
      'Processing that prevents people from exercising a right or using a service or a contract',
    ],
    noneFound: 'none of the operations described on the platform',
    more: (n) => `and ${n} more`,
    anspdcpTitle: 'The ANSPDCP list of processing requiring a DPIA (Decision No. 174/2018)',
    anspdcpIntro: 'A DPIA is also required if the processing is on the ANSPDCP list, for example:',
    anspdcp: [
      'large-scale profiling with legal or similarly significant effects;',
      'large-scale processing of special categories of data;',
      'large-scale systematic monitoring of publicly accessible areas, including by video surveillance;',
      'large-scale processing of data of vulnerable people, including employees, through monitoring;',
      'large-scale processing using innovative technologies;',
      'large-scale processing of data generated by sensors (the internet of things);',
      'large-scale processing of traffic or location data.',
    ],
    conclusionTitle: 'Conclusion',
    conclusion: [
      'A DPIA is required: the processing falls under one of the cases above or meets two criteria or more. It is carried out before the processing starts, under the impact assessment policy.',
      'A DPIA is not required. The reasons are recorded below and the form is kept as evidence.',
    ],
    reasons: 'Reasons for the conclusion',
    advice: (isDpo) => (isDpo ? 'Advice of the DPO' : 'Advice of the data protection contact person'),
    signIntro:
      'The form is signed by whoever proposes the processing, advised on, and approved by management.',
    proposer: 'Proposed by',
    adviser: (isDpo) => (isDpo ? 'Data protection officer (DPO)' : 'Data protection contact person'),
    approver: 'Approved by (legal representative)',
    name: 'Name',
    date: 'Date',
    signature: 'Signature',
    contactMissing: 'the person in charge of data protection',
    representativeMissing: 'the legal representative',
  },
};

const MONITORING = /^e-ms-|cctv|video|gps|monitoriz|monitoring/i;
const VULNERABLE = new Set(['EMPLOYEES', 'CANDIDATES', 'PATIENTS']);

/** WP248's nine criteria in the document's language, in the guidelines' order (the screening form's rows). */
export const wp248Criteria = (language: Language): readonly string[] => SCREENING[language].criteria;

/** ANSPDCP's list of processing that always needs a DPIA (Decision 174/2018): RO and EN editions only. */
export const anspdcpDpiaList = (language: Language): readonly string[] => SCREENING[language].anspdcp;

/**
 * Per WP248 criterion, the company's operations that suggest it (the form's starting point). Scale,
 * combined datasets and innovative technology are not in the model: those rows stay for the
 * company to judge.
 */
export function dpiaIndications(ops: OperationView[]): OperationView[][] {
  const monitoring = (op: OperationView) =>
    MONITORING.test(op.suggestionId ?? '') || MONITORING.test(op.name);
  return [
    ops.filter((op) => op.automatedDecision !== 'NONE'),
    ops.filter((op) => op.automatedDecision === 'AUTOMATED_DECISION'),
    ops.filter(monitoring),
    ops.filter(
      (op) => op.specialDataGround !== null || op.data.some((d) => d.special || d.criminal || d.nationalId),
    ),
    [],
    [],
    ops.filter((op) => VULNERABLE.has(op.dataSubject)),
    [],
    ops.filter((op) => op.automatedDecision === 'AUTOMATED_DECISION'),
  ];
}

/**
 * The operations that meet two of WP248's criteria or more, which as a rule need a DPIA, each with
 * the indexes of the criteria it meets (in `wp248Criteria` order).
 */
export function dpiaCandidates(ops: OperationView[]): Array<{ op: OperationView; criteria: number[] }> {
  const found = dpiaIndications(ops);
  return ops
    .map((op) => ({
      op,
      criteria: found.flatMap((matching, index) => (matching.includes(op) ? [index] : [])),
    }))
    .filter((candidate) => candidate.criteria.length >= 2);
}

function opList(ops: OperationView[], m: ScreeningTexts): Inline[] {
  if (ops.length === 0) return [m.noneFound];
  const names = [...new Set(ops.map((op) => op.name))];
  const shown = names.slice(0, 6).join('; ');
  return [names.length > 6 ? `${shown} ${m.more(names.length - 6)}` : shown];
}

const dpiaScreening: DocumentTemplate = {
  kind: 'assessment',
  build({ ctx }) {
    const m = SCREENING[ctx.language];
    const dpr = ctx.company.dataProtectionResponsible;
    const isDpo = dpr?.isDpo === true;
    const found = dpiaIndications(ctx.operations);
    const sections: Section[] = [
      section('how', m.howTitle, [p(m.how)]),
      section('processing', m.processingTitle, [
        facts([
          [m.company, valueOr(ctx.company.info.name, m.company)],
          ...m.processingRows.map((label) => [label, field(label.toLowerCase())] as [string, Inline]),
        ]),
      ]),
      section('art35', m.art35Title, [p(m.art35Intro), ...m.art35.map((text) => checkbox(text))]),
      section('criteria', m.criteriaTitle, [
        p(m.criteriaIntro),
        table(
          m.columns,
          m.criteria.map((criterion, index) => [criterion, opList(found[index]!, m), '']),
          [36, 50, 14],
        ),
      ]),
    ];
    if (ctx.edition !== 'INT') {
      sections.push(
        section('anspdcp', m.anspdcpTitle, [p(m.anspdcpIntro), ...m.anspdcp.map((text) => checkbox(text))]),
      );
    }
    const blocks: Block[] = [
      ...m.conclusion.map((text) => checkbox(text)),
      facts([
        [m.reasons, field(m.reasons.toLowerCase())],
        [m.advice(isDpo), field(m.advice(isDpo).toLowerCase())],
      ]),
      p(m.signIntro),
      {
        kind: 'signatures',
        parties: [
          { title: m.proposer, lines: [{ label: m.name }, { label: m.date }, { label: m.signature }] },
          {
            title: m.adviser(isDpo),
            lines: [
              { label: m.name, value: dpr?.name ? [dpr.name] : [missing(m.contactMissing)] },
              { label: m.date },
              { label: m.signature },
            ],
          },
          {
            title: m.approver,
            lines: [
              { label: m.name, value: representativeLine(ctx, m.representativeMissing) },
              { label: m.date },
              { label: m.signature },
            ],
          },
        ],
      },
    ];
    sections.push(section('conclusion', m.conclusionTitle, blocks));
    return { subtitle: m.subtitle, sections };
  },
};

// ---- the training log -----------------------------------------------------------------------------

const TRAINING: Record<
  Language,
  {
    subtitle: string;
    whyTitle: string;
    why: (int: boolean) => string;
    topicsTitle: string;
    topics: string[];
    company: string;
    trainer: string;
    sessionsTitle: string;
    sessionColumns: string[];
    attendanceTitle: string;
    attendance: string;
    attendanceColumns: string[];
    contactMissing: string;
  }
> = {
  ro: {
    subtitle: 'sesiunile de instruire și participanții',
    whyTitle: 'De ce și când instruim',
    why: (int) =>
      `Fiecare angajat care prelucrează date cu caracter personal este instruit la angajare, apoi cel puțin o dată pe an și la orice schimbare importantă a regulilor. Evidența dovedește instruirea cerută de principiul responsabilității (art. 5 alin. (2) și art. 32 alin. (4) din GDPR)${int ? '' : ' și, pentru prelucrarea CNP-ului în temeiul interesului legitim, de art. 4 din Legea nr. 190/2018'}.`,
    topicsTitle: 'Temele recomandate',
    topics: [
      'principiile prelucrării și temeiurile legale;',
      'politicile interne ale companiei (protecția datelor, păstrarea datelor, securitatea informației);',
      'recunoașterea și raportarea imediată a incidentelor de securitate;',
      'recunoașterea și transmiterea cererilor persoanelor vizate;',
      'e-mailurile de tip phishing, parolele și lucrul de acasă.',
    ],
    company: 'Operatorul',
    trainer: 'Responsabil de organizarea instruirii',
    sessionsTitle: 'Sesiunile de instruire',
    sessionColumns: ['Data', 'Tema', 'Formatorul', 'Durata', 'Semnătura formatorului'],
    attendanceTitle: 'Participanții',
    attendance: 'Fiecare participant semnează în dreptul numelui, pentru sesiunea la care a participat.',
    attendanceColumns: ['Numele și prenumele', 'Funcția', 'Data sesiunii', 'Semnătura'],
    contactMissing: 'persoana care se ocupă de protecția datelor',
  },
  en: {
    subtitle: 'the training sessions and who attended',
    whyTitle: 'Why and when we train',
    why: (int) =>
      `Every employee who processes personal data is trained on hiring, then at least once a year and whenever the rules change significantly. This log proves the training the accountability principle requires (Articles 5(2) and 32(4) GDPR)${int ? '' : ' and, for processing national identification numbers on legitimate interest, Article 4 of Romanian Law No. 190/2018'}.`,
    topicsTitle: 'Recommended topics',
    topics: [
      'the principles of processing and the legal bases;',
      'the company’s internal policies (data protection, retention, information security);',
      'recognising and reporting security incidents at once;',
      'recognising and passing on data subjects’ requests;',
      'phishing e-mails, passwords and working from home.',
    ],
    company: 'Controller',
    trainer: 'In charge of organising the training',
    sessionsTitle: 'Training sessions',
    sessionColumns: ['Date', 'Topic', 'Trainer', 'Duration', 'Trainer’s signature'],
    attendanceTitle: 'Participants',
    attendance: 'Each participant signs next to their name, for the session they attended.',
    attendanceColumns: ['Full name', 'Position', 'Session date', 'Signature'],
    contactMissing: 'the person in charge of data protection',
  },
};

const trainingLog: DocumentTemplate = {
  kind: 'form',
  build({ ctx }) {
    const m = TRAINING[ctx.language];
    const dpr = ctx.company.dataProtectionResponsible;
    const blank = (columns: number, rows: number) =>
      Array.from({ length: rows }, () => Array.from({ length: columns }, () => ''));
    return {
      subtitle: m.subtitle,
      sections: [
        section('why', m.whyTitle, [
          p(m.why(ctx.edition === 'INT')),
          facts([
            [m.company, valueOr(ctx.company.info.name, m.company)],
            [m.trainer, dpr?.name ? dpr.name : missing(m.contactMissing)],
          ]),
        ]),
        section('topics', m.topicsTitle, [ol(m.topics)]),
        section('sessions', m.sessionsTitle, [table(m.sessionColumns, blank(5, 8), [14, 34, 20, 12, 20])]),
        section('attendance', m.attendanceTitle, [
          p(m.attendance),
          table(m.attendanceColumns, blank(4, 20), [36, 24, 16, 24]),
        ]),
      ],
    };
  },
};

export const GOVERNANCE_TEMPLATES = {
  DECIZIE_NUMIRE_DPO: dpoDecision,
  FORMULAR_EVALUARE_PRELIMINARA_EIPD: dpiaScreening,
  REGISTRU_INSTRUIRE: trainingLog,
} satisfies Record<GovernanceCode, DocumentTemplate>;
