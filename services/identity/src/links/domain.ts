import { basePathOf, safeReturnPath, type Platform } from '@conform/contracts';
import type { TUser } from '@conform/contracts';
import {
  AppError,
  newId,
  newSecret,
  sha256,
  type AuthUser,
  type Db,
  type RateLimiter,
} from '@conform/server-kit';
import { publishIdentityEvent } from '../events.ts';
import type { Mailer } from '../mail/mailer.ts';
import { signInLinkMail, type MailLocale } from '../mail/templates.ts';
import { toUser } from '../users/domain.ts';
import { createUsersRepository, type UsersRepository } from '../users/repository.ts';
import { createLinksRepository, type LinksRepository } from './repository.ts';

export interface LinkSettings {
  publicUrl: string;
  ttlMinutes: number;
  /** One new link per address in this many seconds. */
  emailIntervalSeconds: number;
  perIpPerHour: number;
}

export function createLinksDomain(deps: {
  /** Completing a link writes the user and the events it causes in one transaction. */
  db: Db;
  links: LinksRepository;
  users: UsersRepository;
  mailer: Mailer;
  limiter: RateLimiter;
  settings: LinkSettings;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const { settings } = deps;

  return {
    /**
     * E-mails a single-use link that expires. Only its hash is stored, so the database alone cannot
     * sign anyone in. Limited per e-mail address and per IP address against abuse.
     */
    async request(input: {
      email: string;
      returnUrl?: string;
      platform: Platform;
      locale: MailLocale;
      ip: string;
    }) {
      // Counted for both or neither: a flood refused for its sender never uses up the victim's interval.
      await deps.limiter.hit([
        { key: `sign-in-link:ip:${input.ip}`, limit: settings.perIpPerHour, windowSeconds: 3600 },
        { key: `sign-in-link:email:${input.email}`, limit: 1, windowSeconds: settings.emailIntervalSeconds },
      ]);
      const token = newSecret();
      const returnUrl = safeReturnPath(input.returnUrl);
      await deps.links.insert({
        id: newId(),
        tokenHash: sha256(token),
        email: input.email,
        returnUrl,
        platform: input.platform,
        locale: input.locale,
        expiresAt: new Date(now().getTime() + settings.ttlMinutes * 60_000),
      });
      const url = new URL(`${basePathOf(input.platform)}/auth`, settings.publicUrl);
      url.searchParams.set('token', token);
      url.searchParams.set('returnUrl', returnUrl);
      await deps.mailer.send({
        to: input.email,
        ...signInLinkMail(input.locale, url.toString(), settings.ttlMinutes),
      });
    },

    /**
     * Completes a link. An anonymous user is upgraded in place (same uid: their companies stay theirs)
     * unless `replaceAccount` asks to sign in to the e-mail's own account instead. The e-mail must be the
     * one the link was sent to (the page keeps it locally; docs/spec/behaviour.md §4).
     */
    async complete(input: {
      token: string;
      email: string;
      replaceAccount: boolean;
      current: AuthUser | undefined;
    }): Promise<{ user: TUser; returnUrl: string; platform: string }> {
      const link = await deps.links.findByTokenHash(sha256(input.token));
      if (!link || link.usedAt) {
        throw new AppError(
          'gone',
          'This sign-in link was already used or is not valid. Please ask for a new one.',
          {
            reason: 'link-invalid',
          },
        );
      }
      if (link.expiresAt.getTime() <= now().getTime()) {
        throw new AppError('gone', 'This sign-in link has expired. Please ask for a new one.', {
          reason: 'link-expired',
        });
      }
      if (link.email !== input.email) {
        throw new AppError('bad_request', 'The e-mail address is not the one the link was sent to.', {
          reason: 'email-mismatch',
        });
      }
      const existing = await deps.users.findByEmail(link.email);
      const upgrading = input.current?.anonymous === true && !input.replaceAccount;
      if (upgrading && existing && existing.id !== input.current?.uid) {
        // Linking would merge two accounts; the user decides (replace-account option) instead of losing data silently.
        throw new AppError('conflict', 'A user with this e-mail address already exists.', {
          reason: 'email-in-use',
        });
      }
      const current = input.current;
      const record = await deps.db.transaction(async (tx) => {
        const links = createLinksRepository(tx.orm);
        const users = createUsersRepository(tx.orm);
        if (!(await links.claim(link.id))) {
          throw new AppError('gone', 'This sign-in link was already used. Please ask for a new one.', {
            reason: 'link-invalid',
          });
        }
        const locale = link.locale === 'en' ? 'en' : 'ro';
        const platform = link.platform;
        if (upgrading && current) {
          const upgraded = await users.upgrade(current.uid, link.email);
          await publishIdentityEvent(tx, 'user.registered', { userId: upgraded.id, platform, locale });
          return upgraded;
        }
        let signedIn = existing;
        if (!signedIn) {
          signedIn = await users.insert({ id: newId(), email: link.email, name: null, isAnonymous: false });
          await publishIdentityEvent(tx, 'user.registered', { userId: signedIn.id, platform, locale });
        }
        // "Replace the account": what the anonymous visitor made (the quiz's company) follows them.
        if (current?.anonymous && current.uid !== signedIn.id) {
          await publishIdentityEvent(tx, 'user.merged', { fromUserId: current.uid, intoUserId: signedIn.id });
        }
        return signedIn;
      });
      return { user: toUser(record), returnUrl: link.returnUrl, platform: link.platform };
    },
  };
}
export type LinksDomain = ReturnType<typeof createLinksDomain>;
