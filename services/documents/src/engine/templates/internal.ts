/**
 * Internal policies and procedures (catalogue group INTERNAL_POLICIES): rules the company's staff
 * apply, approved by the legal representative and acknowledged by the employees who apply them
 * (the catalogue's guide). Each names the company and who handles data protection (the DPO wording
 * rule); the retention policy's schedule is the company's own operations with the legal source of
 * each period; the breach and request procedures carry the 72-hour and one-month rules with the
 * authority's contact. The INT edition names EU law and "the supervisory authority", never
 * Romanian law or ANSPDCP. The wording is in content/<CODE> (one folder per policy); the parts
 * several policies share are the clauses content/_shared/internal-* (scope facts, contact,
 * authority, ANSPDCP's contact details, marketing operations, soft opt-in article, security
 * measures, processors, approval and acknowledgement). This file computes their facts only.
 */
import {
  LEGAL_GROUNDS,
  findProduct,
  legalGroundEntry,
  pick,
  transferMechanismEntries,
  type TDocumentCode,
} from '@conform/catalogues';
import { z } from 'zod';
import { companyExtras, countryPlace, formatDay, letterOf } from '../blocks.ts';
import { documentFacts, ZDocumentFacts } from '../content/facts.ts';
import { contentTemplate, type ContentTemplate } from '../content/template.ts';
import { cctvRetentionDays, type DocumentContext, type OperationView } from '../context.ts';
import type { TemplateInput } from '../template.ts';

type PolicyCode = Extract<
  TDocumentCode,
  | 'POLITICA_RETENTIE'
  | 'POLITICA_INCALCARI_SECURITATE'
  | 'POLITICA_EVALUARE_IMPACT'
  | 'POLITICA_CERERI_PERSOANE_VIZATE'
  | 'POLITICA_MESAJE_MARKETING'
  | 'POLITICA_PROTECTIA_DATELOR'
  | 'POLITICA_SUPRAVEGHERE_VIDEO'
  | 'PROCEDURA_MARKETING'
  | 'POLITICA_SECURITATE_INFORMATIEI'
  | 'POLITICA_UTILIZARE_IT'
  | 'PROCEDURA_AVERTIZARE_INTEGRITATE'
>;

/** Operations the company said are for marketing (their purpose category, never their words). */
function marketingOperations(ctx: DocumentContext): OperationView[] {
  return ctx.operations.filter((op) => op.purposeCategory === 'MARKETING');
}

/** Employee monitoring: employees' operations the company said monitor people (never their words). */
function isMonitoring(op: OperationView): boolean {
  return op.dataSubject === 'EMPLOYEES' && op.purposeCategory === 'MONITORING';
}

/**
 * What the internal policies state, for their content files: who handles data protection and who
 * approves, the company's operations (by situation, by legal ground, the marketing and monitoring
 * ones), its security measures, processors and video surveillance answers.
 */
const ZInternalFacts = ZDocumentFacts.extend({
  /** A DPO, not a contact person: the DPO wording rule. */
  isDpo: z.boolean(),
  /** Who handles data protection (null: the content prints a blank). */
  contactName: z.string().nullable(),
  /** Who handles data protection with their e-mail and phone, to be reached (null: a blank). */
  contactDetails: z.string().nullable(),
  /** The legal representative's name and role. */
  representative: z.string().nullable(),
  /** The marketing operations (marketingOperations) and the basis the rules of each follow. */
  marketing: z.array(
    z.object({
      situation: z.string(),
      name: z.string(),
      purpose: z.string(),
      basis: z.enum(['CONSENT', 'LEGITIMATE_INTEREST', 'OTHER']),
    }),
  ),
  /** The security measures the company ticked (Art. 32). */
  securityMeasures: z.array(z.string()),
  /** The company's processors; safeguard: the transfer mechanism's label (null: none, in the EEA). */
  processors: z.array(
    z.object({
      name: z.string(),
      service: z.string(),
      country: z.string(),
      safeguard: z.string().nullable(),
    }),
  ),
  /** The employee monitoring operations (isMonitoring). */
  monitoring: z.array(z.object({ name: z.string(), purpose: z.string(), duration: z.string() })),
  /** The video surveillance and workplace monitoring answers (null: a blank). */
  cctv: z.object({
    /** The areas the cameras cover, as listed. */
    areas: z.string().nullable(),
    /** How many days recordings are kept (30 unless the company said otherwise). */
    days: z.number(),
    /** Why they are kept longer than 30 days, as the company wrote it. */
    retentionReason: z.string().nullable(),
    /** Who receives the images besides the authorised people. */
    recipients: z.array(z.string()),
    /** The day the trade union or employee representatives were consulted, written out. */
    consultationDate: z.string().nullable(),
    lessIntrusiveMeans: z.string().nullable(),
    /** The people authorised to view the images, as the company listed them (none: a blank). */
    viewers: z.array(z.object({ name: z.string(), position: z.string() })),
  }),
  /** Each Art. 6(1) ground some operation relies on: its label, its letter and those operations. */
  grounds: z.array(z.object({ label: z.string(), letter: z.string(), operations: z.array(z.string()) })),
  /** The company has described some processing operation. */
  hasOperations: z.boolean(),
  /**
   * The company has the marketing policy (a package bought that lists it): the marketing procedure
   * points to the policy's list of communications instead of repeating it (content review C18).
   */
  marketingPolicy: z.boolean(),
  /** The retention schedule: per category of data subjects and situation, a row per operation. */
  schedule: z.array(
    z.object({
      subjects: z.string(),
      situation: z.string(),
      operations: z.array(
        z.object({
          name: z.string(),
          data: z.array(z.string()),
          duration: z.string(),
          places: z.array(z.string()),
        }),
      ),
    }),
  ),
});

function internalFacts(input: TemplateInput): z.infer<typeof ZInternalFacts> {
  const { ctx } = input;
  const dpr = ctx.company.dataProtectionResponsible;
  const representative = companyExtras(ctx).legalRepresentative;
  const cctv = companyExtras(ctx).cctv;
  return {
    ...documentFacts(input),
    isDpo: dpr?.isDpo === true,
    contactName: dpr?.name || null,
    contactDetails: dpr?.name ? [dpr.name, dpr.email, dpr.phone].filter(Boolean).join(', ') : null,
    representative: representative
      ? [representative.name, representative.role].filter(Boolean).join(', ')
      : null,
    marketing: marketingOperations(ctx).map((op) => ({
      situation: op.situationName,
      name: op.name,
      purpose: op.purpose,
      basis: op.grounds.includes('CONSENT')
        ? 'CONSENT'
        : op.grounds.includes('LEGITIMATE_INTEREST')
          ? 'LEGITIMATE_INTEREST'
          : 'OTHER',
    })),
    securityMeasures: companyExtras(ctx).securityMeasures,
    processors: companyExtras(ctx).processors.map((processor) => {
      const mechanism = transferMechanismEntries.find((e) => e.id === processor.transferMechanism);
      return {
        name: processor.name,
        service: processor.service,
        country: countryPlace(processor.country, ctx, processor.countryName).text,
        safeguard: mechanism ? pick(mechanism.label, ctx.language, ctx.edition) : null,
      };
    }),
    monitoring: ctx.operations
      .filter(isMonitoring)
      .map((op) => ({ name: op.name, purpose: op.purpose, duration: op.storageDuration })),
    cctv: {
      areas: cctv && cctv.areas.length > 0 ? cctv.areas.join('; ') : null,
      days: cctvRetentionDays(ctx.company),
      retentionReason: cctv?.retentionReason || null,
      recipients: cctv?.recipients ?? [],
      consultationDate: cctv?.consultationDate ? formatDay(cctv.consultationDate, input.t) : null,
      lessIntrusiveMeans: cctv?.lessIntrusiveMeans ?? null,
      viewers: cctv?.viewers ?? [],
    },
    grounds: LEGAL_GROUNDS.flatMap((ground) => {
      const ops = ctx.operations.filter((op) => op.grounds.includes(ground));
      const entry = legalGroundEntry(ground);
      return ops.length === 0
        ? []
        : [
            {
              label: pick(entry.label, ctx.language, ctx.edition),
              letter: letterOf(entry.article),
              operations: ops.map((op) => op.name),
            },
          ];
    }),
    hasOperations: ctx.operations.length > 0,
    marketingPolicy: ctx.company.products.purchased.some((id) =>
      (findProduct(id)?.documents as readonly string[] | undefined)?.includes('POLITICA_MESAJE_MARKETING'),
    ),
    schedule: ctx.situations
      .filter((s) => s.operations.length > 0)
      .map((s) => ({
        subjects: s.dataSubjectLabel,
        situation: s.name,
        operations: s.operations.map((op) => ({
          name: op.name,
          data: op.data.map((d) => d.text),
          duration: op.storageDuration,
          places: op.storageLocations.map((l) => l.text),
        })),
      })),
  };
}

const policy = (code: PolicyCode): ContentTemplate =>
  contentTemplate(code, { kind: 'policy', schema: ZInternalFacts, facts: internalFacts });

export const INTERNAL_POLICY_TEMPLATES = {
  POLITICA_RETENTIE: policy('POLITICA_RETENTIE'),
  POLITICA_INCALCARI_SECURITATE: policy('POLITICA_INCALCARI_SECURITATE'),
  POLITICA_EVALUARE_IMPACT: policy('POLITICA_EVALUARE_IMPACT'),
  POLITICA_CERERI_PERSOANE_VIZATE: policy('POLITICA_CERERI_PERSOANE_VIZATE'),
  POLITICA_MESAJE_MARKETING: policy('POLITICA_MESAJE_MARKETING'),
  POLITICA_PROTECTIA_DATELOR: policy('POLITICA_PROTECTIA_DATELOR'),
  POLITICA_SUPRAVEGHERE_VIDEO: policy('POLITICA_SUPRAVEGHERE_VIDEO'),
  PROCEDURA_MARKETING: policy('PROCEDURA_MARKETING'),
  POLITICA_SECURITATE_INFORMATIEI: policy('POLITICA_SECURITATE_INFORMATIEI'),
  POLITICA_UTILIZARE_IT: policy('POLITICA_UTILIZARE_IT'),
  PROCEDURA_AVERTIZARE_INTEGRITATE: policy('PROCEDURA_AVERTIZARE_INTEGRITATE'),
} satisfies Record<PolicyCode, ContentTemplate>;
