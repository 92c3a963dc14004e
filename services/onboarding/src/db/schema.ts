import type { TCompanyRegistryInfo } from '@conform/contracts';
import { index, integer, jsonb, pgSchema, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const onboarding = pgSchema('onboarding');

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A completed evaluation quiz: the answers and the recommended products (spec §2 Quiz). */
export const evaluations = onboarding.table(
  'evaluations',
  {
    id: text('id').primaryKey(),
    /** The session's user when there was one (anonymous users included); null for a visitor. */
    userId: text('user_id'),
    platform: text('platform').notNull(),
    locale: text('locale').notNull(),
    answers: jsonb('answers').$type<Record<string, boolean>>().notNull(),
    results: text('results').array().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('evaluations_user_idx').on(t.userId)],
);

/**
 * Registry answers by fiscal code (spec §7 lookup), reused for COMPANY_REGISTRY_CACHE_DAYS: ANAF allows
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
