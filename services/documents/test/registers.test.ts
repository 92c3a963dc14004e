import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { companiesService } from '@conform/companies-service';
import { configuratorService } from '@conform/configurator-service';
import type { TBreach, TDataSubjectRequest, TDeadlines } from '@conform/contracts';
import { insertTestCompany, startTestService, type TestService } from '@conform/server-kit/testing';
import ExcelJS from 'exceljs';
import request from 'supertest';
import { documentsService } from '../src/app.ts';
import type { TDocumentsConfig } from '../src/config.ts';
import { requestDeadline, todayIn } from '../src/registers/deadlines.ts';

let svc: TestService<TDocumentsConfig>;

beforeAll(async () => {
  svc = await startTestService(documentsService, {
    alsoMigrate: [companiesService, configuratorService],
    env: {
      INTERNAL_TOKEN: 'test-internal-token-0123456789abcdef',
      LINK_SECRET: 'test-link-secret-0123456789abcdef0123456789',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'registers-data-')),
      // No document is rendered here: the worker may wait for a renderer that is not there.
      RENDERER_URL: 'http://127.0.0.1:9',
      JOB_CONCURRENCY: '1',
    },
  });
}, 60_000);
afterAll(() => svc.close());

async function adminOf(company: { platform?: 'ro' | 'int'; country?: string } = {}) {
  const uid = `user-${Math.random().toString(36).slice(2)}`;
  const companyId = await insertTestCompany(svc.db, { adminIds: [uid], ...company });
  return { companyId, auth: `Bearer ${await svc.tokenFor({ uid })}` };
}

function binary(res: request.Response, done: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

async function sheetRows(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    rows.push(
      (row.values as Array<string | number | null | undefined>)
        .slice(1)
        .map((v) => (v === null || v === undefined ? '' : String(v))),
    );
  });
  return rows;
}

const api = (companyId: string, path: string) => `/platform/api/documents/companies/${companyId}/${path}`;

describe('the data-subject requests register', () => {
  it('logs a request with its one-month deadline, numbered per company and year', async () => {
    const { companyId, auth } = await adminOf();
    const received = todayIn(new Date());
    const first = await request(svc.app)
      .post(api(companyId, 'requests'))
      .set('Authorization', auth)
      .send({ right: 'ACCESS', receivedOn: received, person: 'Ioana Popescu', channel: 'EMAIL' })
      .expect(201);
    const body = first.body as TDataSubjectRequest;
    expect(body).toMatchObject({
      number: `REQ-${received.slice(0, 4)}-001`,
      status: 'OPEN',
      deadline: requestDeadline(received, false, 'RO'),
      responseTemplate: 'MODELE_RASPUNS_ACCES',
      person: 'Ioana Popescu',
    });
    expect(body.daysLeft).toBeGreaterThanOrEqual(28);
    const second = await request(svc.app)
      .post(api(companyId, 'requests'))
      .set('Authorization', auth)
      .send({ right: 'ERASURE', receivedOn: '2026-01-31', person: 'Dan Ionescu', channel: 'POST' })
      .expect(201);
    // The month ends on Saturday 28 February: the answer is due on Monday (Regulation 1182/71, Art. 3(4)).
    expect(second.body).toMatchObject({ number: 'REQ-2026-002', deadline: '2026-03-02' });
    expect((second.body as TDataSubjectRequest).daysLeft).toBeLessThan(0);

    const list = await request(svc.app)
      .get(api(companyId, 'requests'))
      .set('Authorization', auth)
      .expect(200);
    expect((list.body.requests as TDataSubjectRequest[]).map((r) => r.person).sort()).toEqual([
      'Dan Ionescu',
      'Ioana Popescu',
    ]);
  });

  it('extends once, with a reason, to three months after receipt; then closes it', async () => {
    const { companyId, auth } = await adminOf();
    const received = todayIn(new Date());
    const { body: logged } = await request(svc.app)
      .post(api(companyId, 'requests'))
      .set('Authorization', auth)
      .send({ right: 'PORTABILITY', receivedOn: received, person: 'A. B.', channel: 'WEB_FORM' })
      .expect(201);
    await request(svc.app)
      .post(api(companyId, `requests/${logged.id}/actions`))
      .set('Authorization', auth)
      .send({ action: 'EXTEND', reason: '' })
      .expect(400);
    const extended = await request(svc.app)
      .post(api(companyId, `requests/${logged.id}/actions`))
      .set('Authorization', auth)
      .send({ action: 'EXTEND', reason: 'Cerere complexă: date din patru sisteme.' })
      .expect(200);
    expect(extended.body).toMatchObject({
      status: 'EXTENDED',
      deadline: requestDeadline(received, true, 'RO'),
    });
    await request(svc.app)
      .post(api(companyId, `requests/${logged.id}/actions`))
      .set('Authorization', auth)
      .send({ action: 'EXTEND', reason: 'Din nou' })
      .expect(409);
    const answered = await request(svc.app)
      .post(api(companyId, `requests/${logged.id}/actions`))
      .set('Authorization', auth)
      .send({ action: 'ANSWER', on: received })
      .expect(200);
    expect(answered.body).toMatchObject({ status: 'ANSWERED', closedOn: received, daysLeft: null });
    expect((answered.body as TDataSubjectRequest).history.map((h) => h.status)).toEqual([
      'OPEN',
      'EXTENDED',
      'ANSWERED',
    ]);
    await request(svc.app)
      .post(api(companyId, `requests/${logged.id}/actions`))
      .set('Authorization', auth)
      .send({ action: 'REFUSE', on: received, reason: 'x' })
      .expect(409);
  });

  it('moves a deadline on a weekend or public holiday to the next working day of the company’s country, and the spreadsheet shows it', async () => {
    const romanian = await adminOf();
    // One month after 25 November 2025 is Christmas: 25 and 26 December, then the weekend.
    const logged = await request(svc.app)
      .post(api(romanian.companyId, 'requests'))
      .set('Authorization', romanian.auth)
      .send({ right: 'ACCESS', receivedOn: '2025-11-25', person: 'Radu Stan', channel: 'EMAIL' })
      .expect(201);
    expect(logged.body).toMatchObject({ deadline: '2025-12-29' });
    const sheet = await request(svc.app)
      .get(api(romanian.companyId, 'requests.xlsx'))
      .set('Authorization', romanian.auth)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect((await sheetRows(sheet.body as Buffer))[1]).toEqual(
      expect.arrayContaining(['Radu Stan', '2025-12-29']),
    );

    // A company in Germany: Romania's holidays do not count there, the weekend does.
    const german = await adminOf();
    await svc.db.query(
      `UPDATE companies.companies SET platform = 'int', info = jsonb_set(info, '{country}', '"DE"') WHERE id = $1`,
      [german.companyId],
    );
    const there = await request(svc.app)
      .post(api(german.companyId, 'requests'))
      .set('Authorization', german.auth)
      .set('X-Platform', 'int')
      .send({ right: 'ACCESS', receivedOn: '2025-11-25', person: 'Anna Weber', channel: 'EMAIL' })
      .expect(201);
    expect(there.body).toMatchObject({ deadline: '2025-12-25' });
    const weekend = await request(svc.app)
      .post(api(german.companyId, 'requests'))
      .set('Authorization', german.auth)
      .set('X-Platform', 'int')
      .send({ right: 'ACCESS', receivedOn: '2026-01-31', person: 'Jan Vogel', channel: 'EMAIL' })
      .expect(201);
    expect(weekend.body).toMatchObject({ deadline: '2026-03-02' });
  });

  it('refuses bad input with a clear 4xx, and keeps other companies out', async () => {
    const { companyId, auth } = await adminOf();
    const bad = await request(svc.app)
      .post(api(companyId, 'requests'))
      .set('Authorization', auth)
      .send({ right: 'HUGS', receivedOn: '2026-02-30', person: '', channel: 'EMAIL' })
      .expect(400);
    expect(bad.body.details.map((d: { path: string }) => d.path).sort()).toEqual([
      'person',
      'receivedOn',
      'right',
    ]);
    const future = await request(svc.app)
      .post(api(companyId, 'requests'))
      .set('Authorization', auth)
      .send({ right: 'ACCESS', receivedOn: '2099-01-01', person: 'X', channel: 'EMAIL' })
      .expect(400);
    expect(future.body.details).toEqual([{ path: 'receivedOn', message: 'validation.date.future' }]);
    await request(svc.app)
      .post(api(companyId, 'requests/nope/actions'))
      .set('Authorization', auth)
      .send({ action: 'ANSWER', on: '2026-01-01' })
      .expect(404);

    const other = await adminOf();
    const { body: theirs } = await request(svc.app)
      .post(api(other.companyId, 'requests'))
      .set('Authorization', other.auth)
      .send({ right: 'ACCESS', receivedOn: '2026-01-05', person: 'Their person', channel: 'EMAIL' })
      .expect(201);
    await request(svc.app).get(api(other.companyId, 'requests')).set('Authorization', auth).expect(403);
    await request(svc.app).get(api(other.companyId, 'requests.xlsx')).set('Authorization', auth).expect(403);
    // Their request id under my company is not found: ids never cross companies.
    await request(svc.app)
      .post(api(companyId, `requests/${theirs.id}/actions`))
      .set('Authorization', auth)
      .send({ action: 'ANSWER', on: '2026-01-06' })
      .expect(404);
    await request(svc.app).get(api(companyId, 'requests')).expect(401);
  });

  it('exports the register as a spreadsheet in the user language', async () => {
    const { companyId, auth } = await adminOf();
    await request(svc.app)
      .post(api(companyId, 'requests'))
      .set('Authorization', auth)
      .send({
        right: 'RECTIFICATION',
        receivedOn: '2024-01-31',
        person: 'Ștefan Țurcanu',
        channel: 'IN_PERSON',
        notes: 'Adresă greșită',
      })
      .expect(201);
    const res = await request(svc.app)
      .get(api(companyId, 'requests.xlsx'))
      .set('Authorization', auth)
      .set('Accept-Language', 'ro')
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const rows = await sheetRows(res.body as Buffer);
    expect(rows[0]).toEqual(expect.arrayContaining(['Nr.', 'Dreptul exercitat', 'Termen de răspuns']));
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual(
      expect.arrayContaining([
        'REQ-2024-001',
        'Rectificare (art. 16)',
        'Ștefan Țurcanu',
        'La sediu',
        '2024-02-29',
        'Adresă greșită',
      ]),
    );
    const en = await request(svc.app)
      .get(api(companyId, 'requests.xlsx'))
      .set('Authorization', auth)
      .set('Accept-Language', 'en')
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect((await sheetRows(en.body as Buffer))[1]).toEqual(
      expect.arrayContaining(['Rectification (Art. 16)', 'In person']),
    );
  });
});

describe('the printed registers follow the live ones', () => {
  it('queues the printed requests register again when a request is logged (for a company that has it)', async () => {
    const uid = `user-${Math.random().toString(36).slice(2)}`;
    const companyId = await insertTestCompany(svc.db, {
      adminIds: [uid],
      products: { purchased: ['INTERNAL_POLICIES'], configured: ['INTERNAL_POLICIES'] },
    });
    const auth = `Bearer ${await svc.tokenFor({ uid })}`;
    const jobs = () =>
      svc.db.query<{ key: string }>(`SELECT key FROM documents.render_jobs WHERE key LIKE $1`, [
        `${companyId}:%`,
      ]);
    expect(await jobs()).toEqual([]);
    await request(svc.app)
      .post(api(companyId, 'requests'))
      .set('Authorization', auth)
      .send({ right: 'ACCESS', receivedOn: '2026-01-05', person: 'X Y', channel: 'EMAIL' })
      .expect(201);
    expect((await jobs()).map((j) => j.key)).toEqual([`${companyId}:REGISTRU_CERERI`]);

    // A company without the internal policies has no printed register: nothing is queued.
    const other = await adminOf();
    await request(svc.app)
      .post(api(other.companyId, 'breaches'))
      .set('Authorization', other.auth)
      .send({
        awareAt: '2026-03-02T08:00:00.000Z',
        nature: ['INTEGRITY'],
        description: 'd',
        subjectCategories: 's',
        dataCategories: 'c',
        consequences: 'c',
        measures: 'm',
      })
      .expect(201);
    expect(
      await svc.db.query(`SELECT key FROM documents.render_jobs WHERE key LIKE $1`, [`${other.companyId}:%`]),
    ).toEqual([]);
  });
});

describe('drafts while the printer is down', () => {
  it('answers 503 with a message the page can show, not a 500', async () => {
    const uid = `user-${Math.random().toString(36).slice(2)}`;
    const companyId = await insertTestCompany(svc.db, {
      adminIds: [uid],
      products: { purchased: ['INTERNAL_POLICIES'], configured: ['INTERNAL_POLICIES'] },
    });
    const auth = `Bearer ${await svc.tokenFor({ uid })}`;
    const { body: logged } = await request(svc.app)
      .post(api(companyId, 'requests'))
      .set('Authorization', auth)
      .send({ right: 'ACCESS', receivedOn: '2026-01-05', person: 'X Y', channel: 'EMAIL' })
      .expect(201);
    const res = await request(svc.app)
      .get(api(companyId, `requests/${logged.id as string}/response`))
      .set('Authorization', auth)
      .expect(503);
    expect(res.body).toMatchObject({ code: 'unavailable', message: expect.stringMatching(/try again/) });
  });
});

describe('the breach register', () => {
  const breach = (awareAt: string, extra: Record<string, unknown> = {}) => ({
    awareAt,
    occurredAt: null,
    nature: ['CONFIDENTIALITY'],
    description: 'Un laptop cu fișele de personal a fost furat din mașină.',
    subjectCategories: 'Angajați',
    subjectsCount: 42,
    dataCategories: 'Date de identificare, CNP, salariu',
    recordsCount: 42,
    consequences: 'Risc de furt de identitate.',
    measures: 'Parole schimbate, disc criptat verificat.',
    ...extra,
  });

  it('logs a breach with its 72-hour deadline and decides notification from the assessed risk', async () => {
    const { companyId, auth } = await adminOf();
    const awareAt = new Date(Date.now() - 2 * 3600_000).toISOString();
    const logged = await request(svc.app)
      .post(api(companyId, 'breaches'))
      .set('Authorization', auth)
      .send(breach(awareAt))
      .expect(201);
    const body = logged.body as TBreach;
    expect(body.number).toMatch(/^INC-\d{4}-001$/);
    expect(Date.parse(body.notifyBy) - Date.parse(awareAt)).toBe(72 * 3600_000);
    expect(body).toMatchObject({ risk: null, notifyAuthority: null, notifyPersons: null });

    const assessed = await request(svc.app)
      .put(api(companyId, `breaches/${body.id}`))
      .set('Authorization', auth)
      .send(breach(awareAt, { risk: 'HIGH', riskReason: 'CNP și salarii, fără criptare dovedită.' }))
      .expect(200);
    expect(assessed.body).toMatchObject({
      risk: 'HIGH',
      notifyAuthority: true,
      notifyPersons: true,
      number: body.number,
    });
    const unlikely = await request(svc.app)
      .put(api(companyId, `breaches/${body.id}`))
      .set('Authorization', auth)
      .send(breach(awareAt, { risk: 'UNLIKELY' }))
      .expect(200);
    expect(unlikely.body).toMatchObject({ notifyAuthority: false, notifyPersons: false });
  });

  it('asks why when the authority was told after 72 hours, and rejects impossible times', async () => {
    const { companyId, auth } = await adminOf();
    const awareAt = '2026-03-02T08:00:00.000Z';
    const late = await request(svc.app)
      .post(api(companyId, 'breaches'))
      .set('Authorization', auth)
      .send(breach(awareAt, { risk: 'RISK', authorityNotifiedAt: '2026-03-05T09:00:00.000Z' }))
      .expect(400);
    expect(late.body.details).toEqual([{ path: 'delayReason', message: 'validation.breach.delayReason' }]);
    await request(svc.app)
      .post(api(companyId, 'breaches'))
      .set('Authorization', auth)
      .send(
        breach(awareAt, {
          risk: 'RISK',
          authorityNotifiedAt: '2026-03-05T09:00:00.000Z',
          delayReason: 'Investigația a durat.',
        }),
      )
      .expect(201);
    const before = await request(svc.app)
      .post(api(companyId, 'breaches'))
      .set('Authorization', auth)
      .send(breach(awareAt, { occurredAt: '2026-03-03T08:00:00.000Z' }))
      .expect(400);
    expect(before.body.details[0].path).toBe('occurredAt');
    const empty = await request(svc.app)
      .post(api(companyId, 'breaches'))
      .set('Authorization', auth)
      .send({ awareAt: 'yesterday', nature: [] })
      .expect(400);
    expect(empty.body.details.map((d: { path: string }) => d.path)).toEqual(
      expect.arrayContaining(['awareAt', 'nature', 'description', 'measures']),
    );
  });

  it('exports every breach (Art. 33(5)) as a spreadsheet, to the company admins only', async () => {
    const { companyId, auth } = await adminOf();
    await request(svc.app)
      .post(api(companyId, 'breaches'))
      .set('Authorization', auth)
      .send(breach('2026-03-02T08:00:00.000Z', { nature: ['AVAILABILITY', 'INTEGRITY'], risk: 'UNLIKELY' }))
      .expect(201);
    const res = await request(svc.app)
      .get(api(companyId, 'breaches.xlsx'))
      .set('Authorization', auth)
      .set('Accept-Language', 'en')
      .buffer(true)
      .parse(binary)
      .expect(200);
    const rows = await sheetRows(res.body as Buffer);
    expect(rows[0]).toEqual(
      expect.arrayContaining([
        'Became aware on (Romania time, Europe/Bucharest)',
        'Notify by (72 hours; Romania time, Europe/Bucharest)',
        'Risk assessment',
      ]),
    );
    // Romanian time: 08:00 UTC on 2 March is 10:00 in Bucharest; 72 hours later, 5 March 10:00.
    expect(rows[1]).toEqual(
      expect.arrayContaining([
        '2026-03-02 10:00',
        '2026-03-05 10:00',
        'Availability (loss or destruction); Integrity (unauthorised alteration)',
      ]),
    );
    const other = await adminOf();
    await request(svc.app).get(api(companyId, 'breaches')).set('Authorization', other.auth).expect(403);
  });

  it("exports a company in Germany's breaches in Berlin's time, the zone in the headers", async () => {
    const { companyId, auth } = await adminOf({ platform: 'int', country: 'DE' });
    await request(svc.app)
      .post(api(companyId, 'breaches'))
      .set('Authorization', auth)
      .set('X-Platform', 'int')
      .send(breach('2026-03-02T08:00:00.000Z', { risk: 'UNLIKELY' }))
      .expect(201);
    const res = await request(svc.app)
      .get(api(companyId, 'breaches.xlsx'))
      .set('Authorization', auth)
      .set('X-Platform', 'int')
      .set('Accept-Language', 'en')
      .buffer(true)
      .parse(binary)
      .expect(200);
    const [header, row] = await sheetRows(res.body as Buffer);
    // 08:00 UTC on 2 March is 09:00 in Berlin; 72 hours later, 5 March 09:00.
    expect(header![1]).toBe('Became aware on (Central European Time, Europe/Berlin)');
    expect(row![1]).toBe('2026-03-02 09:00');
    expect(row).toContain('2026-03-05 09:00');
  });
});

describe('the deadlines page: every open clock of the company', () => {
  it('lists the open request and the breach still to notify, soonest first, and not what is closed or recorded only; to the company’s admins only', async () => {
    const { companyId, auth } = await adminOf();
    const today = todayIn(new Date());
    const logged = await request(svc.app)
      .post(api(companyId, 'requests'))
      .set('Authorization', auth)
      .send({ right: 'ERASURE', receivedOn: today, person: 'Ion Pop', channel: 'EMAIL' })
      .expect(201);
    const answered = await request(svc.app)
      .post(api(companyId, 'requests'))
      .set('Authorization', auth)
      .send({ right: 'ACCESS', receivedOn: today, person: 'Ana Pop', channel: 'EMAIL' })
      .expect(201);
    await request(svc.app)
      .post(api(companyId, `requests/${(answered.body as TDataSubjectRequest).id}/actions`))
      .set('Authorization', auth)
      .send({ action: 'ANSWER', on: today })
      .expect(200);
    const awareAt = new Date(Date.now() - 70 * 3_600_000).toISOString();
    const breach = {
      awareAt,
      nature: ['CONFIDENTIALITY'],
      description: 'Un laptop pierdut',
      subjectCategories: 'Clienți',
      dataCategories: 'Nume, e-mail',
      consequences: 'Posibil phishing',
      measures: 'Parole schimbate',
    };
    const open = await request(svc.app)
      .post(api(companyId, 'breaches'))
      .set('Authorization', auth)
      .send(breach)
      .expect(201);
    await request(svc.app)
      .post(api(companyId, 'breaches'))
      .set('Authorization', auth)
      .send({ ...breach, risk: 'UNLIKELY', riskReason: 'Date criptate' })
      .expect(201);

    const res = await request(svc.app)
      .get(api(companyId, 'deadlines'))
      .set('Authorization', auth)
      .expect(200);
    const { today: day, deadlines } = res.body as TDeadlines;
    expect(day).toBe(today);
    expect(deadlines.map((d) => [d.kind, d.reference, d.state])).toEqual([
      ['BREACH', (open.body as TBreach).number, 'DUE_SOON'],
      ['REQUEST', (logged.body as TDataSubjectRequest).number, 'OPEN'],
    ]);
    const [clock, answer] = deadlines;
    expect(clock!.hoursLeft).toBe(1);
    expect(clock!.source.ro).toBe('art. 33 alin. (1) din GDPR');
    expect(answer).toMatchObject({
      subject: 'ERASURE',
      due: (logged.body as TDataSubjectRequest).deadline,
      source: { en: 'Article 12(3) GDPR' },
    });

    const stranger = `Bearer ${await svc.tokenFor({ uid: 'someone-else' })}`;
    await request(svc.app).get(api(companyId, 'deadlines')).set('Authorization', stranger).expect(403);
  });
});
