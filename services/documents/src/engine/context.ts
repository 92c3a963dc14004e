/**
 * What a template builds from: the company and its situations, read through the owning services'
 * published read models, put in the document's language. A company's operations are stored in the
 * language they were made in; an operation or value the company did not change since it came from
 * the catalogue is written in the document's language from the catalogue, the company's own words
 * are kept as written.
 */
import type { CompanyReadModel } from '@conform/companies-service/read';
import type {
  InterestAssessmentReadModel,
  RecipientTransferReadModel,
  SituationReadModel,
} from '@conform/configurator-service/read';
import {
  AUTOMATED_DECISIONS,
  COOKIE_USES,
  dataSubjectEntries,
  defaultProvisionRequirement,
  findOperationPreset,
  findSituationPreset,
  hasOperationPreset,
  LEGAL_GROUNDS,
  legalParameters,
  legalValue,
  LEGITIMATE_INTEREST_KINDS,
  pick,
  PROVISION_REQUIREMENTS,
  PURPOSE_CATEGORIES,
  RETENTION_IDS,
  retentionIdOfLabel,
  retentionLabel,
  valueLists,
  type TAutomatedDecision,
  type TCookieUse,
  type TLegalGround,
  type TLegalParameterId,
  type TLegalParameters,
  type TLegitimateInterestKind,
  type TLocalized,
  type TProvisionRequirement,
  type TPurposeCategory,
  type TRetentionId,
  type TSpecialDataGround,
  type TTransferRegime,
  type TValueListName,
} from '@conform/catalogues';
import {
  formatPhoneNumber,
  normalizeRomanian,
  toEdition,
  type Edition,
  type TBreach,
  type TDataSubjectRequest,
} from '@conform/contracts';
import { CCTV_DEFAULT_RETENTION_DAYS } from '@conform/contracts/company-data';

export type Language = 'ro' | 'en';

/** A processed data item, with what the law says about its kind. */
export interface DataItem {
  text: string;
  /** Art. 9(1) special category. */
  special: boolean;
  /** A national identification number (Law 190/2018 art. 4). */
  nationalId: boolean;
  /** Criminal convictions and offences (Art. 10). */
  criminal: boolean;
}

/** Where data comes from; `id` is the catalogue's value id, null for a source the company typed. */
export interface SourceItem {
  text: string;
  id: string | null;
}

/** A country data goes to or is stored in, with its Chapter V regime (UNKNOWN for a country the company typed). */
export interface Place {
  text: string;
  regime: TTransferRegime | 'UNKNOWN';
  /**
   * The catalogue's country id (ISO code) when the place is one of the platform's own values (of
   * either location list, whatever its label), so that one country is one place; null for a place
   * the company typed.
   */
  country: string | null;
}

export interface OperationView {
  id: string;
  situationId: string;
  situationName: string;
  dataSubject: string;
  name: string;
  purpose: string;
  data: DataItem[];
  grounds: TLegalGround[];
  groundReason: string | null;
  specialDataGround: TSpecialDataGround | null;
  sources: SourceItem[];
  recipients: string[];
  recipientsLocations: Place[];
  storageDuration: string;
  storageLocations: Place[];
  /** Whether the person must provide the data (Art. 13(2)(e)) and, in the company's words, what happens if not. */
  provisionRequirement: TProvisionRequirement;
  provisionConsequence: string | null;
  /** Automated decisions (Art. 13(2)(f), Art. 22) and the logic involved, in the company's words. */
  automatedDecision: TAutomatedDecision;
  automatedDecisionLogic: string | null;
  /**
   * What the operation is for, as the admin chose it (or the catalogue preset they chose); null
   * when not said yet. Documents about one kind of processing (marketing, monitoring) list the
   * operations of that category, never ones whose words sound like it.
   */
  purposeCategory: TPurposeCategory | null;
  /** Cookies or similar technologies on the person's device (Law 506/2004 art. 4(5)). */
  cookies: TCookieUse;
  /** The company's processors (their ids) the admin said perform the operation. */
  processorIds: string[];
  /**
   * The assessment inputs as the admin answered them (null: not said): large scale (Art. 35(3)(b),
   * 37(1)(b)(c)) with the approximate number of people, core activity (WP243 §2.1.2), vulnerable
   * people (WP248 rev.01 criterion 7), new technology (criterion 8). Conclusions rest on these
   * (engine/conclusions.ts), never on the operation’s words.
   */
  largeScale: boolean | null;
  subjectsCount: number | null;
  coreActivity: boolean | null;
  vulnerableSubjects: boolean | null;
  newTechnology: boolean | null;
  /** Carried out only occasionally, as the admin answered (Art. 30(5)); null: not said. */
  occasional: boolean | null;
  /**
   * The kind of legitimate interest pursued, as the admin chose it (or the preset they chose); null:
   * not said. The legitimate interest assessment prints the standard answers of that kind.
   */
  interestKind: TLegitimateInterestKind | null;
  /** The admin chose to assess it on its own, not with the other operations of its kind of interest. */
  assessedAlone: boolean;
  /**
   * The admin's answers to the legitimate interest assessment the operation belongs to (its kind's,
   * or its own for a kind OTHER or not said); null: none, the standard answers stand.
   */
  interestAssessment: InterestAssessmentReadModel | null;
  /**
   * The transfers to recipients outside the EEA that are not processors, as the admin pinned them in
   * the operation's dialog: the recipient as the operation prints it (document's language), the
   * country by its catalogue id, the mechanism and the facts that make it true.
   */
  recipientTransfers: RecipientTransferReadModel[];
  /** The day (YYYY-MM-DD) the admin last confirmed the operation is still accurate; null: never reviewed. */
  reviewedAt: string | null;
  /**
   * Video surveillance (its catalogue preset says so): its storage duration is the company's CCTV
   * retention (the company's video surveillance section), the one source every document reads.
   */
  videoSurveillance: boolean;
  suggestionId: string | null;
}

export interface SituationView {
  id: string;
  dataSubject: string;
  /** The category's name in the document's language. */
  dataSubjectLabel: string;
  name: string;
  operations: OperationView[];
}

export interface DocumentContext {
  language: Language;
  /** RO and EN editions name Romanian law and ANSPDCP; INT names neither. */
  edition: Edition;
  company: CompanyReadModel;
  /** The company's situations the document is about (one category, or all), in their order. */
  situations: SituationView[];
  /** Every operation of those situations, flattened, in order. */
  operations: OperationView[];
  /** The product the document belongs to. */
  product: string;
  /** The id of the company's channel a website's policy is made for; absent for every other document. */
  channel?: string;
  now: Date;
  /**
   * Where the legal figures the document states are read (catalogue legalParameters): in force on
   * `at`, from `table`. Absent: on the document's date, from the catalogue's table. A legal update's
   * preview takes the day it applies (legal-updates/), and tests inject a table.
   */
  law?: { at: Date; table: TLegalParameters };
  /**
   * The registers the company keeps in the documents area (requests, breaches), for the documents
   * that print them; empty for every other document.
   */
  registers: RegisterEntries;
  /** The incident a breach notification is drafted for (from the register); absent for the blank form. */
  breach?: TBreach;
}

/** The registers' entries as their API gives them. */
export interface RegisterEntries {
  requests: TDataSubjectRequest[];
  breaches: TBreach[];
}

const clean = (text: string) => normalizeRomanian(text.trim());
const key = (text: string) => clean(text).toLowerCase();

/** Every label (both languages, both editions) of every entry of a value list, to its entry. */
function labelIndex<N extends TValueListName>(list: N) {
  const index = new Map<string, (typeof valueLists)[N][number]>();
  for (const entry of valueLists[list]) {
    const label = entry.label as TLocalized & { int?: string };
    for (const text of [label.ro, label.en, label.int]) if (text) index.set(key(text), entry);
  }
  return index;
}

/**
 * Earlier wordings of catalogue entries, still stored in the operations saved before the catalogue
 * changed them: each is the entry it was (an exact label, as in labelIndex), so documents print the
 * entry's current label. The systems source named GPS and e-mail, printed for companies without them;
 * recipients named brands as examples.
 */
const FORMER_LABELS: Partial<Record<TValueListName, Record<string, string>>> = {
  sources: {
    'Sistemele companiei (jurnale de acces, pontaj, GPS, e-mail)': 'companySystems',
    'The company’s systems (access logs, timekeeping, GPS, e-mail)': 'companySystems',
  },
  // Brand names as examples read as the company's actual recipients: the labels no longer give them.
  recipients: {
    'Furnizori de servicii cloud și e-mail din S.U.A. (de exemplu, Google, Microsoft)': 'usCloudProvider',
    'Cloud and e-mail providers in the U.S.A. (e.g. Google, Microsoft)': 'usCloudProvider',
    'Platforma de e-mail marketing (de exemplu, Mailchimp)': 'emailMarketingPlatform',
    'E-mail marketing platform (e.g. Mailchimp)': 'emailMarketingPlatform',
    'Furnizorul de servicii de analiză web (de exemplu, Google Analytics)': 'analyticsProvider',
    'Web analytics provider (e.g. Google Analytics)': 'analyticsProvider',
    'Rețele sociale și platforme de publicitate (de exemplu, Meta, Google, TikTok)': 'advertisingPlatforms',
    'Social networks and advertising platforms (e.g. Meta, Google, TikTok)': 'advertisingPlatforms',
    'Platforma de videoconferință (de exemplu, Zoom, Microsoft Teams, Google Meet)': 'videoConferencing',
    'Video-conferencing platform (e.g. Zoom, Microsoft Teams, Google Meet)': 'videoConferencing',
    'Platformele de rezervări (de exemplu, Booking.com)': 'bookingPlatforms',
    'Booking platforms (e.g. Booking.com)': 'bookingPlatforms',
  },
};

function withFormerLabels<N extends TValueListName>(list: N, index: ReturnType<typeof labelIndex<N>>) {
  for (const [text, id] of Object.entries(FORMER_LABELS[list] ?? {})) {
    const entry = valueLists[list].find((e) => e.id === id);
    if (entry) index.set(key(text), entry);
  }
  return index;
}

const LISTS = {
  dataTypes: labelIndex('dataTypes'),
  sources: withFormerLabels('sources', labelIndex('sources')),
  recipients: withFormerLabels('recipients', labelIndex('recipients')),
  retention: labelIndex('retention'),
  countries: labelIndex('countries'),
  storageLocations: labelIndex('storageLocations'),
} as const;

/** A value in the document's language when it is one of the catalogue's, else the company's own text. */
function translate(list: keyof typeof LISTS, text: string, language: Language, edition: Edition): string {
  const entry = LISTS[list].get(key(text));
  return entry ? clean(pick(entry.label, language, edition)) : clean(text);
}

function place(
  list: 'countries' | 'storageLocations',
  text: string,
  language: Language,
  edition: Edition,
): Place {
  // A value of the other location list is the platform's own too (the lists share their ids).
  const other = list === 'countries' ? 'storageLocations' : 'countries';
  const entry = LISTS[list].get(key(text)) ?? LISTS[other].get(key(text));
  return entry && 'transfer' in entry
    ? { text: clean(pick(entry.label, language, edition)), regime: entry.transfer, country: entry.id }
    : { text: clean(text), regime: 'UNKNOWN', country: null };
}

function dataItem(text: string, language: Language, edition: Edition): DataItem {
  const entry = LISTS.dataTypes.get(key(text));
  return {
    text: entry ? clean(pick(entry.label, language, edition)) : clean(text),
    special: entry?.special === true,
    nationalId: entry?.nationalId === true,
    criminal: entry?.criminal === true,
  };
}

/** The preset text in the document's language if the stored text is the preset's (in any language). */
function presetText(
  stored: string,
  preset: TLocalized | null | undefined,
  language: Language,
  edition: Edition,
) {
  if (!preset) return clean(stored);
  const variants = [preset.ro, preset.en, (preset as { int?: string }).int]
    .filter(Boolean)
    .map((t) => key(t!));
  return variants.includes(key(stored)) ? clean(pick(preset, language, edition)) : clean(stored);
}

/**
 * How long footage is kept: the days the company gave in its video surveillance section, else the
 * ceiling Law 190/2018 art. 5 sets (the CCTV notice, sign and policy say the same).
 */
export function cctvRetentionDays(company: Pick<CompanyReadModel, 'cctv'>): number {
  return company.cctv?.retentionDays ?? CCTV_DEFAULT_RETENTION_DAYS;
}

/** The company's CCTV retention as a video surveillance operation's storage duration. */
function cctvRetentionText(days: number, language: Language): string {
  const count =
    days === 1
      ? language === 'ro'
        ? 'o zi'
        : 'one day'
      : language === 'ro' && (days % 100 === 0 || days % 100 >= 20)
        ? `${days} de zile`
        : `${days} ${language === 'ro' ? 'zile' : 'days'}`;
  return language === 'ro'
    ? `Cel mult ${count}, cu excepția imaginilor privind incidente, păstrate până la soluționarea acestora`
    : `At most ${count}, except footage of incidents, kept until they are resolved`;
}

const isRetentionId = (value: string): value is TRetentionId =>
  (RETENTION_IDS as readonly string[]).includes(value);

/**
 * How long the operation keeps the data, as the document states it on its day: a retention preset
 * the admin chose among the suggestions is written as the law sets it that day (catalogue
 * `retentionLabel`, from the dated legal figures), so a period the law changes changes in documents
 * made from the day it applies. An operation saved before the preset was kept has none: a stored
 * text that is word for word one of a preset's own labels is that preset (the platform's text,
 * matched whole, never a guess from words the admin typed); any other text is the admin's, as written.
 */
function storageDurationText(
  op: Pick<SituationReadModel['operations'][number], 'storageDuration' | 'retentionId'>,
  language: Language,
  edition: Edition,
  day: Date,
): string {
  const id =
    op.retentionId && isRetentionId(op.retentionId) ? op.retentionId : retentionIdOfLabel(op.storageDuration);
  return id
    ? clean(retentionLabel(id, language, edition, day))
    : translate('retention', op.storageDuration, language, edition);
}

const isGround = (value: string): value is TLegalGround =>
  (LEGAL_GROUNDS as readonly string[]).includes(value);

export function operationView(
  situation: SituationReadModel,
  situationName: string,
  op: SituationReadModel['operations'][number],
  language: Language,
  edition: Edition,
  cctvDays: number = CCTV_DEFAULT_RETENTION_DAYS,
  day: Date = new Date(),
): OperationView {
  const preset =
    op.suggestionId && hasOperationPreset(op.suggestionId) ? findOperationPreset(op.suggestionId) : null;
  const videoSurveillance = preset?.videoSurveillance === true;
  return {
    id: op.id,
    situationId: situation.id,
    situationName,
    dataSubject: situation.dataSubject,
    name: presetText(op.name, preset?.name, language, edition),
    purpose: presetText(op.purpose, preset?.purpose, language, edition),
    data: op.data.map((d) => dataItem(d, language, edition)),
    grounds: op.grounds.filter(isGround),
    groundReason:
      op.groundReason === null ? null : presetText(op.groundReason, preset?.groundReason, language, edition),
    specialDataGround: op.specialDataGround as TSpecialDataGround | null,
    sources: op.sources.map((s) => ({
      text: translate('sources', s, language, edition),
      id: LISTS.sources.get(key(s))?.id ?? null,
    })),
    recipients: op.recipients.map((r) => translate('recipients', r, language, edition)),
    recipientsLocations: op.recipientsLocations.map((c) => place('countries', c, language, edition)),
    recipientTransfers: (op.recipientTransfers ?? []).map((t) => ({
      ...t,
      recipient: translate('recipients', t.recipient, language, edition),
    })),
    reviewedAt: op.reviewedAt ?? null,
    // One source: footage is kept as the company's video surveillance section says, whatever the
    // operation's own storage duration (the operation dialog says so) reads.
    storageDuration: videoSurveillance
      ? cctvRetentionText(cctvDays, language)
      : storageDurationText(op, language, edition, day),
    storageLocations: op.storageLocations.map((c) => place('storageLocations', c, language, edition)),
    // The read model stores plain strings; anything the catalogue does not know falls back to what
    // the grounds suggest, so a document never states a requirement nobody chose.
    provisionRequirement: (PROVISION_REQUIREMENTS as readonly string[]).includes(op.provisionRequirement)
      ? (op.provisionRequirement as TProvisionRequirement)
      : defaultProvisionRequirement(op.grounds.filter(isGround)),
    provisionConsequence: op.provisionConsequence?.trim() ? clean(op.provisionConsequence) : null,
    automatedDecision: (AUTOMATED_DECISIONS as readonly string[]).includes(op.automatedDecision)
      ? (op.automatedDecision as TAutomatedDecision)
      : 'NONE',
    automatedDecisionLogic: op.automatedDecisionLogic?.trim() ? clean(op.automatedDecisionLogic) : null,
    purposeCategory: (PURPOSE_CATEGORIES as readonly string[]).includes(op.purposeCategory ?? '')
      ? (op.purposeCategory as TPurposeCategory)
      : null,
    cookies: (COOKIE_USES as readonly string[]).includes(op.cookies) ? (op.cookies as TCookieUse) : 'NONE',
    processorIds: op.processorIds ?? [],
    largeScale: op.largeScale ?? null,
    subjectsCount: op.subjectsCount ?? null,
    coreActivity: op.coreActivity ?? null,
    vulnerableSubjects: op.vulnerableSubjects ?? null,
    newTechnology: op.newTechnology ?? null,
    occasional: op.occasional ?? null,
    interestKind: (LEGITIMATE_INTEREST_KINDS as readonly string[]).includes(op.interestKind ?? '')
      ? (op.interestKind as TLegitimateInterestKind)
      : null,
    assessedAlone: op.assessedAlone === true,
    interestAssessment: op.interestAssessment ?? null,
    videoSurveillance,
    suggestionId: op.suggestionId,
  };
}

export function situationView(
  situation: SituationReadModel,
  language: Language,
  edition: Edition,
  cctvDays: number = CCTV_DEFAULT_RETENTION_DAYS,
  day: Date = new Date(),
): SituationView {
  let name = clean(situation.name);
  if (situation.suggestionId) {
    try {
      name = presetText(situation.name, findSituationPreset(situation.suggestionId).name, language, edition);
    } catch {
      // A preset the catalogue no longer has: the stored name stands.
    }
  }
  const subject = dataSubjectEntries.find((e) => e.id === situation.dataSubject);
  return {
    id: situation.id,
    dataSubject: situation.dataSubject,
    dataSubjectLabel: subject ? pick(subject.label, language, edition) : situation.dataSubject,
    name,
    operations: situation.operations.map((op) =>
      operationView(situation, name, op, language, edition, cctvDays, day),
    ),
  };
}

/** A legal figure as the document states it: in force on its date (or `law.at`), from its table. */
export function lawValue(ctx: Pick<DocumentContext, 'now' | 'law'>, id: TLegalParameterId): number {
  return legalValue(id, ctx.law?.at ?? ctx.now, ctx.law?.table);
}

/** Builds the context from data already read (the worker reads it through the read models). */
export function buildContext(input: {
  company: CompanyReadModel;
  situations: SituationReadModel[];
  product: string;
  channel?: string;
  language: Language;
  now?: Date;
  law?: { at?: Date; table?: TLegalParameters };
  registers?: RegisterEntries;
  breach?: TBreach;
}): DocumentContext {
  const edition = toEdition(input.company.platform);
  const now = input.now ?? new Date();
  // The document's day: a retention period the law sets is written as in force that day.
  const situations = input.situations
    .map((s) => situationView(s, input.language, edition, cctvRetentionDays(input.company), now))
    .filter((s) => s.operations.length > 0);
  const { info, dataProtectionResponsible: dpr } = input.company;
  return {
    language: input.language,
    edition,
    // Phone numbers are stored as typed, without spaces; every document writes them in groups.
    company: {
      ...input.company,
      info: {
        ...info,
        phoneNumber: info.phoneNumber ? formatPhoneNumber(info.phoneNumber) : info.phoneNumber,
      },
      dataProtectionResponsible: dpr?.phone ? { ...dpr, phone: formatPhoneNumber(dpr.phone) } : dpr,
    },
    situations,
    operations: situations.flatMap((s) => s.operations),
    product: input.product,
    ...(input.channel ? { channel: input.channel } : {}),
    now,
    ...(input.law ? { law: { at: input.law.at ?? now, table: input.law.table ?? legalParameters } } : {}),
    registers: input.registers ?? { requests: [], breaches: [] },
    ...(input.breach ? { breach: input.breach } : {}),
  };
}
