import type { Platform, TUser } from '@conform/contracts';
import { AppError, newId, type Db, type Logger } from '@conform/server-kit';
import { publishIdentityEvent } from '../events.ts';
import { toUser } from '../users/domain.ts';
import { createUsersRepository, type UsersRepository } from '../users/repository.ts';
import { createPartnersRepository, type PartnersRepository } from './repository.ts';
import { signCustomToken, verifyCustomToken } from './tokens.ts';

const PARTNER = 'netopia';

const partnerFailed = () =>
  new AppError(
    'unauthenticated',
    'Authentication using the partner account failed. Please reload the page and try again.',
  );

export function createPartnersDomain(deps: {
  /** A registration writes the user, the partner link and `user.registered` together. */
  db: Db;
  users: UsersRepository;
  partners: PartnersRepository;
  /** Undefined when no partner key is configured: the partner flows are then unavailable. */
  verifyPartnerToken: ((token: string) => Promise<{ customerId: string }>) | undefined;
  privateKeyPem: string;
  publicKeyPem: string;
  customTokenTtlSeconds: number;
  logger: Logger;
}) {
  async function customerOf(token: string): Promise<string> {
    if (!deps.verifyPartnerToken) throw new AppError('unavailable', 'Partner sign-in is not configured.');
    try {
      return (await deps.verifyPartnerToken(token)).customerId;
    } catch (err) {
      deps.logger.warn({ err }, 'partner token refused');
      throw partnerFailed();
    }
  }

  return {
    /** netopiaCreateUser(token, email, name): a new user for the partner's customer; duplicate e-mail → already-exists. */
    async createUser(
      input: { token: string; email: string; name: string },
      context: { platform: Platform; locale: 'ro' | 'en' },
    ): Promise<string> {
      const customerId = await customerOf(input.token);
      if (
        (await deps.users.findByEmail(input.email)) ||
        (await deps.partners.findUserId(PARTNER, customerId))
      ) {
        throw new AppError(
          'conflict',
          'A user with this e-mail address already exists. Use another address or contact us.',
          {
            reason: 'already-exists',
          },
        );
      }
      const user = await deps.db.transaction(async (tx) => {
        const created = await createUsersRepository(tx.orm).insert({
          id: newId(),
          email: input.email,
          name: input.name,
          isAnonymous: false,
        });
        await createPartnersRepository(tx.orm).link(PARTNER, customerId, created.id);
        await publishIdentityEvent(tx, 'user.registered', { userId: created.id, ...context });
        return created;
      });
      return signCustomToken(deps.privateKeyPem, user.id, deps.customTokenTtlSeconds);
    },

    /** netopiaAuthenticateUser(token): a sign-in token for a known customer, null for an unknown one. */
    async authenticate(token: string): Promise<string | null> {
      const userId = await deps.partners.findUserId(PARTNER, await customerOf(token));
      return userId ? signCustomToken(deps.privateKeyPem, userId, deps.customTokenTtlSeconds) : null;
    },

    /** Custom-token sign-in: the token is ours, short-lived and works once. */
    async exchange(customToken: string): Promise<TUser> {
      let claims;
      try {
        claims = await verifyCustomToken(deps.publicKeyPem, customToken);
      } catch {
        throw partnerFailed();
      }
      if (!(await deps.partners.markCustomTokenUsed(claims.jti))) throw partnerFailed();
      const record = await deps.users.findById(claims.uid);
      if (!record) throw partnerFailed();
      return toUser(record);
    },
  };
}
export type PartnersDomain = ReturnType<typeof createPartnersDomain>;
