import { boolean, index, pgSchema, text, timestamp } from 'drizzle-orm/pg-core';

export const identity = pgSchema('identity');

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The stored user record (spec: users/{uid}). */
export const users = identity.table('users', {
  id: text('id').primaryKey(),
  email: text('email').unique(),
  name: text('name'),
  isAnonymous: boolean('is_anonymous').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
  consentedTermsAt: at('consented_terms_at'),
  consentedCommsAt: at('consented_comms_at'),
});

/** A signed-in browser: its refresh token (hashed) and whether it was revoked. */
export const sessions = identity.table(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    refreshTokenHash: text('refresh_token_hash').notNull().unique(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
