import { AppError, newId, newSecret, sha256, signAccessToken } from '@conform/server-kit';
import type { TUser } from '@conform/contracts';
import { toUser } from '../users/domain.ts';
import type { UsersRepository } from '../users/repository.ts';
import type { SessionsRepository } from './repository.ts';

export interface IssuedSession {
  user: TUser;
  accessToken: string;
  refreshToken: string;
}

export interface SessionSettings {
  privateKeyPem: string;
  accessTtlSeconds: number;
  refreshTtlDays: number;
}

export function createSessionsDomain(deps: {
  users: UsersRepository;
  sessions: SessionsRepository;
  settings: SessionSettings;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const { settings } = deps;

  async function issue(user: TUser, sessionId: string | undefined): Promise<IssuedSession> {
    const refreshToken = newSecret();
    const expiresAt = new Date(now().getTime() + settings.refreshTtlDays * 86_400_000);
    if (sessionId) await deps.sessions.rotate(sessionId, sha256(refreshToken), expiresAt);
    else
      await deps.sessions.insert({
        id: newId(),
        userId: user.uid,
        refreshTokenHash: sha256(refreshToken),
        expiresAt,
      });
    const accessToken = await signAccessToken(
      settings.privateKeyPem,
      { uid: user.uid, anonymous: user.isAnonymous, terms: user.hasConsentedTerms },
      settings.accessTtlSeconds,
    );
    return { user, accessToken, refreshToken };
  }

  return {
    /** A visitor starts anonymously; their data is kept when they later sign in by e-mail. */
    async startAnonymous(): Promise<IssuedSession> {
      const record = await deps.users.insert({ id: newId(), email: null, name: null, isAnonymous: true });
      return issue(toUser(record), undefined);
    },

    /** Exchanges a live refresh token for a new pair; the old refresh token dies. */
    async refresh(refreshToken: string): Promise<IssuedSession> {
      const session = await deps.sessions.findLiveByTokenHash(sha256(refreshToken), now());
      if (!session) throw new AppError('unauthenticated', 'The session has ended. Please sign in again.');
      const record = await deps.users.findById(session.userId);
      if (!record) throw new AppError('unauthenticated', 'The session has ended. Please sign in again.');
      return issue(toUser(record), session.id);
    },

    async signOut(refreshToken: string | undefined): Promise<void> {
      if (refreshToken) await deps.sessions.revokeByTokenHash(sha256(refreshToken), now());
    },

    async currentUser(uid: string): Promise<TUser> {
      const record = await deps.users.findById(uid);
      if (!record) throw new AppError('unauthenticated', 'The session has ended. Please sign in again.');
      return toUser(record);
    },
  };
}
export type SessionsDomain = ReturnType<typeof createSessionsDomain>;
