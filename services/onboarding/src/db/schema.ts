import type { Platform, TCompanyRegistryInfo } from '@conform/contracts';
import { jobQueueTable } from '@conform/server-kit';
import {
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const onboarding = pgSchema('onboarding');

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A completed evaluation quiz: the answers and the recommended products (docs/spec/behaviour.md §2 Quiz). */
export const evaluations = onboarding.table(
  'evaluations',
  {
    id: text('id').primaryKey(),
    /** The session's user when there was one (anonymous users included); null for a visitor. */
    userId: text('user_id'),
    platform: text('platform').$type<Platform>().notNull(),
    locale: text('locale').notNull(),
    answers: jsonb('answers').$type<Record<string, boolean>>().notNull(),
    results: text('results').array().notNull(),
    /** `onboarding` (the funnel's quiz) or `quiz` (the standalone quiz). */
    source: text('source').notNull().default('onboarding'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('evaluations_user_idx').on(t.userId)],
);

/**
 * Registry answers by fiscal code (docs/spec/behaviour.md §7 lookup), reused for COMPANY_REGISTRY_CACHE_DAYS: ANAF allows
 * one request a second, and a visitor often opens the same company twice. Only found companies are kept.
 */
export const registryCache = onboarding.table('registry_cache', {
  fiscalCode: text('fiscal_code').primaryKey(),
  info: jsonb('info').$type<TCompanyRegistryInfo>().notNull(),
  fetchedAt: at('fetched_at').notNull().defaultNow(),
});

/** Fixed-window counters for rate limits (registry lookups per client address). */
export const rateLimits = onboarding.table(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: at('window_start').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** What a marketing submission is about, by id (read back when it is built). */
export interface MarketingRefs {
  evaluationId?: string;
  companyId?: string;
  orderId?: string;
  /** The paid order's products (the company may not have moved them to purchased yet). */
  products?: string[];
}

/**
 * The marketing outbox (docs/spec/behaviour.md §7 "Marketing forms"; docs/architecture.md#ports-to-the-outside-world): one row per thing that happened
 * that marketing should hear about, for one user. Ids only, never the person's data: the submission is
 * built from the owners' read models when it can be sent, i.e. once the user has a confirmed e-mail
 * address and has agreed to communications (WAITING until then, for MARKETING_WAIT_DAYS at most).
 * QUEUED: its submission is in `marketing_jobs`; SENT or FAILED after its tries; WITHDRAWN when the
 * consent was withdrawn before it left.
 */
export const marketingSubmissions = onboarding.table(
  'marketing_submissions',
  {
    id: text('id').primaryKey(),
    /** ACCOUNT_CREATED, QUIZ_COMPLETED, ONBOARDING_EVALUATION, COMPANY_CREATED, PURCHASE_COMPLETED, CONTACT_REQUEST. */
    kind: text('kind').notNull(),
    userId: text('user_id').notNull(),
    /** One submission per key: an account is created once, every other event counts once per event. */
    dedupeKey: text('dedupe_key').notNull(),
    /** The event that caused it. */
    eventId: text('event_id').notNull(),
    /** What the submission is about: ids of the evaluation, company, order, and the order's products. */
    refs: jsonb('refs').$type<MarketingRefs>().notNull(),
    platform: text('platform').$type<Platform>().notNull(),
    /** The language the user used then, when the event says (else the edition's). */
    locale: text('locale'),
    /** When it happened (the submission's `submittedAt`, however long it waited). */
    occurredAt: at('occurred_at').notNull(),
    status: text('status').notNull(),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull().defaultNow(),
    sentAt: at('sent_at'),
  },
  (t) => [
    uniqueIndex('marketing_submissions_dedupe_idx').on(t.dedupeKey),
    index('marketing_submissions_user_idx').on(t.userId, t.status),
    index('marketing_submissions_status_idx').on(t.status, t.createdAt),
  ],
);

/** Submissions on their way to the marketing sink: two tries each (docs/spec/behaviour.md §7), then FAILED. */
export const marketingJobs = jobQueueTable(onboarding, 'marketing_jobs');

/**
 * HubSpot's visitor cookie (`hubspotutk`) per user, kept only while the browser says the visitor
 * accepted marketing cookies (PUT /marketing/tracking); it becomes the submissions' `context.hutk`.
 */
export const marketingTracking = onboarding.table('marketing_tracking', {
  userId: text('user_id').primaryKey(),
  hutk: text('hutk').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** Embedded mode's local marketing sink: submissions are kept here instead of leaving the machine. */
export const devMarketingSubmissions = onboarding.table('dev_marketing_submissions', {
  id: text('id').primaryKey(),
  kind: text('kind').notNull(),
  /** The HubSpot Forms v3 body that would have been posted. */
  body: jsonb('body').$type<Record<string, unknown>>().notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});
