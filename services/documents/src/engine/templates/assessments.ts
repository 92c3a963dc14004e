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
import { companyExtras } from '../blocks.ts';
import { documentFacts, ZDocumentFacts } from '../content/facts.ts';
import { contentTemplate } from '../content/template.ts';
import type { TemplateInput } from '../template.ts';

/** The catalogue's name of a kind of legitimate interest, in the document's language; null when not said. */
function kindLabel(kind: TLegitimateInterestKind | null, { ctx }: TemplateInput): string | null {
  const entry = legitimateInterestKindEntries.find((e) => e.id === kind);
  return entry ? pick(entry.label, ctx.language, ctx.edition) : null;
}

const ZAssessmentFacts = ZDocumentFacts.extend({
  /** Who advises: the DPO only when formally appointed, else the contact person. */
  contact: z.object({ isDpo: z.boolean(), name: z.string().nullable() }),
  /** Who approves: the legal representative's name and role. */
  representative: z.string().nullable(),
  /** The operations on legitimate interest, with what the platform knows of each. */
  assessed: z.array(
    z.object({
      situation: z.string(),
      name: z.string(),
      /** The category of data subjects, in the document's language. */
      subject: z.string(),
      purpose: z.string(),
      interest: z.string().nullable(),
      /**
       * The kind of legitimate interest the admin chose (the catalogue's LEGITIMATE_INTEREST_KINDS): the
       * content prints that kind's standard answers; null: not said (the content asks), OTHER: the form.
       */
      kind: z.enum(LEGITIMATE_INTEREST_KINDS).nullable(),
      /** The kind's name in the document's language; null when not said. */
      kindLabel: z.string().nullable(),
      /** The data, the recipients and the countries outside the EEA, each written as one list. */
      data: z.string(),
      recipients: z.string(),
      retention: z.string(),
      transfers: z.string(),
      /** Special-category or criminal data, and national identification numbers, as one list each. */
      special: z.string(),
      nationalIds: z.string(),
      /** Employees, candidates, patients: an imbalanced relationship (WP248 criterion 7). */
      /** Vulnerable people (WP248 criterion 7), as the admin answered for the operation; null: not said. */
      vulnerable: z.boolean().nullable(),
    }),
  ),
});

export const legitimateInterestAssessment = contentTemplate('TEST_INTERES_LEGITIM', {
  kind: 'assessment',
  schema: ZAssessmentFacts,
  facts: (input) => {
    const { ctx } = input;
    const dpr = ctx.company.dataProtectionResponsible;
    const representative = companyExtras(ctx).legalRepresentative;
    return {
      ...documentFacts(input),
      contact: { isDpo: dpr?.isDpo === true, name: dpr?.name || null },
      representative: representative
        ? [representative.name, representative.role].filter(Boolean).join(', ')
        : null,
      assessed: ctx.operations
        .filter((op) => op.grounds.includes('LEGITIMATE_INTEREST'))
        .map((op) => ({
          situation: op.situationName,
          name: op.name,
          subject: ctx.situations.find((s) => s.id === op.situationId)?.dataSubjectLabel ?? op.dataSubject,
          purpose: op.purpose,
          interest: op.groundReason || null,
          kind: op.interestKind,
          kindLabel: kindLabel(op.interestKind, input),
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
          special: op.data
            .filter((d) => d.special || d.criminal)
            .map((d) => d.text)
            .join(', '),
          nationalIds: op.data
            .filter((d) => d.nationalId)
            .map((d) => d.text)
            .join(', '),
          vulnerable: op.vulnerableSubjects,
        })),
    };
  },
});
