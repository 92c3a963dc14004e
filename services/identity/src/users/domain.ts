import type { TConsents, TUser } from '@conform/contracts';
import { AppError, type Db } from '@conform/server-kit';
import { publishIdentityEvent } from '../events.ts';
import { createUsersRepository, type UserRecord } from './repository.ts';

/** The stored record as the front end sees it. */
export function toUser(record: UserRecord): TUser {
  return {
    uid: record.id,
    name: record.name,
    email: record.email,
    isAnonymous: record.isAnonymous,
    avatarUrl: null,
    hasConsentedTerms: record.consentedTermsAt !== null,
  };
}

/**
 * Records the user's consents; when the communications consent is given or withdrawn, `user.consented`
 * goes out in the same transaction (marketing submissions wait for it, or are dropped).
 */
export async function recordConsents(db: Db, uid: string, consents: TConsents): Promise<UserRecord> {
  return db.transaction(async (tx) => {
    const users = createUsersRepository(tx.orm);
    const before = await users.findByIdForUpdate(uid);
    if (!before) throw new AppError('unauthenticated', 'The session has expired. Please sign in again.');
    const after = await users.setConsents(uid, consents);
    const communications = after.consentedCommsAt !== null;
    if ((before.consentedCommsAt !== null) !== communications) {
      await publishIdentityEvent(tx, 'user.consented', { userId: uid, communications });
    }
    return after;
  });
}
