/**
 * Assessments (catalogue group ASSESSMENTS). The legitimate interest assessment: for each operation
 * the company bases on legitimate interest, the three cumulative tests of EDPB Guidelines 1/2024
 * (docs/facts/gdpr-documents.md): the purpose (a lawful, real, precisely stated interest), necessity (no
 * equally effective, less intrusive way; minimisation) and balancing (the nature of the data,
 * reasonable expectations, vulnerable people, consequences, safeguards). What the platform knows is
 * filled in (the interest, the data with their kind, recipients, transfers, retention); what only
 * the company can judge is a field to fill in. Management approves, the DPO (or the contact person)
 * advises (content review C18). The wording is in content/TEST_INTERES_LEGITIM; here are the facts.
 */
import {
  LEGITIMATE_INTEREST_KINDS,
  legitimateInterestKindEntries,
  pick,
  type TLegitimateInterestKind,
} from '@conform/catalogues';
import { z } from 'zod';
import { companyExtras, formatDate } from '../blocks.ts';
import type { OperationView } from '../context.ts';
import { documentFacts, ZDocumentFacts } from '../content/facts.ts';
import { contentTemplate } from '../content/template.ts';
import { MESSAGES, type TemplateInput } from '../template.ts';

/** The catalogue's name of a kind of legitimate interest, in the document's language; null when not said. */
function kindLabel(kind: TLegitimateInterestKind | null, { ctx }: TemplateInput): string | null {
  const entry = legitimateInterestKindEntries.find((e) => e.id === kind);
  return entry ? pick(entry.label, ctx.language, ctx.edition) : null;
}

const ZAssessedOperation = z.object({
  situation: z.string(),
  name: z.string(),
  /** The category of data subjects, in the document's language. */
  subject: z.string(),
  purpose: z.string(),
  interest: z.string().nullable(),
  /** The data, the recipients and the countries outside the EEA, each written as one list. */
  data: z.string(),
  recipients: z.string(),
  retention: z.string(),
  transfers: z.string(),
});

/**
 * Why the assessment concludes as it does (EDPB Guidelines 1/2024; the rule in `conclusionOf`):
 * - NOT_OVERRIDDEN: a kind of interest the catalogue answers (its standard answers above), whether
 *   the people are vulnerable answered, and every special or criminal datum with its Art. 9(2) or
 *   Art. 10 ground: the interest is not overridden, with the safeguards stated;
 * - EXCEPTION_MISSING: special or criminal data without their ground: legitimate interest alone does
 *   not allow them (Art. 9(1), 10);
 * - OPEN: the kind not said or OTHER, or vulnerability not answered: the company weighs and ticks.
 */
const ZConclusion = z.enum(['NOT_OVERRIDDEN', 'EXCEPTION_MISSING', 'OPEN']);

const ZAnswers = z.object({
  purpose: z.string().nullable(),
  necessity: z.string().nullable(),
  minimisation: z.string().nullable(),
  retention: z.string().nullable(),
  expectations: z.string().nullable(),
  consequences: z.string().nullable(),
  safeguards: z.string().nullable(),
});

const ZAssessmentFacts = ZDocumentFacts.extend({
  /** Who advises: the DPO only when formally appointed, else the contact person. */
  contact: z.object({ isDpo: z.boolean(), name: z.string().nullable() }),
  /** Who approves: the legal representative's name and role. */
  representative: z.string().nullable(),
  /** The operations on legitimate interest, each once, for the summary table. */
  assessed: z.array(ZAssessedOperation),
  /**
   * One assessment per legitimate interest pursued: the operations of one kind of interest (the
   * catalogue's LEGITIMATE_INTEREST_KINDS, as the admin chose it) are weighed together; an operation
   * whose kind is not said or OTHER is assessed alone.
   */
  assessments: z.array(
    z.object({
      /**
       * The kind: the content prints its standard answers; null: not said (the content asks), OTHER:
       * the form to fill in.
       */
      kind: z.enum(LEGITIMATE_INTEREST_KINDS).nullable(),
      /** The kind's name in the document's language; null when not said. */
      kindLabel: z.string().nullable(),
      /** An operation of a kind with standard answers that the admin chose to assess on its own. */
      alone: z.boolean(),
      operations: z.array(ZAssessedOperation),
      /** Each operation's data and retention, written "operation: …" when there are several. */
      data: z.string(),
      retention: z.string(),
      /** Special-category or criminal data, and national identification numbers, as one list each. */
      special: z.string(),
      nationalIds: z.string(),
      /** Vulnerable people (WP248 criterion 7): true if any operation's answer is yes, false if all are no, else null. */
      vulnerable: z.boolean().nullable(),
      conclusion: ZConclusion,
      /**
       * The admin's answers to the three tests (the configurator's legitimate interest assessments),
       * printed instead of the standard ones; each null: the standard answer (or the form's field).
       */
      answers: ZAnswers,
      /** Whether the admin gave any answer to the tests (the conclusion then says it rests on them too). */
      edited: z.boolean(),
      /**
       * The admin's own conclusion, stated as theirs with the day they saved it; it does not replace
       * EXCEPTION_MISSING (special data need their Art. 9(2) or Art. 10 ground whatever is weighed).
       */
      ownConclusion: z.enum(['NOT_OVERRIDDEN', 'OVERRIDDEN']).nullable(),
      /** The day the admin saved the answers, in the document's language; null without answers. */
      reviewedOn: z.string().nullable(),
    }),
  ),
});

function assessedOperation(op: OperationView, input: TemplateInput): z.infer<typeof ZAssessedOperation> {
  const { ctx } = input;
  return {
    situation: op.situationName,
    name: op.name,
    subject: ctx.situations.find((s) => s.id === op.situationId)?.dataSubjectLabel ?? op.dataSubject,
    purpose: op.purpose,
    interest: op.groundReason || null,
    data: op.data.map((d) => d.text).join(', '),
    recipients: op.recipients.join(', '),
    retention: op.storageDuration,
    transfers: [
      ...new Set(
        [...op.recipientsLocations, ...op.storageLocations]
          .filter((place) => place.regime !== 'EEA')
          .map((place) => place.text),
      ),
    ].join(', '),
  };
}

/** The conclusion of one assessment, from the admin's answers (see ZConclusion). */
function conclusionOf(kind: TLegitimateInterestKind | null, ops: readonly OperationView[]) {
  const sensitive = (op: OperationView) => op.data.some((d) => d.special || d.criminal);
  if (ops.some((op) => sensitive(op) && op.specialDataGround === null)) return 'EXCEPTION_MISSING' as const;
  if (kind === null || kind === 'OTHER' || ops.some((op) => op.vulnerableSubjects === null))
    return 'OPEN' as const;
  return 'NOT_OVERRIDDEN' as const;
}

/**
 * The operations on legitimate interest grouped by the interest pursued, in the order first met; an
 * operation the admin chose to assess on its own is an assessment of its own, with its kind's
 * standard answers.
 */
function assessmentsOf(ops: readonly OperationView[], input: TemplateInput) {
  const groups: OperationView[][] = [];
  for (const op of ops) {
    const kind = op.interestKind;
    const group =
      kind !== null && kind !== 'OTHER' && !op.assessedAlone
        ? groups.find((g) => g[0]!.interestKind === kind && !g[0]!.assessedAlone)
        : undefined;
    if (group) group.push(op);
    else groups.push([op]);
  }
  return groups.map((group) => {
    const kind = group[0]!.interestKind;
    // The same operation described for two categories (a newsletter for clients and for the shop) once.
    const several = new Set(group.map((op) => op.name)).size > 1;
    const each = (text: (op: OperationView) => string) =>
      [...new Set(group.map((op) => (several ? `${op.name}: ${text(op)}` : text(op))))].join('; ');
    const listed = (pick: (d: OperationView['data'][number]) => boolean) =>
      [...new Set(group.flatMap((op) => op.data.filter(pick).map((d) => d.text)))].join(', ');
    const given = group[0]!.interestAssessment;
    const answers = {
      purpose: given?.purpose ?? null,
      necessity: given?.necessity ?? null,
      minimisation: given?.minimisation ?? null,
      retention: given?.retention ?? null,
      expectations: given?.expectations ?? null,
      consequences: given?.consequences ?? null,
      safeguards: given?.safeguards ?? null,
    };
    const ownConclusion: 'NOT_OVERRIDDEN' | 'OVERRIDDEN' | null =
      given?.conclusion === 'NOT_OVERRIDDEN' || given?.conclusion === 'OVERRIDDEN' ? given.conclusion : null;
    return {
      kind,
      kindLabel: kindLabel(kind, input),
      alone: kind !== null && kind !== 'OTHER' && group[0]!.assessedAlone,
      answers,
      edited: Object.values(answers).some((a) => a !== null),
      ownConclusion,
      reviewedOn: given ? formatDate(new Date(given.reviewedAt), MESSAGES[input.ctx.language]) : null,
      operations: group.map((op) => assessedOperation(op, input)),
      data: each((op) => op.data.map((d) => d.text).join(', ')),
      retention: each((op) => op.storageDuration),
      special: listed((d) => d.special || d.criminal),
      nationalIds: listed((d) => d.nationalId),
      vulnerable: group.some((op) => op.vulnerableSubjects === true)
        ? true
        : group.every((op) => op.vulnerableSubjects === false)
          ? false
          : null,
      conclusion: conclusionOf(kind, group),
    };
  });
}

export const legitimateInterestAssessment = contentTemplate('TEST_INTERES_LEGITIM', {
  kind: 'assessment',
  schema: ZAssessmentFacts,
  facts: (input) => {
    const { ctx } = input;
    const dpr = ctx.company.dataProtectionResponsible;
    const representative = companyExtras(ctx).legalRepresentative;
    const ops = ctx.operations.filter((op) => op.grounds.includes('LEGITIMATE_INTEREST'));
    return {
      ...documentFacts(input),
      contact: { isDpo: dpr?.isDpo === true, name: dpr?.name || null },
      representative: representative
        ? [representative.name, representative.role].filter(Boolean).join(', ')
        : null,
      assessed: ops.map((op) => assessedOperation(op, input)),
      assessments: assessmentsOf(ops, input),
    };
  },
});
