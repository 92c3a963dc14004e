import { index, jsonb, pgSchema, text, timestamp } from 'drizzle-orm/pg-core';

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
