/**
 * Internal policies and procedures (catalogue group INTERNAL_POLICIES): rules the company's staff
 * apply, approved by the legal representative and acknowledged by the employees who apply them
 * (the catalogue's guide). Each names the company and who handles data protection (the DPO wording
 * rule); the retention policy's schedule is the company's own operations with the legal source of
 * each period; the breach and request procedures carry the 72-hour and one-month rules with the
 * authority's contact. The INT edition names EU law and "the supervisory authority", never
 * Romanian law or ANSPDCP. The DPIA procedure is worded in content/POLITICA_EVALUARE_IMPACT (its
 * facts: internalFacts below); the other policies are still worded here until they move the same way.
 */
import {
  LEGAL_GROUNDS,
  legalGroundEntry,
  pick,
  transferMechanismEntries,
  type TDocumentCode,
} from '@conform/catalogues';
import {
  areasOf,
  companyExtras,
  contactChannel,
  countOf,
  countryPlace,
  formatDay,
  letterOf,
  valueOr,
} from '../blocks.ts';
import { z } from 'zod';
import { documentFacts, ZDocumentFacts } from '../content/facts.ts';
import { contentTemplate } from '../content/template.ts';
import type { DocumentContext, Language, OperationView } from '../context.ts';
import type { Messages } from '../messages/ro.ts';
import type { DocumentTemplate, TemplateInput } from '../template.ts';
import {
  facts,
  field,
  h,
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

/** The policies worded in content/ (each its folder under services/documents/content/). */
type ContentCode = Extract<
  TDocumentCode,
  | 'POLITICA_EVALUARE_IMPACT'
  | 'POLITICA_RETENTIE'
  | 'POLITICA_INCALCARI_SECURITATE'
  | 'POLITICA_CERERI_PERSOANE_VIZATE'
  | 'POLITICA_MESAJE_MARKETING'
  | 'POLITICA_SECURITATE_INFORMATIEI'
  | 'PROCEDURA_MARKETING'
  | 'POLITICA_UTILIZARE_IT'
  | 'PROCEDURA_AVERTIZARE_INTEGRITATE'
  | 'POLITICA_PROTECTIA_DATELOR'
  | 'POLITICA_SUPRAVEGHERE_VIDEO'
>;

type PolicyCode = Extract<
  TDocumentCode,
  'POLITICA_PROTECTIA_DATELOR' | 'POLITICA_SUPRAVEGHERE_VIDEO' | 'PROCEDURA_AVERTIZARE_INTEGRITATE'
>;

/** A section's content: paragraphs, lists, or blocks built from the company's data. */
type Part = string | Inline[] | { list: Array<string | Inline[]> } | { blocks: Block[] };
interface PolicySection {
  id: string;
  title: string;
  parts: Part[];
}

/** What differs between the RO/EN editions (Romanian law, ANSPDCP) and INT (EU law only). */
interface Edition {
  authority: string;
  authorityShort: string;
  marketingLaw: string;
  softOptIn: string;
}

interface Common {
  scopeTitle: string;
  companyTitle: string;
  company: string;
  contact: (isDpo: boolean) => string;
  contactMissing: string;
  channel: string;
  approvalTitle: string;
  approval: (name: string) => string;
  approvedBy: string;
  representativeMissing: string;
  date: string;
  signature: string;
  acknowledgementTitle: string;
  acknowledgement: string;
  ackColumns: string[];
  editions: Record<'national' | 'int', Edition>;
}

interface PolicyText {
  subtitle: string;
  scope: string;
  sections: (ctx: DocumentContext, e: Edition, t: Messages) => PolicySection[];
}

const list = (items: Array<string | Inline[]>): Part => ({ list: items });

const TEXTS: Record<Language, { common: Common; docs: Record<PolicyCode, PolicyText> }> = {
  ro: {
    common: {
      scopeTitle: 'Scopul și domeniul de aplicare',
      companyTitle: 'Cine aplică procedura',
      company: 'Operatorul',
      contact: (isDpo) =>
        isDpo ? 'Responsabilul cu protecția datelor (DPO)' : 'Persoana de contact pentru protecția datelor',
      contactMissing: 'persoana care se ocupă de protecția datelor',
      channel: 'Adresa de e-mail pentru protecția datelor',
      approvalTitle: 'Aprobare',
      approval: (name) =>
        `Prezentul document a fost aprobat prin decizia reprezentantului legal al ${name} și se aplică de la data aprobării. Încălcarea lui de către angajați poate atrage răspunderea disciplinară, în condițiile regulamentului intern.`,
      approvedBy: 'Aprobat de (numele și funcția)',
      representativeMissing: 'reprezentantul legal',
      date: 'Data',
      signature: 'Semnătura',
      acknowledgementTitle: 'Luare la cunoștință',
      acknowledgement:
        'Subsemnații, angajați care aplicăm prezentul document, confirmăm că l-am primit, l-am citit și ne obligăm să îl respectăm.',
      ackColumns: ['Numele și prenumele', 'Funcția', 'Data', 'Semnătura'],
      editions: {
        national: {
          authority:
            'Autoritatea Națională de Supraveghere a Prelucrării Datelor cu Caracter Personal (ANSPDCP)',
          authorityShort: 'ANSPDCP',
          marketingLaw:
            'art. 12 din Legea nr. 506/2004 privind prelucrarea datelor cu caracter personal și protecția vieții private în sectorul comunicațiilor electronice',
          softOptIn: 'art. 12 alin. (2) din Legea nr. 506/2004',
        },
        int: {
          authority: 'autoritatea de supraveghere competentă',
          authorityShort: 'autoritatea de supraveghere',
          marketingLaw:
            'art. 13 din Directiva 2002/58/CE (Directiva privind viața privată și comunicațiile electronice), astfel cum a fost transpusă în statul membru în care se trimit mesajele',
          softOptIn: 'art. 13 alin. (2) din Directiva 2002/58/CE',
        },
      },
    },
    docs: {},
  },
  en: {
    common: {
      scopeTitle: 'Purpose and scope',
      companyTitle: 'Who applies this document',
      company: 'Controller',
      contact: (isDpo) => (isDpo ? 'Data protection officer (DPO)' : 'Data protection contact person'),
      contactMissing: 'the person in charge of data protection',
      channel: 'E-mail address for data protection',
      approvalTitle: 'Approval',
      approval: (name) =>
        `This document was approved by a decision of the legal representative of ${name} and applies from the date of approval. Employees who breach it may face disciplinary action under the internal rules.`,
      approvedBy: 'Approved by (name and position)',
      representativeMissing: 'the legal representative',
      date: 'Date',
      signature: 'Signature',
      acknowledgementTitle: 'Acknowledgement',
      acknowledgement:
        'We, the undersigned employees who apply this document, confirm that we have received and read it and undertake to comply with it.',
      ackColumns: ['Full name', 'Position', 'Date', 'Signature'],
      editions: {
        national: {
          authority: 'the National Supervisory Authority for Personal Data Processing (ANSPDCP)',
          authorityShort: 'ANSPDCP',
          marketingLaw: 'Article 12 of Law No 506/2004 on privacy in electronic communications',
          softOptIn: 'Article 12(2) of Law No 506/2004',
        },
        int: {
          authority: 'the competent supervisory authority',
          authorityShort: 'the supervisory authority',
          marketingLaw:
            'Article 13 of Directive 2002/58/EC (the ePrivacy Directive), as implemented in the Member State where the messages are sent',
          softOptIn: 'Article 13(2) of Directive 2002/58/EC',
        },
      },
    },
    docs: {},
  },
};

const MESSAGES_NONE: Record<Language, string> = {
  ro: 'Compania nu a descris încă operațiuni de prelucrare. Completați situațiile și operațiunile în platformă, iar documentul se regenerează singur.',
  en: 'The company has not described any processing operations yet. Fill in the situations and operations on the platform and the document regenerates by itself.',
};

const MARKETING_TEXT: Record<
  Language,
  { intro: string; none: string; columns: string[]; consent: string; legitimate: string; other: string }
> = {
  ro: {
    intro: 'Comunicările de marketing descrise de companie în platformă și temeiul fiecăreia:',
    none: 'Compania nu a descris încă operațiuni de marketing; regulile de mai sus se aplică oricărei campanii viitoare.',
    columns: ['Situația și operațiunea', 'Scopul', 'Temeiul'],
    consent: 'consimțământ (se aplică regulile privind consimțământul prealabil)',
    legitimate: 'interes legitim (clienți existenți, produse similare; opoziția se respectă necondiționat)',
    other: 'alt temei',
  },
  en: {
    intro: 'The marketing communications the company has described on the platform and the basis of each:',
    none: 'The company has not described any marketing operations yet; the rules above apply to any future campaign.',
    columns: ['Situation and operation', 'Purpose', 'Basis'],
    consent: 'consent (the rules on prior consent apply)',
    legitimate: 'legitimate interest (existing customers, similar products; objections always respected)',
    other: 'another basis',
  },
};

/** Operations whose purpose is marketing (their name, purpose or situation says so). */
function marketingOperations(ctx: DocumentContext): OperationView[] {
  const marketing = /marketing|newsletter|promo|publicit|ofert|offer|reclam|advert/i;
  return ctx.operations.filter((op) => marketing.test(`${op.situationName} ${op.name} ${op.purpose}`));
}

function marketingBlocks(ctx: DocumentContext, language: Language): Block[] {
  const m = MARKETING_TEXT[language];
  const ops = marketingOperations(ctx);
  if (ops.length === 0) return [p(m.none)];
  return [
    p(m.intro),
    table(
      m.columns,
      ops.map((op) => [
        `${op.situationName}: ${op.name}`,
        op.purpose,
        op.grounds.includes('CONSENT')
          ? m.consent
          : op.grounds.includes('LEGITIMATE_INTEREST')
            ? m.legitimate
            : m.other,
      ]),
      [35, 40, 25],
    ),
  ];
}

/** Employee monitoring operations: the catalogue's e-ms-* presets, or one the company named so. */
function isMonitoring(op: OperationView): boolean {
  return /^e-ms-/.test(op.suggestionId ?? '') || /monitoriz|monitoring|cctv|gps/i.test(op.name);
}

/** The company's operations grouped by their Art. 6(1) ground: what the lawfulness rules apply to. */
function groundsBlocks(ctx: DocumentContext, language: Language): Block[] {
  if (ctx.operations.length === 0) return [note(MESSAGES_NONE[language])];
  const rows = LEGAL_GROUNDS.map((ground) => {
    const ops = ctx.operations.filter((op) => op.grounds.includes(ground));
    const entry = legalGroundEntry(ground);
    return ops.length === 0
      ? null
      : [
          `${pick(entry.label, language, ctx.edition)} (${GROUND_ARTICLE[language](entry.article)})`,
          ops.map((op) => op.name).join('; '),
        ];
  }).filter((row): row is string[] => row !== null);
  return [
    p(GOVERNANCE_TEXT[language].groundsIntro),
    table(GOVERNANCE_TEXT[language].groundsColumns, rows, [30, 70]),
  ];
}

const GROUND_ARTICLE: Record<Language, (article: string) => string> = {
  // 6(1)(b) → „art. 6 alin. (1) lit. b)” in Romanian, "Article 6(1)(b)" in English.
  ro: (article) => `art. 6 alin. (1) lit. ${/\(([a-f])\)$/.exec(article)?.[1] ?? ''})`,
  en: (article) => `Article ${article}`,
};

const GOVERNANCE_TEXT: Record<
  Language,
  {
    groundsIntro: string;
    groundsColumns: string[];
    securityIntro: string;
    securityMissing: string;
    securityIncidents: string;
    processorsIntro: string;
    processorsColumns: string[];
    processorsNone: string;
    eea: string;
  }
> = {
  ro: {
    groundsIntro: 'Operațiunile descrise de companie în platformă, după temeiul lor legal:',
    groundsColumns: ['Temeiul legal', 'Operațiunile'],
    securityIntro:
      'Compania aplică măsuri tehnice și organizatorice adecvate riscului, ținând seama de natura datelor și de tehnologia disponibilă. Măsurile aplicate în prezent sunt:',
    securityMissing: 'măsurile de securitate aplicate de companie',
    securityIncidents:
      'Măsurile se verifică periodic și după fiecare incident; orice slăbiciune constatată se raportează persoanei care se ocupă de protecția datelor.',
    processorsIntro: 'Furnizorii care prelucrează date în numele companiei:',
    processorsColumns: ['Furnizorul', 'Serviciul', 'Țara', 'Garanția de transfer'],
    processorsNone:
      'Compania nu a indicat încă în platformă furnizori care prelucrează date în numele ei. Adăugați-i în informațiile companiei, iar documentul se regenerează singur.',
    eea: 'nu este necesară (SEE)',
  },
  en: {
    groundsIntro: 'The operations the company has described on the platform, by legal basis:',
    groundsColumns: ['Legal basis', 'Operations'],
    securityIntro:
      'The company applies technical and organisational measures appropriate to the risk, taking into account the nature of the data and the technology available. The measures currently applied are:',
    securityMissing: 'the security measures the company applies',
    securityIncidents:
      'The measures are checked regularly and after every incident; any weakness found is reported to the person in charge of data protection.',
    processorsIntro: 'The providers processing data on the company’s behalf:',
    processorsColumns: ['Provider', 'Service', 'Country', 'Transfer safeguard'],
    processorsNone:
      'The company has not yet listed on the platform any provider processing data on its behalf. Add them in the company information and the document regenerates by itself.',
    eea: 'not needed (EEA)',
  },
};

/** The security measures the company ticked (Art. 32), or a visible placeholder. */
function securityBlocks(ctx: DocumentContext, language: Language): Block[] {
  const m = GOVERNANCE_TEXT[language];
  const measures = companyExtras(ctx).securityMeasures;
  return [
    p(m.securityIntro),
    measures.length > 0 ? ul(measures) : p(missing(m.securityMissing)),
    p(m.securityIncidents),
  ];
}

/** The company's processors with their service, country and transfer safeguard. */
function processorBlocks(ctx: DocumentContext, language: Language): Block[] {
  const m = GOVERNANCE_TEXT[language];
  const processors = companyExtras(ctx).processors;
  if (processors.length === 0) return [note(m.processorsNone)];
  return [
    p(m.processorsIntro),
    table(
      m.processorsColumns,
      processors.map((processor) => {
        const mechanism = transferMechanismEntries.find((e) => e.id === processor.transferMechanism);
        return [
          processor.name,
          processor.service,
          countryPlace(processor.country, ctx).text,
          mechanism ? pick(mechanism.label, language, ctx.edition) : m.eea,
        ];
      }),
      [28, 32, 16, 24],
    ),
  ];
}

/** Who handles data protection, with the DPO wording rule, and the channel. */
function contactFacts(ctx: DocumentContext, language: Language): Block {
  const c = TEXTS[language].common;
  const dpr = ctx.company.dataProtectionResponsible;
  return facts([
    [
      c.contact(dpr?.isDpo === true),
      dpr?.name ? [[dpr.name, dpr.email, dpr.phone].filter(Boolean).join(', ')] : [missing(c.contactMissing)],
    ],
    [c.channel, valueOr(contactChannel(ctx), c.channel.toLowerCase())],
  ]);
}

const ANSPDCP_FACTS: Record<Language, Array<[string, string]>> = {
  ro: [
    ['Autoritatea', 'Autoritatea Națională de Supraveghere a Prelucrării Datelor cu Caracter Personal'],
    ['Adresa', 'B-dul G-ral Gheorghe Magheru nr. 28-30, Sector 1, cod poștal 010336, București'],
    ['Telefon', '+40 318 059 211'],
    ['E-mail', 'anspdcp@dataprotection.ro'],
    ['Site', 'www.dataprotection.ro'],
  ],
  en: [
    ['Authority', 'National Supervisory Authority for Personal Data Processing (ANSPDCP)'],
    ['Address', 'B-dul G-ral Gheorghe Magheru 28-30, Sector 1, 010336 Bucharest, Romania'],
    ['Phone', '+40 318 059 211'],
    ['E-mail', 'anspdcp@dataprotection.ro'],
    ['Website', 'www.dataprotection.ro'],
  ],
};

const anspdcpFacts = (language: Language): Block => facts(ANSPDCP_FACTS[language]);

function partBlocks(parts: Part[]): Block[] {
  return parts.flatMap((part): Block[] => {
    if (typeof part === 'string') return [p(part)];
    if (Array.isArray(part)) return [p(...part)];
    if ('list' in part) return [ul(part.list)];
    return part.blocks;
  });
}

/** The approval by the legal representative and the employees' acknowledgement. */
function approvalSections(ctx: DocumentContext, c: Common): Section[] {
  const representative = companyExtras(ctx).legalRepresentative;
  const name = ctx.company.info.name || '—';
  return [
    section('approval', c.approvalTitle, [
      p(c.approval(name)),
      {
        kind: 'signatures',
        parties: [
          {
            title: name,
            lines: [
              {
                label: c.approvedBy,
                value: representative
                  ? [[representative.name, representative.role].filter(Boolean).join(', ')]
                  : [missing(c.representativeMissing)],
              },
              { label: c.date },
              { label: c.signature },
            ],
          },
        ],
      },
    ]),
    section('acknowledgement', c.acknowledgementTitle, [
      p(c.acknowledgement),
      table(
        c.ackColumns,
        Array.from({ length: 6 }, () => ['', '', '', '']),
        [35, 25, 15, 25],
      ),
    ]),
  ];
}

function policyTemplate(code: PolicyCode): DocumentTemplate {
  return {
    kind: 'policy',
    build({ ctx, t }) {
      const { common: c, docs } = TEXTS[ctx.language];
      const text = docs[code];
      const edition = c.editions[ctx.edition === 'INT' ? 'int' : 'national'];
      const dpr = ctx.company.dataProtectionResponsible;
      return {
        subtitle: text.subtitle,
        sections: [
          section('scope', c.scopeTitle, [
            p(text.scope),
            facts([
              [c.company, valueOr(ctx.company.info.name, c.company)],
              [c.contact(dpr?.isDpo === true), dpr?.name ? [dpr.name] : [missing(c.contactMissing)]],
            ]),
          ]),
          ...text.sections(ctx, edition, t).map((s) => section(s.id, s.title, partBlocks(s.parts))),
          ...approvalSections(ctx, c),
        ],
      };
    },
  };
}

// ---- the policies whose wording is in content/ (each policy's folder; the scope facts, the approval
// and the acknowledgement are the shared clauses _shared/internal-scope-facts and internal-approval)

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
  }),
  /** Each Art. 6(1) ground some operation relies on: its label, its letter and those operations. */
  grounds: z.array(z.object({ label: z.string(), letter: z.string(), operations: z.array(z.string()) })),
  /** The company has described some processing operation. */
  hasOperations: z.boolean(),
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
        country: countryPlace(processor.country, ctx).text,
        safeguard: mechanism ? pick(mechanism.label, ctx.language, ctx.edition) : null,
      };
    }),
    monitoring: ctx.operations
      .filter(isMonitoring)
      .map((op) => ({ name: op.name, purpose: op.purpose, duration: op.storageDuration })),
    cctv: {
      areas: cctv && cctv.areas.length > 0 ? cctv.areas.join('; ') : null,
      days: cctv?.retentionDays ?? 30,
      retentionReason: cctv?.retentionReason || null,
      recipients: cctv?.recipients ?? [],
      consultationDate: cctv?.consultationDate ? formatDay(cctv.consultationDate, input.t) : null,
      lessIntrusiveMeans: cctv?.lessIntrusiveMeans ?? null,
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

export const INTERNAL_POLICY_TEMPLATES = {
  POLITICA_RETENTIE: contentTemplate('POLITICA_RETENTIE', {
    kind: 'policy',
    schema: ZInternalFacts,
    facts: internalFacts,
  }),
  POLITICA_INCALCARI_SECURITATE: contentTemplate('POLITICA_INCALCARI_SECURITATE', {
    kind: 'policy',
    schema: ZInternalFacts,
    facts: internalFacts,
  }),
  POLITICA_EVALUARE_IMPACT: contentTemplate('POLITICA_EVALUARE_IMPACT', {
    kind: 'policy',
    schema: ZInternalFacts,
    facts: internalFacts,
  }),
  POLITICA_CERERI_PERSOANE_VIZATE: contentTemplate('POLITICA_CERERI_PERSOANE_VIZATE', {
    kind: 'policy',
    schema: ZInternalFacts,
    facts: internalFacts,
  }),
  POLITICA_MESAJE_MARKETING: contentTemplate('POLITICA_MESAJE_MARKETING', {
    kind: 'policy',
    schema: ZInternalFacts,
    facts: internalFacts,
  }),
  POLITICA_PROTECTIA_DATELOR: contentTemplate('POLITICA_PROTECTIA_DATELOR', {
    kind: 'policy',
    schema: ZInternalFacts,
    facts: internalFacts,
  }),
  POLITICA_SUPRAVEGHERE_VIDEO: contentTemplate('POLITICA_SUPRAVEGHERE_VIDEO', {
    kind: 'policy',
    schema: ZInternalFacts,
    facts: internalFacts,
  }),
  PROCEDURA_MARKETING: contentTemplate('PROCEDURA_MARKETING', {
    kind: 'policy',
    schema: ZInternalFacts,
    facts: internalFacts,
  }),
  POLITICA_SECURITATE_INFORMATIEI: contentTemplate('POLITICA_SECURITATE_INFORMATIEI', {
    kind: 'policy',
    schema: ZInternalFacts,
    facts: internalFacts,
  }),
  POLITICA_UTILIZARE_IT: contentTemplate('POLITICA_UTILIZARE_IT', {
    kind: 'policy',
    schema: ZInternalFacts,
    facts: internalFacts,
  }),
  PROCEDURA_AVERTIZARE_INTEGRITATE: contentTemplate('PROCEDURA_AVERTIZARE_INTEGRITATE', {
    kind: 'policy',
    schema: ZInternalFacts,
    facts: internalFacts,
  }),
} satisfies Record<PolicyCode | ContentCode, DocumentTemplate>;
