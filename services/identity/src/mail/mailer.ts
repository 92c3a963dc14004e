import { newId, type Logger, type Orm } from '@conform/server-kit';
import { desc } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { devMailbox } from '../db/schema.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The e-mail port: SMTP in production and tests, the local mailbox in embedded mode. */
export interface Mailer {
  /**
   * `within`: the transaction the mail is sent from (an event's handler), so the local mailbox keeps
   * it on that transaction's connection. PGlite is one connection: a query outside the open
   * transaction would wait for it to end, and the handler waits for the query (the platform stops).
   */
  send(message: MailMessage, within?: { orm: Orm }): Promise<void>;
}

/** Real SMTP through nodemailer (`smtp://user:pass@host:port`, `smtps://…`). */
export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.url);
  return {
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
  };
}

/**
 * Embedded mode: nothing leaves the machine. Messages are kept for the /platform/dev/mailbox page and
 * the first link of each is printed in the terminal, so a person can sign in without any mail server.
 */
export function createMailboxMailer(orm: Orm, logger: Logger): Mailer {
  return {
    async send(message, within) {
      await (within?.orm ?? orm).insert(devMailbox).values({ id: newId(), ...message });
      const link = /https?:\/\/\S+/.exec(message.text)?.[0];
      // The log names no address (logs carry no personal data); the terminal line below is the
      // embedded mode's inbox for the person at the keyboard, and says whom each link is for.
      logger.info({ subject: message.subject }, 'e-mail kept in the local mailbox');
      process.stdout.write(`\n  ✉  ${message.subject} → ${message.to}\n     ${link ?? ''}\n\n`);
    },
  };
}

export function createMailboxReader(orm: Orm) {
  return {
    async latest(limit = 50) {
      return orm.select().from(devMailbox).orderBy(desc(devMailbox.createdAt)).limit(limit);
    },
  };
}
