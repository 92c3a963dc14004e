import { newId, type Logger, type Orm, type Tx } from '@conform/server-kit';
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
   * `tx`: the transaction the sender runs in (an event's handler). The local mailbox keeps the
   * message on it: the embedded database has one connection, which the transaction holds until it
   * ends, so a write beside it would wait for it forever.
   */
  send(message: MailMessage, options?: { tx?: Tx }): Promise<void>;
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
    async send(message, options) {
      await (options?.tx?.orm ?? orm).insert(devMailbox).values({ id: newId(), ...message });
      const link = /https?:\/\/\S+/.exec(message.text)?.[0];
      logger.info({ to: message.to, subject: message.subject }, 'e-mail kept in the local mailbox');
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
