import { AppError, newId, newSecret, sha256, signAccessToken, type RateLimiter } from '@conform/server-kit';
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
  /** Anonymous sessions one client address may start per hour (each creates a user row). */
  anonymousPerIpPerHour: number;
}

const ended = () => new AppError('unauthenticated', 'The session has ended. Please sign in again.');

export function createSessionsDomain(deps: {
  users: UsersRepository;
  sessions: SessionsRepository;
  limiter: RateLimiter;
  settings: SessionSettings;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const { settings } = deps;

  function accessTokenFor(user: TUser): Promise<string> {
    return signAccessToken(
      settings.privateKeyPem,
      { uid: user.uid, anonymous: user.isAnonymous, terms: user.hasConsentedTerms },
      settings.accessTtlSeconds,
    );
  }

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
    return { user, accessToken: await accessTokenFor(user), refreshToken };
  }

  return {
    /**
     * A visitor starts anonymously; their data is kept when they later sign in by e-mail. Anyone may
     * call it, and each call creates a user, so it is limited per client address.
     */
    async startAnonymous(ip: string, previousRefreshToken?: string): Promise<IssuedSession> {
      await deps.limiter.hit([
        { key: `anonymous-session:ip:${ip}`, limit: settings.anonymousPerIpPerHour, windowSeconds: 3600 },
      ]);
      if (previousRefreshToken) await deps.sessions.revokeByTokenHash(sha256(previousRefreshToken), now());
      const record = await deps.users.insert({ id: newId(), email: null, name: null, isAnonymous: true });
      return issue(toUser(record), undefined);
    },

    /** A fresh session for a user who just proved who they are; the browser's previous session ends. */
    async signIn(user: TUser, previousRefreshToken?: string): Promise<IssuedSession> {
      if (previousRefreshToken) await deps.sessions.revokeByTokenHash(sha256(previousRefreshToken), now());
      return issue(user, undefined);
    },

    /** Exchanges a live refresh token for a new pair; the old refresh token dies. */
    async refresh(refreshToken: string): Promise<IssuedSession> {
      const session = await deps.sessions.findLiveByTokenHash(sha256(refreshToken), now());
      if (!session) throw ended();
      const record = await deps.users.findById(session.userId);
      if (!record) throw ended();
      return issue(toUser(record), session.id);
    },

    /** A new access token after the user's claims changed (e.g. terms accepted). */
    accessTokenFor,

    async signOut(refreshToken: string | undefined): Promise<void> {
      if (refreshToken) await deps.sessions.revokeByTokenHash(sha256(refreshToken), now());
    },

    async currentUser(uid: string): Promise<TUser> {
      const record = await deps.users.findById(uid);
      if (!record) throw ended();
      return toUser(record);
    },
  };
}
export type SessionsDomain = ReturnType<typeof createSessionsDomain>;
