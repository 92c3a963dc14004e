import type { Platform } from '@conform/contracts';
import { boolean, index, integer, pgSchema, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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

/**
 * Refresh tokens a session has rotated away from. A browser's parallel requests may all refresh with
 * the same token: a use within the reuse window of its rotation is one of those and is answered with
 * a session of the same family; a later use is a stolen token replayed, and revokes the family.
 */
export const retiredRefreshTokens = identity.table(
  'retired_refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    retiredAt: at('retired_at').notNull(),
  },
  (t) => [index('retired_refresh_tokens_session_idx').on(t.sessionId)],
);

/** An e-mailed sign-in link: only its hash is stored; single use; expires. */
export const signInLinks = identity.table(
  'sign_in_links',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email').notNull(),
    /** Where the user goes after signing in: a path inside the platform. */
    returnUrl: text('return_url').notNull(),
    platform: text('platform').$type<Platform>().notNull(),
    locale: text('locale').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('sign_in_links_email_idx').on(t.email)],
);

/** Fixed-window counters for rate limits (link sending per e-mail and per IP). */
export const rateLimits = identity.table(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: at('window_start').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** Embedded mode's local mailbox: messages are kept here instead of leaving the machine. */
export const devMailbox = identity.table('dev_mailbox', {
  id: text('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** A partner's customer (e.g. NETOPIA's) linked to a platform user. */
export const partnerAccounts = identity.table(
  'partner_accounts',
  {
    partner: text('partner').notNull(),
    partnerCustomerId: text('partner_customer_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.partner, t.partnerCustomerId] })],
);

/** Custom sign-in tokens already exchanged: each works once. */
export const usedCustomTokens = identity.table('used_custom_tokens', {
  jti: text('jti').primaryKey(),
  usedAt: at('used_at').notNull().defaultNow(),
});
