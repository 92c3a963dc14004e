/**
 * The identity service's published read models (`@conform/identity-service/read`), views this
 * service's migrations create and keep compatible. Other services import this module only; they
 * never name the identity tables (lint enforces it, and in cluster mode their roles cannot).
 *
 * - `identity.user_view`: what the onboarding service's marketing submissions need to know about a
 *   user. In cluster mode only the onboarding role may read it: it holds e-mail addresses.
 * - `identity.session_view`: whether a session was revoked. Every service reads it through
 *   server-kit's session check (`createSessionCheck`, which names the view as the company-admin check
 *   names `companies.company_view`) on every authenticated request; every role may read it.
 */
import type { SqlRunner } from '@conform/server-kit';

export interface UserReadModel {
  id: string;
  /** The confirmed address; null while the user is anonymous. */
  email: string | null;
  name: string | null;
  isAnonymous: boolean;
  /** When the user agreed to communications (docs/spec/behaviour.md §3 consentedCommsAt); null when they did not. */
  consentedCommsAt: string | null;
}

interface UserViewRow {
  id: string;
  email: string | null;
  name: string | null;
  is_anonymous: boolean;
  consented_comms_at: Date | string | null;
}

/** One user, or undefined. Pass a transaction to read inside it. */
export async function readUser(db: SqlRunner, userId: string): Promise<UserReadModel | undefined> {
  const [row] = await db.query<UserViewRow>(`SELECT * FROM identity.user_view WHERE id = $1`, [userId]);
  if (!row) return undefined;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    isAnonymous: row.is_anonymous,
    consentedCommsAt: row.consented_comms_at === null ? null : new Date(row.consented_comms_at).toISOString(),
  };
}

export interface SessionReadModel {
  id: string;
  userId: string;
  /** When the session was ended (signed out, replaced by a new sign-in, its token replayed); null while live. */
  revokedAt: string | null;
}

/** One session, or undefined. */
export async function readSession(db: SqlRunner, sessionId: string): Promise<SessionReadModel | undefined> {
  const [row] = await db.query<{ id: string; user_id: string; revoked_at: Date | string | null }>(
    `SELECT id, user_id, revoked_at FROM identity.session_view WHERE id = $1`,
    [sessionId],
  );
  if (!row) return undefined;
  return {
    id: row.id,
    userId: row.user_id,
    revokedAt: row.revoked_at === null ? null : new Date(row.revoked_at).toISOString(),
  };
}
