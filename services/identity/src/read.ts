/**
 * The identity service's published read model (`@conform/identity-service/read`): what the
 * onboarding service's marketing submissions need to know about a user, read from the
 * `identity.user_view` view that this service's migrations create and keep compatible. Other
 * services import this module only; they never name the identity tables (lint enforces it, and in
 * cluster mode only the onboarding role may read the view at all: it holds e-mail addresses).
 */
import type { SqlRunner } from '@conform/server-kit';

export interface UserReadModel {
  id: string;
  /** The confirmed address; null while the user is anonymous. */
  email: string | null;
  name: string | null;
  isAnonymous: boolean;
  /** When the user agreed to communications (spec §3 consentedCommsAt); null when they did not. */
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
