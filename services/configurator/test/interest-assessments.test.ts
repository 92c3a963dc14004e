/**
 * The legitimate interest assessments of a company and the admin's answers to them: one per kind of
 * interest (an operation of kind OTHER or without a kind alone), kept across changes, published to
 * the documents with the situations.
 */
import { companiesService } from '@conform/companies-service';
import { insertTestCompany, startTestService, type TestService } from '@conform/server-kit/testing';
import request from 'supertest';
import { configuratorService } from '../src/app.ts';
import { readSituations } from '../src/read.ts';

const API = '/platform/api/configurator';

let svc: TestService<unknown>;
let alice: string;
let bob: string;

beforeAll(async () => {
  svc = await startTestService(configuratorService, { alsoMigrate: [companiesService] });
  alice = await svc.tokenFor({ uid: 'alice' });
  bob = await svc.tokenFor({ uid: 'bob' });
}, 60_000);
afterAll(() => svc.close());

const as = (token: string) => ({ Authorization: `Bearer ${token}` });

function operation(name: string, interestKind: string | null) {
  return {
    name,
    purpose: `${name}.`,
    data: ['Nume și prenume', 'Adresa de e-mail'],
    grounds: ['LEGITIMATE_INTEREST'],
    groundReason: 'Interesul companiei',
    specialDataGround: null,
    interestKind,
    sources: ['Persoana vizată'],
    recipients: [],
    recipientsLocations: [],
    storageDuration: '2 ani',
    storageLocations: ['România'],
  };
}

/** A company with two newsletters (one kind), a feedback survey and an operation of another kind. */
async function company() {
  const companyId = await insertTestCompany(svc.db, { adminIds: ['alice'] });
  const res = await request(svc.app)
    .post(`${API}/companies/${companyId}/situations`)
    .set(as(alice))
    .send({
      dataSubject: 'PERSONAL_CLIENTS',
      name: 'Clienți',
      operations: [
        operation('Newsletter', 'DIRECT_MARKETING_EXISTING_CUSTOMERS'),
        operation('Oferte prin SMS', 'DIRECT_MARKETING_EXISTING_CUSTOMERS'),
        operation('Chestionar', 'FEEDBACK_AND_SERVICE_IMPROVEMENT'),
        operation('Analiza coșurilor', 'OTHER'),
      ],
    })
    .expect(201);
  const ids = (res.body.operations as Array<{ id: string }>).map((o) => o.id);
  return { companyId, sms: ids[1]!, other: ids[3]! };
}

const base = (companyId: string) => `${API}/companies/${companyId}/legitimate-interest-assessments`;

async function changesOf(companyId: string): Promise<number> {
  const rows = await svc.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM platform_events.events
      WHERE type = 'situations.changed' AND payload->>'companyId' = $1`,
    [companyId],
  );
  return rows[0]!.n;
}

it('lists one assessment per kind of interest and one per operation of another kind, without answers at first', async () => {
  const { companyId, other } = await company();
  const res = await request(svc.app).get(base(companyId)).set(as(alice)).expect(200);
  expect(
    res.body.assessments.map((a: { key: string; operations: Array<{ name: string }>; answers: unknown }) => [
      a.key,
      a.operations.map((o) => o.name),
      a.answers,
    ]),
  ).toEqual([
    ['DIRECT_MARKETING_EXISTING_CUSTOMERS', ['Newsletter', 'Oferte prin SMS'], null],
    ['FEEDBACK_AND_SERVICE_IMPROVEMENT', ['Chestionar'], null],
    [other, ['Analiza coșurilor'], null],
  ]);
});

it('saves the answers, reads them back, publishes them to the documents and marks the category changed', async () => {
  const { companyId } = await company();
  const before = await changesOf(companyId);
  const res = await request(svc.app)
    .put(`${base(companyId)}/DIRECT_MARKETING_EXISTING_CUSTOMERS`)
    .set(as(alice))
    .send({
      necessity: '  Trimitem doar clienților care au cumpărat în ultimul an.  ',
      conclusion: 'NOT_OVERRIDDEN',
    })
    .expect(200);
  expect(res.body.answers).toMatchObject({
    necessity: 'Trimitem doar clienților care au cumpărat în ultimul an.',
    purpose: null,
    conclusion: 'NOT_OVERRIDDEN',
    reviewedBy: 'alice',
  });
  expect(await changesOf(companyId)).toBe(before + 1);

  const listed = await request(svc.app).get(base(companyId)).set(as(alice)).expect(200);
  expect(listed.body.assessments[0].answers.necessity).toBe(
    'Trimitem doar clienților care au cumpărat în ultimul an.',
  );
  expect(listed.body.assessments[1].answers).toBeNull();

  // The read model carries them on each operation of the kind, and on no other.
  const [clients] = await readSituations(svc.db, companyId);
  expect(clients!.operations.map((o) => o.interestAssessment?.necessity ?? null)).toEqual([
    'Trimitem doar clienților care au cumpărat în ultimul an.',
    'Trimitem doar clienților care au cumpărat în ultimul an.',
    null,
    null,
  ]);
  expect(clients!.operations[0]!.interestAssessment!.reviewedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
});

it('an operation of another kind is answered under its own id; empty answers go back to the standard ones', async () => {
  const { companyId, other } = await company();
  await request(svc.app)
    .put(`${base(companyId)}/${other}`)
    .set(as(alice))
    .send({ purpose: 'Aflăm ce produse se cumpără împreună.' })
    .expect(200);
  let [clients] = await readSituations(svc.db, companyId);
  expect(clients!.operations[3]!.interestAssessment?.purpose).toBe('Aflăm ce produse se cumpără împreună.');

  const cleared = await request(svc.app)
    .put(`${base(companyId)}/${other}`)
    .set(as(alice))
    .send({ purpose: '' })
    .expect(200);
  expect(cleared.body.answers).toBeNull();
  [clients] = await readSituations(svc.db, companyId);
  expect(clients!.operations[3]!.interestAssessment ?? null).toBeNull();
});

it('assesses an operation of a kind on its own, with answers of its own, and back with its kind', async () => {
  const { companyId, sms } = await company();
  await request(svc.app)
    .put(`${base(companyId)}/DIRECT_MARKETING_EXISTING_CUSTOMERS`)
    .set(as(alice))
    .send({ necessity: 'Doar clienții din ultimul an.' })
    .expect(200);
  const before = await changesOf(companyId);
  const split = await request(svc.app)
    .put(`${base(companyId)}/operations/${sms}`)
    .set(as(alice))
    .send({ assessedAlone: true })
    .expect(200);
  const shape = (list: Array<{ key: string; operations: Array<{ name: string; assessedAlone: boolean }> }>) =>
    list.map((a) => [a.key, a.operations.map((o) => `${o.name}${o.assessedAlone ? ' (alone)' : ''}`)]);
  expect(shape(split.body.assessments)).toEqual([
    ['DIRECT_MARKETING_EXISTING_CUSTOMERS', ['Newsletter']],
    [sms, ['Oferte prin SMS (alone)']],
    ['FEEDBACK_AND_SERVICE_IMPROVEMENT', ['Chestionar']],
    [expect.any(String), ['Analiza coșurilor']],
  ]);
  expect(await changesOf(companyId)).toBe(before + 1);
  // Its own answers, under its id; the kind's stay with the kind.
  await request(svc.app)
    .put(`${base(companyId)}/${sms}`)
    .set(as(alice))
    .send({ necessity: 'SMS doar pentru comenzi recente.' })
    .expect(200);
  const [clients] = await readSituations(svc.db, companyId);
  expect(
    clients!.operations.map((o) => [o.assessedAlone === true, o.interestAssessment?.necessity ?? null]),
  ).toEqual([
    [false, 'Doar clienții din ultimul an.'],
    [true, 'SMS doar pentru comenzi recente.'],
    [false, null],
    [false, null],
  ]);
  const together = await request(svc.app)
    .put(`${base(companyId)}/operations/${sms}`)
    .set(as(alice))
    .send({ assessedAlone: false })
    .expect(200);
  expect(shape(together.body.assessments)[0]).toEqual([
    'DIRECT_MARKETING_EXISTING_CUSTOMERS',
    ['Newsletter', 'Oferte prin SMS'],
  ]);
  // Bad input, an operation not on legitimate interest or of no company of the admin's.
  await request(svc.app)
    .put(`${base(companyId)}/operations/${sms}`)
    .set(as(alice))
    .send({})
    .expect(400);
  await request(svc.app)
    .put(`${base(companyId)}/operations/${sms}`)
    .set(as(alice))
    .send({ assessedAlone: 'yes' })
    .expect(400);
  await request(svc.app)
    .put(`${base(companyId)}/operations/no-such-operation`)
    .set(as(alice))
    .send({ assessedAlone: true })
    .expect(404);
  await request(svc.app)
    .put(`${base(companyId)}/operations/${sms}`)
    .set(as(bob))
    .send({ assessedAlone: true })
    .expect(403);
});

it('answers 400 with details on bad input and on a key that is not one of the company’s assessments', async () => {
  const { companyId } = await company();
  const tooLong = await request(svc.app)
    .put(`${base(companyId)}/DIRECT_MARKETING_EXISTING_CUSTOMERS`)
    .set(as(alice))
    .send({ purpose: 'x'.repeat(2001), conclusion: 'MAYBE', extra: 1 })
    .expect(400);
  expect(tooLong.body.details.map((d: { path: string }) => d.path).sort()).toEqual([
    '',
    'conclusion',
    'purpose',
  ]);

  const unknown = await request(svc.app)
    .put(`${base(companyId)}/VIDEO_SURVEILLANCE`)
    .set(as(alice))
    .send({ purpose: 'Camere.' })
    .expect(400);
  expect(unknown.body.details).toEqual([expect.objectContaining({ path: 'key' })]);
});

it("answers 403 on another user's company, for reads and writes, and changes nothing", async () => {
  const { companyId } = await company();
  await request(svc.app).get(base(companyId)).set(as(bob)).expect(403);
  await request(svc.app)
    .put(`${base(companyId)}/DIRECT_MARKETING_EXISTING_CUSTOMERS`)
    .set(as(bob))
    .send({ purpose: 'Altceva.' })
    .expect(403);
  const res = await request(svc.app).get(base(companyId)).set(as(alice)).expect(200);
  expect(res.body.assessments[0].answers).toBeNull();
});
