/**
 * Staff acknowledgement: documents publishes an invitation to read a document, and identity e-mails
 * it to the address the admin gave, with the personal link, in the request's language.
 */
import { companiesService } from '@conform/companies-service';
import { PLATFORM_EVENTS } from '@conform/contracts/events';
import { publishEvent, type Db } from '@conform/server-kit';
import { insertTestCompany, openTestDb } from '@conform/server-kit/testing';
import { acknowledgementInvitationMail } from '../src/mail/templates.ts';
import { mailsTo, startIdentityWithSmtp, type IdentityWithSmtp } from './smtp.ts';

const TITLE = { ro: 'Politică de confidențialitate', en: 'Privacy policy' };
const LINK = 'https://conform.example/platform/confirmare/abcdefghijklmnopqrstuvwxyz';

describe('the invitation mail', () => {
  const mail = (locale: 'ro' | 'en', reminder: boolean) =>
    acknowledgementInvitationMail(locale, {
      company: 'Firma Exemplu SRL',
      title: TITLE,
      version: 3,
      expiresAt: '2026-12-31T10:00:00.000Z',
      reminder,
      link: LINK,
    });

  it('in Romanian: the company, the document, its version, the link and its expiry', () => {
    const invitation = mail('ro', false);
    expect(invitation.subject).toBe('Firma Exemplu SRL vă roagă să citiți „Politică de confidențialitate”');
    expect(invitation.text).toContain('documentul „Politică de confidențialitate” (versiunea 3)');
    expect(invitation.text).toContain(LINK);
    expect(invitation.text).toContain('poate fi folosit o singură dată și expiră pe 31.12.2026.');
    expect(invitation.html).toContain('Citiți documentul');
    expect(mail('ro', true).subject).toBe(
      'Reamintire: Firma Exemplu SRL vă roagă să citiți „Politică de confidențialitate”',
    );
    expect(mail('ro', true).text).toContain('Linkurile primite anterior nu mai funcționează.');
    // Comma-below letters only.
    expect(invitation.text + mail('ro', true).text).not.toMatch(/[\u015E\u015F\u0162\u0163]/);
  });

  it('in English', () => {
    expect(mail('en', false).subject).toBe('Firma Exemplu SRL asks you to read “Privacy policy”');
    expect(mail('en', false).text).toContain('works only once and expires on 31/12/2026.');
    expect(mail('en', false).text).not.toContain('Links you received earlier');
    expect(mail('en', true).subject).toBe('Reminder: Firma Exemplu SRL asks you to read “Privacy policy”');
  });
});

describe('sent when documents publishes it', () => {
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

  it('e-mails the invited address the link to the confirmation page of the company’s edition', async () => {
    const companyId = await insertTestCompany(db, {
      adminIds: ['admin-1'],
      platform: 'en',
      name: 'Acme Ltd',
    });
    const email = `ana-${Math.random().toString(36).slice(2)}@acme.example`;
    await db.transaction((tx) =>
      publishEvent(tx, PLATFORM_EVENTS, {
        source: 'documents',
        type: 'acknowledgement.invited',
        payload: {
          companyId,
          invitationId: 'inv1',
          email,
          token: 'tok_0123456789abcdefghij',
          locale: 'en',
          title: TITLE,
          version: 2,
          expiresAt: '2026-12-31T10:00:00.000Z',
          reminder: false,
        },
      }),
    );
    const [sent] = await mailsTo(started.smtp.inbox, email);
    expect(sent!.decoded).toContain('Acme Ltd asks you to read');
    expect(sent!.decoded).toContain(
      'https://conform.example/platform/en/acknowledge/tok_0123456789abcdefghij',
    );
  }, 30_000);
});
