/**
 * The data protection impact assessment (EIPD, Art. 35 GDPR, docs/facts/document-checklists.md §5) and
 * the personal data breach notification (Arts. 33 and 34).
 *
 * The DPIA starts from the screening of `governance.ts` (WP248's nine criteria, and on RO and EN
 * ANSPDCP Decision 174/2018): the operations that meet two criteria or more are described,
 * weighed for necessity and proportionality and assessed for risk (likelihood × severity), with
 * the company's security measures, the residual risk, the DPO's advice (Art. 35(2)), the views of
 * the people concerned (Art. 35(9)) and prior consultation (Art. 36) when the residual risk stays
 * high. With no such operation it says a DPIA is not mandatory and keeps the structure as a model.
 * The description repeats the record's texts (`controllerRecordRows`), so the two agree. The wording
 * is in content/EIPD (the record's cells printed by the clause `_shared/dpia-parts`); here are the facts.
 *
 * The breach notification follows the authority's form (on RO and EN, ANSPDCP's, approved by its
 * Decision 128/2018; on INT, the content of Art. 33(3)), with the controller's details filled in
 * and the facts of the breach left to fill in when it happens (or, for a draft from the breach
 * register, what the register knows). The wording is in content/NOTIFICARE_INCALCARE.
 */
import {
  LEGAL_GROUNDS,
  legitimateInterestKindEntries,
  pick,
  PURPOSE_CATEGORIES,
  purposeCategoryEntries,
  SECURITY_MEASURES,
  securityMeasureEntries,
  type TDocumentCode,
  type TSecurityMeasure,
} from '@conform/catalogues';
import { z } from 'zod';
import { companyExtras, companyZone, contactChannel, formatDay, formatMoment } from '../blocks.ts';
import { DPIA_RISKS, dpiaRisk, riskBand, type TDpiaRisk } from '../conclusions.ts';
import { lawValue, type OperationView } from '../context.ts';
import { documentFacts, ZDocumentFacts } from '../content/facts.ts';
import { contentTemplate } from '../content/template.ts';
import type { DocumentTemplate } from '../template.ts';
import type { Inline } from '../tree.ts';
import { NATURE_LABELS, riskLabel } from '../../registers/labels.ts';
import {
  anspdcpDpiaList,
  dpiaCandidates,
  dpiaScreening,
  dpiaUnanswered,
  wp248Criteria,
} from './governance.ts';
import { controllerRecordRows } from './records.ts';

type DpiaCode = Extract<TDocumentCode, 'EIPD' | 'NOTIFICARE_INCALCARE'>;

// ---- the DPIA ----------------------------------------------------------------------------------------

const RISKS = DPIA_RISKS;
type Risk = TDpiaRisk;

/** WP248 criteria, by their index in `wp248Criteria`. */
const PROFILING = 0;
const AUTOMATED = 1;
const MONITORING = 2;

interface Candidate {
  number: number;
  op: OperationView;
  criteria: number[];
  scaleAsked: boolean;
}

/** Which of the assessed operations each typical risk concerns (the table's starting point). */
function concerned(risk: Risk, candidates: Candidate[]): Candidate[] {
  const special = (op: OperationView) =>
    op.specialDataGround !== null || op.data.some((d) => d.special || d.criminal);
  switch (risk) {
    case 'access':
    case 'alteration':
    case 'loss':
      return candidates;
    case 'monitoring':
      return candidates.filter((c) => c.criteria.includes(MONITORING));
    case 'discrimination':
      return candidates.filter((c) => special(c.op) || c.criteria.includes(AUTOMATED));
    case 'financial':
      return candidates.filter((c) => c.op.data.some((d) => d.nationalId));
    case 'reputation':
      return candidates.filter((c) => special(c.op));
    case 'rights':
      return candidates.filter((c) => c.criteria.includes(PROFILING) || c.criteria.includes(AUTOMATED));
  }
}

/**
 * A cell of the record of processing activities, as the record writes it (records.ts): its pieces
 * of text, each plain, bold, italic, a blank (what is missing) or a field. The content prints it
 * with the clause `dpia-parts`, each piece as a value, never as Markdown.
 */
const ZParts = z.array(
  z.object({ text: z.string(), kind: z.enum(['text', 'bold', 'italic', 'blank', 'field']) }),
);

function partsOf(cell: readonly Inline[]): z.infer<typeof ZParts> {
  return cell.map((inline) => {
    if (typeof inline === 'string') return { text: inline, kind: 'text' };
    if ('missing' in inline) return { text: inline.missing, kind: 'blank' };
    if ('field' in inline) return { text: inline.field, kind: 'field' };
    // A link keeps its text: the record's cells have none.
    if ('link' in inline) return { text: inline.text, kind: 'text' };
    return { text: inline.text, kind: inline.bold ? 'bold' : inline.italic ? 'italic' : 'text' };
  });
}

const ZLevel = z.object({
  likelihood: z.number(),
  severity: z.number(),
  level: z.number(),
  band: z.enum(['LOW', 'MEDIUM', 'HIGH']),
});
const ZEstimate = z.object({
  inherent: ZLevel,
  residual: ZLevel,
  /** The company's measures that lowered the likelihood, in the document's language. */
  applied: z.array(z.string()),
});

const ZDpiaFacts = ZDocumentFacts.extend({
  /**
   * The purpose categories of the operations assessed (each operation's, as the admin or its preset
   * chose it; none said: not listed), in the catalogue's order, each with its name and the numbers of
   * its operations: the content recommends the measures suited to each (clause dpia-category-measures).
   */
  categories: z.array(
    z.object({
      category: z.enum(PURPOSE_CATEGORIES),
      label: z.string(),
      numbers: z.string(),
      count: z.number(),
    }),
  ),
  /** How many operations leave a WP248 question unanswered (large scale, vulnerable people, new technology). */
  unanswered: z.number(),
  /** Who approves: the legal representative's name and role. */
  representative: z.string().nullable(),
  /** The DPO's (or the contact person's) name, e-mail and phone in one line; null without a name. */
  contactDetails: z.string().nullable(),
  /** The operations that meet two WP248 criteria or more, numbered, with what the record says of each. */
  candidates: z.array(
    z.object({
      number: z.number(),
      name: z.string(),
      situation: z.string(),
      /** The category of data subjects, in the document's language. */
      subject: z.string(),
      /** The WP248 criteria met, by their names without the examples in brackets, as one list. */
      criteria: z.string(),
      legitimateInterest: z.boolean(),
      interest: z.string().nullable(),
      /** The scale as the admin answered it in the operation's dialog (null: not said). */
      scale: z.object({ count: z.number().nullable(), largeScale: z.boolean().nullable() }),
      /**
       * The means: the processors the admin assigned to the operation ("name (service)", one list,
       * empty when none) and whether it uses a new technology (null: not said).
       */
      means: z.object({ processors: z.string(), newTechnology: z.boolean().nullable() }),
      /**
       * What necessity and proportionality rest on (Art. 35(7)(b)), each a fact of the operation: its
       * legal grounds (necessity is part of Art. 6(1)(b)-(f); consent stands on the person's choice),
       * the kind of legitimate interest (weighed in the legitimate interest assessment), special or
       * criminal data with or without their Art. 9(2)/10 ground, how many kinds of data, and for
       * video surveillance the company's own facts against Art. 5 of Law 190/2018.
       */
      necessity: z.object({
        grounds: z.array(z.enum(LEGAL_GROUNDS)),
        interestKind: z.string().nullable(),
        special: z.boolean(),
        specialGround: z.boolean(),
        dataCount: z.number(),
        video: z
          .object({
            days: z.number(),
            ceiling: z.number(),
            withinCeiling: z.boolean(),
            /** Why footage is kept longer than the ceiling (required then by the contract). */
            reason: z.string().nullable(),
            employees: z.boolean(),
            lessIntrusive: z.string().nullable(),
            consultedOn: z.string().nullable(),
          })
          .nullable(),
      }),
      /** The record's cells (controllerRecordRows), so the DPIA and the record agree. */
      record: z.object({
        purpose: ZParts,
        basis: ZParts,
        data: ZParts,
        sources: ZParts,
        recipients: ZParts,
        transfers: ZParts,
        storage: ZParts,
        erasure: ZParts,
      }),
    }),
  ),
  /**
   * The operations that meet two criteria, sensitive data and vulnerable people only, answered as not
   * on a large scale: not likely to result in a high risk, with the reasons (governance.ts dpiaScreening).
   */
  notHighRisk: z.array(z.object({ name: z.string(), subject: z.string(), criteria: z.string() })),
  /**
   * The numbers of the assessed operations that meet only sensitive data and vulnerable people and
   * whose scale is not said: answered "not large scale", they would not need the assessment.
   */
  scaleAsked: z.array(z.number()),
  /** The processing on ANSPDCP's list (Decision 174/2018), as the screening form gives it; RO and EN only. */
  anspdcp: z.array(z.string()),
  /** The numbers of the assessed operations that monitor employees (Art. 5 of Law 190/2018, Art. 88). */
  monitoring: z.array(z.number()),
  /** Some assessed operation concerns employees: their views through their representatives. */
  employees: z.boolean(),
  /** The day the employees' representatives were consulted on the cameras, when recorded. */
  consultationDate: z.string().nullable(),
  /** Per typical risk, the numbers of the assessed operations it concerns. */
  concerned: z.object(
    Object.fromEntries(RISKS.map((risk) => [risk, z.array(z.number())])) as Record<
      Risk,
      z.ZodArray<z.ZodNumber>
    >,
  ),
  /**
   * Per typical risk, the starting estimate by the rules of conclusions.ts dpiaRisk (null: no assessed
   * operation concerned), before and after the company's measures, with the measures that lowered it.
   */
  estimates: z.object(
    Object.fromEntries(RISKS.map((risk) => [risk, ZEstimate.nullable()])) as Record<
      Risk,
      z.ZodNullable<typeof ZEstimate>
    >,
  ),
  /** Some residual risk stays high (8 or more): prior consultation (Art. 36(1)); null: nothing assessed. */
  residualHigh: z.boolean().nullable(),
  /** The risks whose residual level is high, as their ids in the table's order. */
  highRisks: z.array(z.enum(DPIA_RISKS)),
  /** The technical and organisational measures the company applies. */
  measures: z.array(z.string()),
});

export const dpia = contentTemplate('EIPD', {
  kind: 'assessment',
  schema: ZDpiaFacts,
  facts: (input) => {
    const { ctx, t } = input;
    const dpr = ctx.company.dataProtectionResponsible;
    const representative = companyExtras(ctx).legalRepresentative;
    const criteria = wp248Criteria(ctx.language);
    const candidates: Candidate[] = dpiaCandidates(ctx.operations).map((c, index) => ({
      ...c,
      number: index + 1,
    }));
    const cellsOf = new Map(controllerRecordRows(ctx, t).rows.map((row) => [row.op, row.cells]));
    const subjects = new Map(ctx.situations.map((s) => [s.id, s.dataSubjectLabel]));
    // The criterion's name without its examples in brackets: the table stays readable.
    const named = (indexes: number[]) =>
      indexes.map((index) => criteria[index]!.replace(/\s*\(.*\)$/, '')).join('; ');
    const employees = candidates.some((c) => c.op.dataSubject === 'EMPLOYEES');
    const cctv = companyExtras(ctx).cctv;
    const consultedOn = cctv?.consultationDate;
    // The footage ceiling in force on the document's date (the dated legal figures).
    const ceiling = lawValue(ctx, 'EMPLOYEE_MONITORING_RETENTION_DAYS');
    const processorsOf = (op: OperationView) =>
      companyExtras(ctx)
        .processors.filter((p) => op.processorIds.includes(p.id))
        .map((p) => `${p.name} (${p.service})`)
        .join('; ');
    const kindOf = (op: OperationView) => {
      const entry = legitimateInterestKindEntries.find((e) => e.id === op.interestKind);
      return entry ? pick(entry.label, ctx.language, ctx.edition) : null;
    };
    // The company's ticked measures (their ids) weigh in the residual risk; their labels name them.
    const ticked = (ctx.company.securityMeasures?.measures ?? []).filter((m): m is TSecurityMeasure =>
      (SECURITY_MEASURES as readonly string[]).includes(m),
    );
    const label = (id: string) => {
      const entry = securityMeasureEntries.find((e) => e.id === id);
      return entry ? pick(entry.label, ctx.language, ctx.edition) : id;
    };
    const level = (l: { likelihood: number; severity: number; level: number }) => ({
      ...l,
      band: riskBand(l.level),
    });
    const estimates = RISKS.map((risk) => {
      const ops = concerned(risk, candidates).map((c) => c.op);
      if (ops.length === 0) return { risk, estimate: null };
      const e = dpiaRisk(risk, ops, ticked);
      return {
        risk,
        estimate: { inherent: level(e.inherent), residual: level(e.residual), applied: e.applied.map(label) },
      };
    });
    const categories = PURPOSE_CATEGORIES.flatMap((category) => {
      const numbers = candidates.filter((c) => c.op.purposeCategory === category).map((c) => c.number);
      const entry = purposeCategoryEntries.find((e) => e.id === category);
      return numbers.length === 0 || !entry
        ? []
        : [
            {
              category,
              label: pick(entry.label, ctx.language, ctx.edition),
              numbers: numbers.join(', '),
              count: numbers.length,
            },
          ];
    });
    return {
      ...documentFacts(input),
      categories,
      representative: representative
        ? [representative.name, representative.role].filter(Boolean).join(', ')
        : null,
      unanswered: new Set(dpiaUnanswered(ctx.operations).flat()).size,
      contactDetails: dpr?.name ? [dpr.name, dpr.email, dpr.phone].filter((x) => x?.trim()).join(', ') : null,
      candidates: candidates.map((c) => {
        const cells = cellsOf.get(c.op)!;
        return {
          number: c.number,
          name: c.op.name,
          situation: c.op.situationName,
          subject: subjects.get(c.op.situationId) ?? c.op.dataSubject,
          criteria: named(c.criteria),
          legitimateInterest: c.op.grounds.includes('LEGITIMATE_INTEREST'),
          interest: c.op.groundReason,
          scale: { count: c.op.subjectsCount, largeScale: c.op.largeScale },
          means: { processors: processorsOf(c.op), newTechnology: c.op.newTechnology },
          necessity: {
            grounds: c.op.grounds,
            interestKind: c.op.grounds.includes('LEGITIMATE_INTEREST') ? kindOf(c.op) : null,
            special: c.op.data.some((d) => d.special || d.criminal),
            specialGround: c.op.specialDataGround !== null,
            dataCount: c.op.data.length,
            video:
              c.op.videoSurveillance && cctv
                ? {
                    days: cctv.retentionDays,
                    ceiling,
                    withinCeiling: cctv.retentionDays <= ceiling,
                    reason: cctv.retentionReason,
                    employees: c.op.dataSubject === 'EMPLOYEES',
                    lessIntrusive: cctv.lessIntrusiveMeans,
                    consultedOn: cctv.consultationDate ? formatDay(cctv.consultationDate, t) : null,
                  }
                : null,
          },
          record: {
            purpose: partsOf(cells.purpose),
            basis: partsOf(cells.basis),
            data: partsOf(cells.data),
            sources: partsOf(cells.sources),
            recipients: partsOf(cells.recipients),
            transfers: partsOf(cells.transfers),
            storage: partsOf(cells.storage),
            erasure: partsOf(cells.erasure),
          },
        };
      }),
      scaleAsked: candidates.filter((c) => c.scaleAsked).map((c) => c.number),
      notHighRisk: dpiaScreening(ctx.operations)
        .filter((s) => s.outcome === 'NOT_HIGH_RISK')
        .map((s) => ({
          name: s.op.name,
          subject: subjects.get(s.op.situationId) ?? s.op.dataSubject,
          criteria: named(s.criteria),
        })),
      anspdcp: ctx.edition === 'INT' ? [] : [...anspdcpDpiaList(ctx.language)],
      monitoring: candidates
        .filter((c) => c.criteria.includes(MONITORING) && c.op.dataSubject === 'EMPLOYEES')
        .map((c) => c.number),
      employees,
      consultationDate: employees && consultedOn ? formatDay(consultedOn, t) : null,
      concerned: Object.fromEntries(
        RISKS.map((risk) => [risk, concerned(risk, candidates).map((c) => c.number)]),
      ) as Record<Risk, number[]>,
      estimates: Object.fromEntries(estimates.map(({ risk, estimate }) => [risk, estimate])) as Record<
        Risk,
        z.infer<typeof ZEstimate> | null
      >,
      residualHigh:
        candidates.length === 0 ? null : estimates.some((e) => e.estimate?.residual.band === 'HIGH'),
      highRisks: estimates.filter((e) => e.estimate?.residual.band === 'HIGH').map((e) => e.risk),
      measures: companyExtras(ctx).securityMeasures,
    };
  },
});

// ---- the breach notification -------------------------------------------------------------------------

// "The 72 hours also run over weekends": periods in hours include Saturdays, Sundays and holidays
// (Regulation (EEC, Euratom) No 1182/71, art. 3(3)); verify before relying on it in advice.
const ZBreachFacts = ZDocumentFacts.extend({
  /** Who signs for the company: the legal representative's name and role. */
  representative: z.string().nullable(),
  /** Where the authority asks for more: the DPO's e-mail and phone, else the company's. */
  contact: z.object({ email: z.string().nullable(), phone: z.string().nullable() }),
  /** The technical and organisational measures the company applies. */
  measures: z.array(z.string()),
  /**
   * A draft for an incident of the breach register: what the register knows (null for the blank
   * form, and for what the register does not say), the rest stays to fill in.
   */
  breach: z.object({
    number: z.string().nullable(),
    occurredAt: z.string().nullable(),
    awareAt: z.string().nullable(),
    description: z.string().nullable(),
    /** The natures of the breach, in the document's language, as one list. */
    nature: z.string(),
    dataCategories: z.string(),
    subjectCategories: z.string(),
    records: z.string().nullable(),
    subjects: z.string().nullable(),
    consequences: z.string().nullable(),
    /** The risk level in the document's language and the register's reason, as one line. */
    risk: z.string().nullable(),
    measures: z.string().nullable(),
    delayReason: z.string().nullable(),
  }),
});

export const breachNotification = contentTemplate('NOTIFICARE_INCALCARE', {
  kind: 'form',
  schema: ZBreachFacts,
  facts: (input) => {
    const { ctx } = input;
    const { info } = ctx.company;
    const dpr = ctx.company.dataProtectionResponsible;
    const representative = companyExtras(ctx).legalRepresentative;
    const b = ctx.breach;
    const known = (value: string | null | undefined) => value || null;
    const approx = (n: number | null | undefined) => (n === null || n === undefined ? null : String(n));
    return {
      ...documentFacts(input),
      representative: representative
        ? [representative.name, representative.role].filter(Boolean).join(', ')
        : null,
      contact: { email: dpr?.email || contactChannel(ctx), phone: dpr?.phone || info.phoneNumber },
      measures: companyExtras(ctx).securityMeasures,
      breach: {
        number: b ? b.number : null,
        // In the company's zone, said: the authority may read it elsewhere.
        occurredAt: formatMoment(b?.occurredAt ?? null, ctx.language, companyZone(ctx)),
        awareAt: formatMoment(b?.awareAt ?? null, ctx.language, companyZone(ctx)),
        description: known(b?.description),
        nature: b ? b.nature.map((n) => NATURE_LABELS[n][ctx.language]).join('; ') : '',
        dataCategories: b ? b.dataCategories : '',
        subjectCategories: b ? b.subjectCategories : '',
        records: known(approx(b?.recordsCount)),
        subjects: known(approx(b?.subjectsCount)),
        consequences: known(b?.consequences),
        risk: b?.risk
          ? [riskLabel(b.risk, ctx.language, b.awareAt), b.riskReason].filter(Boolean).join(' – ')
          : null,
        measures: known(b?.measures),
        delayReason: known(b?.delayReason),
      },
    };
  },
});

export const DPIA_TEMPLATES = {
  EIPD: dpia,
  NOTIFICARE_INCALCARE: breachNotification,
} satisfies Record<DpiaCode, DocumentTemplate>;
