import { readFileSync } from 'node:fs';
import { PLATFORM_EVENTS } from '@conform/contracts/events';
import {
  backgroundHealth,
  createEventConsumer,
  createRateLimiter,
  createServiceApp,
  defineService,
} from '@conform/server-kit';
import { ZIdentityConfigSchema } from './config.ts';
import { createLinksDomain } from './links/domain.ts';
import { createLinksRepository } from './links/repository.ts';
import { linkRoutes } from './links/routes.ts';
import { createMailboxMailer, createMailboxReader, createSmtpMailer } from './mail/mailer.ts';
import { mailboxRoutes } from './mailbox/routes.ts';
import { createPartnersDomain } from './partners/domain.ts';
import { createPartnersRepository } from './partners/repository.ts';
import { partnerRoutes } from './partners/routes.ts';
import { createPartnerTokenVerifier } from './partners/tokens.ts';
import { createReminderMailer } from './reminders/domain.ts';
import { createSessionsDomain } from './sessions/domain.ts';
import { sessionRoutes } from './sessions/routes.ts';
import { createUsersRepository } from './users/repository.ts';
import { userRoutes } from './users/routes.ts';

export const identityService = defineService({
  name: 'identity',
  migrationsFolder: new URL('../migrations', import.meta.url).pathname,
  configSchema: ZIdentityConfigSchema,
  aliasPrefixes: ['/platform/dev/mailbox'],
  setup(deps) {
    const { config, db, logger } = deps;
    const privateKeyPem = readFileSync(config.AUTH_PRIVATE_KEY_FILE, 'utf8');
    const publicKeyPem = readFileSync(config.AUTH_PUBLIC_KEY_FILE, 'utf8');
    const users = createUsersRepository(db.orm);
    const limiter = createRateLimiter(db, 'identity.rate_limits');
    const sessions = createSessionsDomain({
      db,
      users,
      limiter,
      sessionCheck: deps.sessions,
      settings: {
        privateKeyPem,
        accessTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
        refreshTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
        refreshReuseWindowSeconds: config.REFRESH_TOKEN_REUSE_WINDOW_SECONDS,
        anonymousPerIpPerHour: config.ANONYMOUS_SESSIONS_PER_IP_PER_HOUR,
      },
    });
    const cookies = {
      secure: config.COOKIE_SECURE ?? config.NODE_ENV === 'production',
      accessTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
      refreshTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
    };
    const mailer =
      config.MAIL_TRANSPORT === 'smtp'
        ? createSmtpMailer({ url: config.SMTP_URL!, from: config.MAIL_FROM })
        : createMailboxMailer(db.orm, logger);
    const links = createLinksDomain({
      db,
      links: createLinksRepository(db.orm),
      users,
      mailer,
      limiter,
      settings: {
        publicUrl: config.PUBLIC_URL,
        ttlMinutes: config.SIGN_IN_LINK_TTL_MINUTES,
        emailIntervalSeconds: config.SIGN_IN_LINK_EMAIL_INTERVAL_SECONDS,
        perIpPerHour: config.SIGN_IN_LINKS_PER_IP_PER_HOUR,
      },
    });
    const partners = createPartnersDomain({
      db,
      users,
      partners: createPartnersRepository(db.orm),
      verifyPartnerToken: config.PARTNER_NETOPIA_PUBLIC_KEY_FILE
        ? createPartnerTokenVerifier(readFileSync(config.PARTNER_NETOPIA_PUBLIC_KEY_FILE, 'utf8'))
        : undefined,
      privateKeyPem,
      publicKeyPem,
      customTokenTtlSeconds: config.CUSTOM_TOKEN_TTL_SECONDS,
      logger,
    });
    // Reminders of the registers and the reviews (documents) go to the company's admins by e-mail; the
    // invitations to read a document (staff acknowledgement) to the addresses the admin gave.
    const reminders = createReminderMailer({ mailer, publicUrl: config.PUBLIC_URL, logger });
    const events = createEventConsumer({
      db,
      consumer: 'identity',
      instance: deps.instance,
      schemas: PLATFORM_EVENTS,
      logger,
      handlers: {
        'request.reminder': async (event, { tx }) => {
          await reminders.onRequestReminder(tx, event);
        },
        'breach.reminder': async (event, { tx }) => {
          await reminders.onBreachReminder(tx, event);
        },
        'whistleblowing.reminder': async (event, { tx }) => {
          await reminders.onWhistleblowingReminder(tx, event);
        },
        'review.reminder': async (event, { tx }) => {
          await reminders.onReviewReminder(tx, event);
        },
        'legal-update.published': async (event, { tx }) => {
          await reminders.onLegalUpdate(tx, event);
        },
        'acknowledgement.invited': async (event, { tx }) => {
          await reminders.onAcknowledgementInvited(tx, event);
        },
      },
    });
    const background = [events];
    const localMailbox = config.MAIL_TRANSPORT === 'mailbox' && config.NODE_ENV !== 'production';
    const app = createServiceApp({
      ...deps,
      name: 'identity',
      healthExtras: backgroundHealth(background),
      routes(router) {
        sessionRoutes(router, sessions, cookies);
        linkRoutes(router, links, sessions, cookies);
        userRoutes(router, db, sessions, cookies);
        partnerRoutes(router, partners, sessions, cookies);
      },
      // Without the local mailbox the path still answers, with the JSON 404 of every service.
      aliases: [
        {
          prefix: '/platform/dev/mailbox',
          routes: (router) => (localMailbox ? mailboxRoutes(router, createMailboxReader(db.orm)) : undefined),
        },
      ],
    });
    return { app, background };
  },
});

export { signPartnerToken } from './partners/tokens.ts';
