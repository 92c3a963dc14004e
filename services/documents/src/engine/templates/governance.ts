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
import { dpoObligation } from '../conclusions.ts';
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

/** An operation a conclusion names: its name and its situation's. */
const ZNamedOperation = z.object({ name: z.string(), situation: z.string() });
const named = (op: OperationView) => ({ name: op.name, situation: op.situationName });

const ZDpoDecisionFacts = ZGovernanceFacts.extend({
  /**
   * Whether Art. 37(1)(b)/(c) GDPR requires a DPO, computed from the operations (conclusions.ts
   * dpoObligation): the operations it rests on, or the answers still missing.
   */
  obligation: z.object({
    outcome: z.enum(['REQUIRED', 'NOT_REQUIRED', 'UNKNOWN']),
    /** (b): core, large-scale, regular and systematic monitoring. */
    monitoring: z.array(ZNamedOperation),
    /** (c): core, large-scale, special categories or criminal data. */
    special: z.array(ZNamedOperation),
    /** NOT_REQUIRED: the operations that could have met (b) or (c), with the answers that rule them out. */
    considered: z.array(
      ZNamedOperation.extend({ core: z.boolean().nullable(), large: z.boolean().nullable() }),
    ),
    /** UNKNOWN: each operation with the questions still to answer. */
    missing: z.array(ZNamedOperation.extend({ purpose: z.boolean(), core: z.boolean(), large: z.boolean() })),
    /** Law 190/2018 art. 4(2): a national identification number processed for a legitimate interest. */
    nationalId: z.array(ZNamedOperation),
    /** Art. 37(1)(a): the company said it is (or is not) a public authority or body; null: not said. */
    publicBody: z.boolean().nullable(),
  }),
});

const dpoDecision = contentTemplate('DECIZIE_NUMIRE_DPO', {
  kind: 'decision',
  schema: ZDpoDecisionFacts,
  facts: (input) => {
    const result = dpoObligation(input.ctx.operations, companyExtras(input.ctx).publicBody);
    return {
      ...governanceFacts(input),
      obligation: {
        outcome: result.outcome,
        monitoring: result.outcome === 'REQUIRED' ? result.monitoring.map(named) : [],
        special: result.outcome === 'REQUIRED' ? result.special.map(named) : [],
        considered:
          result.outcome === 'NOT_REQUIRED'
            ? result.considered.map((op) => ({ ...named(op), core: op.coreActivity, large: op.largeScale }))
            : [],
        missing:
          result.outcome === 'UNKNOWN'
            ? result.missing.map(({ operation, questions }) => ({
                ...named(operation),
                purpose: questions.includes('purposeCategory'),
                core: questions.includes('coreActivity'),
                large: questions.includes('largeScale'),
              }))
            : [],
        nationalId: result.nationalIdOnLegitimateInterest.map(named),
        publicBody: result.publicBody,
      },
    };
  },
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

/** WP248's nine criteria in the document's language, in the guidelines' order (the screening form's rows). */
export const wp248Criteria = (language: Language): readonly string[] => SCREENING[language].criteria;

/** ANSPDCP's list of processing that always needs a DPIA (Decision 174/2018): RO and EN editions only. */
export const anspdcpDpiaList = (language: Language): readonly string[] => SCREENING[language].anspdcp;

/**
 * The assessment question each WP248 criterion is answered from, per operation (the operation
 * dialog's): large scale (criterion 5), vulnerable people (7), new technology (8); null for the
 * criteria read from other facts, or (combined datasets) from none.
 */
export const WP248_QUESTIONS = [
  null,
  null,
  null,
  null,
  'largeScale',
  null,
  'vulnerableSubjects',
  'newTechnology',
  null,
] as const;

/** Per WP248 criterion answered from a question, the operations whose admin has not answered it yet. */
export function dpiaUnanswered(ops: OperationView[]): OperationView[][] {
  return WP248_QUESTIONS.map((question) => (question ? ops.filter((op) => op[question] === null) : []));
}

/**
 * Per WP248 criterion, the company's operations that meet it by the admin's answers (the form's
 * starting point): automated decisions, the purpose category (monitoring), the data, and the
 * assessment answers (large scale, vulnerable people, new technology; unanswered ones in
 * `dpiaUnanswered`). Combined datasets are not in the model: that row stays for the company to judge.
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
    ops.filter((op) => op.largeScale === true),
    [],
    ops.filter((op) => op.vulnerableSubjects === true),
    ops.filter((op) => op.newTechnology === true),
    ops.filter((op) => op.automatedDecision === 'AUTOMATED_DECISION'),
  ];
}

/** WP248 criteria, by their index in `wp248Criteria`: sensitive data (4) and vulnerable people (7). */
const SENSITIVE = 3;
const VULNERABLE = 6;

/**
 * The screening of each operation that meets two of WP248's criteria or more (which as a rule need a
 * DPIA), with the indexes of the criteria it meets (in `wp248Criteria` order):
 * - ASSESS: the DPIA assesses it; `scaleAsked` when it would not need one if it were not on a large
 *   scale (below), and the admin has not said;
 * - NOT_HIGH_RISK: it meets only sensitive data and vulnerable people, which the relationship itself
 *   brings (a practice's patients, a company's employees), and the admin answered it is not on a large
 *   scale. WP248 rev.01 (III.B.a) lets the controller consider such processing not likely to result in
 *   a high risk, documenting why, and gives the example of patients' data processed by an individual
 *   physician (recital 91). Verify before relying on it for other relationships than recital 91's.
 */
export type DpiaScreening = {
  op: OperationView;
  criteria: number[];
} & ({ outcome: 'ASSESS'; scaleAsked: boolean } | { outcome: 'NOT_HIGH_RISK' });

export function dpiaScreening(ops: OperationView[]): DpiaScreening[] {
  const found = dpiaIndications(ops);
  return ops
    .map((op) => ({
      op,
      criteria: found.flatMap((matching, index) => (matching.includes(op) ? [index] : [])),
    }))
    .filter((candidate) => candidate.criteria.length >= 2)
    .map(({ op, criteria }): DpiaScreening => {
      const relationship = criteria.every((index) => index === SENSITIVE || index === VULNERABLE);
      if (relationship && op.largeScale === false) return { op, criteria, outcome: 'NOT_HIGH_RISK' };
      return { op, criteria, outcome: 'ASSESS', scaleAsked: relationship && op.largeScale === null };
    });
}

/** The operations the DPIA assesses (the screening's ASSESS), each with the criteria it meets. */
export function dpiaCandidates(
  ops: OperationView[],
): Array<{ op: OperationView; criteria: number[]; scaleAsked: boolean }> {
  return dpiaScreening(ops).flatMap((s) =>
    s.outcome === 'ASSESS' ? [{ op: s.op, criteria: s.criteria, scaleAsked: s.scaleAsked }] : [],
  );
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
      /** The assessment question the criterion is answered from, and how many operations leave it unanswered. */
      question: z.enum(['largeScale', 'vulnerableSubjects', 'newTechnology']).nullable(),
      unanswered: z.number(),
    }),
  ),
  /** ANSPDCP's list (the RO and EN editions print it). */
  anspdcp: z.array(z.string()),
});

const dpiaScreeningForm = contentTemplate('FORMULAR_EVALUARE_PRELIMINARA_EIPD', {
  kind: 'assessment',
  schema: ZScreeningFacts,
  facts: (input) => {
    const { ctx } = input;
    const m = SCREENING[ctx.language];
    const representative = companyExtras(ctx).legalRepresentative;
    const found = dpiaIndications(ctx.operations);
    const unanswered = dpiaUnanswered(ctx.operations);
    return {
      ...documentFacts(input),
      representative: representative
        ? [representative.name, representative.role].filter(Boolean).join(', ')
        : null,
      criteria: m.criteria.map((name, index) => {
        const names = [...new Set(found[index]!.map((op) => op.name))];
        return {
          name,
          operations: names.slice(0, SHOWN),
          more: Math.max(0, names.length - SHOWN),
          question: WP248_QUESTIONS[index] ?? null,
          unanswered: unanswered[index]!.length,
        };
      }),
      anspdcp: m.anspdcp,
    };
  },
});

export const GOVERNANCE_TEMPLATES = {
  DECIZIE_NUMIRE_DPO: dpoDecision,
  FORMULAR_EVALUARE_PRELIMINARA_EIPD: dpiaScreeningForm,
  REGISTRU_INSTRUIRE: trainingLog,
} satisfies Record<GovernanceCode, DocumentTemplate>;
