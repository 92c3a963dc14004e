/**
 * Building blocks every document uses, written once (issue: the document engine): the controller's
 * identification, the DPO wording rule, purposes and legal bases, recipients, transfers, retention,
 * rights, the complaint to ANSPDCP (or, on the INT edition, to the competent authority), changes.
 * Each takes the context and the document's messages and returns a section of the tree.
 */
import {
  countries,
  legalGroundEntry,
  pick,
  provisionRequirementEntries,
  securityMeasureEntries,
  specialDataGroundOption,
  valueLists,
} from '@conform/catalogues';
import type { CctvReadModel, ProcessorReadModel } from '@conform/companies-service/read';
import { countyName } from '../catalogue.ts';
import type { DocumentContext, OperationView, Place } from './context.ts';
import type { Messages } from './messages/ro.ts';
import { b, facts, lead, missing, note, p, section, table, ul, type Inline, type Section } from './tree.ts';

/** Sources that are the person themself (Art. 13); any other source makes it Art. 14 data. */
export const FROM_THE_PERSON = new Set([
  'dataSubject',
  'automatic',
  'cctvSystem',
  'companySystems',
  'internal',
]);
export const PUBLIC_SOURCES = new Set(['publicRegisters', 'socialNetworks']);

/** The letter of an article label such as `6(1)(b)`. */
export const letterOf = (article: string) => /\(([a-j])\)$/.exec(article)?.[1] ?? '';

/** Data the company has not given: shown as a visible placeholder, never silently left out. */
export function valueOr(value: string | null | undefined, what: string): Inline {
  const text = value?.trim();
  return text ? text : missing(what);
}

/** One formatter per locale: making an `Intl.DateTimeFormat` costs far more than using it. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function formatDate(date: Date, t: Messages): string {
  let format = dateFormats.get(t.dates.locale);
  if (!format) {
    format = new Intl.DateTimeFormat(t.dates.locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Bucharest',
    });
    dateFormats.set(t.dates.locale, format);
  }
  return format.format(date);
}

/**
 * A count with its noun as each language writes it: Romanian puts „de” before the noun from 20 on
 * (20 de zile, 101 zile, 120 de zile), English only chooses singular or plural.
 */
export function countOf(n: number, language: 'ro' | 'en', one: string, many: string): string {
  if (n === 1) return `${language === 'ro' ? 'o' : 'one'} ${one}`;
  const rest = n % 100;
  return language === 'ro' && (rest === 0 || rest >= 20) ? `${n} de ${many}` : `${n} ${many}`;
}

/** The areas the cameras cover, as the company listed them, or a visible placeholder. */
export function areasOf(cctv: CctvReadModel | null, what: string): Inline {
  return cctv && cctv.areas.length > 0 ? cctv.areas.join('; ') : missing(what.toLowerCase());
}

/** A calendar date (YYYY-MM-DD, as forms store it) written out in the document's language. */
export function formatDay(day: string, t: Messages): string {
  return formatDate(new Date(`${day}T12:00:00Z`), t);
}

/** The registered office in one line: street, city, county (or Bucharest's sector), country. */
export function addressOf(ctx: DocumentContext): string {
  const info = ctx.company.info;
  const country = countries.find((c) => c.id === info.country)?.label[ctx.language] ?? info.country;
  const county = info.county ? countyName(info.county) : '';
  return [info.streetAddress, info.city, county !== info.city ? county : '', country]
    .filter((x) => x?.trim())
    .join(', ');
}

/**
 * A country a processor or sub-processor is in (an id of the catalogue's `countries` value list),
 * in the document's language, with the Chapter V regime that applies to it.
 */
export function countryPlace(id: string, ctx: DocumentContext): Place {
  const entry = valueLists.countries.find((c) => c.id === id);
  return entry
    ? { text: pick(entry.label, ctx.language, ctx.edition), regime: entry.transfer }
    : { text: id, regime: 'UNKNOWN' };
}

/** Who signs for the company: the legal representative (name, role) once given, else a visible placeholder. */
export function representativeLine(ctx: DocumentContext, missingText: string): Inline[] {
  const representative = companyExtras(ctx).legalRepresentative;
  return representative
    ? [[representative.name, representative.role].filter(Boolean).join(', ')]
    : [missing(missingText)];
}

/** The channel data subjects write to: the contact e-mail, else the DPO's, else none. */
export function contactChannel(ctx: DocumentContext): string | null {
  return ctx.company.contactEmail?.trim() || ctx.company.dataProtectionResponsible?.email?.trim() || null;
}

/** Who the controller is; `intro` (what the document is for) comes first when given. */
export function controllerSection(ctx: DocumentContext, t: Messages, intro?: string): Section {
  const { info } = ctx.company;
  const int = ctx.edition === 'INT';
  const m = t.controller;
  const website = companyExtras(ctx).website;
  return section('controller', m.title, [
    ...(intro ? [lead(intro)] : []),
    p(m.intro(info.name || '…')),
    facts([
      [m.name, valueOr(info.name, m.name)],
      [int ? m.fiscalCodeInt : m.fiscalCode, valueOr(info.fiscalCode, int ? m.fiscalCodeInt : m.fiscalCode)],
      [
        int ? m.registrationNumberInt : m.registrationNumber,
        valueOr(info.registrationNumber === '-' ? '' : info.registrationNumber, m.registrationNumber),
      ],
      [m.address, valueOr(addressOf(ctx), m.address)],
      [m.phone, valueOr(info.phoneNumber, m.phone)],
      [m.email, valueOr(ctx.company.contactEmail, m.missingEmail)],
      ...(website ? ([[m.website, { link: website, text: website }]] as Array<[string, Inline]>) : []),
    ]),
  ]);
}

/** The DPO wording rule: only a formally appointed person is called the DPO. */
export function dpoSection(ctx: DocumentContext, t: Messages): Section {
  const dpr = ctx.company.dataProtectionResponsible;
  const m = t.dpo;
  const isDpo = dpr?.isDpo === true;
  return section('dpo', isDpo ? m.titleDpo : m.titleContact, [
    p(isDpo ? m.dpoText : m.contactText),
    facts([
      [m.name, valueOr(dpr?.name, m.missingPerson)],
      [m.email, valueOr(dpr?.email, m.email)],
      [m.phone, valueOr(dpr?.phone, m.phone)],
    ]),
  ]);
}

/** The legal basis of an operation: each ground with its article, and the law or interest where needed. */
export function groundInlines(op: OperationView, t: Messages): Inline[] {
  const out: Inline[] = [];
  op.grounds.forEach((ground, index) => {
    if (index > 0) out.push('; ');
    out.push(b(t.law.art6(letterOf(legalGroundEntry(ground).article))), ` – ${t.grounds[ground]}`);
  });
  const label = op.grounds.includes('LEGAL_OBLIGATION')
    ? t.groundReasonLabel.LEGAL_OBLIGATION
    : op.grounds.includes('LEGITIMATE_INTEREST')
      ? t.groundReasonLabel.LEGITIMATE_INTEREST
      : null;
  if (label) out.push(`. ${label}: `, valueOr(op.groundReason, label.toLowerCase()));
  return out;
}

export function purposesSection(ctx: DocumentContext, t: Messages, ops: OperationView[]): Section {
  const m = t.purposes;
  return section('purposes', m.title, [
    p(m.intro),
    table(
      m.columns,
      ops.map((op) => [
        op.situationName,
        [b(op.name), ` – ${op.purpose}`],
        t.list(op.data.map((d) => d.text)),
        groundInlines(op, t),
      ]),
      [18, 34, 22, 26],
    ),
  ]);
}

/** Categories of data and their sources; the Art. 14 note when some data does not come from the person. */
export function dataSection(ctx: DocumentContext, t: Messages, ops: OperationView[]): Section {
  const m = t.data;
  const data = unique(ops.flatMap((op) => op.data.map((d) => d.text)));
  const sources = unique(ops.flatMap((op) => op.sources.map((s) => s.text)));
  const indirect = ops.some((op) => op.sources.some((s) => s.id === null || !FROM_THE_PERSON.has(s.id)));
  const fromPublic = ops.some((op) => op.sources.some((s) => s.id !== null && PUBLIC_SOURCES.has(s.id)));
  return section('data', m.title, [
    p(m.intro),
    ul(data),
    p(b(m.sources), ` ${t.list(sources)}.`),
    ...(indirect ? [p(m.notFromYou)] : []),
    ...(fromPublic ? [p(m.publicSource)] : []),
  ]);
}

/** Special categories (Art. 9) and criminal data (Art. 10), when any operation processes them. */
export function specialSection(ctx: DocumentContext, t: Messages, ops: OperationView[]): Section | null {
  const m = t.special;
  const special = ops.filter((op) => op.specialDataGround !== null || op.data.some((d) => d.special));
  const criminal = ops.filter((op) => op.data.some((d) => d.criminal));
  if (special.length === 0 && criminal.length === 0) return null;
  const blocks = [];
  if (special.length > 0) {
    blocks.push(
      p(m.intro),
      table(
        m.columns,
        special.map((op) => {
          const option = op.specialDataGround ? specialDataGroundOption(op.specialDataGround) : null;
          const items = op.data.filter((d) => d.special).map((d) => d.text);
          return [
            op.name,
            items.length > 0 ? t.list(items) : t.none,
            option?.article
              ? [b(t.law.art9(letterOf(option.article))), ` – ${option.label[ctx.language]}`]
              : [missing(m.columns[2]!.toLowerCase())],
          ];
        }),
        [34, 33, 33],
      ),
    );
  }
  if (criminal.length > 0) {
    blocks.push(p(m.criminal), ul(criminal.map((op) => [b(op.name), ` – ${t.law.art10}`])));
  }
  return section('special', m.title, blocks);
}

export function recipientsSection(ctx: DocumentContext, t: Messages, ops: OperationView[]): Section {
  const m = t.recipients;
  const recipients = unique(ops.flatMap((op) => op.recipients));
  return section(
    'recipients',
    m.title,
    recipients.length > 0 ? [p(m.intro), ul(recipients), note(m.processors)] : [p(m.none)],
  );
}

/** Transfers outside the EEA, by country, with the Chapter V mechanism; "none" when there are none. */
export function transfersSection(ctx: DocumentContext, t: Messages, ops: OperationView[]): Section {
  const m = t.transfers;
  const places = new Map<string, OperationView['storageLocations'][number]>();
  for (const op of ops) {
    for (const place of [...op.recipientsLocations, ...op.storageLocations]) {
      if (place.regime !== 'EEA') places.set(place.text, place);
    }
  }
  if (places.size === 0) return section('transfers', m.title, [p(m.none)]);
  const channel = contactChannel(ctx);
  return section('transfers', m.title, [
    p(m.intro),
    table(
      m.columns,
      [...places.values()].map((place) => [
        place.text,
        place.regime === 'UNKNOWN' || place.regime === 'EEA' ? [missing(m.UNKNOWN)] : [m[place.regime]],
      ]),
      [30, 70],
    ),
    p(channel ? m.copy(channel) : m.copyNoEmail),
  ]);
}

export function retentionSection(ctx: DocumentContext, t: Messages, ops: OperationView[]): Section {
  const m = t.retention;
  return section('retention', m.title, [
    p(m.intro),
    table(
      m.columns,
      ops.map((op) => [op.name, valueOr(op.storageDuration, m.columns[1]!.toLowerCase())]),
      [45, 55],
    ),
  ]);
}

/** Art. 13(2)(e): whether providing the data is required, derived from the legal basis. */
/**
 * Art. 13(2)(e): per operation, whether the person must provide the data and what happens if not:
 * the company's own sentence, else the catalogue's standard one for the requirement it chose (the
 * assistant pre-selects the one the grounds suggest).
 */
export function provisionSection(ctx: DocumentContext, t: Messages, ops: OperationView[]): Section {
  const m = t.provision;
  return section('provision', m.title, [
    table(
      m.columns,
      ops.map((op) => {
        const entry = provisionRequirementEntries.find((e) => e.id === op.provisionRequirement)!;
        return [op.name, op.provisionConsequence ?? pick(entry.consequence, ctx.language, ctx.edition)];
      }),
      [35, 65],
    ),
  ]);
}

/**
 * Art. 13(2)(f), 14(2)(g) and 22: the operations with profiling or decisions taken solely by
 * automated means, with the logic involved, its significance and the envisaged consequences; for
 * decisions, the safeguards of Art. 22(3). With none, the sentence saying so.
 */
export function automatedSection(_ctx: DocumentContext, t: Messages, ops: OperationView[]): Section {
  const m = t.automated;
  const decisions = ops.filter((op) => op.automatedDecision === 'AUTOMATED_DECISION');
  const profiling = ops.filter((op) => op.automatedDecision === 'PROFILING');
  if (decisions.length === 0 && profiling.length === 0) return section('automated', m.title, [p(m.none)]);
  return section('automated', m.title, [
    ...(decisions.length > 0
      ? [
          p(m.decisionIntro),
          table(
            m.columns,
            decisions.map((op) => [op.name, valueOr(op.automatedDecisionLogic, m.missingLogic)]),
            [35, 65],
          ),
          p(m.decisionRights),
        ]
      : []),
    ...(profiling.length > 0
      ? [
          p(m.profilingIntro),
          table(
            m.columns,
            profiling.map((op) => [op.name, op.automatedDecisionLogic ?? op.purpose]),
            [35, 65],
          ),
        ]
      : []),
    ...(decisions.length === 0 ? [p(m.noDecisions)] : []),
  ]);
}

export function rightsSection(ctx: DocumentContext, t: Messages, ops: OperationView[]): Section {
  const m = t.rights;
  const consent = ops.some((op) => op.grounds.includes('CONSENT'));
  const legitimate = ops.filter((op) => op.grounds.includes('LEGITIMATE_INTEREST'));
  const channel = contactChannel(ctx);
  return section('rights', m.title, [
    p(m.intro),
    ul(m.list),
    ...(consent ? [p(m.withdraw)] : []),
    ...(legitimate.length > 0 ? [p(m.objectLi), ul(legitimate.map((op) => op.name))] : []),
    p(channel ? m.how(channel) : m.howNoChannel),
  ]);
}

/** The complaint: ANSPDCP with its contact details on RO and EN; the competent authority on INT. */
export function complaintSection(ctx: DocumentContext, t: Messages): Section {
  const m = t.complaint;
  if (ctx.edition === 'INT') return section('complaint', m.title, [p(m.int)]);
  return section('complaint', m.title, [
    p(m.anspdcp),
    facts(m.anspdcpFacts.map(([label, value]) => [label!, value!])),
  ]);
}

export function changesSection(
  ctx: DocumentContext,
  t: Messages,
  meta: { version: string; date: string },
): Section {
  return section('changes', t.changes.title, [p(t.changes.text(meta.date, meta.version))]);
}

export function unique(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = item.toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/**
 * Company data the workspace adds to the spec's model (website, legal representative, employees,
 * security measures, processors, video surveillance), trimmed and in the document's language. A
 * template prints a visible placeholder where something is still missing.
 */
export function companyExtras(ctx: DocumentContext): {
  website: string | null;
  legalRepresentative: { name: string; role: string } | null;
  employeeCount: number | null;
  /** The ticked measures in the document's language, then the company's own, one per item. */
  securityMeasures: string[];
  processors: ProcessorReadModel[];
  cctv: CctvReadModel | null;
} {
  const c = ctx.company;
  const rep = c.legalRepresentative;
  const ticked = c.securityMeasures?.measures ?? [];
  const measures = securityMeasureEntries
    .filter((entry) => ticked.includes(entry.id))
    .map((entry) => pick(entry.label, ctx.language, ctx.edition));
  const other = c.securityMeasures?.other.trim();
  return {
    website: c.website?.trim() || null,
    legalRepresentative: rep?.name.trim() ? { name: rep.name.trim(), role: rep.role.trim() } : null,
    employeeCount: c.employeeCount ?? null,
    securityMeasures: other ? [...measures, other] : measures,
    processors: c.processors ?? [],
    cctv: c.cctv ?? null,
  };
}
