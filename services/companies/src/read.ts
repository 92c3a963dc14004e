/**
 * The companies service's published read model (`@conform/companies-service/read`): what other
 * services may know about a company, read from the `companies.company_view` view that this
 * service's migrations create and keep compatible. Other services import this module only; they
 * never name the companies tables (lint enforces it, and in cluster mode their roles cannot).
 */
import type { Platform } from '@conform/contracts';
import type { TSourceMark } from '@conform/contracts/events';
import type { SqlRunner } from '@conform/server-kit';

export interface CompanyReadModel {
  id: string;
  platform: Platform;
  adminIds: string[];
  info: {
    fiscalCode: string;
    registrationNumber: string;
    name: string;
    country: string;
    city: string;
    county: string;
    streetAddress: string;
    phoneNumber: string;
  };
  dataProtectionResponsible: {
    isDpo: boolean;
    email: string;
    name: string;
    phone: string;
    /** The day a DPO's appointment was communicated to ANSPDCP (YYYY-MM-DD); null when not said. */
    notifiedOn: string | null;
  } | null;
  contactEmail: string | null;
  products: { pending: string[]; configured: string[]; purchased: string[] };
  /** The dirty list with when each source was marked (oldest first). */
  dirty: TSourceMark[];
  updatedAt: string;
  // Added after the first version: optional so that read models built by hand (other services'
  // tests) keep compiling; readCompany always fills them.
  /** The website the privacy and cookie policies cover; null when none was given. */
  website?: string | null;
  /** Who signs for the company (signature blocks); null until given. */
  legalRepresentative?: { name: string; role: string } | null;
  /** Employees (Art. 30(5) wording, DPO need); null until given. */
  employeeCount?: number | null;
  /** Art. 37(1)(a) GDPR: the company is a public authority or body, as the admin said; null when not said. */
  publicBody?: boolean | null;
  /**
   * Security measures (Art. 30(1)(g), Art. 28 Annex III): ids of the catalogue's
   * `securityMeasureEntries` (labels in both languages) and other measures in the company's words.
   */
  securityMeasures?: { measures: string[]; other: string } | null;
  /** The company's processors, each the other party of a processing agreement (Art. 28). */
  processors?: ProcessorReadModel[];
  /** Video surveillance details (Law 190/2018 art. 5); null when not described. */
  cctv?: CctvReadModel | null;
  /** Refunded packages not bought again since, with when (the latest refund of each). */
  refunds?: Array<{ product: string; refundedAt: string }>;
  /** The company's online channels and the tools each uses; empty when none was listed. */
  channels?: ChannelReadModel[];
  /**
   * The company's own commercial terms, printed as given by the terms and the marketing policy; a
   * group null when nothing in it was said, a field null when not said (then the document asks).
   */
  commercialTerms?: CommercialTermsReadModel;
}

export interface CommercialTermsReadModel {
  accommodation: {
    /** HH:MM. */
    checkIn: string | null;
    /** HH:MM. */
    checkOut: string | null;
    /** The deposit and when the rest is paid, in the company's words. */
    deposit: string | null;
    freeCancellation: string | null;
    cancellationFees: string | null;
  } | null;
  courses: { refundAfterWithdrawal: string | null } | null;
  marketing: {
    /** 1..120. */
    inactiveContactsMonths: number | null;
    /** 'DELETE' or 'RECONFIRM'. */
    inactiveContactsAction: 'DELETE' | 'RECONFIRM' | null;
  } | null;
}

/** One of the company's online channels (website, shop, app, booking page, social page). */
export interface ChannelReadModel {
  id: string;
  /** CHANNEL_KINDS id of the catalogue (labels: `channelKindEntries`). */
  kind: string;
  name: string;
  /** Its address; for a mobile app, its store page. */
  url: string;
  /** Where its privacy policy and its cookie policy are published; null (or absent) when not said. */
  privacyPolicyUrl?: string | null;
  cookiePolicyUrl?: string | null;
  /** The languages it is published in: 'ro' and/or 'en'. */
  languages: string[];
  /** Catalogue product ids the channel serves (may be empty). */
  products: string[];
  tools: Array<{
    /** CHANNEL_TOOL_KINDS id (labels: `channelToolKindEntries`). */
    kind: string;
    provider: string;
    purpose: string;
    /** COOKIE_USES id. */
    cookies: string;
    /** An id of the catalogue's `countries` value list. */
    country: string;
    /** Outside the EEA: ADEQUACY, DPF, SCC, BCR or DEROGATION; null inside. */
    transferMechanism: string | null;
    /** The cookies it sets; null (or absent: saved before they were asked) when not said. */
    cookieList?: Array<CookieReadModel & { thirdParty: boolean }> | null;
  }>;
  /** The cookies the channel sets itself (first party); null (or absent) when not said. */
  cookies?: Array<CookieReadModel & { purpose: string }> | null;
}

/** A cookie a channel or its tool sets. */
export interface CookieReadModel {
  name: string;
  /** COOKIE_CATEGORIES id (labels: `cookieCategoryEntries`). */
  category: string;
  /** COOKIE_DURATION_UNITS id: SESSION, DAYS, MONTHS or YEARS. */
  duration: string;
  /** The number of days, months or years; null for a session cookie. */
  durationAmount: number | null;
}

export interface ProcessorReadModel {
  id: string;
  name: string;
  /** Fiscal code (CUI) or foreign tax number. */
  fiscalCode: string;
  registrationNumber: string | null;
  address: string;
  /** An id of the catalogue's `countries` value list (its `transfer` gives the regime). */
  country: string;
  /** With country OTHER: the country's name; null (or absent, in a test's fixture) otherwise. */
  countryName?: string | null;
  representative: string | null;
  contactEmail: string | null;
  /** The service provided: the subject-matter of the agreement. */
  service: string;
  /** Outside the EEA: ADEQUACY, DPF, SCC, BCR or DEROGATION (labels: `transferMechanismEntries`); null inside. */
  transferMechanism: string | null;
  /** With DPF: the day the admin checked the recipient on the DPF list (YYYY-MM-DD); null when not said. */
  dpfCheckedOn: string | null;
  /** With SCC: the module signed (`sccModuleEntries`: C2C, C2P, P2P, P2C); null when not said. */
  sccModule: string | null;
  /** With SCC: the day the clauses were signed (YYYY-MM-DD); null when not said. */
  sccSignedOn: string | null;
  /** With DEROGATION: the Art. 49(1) point (`transferDerogationEntries`: A to G); null when not said. */
  derogation: string | null;
  /** With BCR: the approval reference, if given. */
  bcrReference: string | null;
  /** Outside the EEA: the safeguard the processor states for the sub-processor; null when not said or in the EEA. */
  subProcessors: Array<{
    name: string;
    country: string;
    /** With country OTHER: the country's name; null (or absent) otherwise. */
    countryName?: string | null;
    service: string | null;
    transferMechanism: string | null;
  }>;
}

export interface CctvReadModel {
  areas: string[];
  /** At most 30 unless `retentionReason` says why. */
  retentionDays: number;
  retentionReason: string | null;
  recipients: string[];
  lessIntrusiveMeans: string | null;
  /** Consultation of the trade union or employees' representatives, YYYY-MM-DD. */
  consultationDate: string | null;
  /** The people authorised to view the images; absent or empty: not said. */
  viewers?: Array<{ name: string; position: string }>;
}

type PinFact = 'dpfCheckedOn' | 'sccModule' | 'sccSignedOn' | 'derogation' | 'bcrReference';

/** A processor as stored: the transfer facts and the country's name are absent on one saved before they existed. */
export type StoredProcessor = Omit<ProcessorReadModel, PinFact | 'subProcessors'> &
  Partial<Pick<ProcessorReadModel, PinFact>> & {
    subProcessors: Array<
      Omit<ProcessorReadModel['subProcessors'][number], 'transferMechanism'> & {
        transferMechanism?: string | null;
      }
    >;
  };

/**
 * A stored processor, the transfer facts it was saved without read as null (not said): the
 * service's own answers and the read model read it the same way.
 */
export function processorFacts(p: StoredProcessor): ProcessorReadModel & {
  countryName: string | null;
  subProcessors: Array<ProcessorReadModel['subProcessors'][number] & { countryName: string | null }>;
} {
  return {
    ...p,
    dpfCheckedOn: p.dpfCheckedOn ?? null,
    sccModule: p.sccModule ?? null,
    sccSignedOn: p.sccSignedOn ?? null,
    derogation: p.derogation ?? null,
    bcrReference: p.bcrReference ?? null,
    countryName: p.countryName ?? null,
    subProcessors: p.subProcessors.map((s) => ({
      ...s,
      countryName: s.countryName ?? null,
      transferMechanism: s.transferMechanism ?? null,
    })),
  };
}

interface CompanyViewRow {
  id: string;
  platform: string;
  admin_ids: string[] | null;
  info: Partial<CompanyReadModel['info']> | null;
  data_protection_responsible:
    | (Omit<NonNullable<CompanyReadModel['dataProtectionResponsible']>, 'notifiedOn'> & {
        notifiedOn?: string | null;
      })
    | null;
  contact_email: string | null;
  products_pending: string[] | null;
  products_configured: string[] | null;
  products_purchased: string[] | null;
  dirty: string[] | null;
  dirty_marked_at: Record<string, string> | null;
  updated_at: Date | string;
  website: string | null;
  legal_representative: { name: string; role: string } | null;
  employee_count: number | null;
  public_body: boolean | null;
  security_measures: { measures: string[]; other: string } | null;
  /** Processors saved before the transfer facts existed lack them (read as null). */
  processors: StoredProcessor[] | null;
  cctv: CctvReadModel | null;
  refunds: Array<{ product: string; refundedAt: string }> | null;
  /** Absent from a view created before migration 0008. */
  channels?: ChannelReadModel[] | null;
  /** Absent from a view created before migration 0010. */
  commercial_terms?: Partial<CommercialTermsReadModel> | null;
}

const iso = (value: Date | string): string => new Date(value).toISOString();

function toReadModel(row: CompanyViewRow): CompanyReadModel {
  const info = row.info ?? {};
  const updatedAt = iso(row.updated_at);
  return {
    id: row.id,
    platform: row.platform === 'en' || row.platform === 'int' ? row.platform : 'ro',
    adminIds: row.admin_ids ?? [],
    info: {
      fiscalCode: info.fiscalCode ?? '',
      registrationNumber: info.registrationNumber ?? '',
      name: info.name ?? '',
      country: info.country ?? '',
      city: info.city ?? '',
      county: info.county ?? '',
      streetAddress: info.streetAddress ?? '',
      phoneNumber: info.phoneNumber ?? '',
    },
    // Saved before the notification date was asked: not said (null).
    dataProtectionResponsible: row.data_protection_responsible
      ? { ...row.data_protection_responsible, notifiedOn: row.data_protection_responsible.notifiedOn ?? null }
      : null,
    contactEmail: row.contact_email,
    products: {
      pending: row.products_pending ?? [],
      configured: row.products_configured ?? [],
      purchased: row.products_purchased ?? [],
    },
    // A source marked before the times were recorded counts as marked at the last update.
    dirty: (row.dirty ?? []).map((source) => ({
      source,
      markedAt: iso(row.dirty_marked_at?.[source] ?? updatedAt),
    })),
    updatedAt,
    website: row.website,
    legalRepresentative: row.legal_representative,
    employeeCount: row.employee_count,
    publicBody: row.public_body,
    securityMeasures: row.security_measures,
    processors: (row.processors ?? []).map(processorFacts),
    cctv: row.cctv,
    refunds: row.refunds ?? [],
    channels: row.channels ?? [],
    commercialTerms: {
      accommodation: row.commercial_terms?.accommodation ?? null,
      courses: row.commercial_terms?.courses ?? null,
      marketing: row.commercial_terms?.marketing ?? null,
    },
  };
}

/** One company, or undefined. Pass a transaction to read inside it. */
export async function readCompany(db: SqlRunner, companyId: string): Promise<CompanyReadModel | undefined> {
  const [row] = await db.query<CompanyViewRow>(`SELECT * FROM companies.company_view WHERE id = $1`, [
    companyId,
  ]);
  return row ? toReadModel(row) : undefined;
}
