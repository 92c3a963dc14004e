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
import { mailsTo, startIdentityWithSmtp, type IdentityWithSmtp, insertUserWithEmail } from './smtp.ts';

const TITLE = {
  ro: 'Nota de informare a angajaților: versiunea 4 a modelului',
  en: 'Employee privacy notice: version 4 of the template',
};
const SUMMARY = {
  ro: 'nota explică acum cum se exercită dreptul de acces.',
  en: 'the notice now explains how the right of access is exercised.',
};
const LINK = 'https://conform.example/platform/c1/documents';
const SECOND_UPDATE = {
  title: { ro: 'Cota standard de TVA: 21%', en: 'The standard VAT rate: 21%' },
  summary: {
    ro: 'Cota standard de TVA se schimbă de la 19% la 21%. Comenzile plasate pe platformă de la această dată sunt facturate cu TVA de 21%, în loc de 19%; o comandă plasată înainte își păstrează cota. Temeiul: art. 291 alin. (1) lit. a) din Codul fiscal, modificat prin Legea nr. 141/2025.',
    en: 'The standard VAT rate changes from 19% to 21%. Orders placed on the platform from this day are invoiced with 21% VAT instead of 19%; an order placed before keeps its rate. Source: Article 291(1)(a) of the Fiscal Code, as amended by Romanian Law 141/2025.',
  },
  effective: '2026-12-01',
};

describe('the legal update e-mail', () => {
  const mail = (locale: 'ro' | 'en', documents: number) =>
    legalUpdateMail(locale, {
      updates: [{ title: TITLE, summary: SUMMARY, effective: '2026-12-01' }],
      documents,
      link: LINK,
    });
  const SECOND = {
    title: {
      ro: 'Termenul de notificare a încălcărilor securității datelor: 96 de ore',
      en: 'The breach notification deadline: 96 hours',
    },
    // A figure's summary: the change, what it means for the company, the rule (legal-updates.ts).
    summary: {
      ro: 'Termenul de notificare a încălcărilor securității datelor se schimbă de la 72 de ore la 96 de ore. Aveți la dispoziție 96 de ore, în loc de 72, pentru a notifica ANSPDCP o încălcare a securității datelor, din momentul în care ați luat cunoștință de ea. Temeiul: art. 33 alin. (1) din GDPR, modificat.',
      en: 'The breach notification deadline changes from 72 hours to 96 hours. You have 96 hours, instead of 72, to notify the ANSPDCP of a personal data breach, from the moment you become aware of it. Source: Article 33(1) GDPR as amended.',
    },
    effective: '2027-01-15',
  };

  it('in Romanian: the title, the summary, the day and the documents made again, with the link', () => {
    const { subject, text, html } = mail('ro', 3);
    expect(subject).toBe(`Actualizare legislativă: ${TITLE.ro}`);
    expect(text).toContain(SUMMARY.ro);
    expect(text).toContain(
      'Modificarea se aplică de la 01.12.2026; la această dată 3 documente sunt generate din nou.',
    );
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
    expect(text).toContain('The change applies from 01/12/2026; on that day one document is made again.');
  });

  it('one e-mail for the updates of a release: each with its summary and its day, in both languages', () => {
    const ro = legalUpdateMail('ro', {
      updates: [{ title: TITLE, summary: SUMMARY, effective: '2026-12-01' }, SECOND],
      documents: 4,
      link: LINK,
    });
    expect(ro.subject).toBe('Actualizări legislative (2)');
    expect(ro.text).toContain(
      'Următoarele modificări legislative privesc documentele companiei dumneavoastră:',
    );
    expect(ro.text).toContain(`${TITLE.ro}: ${SUMMARY.ro} Se aplică de la 01.12.2026.`);
    expect(ro.text).toContain(`${SECOND.title.ro}: ${SECOND.summary.ro} Se aplică de la 15.01.2027.`);
    expect(ro.text).toContain(
      '4 documente sunt generate din nou de la data la care se aplică fiecare modificare.',
    );
    expect(ro.html).toContain(`<p>${SECOND.title.ro}: ${SECOND.summary.ro} Se aplică de la 15.01.2027.</p>`);
    expect(`${ro.subject}${ro.text}`).not.toMatch(/[\u015E\u015F\u0162\u0163]/);
    const en = legalUpdateMail('en', {
      updates: [{ title: TITLE, summary: SUMMARY, effective: '2026-12-01' }, SECOND],
      documents: 1,
      link: LINK,
    });
    expect(en.subject).toBe('Legal updates (2)');
    expect(en.text).toContain(`${SECOND.title.en}: ${SECOND.summary.en} It applies from 15/01/2027.`);
    expect(en.text).toContain('One document is made again from the day each change applies.');
  });

  it('an event from before the list (one update) still reads', () => {
    const { subject } = legalUpdateMail('en', {
      title: TITLE,
      summary: SUMMARY,
      effective: '2026-12-01',
      documents: 1,
      link: LINK,
    });
    expect(subject).toBe(`Legal update: ${TITLE.en}`);
  });
});

describe('sent to the admins when documents publishes the update for their company', () => {
  let db: Db;
  let started: IdentityWithSmtp;

  beforeAll(async () => {
    db = await openTestDb();
    started = await startIdentityWithSmtp({ db, alsoMigrate: [companiesService] });
  }, 60_000);
  afterAll(async () => {
    await started.close();
    await db.close();
  });

  it('e-mails each admin with an address, in the company’s language, with the link to its documents', async () => {
    const { id: adminId, email } = await insertUserWithEmail(db, 'dpo');
    const companyId = await insertTestCompany(db, { adminIds: [adminId, 'anonymous-admin'] });
    await db.transaction((tx) =>
      publishEvent(tx, PLATFORM_EVENTS, {
        source: 'documents',
        type: 'legal-update.published',
        payload: {
          companyId,
          updates: [
            { updateId: 'u1', title: TITLE, summary: SUMMARY, effective: '2026-12-01' },
            { updateId: 'u2', ...SECOND_UPDATE },
          ],
          documents: 2,
        },
      }),
    );
    const mails = await mailsTo(started.smtp.inbox, email);
    // One e-mail for both updates, in the company's language (Romanian).
    expect(mails).toHaveLength(1);
    expect(mails[0]!.decoded).toMatch(/Subject: =\?UTF-8\?Q\?Actualiz.*ri_legislative_\(2\)/);
    expect(mails[0]!.decoded).toContain(`${SECOND_UPDATE.title.ro}: Cota standard de TVA se schimb`);
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
    const { id: adminId, email } = await insertUserWithEmail(db, 'dpo');
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
