/**
 * Governance documents the legal review found missing (docs/facts/content-review.md, section D): the
 * decision appointing the DPO with what the company tells the authority (Art. 37(7)), the DPIA
 * screening form (Art. 35(3), WP248's nine criteria and, on RO, ANSPDCP Decision 174/2018) with what
 * the company's own operations suggest, and the staff training log. The INT edition names EU law
 * and "the supervisory authority", never Romanian law or ANSPDCP. The decision's and the log's
 * wording is in content/; the screening form is still written here, with the DPIA (dpia.ts), whose
 * WP248 criteria it shares.
 */
import type { TDocumentCode } from '@conform/catalogues';
import { z } from 'zod';
import { companyExtras, representativeLine, valueOr } from '../blocks.ts';
import type { Language, OperationView } from '../context.ts';
import { documentFacts, ZDocumentFacts } from '../content/facts.ts';
import { contentTemplate } from '../content/template.ts';
import type { DocumentTemplate, TemplateInput } from '../template.ts';
import {
  checkbox,
  facts,
  field,
  missing,
  p,
  section,
  table,
  type Block,
  type Inline,
  type Section,
} from '../tree.ts';

type GovernanceCode = Extract<
  TDocumentCode,
  'DECIZIE_NUMIRE_DPO' | 'FORMULAR_EVALUARE_PRELIMINARA_EIPD' | 'REGISTRU_INSTRUIRE'
>;

// ---- the DPO appointment decision and the training log (content/DECIZIE_NUMIRE_DPO, REGISTRU_INSTRUIRE)

const ZGovernanceFacts = ZDocumentFacts.extend({
  /** A contact person, not a DPO: the decision records why none is appointed (the DPO wording rule). */
  noDpo: z.boolean(),
  contactName: z.string().nullable(),
  /** The DPO's e-mail and phone, as one line. */
  contact: z.string(),
  /** The legal representative's name and role. */
  representative: z.string().nullable(),
});

function governanceFacts(input: TemplateInput): z.infer<typeof ZGovernanceFacts> {
  const dpr = input.ctx.company.dataProtectionResponsible;
  const representative = companyExtras(input.ctx).legalRepresentative;
  return {
    ...documentFacts(input),
    noDpo: dpr !== null && !dpr.isDpo,
    contactName: dpr?.name || null,
    contact: [dpr?.email, dpr?.phone].filter(Boolean).join(', '),
    representative: representative
      ? [representative.name, representative.role].filter(Boolean).join(', ')
      : null,
  };
}

const dpoDecision = contentTemplate('DECIZIE_NUMIRE_DPO', {
  kind: 'decision',
  schema: ZGovernanceFacts,
  facts: governanceFacts,
});

const trainingLog = contentTemplate('REGISTRU_INSTRUIRE', {
  kind: 'form',
  schema: ZGovernanceFacts,
  facts: governanceFacts,
});

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
  // Systematic monitoring (WP248 criterion 3): the operations the company said monitor people.
  const monitoring = (op: OperationView) => op.purposeCategory === 'MONITORING';
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

export const GOVERNANCE_TEMPLATES = {
  DECIZIE_NUMIRE_DPO: dpoDecision,
  FORMULAR_EVALUARE_PRELIMINARA_EIPD: dpiaScreening,
  REGISTRU_INSTRUIRE: trainingLog,
} satisfies Record<GovernanceCode, DocumentTemplate>;
