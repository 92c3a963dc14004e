/**
 * The whistleblowing register's and the reviews' reminders: worded in content/mail in both languages,
 * and e-mailed to the company's admins when documents publishes them (over SMTP).
 */
import { companiesService } from '@conform/companies-service';
import { PLATFORM_EVENTS } from '@conform/contracts/events';
import { publishEvent, type Db } from '@conform/server-kit';
import { insertTestCompany, openTestDb } from '@conform/server-kit/testing';
import { reviewReminderMail, whistleblowingReminderMail } from '../src/mail/templates.ts';
import { mailsTo, startIdentityWithSmtp, type IdentityWithSmtp, insertUserWithEmail } from './smtp.ts';

const LINK = 'https://conform.example/platform/c1/documents/whistleblowing';
const RULE = {
  ro: 'art. 5 alin. (2) și art. 24 alin. (1) din GDPR (revizuire cel puțin anuală)',
  en: 'Articles 5(2) and 24(1) GDPR (reviewed at least yearly)',
};
const TITLE = { ro: 'Evidența activităților de prelucrare', en: 'Record of processing activities' };

describe('the whistleblowing reminder', () => {
  const mail = (locale: 'ro' | 'en', clock: 'ACKNOWLEDGEMENT' | 'FEEDBACK', daysLeft: number) =>
    whistleblowingReminderMail(locale, {
      number: 'AVZ-2026-003',
      clock,
      due: '2026-12-03',
      daysLeft,
      link: LINK,
    });

  it('in Romanian: the acknowledgement and the feedback, before and on the day', () => {
    expect(mail('ro', 'ACKNOWLEDGEMENT', 2).subject).toBe(
      'Raportarea AVZ-2026-003: primirea trebuie confirmată până pe 03.12.2026',
    );
    expect(mail('ro', 'ACKNOWLEDGEMENT', 0).subject).toBe(
      'Astăzi expiră termenul de confirmare a primirii raportării AVZ-2026-003',
    );
    expect(mail('ro', 'FEEDBACK', 14).subject).toBe(
      'Raportarea AVZ-2026-003: avertizorul trebuie informat până pe 03.12.2026',
    );
    const text = mail('ro', 'FEEDBACK', 0).text;
    expect(text).toContain('despre măsurile avute în vedere sau luate (Legea nr. 361/2022)');
    expect(text).toContain(LINK);
    // Comma-below letters only.
    expect(text).not.toMatch(/[\u015E\u015F\u0162\u0163]/);
  });

  it('in English', () => {
    expect(mail('en', 'ACKNOWLEDGEMENT', 2).subject).toBe(
      'Report AVZ-2026-003: acknowledge its receipt by 03/12/2026',
    );
    expect(mail('en', 'FEEDBACK', 0).subject).toBe(
      'Report AVZ-2026-003: the deadline to give feedback ends today',
    );
    expect(mail('en', 'FEEDBACK', 14).html).toContain('Open the whistleblowing register');
  });
});

describe('the review reminder', () => {
  const mail = (locale: 'ro' | 'en', stage: 14 | 0) =>
    reviewReminderMail(locale, { title: TITLE, rule: RULE, due: '2026-12-01', stage, link: LINK });

  it('names the document, the day and the rule, in each language', () => {
    expect(mail('ro', 14).subject).toBe(
      'Documentul „Evidența activităților de prelucrare” trebuie revizuit până pe 01.12.2026',
    );
    expect(mail('ro', 0).text).toContain(`a sosit pe 01.12.2026: ${RULE.ro}.`);
    expect(mail('en', 14).subject).toBe(
      'The document “Record of processing activities” is due for review by 01/12/2026',
    );
    expect(mail('en', 0).text).toContain(`was due for review on 01/12/2026: ${RULE.en}.`);
  });
});

describe('sent to the admins when documents publishes them', () => {
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

  it('e-mails a report’s reminder with the link to the register and a review’s with the link to the documents', async () => {
    const { id: adminId, email } = await insertUserWithEmail(db, 'hr');
    const companyId = await insertTestCompany(db, { adminIds: [adminId] });
    await db.transaction(async (tx) => {
      await publishEvent(tx, PLATFORM_EVENTS, {
        source: 'documents',
        type: 'whistleblowing.reminder',
        payload: {
          companyId,
          reportId: 'w1',
          number: 'AVZ-2026-001',
          clock: 'ACKNOWLEDGEMENT',
          due: '2026-12-03',
          daysLeft: 2,
        },
      });
      await publishEvent(tx, PLATFORM_EVENTS, {
        source: 'documents',
        type: 'review.reminder',
        payload: {
          companyId,
          type: 'REGISTRU_OPERATOR',
          version: 3,
          due: '2026-12-01',
          stage: 14,
          title: TITLE,
          rule: RULE,
        },
      });
    });
    const mails = await mailsTo(started.smtp.inbox, email, 2);
    const report = mails.find((m) => m.decoded.includes('AVZ-2026-001'))!.decoded;
    expect(report).toContain(`https://conform.example/platform/${companyId}/documents/whistleblowing`);
    const review = mails.find((m) => m.decoded.includes('trebuie revizuit'))!.decoded;
    expect(review).toContain(`https://conform.example/platform/${companyId}/documents`);
    expect(review).not.toContain(`/documents/whistleblowing`);
  }, 30_000);
});
