/**
 * A legal update's e-mail (docs/legal-updates.md): worded in content/mail/legal-update in both
 * languages, and e-mailed to the company's admins when documents publishes the update for the
 * company (over SMTP), in the company's language, with the link to its documents.
 */
import { companiesService } from '@conform/companies-service';
import { PLATFORM_EVENTS } from '@conform/contracts/events';
import { publishEvent, type Db } from '@conform/server-kit';
import {
  insertTestCompany,
  openTestDb,
  startTestService,
  type TestService,
} from '@conform/server-kit/testing';
import { identityService } from '../src/app.ts';
import { legalUpdateMail } from '../src/mail/templates.ts';
import { startSmtpServer } from './smtp.ts';

const TITLE = {
  ro: 'Nota de informare a angajaților: versiunea 4 a modelului',
  en: 'Employee privacy notice: version 4 of the template',
};
const SUMMARY = {
  ro: 'nota explică acum cum se exercită dreptul de acces.',
  en: 'the notice now explains how the right of access is exercised.',
};
const LINK = 'https://conform.example/platform/c1/documents';

describe('the legal update e-mail', () => {
  const mail = (locale: 'ro' | 'en', documents: number) =>
    legalUpdateMail(locale, {
      title: TITLE,
      summary: SUMMARY,
      effective: '2026-12-01',
      documents,
      link: LINK,
    });

  it('in Romanian: the title, the summary, the day and the documents made again, with the link', () => {
    const { subject, text, html } = mail('ro', 3);
    expect(subject).toBe(`Actualizare legislativă: ${TITLE.ro}`);
    expect(text).toContain(SUMMARY.ro);
    expect(text).toContain('Modificarea se aplică de la 01.12.2026; 3 documente sunt generate din nou.');
    expect(text).toContain('confirma că ați luat la cunoștință');
    expect(text).toContain(LINK);
    expect(html).toContain('Deschide documentele');
    expect(mail('ro', 1).text).toContain('un document este generat din nou');
    expect(`${subject}${text}`).not.toMatch(/[\u015E\u015F\u0162\u0163]/);
  });

  it('in English', () => {
    const { subject, text } = mail('en', 1);
    expect(subject).toBe(`Legal update: ${TITLE.en}`);
    expect(text).toContain(SUMMARY.en);
    expect(text).toContain('The change applies from 01/12/2026; one document is being made again.');
  });
});

describe('sent to the admins when documents publishes the update for their company', () => {
  let db: Db;
  let identity: TestService<unknown>;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    db = await openTestDb();
    identity = await startTestService(identityService, {
      db,
      alsoMigrate: [companiesService],
      env: { MAIL_TRANSPORT: 'smtp', SMTP_URL: smtp.url, PUBLIC_URL: 'https://conform.example' },
    });
  }, 60_000);
  afterAll(async () => {
    await identity.close();
    await db.close();
    await smtp.close();
  });

  it('e-mails each admin with an address, in the company’s language, with the link to its documents', async () => {
    const adminId = `user-${Math.random().toString(36).slice(2)}`;
    const email = `dpo-${adminId}@firma.ro`;
    await db.query(`INSERT INTO identity.users (id, email, is_anonymous) VALUES ($1, $2, false)`, [
      adminId,
      email,
    ]);
    const companyId = await insertTestCompany(db, { adminIds: [adminId, 'anonymous-admin'] });
    await db.transaction((tx) =>
      publishEvent(tx, PLATFORM_EVENTS, {
        source: 'documents',
        type: 'legal-update.published',
        payload: {
          companyId,
          updateId: 'u1',
          title: TITLE,
          summary: SUMMARY,
          effective: '2026-12-01',
          documents: 2,
        },
      }),
    );
    const end = Date.now() + 10_000;
    while (!smtp.inbox.some((m) => m.to.includes(email)) && Date.now() < end)
      await new Promise((r) => setTimeout(r, 50));
    const mails = smtp.inbox.filter((m) => m.to.includes(email));
    expect(mails).toHaveLength(1);
    // In the company's language (Romanian): the subject names the update.
    expect(mails[0]!.decoded).toContain('Subject: =?UTF-8?Q?Actualizare_legislativ');
    expect(mails[0]!.decoded).toContain(`https://conform.example/platform/${companyId}/documents`);
  }, 30_000);
});

describe('kept in the local mailbox on the embedded database (npm start)', () => {
  let db: Db;
  let identity: TestService<unknown>;

  beforeAll(async () => {
    db = await openTestDb();
    identity = await startTestService(identityService, {
      db,
      alsoMigrate: [companiesService],
      env: { MAIL_TRANSPORT: 'mailbox', PUBLIC_URL: 'https://conform.example' },
    });
  }, 60_000);
  afterAll(async () => {
    await identity.close();
    await db.close();
  });

  // The event's handler holds the embedded database's one connection in its transaction: the
  // mailbox keeps the message on that transaction, or the handler (and every service after it,
  // at a restart with the delivery pending) waits forever.
  it('keeps the message for each admin, and the database goes on answering', async () => {
    const adminId = `user-${Math.random().toString(36).slice(2)}`;
    const email = `dpo-${adminId}@firma.ro`;
    await db.query(`INSERT INTO identity.users (id, email, is_anonymous) VALUES ($1, $2, false)`, [
      adminId,
      email,
    ]);
    const companyId = await insertTestCompany(db, { adminIds: [adminId] });
    await db.transaction((tx) =>
      publishEvent(tx, PLATFORM_EVENTS, {
        source: 'documents',
        type: 'legal-update.published',
        payload: {
          companyId,
          updateId: 'u2',
          title: TITLE,
          summary: SUMMARY,
          effective: '2026-12-01',
          documents: 1,
        },
      }),
    );
    const kept = async () => {
      for (const end = Date.now() + 10_000; Date.now() < end;) {
        const rows = await db.query<{ subject: string }>(
          `SELECT subject FROM identity.dev_mailbox WHERE "to" = $1`,
          [email],
        );
        if (rows.length > 0) return rows;
        await new Promise((r) => setTimeout(r, 50));
      }
      return [];
    };
    const stuck = new Promise<'stuck'>((r) => setTimeout(() => r('stuck'), 15_000).unref());
    const rows = await Promise.race([kept(), stuck]);
    expect(rows).toEqual([{ subject: `Actualizare legislativă: ${TITLE.ro}` }]);
  }, 30_000);
});
