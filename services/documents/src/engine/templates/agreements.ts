/**
 * Agreements between the company and others on personal data (catalogue group AGREEMENTS): the
 * processing agreement with each processor (Art. 28(3) GDPR, after the standard contractual clauses
 * of Commission Implementing Decision (EU) 2021/915, with Annexes I–IV), the agreement between
 * independent controllers sharing data, the joint controllers arrangement (Art. 26), the
 * international transfer annex (Chapter V, SCC 2021/914 modules, the transfer impact assessment of
 * Schrems II and EDPB Recommendations 01/2020) and the confidentiality addendum to the employment
 * contract (Labour Code art. 26, Arts. 29 and 32(4) GDPR).
 *
 * The wording is in content/<CODE> and the content/_shared/dpa-* clauses (docs/content.md); here are
 * the facts each states, made from the company's data: its identification and legal representative,
 * its processors with their sub-processors and transfer mechanisms, its ticked security measures,
 * and its operations (recipients, data, data subjects, retention, countries). The other party of the
 * controller–controller and joint controllers agreements is not in the data model: its details are
 * fields to fill in by hand. */
import {
  legalGroundEntry,
  PROCESSOR_RECIPIENT_IDS,
  pick,
  sameTransferCountry,
  transferMechanismEntries,
  valueLists,
  type TDocumentCode,
} from '@conform/catalogues';
import type { ProcessorReadModel } from '@conform/companies-service/read';
import { z } from 'zod';
import { companyExtras, countryPlace, placeKey, unique } from '../blocks.ts';
import {
  countryName,
  documentFacts,
  subPin,
  transferPin,
  ZDocumentFacts,
  ZSubPin,
  ZTransferPin,
  type TTransferPin,
} from '../content/facts.ts';
import { contentTemplate } from '../content/template.ts';
import type { DocumentContext, OperationView, Place } from '../context.ts';
import type { DocumentTemplate, TemplateInput } from '../template.ts';

// ---- who the recipients of the company's operations are -------------------------------------------

/**
 * Recipient categories of the catalogue that act on the company's behalf (processors, Art. 28; the
 * catalogue's PROCESSOR_RECIPIENT_IDS): without a processor recorded, the agreement lists the
 * operations of these kinds for the parties to complete; in the transfer annex their transfers take
 * module 2 (controller to processor). Couriers, banks, payment processors, authorities and
 * professionals bound by secrecy are independent controllers (docs/facts/content-review.md C.12).
 */
const PROCESSOR_CATEGORIES = PROCESSOR_RECIPIENT_IDS;

/**
 * Recipient categories that receive data for their own purposes (independent controllers) and
 * that a company usually shares data with under an agreement; authorities, courts, bailiffs,
 * lawyers and notaries receive data under the law or their professional secrecy, without one.
 */
const PARTNER_CATEGORIES = new Set([
  'groupCompanies',
  'businessPartners',
  'insurer',
  'benefitsProvider',
  'trainingProvider',
  'travelProviders',
  'recruitmentAgency',
  'occupationalMedicine',
  'laboratory',
  'courier',
  'deliveryPlatforms',
  'bookingPlatforms',
  'propertyOwners',
  'debtCollection',
]);

/** The catalogue id of a recipient as an operation prints it (in the document's language), or null. */
function recipientIds(ctx: DocumentContext): Map<string, string> {
  const index = new Map<string, string>();
  for (const entry of valueLists.recipients) {
    index.set(pick(entry.label, ctx.language, ctx.edition).toLowerCase(), entry.id);
  }
  return index;
}

/**
 * The company's operations a processor performs: those the admin assigned it to (the operation's
 * processors), never guessed from the words of its service or the names of recipients.
 */
function processorOperations(ctx: DocumentContext, processor: ProcessorReadModel): OperationView[] {
  return ctx.operations.filter((op) => op.processorIds.includes(processor.id));
}

/** The operations by recipient category, for the categories given (in the catalogue's order). */
function operationsByCategory(
  ctx: DocumentContext,
  categories: (id: string) => boolean,
): Array<{ label: string; ops: OperationView[] }> {
  const ids = recipientIds(ctx);
  return valueLists.recipients
    .filter((entry) => categories(entry.id))
    .map((entry) => {
      const label = pick(entry.label, ctx.language, ctx.edition);
      const ops = ctx.operations.filter((op) =>
        op.recipients.some((r) => ids.get(r.toLowerCase()) === entry.id),
      );
      return { label, ops };
    })
    .filter((group) => group.ops.length > 0);
}

/** The categories of data subjects of some operations (the situations' categories), in order. */
function subjectsOf(ctx: DocumentContext, ops: OperationView[]): string[] {
  const situations = new Set(ops.map((op) => op.situationId));
  return unique(ctx.situations.filter((s) => situations.has(s.id)).map((s) => s.dataSubjectLabel));
}

/** Operations with the same name (one per situation) as one row: their subjects, data and periods. */
function mergedByName(ctx: DocumentContext, ops: OperationView[]) {
  const rows = new Map<string, OperationView[]>();
  for (const op of ops) rows.set(op.name, [...(rows.get(op.name) ?? []), op]);
  return [...rows.entries()].map(([name, group]) => ({
    name,
    purpose: group[0]!.purpose,
    subjects: subjectsOf(ctx, group),
    data: unique(group.flatMap((op) => op.data.map((d) => d.text))),
    periods: unique(group.map((op) => op.storageDuration).filter(Boolean)),
    grounds: [...new Set(group.flatMap((op) => op.grounds))],
  }));
}

/** The letter of an operation's Art. 6(1) ground, e.g. `b`. */
const groundLetter = (ground: OperationView['grounds'][number]) =>
  /\(([a-f])\)$/.exec(legalGroundEntry(ground).article)?.[1] ?? '';

const ZList = z.array(z.string());

/** What every agreement states of the company as a party (content/_shared/dpa-company-facts). */
export const ZAgreementFacts = ZDocumentFacts.extend({
  /** Who signs for the company: the legal representative's name and role. */
  representative: z.string().nullable(),
  /** The DPO or contact person in one line (name, e-mail, phone), or null when no name is given. */
  contactLine: z.string().nullable(),
  /** The security measures the company ticked. */
  measures: ZList,
});

export function agreementFacts(input: Pick<TemplateInput, 'ctx' | 'meta'>): z.input<typeof ZAgreementFacts> {
  const { ctx } = input;
  const representative = companyExtras(ctx).legalRepresentative;
  const dpr = ctx.company.dataProtectionResponsible;
  return {
    ...documentFacts(input),
    representative: representative
      ? [representative.name, representative.role].filter(Boolean).join(', ')
      : null,
    contactLine: dpr?.name ? [dpr.name, dpr.email, dpr.phone].filter(Boolean).join(', ') : null,
    measures: companyExtras(ctx).securityMeasures,
  };
}

/** The Chapter V mechanism of a processor outside the EEA, in the document's language. */
function mechanismLabel(ctx: DocumentContext, mechanism: string | null): string | null {
  const entry = transferMechanismEntries.find((e) => e.id === mechanism);
  return entry ? pick(entry.label, ctx.language, ctx.edition) : null;
}

// ---- the processing agreement (Art. 28, SCC 2021/915) ----------------------------------------------

const ZRegime = z.enum(['EEA', 'ADEQUACY', 'DPF', 'SAFEGUARDS', 'UNKNOWN']);
/** A processor's own Chapter V mechanism (content/_shared/dpa-processor-mechanism). */
// `pin`: the mechanism as the admin pinned it on the processor (content/_shared/transfer-pin); null
// for a recipient that is not a processor of the company.
const ZMechanism = {
  eea: z.boolean(),
  mechanism: z.string().nullable(),
  scc: z.boolean(),
  pin: ZTransferPin.nullable(),
};

const processorMechanismFacts = (ctx: DocumentContext, processor: ProcessorReadModel) => ({
  eea: countryPlace(processor.country, ctx, processor.countryName).regime === 'EEA',
  mechanism: mechanismLabel(ctx, processor.transferMechanism),
  scc: processor.transferMechanism === 'SCC',
  pin: transferPin(ctx, processor),
});

const ZSub = z.object({
  name: z.string(),
  country: z.string(),
  service: z.string().nullable(),
  regime: ZRegime,
  /** Outside the EEA: the safeguard the processor states for it (content/_shared/sub-pin). */
  pin: ZSubPin,
});

const ZDpaFacts = ZAgreementFacts.extend({
  /** How many agreements the document holds (one per processor, or one to fill in). */
  count: z.number(),
  agreements: z.array(
    z.object({
      /** Section ids carry the processor's id, so that each agreement keeps its own history. */
      prefix: z.string(),
      /** The processor from the workspace; null: the other party is filled in by hand. */
      processor: z
        .object({
          name: z.string(),
          fiscalCode: z.string().nullable(),
          registrationNumber: z.string().nullable(),
          address: z.string().nullable(),
          /** The country of establishment, in the document's language. */
          country: z.string(),
          representative: z.string().nullable(),
          email: z.string().nullable(),
          service: z.string(),
          ...ZMechanism,
          transferMechanism: z.string().nullable(),
        })
        .nullable(),
      /** The company's operations the processor takes part in, one row per name. */
      rows: z.array(
        z.object({ name: z.string(), purpose: z.string(), subjects: ZList, data: ZList, periods: ZList }),
      ),
      subjects: ZList,
      data: ZList,
      special: ZList,
      criminal: ZList,
      sensitive: z.boolean(),
      /** The processor's sub-processors, and those outside the EEA, with their country's regime. */
      subs: z.array(ZSub),
      subsOutside: z.array(ZSub),
      /** Without a processor: the company's operations by processor category, to pick the rows that apply. */
      categories: z.array(z.object({ recipient: z.string(), operations: ZList, subjects: ZList })),
    }),
  ),
});

/**
 * One agreement with one processor (or, with none recorded, with a party to fill in by hand): what
 * the processor takes part in (its operations, data subjects, data), its sub-processors and, without
 * one, the operations by processor category.
 */
function processingAgreementFacts(ctx: DocumentContext, processor: ProcessorReadModel | null) {
  const ops = processor ? processorOperations(ctx, processor) : [];
  const special = unique(ops.flatMap((op) => op.data.filter((d) => d.special).map((d) => d.text)));
  const criminal = unique(ops.flatMap((op) => op.data.filter((d) => d.criminal).map((d) => d.text)));
  const subs = (processor?.subProcessors ?? []).map((sub) => {
    const place = countryPlace(sub.country, ctx, sub.countryName);
    return {
      name: sub.name,
      country: place.text,
      service: sub.service,
      regime: place.regime,
      pin: subPin(ctx, sub),
    };
  });
  return {
    prefix: processor ? `${processor.id}-` : '',
    processor: processor
      ? {
          name: processor.name,
          fiscalCode: processor.fiscalCode,
          registrationNumber: processor.registrationNumber,
          address: processor.address,
          country: countryPlace(processor.country, ctx, processor.countryName).text,
          representative: processor.representative,
          email: processor.contactEmail,
          service: processor.service,
          ...processorMechanismFacts(ctx, processor),
          transferMechanism: processor.transferMechanism,
        }
      : null,
    rows: mergedByName(ctx, ops),
    subjects: subjectsOf(ctx, ops),
    data: unique(ops.flatMap((op) => op.data.map((d) => d.text))),
    special,
    criminal,
    sensitive: special.length > 0 || criminal.length > 0,
    subs,
    subsOutside: subs.filter((sub) => sub.regime !== 'EEA'),
    categories: processor
      ? []
      : operationsByCategory(ctx, (id) => PROCESSOR_CATEGORIES.has(id)).map((group) => ({
          recipient: group.label,
          operations: unique(group.ops.map((op) => op.name)),
          subjects: subjectsOf(ctx, group.ops),
        })),
  };
}

/** The processing agreement (Art. 28, SCC 2021/915; content/CONTRACT_OPERATOR_PERSOANA_IMPUTERNICITA). */
const processorAgreementTemplate = contentTemplate('CONTRACT_OPERATOR_PERSOANA_IMPUTERNICITA', {
  kind: 'agreement',
  schema: ZDpaFacts,
  facts: (input) => {
    const { ctx } = input;
    const processors = companyExtras(ctx).processors;
    return {
      ...agreementFacts(input),
      count: Math.max(processors.length, 1),
      agreements:
        processors.length === 0
          ? [processingAgreementFacts(ctx, null)]
          : processors.map((processor) => processingAgreementFacts(ctx, processor)),
    };
  },
});

// ---- the agreement between independent controllers ---------------------------------------------------

const ZControllersFacts = ZAgreementFacts.extend({
  /** What the company shares with recipients that use the data for their own purposes, by category. */
  shared: z.array(
    z.object({
      recipient: z.string(),
      /** The operations (one row per name), each with the letters of its Art. 6(1) grounds. */
      operations: z.array(z.object({ name: z.string(), grounds: ZList })),
      subjects: ZList,
      data: ZList,
    }),
  ),
  /** Some shared operation has special-category or criminal data. */
  sensitive: z.boolean(),
});

/**
 * The agreement between independent controllers sharing data (content/CONTRACT_OPERATOR_OPERATOR):
 * what the company shares, by the recipient categories that are partners.
 */
const controllersAgreement = contentTemplate('CONTRACT_OPERATOR_OPERATOR', {
  kind: 'agreement',
  schema: ZControllersFacts,
  facts: (input) => {
    const { ctx } = input;
    const groups = operationsByCategory(ctx, (id) => PARTNER_CATEGORIES.has(id));
    return {
      ...agreementFacts(input),
      shared: groups.map((group) => ({
        recipient: group.label,
        operations: mergedByName(ctx, group.ops).map((row) => ({
          name: row.name,
          grounds: row.grounds.map(groundLetter).sort(),
        })),
        subjects: subjectsOf(ctx, group.ops),
        data: unique(group.ops.flatMap((op) => op.data.map((d) => d.text))),
      })),
      sensitive: groups.some((group) => group.ops.some((op) => op.data.some((d) => d.special || d.criminal))),
    };
  },
});

// ---- the joint controllers arrangement (Art. 26) -------------------------------------------------------

const ZJointFacts = ZAgreementFacts.extend({
  /** The contact point's person (the DPO or contact person): name and phone, or null when no name is given. */
  contactPoint: z.string().nullable(),
});

/**
 * The joint controllers arrangement (Art. 26; content/CONTRACT_OPERATORI_ASOCIATI): the company is
 * the contact point; the joint activity and the partner are fields to fill in.
 */
const jointControllers = contentTemplate('CONTRACT_OPERATORI_ASOCIATI', {
  kind: 'agreement',
  schema: ZJointFacts,
  facts: (input) => {
    const dpr = input.ctx.company.dataProtectionResponsible;
    return {
      ...agreementFacts(input),
      contactPoint: dpr?.name ? [dpr.name, dpr.phone].filter(Boolean).join(', ') : null,
    };
  },
});

// ---- the international transfer annex (Chapter V, TIA) ------------------------------------------------

/** A transfer the company's operations make: one recipient in one non-EEA country, with its operations. */
interface OperationTransfer {
  recipient: string;
  place: Place;
  operations: string[];
  /** SCC module when clauses are needed: 2 for a processor, 1 for a controller, null when not known. */
  module: 1 | 2 | null;
  /**
   * For a recipient that is not a controller: the company's processors in that country, when every
   * one of these operations has one assigned (then the transfer is theirs, with their pins); else empty.
   */
  processors: Array<{ name: string; pin: TTransferPin }>;
  /**
   * For a recipient that is not a processor (module 1 or not known): the transfer as the admin pinned
   * it in the dialog of these operations (each row's operations pinned it alike); else null.
   */
  pin: TTransferPin | null;
}

/**
 * Transfers in the operations: each non-EEA country an operation sends data to, with the recipients
 * the catalogue places there (else all the operation's recipients), and each non-EEA storage place.
 */
function operationTransfers(ctx: DocumentContext, storageLabel: string): OperationTransfer[] {
  const ids = recipientIds(ctx);
  const processors = companyExtras(ctx).processors;
  const byKey = new Map<string, OperationTransfer & { covered: boolean; pinned: boolean }>();
  const add = (recipient: string, place: Place, op: OperationView, module: 1 | 2 | null) => {
    // One country once, whichever list and label named it (a typed place by its words).
    const country = placeKey(place);
    // A recipient that is not a processor: the transfer pinned on the operation for it there.
    const pinned =
      module === 2
        ? undefined
        : op.recipientTransfers.find(
            (t) =>
              t.recipient.toLowerCase() === recipient.toLowerCase() &&
              sameTransferCountry(t.country, place.country ?? place.text),
          );
    const pin = pinned ? transferPin(ctx, pinned) : null;
    // Each operation's own pin: the operations that pinned the recipient there alike share a row,
    // one that pinned it otherwise (or not yet) has its own.
    const key = `${recipient}|${country}|${module === 2 ? '' : JSON.stringify(pin)}`;
    const row = byKey.get(key) ?? {
      recipient,
      place,
      operations: [],
      module,
      processors: [],
      covered: true,
      pin: null,
      pinned: true,
    };
    if (!row.operations.includes(op.name)) row.operations.push(op.name);
    row.pinned = row.pinned && pin !== null;
    row.pin = pin;
    // The processors the admin assigned to the operation and placed in that country: a transfer
    // stated from their pins, never from the country's regime (a controller's is its own).
    const there = processors.filter(
      (p) =>
        op.processorIds.includes(p.id) && placeKey(countryPlace(p.country, ctx, p.countryName)) === country,
    );
    row.covered = row.covered && module !== 1 && there.length > 0;
    for (const processor of there) {
      if (!row.processors.some((p) => p.name === processor.name)) {
        row.processors.push({ name: processor.name, pin: transferPin(ctx, processor) });
      }
    }
    byKey.set(key, row);
  };
  for (const op of ctx.operations) {
    for (const place of op.recipientsLocations) {
      if (place.regime === 'EEA') continue;
      const country = place.country;
      const there = op.recipients.filter((r) => {
        const entry = valueLists.recipients.find((e) => e.id === ids.get(r.toLowerCase()));
        return entry !== undefined && 'country' in entry && entry.country === country;
      });
      for (const recipient of there.length > 0 ? there : op.recipients) {
        const id = ids.get(recipient.toLowerCase());
        add(recipient, place, op, id === undefined ? null : PROCESSOR_CATEGORIES.has(id) ? 2 : 1);
      }
    }
    for (const place of op.storageLocations) {
      if (place.regime !== 'EEA') add(storageLabel, place, op, 2);
    }
  }
  return [...byKey.values()].map(({ covered, pinned, ...row }) => ({
    ...row,
    processors: covered ? row.processors : [],
    pin: pinned ? row.pin : null,
  }));
}

const ZTransferAnnexFacts = ZAgreementFacts.extend({
  annex: z.object({
    /** No processor, sub-processor, recipient or storage place outside the EEA. */
    none: z.boolean(),
    hasProcessors: z.boolean(),
    /** The processors outside the EEA, each with its own mechanism. */
    processors: z.array(
      z.object({ name: z.string(), country: z.string(), service: z.string(), ...ZMechanism }),
    ),
    /** The sub-processors outside the EEA, with their processor and their country's regime. */
    onward: z.array(
      z.object({
        name: z.string(),
        processor: z.string(),
        country: z.string(),
        regime: ZRegime,
        pin: ZSubPin,
      }),
    ),
    /** Each recipient (or the storage provider) in each country outside the EEA, with its operations. */
    // The SCC module: 2 for a processor, 1 for a controller, null when not known.
    operations: z.array(
      z.object({
        storage: z.boolean(),
        recipient: z.string(),
        country: z.string(),
        regime: ZRegime,
        operations: ZList,
        module: z.number().nullable(),
        /** The company's processors there assigned to these operations (content/_shared/dpa-transfer-mechanism). */
        processors: z.array(z.object({ name: z.string(), pin: ZTransferPin })),
        /** A recipient that is not a processor: the transfer pinned on its operations; null when not said. */
        pin: ZTransferPin.nullable(),
      }),
    ),
    /**
     * Who needs a transfer impact assessment: the processors on clauses or BCRs (with the data
     * subjects and operations they take part in), then the operations' recipients in countries
     * without adequacy.
     */
    assessed: z.array(
      z.object({
        kind: z.enum(['processor', 'operation']),
        /** The storage provider of an operation (named by the content), else the recipient's name. */
        storage: z.boolean(),
        name: z.string(),
        country: z.string(),
        /** The importer is a processor. */
        processor: z.boolean(),
        subjects: ZList,
        operations: ZList,
        ...ZMechanism,
        regime: ZRegime,
        module: z.number().nullable(),
        /** Always empty: a transfer to a recorded processor is assessed as that processor's. */
        processors: z.array(z.object({ name: z.string(), pin: ZTransferPin })).max(0),
      }),
    ),
    /** Some operation sends data to a DPF country: the table for a recipient not certified. */
    dpf: z.boolean(),
    /** The note on Executive Order 14086: an assessed processor in the U.S.A. or a DPF recipient. */
    us: z.boolean(),
  }),
});

/** How operationTransfers names the storage provider: the content words it. */
const STORAGE = '\u0000storage';

/** The international transfer annex (Chapter V, TIA; content/ANEXA_TRANSFER_INTERNATIONAL). */
const transferAnnex = contentTemplate('ANEXA_TRANSFER_INTERNATIONAL', {
  kind: 'annex',
  schema: ZTransferAnnexFacts,
  facts: (input) => {
    const { ctx } = input;
    const processors = companyExtras(ctx).processors.map((processor) => ({
      processor,
      place: countryPlace(processor.country, ctx, processor.countryName),
    }));
    const outside = processors.filter((x) => x.place.regime !== 'EEA');
    const onward = processors.flatMap(({ processor }) =>
      processor.subProcessors
        .map((sub) => ({ sub, processor, place: countryPlace(sub.country, ctx, sub.countryName) }))
        .filter((x) => x.place.regime !== 'EEA'),
    );
    const ops = operationTransfers(ctx, STORAGE);
    const assessed = [
      ...outside
        .filter(
          ({ processor }) => processor.transferMechanism === 'SCC' || processor.transferMechanism === 'BCR',
        )
        .map(({ processor, place }) => {
          const linked = processorOperations(ctx, processor);
          return {
            kind: 'processor' as const,
            storage: false,
            name: processor.name,
            country: place.text,
            processor: true,
            subjects: subjectsOf(ctx, linked),
            operations: unique(linked.map((op) => op.name)),
            ...processorMechanismFacts(ctx, processor),
            regime: place.regime,
            module: 2,
            processors: [],
            us: processor.country === 'US',
          };
        }),
      // A transfer to a processor the admin recorded is assessed as that processor's (above).
      ...ops
        .filter((row) => row.place.regime === 'SAFEGUARDS' || row.place.regime === 'UNKNOWN')
        .filter((row) => row.processors.length === 0)
        // A derogation of Art. 49 needs no transfer impact assessment (EDPB Recommendations 01/2020).
        .filter((row) => row.pin?.kind !== 'DEROGATION')
        .map((row) => ({
          kind: 'operation' as const,
          storage: row.recipient === STORAGE,
          name: row.recipient === STORAGE ? '' : row.recipient,
          country: countryName(ctx, row.place),
          processor: row.module === 2,
          subjects: [],
          operations: row.operations,
          eea: false,
          mechanism: null,
          scc: false,
          pin: row.pin,
          regime: row.place.regime,
          module: row.module,
          processors: [],
          us: false,
        })),
    ];
    const dpf = ops.some(
      (row) => row.place.regime === 'DPF' && row.processors.length === 0 && row.pin?.kind !== 'DPF',
    );
    return {
      ...agreementFacts(input),
      annex: {
        none: outside.length === 0 && onward.length === 0 && ops.length === 0,
        hasProcessors: processors.length > 0,
        processors: outside.map(({ processor, place }) => ({
          name: processor.name,
          country: place.text,
          service: processor.service,
          ...processorMechanismFacts(ctx, processor),
        })),
        onward: onward.map(({ sub, processor, place }) => ({
          name: sub.name,
          processor: processor.name,
          country: place.text,
          regime: place.regime,
          pin: subPin(ctx, sub),
        })),
        operations: ops.map((row) => ({
          storage: row.recipient === STORAGE,
          recipient: row.recipient === STORAGE ? '' : row.recipient,
          country: countryName(ctx, row.place),
          regime: row.place.regime,
          operations: row.operations,
          module: row.module,
          processors: row.processors,
          pin: row.pin,
        })),
        // `us` is not a fact of an item: the schema leaves it out.
        assessed,
        dpf,
        us: assessed.some((item) => item.us) || dpf,
      },
    };
  },
});

// ---- the confidentiality addendum to the employment contract -------------------------------------------

/**
 * The confidentiality addendum to the employment contract: the wording is in
 * content/ACT_ADITIONAL_CONFIDENTIALITATE; it is made from the company's identification only (its
 * catalogue needs).
 */
const confidentialityAddendum = contentTemplate('ACT_ADITIONAL_CONFIDENTIALITATE', {
  kind: 'addendum',
  schema: ZAgreementFacts,
  facts: agreementFacts,
});

export const AGREEMENT_TEMPLATES = {
  CONTRACT_OPERATOR_PERSOANA_IMPUTERNICITA: processorAgreementTemplate,
  CONTRACT_OPERATOR_OPERATOR: controllersAgreement,
  CONTRACT_OPERATORI_ASOCIATI: jointControllers,
  ANEXA_TRANSFER_INTERNATIONAL: transferAnnex,
  ACT_ADITIONAL_CONFIDENTIALITATE: confidentialityAddendum,
} satisfies Partial<Record<TDocumentCode, DocumentTemplate>>;
