import type { TUser } from '@conform/contracts';
import type { UserRecord } from './repository.ts';

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
