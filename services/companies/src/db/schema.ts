import type { Platform } from '@conform/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgSchema, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const companies = pgSchema('companies');

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Company info (docs/spec/behaviour.md §3): filled from the registry lookup or by hand. */
export interface CompanyInfoColumn {
  fiscalCode: string;
  registrationNumber: string;
  name: string;
  country: string;
  city: string;
  county: string;
  streetAddress: string;
  phoneNumber: string;
}

export interface DataProtectionResponsibleColumn {
  isDpo: boolean;
  email: string;
  name: string;
  phone: string;
  /** A DPO's notification to ANSPDCP (YYYY-MM-DD); absent in rows saved before it was asked. */
  notifiedOn?: string | null;
}

/** Who signs for the company. */
export interface LegalRepresentativeColumn {
  name: string;
  role: string;
}

/** The security measures summary: catalogue SECURITY_MEASURES ids and other measures in words. */
export interface SecurityMeasuresColumn {
  measures: string[];
  other: string;
}

/** A processor of the company (Art. 28), the other party of a processing agreement. */
export interface ProcessorColumn {
  id: string;
  name: string;
  fiscalCode: string;
  registrationNumber: string | null;
  address: string;
  country: string;
  representative: string | null;
  contactEmail: string | null;
  service: string;
  transferMechanism: string | null;
  /**
   * What pins the mechanism (DPF list checked on, SCC module and signing day, Art. 49(1) point, BCR
   * reference). Absent on processors saved before these facts existed: read as null (not said).
   */
  dpfCheckedOn?: string | null;
  sccModule?: string | null;
  sccSignedOn?: string | null;
  derogation?: string | null;
  bcrReference?: string | null;
  /** `transferMechanism` is absent on sub-processors saved before it existed: read as null. */
  subProcessors: Array<{
    name: string;
    country: string;
    service: string | null;
    transferMechanism?: string | null;
  }>;
}

/** A package refunded and not bought again since (the dashboard says so; its documents are locked). */
export interface RefundColumn {
  product: string;
  /** ISO time the refund was applied. */
  refundedAt: string;
}

/** A tool a channel uses (analytics, pixel, newsletter, payments, …). */
export interface ChannelToolColumn {
  kind: string;
  provider: string;
  purpose: string;
  cookies: string;
  country: string;
  transferMechanism: string | null;
  /** The cookies it sets; absent on a tool saved before they were asked, null: not said. */
  cookieList?: Array<CookieColumn & { thirdParty: boolean }> | null;
}

/** A cookie a channel or its tool sets: name, COOKIE_CATEGORIES id, duration unit and amount. */
export interface CookieColumn {
  name: string;
  category: string;
  duration: string;
  durationAmount: number | null;
}

/** One of the company's online channels (website, shop, app, booking page, social page). */
export interface ChannelColumn {
  id: string;
  kind: string;
  name: string;
  url: string;
  /** Absent on a channel saved before they were asked: not said. */
  privacyPolicyUrl?: string | null;
  cookiePolicyUrl?: string | null;
  languages: string[];
  products: string[];
  tools: ChannelToolColumn[];
  /** The cookies it sets itself; absent on a channel saved before they were asked, null: not said. */
  cookies?: Array<CookieColumn & { purpose: string }> | null;
}

/**
 * The company's own commercial terms; a group absent or null when nothing in it was said (companies
 * before migration 0010: '{}').
 */
export interface CommercialTermsColumn {
  accommodation?: {
    checkIn: string | null;
    checkOut: string | null;
    deposit: string | null;
    freeCancellation: string | null;
    cancellationFees: string | null;
  } | null;
  courses?: { refundAfterWithdrawal: string | null } | null;
  marketing?: { inactiveContactsMonths: number | null; inactiveContactsAction: string | null } | null;
}

/** Video surveillance (Law 190/2018 art. 5). */
export interface CctvColumn {
  areas: string[];
  retentionDays: number;
  retentionReason: string | null;
  recipients: string[];
  lessIntrusiveMeans: string | null;
  consultationDate: string | null;
  /** Absent in what was stored before the viewers were asked. */
  viewers?: Array<{ name: string; position: string }>;
}

/**
 * A company (docs/spec/behaviour.md §3). `admin_ids` and `platform` decide who may see it: the one cross-cutting read
 * every service does through server-kit's company-access check.
 */
export const companiesTable = companies.table(
  'companies',
  {
    id: text('id').primaryKey(),
    platform: text('platform').$type<Platform>().notNull(),
    adminIds: text('admin_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    info: jsonb('info').$type<CompanyInfoColumn>().notNull(),
    dataProtectionResponsible: jsonb(
      'data_protection_responsible',
    ).$type<DataProtectionResponsibleColumn | null>(),
    contactEmail: text('contact_email'),
    productsPending: text('products_pending')
      .array()
      .notNull()
      .default(sql`'{}'`),
    productsConfigured: text('products_configured')
      .array()
      .notNull()
      .default(sql`'{}'`),
    productsPurchased: text('products_purchased')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Data sources changed since documents were last generated. */
    dirty: text('dirty')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /**
     * When each dirty source was last marked (ISO time by source): a regeneration clears a source
     * only if it worked from data at least that new.
     */
    dirtyMarkedAt: jsonb('dirty_marked_at').$type<Record<string, string>>().notNull().default({}),
    referral: text('referral'),
    // What the documents need beyond the spec's model (docs/facts/document-checklists.md, "NEW").
    website: text('website'),
    legalRepresentative: jsonb('legal_representative').$type<LegalRepresentativeColumn | null>(),
    employeeCount: integer('employee_count'),
    /** Art. 37(1)(a) GDPR: a public authority or body, as the admin said; null when not said. */
    publicBody: boolean('public_body'),
    securityMeasures: jsonb('security_measures').$type<SecurityMeasuresColumn | null>(),
    processors: jsonb('processors')
      .$type<ProcessorColumn[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    cctv: jsonb('cctv').$type<CctvColumn | null>(),
    /** Refunded packages not bought again since, the latest refund of each. */
    refunds: jsonb('refunds')
      .$type<RefundColumn[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The company's online channels and the tools each uses (none listed: empty). */
    channels: jsonb('channels')
      .$type<ChannelColumn[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The company's own commercial terms (nothing said: every group absent). */
    commercialTerms: jsonb('commercial_terms')
      .$type<CommercialTermsColumn>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('companies_admins_idx').using('gin', t.adminIds)],
);

/**
 * Paid orders whose products were moved to purchased: `order.paid` is applied once per order. What
 * the company holds through which order: a refund takes back only the products no other paid,
 * unrefunded order of the company also bought.
 */
export const appliedOrdersTable = companies.table(
  'applied_orders',
  {
    orderId: text('order_id').primaryKey(),
    companyId: text('company_id').notNull(),
    products: text('products').array().notNull(),
    appliedAt: at('applied_at').notNull().defaultNow(),
    /**
     * When `order.refunded` was applied; null while the order holds its products. A refund that
     * arrives before its `order.paid` is recorded too, so the late payment changes nothing.
     */
    refundedAt: at('refunded_at'),
  },
  (t) => [index('applied_orders_company_idx').on(t.companyId)],
);

/** Fixed-window counters for rate limits (companies created per user). */
export const rateLimits = companies.table(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: at('window_start').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
