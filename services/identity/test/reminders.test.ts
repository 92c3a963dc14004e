import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { companiesService } from '@conform/companies-service';
import { documentsService } from '@conform/documents-service';
import {
  insertTestCompany,
  openTestDb,
  startTestService,
  type TestService,
} from '@conform/server-kit/testing';
import type { Db } from '@conform/server-kit';
import request from 'supertest';
import { mailsTo, startIdentityWithSmtp, type IdentityWithSmtp } from './smtp.ts';

// The requests register's reminders across the two services that make them: the documents
// service finds what is due and publishes `request.reminder`; identity e-mails the admins over SMTP.
let db: Db;
let identity: IdentityWithSmtp;
let documents: TestService<unknown>;

beforeAll(async () => {
  db = await openTestDb();
  documents = await startTestService(documentsService, {
    db,
    alsoMigrate: [companiesService],
    // The test runs the reminder pass itself; nothing is rendered.
    manualBackground: true,
    env: {
      INTERNAL_TOKEN: 'test-internal-token-0123456789abcdef',
      LINK_SECRET: 'test-link-secret-0123456789abcdef0123456789',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'reminders-data-')),
    },
  });
  identity = await startIdentityWithSmtp({ db });
}, 60_000);
afterAll(async () => {
  await identity.close();
  await documents.close();
  await db.close();
});

const reminders = () => {
  const task = documents.background.find((t) => t.name === 'documents:request-reminders');
  return task as unknown as { runOnce(): Promise<number> };
};

/** A day `days` from today (Bucharest), minus one month: a request received then is due in `days`. */
function receivedFor(daysLeft: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(new Date());
  const due = new Date(Date.parse(`${today}T00:00:00Z`) + daysLeft * 86_400_000);
  // Received one month before the deadline, on a day 1–28 so no month-end shortening applies. A due
  // day past the 28th has no such day (capping it would put the deadline before today): received on
  // the 1st of this month, the request is due on the 1st of the next, a few days away at most.
  if (due.getUTCDate() > 28) return `${today.slice(0, 8)}01`;
  due.setUTCMonth(due.getUTCMonth() - 1);
  return due.toISOString().slice(0, 10);
}

it("e-mails the company's admins before an open request's deadline, once per stage, naming no person", async () => {
  const adminId = `user-${Math.random().toString(36).slice(2)}`;
  await db.query(`INSERT INTO identity.users (id, email, is_anonymous) VALUES ($1, $2, false)`, [
    adminId,
    'admin@firma.ro',
  ]);
  const companyId = await insertTestCompany(db, { adminIds: [adminId, 'anonymous-co-admin'] });
  const auth = `Bearer ${await documents.tokenFor({ uid: adminId })}`;
  // Due tomorrow (or, near a month's end, sooner), unless that is a weekend or holiday: then on the next
  // working day (Regulation 1182/71, Art. 3(4)), a few days later at most, still inside the 7-day reminder.
  const received = receivedFor(1);
  const { body: logged } = await request(documents.app)
    .post(`/platform/api/documents/companies/${companyId}/requests`)
    .set('Authorization', auth)
    .send({ right: 'ERASURE', receivedOn: received, person: 'Maria Ionescu', channel: 'EMAIL' })
    .expect(201);
  expect(logged.daysLeft).toBeLessThanOrEqual(7);

  expect(await reminders().runOnce()).toBe(1);
  const mail = (await mailsTo(identity.smtp.inbox, 'admin@firma.ro'))[0]!;
  expect(mail.decoded).toContain(`Cererea ${logged.number as string}`);
  expect(mail.decoded).toContain(`https://conform.example/platform/${companyId}/documents/requests`);
  expect(mail.decoded).not.toContain('Maria Ionescu');
  // The same stage is not sent twice; an answered request gets no more reminders.
  expect(await reminders().runOnce()).toBe(0);
  await request(documents.app)
    .post(`/platform/api/documents/companies/${companyId}/requests/${logged.id as string}/actions`)
    .set('Authorization', auth)
    .send({ action: 'ANSWER', on: received })
    .expect(200);
  expect(await reminders().runOnce()).toBe(0);
  expect(identity.smtp.inbox.filter((m) => m.to.includes('admin@firma.ro'))).toHaveLength(1);
}, 30_000);

it("e-mails the company's admins a day before a breach's notification deadline and when it has passed, once each, until the authority is told", async () => {
  const adminId = `user-${Math.random().toString(36).slice(2)}`;
  const email = `dpo-${adminId}@firma.ro`;
  await db.query(`INSERT INTO identity.users (id, email, is_anonymous) VALUES ($1, $2, false)`, [
    adminId,
    email,
  ]);
  const companyId = await insertTestCompany(db, { adminIds: [adminId] });
  const auth = `Bearer ${await documents.tokenFor({ uid: adminId })}`;
  const breach = (hoursAgo: number, extra: Record<string, unknown> = {}) =>
    request(documents.app)
      .post(`/platform/api/documents/companies/${companyId}/breaches`)
      .set('Authorization', auth)
      .send({
        awareAt: new Date(Date.now() - hoursAgo * 3_600_000).toISOString(),
        nature: ['CONFIDENTIALITY'],
        description: 'Un e-mail trimis greșit cu datele clientului Vasile Munteanu',
        subjectCategories: 'Clienți',
        dataCategories: 'Nume, adresă',
        consequences: 'Divulgare',
        measures: 'Destinatarul a șters e-mailul',
        ...extra,
      })
      .expect(201);
  const soon = (await breach(50)).body as { id: string; number: string };
  const late = (await breach(80)).body as { id: string; number: string };
  // Assessed unlikely to result in a risk, or far from its deadline: no reminder.
  await breach(80, { risk: 'UNLIKELY', riskReason: 'Date criptate' });
  await breach(10);

  expect(await reminders().runOnce()).toBe(2);
  const mails = await mailsTo(identity.smtp.inbox, email, 2);
  const about = (number: string) => mails.find((m) => m.decoded.includes(number))!.decoded;
  expect(about(soon.number)).toContain('trebuie notificat');
  expect(about(late.number)).toContain('a expirat pe');
  expect(about(late.number)).toContain(`https://conform.example/platform/${companyId}/documents/breaches`);
  for (const m of mails) expect(m.decoded).not.toContain('Vasile Munteanu');
  expect(await reminders().runOnce()).toBe(0);

  // Told the authority: the last reminder never comes.
  const { body: told } = await request(documents.app)
    .get(`/platform/api/documents/companies/${companyId}/breaches`)
    .set('Authorization', auth)
    .expect(200);
  const entry = (told as { breaches: Array<Record<string, unknown>> }).breaches.find(
    (b) => b['id'] === soon.id,
  )!;
  const {
    id: _id,
    number: _n,
    notifyBy: _b,
    notifyAuthority: _a,
    notifyPersons: _p,
    createdAt: _c,
    updatedAt: _u,
    ...input
  } = entry;
  await request(documents.app)
    .put(`/platform/api/documents/companies/${companyId}/breaches/${soon.id}`)
    .set('Authorization', auth)
    .send({ ...input, risk: 'RISK', authorityNotifiedAt: new Date().toISOString() })
    .expect(200);
  await db.query(`UPDATE documents.breaches SET aware_at = aware_at - interval '30 hours' WHERE id = $1`, [
    soon.id,
  ]);
  expect(await reminders().runOnce()).toBe(0);
}, 30_000);
