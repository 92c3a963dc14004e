/**
 * Agreements between the company and others on personal data (catalogue group AGREEMENTS): the
 * processing agreement with each processor (Art. 28(3) GDPR, after the standard contractual clauses
 * of Commission Implementing Decision (EU) 2021/915, with Annexes I–IV), the agreement between
 * independent controllers sharing data, the joint controllers arrangement (Art. 26), the
 * international transfer annex (Chapter V, SCC 2021/914 modules, the transfer impact assessment of
 * Schrems II and EDPB Recommendations 01/2020) and the confidentiality addendum to the employment
 * contract (Labour Code art. 26, Arts. 29 and 32(4) GDPR).
 *
 * Every document is made from the company's data: its identification and legal representative, its
 * processors with their sub-processors and transfer mechanisms, its ticked security measures, and
 * its operations (recipients, data, data subjects, retention, countries). The other party of the
 * controller–controller and joint controllers agreements is not in the data model: its details are
 * fields to fill in by hand. The INT edition names EU law and "the supervisory authority", never
 * Romanian law or ANSPDCP.
 */
import {
  legalGroundEntry,
  pick,
  transferMechanismEntries,
  valueLists,
  type TDocumentCode,
} from '@conform/catalogues';
import type { ProcessorReadModel } from '@conform/companies-service/read';
import { z } from 'zod';
import {
  addressOf,
  companyExtras,
  contactChannel,
  countOf,
  countryPlace,
  representativeLine,
  unique,
  valueOr,
} from '../blocks.ts';
import { documentFacts, ZDocumentFacts } from '../content/facts.ts';
import { contentTemplate } from '../content/template.ts';
import type { DocumentContext, Language, OperationView, Place } from '../context.ts';
import type { Messages } from '../messages/ro.ts';
import type { DocumentTemplate, TemplateInput } from '../template.ts';
import {
  b,
  checkbox,
  facts,
  field,
  h,
  lead,
  missing,
  note,
  p,
  section,
  table,
  ul,
  type Block,
  type Inline,
  type Section,
} from '../tree.ts';

type AgreementCode = Extract<
  TDocumentCode,
  | 'CONTRACT_OPERATOR_PERSOANA_IMPUTERNICITA'
  | 'CONTRACT_OPERATOR_OPERATOR'
  | 'CONTRACT_OPERATORI_ASOCIATI'
  | 'ANEXA_TRANSFER_INTERNATIONAL'
  | 'ACT_ADITIONAL_CONFIDENTIALITATE'
>;

// ---- who the recipients of the company's operations are -------------------------------------------

/**
 * Recipient categories of the catalogue that act on the company's behalf (processors), each with
 * what a processor's service description says when it is that kind of provider (Romanian and
 * English): the processing agreement describes, for a processor, the operations whose recipients
 * are of its kind. Couriers, banks, payment processors, authorities and professionals bound by
 * secrecy are independent controllers (docs/facts/content-review.md C.12), never here.
 */
const PROCESSOR_CATEGORIES: Record<string, RegExp[]> = {
  accountant: [/contab|account|bookkeep/i],
  payrollProvider: [/salariz|payroll/i],
  itProvider: [
    /\bIT\b/,
    /găzduir|hosting|server|mentenanț|maintenance|suport tehnic|technical support|helpdesk/i,
  ],
  usCloudProvider: [/\bcloud\b|google workspace|microsoft 365|office 365|găzduire e-?mail|e-?mail hosting/i],
  emailMarketingPlatform: [/marketing|newsletter|mailchimp/i],
  smsProvider: [/\bSMS\b/i],
  analyticsProvider: [/analytics|analiz[aăe] (web|a traficului)|web analysis/i],
  videoConferencing: [/videoconferin|video-?conferenc|\bzoom\b|\bteams\b/i],
  elearningPlatform: [/e-?learning|cursuri online|online courses/i],
  ticketingPlatform: [/ticket|bilete|înscrieri|registrations?\b/i],
  crmProvider: [/\bCRM\b|gestiunea clienților|customer relationship/i],
  recruitmentPlatform: [/recrutare|recruitment|candida|applicant/i],
  securityCompany: [/pază|security guard|monitorizare video|video monitoring|CCTV/i],
};

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

/** The catalogue country or storage location id of a place an operation prints, or null. */
function placeId(ctx: DocumentContext, place: Place): string | null {
  for (const list of [valueLists.countries, valueLists.storageLocations]) {
    const entry = list.find((e) => pick(e.label, ctx.language, ctx.edition) === place.text);
    if (entry) return entry.id;
  }
  return null;
}

/** The recipient categories a processor's service description says it is. */
function categoriesOf(processor: ProcessorReadModel): string[] {
  return Object.entries(PROCESSOR_CATEGORIES)
    .filter(([, patterns]) => patterns.some((pattern) => pattern.test(processor.service)))
    .map(([id]) => id);
}

/**
 * The company's operations a processor takes part in: those whose recipients are of its kind (by
 * its service) or name it.
 */
function processorOperations(ctx: DocumentContext, processor: ProcessorReadModel): OperationView[] {
  const ids = recipientIds(ctx);
  const kinds = new Set(categoriesOf(processor));
  const name = processor.name.trim().toLowerCase();
  return ctx.operations.filter((op) =>
    op.recipients.some((recipient) => {
      const id = ids.get(recipient.toLowerCase());
      return (
        (id !== undefined && kinds.has(id)) || (name.length > 2 && recipient.toLowerCase().includes(name))
      );
    }),
  );
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

// ---- the facts every agreement's content states ------------------------------------------------

/** What every agreement states of the company as a party (content/_shared/dpa-company-facts). */
export const ZAgreementFacts = ZDocumentFacts.extend({
  /** Who signs for the company: the legal representative's name and role. */
  representative: z.string().nullable(),
  /** The DPO or contact person in one line (name, e-mail, phone), or null when no name is given. */
  contactLine: z.string().nullable(),
  /** The security measures the company ticked. */
  measures: z.array(z.string()),
});
export type TAgreementFacts = z.infer<typeof ZAgreementFacts>;

export function agreementFacts(input: Pick<TemplateInput, 'ctx' | 'meta'>): TAgreementFacts {
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

// ---- the parties -----------------------------------------------------------------------------------

interface PartyTexts {
  representedBy: string;
  representativeMissing: string;
  contact: (isDpo: boolean) => string;
  contactMissing: string;
  email: string;
  emailMissing: string;
  country: string;
  taxId: string;
  registration: string;
  name: string;
  address: string;
  nameAndRole: string;
  date: string;
  signature: string;
}

const PARTY: Record<Language, PartyTexts> = {
  ro: {
    representedBy: 'Reprezentată prin',
    representativeMissing: 'reprezentantul legal (numele și funcția)',
    contact: (isDpo) =>
      isDpo ? 'Responsabilul cu protecția datelor (DPO)' : 'Persoana de contact pentru protecția datelor',
    contactMissing: 'persoana de contact pentru protecția datelor',
    email: 'E-mail',
    emailMissing: 'adresa de e-mail',
    country: 'Țara',
    taxId: 'Cod de identificare fiscală',
    registration: 'Număr de înregistrare',
    name: 'Denumire',
    address: 'Sediul',
    nameAndRole: 'Numele și funcția',
    date: 'Data și locul',
    signature: 'Semnătura',
  },
  en: {
    representedBy: 'Represented by',
    representativeMissing: 'the legal representative (name and role)',
    contact: (isDpo) => (isDpo ? 'Data protection officer (DPO)' : 'Data protection contact person'),
    contactMissing: 'the data protection contact person',
    email: 'E-mail',
    emailMissing: 'the e-mail address',
    country: 'Country',
    taxId: 'Tax identification number',
    registration: 'Registration number',
    name: 'Name',
    address: 'Registered office',
    nameAndRole: 'Name and role',
    date: 'Date and place',
    signature: 'Signature',
  },
};

/** The company as a party: identification, who signs for it and, where asked, who handles data protection. */
function companyFacts(
  ctx: DocumentContext,
  t: Messages,
  withContact: boolean,
  extra: Array<[string, Inline | Inline[]]> = [],
  withEmail = true,
): Block {
  const { info } = ctx.company;
  const int = ctx.edition === 'INT';
  const m = t.controller;
  const c = PARTY[ctx.language];
  const dpr = ctx.company.dataProtectionResponsible;
  const fiscal = int ? m.fiscalCodeInt : m.fiscalCode;
  const registration = int ? m.registrationNumberInt : m.registrationNumber;
  const rows: Array<[string, Inline | Inline[]]> = [
    [m.name, valueOr(info.name, m.name.toLowerCase())],
    [fiscal, valueOr(info.fiscalCode, fiscal.toLowerCase())],
    [
      registration,
      valueOr(info.registrationNumber === '-' ? '' : info.registrationNumber, registration.toLowerCase()),
    ],
    [m.address, valueOr(addressOf(ctx), m.address.toLowerCase())],
    [c.representedBy, representativeLine(ctx, c.representativeMissing)],
    ...(withEmail ? [[c.email, valueOr(ctx.company.contactEmail, m.missingEmail)] as [string, Inline]] : []),
  ];
  if (withContact) {
    rows.push([
      c.contact(dpr?.isDpo === true),
      dpr?.name ? [[dpr.name, dpr.email, dpr.phone].filter(Boolean).join(', ')] : [missing(c.contactMissing)],
    ]);
  }
  return facts([...rows, ...extra]);
}

/** A processor as a party, from the workspace; what it has not given is a visible placeholder. */
function processorFacts(
  ctx: DocumentContext,
  processor: ProcessorReadModel,
  extra: Array<[string, Inline | Inline[]]> = [],
): Block {
  const c = PARTY[ctx.language];
  return facts([
    [c.name, processor.name],
    [c.taxId, valueOr(processor.fiscalCode, c.taxId.toLowerCase())],
    [c.registration, valueOr(processor.registrationNumber, c.registration.toLowerCase())],
    [c.address, valueOr(processor.address, c.address.toLowerCase())],
    [c.country, countryPlace(processor.country, ctx).text],
    [c.representedBy, valueOr(processor.representative, c.representativeMissing)],
    [c.email, valueOr(processor.contactEmail, c.emailMissing)],
    ...extra,
  ]);
}

/** The other party, not in the data model: fields to fill in by hand. */
function blankFacts(
  ctx: DocumentContext,
  withContact: boolean,
  extra: Array<[string, Inline | Inline[]]> = [],
): Block {
  const c = PARTY[ctx.language];
  const rows: Array<[string, Inline | Inline[]]> = [
    [c.name, field(c.name.toLowerCase())],
    [c.taxId, field(c.taxId.toLowerCase())],
    [c.registration, field(c.registration.toLowerCase())],
    [c.address, field(c.address.toLowerCase())],
    [c.representedBy, field(c.nameAndRole.toLowerCase())],
    [c.email, field(c.email.toLowerCase())],
  ];
  if (withContact) rows.push([c.contact(false), field(c.contact(false).toLowerCase())]);
  return facts([...rows, ...extra]);
}

/** Two signature blocks: the company's legal representative and the other party's. */
function signatures(ctx: DocumentContext, company: string, other: { title: string; who: Inline[] }): Block {
  const c = PARTY[ctx.language];
  return {
    kind: 'signatures',
    parties: [
      {
        title: company,
        lines: [
          { label: c.nameAndRole, value: representativeLine(ctx, c.representativeMissing) },
          { label: c.date },
          { label: c.signature },
        ],
      },
      {
        title: other.title,
        lines: [{ label: c.nameAndRole, value: other.who }, { label: c.date }, { label: c.signature }],
      },
    ],
  };
}

/** What the company's ticked security measures are, or a visible placeholder. */
function measuresBlock(ctx: DocumentContext, missingText: string): Block {
  const measures = companyExtras(ctx).securityMeasures;
  return measures.length > 0 ? ul(measures) : p(missing(missingText));
}

/** The Chapter V mechanism of a processor outside the EEA, in the document's language. */
function mechanismLabel(ctx: DocumentContext, mechanism: string | null): string | null {
  const entry = transferMechanismEntries.find((e) => e.id === mechanism);
  return entry ? pick(entry.label, ctx.language, ctx.edition) : null;
}

// ---- Chapter V words, shared by the processing agreement and the transfer annex ----------------------

type Module = 1 | 2 | 3 | 4;

interface TransferWords {
  /** The SCC 2021/914 modules. */
  module: Record<Module, string>;
  /** The mechanism a country's regime calls for when the recipient's own is not recorded. */
  regime: Record<'EEA' | 'ADEQUACY' | 'DPF' | 'SAFEGUARDS', string>;
  unknown: string;
}

const TRANSFER: Record<Language, TransferWords> = {
  ro: {
    module: {
      1: 'modulul 1 (de la operator la operator)',
      2: 'modulul 2 (de la operator la persoana împuternicită)',
      3: 'modulul 3 (de la persoana împuternicită la persoana împuternicită)',
      4: 'modulul 4 (de la persoana împuternicită la operator)',
    },
    regime: {
      EEA: 'nu este cazul (SEE)',
      ADEQUACY: 'decizie de adecvare a Comisiei Europene (art. 45 din GDPR)',
      DPF: 'certificarea destinatarului în cadrul EU-US Data Privacy Framework (Decizia (UE) 2023/1795); dacă nu este certificat, clauze contractuale standard (Decizia (UE) 2021/914)',
      SAFEGUARDS: 'clauze contractuale standard (Decizia (UE) 2021/914)',
    },
    unknown: 'mecanismul de transfer pentru această țară',
  },
  en: {
    module: {
      1: 'Module 1 (controller to controller)',
      2: 'Module 2 (controller to processor)',
      3: 'Module 3 (processor to processor)',
      4: 'Module 4 (processor to controller)',
    },
    regime: {
      EEA: 'not applicable (EEA)',
      ADEQUACY: 'European Commission adequacy decision (Art. 45 GDPR)',
      DPF: 'the recipient’s certification under the EU-US Data Privacy Framework (Decision (EU) 2023/1795); if it is not certified, standard contractual clauses (Decision (EU) 2021/914)',
      SAFEGUARDS: 'standard contractual clauses (Decision (EU) 2021/914)',
    },
    unknown: 'the transfer mechanism for this country',
  },
};

/** The mechanism for a place of a given regime, with the SCC module when clauses may be needed. */
function regimeInlines(ctx: DocumentContext, regime: Place['regime'], module: Module): Inline[] {
  const w = TRANSFER[ctx.language];
  if (regime === 'UNKNOWN') return [missing(w.unknown)];
  if (regime === 'DPF' || regime === 'SAFEGUARDS') return [`${w.regime[regime]}, ${w.module[module]}`];
  return [w.regime[regime]];
}

/** A processor's own mechanism (from the workspace), with module 2 for clauses. */
function processorMechanism(ctx: DocumentContext, processor: ProcessorReadModel): Inline[] {
  const w = TRANSFER[ctx.language];
  const place = countryPlace(processor.country, ctx);
  if (place.regime === 'EEA') return [w.regime.EEA];
  const label = mechanismLabel(ctx, processor.transferMechanism);
  if (!label) return [missing(w.unknown)];
  return processor.transferMechanism === 'SCC' ? [b(label), `, ${w.module[2]}`] : [b(label)];
}

// ---- the processing agreement (Art. 28, SCC 2021/915) ----------------------------------------------

interface DpaTexts {
  subtitle: (count: number) => string;
  partiesTitle: (processor: string | null) => string;
  partiesIntro: string;
  controllerHeading: string;
  processorHeading: string;
  partiesEnd: (service: Inline) => Inline[];
  noProcessors: string;
  serviceField: string;
  definitionsTitle: string;
  definitionsIntro: string;
  definitions: (int: boolean) => string[];
  subjectTitle: string;
  subject: (service: Inline) => Inline[];
  duration: string;
  natureTitle: string;
  nature: string;
  purposesIntro: string;
  purposesMissing: string;
  purposesNotLinked: string;
  purposesOnly: string;
  dataTitle: string;
  subjectsIntro: string;
  subjectsMissing: string;
  dataIntro: string;
  dataMissing: string;
  special: (items: string) => string;
  criminal: (items: string) => string;
  dataDetail: string;
  controllerTitle: string;
  controllerIntro: string;
  controller: (int: boolean) => string[];
  instructionsTitle: string;
  instructions: string[];
  confidentialityTitle: string;
  confidentiality: string[];
  securityTitle: string;
  security: string[];
  sensitive: string;
  subprocessorsTitle: string;
  subprocessorsChoose: string;
  specificOption: (days: Inline) => Inline[];
  generalOption: (days: Inline) => Inline[];
  days: string;
  subprocessors: string[];
  requestsTitle: string;
  requests: string[];
  assistanceTitle: string;
  assistanceIntro: string;
  assistance: (int: boolean) => string[];
  breachHeading: string;
  breach: (channel: Inline) => Inline[];
  breachContent: string[];
  breachAfter: string[];
  endTitle: string;
  end: string[];
  auditsTitle: string;
  audits: string[];
  transfersTitle: string;
  transfersGeneral: string;
  inEea: (country: string) => string;
  outside: (country: string) => string;
  mechanism: string;
  mechanismNotes: Partial<Record<'SCC' | 'DPF' | 'ADEQUACY' | 'BCR' | 'DEROGATION', string>>;
  derogationField: string;
  fallbackTransfer: string;
  onward: string;
  onwardList: string;
  annexRef: string;
  liabilityTitle: string;
  liability: string[];
  termTitle: string;
  term: string[];
  law: (int: boolean) => string;
  signaturesTitle: string;
  forController: (name: string) => string;
  forProcessor: (name: string | null) => string;
  annex1Title: string;
  role: string;
  roleController: string;
  roleProcessor: string;
  activities: string;
  annex2Title: string;
  annex2Subjects: string;
  annex2Data: string;
  annex2Sensitive: string;
  annex2SensitiveNone: string;
  annex2Nature: string;
  annex2Purposes: string;
  annex2PurposesTable: string;
  annex2Duration: string;
  annex2DurationText: string;
  annex2Sub: string;
  annex2Columns: string[];
  annex2Blank: string;
  annex2Categories: string;
  annex2CategoriesColumns: string[];
  annex3Title: string;
  annex3Intro: string;
  annex3Baseline: string[];
  annex3Company: string;
  annex3Missing: string;
  annex3Own: string;
  annex3OwnField: string;
  annex3Sub: string;
  annex4Title: string;
  annex4Intro: string;
  annex4Columns: string[];
  annex4None: string;
  annex4Changes: string;
}

/*
 * Deadlines the law leaves to the parties, set here as defaults the DOCX lets them change: the
 * processor's breach notice within 48 hours (so the controller can meet Art. 33's 72 hours; the
 * checklist suggests 24 or 48), deletion or return within 30 days of the end. The sub-processor
 * notice period stays a field to fill in, as in Clause 7.7 of SCC 2021/915.
 */
const DPA: Record<Language, DpaTexts> = {
  ro: {
    subtitle: (count) =>
      count > 1
        ? `Încheiat potrivit art. 28 alin. (3) din GDPR, după clauzele contractuale standard din Decizia de punere în aplicare (UE) 2021/915: câte un acord pentru fiecare dintre cele ${countOf(count, 'ro', 'persoană împuternicită', 'persoane împuternicite')}`
        : 'Încheiat potrivit art. 28 alin. (3) din GDPR, după clauzele contractuale standard din Decizia de punere în aplicare (UE) 2021/915',
    partiesTitle: (processor) => (processor ? `Acordul cu ${processor}: părțile` : 'Părțile'),
    partiesIntro: 'Prezentul acord de prelucrare a datelor („Acordul”) se încheie între:',
    controllerHeading: 'Operatorul',
    processorHeading: 'Persoana împuternicită de operator',
    partiesEnd: (service) => [
      'denumite împreună „părțile”. Acordul completează contractul dintre părți privind serviciul „',
      service,
      '” („Contractul principal”) și urmează clauzele contractuale standard adoptate prin Decizia de punere în aplicare (UE) 2021/915 a Comisiei, pentru respectarea art. 28 alin. (3) și (4) din Regulamentul (UE) 2016/679 (GDPR). În ceea ce privește protecția datelor, Acordul prevalează asupra oricăror prevederi contrare ale Contractului principal.',
    ],
    noProcessors:
      'Compania nu a adăugat încă persoane împuternicite în platformă: completați de mână datele furnizorului sau adăugați furnizorii pe pagina „Date de contact”, secțiunea „Persoane împuternicite”, și se va genera câte un acord pentru fiecare, cu datele lui.',
    serviceField: 'serviciul prestat de furnizor',
    definitionsTitle: 'Definiții',
    definitionsIntro: 'Termenii folosiți în Acord au înțelesul pe care li-l dă art. 4 din GDPR, în special:',
    definitions: (int) => [
      '„date cu caracter personal” – orice informații privind o persoană fizică identificată sau identificabilă („persoana vizată”);',
      '„prelucrare” – orice operațiune efectuată asupra datelor, cu sau fără mijloace automatizate, precum colectarea, înregistrarea, organizarea, stocarea, consultarea, utilizarea, divulgarea, ștergerea sau distrugerea;',
      '„operator” – persoana care, singură sau împreună cu altele, stabilește scopurile și mijloacele prelucrării;',
      '„persoană împuternicită de operator” – persoana care prelucrează date cu caracter personal în numele operatorului;',
      '„subîmputernicit” – o altă persoană împuternicită, recrutată de persoana împuternicită pentru a efectua activități specifice de prelucrare în numele operatorului (art. 28 alin. (4) din GDPR);',
      '„încălcarea securității datelor cu caracter personal” – o încălcare a securității care duce, în mod accidental sau ilegal, la distrugerea, pierderea, modificarea, divulgarea neautorizată sau accesul neautorizat la date;',
      int
        ? '„autoritatea de supraveghere” – autoritatea de supraveghere competentă pentru operator.'
        : '„autoritatea de supraveghere” – Autoritatea Națională de Supraveghere a Prelucrării Datelor cu Caracter Personal (ANSPDCP).',
    ],
    subjectTitle: 'Obiectul și durata prelucrării',
    subject: (service) => [
      'Obiectul Acordului este prelucrarea datelor cu caracter personal de către persoana împuternicită, în numele operatorului, pentru prestarea serviciului: ',
      service,
      '.',
    ],
    duration:
      'Prelucrarea durează cât timp persoana împuternicită prestează serviciul în temeiul Contractului principal. Obligațiile privind confidențialitatea, ștergerea sau returnarea datelor, informațiile și auditurile continuă după încetarea lui, până la îndeplinirea lor.',
    natureTitle: 'Natura și scopul prelucrării',
    nature:
      'Natura prelucrării: persoana împuternicită efectuează numai operațiunile pe care le cere prestarea serviciului (de exemplu colectarea, înregistrarea, stocarea, consultarea, utilizarea, transmiterea către operator, restricționarea, ștergerea sau distrugerea datelor), prin mijloace automatizate sau manuale.',
    purposesIntro:
      'Scopul prelucrării: serviciul contribuie la următoarele operațiuni ale operatorului, în scopurile arătate:',
    purposesMissing: 'operațiunile operatorului la care contribuie serviciul și scopurile lor',
    purposesNotLinked:
      'Nicio operațiune configurată a companiei nu a putut fi legată de serviciul acestui furnizor. Descrieți scopurile aici sau adăugați furnizorul printre destinatarii operațiunilor respective.',
    purposesOnly:
      'Persoana împuternicită nu prelucrează datele în niciun alt scop și, în special, nu în scopuri proprii.',
    dataTitle: 'Tipurile de date și categoriile de persoane vizate',
    subjectsIntro: 'Categoriile de persoane vizate:',
    subjectsMissing: 'categoriile de persoane vizate',
    dataIntro: 'Tipurile de date cu caracter personal:',
    dataMissing: 'tipurile de date cu caracter personal',
    special: (items) =>
      `Categorii speciale de date (art. 9 din GDPR): ${items}. Se aplică restricțiile și garanțiile suplimentare din anexa III.`,
    criminal: (items) =>
      `Date privind condamnările penale și infracțiunile (art. 10 din GDPR): ${items}. Se aplică restricțiile și garanțiile suplimentare din anexa III.`,
    dataDetail: 'Descrierea pe operațiuni, cu perioadele de stocare, este în anexa II.',
    controllerTitle: 'Drepturile și obligațiile operatorului',
    controllerIntro: 'Operatorul:',
    controller: (int) => [
      'stabilește scopurile și mijloacele prelucrării și răspunde de legalitatea ei, inclusiv de temeiul juridic (art. 6 și, după caz, art. 9 din GDPR) și de informarea persoanelor vizate (art. 13 și 14 din GDPR);',
      'dă persoanei împuternicite instrucțiuni documentate: Acordul și anexele lui sunt instrucțiunile inițiale; instrucțiunile ulterioare se dau în scris, inclusiv prin e-mail, pe toată durata prelucrării;',
      `răspunde cererilor persoanelor vizate și notifică ${int ? 'autorității de supraveghere' : 'ANSPDCP'} încălcările securității datelor, cu asistența persoanei împuternicite;`,
      'are dreptul să primească informațiile necesare pentru a verifica respectarea Acordului și să efectueze audituri, inclusiv inspecții;',
      'autorizează subîmputerniciții sau formulează obiecții față de ei, potrivit Acordului.',
    ],
    instructionsTitle: 'Instrucțiuni documentate, inclusiv privind transferurile',
    instructions: [
      'Persoana împuternicită prelucrează datele cu caracter personal numai pe baza instrucțiunilor documentate ale operatorului, inclusiv în ceea ce privește transferurile de date către o țară terță sau o organizație internațională, cu excepția cazului în care are această obligație în temeiul dreptului Uniunii sau al dreptului intern care i se aplică. În acest caz, informează operatorul despre cerința legală înainte de prelucrare, cu excepția cazului în care dreptul respectiv interzice informarea din motive importante de interes public (art. 28 alin. (3) lit. a) din GDPR).',
      'Persoana împuternicită informează imediat operatorul dacă, în opinia sa, o instrucțiune încalcă GDPR sau alte dispoziții de drept al Uniunii ori de drept intern privind protecția datelor (art. 28 alin. (3) ultimul paragraf din GDPR).',
      'Persoana împuternicită prelucrează datele numai în scopurile arătate în anexa II. Dacă stabilește ea însăși scopurile și mijloacele prelucrării, cu încălcarea Acordului, este considerată operator pentru prelucrarea respectivă (art. 28 alin. (10) din GDPR).',
    ],
    confidentialityTitle: 'Confidențialitatea personalului',
    confidentiality: [
      'Persoana împuternicită acordă acces la date numai membrilor personalului care au nevoie de ele pentru executarea, gestionarea și monitorizarea Contractului principal, în limita strict necesară.',
      'Se asigură că persoanele autorizate să prelucreze datele s-au angajat să respecte confidențialitatea sau au o obligație legală adecvată de confidențialitate, care continuă după încetarea raporturilor lor cu persoana împuternicită, și că prelucrează datele numai la instrucțiunile operatorului (art. 28 alin. (3) lit. b), art. 29 și art. 32 alin. (4) din GDPR).',
    ],
    securityTitle: 'Securitatea prelucrării',
    security: [
      'Persoana împuternicită aplică cel puțin măsurile tehnice și organizatorice din anexa III, pentru a asigura un nivel de securitate corespunzător riscului, inclusiv protecția împotriva unei încălcări a securității care duce, în mod accidental sau ilegal, la distrugerea, pierderea, modificarea, divulgarea neautorizată sau accesul neautorizat la date (art. 28 alin. (3) lit. c) și art. 32 din GDPR).',
      'La evaluarea nivelului de securitate, părțile țin seama de stadiul actual al dezvoltării, de costurile punerii în aplicare, de natura, domeniul de aplicare, contextul și scopurile prelucrării, precum și de riscurile pentru persoanele vizate. Persoana împuternicită poate actualiza măsurile odată cu progresul tehnic, fără a scădea nivelul de protecție, și informează operatorul despre modificările semnificative.',
    ],
    sensitive:
      'Pentru categoriile speciale de date și datele privind condamnările penale, persoana împuternicită aplică restricții specifice și garanții suplimentare: acces limitat la persoanele care au strictă nevoie de ele, jurnalizarea accesului și criptarea la stocare și la transmitere.',
    subprocessorsTitle: 'Recrutarea altor persoane împuternicite (subîmputerniciți)',
    subprocessorsChoose: 'Părțile aleg una dintre opțiunile de mai jos (se bifează una):',
    specificOption: (days) => [
      b('Autorizare specifică prealabilă. '),
      'Persoana împuternicită nu subcontractează nicio operațiune de prelucrare fără autorizarea specifică prealabilă, în scris, a operatorului. Cererea se transmite cu cel puțin ',
      days,
      ' zile înainte de recrutare, cu informațiile necesare pentru ca operatorul să decidă. Subîmputerniciții autorizați deja sunt cei din anexa IV.',
    ],
    generalOption: (days) => [
      b('Autorizare generală scrisă. '),
      'Operatorul autorizează subîmputerniciții din anexa IV. Persoana împuternicită informează în scris operatorul, cu cel puțin ',
      days,
      ' zile înainte, despre orice modificare preconizată a listei (adăugarea sau înlocuirea unui subîmputernicit), oferindu-i posibilitatea de a formula obiecții înainte de recrutare.',
    ],
    days: 'nr. de zile',
    subprocessors: [
      'Când recrutează un subîmputernicit, persoana împuternicită îi impune, printr-un contract, în esență aceleași obligații de protecție a datelor ca cele din Acord, în special garanții suficiente pentru aplicarea unor măsuri tehnice și organizatorice adecvate (art. 28 alin. (2) și (4) din GDPR). La cererea operatorului, îi furnizează o copie a contractului, din care poate elimina informațiile comerciale confidențiale.',
      'Persoana împuternicită rămâne pe deplin răspunzătoare față de operator pentru îndeplinirea obligațiilor subîmputernicitului și îl informează pe operator dacă acesta nu își îndeplinește obligațiile contractuale.',
      'Dacă persoana împuternicită dispare de facto, încetează să mai existe juridic sau devine insolvabilă, operatorul are dreptul să rezilieze contractul cu subîmputernicitul și să îi ceară ștergerea sau returnarea datelor.',
    ],
    requestsTitle: 'Asistență pentru cererile persoanelor vizate',
    requests: [
      'Persoana împuternicită transmite operatorului, fără întârziere, orice cerere primită de la o persoană vizată (de acces, rectificare, ștergere, restricționare, portabilitate sau opoziție, art. 15–22 din GDPR) și nu îi răspunde ea însăși decât dacă operatorul a autorizat-o în acest sens.',
      'Ținând seama de natura prelucrării, persoana împuternicită asistă operatorul prin măsuri tehnice și organizatorice adecvate, în măsura posibilului, pentru ca acesta să răspundă cererilor în termenul de o lună prevăzut de art. 12 alin. (3) din GDPR (art. 28 alin. (3) lit. e) din GDPR).',
    ],
    assistanceTitle: 'Asistență pentru art. 32–36 din GDPR și notificarea încălcărilor',
    assistanceIntro:
      'Ținând seama de natura prelucrării și de informațiile de care dispune, persoana împuternicită asistă operatorul în respectarea obligațiilor prevăzute la art. 32–36 din GDPR (art. 28 alin. (3) lit. f)):',
    assistance: (int) => [
      'asigurarea securității prelucrării (art. 32);',
      `notificarea încălcărilor securității datelor către ${int ? 'autoritatea de supraveghere' : 'ANSPDCP'} (art. 33) și informarea persoanelor vizate (art. 34);`,
      'evaluarea impactului asupra protecției datelor (art. 35) și consultarea prealabilă a autorității de supraveghere (art. 36);',
      'informarea promptă a operatorului dacă datele prelucrate sunt inexacte sau neactualizate.',
    ],
    breachHeading: 'Notificarea încălcărilor securității datelor',
    breach: (channel) => [
      'Persoana împuternicită notifică operatorul fără întârzieri nejustificate după ce ia cunoștință de o încălcare a securității datelor prelucrate în numele lui (art. 33 alin. (2) din GDPR) și, în orice caz, în cel mult 48 de ore, pentru ca operatorul să poată notifica autoritatea în termenul de 72 de ore. Notificarea se transmite la ',
      channel,
      ' și cuprinde cel puțin:',
    ],
    breachContent: [
      'natura încălcării, inclusiv, dacă este posibil, categoriile și numărul aproximativ al persoanelor vizate și al înregistrărilor de date în cauză;',
      'datele de contact ale unei persoane de la care se pot obține mai multe informații;',
      'consecințele probabile ale încălcării;',
      'măsurile luate sau propuse pentru remedierea încălcării și pentru atenuarea efectelor ei negative.',
    ],
    breachAfter: [
      'Informațiile care nu sunt disponibile de la început se furnizează treptat, fără întârzieri nejustificate (art. 33 alin. (4) din GDPR). Persoana împuternicită cooperează cu operatorul la investigarea și remedierea încălcării și, dacă este necesar, la informarea persoanelor vizate.',
    ],
    endTitle: 'Ștergerea sau returnarea datelor la încetare',
    end: [
      'La încetarea prestării serviciilor de prelucrare, persoana împuternicită, la alegerea operatorului, fie șterge toate datele cu caracter personal prelucrate în numele operatorului și certifică în scris că a făcut acest lucru, fie returnează operatorului toate datele, într-un format structurat, utilizat în mod curent, și șterge copiile existente, cu excepția cazului în care dreptul Uniunii sau dreptul intern impune stocarea lor (art. 28 alin. (3) lit. g) din GDPR).',
      'Ștergerea sau returnarea se face în cel mult 30 de zile de la încetare și privește și datele aflate la subîmputerniciți. Până atunci, persoana împuternicită continuă să respecte Acordul.',
    ],
    auditsTitle: 'Informații și audituri',
    audits: [
      'Persoana împuternicită pune la dispoziția operatorului toate informațiile necesare pentru a demonstra respectarea obligațiilor prevăzute la art. 28 din GDPR și în Acord și permite și contribuie la auditurile, inclusiv inspecțiile, efectuate de operator sau de un auditor mandatat de acesta (art. 28 alin. (3) lit. h) din GDPR).',
      'Operatorul poate ține seama de certificările relevante ale persoanei împuternicite (de exemplu ISO/IEC 27001) și de rapoartele de audit independente. Auditurile se anunță cu un preaviz rezonabil, cu excepția situațiilor urgente, se desfășoară în timpul programului de lucru și cu respectarea confidențialității. Părțile pun aceste informații la dispoziția autorității de supraveghere competente, la cerere.',
    ],
    transfersTitle: 'Transferuri internaționale',
    transfersGeneral:
      'Orice transfer de date către o țară din afara Spațiului Economic European (SEE) sau către o organizație internațională se face numai pe baza instrucțiunilor documentate ale operatorului și cu respectarea capitolului V din GDPR.',
    inEea: (country) =>
      `Persoana împuternicită este stabilită în ${country}, în SEE: serviciul nu presupune, prin el însuși, un transfer în afara SEE.`,
    outside: (country) =>
      `Persoana împuternicită este stabilită în ${country}, în afara SEE. Transferul se întemeiază pe:`,
    mechanism: 'Mecanismul de transfer',
    mechanismNotes: {
      SCC: 'Părțile încheie clauzele contractuale standard din Decizia de punere în aplicare (UE) 2021/914, modulul 2 (de la operator la persoana împuternicită), care se anexează. În caz de contradicție, clauzele standard prevalează.',
      DPF: 'Persoana împuternicită își menține certificarea activă în cadrul EU-US Data Privacy Framework și informează imediat operatorul dacă o pierde; în acest caz, părțile încheie clauzele contractuale standard din Decizia (UE) 2021/914, modulul 2, înainte de orice alt transfer.',
      ADEQUACY:
        'Persoana împuternicită informează operatorul dacă decizia de adecvare pentru țara sa este modificată, suspendată sau retrasă.',
      BCR: 'Persoana împuternicită transmite operatorului regulile corporatiste obligatorii aprobate și îl informează despre orice modificare a lor.',
      DEROGATION:
        'Derogările de la art. 49 din GDPR se aplică numai transferurilor ocazionale și se interpretează restrictiv; părțile indică derogarea invocată:',
    },
    derogationField: 'derogarea de la art. 49 alin. (1) invocată',
    fallbackTransfer:
      'țara în care persoana împuternicită prelucrează datele și, în afara SEE, mecanismul de transfer',
    onward:
      'Când persoana împuternicită recrutează un subîmputernicit pentru activități care implică un transfer în afara SEE, părțile pot asigura respectarea capitolului V prin clauzele contractuale standard din Decizia (UE) 2021/914, modulul 3 (de la persoana împuternicită la persoana împuternicită), dacă sunt îndeplinite condițiile de aplicare ale acestora.',
    onwardList: 'Subîmputerniciții din afara SEE:',
    annexRef:
      'Țara și mecanismul fiecărui transfer, precum și evaluarea impactului transferului, sunt descrise în anexa privind transferurile internaționale de date.',
    liabilityTitle: 'Răspundere',
    liability: [
      'Fiecare parte răspunde pentru prejudiciul cauzat prin încălcarea Acordului sau a GDPR, potrivit art. 82 din GDPR. Persoana împuternicită răspunde pentru prejudiciul cauzat de prelucrare numai dacă nu și-a respectat obligațiile care îi revin în mod specific potrivit GDPR sau a acționat în afara ori contrar instrucțiunilor legale ale operatorului.',
      'Partea care a plătit despăgubiri integrale pentru prejudiciul suferit de o persoană vizată are dreptul să recupereze de la cealaltă partea din despăgubire care corespunde răspunderii acesteia (art. 82 alin. (5) din GDPR).',
    ],
    termTitle: 'Durată, încetare, lege aplicabilă și litigii',
    term: [
      'Acordul intră în vigoare la data semnării de către ambele părți și se aplică pe durata Contractului principal și, după aceea, cât timp persoana împuternicită mai deține date ale operatorului.',
      'Dacă persoana împuternicită își încalcă obligațiile din Acord, operatorul îi poate cere să suspende prelucrarea până la remediere. Operatorul poate rezilia Contractul principal, în măsura în care privește prelucrarea datelor, dacă suspendarea durează mai mult de o lună, dacă persoana împuternicită încalcă în mod substanțial sau persistent Acordul ori nu respectă o decizie obligatorie a unei instanțe sau a autorității de supraveghere. Persoana împuternicită poate rezilia dacă operatorul insistă asupra unor instrucțiuni despre care a fost informat că încalcă legea.',
      'Modificările Acordului se fac prin act adițional semnat de ambele părți, cu excepția actualizării anexelor III și IV în condițiile Acordului.',
    ],
    law: (int) =>
      int
        ? 'Acordul este guvernat de legea statului membru în care este stabilit operatorul. Litigiile se soluționează pe cale amiabilă, iar în caz contrar de instanțele competente ale acelui stat.'
        : 'Acordul este guvernat de legea română. Litigiile se soluționează pe cale amiabilă, iar în caz contrar de instanțele competente de la sediul operatorului.',
    signaturesTitle: 'Semnături',
    forController: (name) => `Pentru operator: ${name}`,
    forProcessor: (name) =>
      name ? `Pentru persoana împuternicită: ${name}` : 'Pentru persoana împuternicită',
    annex1Title: 'Anexa I – Lista părților',
    role: 'Rolul',
    roleController: 'operator (exportator de date, în cazul unui transfer)',
    roleProcessor: 'persoană împuternicită de operator (importator de date, în cazul unui transfer)',
    activities: 'Activitățile legate de datele transferate',
    annex2Title: 'Anexa II – Descrierea prelucrării',
    annex2Subjects: 'Categoriile de persoane vizate',
    annex2Data: 'Categoriile de date cu caracter personal',
    annex2Sensitive: 'Date sensibile și garanțiile aplicate',
    annex2SensitiveNone: 'nu se prelucrează categorii speciale de date sau date privind condamnări penale',
    annex2Nature: 'Natura prelucrării',
    annex2Purposes: 'Scopurile prelucrării',
    annex2PurposesTable: 'cele ale operațiunilor operatorului din tabelul de mai jos, fiecare cu scopul ei',
    annex2Duration: 'Durata prelucrării',
    annex2DurationText:
      'pe durata Contractului principal; la încetare, datele se șterg sau se returnează potrivit Acordului; perioadele de stocare ale operatorului sunt cele din tabelul de mai jos',
    annex2Sub:
      'Prelucrarea de către subîmputerniciți are același obiect, natură și durată, pentru activitățile arătate în anexa IV.',
    annex2Columns: ['Operațiunea', 'Persoanele vizate', 'Datele prelucrate', 'Perioada de stocare'],
    annex2Blank: 'descrierea operațiunilor (persoanele vizate, datele, scopurile, perioada de stocare)',
    annex2Categories:
      'Ajutor pentru completare: operațiunile companiei în care datele ajung la furnizori care acționează, de regulă, ca persoane împuternicite. Păstrați rândurile care privesc furnizorul cu care încheiați acordul.',
    annex2CategoriesColumns: ['Furnizorul (categoria)', 'Operațiunile', 'Persoanele vizate'],
    annex3Title: 'Anexa III – Măsuri tehnice și organizatorice',
    annex3Intro:
      'Persoana împuternicită aplică măsuri care asigură un nivel de securitate corespunzător riscului (art. 32 alin. (1) din GDPR), cel puțin:',
    annex3Baseline: [
      'pseudonimizarea și criptarea datelor, acolo unde este cazul, în special la transmiterea prin rețele publice și pe dispozitivele portabile;',
      'capacitatea de a asigura confidențialitatea, integritatea, disponibilitatea și rezistența continue ale sistemelor și serviciilor de prelucrare;',
      'capacitatea de a restabili în timp util disponibilitatea datelor și accesul la ele în cazul unui incident fizic sau tehnic (copii de siguranță testate);',
      'un proces de testare, evaluare și apreciere periodică a eficacității măsurilor (art. 32 alin. (1) lit. d)).',
    ],
    annex3Company:
      'Măsurile pe care operatorul le aplică datelor sale și pe care persoana împuternicită le respectă cel puțin la un nivel echivalent, în ceea ce o privește:',
    annex3Missing:
      'măsurile de securitate ale companiei (pagina „Date de contact”, secțiunea „Măsuri de securitate”)',
    annex3Own:
      'Măsurile proprii ale persoanei împuternicite (descriere, certificări, de exemplu ISO/IEC 27001):',
    annex3OwnField: 'măsurile persoanei împuternicite',
    annex3Sub:
      'Persoana împuternicită impune subîmputerniciților măsuri cel puțin echivalente, potrivite activităților lor din anexa IV.',
    annex4Title: 'Anexa IV – Lista subîmputerniciților',
    annex4Intro: 'Operatorul a autorizat recrutarea următorilor subîmputerniciți:',
    annex4Columns: ['Subîmputernicitul', 'Țara', 'Activitatea de prelucrare', 'Transfer în afara SEE'],
    annex4None: 'La data semnării, persoana împuternicită nu folosește subîmputerniciți.',
    annex4Changes: 'Lista se actualizează potrivit opțiunii alese în secțiunea privind subîmputerniciții.',
  },
  en: {
    subtitle: (count) =>
      count > 1
        ? `Concluded under Article 28(3) GDPR, following the standard contractual clauses of Commission Implementing Decision (EU) 2021/915: one agreement with each of the ${countOf(count, 'en', 'processor', 'processors')}`
        : 'Concluded under Article 28(3) GDPR, following the standard contractual clauses of Commission Implementing Decision (EU) 2021/915',
    partiesTitle: (processor) => (processor ? `The agreement with ${processor}: the parties` : 'The parties'),
    partiesIntro: 'This data processing agreement (the "Agreement") is concluded between:',
    controllerHeading: 'The controller',
    processorHeading: 'The processor',
    partiesEnd: (service) => [
      'together the "parties". The Agreement supplements the contract between the parties for the service "',
      service,
      '" (the "Main Contract") and follows the standard contractual clauses adopted by Commission Implementing Decision (EU) 2021/915, to comply with Article 28(3) and (4) of Regulation (EU) 2016/679 (GDPR). As regards data protection, the Agreement prevails over any conflicting provision of the Main Contract.',
    ],
    noProcessors:
      'The company has not added any processors on the platform yet: fill in the provider’s details by hand, or add the providers on the "Contact details" page, "Processors" section, and one agreement will be generated for each, with its details.',
    serviceField: 'the service the provider performs',
    definitionsTitle: 'Definitions',
    definitionsIntro:
      'The terms used in the Agreement have the meaning given in Article 4 GDPR, in particular:',
    definitions: (int) => [
      '"personal data" – any information relating to an identified or identifiable natural person (the "data subject");',
      '"processing" – any operation performed on personal data, whether or not by automated means, such as collection, recording, organisation, storage, consultation, use, disclosure, erasure or destruction;',
      '"controller" – the person who, alone or jointly with others, determines the purposes and means of the processing;',
      '"processor" – the person who processes personal data on behalf of the controller;',
      '"sub-processor" – another processor engaged by the processor to carry out specific processing activities on behalf of the controller (Article 28(4) GDPR);',
      '"personal data breach" – a breach of security leading to the accidental or unlawful destruction, loss, alteration, unauthorised disclosure of, or access to, personal data;',
      int
        ? '"supervisory authority" – the supervisory authority competent for the controller.'
        : '"supervisory authority" – the Romanian National Supervisory Authority for Personal Data Processing (ANSPDCP).',
    ],
    subjectTitle: 'Subject matter and duration of the processing',
    subject: (service) => [
      'The subject matter of the Agreement is the processing of personal data by the processor, on behalf of the controller, to perform the service: ',
      service,
      '.',
    ],
    duration:
      'The processing lasts as long as the processor performs the service under the Main Contract. The obligations on confidentiality, deletion or return of the data, information and audits continue after it ends, until they are fulfilled.',
    natureTitle: 'Nature and purpose of the processing',
    nature:
      'Nature of the processing: the processor performs only the operations the service requires (for example collecting, recording, storing, consulting, using, transmitting to the controller, restricting, erasing or destroying data), by automated or manual means.',
    purposesIntro:
      'Purpose of the processing: the service contributes to the following operations of the controller, for the purposes shown:',
    purposesMissing: 'the controller’s operations the service contributes to, and their purposes',
    purposesNotLinked:
      'None of the company’s configured operations could be linked to this provider’s service. Describe the purposes here, or add the provider to the recipients of the operations concerned.',
    purposesOnly:
      'The processor processes the data for no other purpose and, in particular, not for its own purposes.',
    dataTitle: 'Types of personal data and categories of data subjects',
    subjectsIntro: 'Categories of data subjects:',
    subjectsMissing: 'the categories of data subjects',
    dataIntro: 'Types of personal data:',
    dataMissing: 'the types of personal data',
    special: (items) =>
      `Special categories of data (Article 9 GDPR): ${items}. The restrictions and additional safeguards of Annex III apply.`,
    criminal: (items) =>
      `Data relating to criminal convictions and offences (Article 10 GDPR): ${items}. The restrictions and additional safeguards of Annex III apply.`,
    dataDetail: 'The description by operation, with the storage periods, is in Annex II.',
    controllerTitle: 'Rights and obligations of the controller',
    controllerIntro: 'The controller:',
    controller: (int) => [
      'determines the purposes and means of the processing and is responsible for its lawfulness, including the legal basis (Article 6 and, where relevant, Article 9 GDPR) and informing the data subjects (Articles 13 and 14 GDPR);',
      'gives the processor documented instructions: the Agreement and its annexes are the initial instructions; further instructions are given in writing, including by e-mail, throughout the processing;',
      `answers the data subjects’ requests and notifies personal data breaches to ${int ? 'the supervisory authority' : 'ANSPDCP'}, with the processor’s assistance;`,
      'is entitled to receive the information needed to verify compliance with the Agreement and to carry out audits, including inspections;',
      'authorises sub-processors or objects to them, as the Agreement provides.',
    ],
    instructionsTitle: 'Documented instructions, including on transfers',
    instructions: [
      'The processor processes personal data only on documented instructions from the controller, including with regard to transfers of personal data to a third country or an international organisation, unless required to do so by Union or Member State law to which it is subject. In that case, it informs the controller of that legal requirement before processing, unless that law prohibits such information on important grounds of public interest (Article 28(3)(a) GDPR).',
      'The processor immediately informs the controller if, in its opinion, an instruction infringes the GDPR or other Union or Member State data protection provisions (Article 28(3), last subparagraph, GDPR).',
      'The processor processes the data only for the purposes set out in Annex II. If it determines the purposes and means of processing itself, in breach of the Agreement, it is considered a controller in respect of that processing (Article 28(10) GDPR).',
    ],
    confidentialityTitle: 'Confidentiality of personnel',
    confidentiality: [
      'The processor grants access to the data only to members of its personnel who need it to implement, manage and monitor the Main Contract, to the extent strictly necessary.',
      'It ensures that the persons authorised to process the data have committed themselves to confidentiality or are under an appropriate statutory obligation of confidentiality, which continues after their relationship with the processor ends, and that they process the data only on the controller’s instructions (Article 28(3)(b), Article 29 and Article 32(4) GDPR).',
    ],
    securityTitle: 'Security of processing',
    security: [
      'The processor implements at least the technical and organisational measures in Annex III to ensure a level of security appropriate to the risk, including protection against a breach of security leading to the accidental or unlawful destruction, loss, alteration, unauthorised disclosure of or access to the data (Article 28(3)(c) and Article 32 GDPR).',
      'In assessing the appropriate level of security, the parties take into account the state of the art, the costs of implementation, the nature, scope, context and purposes of processing and the risks for the data subjects. The processor may update the measures as technology progresses, without lowering the level of protection, and informs the controller of significant changes.',
    ],
    sensitive:
      'For special categories of data and data relating to criminal convictions, the processor applies specific restrictions and additional safeguards: access limited to the persons who strictly need it, access logging, and encryption at rest and in transit.',
    subprocessorsTitle: 'Use of sub-processors',
    subprocessorsChoose: 'The parties choose one of the options below (tick one):',
    specificOption: (days) => [
      b('Specific prior authorisation. '),
      'The processor does not subcontract any processing operation without the controller’s prior specific written authorisation. It submits the request at least ',
      days,
      ' days before engaging the sub-processor, with the information the controller needs to decide. The sub-processors already authorised are those in Annex IV.',
    ],
    generalOption: (days) => [
      b('General written authorisation. '),
      'The controller authorises the sub-processors in Annex IV. The processor informs the controller in writing, at least ',
      days,
      ' days in advance, of any intended change to that list (adding or replacing a sub-processor), giving the controller the opportunity to object before the engagement.',
    ],
    days: 'number of days',
    subprocessors: [
      'Where the processor engages a sub-processor, it imposes on it, by contract, in substance the same data protection obligations as those in the Agreement, in particular sufficient guarantees to implement appropriate technical and organisational measures (Article 28(2) and (4) GDPR). At the controller’s request, it provides a copy of that contract, from which it may remove commercially confidential information.',
      'The processor remains fully liable to the controller for the performance of the sub-processor’s obligations and notifies the controller of any failure by the sub-processor to fulfil its contractual obligations.',
      'Where the processor has factually disappeared, ceased to exist in law or become insolvent, the controller has the right to terminate the contract with the sub-processor and to instruct it to erase or return the data.',
    ],
    requestsTitle: 'Assistance with data subjects’ requests',
    requests: [
      'The processor forwards to the controller, without delay, any request received from a data subject (access, rectification, erasure, restriction, portability or objection, Articles 15–22 GDPR) and does not answer it itself unless the controller has authorised it to do so.',
      'Taking into account the nature of the processing, the processor assists the controller by appropriate technical and organisational measures, insofar as this is possible, so that it can answer requests within the one-month period of Article 12(3) GDPR (Article 28(3)(e) GDPR).',
    ],
    assistanceTitle: 'Assistance with Articles 32–36 GDPR and breach notification',
    assistanceIntro:
      'Taking into account the nature of processing and the information available to it, the processor assists the controller in ensuring compliance with the obligations of Articles 32–36 GDPR (Article 28(3)(f)):',
    assistance: (int) => [
      'ensuring the security of processing (Article 32);',
      `notifying personal data breaches to ${int ? 'the supervisory authority' : 'ANSPDCP'} (Article 33) and communicating them to the data subjects (Article 34);`,
      'data protection impact assessments (Article 35) and prior consultation of the supervisory authority (Article 36);',
      'informing the controller promptly if the personal data processed turn out to be inaccurate or outdated.',
    ],
    breachHeading: 'Notification of personal data breaches',
    breach: (channel) => [
      'The processor notifies the controller without undue delay after becoming aware of a breach of the data it processes on the controller’s behalf (Article 33(2) GDPR) and in any event within 48 hours, so that the controller can notify the authority within 72 hours. The notification is sent to ',
      channel,
      ' and contains at least:',
    ],
    breachContent: [
      'the nature of the breach, including, where possible, the categories and approximate number of data subjects and of personal data records concerned;',
      'the contact details of a person from whom more information can be obtained;',
      'the likely consequences of the breach;',
      'the measures taken or proposed to address the breach and to mitigate its possible adverse effects.',
    ],
    breachAfter: [
      'Information not available at first is provided in phases without undue further delay (Article 33(4) GDPR). The processor cooperates with the controller in investigating and remedying the breach and, where needed, in communicating it to the data subjects.',
    ],
    endTitle: 'Deletion or return of data at the end',
    end: [
      'At the end of the provision of the processing services, the processor, at the controller’s choice, either deletes all personal data processed on behalf of the controller and certifies in writing that it has done so, or returns all the data to the controller in a structured, commonly used format and deletes existing copies, unless Union or Member State law requires their storage (Article 28(3)(g) GDPR).',
      'Deletion or return takes place within 30 days of the end and also covers the data held by sub-processors. Until then, the processor continues to comply with the Agreement.',
    ],
    auditsTitle: 'Information and audits',
    audits: [
      'The processor makes available to the controller all information necessary to demonstrate compliance with the obligations of Article 28 GDPR and the Agreement, and allows for and contributes to audits, including inspections, conducted by the controller or another auditor mandated by the controller (Article 28(3)(h) GDPR).',
      'The controller may take into account relevant certifications held by the processor (for example ISO/IEC 27001) and independent audit reports. Audits are announced with reasonable notice, except in urgent cases, take place during business hours and respect confidentiality. The parties make this information available to the competent supervisory authority on request.',
    ],
    transfersTitle: 'International transfers',
    transfersGeneral:
      'Any transfer of data to a country outside the European Economic Area (EEA) or to an international organisation takes place only on the controller’s documented instructions and in compliance with Chapter V GDPR.',
    inEea: (country) =>
      `The processor’s country of establishment (${country}) is in the EEA: the service does not, by itself, involve a transfer outside the EEA.`,
    outside: (country) =>
      `The processor’s country of establishment (${country}) is outside the EEA. The transfer relies on:`,
    mechanism: 'Transfer mechanism',
    mechanismNotes: {
      SCC: 'The parties conclude the standard contractual clauses of Commission Implementing Decision (EU) 2021/914, Module 2 (controller to processor), which are annexed. In case of conflict, the standard clauses prevail.',
      DPF: 'The processor keeps its certification under the EU-US Data Privacy Framework active and informs the controller immediately if it loses it; the parties then conclude the standard contractual clauses of Decision (EU) 2021/914, Module 2, before any further transfer.',
      ADEQUACY:
        'The processor informs the controller if the adequacy decision for its country is amended, suspended or repealed.',
      BCR: 'The processor provides the controller with its approved binding corporate rules and informs it of any change to them.',
      DEROGATION:
        'The derogations of Article 49 GDPR apply only to occasional transfers and are interpreted restrictively; the parties state the derogation relied on:',
    },
    derogationField: 'the Article 49(1) derogation relied on',
    fallbackTransfer:
      'the country where the processor processes the data and, outside the EEA, the transfer mechanism',
    onward:
      'Where the processor engages a sub-processor for activities involving a transfer outside the EEA, the parties may ensure compliance with Chapter V by the standard contractual clauses of Decision (EU) 2021/914, Module 3 (processor to processor), provided the conditions for their use are met.',
    onwardList: 'Sub-processors outside the EEA:',
    annexRef:
      'The country and mechanism of each transfer, and the transfer impact assessment, are set out in the international data transfer annex.',
    liabilityTitle: 'Liability',
    liability: [
      'Each party is liable for the damage caused by its breach of the Agreement or the GDPR, under Article 82 GDPR. The processor is liable for the damage caused by processing only where it has not complied with the obligations of the GDPR specifically directed to processors or has acted outside or contrary to the controller’s lawful instructions.',
      'A party that has paid full compensation for the damage suffered by a data subject is entitled to claim back from the other party that part of the compensation corresponding to its part of responsibility (Article 82(5) GDPR).',
    ],
    termTitle: 'Term, termination, governing law and disputes',
    term: [
      'The Agreement enters into force when signed by both parties and applies for the duration of the Main Contract and, after that, for as long as the processor still holds data of the controller.',
      'If the processor breaches its obligations under the Agreement, the controller may instruct it to suspend the processing until it complies. The controller may terminate the Main Contract, insofar as it concerns the processing of data, if the suspension lasts more than one month, if the processor is in substantial or persistent breach of the Agreement, or if it fails to comply with a binding decision of a court or of the supervisory authority. The processor may terminate if the controller insists on instructions it has been told infringe the law.',
      'The Agreement is amended by an addendum signed by both parties, except for the updates of Annexes III and IV made as the Agreement provides.',
    ],
    law: (int) =>
      int
        ? 'The Agreement is governed by the law of the Member State in which the controller is established. Disputes are settled amicably or, failing that, by the competent courts of that State.'
        : 'The Agreement is governed by Romanian law. Disputes are settled amicably or, failing that, by the competent courts of the controller’s registered office.',
    signaturesTitle: 'Signatures',
    forController: (name) => `For the controller: ${name}`,
    forProcessor: (name) => (name ? `For the processor: ${name}` : 'For the processor'),
    annex1Title: 'Annex I – List of parties',
    role: 'Role',
    roleController: 'controller (data exporter, in the case of a transfer)',
    roleProcessor: 'processor (data importer, in the case of a transfer)',
    activities: 'Activities relevant to the data transferred',
    annex2Title: 'Annex II – Description of the processing',
    annex2Subjects: 'Categories of data subjects',
    annex2Data: 'Categories of personal data',
    annex2Sensitive: 'Sensitive data and the safeguards applied',
    annex2SensitiveNone:
      'no special categories of data or data relating to criminal convictions are processed',
    annex2Nature: 'Nature of the processing',
    annex2Purposes: 'Purposes of the processing',
    annex2PurposesTable: 'those of the controller’s operations in the table below, each with its purpose',
    annex2Duration: 'Duration of the processing',
    annex2DurationText:
      'for the duration of the Main Contract; at its end the data are deleted or returned as the Agreement provides; the controller’s storage periods are those in the table below',
    annex2Sub:
      'Processing by sub-processors has the same subject matter, nature and duration, for the activities shown in Annex IV.',
    annex2Columns: ['Operation', 'Data subjects', 'Data processed', 'Storage period'],
    annex2Blank: 'the description of the operations (data subjects, data, purposes, storage period)',
    annex2Categories:
      'Help for completing it: the company’s operations in which data reach providers that usually act as processors. Keep the rows that concern the provider you conclude the agreement with.',
    annex2CategoriesColumns: ['Provider (category)', 'Operations', 'Data subjects'],
    annex3Title: 'Annex III – Technical and organisational measures',
    annex3Intro:
      'The processor implements measures ensuring a level of security appropriate to the risk (Article 32(1) GDPR), at least:',
    annex3Baseline: [
      'pseudonymisation and encryption of data where appropriate, in particular for transmission over public networks and on portable devices;',
      'the ability to ensure the ongoing confidentiality, integrity, availability and resilience of processing systems and services;',
      'the ability to restore the availability of and access to data in a timely manner in the event of a physical or technical incident (tested backups);',
      'a process for regularly testing, assessing and evaluating the effectiveness of the measures (Article 32(1)(d)).',
    ],
    annex3Company:
      'The measures the controller applies to its data, which the processor meets at least at an equivalent level as far as it is concerned:',
    annex3Missing: 'the company’s security measures ("Contact details" page, "Security measures" section)',
    annex3Own: 'The processor’s own measures (description, certifications, for example ISO/IEC 27001):',
    annex3OwnField: 'the processor’s measures',
    annex3Sub:
      'The processor imposes at least equivalent measures on its sub-processors, suited to their activities in Annex IV.',
    annex4Title: 'Annex IV – List of sub-processors',
    annex4Intro: 'The controller has authorised the engagement of the following sub-processors:',
    annex4Columns: ['Sub-processor', 'Country', 'Processing activity', 'Transfer outside the EEA'],
    annex4None: 'At the date of signature, the processor uses no sub-processors.',
    annex4Changes: 'The list is updated according to the option chosen in the section on sub-processors.',
  },
};

/**
 * One agreement with one processor (or, with none recorded, with a party to fill in by hand): the
 * clauses of Art. 28(3) after SCC 2021/915, then Annexes I–IV made from the company's data. Section
 * ids carry the processor's id so that each agreement keeps its own history.
 */
function processingAgreement(
  ctx: DocumentContext,
  t: Messages,
  processor: ProcessorReadModel | null,
): Section[] {
  const m = DPA[ctx.language];
  const c = PARTY[ctx.language];
  const int = ctx.edition === 'INT';
  const id = (name: string) => (processor ? `${processor.id}-${name}` : name);
  const suffix = processor ? ` (${processor.name})` : '';
  const company = ctx.company.info.name || '—';
  // Without a processor the other party is to be filled in; with one, what is missing is company data.
  const gap = (what: string): Inline => (processor ? missing(what) : field(what));
  const service: Inline = processor ? processor.service : field(m.serviceField);
  const ops = processor ? processorOperations(ctx, processor) : [];
  const rows = mergedByName(ctx, ops);
  const subjects = subjectsOf(ctx, ops);
  const data = unique(ops.flatMap((op) => op.data.map((d) => d.text)));
  const special = unique(ops.flatMap((op) => op.data.filter((d) => d.special).map((d) => d.text)));
  const criminal = unique(ops.flatMap((op) => op.data.filter((d) => d.criminal).map((d) => d.text)));
  const sensitive = special.length > 0 || criminal.length > 0;
  const channel = contactChannel(ctx);
  const place = processor ? countryPlace(processor.country, ctx) : null;
  const subs = (processor?.subProcessors ?? []).map((sub) => ({
    ...sub,
    place: countryPlace(sub.country, ctx),
  }));
  const subsOutside = subs.filter((sub) => sub.place.regime !== 'EEA');

  const transferBlocks = (): Block[] => {
    if (!processor || !place) return [p(field(m.fallbackTransfer))];
    if (place.regime === 'EEA') return [p(m.inEea(place.text))];
    const mechanism = processor.transferMechanism as keyof DpaTexts['mechanismNotes'] | null;
    const notes = mechanism ? m.mechanismNotes[mechanism] : undefined;
    return [
      p(m.outside(place.text)),
      facts([[m.mechanism, processorMechanism(ctx, processor)]]),
      ...(notes ? [p(notes, ...(mechanism === 'DEROGATION' ? [' ', field(m.derogationField)] : []))] : []),
    ];
  };

  return [
    section(id('parties'), m.partiesTitle(processor?.name ?? null), [
      lead(m.partiesIntro),
      h(m.controllerHeading),
      companyFacts(ctx, t, true),
      h(m.processorHeading),
      processor ? processorFacts(ctx, processor) : blankFacts(ctx, false),
      p(...m.partiesEnd(service)),
      ...(processor ? [] : [note(m.noProcessors)]),
    ]),
    section(id('definitions'), m.definitionsTitle, [p(m.definitionsIntro), ul(m.definitions(int))]),
    section(id('subject'), m.subjectTitle, [p(...m.subject(service)), p(m.duration)]),
    section(id('nature'), m.natureTitle, [
      p(m.nature),
      p(m.purposesIntro),
      ...(rows.length > 0
        ? [ul(rows.map((row) => [b(row.name), ` – ${row.purpose}`]))]
        : [p(gap(m.purposesMissing)), ...(processor ? [note(m.purposesNotLinked)] : [])]),
      p(m.purposesOnly),
    ]),
    section(id('data'), m.dataTitle, [
      p(b(m.subjectsIntro), ' ', subjects.length > 0 ? `${t.list(subjects)}.` : gap(m.subjectsMissing)),
      p(b(m.dataIntro), ' ', data.length > 0 ? `${t.list(data)}.` : gap(m.dataMissing)),
      ...(special.length > 0 ? [p(m.special(t.list(special)))] : []),
      ...(criminal.length > 0 ? [p(m.criminal(t.list(criminal)))] : []),
      p(m.dataDetail),
    ]),
    section(id('controller'), m.controllerTitle, [p(m.controllerIntro), ul(m.controller(int))]),
    section(
      id('instructions'),
      m.instructionsTitle,
      m.instructions.map((text) => p(text)),
    ),
    section(
      id('confidentiality'),
      m.confidentialityTitle,
      m.confidentiality.map((text) => p(text)),
    ),
    section(id('security'), m.securityTitle, [
      ...m.security.map((text) => p(text)),
      ...(sensitive ? [p(m.sensitive)] : []),
    ]),
    section(id('subprocessors'), m.subprocessorsTitle, [
      p(m.subprocessorsChoose),
      checkbox(...m.specificOption(field(m.days))),
      checkbox(...m.generalOption(field(m.days))),
      ...m.subprocessors.map((text) => p(text)),
    ]),
    section(
      id('requests'),
      m.requestsTitle,
      m.requests.map((text) => p(text)),
    ),
    section(id('assistance'), m.assistanceTitle, [
      p(m.assistanceIntro),
      ul(m.assistance(int)),
      h(m.breachHeading),
      p(...m.breach(channel ?? missing(t.controller.missingEmail))),
      ul(m.breachContent),
      ...m.breachAfter.map((text) => p(text)),
    ]),
    section(
      id('end'),
      m.endTitle,
      m.end.map((text) => p(text)),
    ),
    section(
      id('audits'),
      m.auditsTitle,
      m.audits.map((text) => p(text)),
    ),
    section(id('transfers'), m.transfersTitle, [
      p(m.transfersGeneral),
      ...transferBlocks(),
      p(m.onward),
      ...(subsOutside.length > 0
        ? [
            p(m.onwardList),
            ul(
              subsOutside.map((sub) => [
                b(sub.name),
                ` (${sub.place.text}): `,
                ...regimeInlines(ctx, sub.place.regime, 3),
              ]),
            ),
          ]
        : []),
      p(m.annexRef),
    ]),
    section(
      id('liability'),
      m.liabilityTitle,
      m.liability.map((text) => p(text)),
    ),
    section(id('term'), m.termTitle, [...m.term.map((text) => p(text)), p(m.law(int))]),
    section(id('signatures'), m.signaturesTitle, [
      signatures(ctx, m.forController(company), {
        title: m.forProcessor(processor?.name ?? null),
        who: processor
          ? [valueOr(processor.representative, c.representativeMissing)]
          : [field(c.nameAndRole.toLowerCase())],
      }),
    ]),
    section(id('annex-1'), `${m.annex1Title}${suffix}`, [
      h(m.controllerHeading),
      companyFacts(ctx, t, true, [[m.role, m.roleController]]),
      h(m.processorHeading),
      processor
        ? processorFacts(ctx, processor, [
            [m.role, m.roleProcessor],
            [m.activities, processor.service],
          ])
        : blankFacts(ctx, false, [
            [m.role, m.roleProcessor],
            [m.activities, field(m.serviceField)],
          ]),
    ]),
    section(id('annex-2'), `${m.annex2Title}${suffix}`, [
      facts([
        [m.annex2Subjects, subjects.length > 0 ? t.list(subjects) : gap(m.subjectsMissing)],
        [m.annex2Data, data.length > 0 ? t.list(data) : gap(m.dataMissing)],
        [
          m.annex2Sensitive,
          sensitive
            ? `${t.list([...special, ...criminal])}. ${m.sensitive}`
            : processor
              ? m.annex2SensitiveNone
              : field(m.annex2Sensitive.toLowerCase()),
        ],
        [m.annex2Nature, service],
        [m.annex2Purposes, rows.length > 0 ? m.annex2PurposesTable : gap(m.purposesMissing)],
        [m.annex2Duration, m.annex2DurationText],
      ]),
      ...(rows.length > 0
        ? [
            table(
              m.annex2Columns,
              rows.map((row) => [
                [b(row.name), ` – ${row.purpose}`],
                t.list(row.subjects),
                t.list(row.data),
                row.periods.length > 0 ? row.periods.join('; ') : missing(m.annex2Columns[3]!.toLowerCase()),
              ]),
              [28, 22, 32, 18],
            ),
          ]
        : processor
          ? [p(missing(m.annex2Blank))]
          : fallbackCategories(ctx, t, m)),
      p(m.annex2Sub),
    ]),
    section(id('annex-3'), `${m.annex3Title}${suffix}`, [
      p(m.annex3Intro),
      ul(m.annex3Baseline),
      p(m.annex3Company),
      measuresBlock(ctx, m.annex3Missing),
      p(m.annex3Own),
      p(field(m.annex3OwnField)),
      ...(sensitive ? [p(m.sensitive)] : []),
      p(m.annex3Sub),
    ]),
    section(id('annex-4'), `${m.annex4Title}${suffix}`, [
      ...(processor && subs.length === 0
        ? [p(m.annex4None)]
        : [
            p(m.annex4Intro),
            table(
              m.annex4Columns,
              processor
                ? subs.map((sub) => [
                    b(sub.name),
                    sub.place.text,
                    valueOr(sub.service, m.annex4Columns[2]!.toLowerCase()),
                    regimeInlines(ctx, sub.place.regime, 3),
                  ])
                : [
                    ['', '', '', ''],
                    ['', '', '', ''],
                    ['', '', '', ''],
                  ],
              [24, 16, 30, 30],
            ),
          ]),
      p(m.annex4Changes),
    ]),
  ];
}

/** Without a processor: the company's operations by processor category, to pick the rows that apply. */
function fallbackCategories(ctx: DocumentContext, t: Messages, m: DpaTexts): Block[] {
  const groups = operationsByCategory(ctx, (id) => id in PROCESSOR_CATEGORIES);
  if (groups.length === 0) return [p(field(m.annex2Blank))];
  return [
    p(field(m.annex2Blank)),
    note(m.annex2Categories),
    table(
      m.annex2CategoriesColumns,
      groups.map((group) => [
        b(group.label),
        unique(group.ops.map((op) => op.name)).join('; '),
        t.list(subjectsOf(ctx, group.ops)),
      ]),
      [26, 50, 24],
    ),
  ];
}

const processorAgreementTemplate: DocumentTemplate = {
  kind: 'agreement',
  build({ ctx, t }) {
    const m = DPA[ctx.language];
    const processors = companyExtras(ctx).processors;
    if (processors.length === 0)
      return { subtitle: m.subtitle(1), sections: processingAgreement(ctx, t, null) };
    return {
      subtitle: m.subtitle(processors.length),
      sections: processors.flatMap((processor) => processingAgreement(ctx, t, processor)),
    };
  },
};

// ---- the agreement between independent controllers ---------------------------------------------------

const ZControllersFacts = ZAgreementFacts.extend({
  /** What the company shares with recipients that use the data for their own purposes, by category. */
  shared: z.array(
    z.object({
      recipient: z.string(),
      /** The operations (one row per name), each with the letters of its Art. 6(1) grounds. */
      operations: z.array(z.object({ name: z.string(), grounds: z.array(z.string()) })),
      subjects: z.array(z.string()),
      data: z.array(z.string()),
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
}

/**
 * Transfers in the operations: each non-EEA country an operation sends data to, with the recipients
 * the catalogue places there (else all the operation's recipients), and each non-EEA storage place.
 */
function operationTransfers(ctx: DocumentContext, storageLabel: string): OperationTransfer[] {
  const ids = recipientIds(ctx);
  const byKey = new Map<string, OperationTransfer>();
  const add = (recipient: string, place: Place, op: OperationView, module: 1 | 2 | null) => {
    const key = `${recipient}|${place.text}`;
    const row = byKey.get(key) ?? { recipient, place, operations: [], module };
    if (!row.operations.includes(op.name)) row.operations.push(op.name);
    byKey.set(key, row);
  };
  for (const op of ctx.operations) {
    for (const place of op.recipientsLocations) {
      if (place.regime === 'EEA') continue;
      const country = placeId(ctx, place);
      const there = op.recipients.filter((r) => {
        const entry = valueLists.recipients.find((e) => e.id === ids.get(r.toLowerCase()));
        return entry !== undefined && 'country' in entry && entry.country === country;
      });
      for (const recipient of there.length > 0 ? there : op.recipients) {
        const id = ids.get(recipient.toLowerCase());
        add(recipient, place, op, id === undefined ? null : id in PROCESSOR_CATEGORIES ? 2 : 1);
      }
    }
    for (const place of op.storageLocations) {
      if (place.regime !== 'EEA') add(storageLabel, place, op, 2);
    }
  }
  return [...byKey.values()];
}

const ZRegime = z.enum(['EEA', 'ADEQUACY', 'DPF', 'SAFEGUARDS', 'UNKNOWN']);

/** A processor's own Chapter V mechanism (content/_shared/dpa-processor-mechanism). */
const processorMechanismFacts = (ctx: DocumentContext, processor: ProcessorReadModel) => ({
  eea: countryPlace(processor.country, ctx).regime === 'EEA',
  mechanism: mechanismLabel(ctx, processor.transferMechanism),
  scc: processor.transferMechanism === 'SCC',
});

const ZTransferAnnexFacts = ZAgreementFacts.extend({
  annex: z.object({
    /** No processor, sub-processor, recipient or storage place outside the EEA. */
    none: z.boolean(),
    hasProcessors: z.boolean(),
    /** The processors outside the EEA, each with its own mechanism. */
    processors: z.array(
      z.object({
        name: z.string(),
        country: z.string(),
        service: z.string(),
        eea: z.boolean(),
        mechanism: z.string().nullable(),
        scc: z.boolean(),
      }),
    ),
    /** The sub-processors outside the EEA, with their processor and their country's regime. */
    onward: z.array(
      z.object({ name: z.string(), processor: z.string(), country: z.string(), regime: ZRegime }),
    ),
    /** Each recipient (or the storage provider) in each country outside the EEA, with its operations. */
    operations: z.array(
      z.object({
        storage: z.boolean(),
        recipient: z.string(),
        country: z.string(),
        regime: ZRegime,
        operations: z.array(z.string()),
        /** The SCC module: 2 for a processor, 1 for a controller, null when not known. */
        module: z.number().nullable(),
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
        subjects: z.array(z.string()),
        operations: z.array(z.string()),
        eea: z.boolean(),
        mechanism: z.string().nullable(),
        scc: z.boolean(),
        regime: ZRegime,
        module: z.number().nullable(),
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
      place: countryPlace(processor.country, ctx),
    }));
    const outside = processors.filter((x) => x.place.regime !== 'EEA');
    const onward = processors.flatMap(({ processor }) =>
      processor.subProcessors
        .map((sub) => ({ sub, processor, place: countryPlace(sub.country, ctx) }))
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
            us: processor.country === 'US',
          };
        }),
      ...ops
        .filter((row) => row.place.regime === 'SAFEGUARDS' || row.place.regime === 'UNKNOWN')
        .map((row) => ({
          kind: 'operation' as const,
          storage: row.recipient === STORAGE,
          name: row.recipient === STORAGE ? '' : row.recipient,
          country: row.place.text,
          processor: row.module === 2,
          subjects: [],
          operations: row.operations,
          eea: false,
          mechanism: null,
          scc: false,
          regime: row.place.regime,
          module: row.module,
          us: false,
        })),
    ];
    const dpf = ops.some((row) => row.place.regime === 'DPF');
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
        })),
        operations: ops.map((row) => ({
          storage: row.recipient === STORAGE,
          recipient: row.recipient === STORAGE ? '' : row.recipient,
          country: row.place.text,
          regime: row.place.regime,
          operations: row.operations,
          module: row.module,
        })),
        assessed: assessed.map(({ us: _us, ...item }) => item),
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

export const AGREEMENT_TEMPLATES: Record<AgreementCode, DocumentTemplate> = {
  CONTRACT_OPERATOR_PERSOANA_IMPUTERNICITA: processorAgreementTemplate,
  CONTRACT_OPERATOR_OPERATOR: controllersAgreement,
  CONTRACT_OPERATORI_ASOCIATI: jointControllers,
  ANEXA_TRANSFER_INTERNATIONAL: transferAnnex,
  ACT_ADITIONAL_CONFIDENTIALITATE: confidentialityAddendum,
};
