import type { AddressInfo } from 'node:net';
import type { Db, ServiceModule } from '@conform/server-kit';
import { startTestService, type TestService } from '@conform/server-kit/testing';
import { SMTPServer } from 'smtp-server';
import { identityService } from '../src/app.ts';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The message body with quoted-printable soft breaks and escapes undone. */
  decoded: string;
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export interface TestSmtpServer {
  url: string;
  inbox: ReceivedMail[];
  close(): Promise<void>;
}

/** A real SMTP server on loopback: the identity service speaks SMTP to it exactly as to a provider. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const inbox: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          decoded: decodeQuotedPrintable(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The sign-in link in the latest message to an address. */
export function linkFor(inbox: ReceivedMail[], to: string): URL {
  const mail = [...inbox].reverse().find((m) => m.to.includes(to));
  if (!mail) throw new Error(`no mail to ${to}`);
  const match = /https?:\/\/[^\s"<>]+\/auth\?[^\s"<>]+/.exec(mail.decoded);
  if (!match) throw new Error('no link in the mail');
  return new URL(match[0].replace(/&amp;/g, '&'));
}

/** The address identity's mails link to in these tests. */
export const TEST_PUBLIC_URL = 'https://conform.example';

export interface IdentityWithSmtp {
  identity: TestService<unknown>;
  smtp: TestSmtpServer;
  /** Stops identity, then the SMTP server (a database the test gave stays open: the test closes it). */
  close(): Promise<void>;
}

/**
 * Identity as its mail tests run it: every mail leaves over SMTP to a test server on loopback, with links
 * to TEST_PUBLIC_URL. `db`, `alsoMigrate` and more `env` go to startTestService as given.
 */
export async function startIdentityWithSmtp(
  options: { db?: Db; alsoMigrate?: ServiceModule<unknown>[]; env?: Record<string, string> } = {},
): Promise<IdentityWithSmtp> {
  const smtp = await startSmtpServer();
  try {
    const identity = await startTestService(identityService, {
      ...options,
      env: { MAIL_TRANSPORT: 'smtp', SMTP_URL: smtp.url, PUBLIC_URL: TEST_PUBLIC_URL, ...options.env },
    });
    return {
      identity,
      smtp,
      async close() {
        await identity.close();
        await smtp.close();
      },
    };
  } catch (err) {
    await smtp.close();
    throw err;
  }
}

/**
 * The messages to an address once at least `count` have arrived (identity sends them from its event
 * subscriptions, a moment after the event); fails after `ms` saying how many came.
 */
export async function mailsTo(
  inbox: ReceivedMail[],
  to: string,
  count = 1,
  ms = 10_000,
): Promise<ReceivedMail[]> {
  const end = Date.now() + ms;
  for (;;) {
    const got = inbox.filter((m) => m.to.includes(to));
    if (got.length >= count) return got;
    if (Date.now() > end) throw new Error(`${got.length} of ${count} mails to ${to} arrived in ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A signed-up user with an e-mail address (`<label>-<id>@firma.ro`), as an admin the mails go to. */
export async function insertUserWithEmail(db: Db, label: string): Promise<{ id: string; email: string }> {
  const id = `user-${Math.random().toString(36).slice(2)}`;
  const email = `${label}-${id}@firma.ro`;
  await db.query(`INSERT INTO identity.users (id, email, is_anonymous) VALUES ($1, $2, false)`, [id, email]);
  return { id, email };
}
