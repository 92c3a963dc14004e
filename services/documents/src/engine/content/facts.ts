/**
 * What every document states, as facts for its content files (docs/content.md, "Variables"): the
 * controller, the person in charge of data protection, the channel for requests, the edition, the
 * version. Code decides these facts; the content files decide how they are worded. Each family's
 * schema extends these with its own (operations, processors, places, deadlines, flags).
 */
import { z } from 'zod';
import { addressOf, companyExtras, contactChannel } from '../blocks.ts';
import type { DocumentContext, OperationView } from '../context.ts';
import type { TemplateInput } from '../template.ts';

export const ZDocumentFacts = z.object({
  /** The INT edition: no Romanian law, no ANSPDCP. */
  int: z.boolean(),
  meta: z.object({ version: z.string(), date: z.string() }),
  controller: z.object({
    /** As the company gave it (possibly empty: the content prints a blank). */
    name: z.string(),
    fiscalCode: z.string(),
    registrationNumber: z.string(),
    /** The registered office in one line. */
    address: z.string(),
    phone: z.string(),
    contactEmail: z.string().nullable(),
    website: z.string().nullable(),
  }),
  /** The person in charge of data protection; `isDpo` only when formally appointed (the DPO wording rule). */
  dpo: z.object({
    isDpo: z.boolean(),
    name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  /** Where data subjects write: the contact e-mail, else the DPO's, else none. */
  channel: z.string().nullable(),
});
export type TDocumentFacts = z.infer<typeof ZDocumentFacts>;

export function documentFacts({ ctx, meta }: Pick<TemplateInput, 'ctx' | 'meta'>): TDocumentFacts {
  const { info } = ctx.company;
  const dpr = ctx.company.dataProtectionResponsible;
  return {
    int: ctx.edition === 'INT',
    meta: { version: meta.version, date: meta.date },
    controller: {
      name: info.name,
      fiscalCode: info.fiscalCode,
      // "-" is how the registry says a company has no number.
      registrationNumber: info.registrationNumber === '-' ? '' : info.registrationNumber,
      address: addressOf(ctx),
      phone: info.phoneNumber,
      contactEmail: ctx.company.contactEmail,
      website: companyExtras(ctx).website,
    },
    dpo: {
      isDpo: dpr?.isDpo === true,
      name: dpr?.name ?? null,
      email: dpr?.email ?? null,
      phone: dpr?.phone ?? null,
    },
    channel: contactChannel(ctx),
  };
}

const ZTransferRegime = z.enum(['ADEQUACY', 'DPF', 'SAFEGUARDS', 'UNKNOWN']);

/** What the operations a document is about say of transfers, automated decisions and rights. */
export const ZProcessingFacts = z.object({
  /** Each country outside the EEA the data go to or are kept in, once, with its Chapter V regime. */
  transfers: z.object({
    places: z.array(z.object({ country: z.string(), regime: ZTransferRegime })),
  }),
  automated: z.object({
    /** Decisions taken solely by automated means (Art. 22), with the logic as the company described it. */
    decisions: z.array(z.object({ operation: z.string(), logic: z.string().nullable() })),
    /** Profiling without such decisions: the logic, else the purpose. */
    profiling: z.array(z.object({ operation: z.string(), logic: z.string() })),
  }),
  rights: z.object({
    /** Some operation relies on consent: it may be withdrawn (Art. 7(3)). */
    consent: z.boolean(),
    /** The operations on legitimate interest, which the person may object to (Art. 21). */
    objectable: z.array(z.string()),
  }),
});
export type TProcessingFacts = z.infer<typeof ZProcessingFacts>;

export function processingFacts(_ctx: DocumentContext, ops: readonly OperationView[]): TProcessingFacts {
  // A country named twice is listed once, where it was first named, with the last regime given.
  const places = new Map<string, OperationView['storageLocations'][number]>();
  for (const op of ops)
    for (const place of [...op.recipientsLocations, ...op.storageLocations])
      if (place.regime !== 'EEA') places.set(place.text, place);
  return {
    transfers: {
      places: [...places.values()].map((place) => ({
        country: place.text,
        regime: place.regime === 'EEA' ? 'UNKNOWN' : place.regime,
      })),
    },
    automated: {
      decisions: ops
        .filter((op) => op.automatedDecision === 'AUTOMATED_DECISION')
        .map((op) => ({ operation: op.name, logic: op.automatedDecisionLogic })),
      profiling: ops
        .filter((op) => op.automatedDecision === 'PROFILING')
        .map((op) => ({ operation: op.name, logic: op.automatedDecisionLogic ?? op.purpose })),
    },
    rights: {
      consent: ops.some((op) => op.grounds.includes('CONSENT')),
      objectable: ops.filter((op) => op.grounds.includes('LEGITIMATE_INTEREST')).map((op) => op.name),
    },
  };
}
