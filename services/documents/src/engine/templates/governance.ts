/**
 * Governance documents the legal review found missing (docs/facts/content-review.md, section D): the
 * decision appointing the DPO with what the company tells the authority (Art. 37(7)), the DPIA
 * screening form (Art. 35(3), WP248's nine criteria and, on RO, ANSPDCP Decision 174/2018) with what
 * the company's own operations suggest, and the staff training log. The INT edition names EU law
 * and "the supervisory authority", never Romanian law or ANSPDCP. The three documents' wording is
 * in content/; here are their facts, and WP248's criteria and ANSPDCP's list, which the screening
 * form and the DPIA (dpia.ts) both print.
 */
import type { TDocumentCode } from '@conform/catalogues';
import { z } from 'zod';
import { companyExtras, formatDay } from '../blocks.ts';
import type { Language, OperationView } from '../context.ts';
import { documentFacts, ZDocumentFacts } from '../content/facts.ts';
import { contentTemplate } from '../content/template.ts';
import type { DocumentTemplate, TemplateInput } from '../template.ts';

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
  /** A DPO: the day the appointment was communicated to the authority, written out; null when not said. */
  notifiedOn: z.string().nullable(),
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
    notifiedOn: dpr?.isDpo && dpr.notifiedOn ? formatDay(dpr.notifiedOn, input.t) : null,
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

/**
 * WP248's nine criteria and ANSPDCP's list (Decision 174/2018), which the DPIA (dpia.ts) prints too:
 * the rest of the screening form is in content/FORMULAR_EVALUARE_PRELIMINARA_EIPD.
 */
interface ScreeningTexts {
  criteria: [string, string, string, string, string, string, string, string, string];
  anspdcp: string[];
}

const SCREENING: Record<Language, ScreeningTexts> = {
  ro: {
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
    anspdcp: [
      'crearea de profiluri pe scară largă, cu efecte juridice sau similare semnificative;',
      'prelucrarea pe scară largă a categoriilor speciale de date;',
      'monitorizarea sistematică pe scară largă a zonelor accesibile publicului, inclusiv prin supraveghere video;',
      'prelucrarea pe scară largă a datelor persoanelor vulnerabile, inclusiv ale angajaților, prin mijloace de monitorizare;',
      'prelucrarea pe scară largă cu ajutorul tehnologiilor inovatoare;',
      'prelucrarea pe scară largă a datelor generate de senzori (internetul obiectelor);',
      'prelucrarea pe scară largă a datelor de trafic sau de localizare.',
    ],
  },
  en: {
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
    anspdcp: [
      'large-scale profiling with legal or similarly significant effects;',
      'large-scale processing of special categories of data;',
      'large-scale systematic monitoring of publicly accessible areas, including by video surveillance;',
      'large-scale processing of data of vulnerable people, including employees, through monitoring;',
      'large-scale processing using innovative technologies;',
      'large-scale processing of data generated by sensors (the internet of things);',
      'large-scale processing of traffic or location data.',
    ],
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

/** The screening form names at most this many operations per criterion, then how many more. */
const SHOWN = 6;

const ZScreeningFacts = ZDocumentFacts.extend({
  /** The legal representative's name and role. */
  representative: z.string().nullable(),
  /** WP248's criteria in their order, each with the company's operations that suggest it. */
  criteria: z.array(
    z.object({
      name: z.string(),
      /** The first operations' names, each once. */
      operations: z.array(z.string()),
      /** How many more operations suggest it. */
      more: z.number(),
    }),
  ),
  /** ANSPDCP's list (the RO and EN editions print it). */
  anspdcp: z.array(z.string()),
});

const dpiaScreening = contentTemplate('FORMULAR_EVALUARE_PRELIMINARA_EIPD', {
  kind: 'assessment',
  schema: ZScreeningFacts,
  facts: (input) => {
    const { ctx } = input;
    const m = SCREENING[ctx.language];
    const representative = companyExtras(ctx).legalRepresentative;
    const found = dpiaIndications(ctx.operations);
    return {
      ...documentFacts(input),
      representative: representative
        ? [representative.name, representative.role].filter(Boolean).join(', ')
        : null,
      criteria: m.criteria.map((name, index) => {
        const names = [...new Set(found[index]!.map((op) => op.name))];
        return { name, operations: names.slice(0, SHOWN), more: Math.max(0, names.length - SHOWN) };
      }),
      anspdcp: m.anspdcp,
    };
  },
});

export const GOVERNANCE_TEMPLATES = {
  DECIZIE_NUMIRE_DPO: dpoDecision,
  FORMULAR_EVALUARE_PRELIMINARA_EIPD: dpiaScreening,
  REGISTRU_INSTRUIRE: trainingLog,
} satisfies Record<GovernanceCode, DocumentTemplate>;
