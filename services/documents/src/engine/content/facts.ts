/**
 * What every document states, as facts for its content files (docs/content.md, "Variables"): the
 * controller, the person in charge of data protection, the channel for requests, the edition, the
 * version. Code decides these facts; the content files decide how they are worded. Each family's
 * schema extends these with its own (operations, processors, places, deadlines, flags).
 */
import {
  legalGroundEntry,
  legalValue,
  pick,
  type TLegalParameterId,
  type TLegalParameters,
  PROCESSOR_RECIPIENT_IDS,
  provisionRequirementEntries,
  recipientEntry,
  sameTransferCountry,
  sccModuleEntries,
  specialDataGroundOption,
  transferDerogationEntries,
  transferMechanismEntries,
  TRANSFER_MECHANISMS,
  valueLists,
  type TLegalGround,
} from '@conform/catalogues';
import type { ProcessorReadModel } from '@conform/companies-service/read';
import { z } from 'zod';
import {
  addressOf,
  companyExtras,
  contactChannel,
  countryPlace,
  placeKey,
  formatDay,
  FROM_THE_PERSON,
  letterOf,
  PUBLIC_SOURCES,
  unique,
} from '../blocks.ts';
import type { DocumentContext, OperationView, Place } from '../context.ts';
import { MESSAGES, type TemplateInput } from '../template.ts';

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
  /**
   * The legal figures in force on the document's date (catalogue legalParameters): the content
   * prints them from here, the conclusions compute with the same, so a dated change reaches both.
   */
  law: z.object({
    breachHours: z.number(),
    requestMonths: z.number(),
    extensionMonths: z.number(),
    recordsThreshold: z.number(),
    whistleblowingThreshold: z.number(),
    monitoringRetentionDays: z.number(),
  }),
  /**
   * The company's own commercial terms, as the admin gave them in the company data (free texts
   * printed as written, never read for meaning); each null when not said: the content asks it.
   */
  terms: z.object({
    accommodation: z.object({
      /** HH:MM. */
      checkIn: z.string().nullable(),
      /** HH:MM. */
      checkOut: z.string().nullable(),
      deposit: z.string().nullable(),
      freeCancellation: z.string().nullable(),
      cancellationFees: z.string().nullable(),
    }),
    courses: z.object({ refundAfterWithdrawal: z.string().nullable() }),
    marketing: z.object({
      inactiveContactsMonths: z.number().nullable(),
      inactiveContactsAction: z.enum(['DELETE', 'RECONFIRM']).nullable(),
    }),
  }),
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
    law: lawFacts(ctx.law?.at ?? ctx.now, ctx.law?.table),
    terms: termsFacts(ctx),
  };
}

/**
 * The legal figure each law fact states (`law.<name>` in the content files): one list, read by
 * `lawFacts` and by the legal updates (a dated figure's change reaches the types that print it).
 */
export const LAW_FACT_PARAMETERS = {
  breachHours: 'BREACH_NOTIFICATION_HOURS',
  requestMonths: 'REQUEST_RESPONSE_MONTHS',
  extensionMonths: 'REQUEST_EXTENSION_MONTHS',
  recordsThreshold: 'RECORDS_EXEMPTION_EMPLOYEES',
  whistleblowingThreshold: 'WHISTLEBLOWING_EMPLOYEES',
  monitoringRetentionDays: 'EMPLOYEE_MONITORING_RETENTION_DAYS',
} as const satisfies Record<keyof TDocumentFacts['law'], TLegalParameterId>;

/** The legal figures in force on a day (the document's date), from the catalogue's table or `table`. */
export function lawFacts(at: Date, table?: TLegalParameters): TDocumentFacts['law'] {
  return Object.fromEntries(
    Object.entries(LAW_FACT_PARAMETERS).map(([name, id]) => [name, legalValue(id, at, table)]),
  ) as TDocumentFacts['law'];
}

/** The commercial terms with every field present: a free text trimmed, empty read as not said. */
function termsFacts(ctx: DocumentContext): TDocumentFacts['terms'] {
  const { accommodation: a, courses: c, marketing: m } = companyExtras(ctx).commercialTerms;
  const said = (v: string | null | undefined) => v?.trim() || null;
  const action = m?.inactiveContactsAction;
  return {
    accommodation: {
      checkIn: said(a?.checkIn),
      checkOut: said(a?.checkOut),
      deposit: said(a?.deposit),
      freeCancellation: said(a?.freeCancellation),
      cancellationFees: said(a?.cancellationFees),
    },
    courses: { refundAfterWithdrawal: said(c?.refundAfterWithdrawal) },
    marketing: {
      inactiveContactsMonths: m?.inactiveContactsMonths ?? null,
      inactiveContactsAction: action === 'DELETE' || action === 'RECONFIRM' ? action : null,
    },
  };
}

const ZTransferRegime = z.enum(['ADEQUACY', 'DPF', 'SAFEGUARDS', 'UNKNOWN']);

/**
 * How a transfer to one processor abroad is covered, as the admin pinned it on the processor
 * (content/_shared/transfer-pin): the mechanism and the fact that makes it true for this recipient.
 * A fact not said is null and the content asks for it, naming the processor.
 */
export const ZTransferPin = z.object({
  /** The mechanism chosen; null when not said. */
  kind: z.enum(TRANSFER_MECHANISMS).nullable(),
  /** The mechanism with its legal source, in the document's language. */
  label: z.string().nullable(),
  /** DPF: the day the admin checked the recipient on the DPF list, written out. */
  dpfCheckedOn: z.string().nullable(),
  /** SCC: the module's number in Decision (EU) 2021/914 (1 to 4). */
  sccModule: z.number().nullable(),
  /** SCC: the day the clauses were signed, written out. */
  sccSignedOn: z.string().nullable(),
  /** DEROGATION: the point of Art. 49(1) and what it covers. */
  derogation: z.object({ point: z.string(), label: z.string() }).nullable(),
  /** BCR: the approval reference, if given. */
  bcrReference: z.string().nullable(),
});
export type TTransferPin = z.infer<typeof ZTransferPin>;

/**
 * How an onward transfer to a sub-processor abroad is covered, as the processor states it and the
 * admin recorded it (content/_shared/sub-pin): the transfer is the processor's, so only the mechanism
 * is kept (module 3 clauses for SCC). Null when not said: the content asks for it.
 */
export const ZSubPin = z.object({
  kind: z.enum(TRANSFER_MECHANISMS).nullable(),
  label: z.string().nullable(),
});

export function subPin(
  ctx: DocumentContext,
  sub: { transferMechanism: string | null },
): z.infer<typeof ZSubPin> {
  const kind = TRANSFER_MECHANISMS.find((m) => m === sub.transferMechanism) ?? null;
  const mechanism = transferMechanismEntries.find((e) => e.id === kind);
  return { kind, label: mechanism ? pick(mechanism.label, ctx.language, ctx.edition) : null };
}

/** What pins a transfer: a processor's facts, or those pinned on an operation for a recipient that is not one. */
export type TransferPinSource = Pick<
  ProcessorReadModel,
  'transferMechanism' | 'dpfCheckedOn' | 'sccModule' | 'sccSignedOn' | 'derogation' | 'bcrReference'
>;

export function transferPin(ctx: DocumentContext, processor: TransferPinSource): TTransferPin {
  const t = MESSAGES[ctx.language];
  const kind = TRANSFER_MECHANISMS.find((m) => m === processor.transferMechanism) ?? null;
  const mechanism = transferMechanismEntries.find((e) => e.id === kind);
  const derogation = transferDerogationEntries.find((e) => e.id === processor.derogation);
  return {
    kind,
    label: mechanism ? pick(mechanism.label, ctx.language, ctx.edition) : null,
    dpfCheckedOn: processor.dpfCheckedOn ? formatDay(processor.dpfCheckedOn, t) : null,
    sccModule: sccModuleEntries.find((e) => e.id === processor.sccModule)?.number ?? null,
    sccSignedOn: processor.sccSignedOn ? formatDay(processor.sccSignedOn, t) : null,
    derogation: derogation
      ? { point: derogation.point, label: pick(derogation.label, ctx.language, ctx.edition) }
      : null,
    bcrReference: processor.bcrReference,
  };
}

/** The same pinned facts (a recipient pinned alike by two operations is one line). */
function samePin(a: TTransferPin, b: TTransferPin): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A country by the catalogue's countries list's name for it, whichever list the place came from. */
export function countryName(ctx: DocumentContext, place: Place): string {
  const entry = place.country ? valueLists.countries.find((c) => c.id === place.country) : undefined;
  return entry ? pick(entry.label, ctx.language, ctx.edition) : place.text;
}

/** What the operations a document is about say of transfers, automated decisions and rights. */
export const ZProcessingFacts = z.object({
  /** Each country outside the EEA the data go to or are kept in, once, with its Chapter V regime. */
  transfers: z.object({
    /**
     * Each country once (a catalogue value by its id, whichever list and label it came from; a typed
     * place by its words), with the processors there that perform these operations, each with its
     * pinned mechanism.
     */
    places: z.array(
      z.object({
        country: z.string(),
        regime: ZTransferRegime,
        recipients: z.array(
          z.object({
            name: z.string(),
            pin: ZTransferPin,
            /**
             * A tool of the company's channels (analytics, pixel, payments…): the admin gave its
             * mechanism only (content/_shared/tool-pin), not a processor's dated facts.
             */
            tool: z.boolean(),
            /**
             * A recipient of the operations that is not a processor (module 1 or not known) whose
             * transfer the admin has not pinned on the operation: the content asks it there.
             */
            asked: z.boolean(),
            /**
             * The operations this line is about, named only when the operations pinned the transfer
             * to this recipient there differently (each operation's own pin, one line each); else empty.
             */
            operations: z.array(z.string()),
          }),
        ),
        /**
         * A recipient there that is a processor (the catalogue's PROCESSOR_RECIPIENT_IDS) sends data
         * from an operation no processor of the company in that country is assigned to: the content
         * asks for the processors there, as for a country without recipients.
         */
        unassigned: z.boolean(),
      }),
    ),
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
    /**
     * Some operation relies on consent or a contract, the only bases on which data portability
     * applies (Art. 20(1)(a)); without one the notice says the right does not apply (WP242 rev.01).
     * A document about no operation yet lists the right, as it cannot know the bases.
     */
    portable: z.boolean(),
  }),
});
export type TProcessingFacts = z.infer<typeof ZProcessingFacts>;

/** A tool of one of the company's channels, where it sends data and under which mechanism. */
export interface ToolTransfer {
  provider: string;
  /** An id of the catalogue's countries list. */
  country: string;
  /** TRANSFER_MECHANISMS id outside the EEA (the contract requires one there); null inside. */
  transferMechanism: string | null;
}

/** No fact said: the pin of a recipient whose transfer is asked. */
const NO_PIN: TTransferPin = {
  kind: null,
  label: null,
  dpfCheckedOn: null,
  sccModule: null,
  sccSignedOn: null,
  derogation: null,
  bcrReference: null,
};

/** The pin of a channel tool: only its mechanism, as the admin chose it. */
function toolPin(ctx: DocumentContext, tool: ToolTransfer): TTransferPin {
  const kind = TRANSFER_MECHANISMS.find((m) => m === tool.transferMechanism) ?? null;
  const mechanism = transferMechanismEntries.find((e) => e.id === kind);
  return {
    kind,
    label: mechanism ? pick(mechanism.label, ctx.language, ctx.edition) : null,
    dpfCheckedOn: null,
    sccModule: null,
    sccSignedOn: null,
    derogation: null,
    bcrReference: null,
  };
}

/**
 * The operations' transfers, automated decisions and rights; `tools` (the online policies: the
 * tools of the channels they cover) adds each tool outside the EEA to its country's recipients.
 */
export function processingFacts(
  ctx: DocumentContext,
  ops: readonly OperationView[],
  tools: readonly ToolTransfer[] = [],
): TProcessingFacts {
  // A country named twice is listed once, where it was first named: the catalogue's countries by
  // their id (the processors' too), the places the company typed by their words.
  const places = new Map<string, TProcessingFacts['transfers']['places'][number]>();
  const at = (place: Place) => {
    const key = placeKey(place);
    const row = places.get(key) ?? {
      country: countryName(ctx, place),
      regime: place.regime === 'EEA' ? 'UNKNOWN' : place.regime,
      recipients: [],
      unassigned: false,
    };
    places.set(key, row);
    return row;
  };
  for (const op of ops)
    for (const place of [...op.recipientsLocations, ...op.storageLocations])
      if (place.regime !== 'EEA') at(place);
  const assigned = new Set(ops.flatMap((op) => op.processorIds));
  for (const processor of companyExtras(ctx).processors) {
    const place = countryPlace(processor.country, ctx, processor.countryName);
    if (!assigned.has(processor.id) || place.regime === 'EEA') continue;
    at(place).recipients.push({
      name: processor.name,
      pin: transferPin(ctx, processor),
      tool: false,
      asked: false,
      operations: [],
    });
  }
  // The recipients that are not processors, as the admin pinned their transfers on the operations;
  // one not pinned is asked (in the operation's dialog); a processor's category without a processor
  // of the company there assigned to the operation asks for the processors there.
  const processors = companyExtras(ctx).processors;
  for (const op of ops) {
    for (const place of op.recipientsLocations) {
      // A place the company typed (in no list) is taken as outside the EEA without adequacy.
      if (place.regime === 'EEA' || place.regime === 'ADEQUACY') continue;
      const there = op.recipients.filter((r) => {
        const entry = recipientEntry(r);
        return entry !== undefined && entry.country === place.country;
      });
      for (const recipient of there.length > 0 ? there : op.recipients) {
        const entry = recipientEntry(recipient);
        const row = at(place);
        if (entry && PROCESSOR_RECIPIENT_IDS.has(entry.id)) {
          const assigned = processors.some(
            (p) =>
              op.processorIds.includes(p.id) &&
              placeKey(countryPlace(p.country, ctx, p.countryName)) === placeKey(place),
          );
          if (!assigned) row.unassigned = true;
          continue;
        }
        const transfer = op.recipientTransfers.find(
          (t) =>
            t.recipient.toLowerCase() === recipient.toLowerCase() &&
            sameTransferCountry(t.country, place.country ?? place.text),
        );
        const line = transfer
          ? { name: recipient, pin: transferPin(ctx, transfer), tool: false, asked: false }
          : { name: recipient, pin: NO_PIN, tool: false, asked: true };
        // Each operation's own pin: operations that pinned the recipient alike share its line, one
        // that pinned it otherwise (or not at all) has its own line naming its operations.
        const same = row.recipients.find(
          (r) => !r.tool && r.name === recipient && r.asked === line.asked && samePin(r.pin, line.pin),
        );
        if (same) {
          if (!same.operations.includes(op.name)) same.operations.push(op.name);
          continue;
        }
        row.recipients.push({ ...line, operations: [op.name] });
      }
    }
  }
  // A recipient on one line needs no operations named: the line holds for all of them.
  for (const row of places.values()) {
    for (const r of row.recipients) {
      if (row.recipients.filter((o) => !o.tool && o.name === r.name).length < 2) r.operations = [];
    }
  }
  for (const tool of tools) {
    const place = countryPlace(tool.country, ctx);
    if (place.regime === 'EEA') continue;
    const row = at(place);
    const pin = toolPin(ctx, tool);
    // A provider used on two channels is one recipient.
    if (!row.recipients.some((r) => r.tool && r.name === tool.provider && r.pin.kind === pin.kind))
      row.recipients.push({ name: tool.provider, pin, tool: true, asked: false, operations: [] });
  }
  return {
    transfers: { places: [...places.values()] },
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
      portable:
        ops.length === 0 ||
        ops.some((op) => op.grounds.includes('CONSENT') || op.grounds.includes('CONTRACT_PERFORMANCE')),
    },
  };
}

const ZGround = z.object({
  id: z.enum([
    'CONSENT',
    'CONTRACT_PERFORMANCE',
    'LEGAL_OBLIGATION',
    'PUBLIC_INTEREST',
    'VITAL_INTEREST',
    'LEGITIMATE_INTEREST',
  ]),
  /** The letter of Art. 6(1). */
  letter: z.string(),
});

/**
 * What the operations a notice or a policy is about state, section by section: the data and their
 * sources, each operation's purpose and legal basis, special and criminal data, recipients,
 * retention, and whether the data must be provided.
 */
export const ZOperationsFacts = z.object({
  data: z.object({
    /** Every category of data, once (the first spelling), in the order the operations name them. */
    items: z.array(z.string()),
    sources: z.array(z.string()),
    /** Some data does not come from the person (Art. 14). */
    indirect: z.boolean(),
    /** Some comes from publicly accessible sources. */
    fromPublic: z.boolean(),
  }),
  purposes: z.array(
    z.object({
      situation: z.string(),
      name: z.string(),
      purpose: z.string(),
      data: z.array(z.string()),
      grounds: z.array(ZGround),
      /** Art. 6(1)(c): the law is named; else on Art. 6(1)(f), the interest. */
      legalObligation: z.boolean(),
      legitimateInterest: z.boolean(),
      groundReason: z.string().nullable(),
    }),
  ),
  special: z.object({
    /** Operations with Art. 9 data: the special data items and the Art. 9(2) exception chosen, if any. */
    operations: z.array(
      z.object({
        name: z.string(),
        data: z.array(z.string()),
        exception: z.object({ letter: z.string(), label: z.string() }).nullable(),
      }),
    ),
    /** Operations with criminal data (Art. 10). */
    criminal: z.array(z.string()),
  }),
  /** Every recipient, once. */
  recipients: z.array(z.string()),
  retention: z.array(z.object({ name: z.string(), duration: z.string() })),
  /**
   * Art. 13(2)(e): the company's own sentence, else the catalogue's for the requirement chosen. Data
   * no law or contract requires and processed on legitimate interest without consent are not
   * "voluntary" (they are collected whatever the person does: footage, logs, monitoring): the
   * content states the right to object instead (`objection`, absolute for direct marketing).
   */
  provision: z.array(
    z.object({
      name: z.string(),
      consequence: z.string(),
      objection: z.enum(['NONE', 'GENERAL', 'DIRECT_MARKETING']),
    }),
  ),
});
export type TOperationsFacts = z.infer<typeof ZOperationsFacts>;

export function operationsFacts(ctx: DocumentContext, ops: readonly OperationView[]): TOperationsFacts {
  const grounds = (list: readonly TLegalGround[]) =>
    list.map((id) => ({ id, letter: letterOf(legalGroundEntry(id).article) }));
  return {
    data: {
      items: unique(ops.flatMap((op) => op.data.map((d) => d.text))),
      sources: unique(ops.flatMap((op) => op.sources.map((s) => s.text))),
      indirect: ops.some((op) => op.sources.some((s) => s.id === null || !FROM_THE_PERSON.has(s.id))),
      fromPublic: ops.some((op) => op.sources.some((s) => s.id !== null && PUBLIC_SOURCES.has(s.id))),
    },
    purposes: ops.map((op) => ({
      situation: op.situationName,
      name: op.name,
      purpose: op.purpose,
      data: op.data.map((d) => d.text),
      grounds: grounds(op.grounds),
      legalObligation: op.grounds.includes('LEGAL_OBLIGATION'),
      legitimateInterest: op.grounds.includes('LEGITIMATE_INTEREST'),
      groundReason: op.groundReason,
    })),
    special: {
      operations: ops
        .filter((op) => op.specialDataGround !== null || op.data.some((d) => d.special))
        .map((op) => {
          const option = op.specialDataGround ? specialDataGroundOption(op.specialDataGround) : null;
          return {
            name: op.name,
            data: op.data.filter((d) => d.special).map((d) => d.text),
            exception: option?.article
              ? { letter: letterOf(option.article), label: option.label[ctx.language] }
              : null,
          };
        }),
      criminal: ops.filter((op) => op.data.some((d) => d.criminal)).map((op) => op.name),
    },
    recipients: unique(ops.flatMap((op) => op.recipients)),
    retention: ops.map((op) => ({ name: op.name, duration: op.storageDuration })),
    provision: ops.map((op) => ({
      name: op.name,
      consequence:
        op.provisionConsequence ??
        pick(
          provisionRequirementEntries.find((e) => e.id === op.provisionRequirement)!.consequence,
          ctx.language,
          ctx.edition,
        ),
      objection:
        op.provisionConsequence === null &&
        op.provisionRequirement === 'VOLUNTARY' &&
        op.grounds.includes('LEGITIMATE_INTEREST') &&
        !op.grounds.includes('CONSENT')
          ? op.purposeCategory === 'MARKETING'
            ? ('DIRECT_MARKETING' as const)
            : ('GENERAL' as const)
          : ('NONE' as const),
    })),
  };
}
