/**
 * Records of processing activities (catalogue group RECORDS), Art. 30 GDPR.
 *
 * The controller's record (Art. 30(1), docs/facts/document-checklists.md §4): the controller's details,
 * then one entry per operation the company described (purpose, categories of data subjects and of
 * data with special, criminal and national-number data marked, recipients, transfers with their
 * Chapter V safeguard, erasure time limit, the legal basis, the source and where data are kept),
 * and the general description of the security measures once, since it applies to every entry.
 * The same rows make the spreadsheet (`../xlsx.ts`): `controllerRecordRows` is the only place they
 * are written, so the PDF and the XLSX cannot say different things.
 *
 * The processor's record (Art. 30(2)): the model has no clients the company works for, so the
 * company's details as processor, its measures and providers are filled in and the register of
 * controllers is left to complete, with an entry model and instructions.
 *
 * The INT edition names EU law and "the supervisory authority", never Romanian law or ANSPDCP.
 *
 * The wording of both records is in content/REGISTRU_OPERATOR and content/REGISTRU_PERSOANA_IMPUTERNICITA
 * (their shared parts in content/_shared/records-*); here are their facts, and the words of the
 * entries' columns and cells, which the spreadsheet prints too. The spreadsheet's controller sheet
 * is the record's identification table as the content words it (`controllerRecordHeader`).
 */
import {
  countries,
  legalGroundEntry,
  pick,
  specialDataGroundOption,
  transferMechanismEntries,
  type TDocumentCode,
} from '@conform/catalogues';
import { z } from 'zod';
import {
  companyExtras,
  contactChannel,
  countryPlace,
  formatDate,
  formatDay,
  unique,
  valueOr,
} from '../blocks.ts';
import { recordsDuty, type TRiskReason } from '../conclusions.ts';
import { documentFacts, processingFacts, ZDocumentFacts, type TTransferPin } from '../content/facts.ts';
import { contentTemplate } from '../content/template.ts';
import type { DocumentContext, Language, OperationView } from '../context.ts';
import type { Messages } from '../messages/ro.ts';
import { MESSAGES, type DocumentTemplate, type TemplateInput } from '../template.ts';
import { b, missing, table, type Block, type Inline } from '../tree.ts';

type RecordCode = Extract<TDocumentCode, 'REGISTRU_OPERATOR' | 'REGISTRU_PERSOANA_IMPUTERNICITA'>;

/** The columns of the controller's record, in the order of the spreadsheet. */
export const RECORD_KEYS = [
  'number',
  'subjects',
  'activity',
  'purpose',
  'basis',
  'special',
  'data',
  'sources',
  'recipients',
  'transfers',
  'erasure',
  'storage',
  'reviewed',
  'security',
] as const;
export type RecordKey = (typeof RECORD_KEYS)[number];

/** Spreadsheet column widths, in characters. */
const WIDTHS: Record<RecordKey, number> = {
  number: 6,
  subjects: 20,
  activity: 34,
  purpose: 44,
  basis: 44,
  special: 30,
  data: 48,
  sources: 24,
  recipients: 36,
  transfers: 36,
  erasure: 32,
  storage: 20,
  reviewed: 18,
  security: 50,
};

/**
 * The words of the record's columns and cells, which the spreadsheet prints as well as the PDF's
 * entries (the rest of both records is in content/REGISTRU_OPERATOR and
 * content/REGISTRU_PERSOANA_IMPUTERNICITA).
 */
interface RecordTexts {
  securityMissing: string;
  sheet: string;
  controllerSheet: string;
  securityTitle: string;
  columns: Record<RecordKey, string>;
  notApplicable: string;
  noRecipients: string;
  recipientCountries: string;
  noTransfers: string;
  /** The last review cell of an operation the admin never marked as reviewed. */
  notReviewed: string;
  /** A processor abroad: its mechanism as the admin pinned it (as content/_shared/transfer-pin words it). */
  pin: {
    dpf: (day: string) => string;
    dpfMissing: (name: string) => string;
    scc: (module: number, day: string) => string;
    sccMissing: (name: string) => string;
    derogation: (point: string, label: string) => string;
    derogationMissing: (name: string) => string;
    bcr: (reference: string) => string;
    missing: (name: string) => string;
  };
  /** A country without a processor of the company there: who receives the data and how. */
  recipientsMissing: (country: string) => string;
  /** A recipient that is not a processor whose transfer the operation's dialog has not pinned. */
  recipientPinMissing: (recipient: string, country: string) => string;
  copy: (channel: string | null) => string;
  marks: { special: string; criminal: string; nationalId: (int: boolean) => string };
  reason: string;
}

const TEXTS: Record<Language, RecordTexts> = {
  ro: {
    securityMissing: 'măsurile de securitate aplicate de companie',
    sheet: 'Registru',
    controllerSheet: 'Operator',
    securityTitle: 'Măsurile tehnice și organizatorice de securitate',
    columns: {
      number: 'Nr.',
      subjects: 'Categoria de persoane vizate',
      activity: 'Activitatea și operațiunea',
      purpose: 'Scopul prelucrării',
      basis: 'Temeiul legal și justificarea',
      special: 'Excepția de la art. 9 / temeiul art. 10',
      data: 'Categoriile de date cu caracter personal',
      sources: 'Sursa datelor',
      recipients: 'Destinatarii, inclusiv din țări terțe',
      transfers: 'Transferuri către țări terțe și garanții',
      erasure: 'Termenul de ștergere',
      storage: 'Locul de stocare',
      reviewed: 'Data ultimei verificări',
      security: 'Măsurile tehnice și organizatorice de securitate (descriere generală)',
    },
    notApplicable: 'Nu este cazul',
    noRecipients: 'Datele nu se comunică altor destinatari',
    recipientCountries: 'țările destinatarilor',
    noTransfers: 'Nu există transferuri în afara Spațiului Economic European',
    notReviewed: 'Neverificată încă',
    pin: {
      dpf: (day) => `, certificare verificată pe lista oficială a Data Privacy Framework la ${day}`,
      dpfMissing: (name) => `data la care ați verificat certificarea DPF a ${name}`,
      scc: (module, day) => `, modulul ${module}, semnate la ${day}`,
      sccMissing: (name) => `modulul clauzelor semnate cu ${name} și data semnării`,
      derogation: (point, label) => `derogare în temeiul art. 49 alin. (1) lit. ${point}) din GDPR: ${label}`,
      derogationMissing: (name) =>
        `litera de la art. 49 alin. (1) pe care se întemeiază transferul către ${name}`,
      bcr: (reference) => `, aprobarea ${reference}`,
      missing: (name) => `mecanismul de transfer către ${name}`,
    },
    recipientsMissing: (country) => `destinatarii din ${country} și garanția transferului către fiecare`,
    recipientPinMissing: (recipient, country) =>
      `garanția transferului către ${recipient} din ${country}, în fereastra operațiunii (art. 45–49 din GDPR; pentru clauze contractuale standard, modulul 1 dacă destinatarul este operator)`,
    copy: (channel) =>
      channel
        ? `copia garanțiilor se obține la ${channel}`
        : 'copia garanțiilor se obține la cerere, de la persoana de contact',
    marks: {
      special: 'categorie specială, art. 9',
      criminal: 'condamnări penale, art. 10',
      nationalId: (int) =>
        int
          ? 'număr național de identificare, art. 87'
          : 'număr de identificare, art. 4 din Legea nr. 190/2018',
    },
    reason: 'Justificarea',
  },
  en: {
    securityMissing: 'the security measures the company applies',
    sheet: 'Record',
    controllerSheet: 'Controller',
    securityTitle: 'Technical and organisational security measures',
    columns: {
      number: 'No.',
      subjects: 'Category of data subjects',
      activity: 'Activity and operation',
      purpose: 'Purpose of the processing',
      basis: 'Legal basis and reason',
      special: 'Article 9(2) exception / Article 10 basis',
      data: 'Categories of personal data',
      sources: 'Source of the data',
      recipients: 'Recipients, including in third countries',
      transfers: 'Transfers to third countries and safeguards',
      erasure: 'Time limit for erasure',
      storage: 'Storage location',
      reviewed: 'Last reviewed',
      security: 'Technical and organisational security measures (general description)',
    },
    notApplicable: 'Not applicable',
    noRecipients: 'The data are not disclosed to other recipients',
    recipientCountries: 'recipients’ countries',
    noTransfers: 'No transfers outside the European Economic Area',
    notReviewed: 'Not reviewed yet',
    pin: {
      dpf: (day) => `, certification checked on the official Data Privacy Framework list on ${day}`,
      dpfMissing: (name) => `the date you checked the DPF certification of ${name}`,
      scc: (module, day) => `, Module ${module}, signed on ${day}`,
      sccMissing: (name) => `the module of the clauses signed with ${name} and the date signed`,
      derogation: (point, label) => `derogation under Article 49(1)(${point}) GDPR: ${label}`,
      derogationMissing: (name) => `the point of Article 49(1) the transfer to ${name} relies on`,
      bcr: (reference) => `, approval ${reference}`,
      missing: (name) => `the transfer mechanism for ${name}`,
    },
    recipientsMissing: (country) => `the recipients in ${country} and the safeguard for each`,
    recipientPinMissing: (recipient, country) =>
      `the safeguard for the transfer to ${recipient} in ${country}, in the operation’s dialog (Articles 45–49 GDPR; for standard contractual clauses, Module 1 if the recipient is a controller)`,
    copy: (channel) =>
      channel
        ? `a copy of the safeguards is available from ${channel}`
        : 'a copy of the safeguards is available on request from the contact person',
    marks: {
      special: 'special category, Article 9',
      criminal: 'criminal convictions, Article 10',
      nationalId: (int) =>
        int
          ? 'national identification number, Article 87'
          : 'identification number, Article 4 of Law No. 190/2018',
    },
    reason: 'Reason',
  },
};

// ---- the controller's record -----------------------------------------------------------------------

export interface RecordColumn {
  key: RecordKey;
  label: string;
  /** Spreadsheet width, in characters. */
  width: number;
  /** The same for every operation: the PDF prints it once, the spreadsheet on every row. */
  shared: boolean;
}

export interface RecordRow {
  /** The operation's number in the record, from 1. */
  number: number;
  op: OperationView;
  cells: Record<RecordKey, Inline[]>;
  /**
   * Cells that only say "not applicable" (no special or criminal data, no transfers): the
   * spreadsheet keeps them, the PDF's entry leaves their rows out, as its introduction says.
   */
  notApplicable: RecordKey[];
}

/** `6(1)(b)` → its letter. */
const letterOf = (article: string | null | undefined) => /\(([a-j])\)$/.exec(article ?? '')?.[1] ?? '';

function basisCell(ctx: DocumentContext, t: Messages, op: OperationView): Inline[] {
  const m = TEXTS[ctx.language];
  if (op.grounds.length === 0) return [missing(m.columns.basis.toLowerCase())];
  const out: Inline[] = [];
  op.grounds.forEach((ground, index) => {
    const entry = legalGroundEntry(ground);
    if (index > 0) out.push('; ');
    out.push(`${pick(entry.label, ctx.language, ctx.edition)} (${t.law.art6(letterOf(entry.article))})`);
  });
  const label = op.grounds.includes('LEGAL_OBLIGATION')
    ? t.groundReasonLabel.LEGAL_OBLIGATION
    : op.grounds.includes('LEGITIMATE_INTEREST')
      ? t.groundReasonLabel.LEGITIMATE_INTEREST
      : null;
  if (label) out.push(`. ${label}: `, valueOr(op.groundReason, label.toLowerCase()));
  else if (op.groundReason) out.push(`. ${m.reason}: ${op.groundReason}`);
  return out;
}

function specialCell(ctx: DocumentContext, t: Messages, op: OperationView): Inline[] {
  const m = TEXTS[ctx.language];
  const special = op.specialDataGround !== null || op.data.some((d) => d.special);
  const criminal = op.data.some((d) => d.criminal);
  const out: Inline[] = [];
  if (special) {
    const option = op.specialDataGround ? specialDataGroundOption(op.specialDataGround) : null;
    out.push(
      option?.article
        ? `${t.law.art9(letterOf(option.article))} – ${pick(option.label, ctx.language, ctx.edition)}`
        : missing(m.columns.special.toLowerCase()),
    );
  }
  if (criminal) out.push(...(special ? ['; '] : []), t.law.art10);
  return out.length > 0 ? out : [m.notApplicable];
}

function dataCell(ctx: DocumentContext, op: OperationView): Inline[] {
  const m = TEXTS[ctx.language];
  if (op.data.length === 0) return [missing(m.columns.data.toLowerCase())];
  const out: Inline[] = [];
  op.data.forEach((item, index) => {
    if (index > 0) out.push('; ');
    out.push(item.text);
    const marks = [
      item.special ? m.marks.special : null,
      item.criminal ? m.marks.criminal : null,
      item.nationalId ? m.marks.nationalId(ctx.edition === 'INT') : null,
    ].filter((x): x is string => x !== null);
    if (marks.length > 0) out.push(' ', b(`(${marks.join('; ')})`));
  });
  return out;
}

function recipientsCell(ctx: DocumentContext, op: OperationView): Inline[] {
  const m = TEXTS[ctx.language];
  if (op.recipients.length === 0) return [m.noRecipients];
  const places = unique(op.recipientsLocations.map((place) => place.text));
  return [
    op.recipients.join('; ') + (places.length > 0 ? ` (${m.recipientCountries}: ${places.join(', ')})` : ''),
  ];
}

function transfersCell(ctx: DocumentContext, t: Messages, op: OperationView): Inline[] {
  const m = TEXTS[ctx.language];
  // The notices' facts: each country once, the processors there with their pinned mechanism.
  const places = processingFacts(ctx, [op]).transfers.places;
  if (places.length === 0) return [m.noTransfers];
  const out: Inline[] = [];
  const pinned = (name: string, pin: TTransferPin): Inline[] => {
    const label = pin.label ?? '';
    switch (pin.kind) {
      case 'DPF':
        return pin.dpfCheckedOn
          ? [label + m.pin.dpf(pin.dpfCheckedOn)]
          : [`${label}, `, missing(m.pin.dpfMissing(name))];
      case 'SCC':
        return pin.sccModule && pin.sccSignedOn
          ? [label + m.pin.scc(pin.sccModule, pin.sccSignedOn)]
          : [`${label}, `, missing(m.pin.sccMissing(name))];
      case 'DEROGATION':
        return pin.derogation
          ? [m.pin.derogation(pin.derogation.point, pin.derogation.label)]
          : [`${label}, `, missing(m.pin.derogationMissing(name))];
      case 'BCR':
        return [label + (pin.bcrReference ? m.pin.bcr(pin.bcrReference) : '')];
      case 'ADEQUACY':
        return [label];
      default:
        return [missing(m.pin.missing(name))];
    }
  };
  places.forEach((place, index) => {
    if (index > 0) out.push('; ');
    if (place.recipients.length > 0) {
      place.recipients.forEach((recipient, i) => {
        if (i > 0) out.push('; ');
        out.push(
          `${place.country}, ${recipient.name}: `,
          ...(recipient.asked
            ? [missing(m.recipientPinMissing(recipient.name, place.country))]
            : pinned(recipient.name, recipient.pin)),
        );
      });
      // A processor's category there with no processor assigned: asked as for a country without recipients.
      if (place.unassigned) out.push('; ', `${place.country}: `, missing(m.recipientsMissing(place.country)));
    } else {
      out.push(`${place.country}: `);
      out.push(
        place.regime === 'ADEQUACY' ? t.transfers.ADEQUACY : missing(m.recipientsMissing(place.country)),
      );
    }
  });
  out.push(`; ${m.copy(contactChannel(ctx))}`);
  return out;
}

/** Art. 30(1)(g): the general description of the security measures, the same for every operation. */
export function securityMeasuresCell(ctx: DocumentContext): Inline[] {
  const measures = companyExtras(ctx).securityMeasures;
  return measures.length > 0 ? [measures.join('; ')] : [missing(TEXTS[ctx.language].securityMissing)];
}

/**
 * The controller's record as columns and one row per operation, in the document's language: the
 * PDF's entries and the spreadsheet's rows are both made from this, and from nothing else.
 */
export function controllerRecordRows(
  ctx: DocumentContext,
  t: Messages = MESSAGES[ctx.language],
): { columns: RecordColumn[]; rows: RecordRow[] } {
  const m = TEXTS[ctx.language];
  const security = securityMeasuresCell(ctx);
  const subjects = new Map(ctx.situations.map((s) => [s.id, s.dataSubjectLabel]));
  const columns = RECORD_KEYS.map((key) => ({
    key,
    label: m.columns[key],
    width: WIDTHS[key],
    shared: key === 'security',
  }));
  const rows = ctx.operations.map((op, index) => ({
    number: index + 1,
    op,
    notApplicable: [
      ...(op.specialDataGround === null && !op.data.some((d) => d.special || d.criminal)
        ? (['special'] as const)
        : []),
      // The transfers cell's own source: the operation's places outside the EEA and its processors
      // there (a processor abroad assigned to an operation whose recipients are all in the EEA).
      ...(processingFacts(ctx, [op]).transfers.places.length === 0 ? (['transfers'] as const) : []),
    ],
    cells: {
      number: [String(index + 1)],
      subjects: [subjects.get(op.situationId) ?? op.dataSubject],
      activity: [`${op.situationName} – ${op.name}`],
      purpose: [valueOr(op.purpose, m.columns.purpose.toLowerCase())],
      basis: basisCell(ctx, t, op),
      special: specialCell(ctx, t, op),
      data: dataCell(ctx, op),
      sources: [valueOr(unique(op.sources.map((s) => s.text)).join(', '), m.columns.sources.toLowerCase())],
      recipients: recipientsCell(ctx, op),
      transfers: transfersCell(ctx, t, op),
      erasure: [valueOr(op.storageDuration, m.columns.erasure.toLowerCase())],
      storage: [
        valueOr(unique(op.storageLocations.map((s) => s.text)).join(', '), m.columns.storage.toLowerCase()),
      ],
      // The day the admin marked the operation as reviewed in its dialog; the to-complete list asks
      // again for one never reviewed or reviewed more than 12 months ago.
      reviewed: [op.reviewedAt ? formatDay(op.reviewedAt, t) : m.notReviewed],
      security,
    },
  }));
  return { columns, rows };
}

/**
 * The controller's details (Art. 30(1)(a)) and the date of the record, as label and value: the
 * identification table of the record's `controller` section, so the spreadsheet says what the PDF says.
 */
export function controllerRecordHeader(
  ctx: DocumentContext,
  t: Messages = MESSAGES[ctx.language],
): Array<[string, Inline[]]> {
  const date = formatDate(ctx.now, t);
  const { sections } = controllerRecord.build({
    ctx,
    t,
    title: '',
    meta: { version: '1', date, generatedOn: date },
  });
  const table = sections.find((s) => s.id === 'controller')?.blocks.find((block) => block.kind === 'facts');
  if (table?.kind !== 'facts') throw new Error("the controller's record has no identification table");
  return table.rows.map((row) => [row.label, row.value]);
}

/** The names of the spreadsheet's sheets and of the security row of its controller sheet. */
export function controllerRecordSheets(language: Language) {
  const m = TEXTS[language];
  return { record: m.sheet, controller: m.controllerSheet, security: m.securityTitle };
}

/**
 * An operation's entry: a narrow two-column table whose heading is the operation (repeated at the
 * top of the next page when the entry runs over), its rows label and value. Denser on A4 than a
 * heading and a facts block, and it keeps the number with the entry.
 */
export function entryTable(number: number, name: string, rows: Array<[string, Inline[]]>): Block {
  return table([`${number}.`, name], rows, [28, 72]);
}

/** The operation's entry in the PDF: what is not already in its heading or printed once for all. */
const ENTRY_KEYS: readonly RecordKey[] = [
  'purpose',
  'basis',
  'special',
  'data',
  'sources',
  'recipients',
  'transfers',
  'erasure',
  'storage',
  'reviewed',
];

// ---- the processor's record ------------------------------------------------------------------------

/** What both records state of the company besides `ZDocumentFacts`: identification, signers, measures. */
const ZRecordFacts = ZDocumentFacts.extend({
  /** The legal representative's name and role, as one line. */
  representative: z.string().nullable(),
  /** The person in charge of data protection: name, e-mail and phone, as one line. */
  contact: z.string().nullable(),
  /** Established in the EU or the EEA: no representative in the Union (Art. 27). */
  inUnion: z.boolean(),
  /** The number of employees, against the threshold of 250 (Art. 30(5)), when given. */
  employees: z.number().nullable(),
  /**
   * Why the Art. 30(5) exemption does not apply (conclusions.ts recordsDuty): the headcount, or the
   * facts that exclude it (the situations of the employees' operations, the operations with special or
   * criminal data, the first few named), EXEMPT when the admin answered every operation occasional,
   * UNKNOWN when no fact decides (the operations not answered named), PROCESSOR for the processor's
   * record (its processing for clients is not described on the platform).
   */
  exemption: z.object({
    outcome: z.enum(['HEADCOUNT', 'NOT_EXEMPT', 'EXEMPT', 'UNKNOWN', 'PROCESSOR']),
    regular: z.array(z.string()),
    /** The operations the admin answered are carried out regularly (not occasionally), then how many more. */
    ongoing: z.array(z.string()),
    ongoingMore: z.number(),
    /** The operations whose "occasional" answer is missing, then how many more. */
    unanswered: z.array(z.string()),
    unansweredMore: z.number(),
    special: z.array(z.string()),
    more: z.number(),
    /** The operations likely to result in a risk by the admin's answers, each with why (conclusions.ts riskReasons). */
    risky: z.array(
      z.object({
        name: z.string(),
        reasons: z.array(z.enum(['AUTOMATED', 'MONITORING', 'LARGE_SCALE', 'VULNERABLE', 'NEW_TECHNOLOGY'])),
      }),
    ),
    riskyMore: z.number(),
  }),
  /** Art. 30(1)(g) and (2)(d): the security measures, one per item. */
  security: z.array(z.string()),
});

/** The special-data operations the exemption names, then how many more. */
const SHOWN_SPECIAL = 6;

/** Names once each (an operation in two situations is one name), the first few, then how many more. */
function shown(ops: readonly OperationView[]): { names: string[]; more: number } {
  const names = [...new Set(ops.map((op) => op.name))];
  return { names: names.slice(0, SHOWN_SPECIAL), more: Math.max(0, names.length - SHOWN_SPECIAL) };
}

/** `operations` null: the processor's record, whose processing for clients the platform does not hold. */
function recordFacts(
  input: TemplateInput,
  operations: readonly OperationView[] | null,
): z.input<typeof ZRecordFacts> {
  const { ctx } = input;
  const duty = recordsDuty(
    companyExtras(ctx).employeeCount,
    operations ?? [],
    ctx.law?.at ?? ctx.now,
    ctx.law?.table,
  );
  const special = duty.outcome === 'NOT_EXEMPT' ? [...new Set(duty.special.map((op) => op.name))] : [];
  const ongoing = shown(duty.outcome === 'NOT_EXEMPT' ? duty.ongoing : []);
  const unanswered = shown(duty.outcome === 'UNKNOWN' ? duty.unanswered : []);
  // One line per operation name (an operation in two situations is one line), its reasons merged.
  const risky = new Map<string, Set<string>>();
  for (const { operation, reasons } of duty.outcome === 'NOT_EXEMPT' ? duty.risky : []) {
    const seen = risky.get(operation.name) ?? new Set<string>();
    for (const reason of reasons) seen.add(reason);
    risky.set(operation.name, seen);
  }
  const dpr = ctx.company.dataProtectionResponsible;
  const extras = companyExtras(ctx);
  const representative = extras.legalRepresentative;
  const transfer = countries.find((c) => c.id === ctx.company.info.country)?.transfer;
  return {
    ...documentFacts(input),
    representative: representative
      ? [representative.name, representative.role].filter(Boolean).join(', ')
      : null,
    contact: dpr?.name ? [dpr.name, dpr.email, dpr.phone].filter((x) => x?.trim()).join(', ') : null,
    inUnion: transfer === 'EU' || transfer === 'EEA',
    employees: extras.employeeCount,
    exemption: {
      outcome: operations === null && duty.outcome !== 'HEADCOUNT' ? 'PROCESSOR' : duty.outcome,
      ongoing: ongoing.names,
      ongoingMore: ongoing.more,
      unanswered: unanswered.names,
      unansweredMore: unanswered.more,
      regular: duty.outcome === 'NOT_EXEMPT' ? [...new Set(duty.regular.map((op) => op.situationName))] : [],
      special: special.slice(0, SHOWN_SPECIAL),
      more: Math.max(0, special.length - SHOWN_SPECIAL),
      risky: [...risky]
        .slice(0, SHOWN_SPECIAL)
        .map(([name, reasons]) => ({ name, reasons: [...reasons] as TRiskReason[] })),
      riskyMore: Math.max(0, risky.size - SHOWN_SPECIAL),
    },
    security: extras.securityMeasures,
  };
}

const ZProcessorRecordFacts = ZRecordFacts.extend({
  /** The company's providers (possible sub-processors), each with its country and transfer safeguard. */
  providers: z.array(
    z.object({
      name: z.string(),
      service: z.string(),
      country: z.string(),
      /** The Chapter V safeguard; none for a provider in the EEA. */
      safeguard: z.string().nullable(),
    }),
  ),
});

const processorRecord = contentTemplate('REGISTRU_PERSOANA_IMPUTERNICITA', {
  kind: 'record',
  schema: ZProcessorRecordFacts,
  facts: (input) => {
    const { ctx } = input;
    return {
      // Its processing for others is not in the platform: the clause states the rule for it.
      ...recordFacts(input, null),
      providers: companyExtras(ctx).processors.map((processor) => {
        const mechanism = transferMechanismEntries.find((e) => e.id === processor.transferMechanism);
        return {
          name: processor.name,
          service: processor.service,
          country: countryPlace(processor.country, ctx, processor.countryName).text,
          safeguard: mechanism ? pick(mechanism.label, ctx.language, ctx.edition) : null,
        };
      }),
    };
  },
});

// ---- the controller's record, made from content ---------------------------------------------------

/** A record cell as the content prints it: text, bold text, or a blank saying what is missing. */
const ZCellPart = z.object({ text: z.string(), bold: z.boolean(), missing: z.string().nullable() });

function cellParts(cell: readonly Inline[]): Array<z.input<typeof ZCellPart>> {
  return cell.map((part) => {
    if (typeof part === 'string') return { text: part, bold: false, missing: null };
    if ('missing' in part) return { text: '', bold: false, missing: part.missing };
    if ('text' in part) return { text: part.text, bold: 'bold' in part && part.bold === true, missing: null };
    throw new Error('a record cell holds text, bold text or a blank');
  });
}

const ZControllerRecordFacts = ZRecordFacts.extend({
  /** The date of the record, written out. */
  updated: z.string(),
  /**
   * The situations with operations, each operation's entry the rows of `controllerRecordRows` (the
   * spreadsheet's), without those only saying "not applicable" and those printed once for all.
   */
  activities: z.array(
    z.object({
      id: z.string(),
      subject: z.string(),
      name: z.string(),
      operations: z.array(
        z.object({
          number: z.number(),
          name: z.string(),
          rows: z.array(z.object({ label: z.string(), cell: z.array(ZCellPart) })),
        }),
      ),
    }),
  ),
});

const controllerRecord = contentTemplate('REGISTRU_OPERATOR', {
  kind: 'record',
  schema: ZControllerRecordFacts,
  facts: (input) => {
    const { ctx, t } = input;
    const { columns, rows } = controllerRecordRows(ctx, t);
    const label = new Map(columns.map((c) => [c.key, c.label]));
    return {
      ...recordFacts(input, ctx.operations),
      updated: formatDate(ctx.now, t),
      activities: ctx.situations
        .filter((s) => s.operations.length > 0)
        .map((situation) => ({
          id: situation.id,
          subject: situation.dataSubjectLabel,
          name: situation.name,
          operations: rows
            .filter((row) => row.op.situationId === situation.id)
            .map((row) => ({
              number: row.number,
              name: row.op.name,
              rows: ENTRY_KEYS.filter((key) => !row.notApplicable.includes(key)).map((key) => ({
                label: label.get(key)!,
                cell: cellParts(row.cells[key]),
              })),
            })),
        })),
    };
  },
});

export const RECORD_TEMPLATES = {
  REGISTRU_OPERATOR: controllerRecord,
  REGISTRU_PERSOANA_IMPUTERNICITA: processorRecord,
} satisfies Record<RecordCode, DocumentTemplate>;
