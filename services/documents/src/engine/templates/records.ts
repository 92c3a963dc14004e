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
 */
import {
  countries,
  legalGroundEntry,
  pick,
  specialDataGroundOption,
  transferMechanismEntries,
  type TDocumentCode,
} from '@conform/catalogues';
import { addressOf, companyExtras, contactChannel, countOf, formatDate, unique, valueOr } from '../blocks.ts';
import type { DocumentContext, Language, OperationView } from '../context.ts';
import type { Messages } from '../messages/ro.ts';
import { z } from 'zod';
import { documentFacts, ZDocumentFacts } from '../content/facts.ts';
import { contentTemplate } from '../content/template.ts';
import { MESSAGES, type DocumentTemplate, type TemplateInput } from '../template.ts';
import {
  b,
  facts,
  field,
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
  security: 50,
};

interface IdentityLabels {
  fiscalCode: string;
  fiscalCodeInt: string;
  registrationNumber: string;
  registrationNumberInt: string;
  address: string;
  phone: string;
  email: string;
  representative: string;
  representativeMissing: string;
  contact: (isDpo: boolean) => string;
  contactMissing: string;
  euRepresentative: string;
  euRepresentativeNone: string;
  euRepresentativeField: string;
}

interface RecordTexts {
  identity: IdentityLabels;
  employees: (n: number) => string;
  /** Art. 30(5): the employee threshold and why the exemption does not apply. */
  exemption: {
    unknown: string;
    below: (employees: string) => string;
    above: (employees: string) => string;
    conditions: string;
    notOccasional: string;
    special: string;
    count: string;
  };
  securityMissing: string;
  signer: (isDpo: boolean) => string;
  approver: string;
  name: string;
  date: string;
  signature: string;
  controller: {
    subtitle: string;
    sheet: string;
    controllerSheet: string;
    columns: Record<RecordKey, string>;
    aboutTitle: string;
    about: (company: string, int: boolean) => string[];
    legend: string;
    controllerTitle: string;
    controllerName: string;
    jointControllers: string;
    jointControllersField: string;
    updated: string;
    securityTitle: string;
    securityIntro: string;
    none: string;
    notApplicable: string;
    noRecipients: string;
    recipientCountries: string;
    noTransfers: string;
    copy: (channel: string | null) => string;
    marks: { special: string; criminal: string; nationalId: (int: boolean) => string };
    reason: string;
    reviewTitle: string;
    review: string;
  };
}

const TEXTS: Record<Language, RecordTexts> = {
  ro: {
    identity: {
      fiscalCode: 'Cod unic de înregistrare (CUI)',
      fiscalCodeInt: 'Cod de identificare fiscală',
      registrationNumber: 'Nr. de ordine în Registrul Comerțului',
      registrationNumberInt: 'Număr de înregistrare',
      address: 'Sediul social',
      phone: 'Telefon',
      email: 'E-mail pentru protecția datelor',
      representative: 'Reprezentantul legal',
      representativeMissing: 'reprezentantul legal',
      contact: (isDpo) =>
        isDpo ? 'Responsabilul cu protecția datelor (DPO)' : 'Persoana de contact pentru protecția datelor',
      contactMissing: 'persoana care se ocupă de protecția datelor',
      euRepresentative: 'Reprezentantul în Uniune (art. 27 din GDPR)',
      euRepresentativeNone: 'Nu este cazul: compania este stabilită în Uniunea Europeană.',
      euRepresentativeField: 'numele și datele de contact ale reprezentantului în Uniune',
    },
    employees: (n) =>
      n === 1 ? 'un angajat' : n === 0 ? 'niciun angajat' : countOf(n, 'ro', '', 'angajați'),
    exemption: {
      unknown:
        'Numărul de angajați nu a fost indicat în platformă. Indiferent de acesta, evidența este obligatorie pentru prelucrările descrise, din motivele de mai jos:',
      below: (employees) =>
        `Compania are ${employees}, deci sub pragul de 250 de la art. 30 alin. (5) din GDPR. Scutirea nu se aplică însă, deoarece:`,
      above: (employees) =>
        `Compania are ${employees}: scutirea de la art. 30 alin. (5) din GDPR, pentru întreprinderile cu mai puțin de 250 de angajați, nu i se aplică, iar evidența este obligatorie pentru toate prelucrările.`,
      conditions:
        'Scutirea de la art. 30 alin. (5) din GDPR pentru întreprinderile cu mai puțin de 250 de angajați nu se aplică dacă prelucrarea poate genera un risc pentru drepturile și libertățile persoanelor vizate, nu este ocazională sau include categorii speciale de date ori date privind condamnări penale și infracțiuni.',
      notOccasional:
        'prelucrările descrise nu sunt ocazionale: se desfășoară permanent, ca parte a activității obișnuite a companiei (de exemplu gestionarea personalului, facturarea sau relația cu clienții);',
      special: 'unele prelucrări includ categorii speciale de date sau date privind condamnări penale.',
      count: 'Numărul de angajați',
    },
    securityMissing: 'măsurile de securitate aplicate de companie',
    signer: (isDpo) =>
      isDpo ? 'Responsabilul cu protecția datelor (DPO)' : 'Persoana de contact pentru protecția datelor',
    approver: 'Reprezentantul legal',
    name: 'Numele',
    date: 'Data',
    signature: 'Semnătura',
    controller: {
      subtitle: 'activitățile de prelucrare efectuate în calitate de operator (art. 30 alin. (1) din GDPR)',
      sheet: 'Registru',
      controllerSheet: 'Operator',
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
        security: 'Măsurile tehnice și organizatorice de securitate (descriere generală)',
      },
      aboutTitle: 'Despre această evidență',
      about: (company, int) => [
        `Această evidență descrie activitățile de prelucrare a datelor cu caracter personal pe care ${company} le efectuează în calitate de operator, așa cum cere art. 30 alin. (1) din GDPR. Fiecare operațiune descrisă în platformă are în evidență o fișă proprie, grupată după categoria de persoane vizate și activitatea din care face parte.`,
        `Evidența se ține în scris, inclusiv în format electronic (art. 30 alin. (3)), și se pune la dispoziția ${int ? 'autorității de supraveghere competente' : 'Autorității Naționale de Supraveghere a Prelucrării Datelor cu Caracter Personal (ANSPDCP)'}, la cererea acesteia (art. 30 alin. (4)). Aceleași informații sunt disponibile și ca foaie de calcul (XLSX), câte un rând pe operațiune.`,
      ],
      legend:
        'Corespondența cu art. 30 alin. (1): lit. a) – datele operatorului; lit. b) – scopul; lit. c) – categoriile de persoane vizate și de date; lit. d) – destinatarii; lit. e) – transferurile; lit. f) – termenul de ștergere; lit. g) – măsurile de securitate. Temeiul legal, sursa datelor și locul de stocare nu sunt cerute de art. 30, dar se consemnează pentru a demonstra respectarea principiului responsabilității (art. 5 alin. (2)). Rândurile privind excepția de la art. 9 și transferurile apar numai la operațiunile la care sunt cazul; celelalte nu prelucrează categorii speciale de date sau date privind condamnări penale și nu transferă date în afara Spațiului Economic European.',
      controllerTitle: 'Operatorul și responsabilul cu protecția datelor',
      controllerName: 'Operatorul',
      jointControllers: 'Operatori asociați (art. 26 din GDPR)',
      jointControllersField: 'denumirea și datele de contact, dacă există',
      updated: 'Data ultimei actualizări',
      securityTitle: 'Măsurile tehnice și organizatorice de securitate',
      securityIntro:
        'Descrierea generală a măsurilor de securitate de la art. 32 alin. (1) din GDPR (art. 30 alin. (1) lit. g)). Măsurile se aplică tuturor operațiunilor din evidență:',
      none: 'Compania nu a descris încă operațiuni de prelucrare. Completați situațiile și operațiunile în platformă, iar evidența se regenerează singură.',
      notApplicable: 'Nu este cazul',
      noRecipients: 'Datele nu se comunică altor destinatari',
      recipientCountries: 'țările destinatarilor',
      noTransfers: 'Nu există transferuri în afara Spațiului Economic European',
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
      reviewTitle: 'Verificarea și actualizarea evidenței',
      review:
        'Evidența se actualizează la fiecare operațiune nouă sau modificată și se verifică cel puțin o dată pe an. Semnăturile de mai jos confirmă verificarea.',
    },
  },
  en: {
    identity: {
      fiscalCode: 'Fiscal code (CUI)',
      fiscalCodeInt: 'Tax identification number',
      registrationNumber: 'Trade Register number',
      registrationNumberInt: 'Company registration number',
      address: 'Registered office',
      phone: 'Phone',
      email: 'E-mail for data protection',
      representative: 'Legal representative',
      representativeMissing: 'the legal representative',
      contact: (isDpo) => (isDpo ? 'Data protection officer (DPO)' : 'Data protection contact person'),
      contactMissing: 'the person in charge of data protection',
      euRepresentative: 'Representative in the Union (Article 27 GDPR)',
      euRepresentativeNone: 'Not applicable: the company is established in the European Union.',
      euRepresentativeField: 'name and contact details of the representative in the Union',
    },
    employees: (n) => (n === 0 ? 'no employees' : countOf(n, 'en', 'employee', 'employees')),
    exemption: {
      unknown:
        'The number of employees has not been given on the platform. Whatever it is, the record is required for the processing described, for the reasons below:',
      below: (employees) =>
        `The company has ${employees}, below the threshold of 250 in Article 30(5) GDPR. The exemption does not apply, however, because:`,
      above: (employees) =>
        `The company has ${employees}: the exemption in Article 30(5) GDPR for enterprises with fewer than 250 employees does not apply, and the record is required for all processing.`,
      conditions:
        'The exemption in Article 30(5) GDPR for enterprises with fewer than 250 employees does not apply where the processing is likely to result in a risk to the rights and freedoms of data subjects, is not occasional, or includes special categories of data or personal data relating to criminal convictions and offences.',
      notOccasional:
        'the processing described is not occasional: it is carried out continuously, as part of the company’s normal business (for example personnel management, invoicing or customer relations);',
      special:
        'some processing includes special categories of data or data relating to criminal convictions.',
      count: 'Number of employees',
    },
    securityMissing: 'the security measures the company applies',
    signer: (isDpo) => (isDpo ? 'Data protection officer (DPO)' : 'Data protection contact person'),
    approver: 'Legal representative',
    name: 'Name',
    date: 'Date',
    signature: 'Signature',
    controller: {
      subtitle: 'processing activities carried out as controller (Article 30(1) GDPR)',
      sheet: 'Record',
      controllerSheet: 'Controller',
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
        security: 'Technical and organisational security measures (general description)',
      },
      aboutTitle: 'About this record',
      about: (company, int) => [
        `This record describes the processing of personal data ${company} carries out as controller, as Article 30(1) GDPR requires. Each operation described on the platform has its own entry, grouped by the category of data subjects and the activity it belongs to.`,
        `The record is kept in writing, including in electronic form (Article 30(3)), and made available to ${int ? 'the competent supervisory authority' : 'the National Supervisory Authority for Personal Data Processing (ANSPDCP)'} on request (Article 30(4)). The same information is also available as a spreadsheet (XLSX), one row per operation.`,
      ],
      legend:
        'How it maps to Article 30(1): (a) the controller’s details; (b) the purpose; (c) the categories of data subjects and of data; (d) the recipients; (e) the transfers; (f) the time limit for erasure; (g) the security measures. The legal basis, the source and the storage location are not required by Article 30 but are recorded to demonstrate accountability (Article 5(2)). The rows on the Article 9 exception and on transfers appear only for the operations they apply to; the others process no special categories of data or criminal convictions data and transfer no data outside the European Economic Area.',
      controllerTitle: 'The controller and the data protection officer',
      controllerName: 'Controller',
      jointControllers: 'Joint controllers (Article 26 GDPR)',
      jointControllersField: 'name and contact details, if any',
      updated: 'Last updated',
      securityTitle: 'Technical and organisational security measures',
      securityIntro:
        'A general description of the security measures in Article 32(1) GDPR (Article 30(1)(g)). They apply to every operation in the record:',
      none: 'The company has not described any processing operations yet. Fill in the situations and operations on the platform and the record regenerates by itself.',
      notApplicable: 'Not applicable',
      noRecipients: 'The data are not disclosed to other recipients',
      recipientCountries: 'recipients’ countries',
      noTransfers: 'No transfers outside the European Economic Area',
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
      reviewTitle: 'Review and update of the record',
      review:
        'The record is updated for every new or changed operation and reviewed at least once a year. The signatures below confirm the review.',
    },
  },
};

// ---- shared by both records (and the spreadsheet) --------------------------------------------------

/** The company's identification, contact person (the DPO wording rule) and Art. 27 representative. */
function identityRows(ctx: DocumentContext, nameLabel: string): Array<[string, Inline[]]> {
  const m = TEXTS[ctx.language].identity;
  const { info } = ctx.company;
  const int = ctx.edition === 'INT';
  const dpr = ctx.company.dataProtectionResponsible;
  const representative = companyExtras(ctx).legalRepresentative;
  const transfer = countries.find((c) => c.id === info.country)?.transfer;
  const inUnion = transfer === 'EU' || transfer === 'EEA';
  return [
    [nameLabel, [valueOr(info.name, nameLabel.toLowerCase())]],
    [int ? m.fiscalCodeInt : m.fiscalCode, [valueOr(info.fiscalCode, m.fiscalCode.toLowerCase())]],
    [
      int ? m.registrationNumberInt : m.registrationNumber,
      [
        valueOr(
          info.registrationNumber === '-' ? '' : info.registrationNumber,
          m.registrationNumber.toLowerCase(),
        ),
      ],
    ],
    [m.address, [valueOr(addressOf(ctx), m.address.toLowerCase())]],
    [m.phone, [valueOr(info.phoneNumber, m.phone.toLowerCase())]],
    [m.email, [valueOr(contactChannel(ctx), m.email.toLowerCase())]],
    [
      m.representative,
      [
        representative
          ? [representative.name, representative.role].filter(Boolean).join(', ')
          : missing(m.representativeMissing),
      ],
    ],
    [
      m.contact(dpr?.isDpo === true),
      [
        dpr?.name
          ? [dpr.name, dpr.email, dpr.phone].filter((x) => x?.trim()).join(', ')
          : missing(m.contactMissing),
      ],
    ],
    [m.euRepresentative, [inUnion ? m.euRepresentativeNone : field(m.euRepresentativeField)]],
  ];
}

/** Art. 30(5): the employee count against the threshold of 250, and why the exemption does not apply. */
export function exemptionBlocks(ctx: DocumentContext, withSpecial: boolean): Block[] {
  const m = TEXTS[ctx.language].exemption;
  const t = TEXTS[ctx.language];
  const count = companyExtras(ctx).employeeCount;
  if (count !== null && count >= 250) return [p(m.above(t.employees(count)))];
  const reasons = ul([m.notOccasional, ...(withSpecial ? [m.special] : [])]);
  if (count === null) {
    return [p(m.conditions), facts([[m.count, missing(m.count.toLowerCase())]]), p(m.unknown), reasons];
  }
  return [p(m.below(t.employees(count))), reasons, note(m.conditions)];
}

function securityBlocks(ctx: DocumentContext, intro: string): Block[] {
  const measures = companyExtras(ctx).securityMeasures;
  const m = TEXTS[ctx.language];
  return [p(intro), measures.length > 0 ? ul(measures) : p(missing(m.securityMissing))];
}

function signatureBlock(ctx: DocumentContext): Block {
  const m = TEXTS[ctx.language];
  const dpr = ctx.company.dataProtectionResponsible;
  const representative = companyExtras(ctx).legalRepresentative;
  return {
    kind: 'signatures',
    parties: [
      {
        title: m.signer(dpr?.isDpo === true),
        lines: [
          { label: m.name, value: dpr?.name ? [dpr.name] : [missing(m.identity.contactMissing)] },
          { label: m.date },
          { label: m.signature },
        ],
      },
      {
        title: m.approver,
        lines: [
          {
            label: m.name,
            value: representative
              ? [[representative.name, representative.role].filter(Boolean).join(', ')]
              : [missing(m.identity.representativeMissing)],
          },
          { label: m.date },
          { label: m.signature },
        ],
      },
    ],
  };
}

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
  const m = TEXTS[ctx.language].controller;
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
  const m = TEXTS[ctx.language].controller;
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
  const m = TEXTS[ctx.language].controller;
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
  const m = TEXTS[ctx.language].controller;
  if (op.recipients.length === 0) return [m.noRecipients];
  const places = unique(op.recipientsLocations.map((place) => place.text));
  return [
    op.recipients.join('; ') + (places.length > 0 ? ` (${m.recipientCountries}: ${places.join(', ')})` : ''),
  ];
}

function transfersCell(ctx: DocumentContext, t: Messages, op: OperationView): Inline[] {
  const m = TEXTS[ctx.language].controller;
  const places = new Map<string, OperationView['storageLocations'][number]>();
  for (const place of [...op.recipientsLocations, ...op.storageLocations]) {
    if (place.regime !== 'EEA') places.set(place.text, place);
  }
  if (places.size === 0) return [m.noTransfers];
  const out: Inline[] = [];
  [...places.values()].forEach((place, index) => {
    if (index > 0) out.push('; ');
    out.push(`${place.text}: `);
    out.push(
      place.regime === 'UNKNOWN' || place.regime === 'EEA'
        ? missing(t.transfers.UNKNOWN)
        : t.transfers[place.regime],
    );
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
  const m = TEXTS[ctx.language].controller;
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
      ...([...op.recipientsLocations, ...op.storageLocations].every((place) => place.regime === 'EEA')
        ? (['transfers'] as const)
        : []),
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
      security,
    },
  }));
  return { columns, rows };
}

/** The controller's details (Art. 30(1)(a)) and the date of the record, as label and value. */
export function controllerRecordHeader(
  ctx: DocumentContext,
  t: Messages = MESSAGES[ctx.language],
): Array<[string, Inline[]]> {
  const m = TEXTS[ctx.language].controller;
  return [
    ...identityRows(ctx, m.controllerName),
    [m.jointControllers, [field(m.jointControllersField)]],
    [m.updated, [formatDate(ctx.now, t)]],
  ];
}

/** The names of the spreadsheet's sheets and of the security row of its controller sheet. */
export function controllerRecordSheets(language: Language) {
  const m = TEXTS[language].controller;
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
];

const controllerRecord: DocumentTemplate = {
  kind: 'record',
  build({ ctx, t }) {
    const m = TEXTS[ctx.language].controller;
    const company = ctx.company.info.name || '—';
    const int = ctx.edition === 'INT';
    const { columns, rows } = controllerRecordRows(ctx, t);
    const label = new Map(columns.map((c) => [c.key, c.label]));
    const withSpecial = ctx.operations.some(
      (op) => op.specialDataGround !== null || op.data.some((d) => d.special || d.criminal),
    );
    const entries: Section[] = ctx.situations
      .filter((s) => s.operations.length > 0)
      .map((situation) =>
        section(
          `activities-${situation.id}`,
          `${situation.dataSubjectLabel}: ${situation.name}`,
          rows
            .filter((row) => row.op.situationId === situation.id)
            .map((row) =>
              entryTable(
                row.number,
                row.op.name,
                ENTRY_KEYS.filter((key) => !row.notApplicable.includes(key)).map((key) => [
                  label.get(key)!,
                  row.cells[key],
                ]),
              ),
            ),
        ),
      );
    return {
      subtitle: m.subtitle,
      sections: [
        section('about', m.aboutTitle, [
          ...m.about(company, int).map((text) => p(text)),
          ...exemptionBlocks(ctx, withSpecial),
          note(m.legend),
        ]),
        section('controller', m.controllerTitle, [facts(controllerRecordHeader(ctx, t))]),
        section('security', m.securityTitle, securityBlocks(ctx, m.securityIntro)),
        ...(entries.length > 0 ? entries : [section('activities', m.aboutTitle, [note(m.none)])]),
        section('review', m.reviewTitle, [p(m.review), signatureBlock(ctx)]),
      ],
    };
  },
};

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
  /** Art. 30(1)(g) and (2)(d): the security measures, one per item. */
  security: z.array(z.string()),
});

function recordFacts(input: TemplateInput): z.input<typeof ZRecordFacts> {
  const { ctx } = input;
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
      ...recordFacts(input),
      providers: companyExtras(ctx).processors.map((processor) => {
        const country = countries.find((c) => c.id === processor.country);
        const mechanism = transferMechanismEntries.find((e) => e.id === processor.transferMechanism);
        return {
          name: processor.name,
          service: processor.service,
          country: country ? pick(country.label, ctx.language, ctx.edition) : processor.country,
          safeguard: mechanism ? pick(mechanism.label, ctx.language, ctx.edition) : null,
        };
      }),
    };
  },
});

export const RECORD_TEMPLATES = {
  REGISTRU_OPERATOR: controllerRecord,
  REGISTRU_PERSOANA_IMPUTERNICITA: processorRecord,
} satisfies Record<RecordCode, DocumentTemplate>;
