import { createHash, createHmac } from 'node:crypto';
import {
  AppError,
  newId,
  newSecret,
  sha256,
  signAccessToken,
  type Db,
  type RateLimiter,
  type SessionCheck,
} from '@conform/server-kit';
import type { TUser } from '@conform/contracts';
import { toUser } from '../users/domain.ts';
import type { UsersRepository } from '../users/repository.ts';
import { createSessionsRepository, type SessionRecord } from './repository.ts';

export interface IssuedSession {
  user: TUser;
  sessionId: string;
  accessToken: string;
  refreshToken: string;
}

export interface SessionSettings {
  privateKeyPem: string;
  accessTtlSeconds: number;
  refreshTtlDays: number;
  /** A rotated refresh token used again within this many seconds is a parallel request, not a theft. */
  refreshReuseWindowSeconds: number;
  /** Anonymous sessions one client address may start per hour (each creates a user row). */
  anonymousPerIpPerHour: number;
}

/** The session a browser held before signing in again or out: by its refresh cookie, its access token. */
export interface PreviousSession {
  refreshToken?: string | undefined;
  sessionId?: string | undefined;
}

/** How far a reused token's successors are followed to the session's current one (a few refreshes). */
const SUCCESSORS_FOLLOWED = 5;

const ended = () => new AppError('unauthenticated', 'The session has ended. Please sign in again.');

export function createSessionsDomain(deps: {
  db: Db;
  users: UsersRepository;
  limiter: RateLimiter;
  /** The process's session check: what this service revokes is dropped from it before answering. */
  sessionCheck: Pick<SessionCheck, 'forget'>;
  settings: SessionSettings;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const { settings } = deps;
  // A token's successor is a MAC of it, not random: every parallel refresh with one token is
  // answered with the same new token, so the browser's cookie is right whichever answer it stores
  // last. The key is derived from the signing key, the one secret identity already keeps.
  const successorKey = createHash('sha256')
    .update('conform refresh-token successor\0')
    .update(settings.privateKeyPem)
    .digest();
  const successorOf = (token: string) => createHmac('sha256', successorKey).update(token).digest('base64url');

  function accessTokenFor(user: TUser, sessionId: string): Promise<string> {
    return signAccessToken(
      settings.privateKeyPem,
      { uid: user.uid, sid: sessionId, anonymous: user.isAnonymous, terms: user.hasConsentedTerms },
      settings.accessTtlSeconds,
    );
  }

  const refreshExpiry = (at: Date) => new Date(at.getTime() + settings.refreshTtlDays * 86_400_000);
  const live = (session: SessionRecord, at: Date) => session.revokedAt === null && session.expiresAt > at;

  async function issue(user: TUser, sessionId: string, refreshToken: string): Promise<IssuedSession> {
    return { user, sessionId, accessToken: await accessTokenFor(user, sessionId), refreshToken };
  }

  async function start(user: TUser): Promise<IssuedSession> {
    const refreshToken = newSecret();
    const id = newId();
    await createSessionsRepository(deps.db.orm).insert({
      id,
      userId: user.uid,
      refreshTokenHash: sha256(refreshToken),
      expiresAt: refreshExpiry(now()),
    });
    return issue(user, id, refreshToken);
  }

  /** Revokes sessions and drops them from the session check: their access tokens stop at once. */
  async function revoke(which: { tokenHash?: string; id?: string }): Promise<void> {
    const revoked = await createSessionsRepository(deps.db.orm).revoke(which, now());
    for (const id of revoked) deps.sessionCheck.forget(id);
  }

  async function end(previous: PreviousSession): Promise<void> {
    if (previous.refreshToken) await revoke({ tokenHash: sha256(previous.refreshToken) });
    if (previous.sessionId) await revoke({ id: previous.sessionId });
  }

  return {
    /**
     * A visitor starts anonymously; their data is kept when they later sign in by e-mail. Anyone may
     * call it, and each call creates a user, so it is limited per client address.
     */
    async startAnonymous(ip: string, previous: PreviousSession = {}): Promise<IssuedSession> {
      await deps.limiter.hit([
        { key: `anonymous-session:ip:${ip}`, limit: settings.anonymousPerIpPerHour, windowSeconds: 3600 },
      ]);
      await end(previous);
      const record = await deps.users.insert({ id: newId(), email: null, name: null, isAnonymous: true });
      return start(toUser(record));
    },

    /** A fresh session for a user who just proved who they are; the browser's previous session ends. */
    async signIn(user: TUser, previous: PreviousSession = {}): Promise<IssuedSession> {
      await end(previous);
      return start(user);
    },

    /**
     * Exchanges a live refresh token for a new pair; the old refresh token is retired. Used again
     * within the reuse window of its rotation (the browser's other requests, another tab, that all
     * found the access token expired at once) it gets the same new pair; used later, someone is
     * replaying a stolen token, and the whole session (every token of the family) is revoked.
     */
    async refresh(refreshToken: string): Promise<IssuedSession> {
      const hash = sha256(refreshToken);
      const at = now();
      const outcome = await deps.db.transaction(async (tx) => {
        const sessions = createSessionsRepository(tx.orm);
        const current = await sessions.lockByTokenHash(hash);
        if (current) {
          if (!live(current, at)) return { kind: 'ended' as const };
          const next = successorOf(refreshToken);
          await sessions.rotate(current.id, hash, sha256(next), refreshExpiry(at), at);
          return { kind: 'issued' as const, session: current, refreshToken: next };
        }
        const retired = await sessions.lockByRetiredTokenHash(hash);
        if (!retired || !live(retired.session, at)) return { kind: 'ended' as const };
        if (at.getTime() - retired.retiredAt.getTime() <= settings.refreshReuseWindowSeconds * 1000) {
          let next = successorOf(refreshToken);
          for (
            let step = 1;
            step < SUCCESSORS_FOLLOWED && sha256(next) !== retired.session.refreshTokenHash;
            step++
          )
            next = successorOf(next);
          if (sha256(next) === retired.session.refreshTokenHash)
            return { kind: 'issued' as const, session: retired.session, refreshToken: next };
        }
        await sessions.revoke({ id: retired.session.id }, at);
        return { kind: 'replayed' as const, sessionId: retired.session.id };
      });
      if (outcome.kind === 'replayed') deps.sessionCheck.forget(outcome.sessionId);
      if (outcome.kind !== 'issued') throw ended();
      const record = await deps.users.findById(outcome.session.userId);
      if (!record) throw ended();
      return issue(toUser(record), outcome.session.id, outcome.refreshToken);
    },

    /** A new access token of the same session after the user's claims changed (e.g. terms accepted). */
    accessTokenFor,

    /** Signing out: the session ends, its refresh token and every access token issued for it. */
    async signOut(previous: PreviousSession): Promise<void> {
      await end(previous);
    },

    async currentUser(uid: string): Promise<TUser> {
      const record = await deps.users.findById(uid);
      if (!record) throw ended();
      return toUser(record);
    },
  };
}
export type SessionsDomain = ReturnType<typeof createSessionsDomain>;
