import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { companiesService } from '@conform/companies-service';
import { configuratorService } from '@conform/configurator-service';
import type { TDataSubjectRequest, TDeadlines, TWhistleblowingReport } from '@conform/contracts';
import type { Logger } from '@conform/server-kit';
import { insertTestCompany, startTestService, type TestService } from '@conform/server-kit/testing';
import ExcelJS from 'exceljs';
import request from 'supertest';
import { documentsService } from '../src/app.ts';
import type { TDocumentsConfig } from '../src/config.ts';
import { companyDeadlines } from '../src/registers/clocks.ts';
import {
  identityPauseDays,
  requestDeadline,
  reviewStage,
  whistleblowingClocks,
  whistleblowingStage,
} from '../src/registers/deadlines.ts';
import { requestView } from '../src/registers/domain.ts';
import { createRequestReminders } from '../src/registers/reminders.ts';
import { createRegistersRepository, type RequestRow, type ReportRow } from '../src/registers/repository.ts';

// ---- the clocks, pure ----------------------------------------------------------------------------

describe('a request paused while the person’s identity is checked (Art. 12(6))', () => {
  it('counts the days waited on top of the month from receipt, then moves a weekend or holiday', () => {
    // Received 5 January 2026: due 5 February. Asked on 8 January, confirmed on 15: 7 days later.
    expect(identityPauseDays('2026-01-08', '2026-01-15')).toBe(7);
    expect(requestDeadline('2026-01-05', false, 'RO', undefined, 7)).toBe('2026-02-12');
    // Two days: Saturday 7 February, so Monday 9.
    expect(requestDeadline('2026-01-05', false, 'RO', undefined, 2)).toBe('2026-02-09');
    // Confirmed the day it was asked: nothing waited.
    expect(identityPauseDays('2026-01-08', '2026-01-08')).toBe(0);
    // Still awaited, or never asked: no days yet.
    expect(identityPauseDays('2026-01-08', null)).toBe(0);
    expect(identityPauseDays(null, null)).toBe(0);
  });

  it('shows the request as paused, without days left, and the deadlines page as PAUSED', () => {
    const row: RequestRow = {
      id: 'r1',
      companyId: 'c1',
      number: 'REQ-2026-001',
      right: 'ACCESS',
      receivedOn: '2026-11-02',
      person: 'Ioana Pop',
      channel: 'EMAIL',
      notes: null,
      status: 'OPEN',
      deadline: '2026-12-02',
      extensionReason: null,
      closedOn: null,
      history: [],
      remindersSent: [],
      createdAt: new Date('2026-11-02T10:00:00Z'),
      identityRequestedOn: '2026-11-03',
      identityConfirmedOn: null,
    };
    expect(requestView(row, '2026-11-20')).toMatchObject({ paused: true, daysLeft: null });
    const now = new Date('2026-11-20T09:00:00Z');
    const paused = companyDeadlines({ requests: [row], breaches: [], documents: [] }, now);
    expect(paused.deadlines.map((d) => [d.reference, d.state])).toEqual([['REQ-2026-001', 'PAUSED']]);
    const confirmed = { ...row, identityConfirmedOn: '2026-11-05', deadline: '2026-12-04' };
    expect(requestView(confirmed, '2026-11-20')).toMatchObject({ paused: false, daysLeft: 14 });
    expect(
      companyDeadlines({ requests: [confirmed], breaches: [], documents: [] }, now).deadlines[0],
    ).toMatchObject({ state: 'OPEN', due: '2026-12-04' });
  });
});

describe('a whistleblowing report’s clocks (Law 361/2022)', () => {
  it('acknowledges within 7 calendar days of receipt, over a weekend or holiday alike', () => {
    // Received Saturday 19 December 2026: due Saturday 26 December (Christmas), not moved.
    expect(whistleblowingClocks({ receivedOn: '2026-12-19', acknowledgedOn: null })).toEqual({
      acknowledgeBy: '2026-12-26',
      // Never acknowledged: the three months run from the acknowledgement's last day.
      feedbackBy: '2027-03-26',
    });
  });

  it('gives feedback within 3 months of the acknowledgement, the month’s last day when it has no such date', () => {
    expect(whistleblowingClocks({ receivedOn: '2026-11-28', acknowledgedOn: '2026-12-03' }).feedbackBy).toBe(
      '2027-03-03',
    );
    expect(whistleblowingClocks({ receivedOn: '2026-11-25', acknowledgedOn: '2026-11-30' }).feedbackBy).toBe(
      '2027-02-28',
    );
  });

  it('reminds 2 days before the acknowledgement’s last day and on it, 14 days before the feedback’s and on it, each once', () => {
    expect(whistleblowingStage('ACKNOWLEDGEMENT', '2026-03-09', '2026-03-06', [])).toBeNull();
    expect(whistleblowingStage('ACKNOWLEDGEMENT', '2026-03-09', '2026-03-07', [])).toBe(2);
    expect(
      whistleblowingStage('ACKNOWLEDGEMENT', '2026-03-09', '2026-03-08', ['ACKNOWLEDGEMENT:2']),
    ).toBeNull();
    expect(whistleblowingStage('ACKNOWLEDGEMENT', '2026-03-09', '2026-03-09', ['ACKNOWLEDGEMENT:2'])).toBe(0);
    expect(whistleblowingStage('ACKNOWLEDGEMENT', '2026-03-09', '2026-03-10', [])).toBeNull();
    expect(whistleblowingStage('FEEDBACK', '2026-06-09', '2026-05-26', ['ACKNOWLEDGEMENT:2'])).toBe(14);
    expect(whistleblowingStage('FEEDBACK', '2026-06-09', '2026-05-25', [])).toBeNull();
  });

  it('lists the open clocks of a report on the deadlines page until each is done, none once closed', () => {
    const report = (over: Partial<ReportRow>): ReportRow => ({
      id: 'w1',
      companyId: 'c1',
      number: 'AVZ-2026-001',
      receivedOn: '2026-11-18',
      channel: 'EMAIL',
      reference: null,
      subject: null,
      acknowledgedOn: null,
      feedbackOn: null,
      closedOn: null,
      remindersSent: [],
      createdAt: new Date(),
      updatedAt: new Date(),
      ...over,
    });
    const now = new Date('2026-11-24T09:00:00Z');
    const of = (r: ReportRow) =>
      companyDeadlines({ requests: [], breaches: [], documents: [], reports: [r] }, now).deadlines.map(
        (d) => [d.kind, d.subject, d.due, d.state, d.source.ro],
      );
    expect(of(report({}))).toEqual([
      ['WHISTLEBLOWING', 'ACKNOWLEDGEMENT', '2026-11-25', 'DUE_SOON', 'Legea nr. 361/2022'],
      ['WHISTLEBLOWING', 'FEEDBACK', '2027-02-25', 'OPEN', 'Legea nr. 361/2022'],
    ]);
    expect(of(report({ acknowledgedOn: '2026-11-20' }))).toEqual([
      ['WHISTLEBLOWING', 'FEEDBACK', '2027-02-20', 'OPEN', 'Legea nr. 361/2022'],
    ]);
    expect(of(report({ acknowledgedOn: '2026-11-20', feedbackOn: '2026-11-23' }))).toEqual([]);
    expect(of(report({ closedOn: '2026-11-23' }))).toEqual([]);
  });
});

describe('the review reminders', () => {
  it('14 days before the review and on the day (or once after it, missed), each once per version', () => {
    expect(reviewStage('2026-12-01', '2026-11-16', [])).toBeNull();
    expect(reviewStage('2026-12-01', '2026-11-17', [])).toBe(14);
    expect(reviewStage('2026-12-01', '2026-11-20', [14])).toBeNull();
    expect(reviewStage('2026-12-01', '2026-12-01', [14])).toBe(0);
    expect(reviewStage('2026-12-01', '2027-01-10', [])).toBe(0);
    expect(reviewStage('2026-12-01', '2027-01-10', [0])).toBeNull();
  });
});

// ---- over HTTP -----------------------------------------------------------------------------------

let svc: TestService<TDocumentsConfig>;

beforeAll(async () => {
  svc = await startTestService(documentsService, {
    alsoMigrate: [companiesService, configuratorService],
    // The tests run the reminder pass themselves, with their own clock.
    manualBackground: true,
    env: {
      INTERNAL_TOKEN: 'test-internal-token-0123456789abcdef',
      LINK_SECRET: 'test-link-secret-0123456789abcdef0123456789',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'clocks-data-')),
      RENDERER_URL: 'http://127.0.0.1:9',
      JOB_CONCURRENCY: '1',
    },
  });
}, 60_000);
afterAll(() => svc.close());

async function adminOf() {
  const uid = `user-${Math.random().toString(36).slice(2)}`;
  const companyId = await insertTestCompany(svc.db, { adminIds: [uid] });
  return { companyId, auth: `Bearer ${await svc.tokenFor({ uid })}` };
}

const api = (companyId: string, path: string) => `/platform/api/documents/companies/${companyId}/${path}`;

function binary(res: request.Response, done: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

async function logRequest(companyId: string, auth: string, receivedOn: string): Promise<TDataSubjectRequest> {
  const res = await request(svc.app)
    .post(api(companyId, 'requests'))
    .set('Authorization', auth)
    .send({ right: 'ACCESS', receivedOn, person: 'Ioana Popescu', channel: 'EMAIL' })
    .expect(201);
  return res.body as TDataSubjectRequest;
}

const act = (companyId: string, auth: string, id: string, body: object) =>
  request(svc.app)
    .post(api(companyId, `requests/${id}/actions`))
    .set('Authorization', auth)
    .send(body);

describe('the identity check on a request, over HTTP', () => {
  it('pauses the clock when information is asked for and moves the deadline by the days waited once confirmed', async () => {
    const { companyId, auth } = await adminOf();
    const logged = await logRequest(companyId, auth, '2026-01-05');
    expect(logged.deadline).toBe('2026-02-05');
    const asked = await act(companyId, auth, logged.id, {
      action: 'REQUEST_IDENTITY',
      on: '2026-01-08',
    }).expect(200);
    expect(asked.body).toMatchObject({
      paused: true,
      daysLeft: null,
      identityRequestedOn: '2026-01-08',
      deadline: '2026-02-05',
    });
    // Paused: no extension meanwhile, and no second request for the identity.
    await act(companyId, auth, logged.id, { action: 'EXTEND', reason: 'Complexă' }).expect(409);
    await act(companyId, auth, logged.id, { action: 'REQUEST_IDENTITY', on: '2026-01-09' }).expect(409);

    const page = await request(svc.app)
      .get(api(companyId, 'deadlines'))
      .set('Authorization', auth)
      .expect(200);
    expect((page.body as TDeadlines).deadlines.map((d) => [d.reference, d.state])).toEqual([
      [logged.number, 'PAUSED'],
    ]);
    const sheet = await request(svc.app)
      .get(api(companyId, 'requests.xlsx'))
      .set('Authorization', auth)
      .set('Accept-Language', 'ro')
      .buffer(true)
      .parse(binary)
      .expect(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(sheet.body as ArrayBuffer);
    const row = (workbook.worksheets[0]!.getRow(2).values as unknown[]).map(String);
    expect(row).toEqual(expect.arrayContaining(['Așteaptă verificarea identității', '2026-01-08']));

    const confirmed = await act(companyId, auth, logged.id, {
      action: 'CONFIRM_IDENTITY',
      on: '2026-01-15',
    }).expect(200);
    const body = confirmed.body as TDataSubjectRequest;
    expect(body).toMatchObject({ paused: false, identityConfirmedOn: '2026-01-15', deadline: '2026-02-12' });
    expect(body.history.map((h) => h.event ?? h.status)).toEqual([
      'OPEN',
      'IDENTITY_REQUESTED',
      'IDENTITY_CONFIRMED',
    ]);
  });

  it('refuses impossible days with a 400 naming the field, and a confirmation nobody waits for with a 409', async () => {
    const { companyId, auth } = await adminOf();
    const logged = await logRequest(companyId, auth, '2026-03-02');
    const detail = async (body: object) =>
      ((await act(companyId, auth, logged.id, body).expect(400)).body as { details: unknown[] }).details;
    expect(await detail({ action: 'REQUEST_IDENTITY', on: '2026-02-27' })).toEqual([
      { path: 'on', message: 'validation.request.beforeReceived' },
    ]);
    expect(await detail({ action: 'REQUEST_IDENTITY', on: '2099-01-01' })).toEqual([
      { path: 'on', message: 'validation.date.future' },
    ]);
    // After the deadline there is no clock left to pause.
    expect(await detail({ action: 'REQUEST_IDENTITY', on: '2026-04-10' })).toEqual([
      { path: 'on', message: 'validation.request.afterDeadline' },
    ]);
    expect(
      (
        (await act(companyId, auth, logged.id, { action: 'REQUEST_IDENTITY', on: 'soon' }).expect(400))
          .body as {
          details: Array<{ path: string }>;
        }
      ).details.map((d) => d.path),
    ).toEqual(['on']);
    await act(companyId, auth, logged.id, { action: 'CONFIRM_IDENTITY', on: '2026-03-05' }).expect(409);
    await act(companyId, auth, logged.id, { action: 'REQUEST_IDENTITY', on: '2026-03-04' }).expect(200);
    expect(await detail({ action: 'CONFIRM_IDENTITY', on: '2026-03-03' })).toEqual([
      { path: 'on', message: 'validation.request.beforeIdentityRequested' },
    ]);
    // Never identified: refused with the reason, the request closes.
    const refused = await act(companyId, auth, logged.id, {
      action: 'REFUSE',
      on: '2026-03-20',
      reason: 'Identitatea nu a putut fi confirmată (art. 11 alin. (2) și art. 12 alin. (2) din GDPR).',
    }).expect(200);
    expect(refused.body).toMatchObject({ status: 'REFUSED', paused: false, daysLeft: null });
  });
});

describe('the whistleblowing register, over HTTP', () => {
  const reports = (companyId: string) => api(companyId, 'whistleblowing');

  it('logs a report without any personal data, with its clocks, and records its steps in order', async () => {
    const { companyId, auth } = await adminOf();
    const res = await request(svc.app)
      .post(reports(companyId))
      .set('Authorization', auth)
      .send({
        receivedOn: '2026-03-02',
        channel: 'INTERNAL_FORM',
        subject: 'Facturi false',
        reference: 'D-12',
      })
      .expect(201);
    const report = res.body as TWhistleblowingReport;
    expect(report).toMatchObject({
      number: 'AVZ-2026-001',
      acknowledgeBy: '2026-03-09',
      feedbackBy: '2026-06-09',
      subject: 'Facturi false',
      reference: 'D-12',
    });
    const step = (body: object) =>
      request(svc.app)
        .post(`${reports(companyId)}/${report.id}/actions`)
        .set('Authorization', auth)
        .send(body);
    const acknowledged = await step({ action: 'ACKNOWLEDGE', on: '2026-03-05' }).expect(200);
    // The feedback runs from the acknowledgement.
    expect(acknowledged.body).toMatchObject({ acknowledgedOn: '2026-03-05', feedbackBy: '2026-06-05' });
    await step({ action: 'ACKNOWLEDGE', on: '2026-03-06' }).expect(409);
    expect((await step({ action: 'FEEDBACK', on: '2026-03-04' }).expect(400)).body.details).toEqual([
      { path: 'on', message: 'validation.report.beforeAcknowledged' },
    ]);
    await step({ action: 'FEEDBACK', on: '2026-05-20' }).expect(200);

    const page = await request(svc.app)
      .get(api(companyId, 'deadlines'))
      .set('Authorization', auth)
      .expect(200);
    expect((page.body as TDeadlines).deadlines).toEqual([]);
    await step({ action: 'CLOSE', on: '2026-05-21' }).expect(200);
    await step({ action: 'FEEDBACK', on: '2026-05-22' }).expect(409);
    const list = await request(svc.app).get(reports(companyId)).set('Authorization', auth).expect(200);
    expect((list.body.reports as TWhistleblowingReport[]).map((r) => [r.number, r.closedOn])).toEqual([
      ['AVZ-2026-001', '2026-05-21'],
    ]);
  });

  it('lists an open report’s clocks on the deadlines page', async () => {
    const { companyId, auth } = await adminOf();
    await request(svc.app)
      .post(reports(companyId))
      .set('Authorization', auth)
      .send({ receivedOn: '2026-03-02', channel: 'PHONE' })
      .expect(201);
    const page = await request(svc.app)
      .get(api(companyId, 'deadlines'))
      .set('Authorization', auth)
      .expect(200);
    expect((page.body as TDeadlines).deadlines.map((d) => [d.kind, d.subject, d.due, d.state])).toEqual([
      ['WHISTLEBLOWING', 'ACKNOWLEDGEMENT', '2026-03-09', 'OVERDUE'],
      ['WHISTLEBLOWING', 'FEEDBACK', '2026-06-09', 'OVERDUE'],
    ]);
  });

  it('answers bad input with a 400 naming each field, and keeps other companies out (403)', async () => {
    const { companyId, auth } = await adminOf();
    const bad = await request(svc.app)
      .post(reports(companyId))
      .set('Authorization', auth)
      .send({ receivedOn: '2026-02-30', channel: 'PIGEON' })
      .expect(400);
    expect((bad.body.details as Array<{ path: string }>).map((d) => d.path).sort()).toEqual([
      'channel',
      'receivedOn',
    ]);
    const future = await request(svc.app)
      .post(reports(companyId))
      .set('Authorization', auth)
      .send({ receivedOn: '2099-01-01', channel: 'EMAIL' })
      .expect(400);
    expect(future.body.details).toEqual([{ path: 'receivedOn', message: 'validation.date.future' }]);
    const { body: logged } = await request(svc.app)
      .post(reports(companyId))
      .set('Authorization', auth)
      .send({ receivedOn: '2026-03-02', channel: 'EMAIL' })
      .expect(201);
    const early = await request(svc.app)
      .post(`${reports(companyId)}/${(logged as TWhistleblowingReport).id}/actions`)
      .set('Authorization', auth)
      .send({ action: 'ACKNOWLEDGE', on: '2026-03-01' })
      .expect(400);
    expect(early.body.details).toEqual([{ path: 'on', message: 'validation.report.beforeReceived' }]);
    await request(svc.app)
      .post(`${reports(companyId)}/nope/actions`)
      .set('Authorization', auth)
      .send({ action: 'CLOSE', on: '2026-03-03' })
      .expect(404);

    const other = await adminOf();
    await request(svc.app).get(reports(companyId)).set('Authorization', other.auth).expect(403);
    await request(svc.app)
      .post(reports(companyId))
      .set('Authorization', other.auth)
      .send({ receivedOn: '2026-03-02', channel: 'EMAIL' })
      .expect(403);
    await request(svc.app)
      .post(`${reports(companyId)}/${(logged as TWhistleblowingReport).id}/actions`)
      .set('Authorization', other.auth)
      .send({ action: 'CLOSE', on: '2026-03-03' })
      .expect(403);
    await request(svc.app).get(reports(companyId)).expect(401);
  });
});

// ---- the reminders, with a controlled clock --------------------------------------------------------

describe('the reminders, with a controlled clock', () => {
  const quiet = { info() {}, warn() {}, error() {}, debug() {} } as unknown as Logger;
  let clock = new Date();
  const reminders = () =>
    createRequestReminders({
      db: svc.db,
      repository: createRegistersRepository(svc.db),
      logger: quiet,
      intervalMs: 60_000,
      now: () => clock,
    });
  /** The reminders published for a company, in order: the event's type and payload. */
  const published = async (companyId: string, type: string) =>
    (
      await svc.db.query<{ payload: Record<string, unknown> }>(
        `SELECT payload FROM platform_events.events WHERE type = $1 AND payload->>'companyId' = $2
          ORDER BY created_at, id`,
        [type, companyId],
      )
    ).map((e) => e.payload);
  /** 10:00 in Bucharest on a day. */
  const on = (day: string) => new Date(`${day}T08:00:00Z`);

  it('sends no request reminder while the identity is awaited, then reminds of the moved deadline, once', async () => {
    const { companyId, auth } = await adminOf();
    const logged = await logRequest(companyId, auth, '2026-01-05');
    await act(companyId, auth, logged.id, { action: 'REQUEST_IDENTITY', on: '2026-01-08' }).expect(200);
    clock = on('2026-02-03'); // 2 days before the deadline before the pause
    await reminders().runOnce();
    clock = on('2026-02-05');
    await reminders().runOnce();
    expect(await published(companyId, 'request.reminder')).toEqual([]);

    await act(companyId, auth, logged.id, { action: 'CONFIRM_IDENTITY', on: '2026-01-15' }).expect(200);
    // Due 12 February now: 7 days left on the 5th.
    await reminders().runOnce();
    await reminders().runOnce();
    expect(await published(companyId, 'request.reminder')).toEqual([
      expect.objectContaining({ number: logged.number, deadline: '2026-02-12', daysLeft: 7 }),
    ]);
  });

  it('reminds of a report’s acknowledgement and feedback before and on their last days, each once, and of the new feedback day after an acknowledgement', async () => {
    const { companyId, auth } = await adminOf();
    const { body } = await request(svc.app)
      .post(api(companyId, 'whistleblowing'))
      .set('Authorization', auth)
      .send({ receivedOn: '2026-03-02', channel: 'EMAIL', subject: 'Mită la achiziții' })
      .expect(201);
    const report = body as TWhistleblowingReport;
    for (const day of ['2026-03-06', '2026-03-07', '2026-03-07', '2026-03-09', '2026-03-09']) {
      clock = on(day);
      await reminders().runOnce();
    }
    expect(await published(companyId, 'whistleblowing.reminder')).toEqual([
      {
        companyId,
        reportId: report.id,
        number: report.number,
        clock: 'ACKNOWLEDGEMENT',
        due: '2026-03-09',
        daysLeft: 2,
      },
      {
        companyId,
        reportId: report.id,
        number: report.number,
        clock: 'ACKNOWLEDGEMENT',
        due: '2026-03-09',
        daysLeft: 0,
      },
    ]);
    clock = on('2026-05-26');
    await reminders().runOnce();
    await reminders().runOnce();
    // Acknowledged late on the 10th: the feedback is due 10 June, reminded again 14 days before.
    await request(svc.app)
      .post(api(companyId, `whistleblowing/${report.id}/actions`))
      .set('Authorization', auth)
      .send({ action: 'ACKNOWLEDGE', on: '2026-03-10' })
      .expect(200);
    clock = on('2026-05-27');
    await reminders().runOnce();
    const feedback = (await published(companyId, 'whistleblowing.reminder')).slice(2);
    expect(feedback.map((e) => [e['clock'], e['due'], e['daysLeft']])).toEqual([
      ['FEEDBACK', '2026-06-09', 14],
      ['FEEDBACK', '2026-06-10', 14],
    ]);
    // Feedback given: nothing more, even on the day.
    await request(svc.app)
      .post(api(companyId, `whistleblowing/${report.id}/actions`))
      .set('Authorization', auth)
      .send({ action: 'FEEDBACK', on: '2026-05-27' })
      .expect(200);
    clock = on('2026-06-10');
    await reminders().runOnce();
    expect(await published(companyId, 'whistleblowing.reminder')).toHaveLength(4);
    // Nothing of the report's subject in any event.
    expect(JSON.stringify(await published(companyId, 'whistleblowing.reminder'))).not.toContain('Mită');
  });

  it('reminds of a document’s review 14 days before and on the day, once per version and stage', async () => {
    const { companyId } = await adminOf();
    const version = async (n: number, madeAt: string) => {
      await svc.db.query(
        `INSERT INTO documents.document_versions (company_id, type, version, language, pdf_file_id, sections, changes, created_at)
         VALUES ($1, 'REGISTRU_OPERATOR', $2, 'ro', $3, '[]'::jsonb, '{}'::jsonb, $4)`,
        [companyId, n, `file-${companyId}-${n}`, madeAt],
      );
      await svc.db.query(
        `INSERT INTO documents.documents (company_id, type, product, status, version)
         VALUES ($1, 'REGISTRU_OPERATOR', 'INTERNAL_POLICIES', 'READY', $2)
         ON CONFLICT (company_id, type) DO UPDATE SET version = $2`,
        [companyId, n],
      );
    };
    await version(1, '2025-03-10T10:00:00Z'); // due for review on 10 March 2026
    for (const day of ['2026-02-23', '2026-02-24', '2026-02-25', '2026-03-10', '2026-03-11']) {
      clock = on(day);
      await reminders().runOnce();
    }
    const sent = await published(companyId, 'review.reminder');
    expect(sent.map((e) => [e['type'], e['version'], e['due'], e['stage']])).toEqual([
      ['REGISTRU_OPERATOR', 1, '2026-03-10', 14],
      ['REGISTRU_OPERATOR', 1, '2026-03-10', 0],
    ]);
    expect(sent[0]).toMatchObject({
      title: { ro: 'Evidența (registrul) activităților de prelucrare (operator)' },
    });
    // A new version: its own clock, a year later.
    await version(2, '2026-03-11T10:00:00Z');
    clock = on('2026-03-12');
    await reminders().runOnce();
    clock = on('2027-02-25');
    await reminders().runOnce();
    await reminders().runOnce();
    expect((await published(companyId, 'review.reminder')).map((e) => [e['version'], e['stage']])).toEqual([
      [1, 14],
      [1, 0],
      [2, 14],
    ]);
  });
});
