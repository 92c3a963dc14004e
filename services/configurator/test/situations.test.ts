import {
  DATA_SUBJECTS,
  getAssistantQuiz,
  pick,
  presetsBySubject,
  retentionLabel,
  valueLists,
} from '@conform/catalogues';
import { ZSaveOperationSchema } from '@conform/contracts';
import { companiesService } from '@conform/companies-service';
import { insertTestCompany, startTestService, type TestService } from '@conform/server-kit/testing';
import request from 'supertest';
import { configuratorService } from '../src/app.ts';
import { readSituations } from '../src/read.ts';
import { cataloguePresets } from '../src/suggestions/catalogue.ts';

const API = '/platform/api/configurator';

let svc: TestService<unknown>;
let alice: string;
let bob: string;

// Starting PGlite and migrating takes seconds on a busy machine.
beforeAll(async () => {
  svc = await startTestService(configuratorService, { alsoMigrate: [companiesService] });
  alice = await svc.tokenFor({ uid: 'alice' });
  bob = await svc.tokenFor({ uid: 'bob' });
}, 60_000);
afterAll(() => svc.close());

/** Each test works on its own company. */
async function company(options: { platform?: 'ro' | 'en' | 'int' } = {}): Promise<string> {
  return insertTestCompany(svc.db, { adminIds: ['alice'], ...options });
}

function operation(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Plata salariilor',
    purpose: 'Calculul și plata drepturilor salariale.',
    data: ['Nume și prenume', 'IBAN'],
    grounds: ['CONTRACT_PERFORMANCE'],
    groundReason: null,
    specialDataGround: null,
    sources: ['Persoana vizată'],
    recipients: ['Banca'],
    recipientsLocations: ['România'],
    storageDuration: '5 ani',
    storageLocations: ['România'],
    ...overrides,
  };
}

const as = (token: string) => ({ Authorization: `Bearer ${token}` });

async function list(companyId: string, subject?: string) {
  const res = await request(svc.app)
    .get(`${API}/companies/${companyId}/situations`)
    .query(subject ? { subject } : {})
    .set(as(alice))
    .expect(200);
  return res.body.situations as Array<{
    id: string;
    name: string;
    suggestionId: string | null;
    dataSubject: string;
    operations: Array<Record<string, unknown> & { id: string; name: string }>;
  }>;
}

async function createCustom(companyId: string, body: Record<string, unknown> = {}) {
  const res = await request(svc.app)
    .post(`${API}/companies/${companyId}/situations`)
    .set(as(alice))
    .send({ dataSubject: 'EMPLOYEES', name: 'Salarizare', operations: [operation()], ...body })
    .expect(201);
  return res.body as { id: string; operations: Array<{ id: string }> };
}

/** `PUT …/operations/:operationId` as alice: create or replace one operation. */
function put(companyId: string, situationId: string, operationId: string, body: object) {
  return request(svc.app)
    .put(`${API}/companies/${companyId}/situations/${situationId}/operations/${operationId}`)
    .set(as(alice))
    .send(body);
}

describe('custom situations', () => {
  it('creates a situation with its operations, ids shaped as in the spec, listed per data subject', async () => {
    const companyId = await company();
    const created = await createCustom(companyId, {
      operations: [operation(), operation({ name: 'Dosarul de personal' })],
    });
    expect(created.id).toMatch(/^e-\w{20}$/);
    expect(created.operations.map((o) => o.id)).toEqual([
      expect.stringMatching(new RegExp(`^${created.id}-\\w{20}$`)),
      expect.stringMatching(new RegExp(`^${created.id}-\\w{20}$`)),
    ]);

    const employees = await list(companyId, 'EMPLOYEES');
    expect(employees).toHaveLength(1);
    expect(employees[0]).toMatchObject({ name: 'Salarizare', suggestionId: null, dataSubject: 'EMPLOYEES' });
    expect(employees[0]!.operations.map((o) => o.name)).toEqual(['Plata salariilor', 'Dosarul de personal']);
    expect(employees[0]!.operations[0]).toMatchObject(operation());
    expect(await list(companyId, 'CANDIDATES')).toEqual([]);
  });

  it('accepts custom values in the open lists', async () => {
    const companyId = await company();
    await createCustom(companyId, {
      operations: [
        operation({
          data: ['Număr de înmatriculare al mașinii de serviciu'],
          sources: ['Registrul auto intern'],
        }),
      ],
    });
    const [situation] = await list(companyId);
    expect(situation!.operations[0]!.data).toEqual(['Număr de înmatriculare al mașinii de serviciu']);
  });

  it("refuses a situation without operations with the spec's message, and saves nothing", async () => {
    const companyId = await company();
    const res = await request(svc.app)
      .post(`${API}/companies/${companyId}/situations`)
      .set(as(alice))
      .send({ dataSubject: 'EMPLOYEES', name: 'Goală', operations: [] })
      .expect(400);
    expect(res.body.code).toBe('validation');
    expect(res.body.details).toContainEqual({
      path: 'operations',
      message: 'You may not have empty situations',
    });
    expect(await list(companyId)).toEqual([]);
  });

  it.each([
    ['no name', { name: '   ' }, 'operations.0.name'],
    ['no purpose', { purpose: undefined }, 'operations.0.purpose'],
    ['no processed data', { data: [] }, 'operations.0.data'],
    ['no sources', { sources: [] }, 'operations.0.sources'],
    ['no grounds', { grounds: [] }, 'operations.0.grounds'],
    ['no storage duration', { storageDuration: '' }, 'operations.0.storageDuration'],
    ['a ground outside the fixed list', { grounds: ['BECAUSE_WE_CAN'] }, 'operations.0.grounds.0'],
    [
      'a special-data ground outside the fixed list',
      { specialDataGround: 'ART9_Z' },
      'operations.0.specialDataGround',
    ],
    ['legal obligation without the law', { grounds: ['LEGAL_OBLIGATION'] }, 'operations.0.groundReason'],
    [
      'legitimate interest without the interest',
      { grounds: ['CONSENT', 'LEGITIMATE_INTEREST'], groundReason: ' ' },
      'operations.0.groundReason',
    ],
    ['an unknown field', { color: 'red' }, 'operations.0'],
  ])('answers 400 for an operation with %s, and saves nothing', async (_what, overrides, path) => {
    const companyId = await company();
    const res = await request(svc.app)
      .post(`${API}/companies/${companyId}/situations`)
      .set(as(alice))
      .send({ dataSubject: 'EMPLOYEES', name: 'Salarizare', operations: [operation(overrides)] })
      .expect(400);
    expect(res.body.code).toBe('validation');
    expect(res.body.details.map((d: { path: string }) => d.path)).toContain(path);
    expect(await list(companyId)).toEqual([]);
  });

  it('answers 400 for an unknown data subject or a missing name', async () => {
    const companyId = await company();
    for (const body of [
      { dataSubject: 'ALIENS', name: 'X', operations: [operation()] },
      { dataSubject: 'EMPLOYEES', operations: [operation()] },
    ]) {
      await request(svc.app)
        .post(`${API}/companies/${companyId}/situations`)
        .set(as(alice))
        .send(body)
        .expect(400);
    }
    await request(svc.app)
      .get(`${API}/companies/${companyId}/situations`)
      .query({ subject: 'ALIENS' })
      .set(as(alice))
      .expect(400);
    expect(await list(companyId)).toEqual([]);
  });

  it('keeps the ground reason with legal obligation or legitimate interest and drops a stale one otherwise', async () => {
    const companyId = await company();
    await createCustom(companyId, {
      operations: [
        operation({ grounds: ['LEGAL_OBLIGATION'], groundReason: '  Codul muncii (Legea nr. 53/2003)  ' }),
        operation({ name: 'Newsletter', grounds: ['CONSENT'], groundReason: 'rămas de la o versiune veche' }),
      ],
    });
    const [situation] = await list(companyId);
    expect(situation!.operations.map((o) => o.groundReason)).toEqual([
      'Codul muncii (Legea nr. 53/2003)',
      null,
    ]);
  });

  it('requires an Art. 9(2) exception when a special category of data from the catalogue is processed', async () => {
    const health = valueLists.dataTypes.find((entry) => entry.special === true)!;
    const companyId = await company();
    const res = await request(svc.app)
      .post(`${API}/companies/${companyId}/situations`)
      .set(as(alice))
      .send({
        dataSubject: 'EMPLOYEES',
        name: 'Medicina muncii',
        operations: [operation({ data: [health.label.ro] })],
      })
      .expect(400);
    expect(res.body.details).toEqual([
      { path: 'operations.0.specialDataGround', message: expect.any(String) },
    ]);
    expect(await list(companyId)).toEqual([]);

    await createCustom(companyId, {
      operations: [operation({ data: [health.label.ro], specialDataGround: 'ART9_H' })],
    });
    const [situation] = await list(companyId);
    expect(situation!.operations[0]!.specialDataGround).toBe('ART9_H');
  });

  it('lists situations oldest first, so their letters stay put', async () => {
    const companyId = await company();
    const first = await createCustom(companyId, { name: 'A' });
    const second = await createCustom(companyId, { name: 'B' });
    expect((await list(companyId, 'EMPLOYEES')).map((s) => s.id)).toEqual([first.id, second.id]);
  });
});

describe('situations from suggestions', () => {
  const preset = presetsBySubject.EMPLOYEES.situations[0]!;

  it('suggests only operations the operation dialog saves unchanged, in each language and edition', () => {
    // An admin who opens a suggested operation and presses Save is never refused (once, the payroll
    // preset's Romanian retention period was longer than the contract took).
    const refused: string[] = [];
    for (const subject of DATA_SUBJECTS)
      for (const situation of presetsBySubject[subject].situations)
        for (const locale of ['ro', 'en'] as const)
          for (const edition of ['RO', 'EN', 'INT'] as const)
            for (const { id: _id, ...op } of cataloguePresets.resolve(situation.id, locale, edition)!
              .operations) {
              const saved = ZSaveOperationSchema.safeParse(op);
              if (!saved.success)
                refused.push(`${op.suggestionId} (${locale}, ${edition}): ${saved.error.issues[0]!.message}`);
            }
    expect(refused).toEqual([]);
  });

  it('adds the preset situation with all its operations, written out in the request language', async () => {
    const companyId = await company();
    const res = await request(svc.app)
      .post(`${API}/companies/${companyId}/situations/from-suggestion`)
      .set(as(alice))
      .set('Accept-Language', 'en-GB,en;q=0.9')
      .send({ suggestionId: preset.id })
      .expect(201);
    expect(res.body).toMatchObject({
      name: preset.name.en,
      suggestionId: preset.id,
      dataSubject: 'EMPLOYEES',
    });
    expect(res.body.id).toMatch(/^e-\w{20}$/);
    const ops = res.body.operations as Array<Record<string, unknown>>;
    expect(ops.map((o) => o['suggestionId'])).toEqual(preset.operations.map((o) => o.id));
    expect(ops.map((o) => o['name'])).toEqual(preset.operations.map((o) => pick(o.name, 'en')));
    // Value ids became texts a document can print.
    const first = preset.operations[0]!;
    expect(ops[0]!['data']).toHaveLength(first.data.length);
    for (const item of ops[0]!['data'] as string[]) expect(item).not.toMatch(/^[a-z]+[A-Z]\w*$/);
    expect(ops[0]!['grounds']).toEqual(first.grounds);

    const again = await request(svc.app)
      .post(`${API}/companies/${companyId}/situations/from-suggestion`)
      .set(as(alice))
      .send({ suggestionId: preset.id })
      .expect(409);
    expect(again.body.message).toMatch(/already been added/);
    expect(await list(companyId)).toHaveLength(1);
  });

  it('uses Romanian without Accept-Language, and the INT texts on the INT edition', async () => {
    const ro = await company();
    const res = await request(svc.app)
      .post(`${API}/companies/${ro}/situations/from-suggestion`)
      .set(as(alice))
      .send({ suggestionId: preset.id })
      .expect(201);
    expect(res.body.name).toBe(preset.name.ro);

    // An operation whose English ground reason names Romanian law has an INT variant.
    const withInt = Object.values(presetsBySubject)
      .flatMap((p) => p.situations)
      .find((s) => s.operations.some((o) => o.groundReason?.int !== undefined))!;
    const op = withInt.operations.find((o) => o.groundReason?.int !== undefined)!;
    const int = await company({ platform: 'int' });
    const intRes = await request(svc.app)
      .post(`${API}/companies/${int}/situations/from-suggestion`)
      .set(as(alice))
      .set('Accept-Language', 'en')
      .set('X-Platform', 'int')
      .send({ suggestionId: withInt.id })
      .expect(201);
    const saved = (intRes.body.operations as Array<{ suggestionId: string; groundReason: string }>).find(
      (o) => o.suggestionId === op.id,
    )!;
    expect(saved.groundReason).toBe(op.groundReason!.int);
  });

  it('adds only the chosen operations, under the name given', async () => {
    const companyId = await company();
    const chosen = [preset.operations[1]!.id, preset.operations[0]!.id];
    const res = await request(svc.app)
      .post(`${API}/companies/${companyId}/situations/from-suggestion`)
      .set(as(alice))
      .send({ suggestionId: preset.id, name: 'Angajarea noastră', operations: chosen })
      .expect(201);
    expect(res.body.name).toBe('Angajarea noastră');
    // In the preset's order, whatever the order chosen.
    expect(res.body.operations.map((o: { suggestionId: string }) => o.suggestionId)).toEqual([
      preset.operations[0]!.id,
      preset.operations[1]!.id,
    ]);
    const wrong = await request(svc.app)
      .post(`${API}/companies/${await company()}/situations/from-suggestion`)
      .set(as(alice))
      .send({ suggestionId: preset.id, operations: [preset.operations[0]!.id, 'c-rec-references'] })
      .expect(400);
    expect(wrong.body.details).toEqual([
      { path: 'operations.1', message: expect.stringMatching(/c-rec-references/) },
    ]);
    await request(svc.app)
      .post(`${API}/companies/${companyId}/situations/from-suggestion`)
      .set(as(alice))
      .send({ suggestionId: 'e-sd', operations: [] })
      .expect(400);
  });

  it('answers 404 for an unknown suggestion and 400 for a missing one, saving nothing', async () => {
    const companyId = await company();
    await request(svc.app)
      .post(`${API}/companies/${companyId}/situations/from-suggestion`)
      .set(as(alice))
      .send({ suggestionId: 'e-nope' })
      .expect(404);
    await request(svc.app)
      .post(`${API}/companies/${companyId}/situations/from-suggestion`)
      .set(as(alice))
      .send({})
      .expect(400);
    expect(await list(companyId)).toEqual([]);
  });

  it('offers the suggestions of a data subject in the request language', async () => {
    const res = await request(svc.app)
      .get(`${API}/suggestions`)
      .query({ subject: 'EMPLOYEES' })
      .set('Accept-Language', 'en')
      .expect(200);
    expect(res.body.suggestions.map((s: { id: string }) => s.id)).toEqual(
      presetsBySubject.EMPLOYEES.situations.map((s) => s.id),
    );
    expect(res.body.suggestions[0]).toMatchObject({ name: preset.name.en });
    await request(svc.app).get(`${API}/suggestions`).query({ subject: 'nobody' }).expect(400);
  });
});

describe('renaming and deleting situations', () => {
  it('renames a situation; a blank name is refused and changes nothing', async () => {
    const companyId = await company();
    const { id } = await createCustom(companyId);
    const res = await request(svc.app)
      .patch(`${API}/companies/${companyId}/situations/${id}`)
      .set(as(alice))
      .send({ name: 'Salarii și beneficii' })
      .expect(200);
    expect(res.body.name).toBe('Salarii și beneficii');
    await request(svc.app)
      .patch(`${API}/companies/${companyId}/situations/${id}`)
      .set(as(alice))
      .send({ name: ' ' })
      .expect(400);
    expect((await list(companyId))[0]!.name).toBe('Salarii și beneficii');
    await request(svc.app)
      .patch(`${API}/companies/${companyId}/situations/e-missing`)
      .set(as(alice))
      .send({ name: 'X' })
      .expect(404);
  });

  it('refuses to delete a situation that still has operations', async () => {
    const companyId = await company();
    const custom = await createCustom(companyId);
    const withOps = await request(svc.app)
      .delete(`${API}/companies/${companyId}/situations/${custom.id}`)
      .set(as(alice))
      .expect(409);
    expect(withOps.body.message).toMatch(/without operations/);
    expect(await list(companyId)).toHaveLength(1);
  });

  it('deletes a situation emptied of its operations, one made from a suggestion too', async () => {
    const companyId = await company();
    const suggested = await request(svc.app)
      .post(`${API}/companies/${companyId}/situations/from-suggestion`)
      .set(as(alice))
      .send({ suggestionId: 'e-sd' })
      .expect(201);
    for (const op of suggested.body.operations as Array<{ id: string }>) {
      await request(svc.app)
        .delete(`${API}/companies/${companyId}/situations/${suggested.body.id}/operations/${op.id}`)
        .set(as(alice))
        .expect(204);
    }
    // Empty, and still listed: the configurator names it until it is filled or deleted.
    expect((await list(companyId))[0]).toMatchObject({ id: suggested.body.id, operations: [] });
    await request(svc.app)
      .delete(`${API}/companies/${companyId}/situations/${suggested.body.id}`)
      .set(as(alice))
      .expect(204);
    expect(await list(companyId)).toEqual([]);
    await request(svc.app)
      .delete(`${API}/companies/${companyId}/situations/${suggested.body.id}`)
      .set(as(alice))
      .expect(404);
  });
});

describe('operations', () => {
  it('creates an operation at the end, then replaces it in place', async () => {
    const companyId = await company();
    const { id, operations } = await createCustom(companyId);
    const opId = `${id}-newOperation01`;
    const created = await put(companyId, id, opId, operation({ name: 'Pontaj' })).expect(201);
    expect(created.body).toMatchObject({ id: opId, name: 'Pontaj', suggestionId: null });
    expect((await list(companyId))[0]!.operations.map((o) => o.id)).toEqual([operations[0]!.id, opId]);

    const replaced = await put(
      companyId,
      id,
      operations[0]!.id,
      operation({ name: 'Plata salariilor lunare' }),
    ).expect(200);
    expect(replaced.body.name).toBe('Plata salariilor lunare');
    expect((await list(companyId))[0]!.operations.map((o) => o.name)).toEqual([
      'Plata salariilor lunare',
      'Pontaj',
    ]);
  });

  it("answers 404 'missing container situation' when the situation does not exist", async () => {
    const companyId = await company();
    const res = await put(companyId, 'e-nosuchsituation', 'e-nosuchsituation-abcdefgh', operation()).expect(
      404,
    );
    expect(res.body.message).toBe('missing container situation');
  });

  it('refuses an invalid operation or operation id with 400 and keeps the stored one', async () => {
    const companyId = await company();
    const { id, operations } = await createCustom(companyId);
    await put(companyId, id, operations[0]!.id, operation({ grounds: ['LEGITIMATE_INTEREST'] })).expect(400);
    await put(companyId, id, operations[0]!.id, operation({ data: ['IBAN', 'iban'] })).expect(400);
    await put(companyId, id, 'someone-elses-id', operation()).expect(400);
    await put(companyId, id, `${id}-short`, operation()).expect(400);
    const [situation] = await list(companyId);
    expect(situation!.operations).toHaveLength(1);
    expect(situation!.operations[0]).toMatchObject(operation());
  });

  it('records the suggestion an operation came from, only if it is one of the data subject', async () => {
    const companyId = await company();
    const { id } = await createCustom(companyId);
    const employeesOp = presetsBySubject.EMPLOYEES.situations[0]!.operations[0]!.id;
    const candidatesOp = presetsBySubject.CANDIDATES.situations[0]!.operations[0]!.id;
    await put(companyId, id, `${id}-fromsuggestion1`, { ...operation(), suggestionId: candidatesOp }).expect(
      400,
    );
    const res = await put(companyId, id, `${id}-fromsuggestion1`, {
      ...operation(),
      suggestionId: employeesOp,
    }).expect(201);
    expect(res.body.suggestionId).toBe(employeesOp);
    // A later edit without suggestionId keeps where it came from.
    const edited = await put(companyId, id, `${id}-fromsuggestion1`, operation({ name: 'Alt nume' })).expect(
      200,
    );
    expect(edited.body.suggestionId).toBe(employeesOp);
  });

  it('deletes operations down to an empty situation', async () => {
    const companyId = await company();
    const { id, operations } = await createCustom(companyId, {
      operations: [operation(), operation({ name: 'Dosarul de personal' })],
    });
    await request(svc.app)
      .delete(`${API}/companies/${companyId}/situations/${id}/operations/${operations[0]!.id}`)
      .set(as(alice))
      .expect(204);
    expect((await list(companyId))[0]!.operations.map((o) => o.name)).toEqual(['Dosarul de personal']);
    await request(svc.app)
      .delete(`${API}/companies/${companyId}/situations/${id}/operations/${operations[1]!.id}`)
      .set(as(alice))
      .expect(204);
    expect((await list(companyId))[0]!.operations).toEqual([]);
    await request(svc.app)
      .delete(`${API}/companies/${companyId}/situations/${id}/operations/${operations[0]!.id}`)
      .set(as(alice))
      .expect(404);
  });

  it('stores whether the data must be provided, defaulting from the grounds, and automated decisions', async () => {
    const companyId = await company();
    const { id } = await createCustom(companyId, {
      operations: [
        operation({ grounds: ['LEGAL_OBLIGATION'], groundReason: 'Codul muncii' }),
        operation({ name: 'Newsletter', grounds: ['CONSENT'] }),
        operation({
          name: 'Scoring',
          grounds: ['CONTRACT_PERFORMANCE'],
          provisionRequirement: 'CONTRACTUAL',
          provisionConsequence: '  Fără aceste date nu putem acorda avansul salarial.  ',
          automatedDecision: 'PROFILING',
          automatedDecisionLogic: 'Clasificare după vechime.',
        }),
      ],
    });
    const [situation] = await list(companyId);
    expect(
      situation!.operations.map((o) => [
        o['provisionRequirement'],
        o['provisionConsequence'],
        o['automatedDecision'],
        o['automatedDecisionLogic'],
      ]),
    ).toEqual([
      ['STATUTORY', null, 'NONE', null],
      ['VOLUNTARY', null, 'NONE', null],
      [
        'CONTRACTUAL',
        'Fără aceste date nu putem acorda avansul salarial.',
        'PROFILING',
        'Clasificare după vechime.',
      ],
    ]);

    const opId = situation!.operations[2]!.id;
    const missingLogic = await put(
      companyId,
      id,
      opId,
      operation({ automatedDecision: 'AUTOMATED_DECISION' }),
    ).expect(400);
    expect(missingLogic.body.details).toEqual([
      { path: 'automatedDecisionLogic', message: expect.any(String) },
    ]);
    await put(companyId, id, opId, operation({ provisionRequirement: 'SOMETIMES' })).expect(400);
    // Nothing of the stored operation was lost.
    expect((await list(companyId))[0]!.operations[2]).toMatchObject({
      name: 'Scoring',
      automatedDecision: 'PROFILING',
    });
    // Back to none: a stale logic is dropped.
    const none = await put(
      companyId,
      id,
      opId,
      operation({ automatedDecision: 'NONE', automatedDecisionLogic: 'veche' }),
    ).expect(200);
    expect(none.body).toMatchObject({ automatedDecision: 'NONE', automatedDecisionLogic: null });
  });
});

describe('what an operation is for, and its cookies', () => {
  it('keeps the category and cookie use the admin chose; a custom operation without them is "not said yet"', async () => {
    const companyId = await company();
    const { id } = await createCustom(companyId, {
      operations: [
        // Its words say marketing: nothing is read from them.
        operation({ name: 'Newsletter și promoții' }),
        operation({ name: 'Q7', purposeCategory: 'MARKETING', cookies: 'WITH_CONSENT' }),
      ],
    });
    const [situation] = await list(companyId);
    expect(situation!.operations.map((o) => [o.name, o['purposeCategory'], o['cookies']])).toEqual([
      ['Newsletter și promoții', null, 'NONE'],
      ['Q7', 'MARKETING', 'WITH_CONSENT'],
    ]);
    // Answered later in the dialog; an unknown value is refused with 400 and changes nothing.
    const opId = situation!.operations[0]!.id;
    await put(companyId, id, opId, operation({ purposeCategory: 'ADVERTS' })).expect(400);
    expect((await list(companyId))[0]!.operations[0]!['purposeCategory']).toBeNull();
    const saved = await put(
      companyId,
      id,
      opId,
      operation({ name: 'Newsletter și promoții', purposeCategory: 'SERVICE' }),
    ).expect(200);
    expect(saved.body).toMatchObject({ purposeCategory: 'SERVICE', cookies: 'NONE' });
  });

  it("an operation made from a preset carries the catalogue's category and cookie use unless the admin changes them", async () => {
    const companyId = await company({ platform: 'ro' });
    await request(svc.app)
      .post(`${API}/companies/${companyId}/situations/from-suggestion`)
      .set(as(alice))
      .send({ suggestionId: 'ou-site' })
      .expect(201);
    const [site] = await list(companyId, 'ONLINE_USERS');
    const bySuggestion = Object.fromEntries(
      site!.operations.map((o) => [o.suggestionId, [o['purposeCategory'], o['cookies']]]),
    );
    expect(bySuggestion).toMatchObject({
      'ou-site-cookies': ['SERVICE', 'STRICTLY_NECESSARY'],
      'ou-site-analytics': ['ANALYTICS', 'WITH_CONSENT'],
      'ou-site-ads': ['MARKETING', 'WITH_CONSENT'],
      'ou-site-contact': ['CUSTOMER_CARE', 'NONE'],
    });
    // An edit that leaves them out keeps the preset's; one that states them is kept.
    const ads = site!.operations.find((o) => o.suggestionId === 'ou-site-ads')!;
    const body = operation({ name: 'Reclame', grounds: ['CONSENT'] });
    const kept = await put(companyId, site!.id, ads.id, body).expect(200);
    expect(kept.body).toMatchObject({ purposeCategory: 'MARKETING', cookies: 'WITH_CONSENT' });
    const changed = await put(companyId, site!.id, ads.id, {
      ...body,
      purposeCategory: 'ANALYTICS',
      cookies: 'STRICTLY_NECESSARY',
    }).expect(200);
    expect(changed.body).toMatchObject({ purposeCategory: 'ANALYTICS', cookies: 'STRICTLY_NECESSARY' });
    // The published read model carries both to the documents service.
    const [read] = await readSituations(svc.db, companyId, 'ONLINE_USERS');
    expect(read!.operations.find((o) => o.id === ads.id)).toMatchObject({
      purposeCategory: 'ANALYTICS',
      cookies: 'STRICTLY_NECESSARY',
    });
  });
});

describe('the processors that perform an operation', () => {
  /** A company with two processors recorded in its company data. */
  async function companyWithProcessors(): Promise<string> {
    const companyId = await company();
    const processor = (id: string, name: string) => ({
      id,
      name,
      fiscalCode: 'RO123',
      registrationNumber: null,
      address: 'București',
      country: 'RO',
      representative: null,
      contactEmail: null,
      service: 'Servicii',
      transferMechanism: null,
      subProcessors: [],
    });
    await svc.db.query(`UPDATE companies.companies SET processors = $2 WHERE id = $1`, [
      companyId,
      JSON.stringify([processor('p-payroll', 'Salarii Exacte SRL'), processor('p-hosting', 'Găzduire SRL')]),
    ]);
    return companyId;
  }

  it('stores the processors chosen, keeps them when an edit leaves them out, and refuses one the company does not have', async () => {
    const companyId = await companyWithProcessors();
    const { id, operations } = await createCustom(companyId, {
      operations: [operation({ processorIds: ['p-payroll'] })],
    });
    const opId = operations[0]!.id;
    expect((await list(companyId))[0]!.operations[0]!['processorIds']).toEqual(['p-payroll']);

    // An edit from a client that does not send them keeps them.
    await put(companyId, id, opId, operation({ name: 'Salarii' })).expect(200);
    expect((await list(companyId))[0]!.operations[0]!['processorIds']).toEqual(['p-payroll']);

    // Another company's processor, or a made-up one: 400 naming the field, nothing changed.
    const refused = await put(
      companyId,
      id,
      opId,
      operation({ processorIds: ['p-payroll', 'p-other'] }),
    ).expect(400);
    expect(refused.body.details).toEqual([
      { path: 'processorIds', message: expect.stringContaining('p-other') },
    ]);
    await put(companyId, id, opId, operation({ processorIds: ['p-hosting', 'p-hosting'] })).expect(400);
    expect((await list(companyId))[0]!.operations[0]!['processorIds']).toEqual(['p-payroll']);

    // Changed, then none.
    await put(companyId, id, opId, operation({ processorIds: ['p-hosting'] })).expect(200);
    const [read] = await readSituations(svc.db, companyId);
    expect(read!.operations[0]!.processorIds).toEqual(['p-hosting']);
    await put(companyId, id, opId, operation({ processorIds: [] })).expect(200);
    expect((await list(companyId))[0]!.operations[0]!['processorIds']).toEqual([]);
  });

  it('drops a processor deleted from the company data when the operation is saved again, instead of refusing the save', async () => {
    const companyId = await companyWithProcessors();
    const { id, operations } = await createCustom(companyId, {
      operations: [operation({ processorIds: ['p-payroll', 'p-hosting'] })],
    });
    const opId = operations[0]!.id;
    // The admin deletes the hosting provider from the company's data.
    await svc.db.query(
      `UPDATE companies.companies SET processors = (
         SELECT jsonb_agg(p) FROM jsonb_array_elements(processors) p WHERE p->>'id' <> 'p-hosting')
       WHERE id = $1`,
      [companyId],
    );

    // A dialog opened before still sends it: saved, without it.
    await put(companyId, id, opId, operation({ processorIds: ['p-payroll', 'p-hosting'] })).expect(200);
    expect((await list(companyId))[0]!.operations[0]!['processorIds']).toEqual(['p-payroll']);

    // A client that leaves the processors out: the deleted one is not kept either.
    await svc.db.query(`UPDATE companies.companies SET processors = '[]'::jsonb WHERE id = $1`, [companyId]);
    await put(companyId, id, opId, operation({ name: 'Salarii' })).expect(200);
    expect((await list(companyId))[0]!.operations[0]!['processorIds']).toEqual([]);

    // A processor it never had is still refused.
    await put(companyId, id, opId, operation({ processorIds: ['p-hosting'] })).expect(400);
  });

  it('refuses a new situation whose operation names a processor the company does not have', async () => {
    const companyId = await company();
    const res = await request(svc.app)
      .post(`${API}/companies/${companyId}/situations`)
      .set(as(alice))
      .send({
        dataSubject: 'EMPLOYEES',
        name: 'Salarizare',
        operations: [operation({ processorIds: ['p-x'] })],
      })
      .expect(400);
    expect(res.body.details).toEqual([{ path: 'operations.0.processorIds', message: expect.any(String) }]);
    expect(await list(companyId)).toEqual([]);
  });
});

describe('the inputs an assessment needs (large scale, core activity, vulnerable people, new technology, occasional)', () => {
  const answers = (o: Record<string, unknown>) => [
    o['largeScale'],
    o['subjectsCount'],
    o['coreActivity'],
    o['vulnerableSubjects'],
    o['newTechnology'],
    o['occasional'],
  ];

  it('stores the answers given, keeps them when an edit leaves them out, takes one back with null, and refuses a bad one with 400', async () => {
    const companyId = await company();
    const { id, operations } = await createCustom(companyId, {
      operations: [
        operation(),
        operation({
          name: 'Dosare pacienți',
          largeScale: true,
          subjectsCount: 40000,
          coreActivity: true,
          occasional: false,
        }),
      ],
    });
    // Not asked yet: not said (null), never guessed.
    const [situation] = await list(companyId);
    expect(situation!.operations.map(answers)).toEqual([
      [null, null, null, null, null, null],
      [true, 40000, true, null, null, false],
    ]);
    const opId = operations[0]!.id;
    await put(
      companyId,
      id,
      opId,
      operation({ vulnerableSubjects: true, newTechnology: false, occasional: true }),
    ).expect(200);
    // An edit from a client that does not send them keeps them.
    await put(companyId, id, opId, operation({ name: 'Salarii' })).expect(200);
    expect(answers((await list(companyId))[0]!.operations[0]!)).toEqual([
      null,
      null,
      null,
      true,
      false,
      true,
    ]);

    for (const bad of [
      { subjectsCount: 12.5 },
      { subjectsCount: -1 },
      { largeScale: 'da' },
      { coreActivity: 1 },
      { occasional: 'rar' },
    ]) {
      const refused = await put(companyId, id, opId, operation(bad)).expect(400);
      expect(refused.body.details).toEqual([{ path: Object.keys(bad)[0], message: expect.any(String) }]);
    }
    expect(answers((await list(companyId))[0]!.operations[0]!)).toEqual([
      null,
      null,
      null,
      true,
      false,
      true,
    ]);

    await put(companyId, id, opId, operation({ vulnerableSubjects: null, largeScale: false })).expect(200);
    const [read] = await readSituations(svc.db, companyId);
    expect(answers(read!.operations[0]! as unknown as Record<string, unknown>)).toEqual([
      false,
      null,
      null,
      null,
      false,
      true,
    ]);
  });

  it("an operation made from a preset gets only the catalogue's certain answers; the admin's replace them", async () => {
    const companyId = await company({ platform: 'ro' });
    await request(svc.app)
      .post(`${API}/companies/${companyId}/situations/from-suggestion`)
      .set(as(alice))
      .send({ suggestionId: 'e-drm' })
      .expect(201);
    const [drm] = await list(companyId, 'EMPLOYEES');
    const payroll = drm!.operations.find((o) => o.suggestionId === 'e-drm-payroll')!;
    const training = drm!.operations.find((o) => o.suggestionId === 'e-drm-training')!;
    // Employees are vulnerable (WP248 criterion 7); payroll is ancillary (WP243); the rest is the company's to say.
    // Whether it is occasional is the company's to say as well (Art. 30(5)).
    expect(answers(payroll)).toEqual([null, null, false, true, null, null]);
    expect(answers(training)).toEqual([null, null, null, true, null, null]);
    const changed = await put(companyId, drm!.id, payroll.id, {
      ...operation({ name: 'Salarii' }),
      coreActivity: true,
      largeScale: true,
    }).expect(200);
    expect(answers(changed.body)).toEqual([true, null, true, true, null, null]);
  });
});

describe('the last review of an operation', () => {
  it('is never until the admin marks the operation as reviewed; a plain edit keeps it; a bad mark is a 400', async () => {
    const companyId = await company();
    const { id, operations } = await createCustom(companyId, { operations: [operation()] });
    const opId = operations[0]!.id;
    const reviewedAt = async () => (await list(companyId))[0]!.operations[0]!['reviewedAt'];
    // A new operation: never reviewed; an edit checks what it changed, not the whole operation.
    expect(await reviewedAt()).toBeNull();
    await put(companyId, id, opId, operation({ name: 'Salarii' })).expect(200);
    expect(await reviewedAt()).toBeNull();

    const today = new Date().toISOString().slice(0, 10);
    const marked = await put(companyId, id, opId, {
      ...operation({ name: 'Salarii' }),
      reviewed: true,
    }).expect(200);
    expect(marked.body.reviewedAt).toBe(today);
    // A later edit without the mark keeps the day; false is not a review and takes nothing back.
    await put(companyId, id, opId, operation({ name: 'Salarii lunare' })).expect(200);
    await put(companyId, id, opId, { ...operation({ name: 'Salarii lunare' }), reviewed: false }).expect(200);
    expect(await reviewedAt()).toBe(today);
    // The documents read it from the published read model.
    const [read] = await readSituations(svc.db, companyId);
    expect(read!.operations[0]!.reviewedAt).toBe(today);

    const refused = await put(companyId, id, opId, { ...operation(), reviewed: 'da' }).expect(400);
    expect(refused.body.details).toEqual([{ path: 'reviewed', message: expect.any(String) }]);
    // A day cannot be sent: the review is today's, as the server counts it.
    const dated = await put(companyId, id, opId, { ...operation(), reviewedAt: '2020-01-01' }).expect(400);
    expect(dated.body.details).toEqual([expect.objectContaining({ message: expect.any(String) })]);
    expect(await reviewedAt()).toBe(today);
  });
});

describe('the kind of legitimate interest an operation pursues', () => {
  it('stores the kind chosen, keeps it when an edit leaves it out, takes it back with null, and refuses an unknown kind with 400', async () => {
    const companyId = await company();
    const onInterest = operation({ grounds: ['LEGITIMATE_INTEREST'], groundReason: 'Securitatea rețelei.' });
    const { id, operations } = await createCustom(companyId, {
      operations: [onInterest, { ...onInterest, name: 'Jurnale', interestKind: 'NETWORK_AND_IT_SECURITY' }],
    });
    // Not chosen: not said (null), never guessed from the words.
    expect((await list(companyId))[0]!.operations.map((o) => o.interestKind)).toEqual([
      null,
      'NETWORK_AND_IT_SECURITY',
    ]);
    const opId = operations[0]!.id;
    await put(companyId, id, opId, { ...onInterest, interestKind: 'VIDEO_SURVEILLANCE' }).expect(200);
    await put(companyId, id, opId, { ...onInterest, name: 'Camere' }).expect(200);
    expect((await list(companyId))[0]!.operations[0]!.interestKind).toBe('VIDEO_SURVEILLANCE');

    for (const bad of ['SUPRAVEGHERE', 7, '']) {
      const refused = await put(companyId, id, opId, { ...onInterest, interestKind: bad }).expect(400);
      expect(refused.body.details).toEqual([{ path: 'interestKind', message: expect.any(String) }]);
    }
    expect((await list(companyId))[0]!.operations[0]!.interestKind).toBe('VIDEO_SURVEILLANCE');

    await put(companyId, id, opId, { ...onInterest, interestKind: null }).expect(200);
    const [read] = await readSituations(svc.db, companyId);
    expect(read!.operations.map((o) => o.interestKind)).toEqual([null, 'NETWORK_AND_IT_SECURITY']);
  });

  it("an operation made from a preset gets the preset's kind; the admin's choice replaces it", async () => {
    const companyId = await company({ platform: 'ro' });
    await request(svc.app)
      .post(`${API}/companies/${companyId}/situations/from-suggestion`)
      .set(as(alice))
      .send({ suggestionId: 'e-ms' })
      .expect(201);
    const [ms] = await list(companyId, 'EMPLOYEES');
    const kinds = Object.fromEntries(ms!.operations.map((o) => [o.suggestionId, o.interestKind]));
    expect(kinds).toMatchObject({
      'e-ms-cctv': 'VIDEO_SURVEILLANCE',
      'e-ms-gps': 'EMPLOYEE_MONITORING',
      'e-ms-it': 'NETWORK_AND_IT_SECURITY',
    });
    const gps = ms!.operations.find((o) => o.suggestionId === 'e-ms-gps')!;
    const changed = await put(companyId, ms!.id, gps.id, {
      ...operation({ name: 'GPS', grounds: ['LEGITIMATE_INTEREST'], groundReason: 'Siguranța vehiculelor.' }),
      interestKind: 'SECURITY_AND_FRAUD',
    }).expect(200);
    expect(changed.body.interestKind).toBe('SECURITY_AND_FRAUD');
    // A later edit that leaves the kind out keeps the admin's, not the preset's.
    const kept = await put(companyId, ms!.id, gps.id, {
      ...operation({ name: 'GPS', grounds: ['LEGITIMATE_INTEREST'], groundReason: 'Siguranța vehiculelor.' }),
    }).expect(200);
    expect(kept.body.interestKind).toBe('SECURITY_AND_FRAUD');
  });
});

describe('the retention period an operation chose among the suggestions', () => {
  const payrollRo = retentionLabel('payroll50Years', 'ro', 'RO', new Date());

  it("an operation made from a preset keeps the preset's retention period, and the read model publishes it", async () => {
    const companyId = await company({ platform: 'ro' });
    await request(svc.app)
      .post(`${API}/companies/${companyId}/situations/from-suggestion`)
      .set(as(alice))
      .send({ suggestionId: 'e-drm', operations: ['e-drm-payroll'] })
      .expect(201);
    const [drm] = await list(companyId, 'EMPLOYEES');
    expect(drm!.operations[0]).toMatchObject({ storageDuration: payrollRo, retentionId: 'payroll50Years' });
    const [read] = await readSituations(svc.db, companyId);
    expect(read!.operations[0]).toMatchObject({ storageDuration: payrollRo, retentionId: 'payroll50Years' });
  });

  it('stores the one chosen, keeps it while the text is its own, clears it when the admin types their own text, and refuses an unknown one with 400', async () => {
    const companyId = await company();
    const { id, operations } = await createCustom(companyId);
    const opId = operations[0]!.id;
    // Typed by the admin: none, and the read model says nothing of it.
    expect((await list(companyId))[0]!.operations[0]!.retentionId).toBeNull();
    expect((await readSituations(svc.db, companyId))[0]!.operations[0]).not.toHaveProperty('retentionId');

    const chosen = operation({ storageDuration: payrollRo, retentionId: 'payroll50Years' });
    expect((await put(companyId, id, opId, chosen).expect(200)).body.retentionId).toBe('payroll50Years');
    expect((await readSituations(svc.db, companyId))[0]!.operations[0]!.retentionId).toBe('payroll50Years');
    // An edit that leaves it out with the same text keeps it.
    const leftOut = operation({ storageDuration: payrollRo });
    expect((await put(companyId, id, opId, leftOut).expect(200)).body.retentionId).toBe('payroll50Years');

    // The admin typed their own text: it is theirs, whatever the request still says.
    const typed = { ...chosen, storageDuration: `${payrollRo}, apoi arhivate` };
    expect((await put(companyId, id, opId, typed).expect(200)).body.retentionId).toBeNull();
    await put(companyId, id, opId, chosen).expect(200);
    const cleared = await put(companyId, id, opId, {
      ...chosen,
      storageDuration: '7 ani',
      retentionId: null,
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ storageDuration: '7 ani', retentionId: null });
    expect((await readSituations(svc.db, companyId))[0]!.operations[0]).not.toHaveProperty('retentionId');

    for (const bad of ['payroll75Years', 5, '']) {
      const refused = await put(companyId, id, opId, { ...chosen, retentionId: bad }).expect(400);
      expect(refused.body.details).toEqual([{ path: 'retentionId', message: expect.any(String) }]);
    }
    expect((await list(companyId))[0]!.operations[0]).toMatchObject({
      storageDuration: '7 ani',
      retentionId: null,
    });
  });

  it('keeps one chosen on a new custom situation, in English too', async () => {
    const companyId = await company();
    const taxEn = retentionLabel('years5Tax', 'en', 'RO', new Date());
    await createCustom(companyId, {
      operations: [operation({ storageDuration: taxEn, retentionId: 'years5Tax' })],
    });
    expect((await list(companyId))[0]!.operations[0]!.retentionId).toBe('years5Tax');
  });
});

describe('the transfers to recipients abroad that are not processors', () => {
  const abroad = operation({
    recipients: ['Companiile din același grup', 'Banca'],
    recipientsLocations: ['România', 'S.U.A.'],
  });
  const pinned = {
    recipient: 'Companiile din același grup',
    country: 'US',
    transferMechanism: 'SCC',
    sccModule: 'C2C',
    sccSignedOn: '2026-02-10',
  };

  it('stores each pin with only its facts, keeps it when an edit leaves it out, drops it with its recipient, and reads it in the published model', async () => {
    const companyId = await company();
    const { id, operations } = await createCustom(companyId, {
      operations: [
        { ...abroad, recipientTransfers: [{ ...pinned, derogation: 'A', dpfCheckedOn: '2026-01-05' }] },
      ],
    });
    const opId = operations[0]!.id;
    // Only the facts of SCC are kept; a custom operation saved without transfers has none.
    expect((await list(companyId))[0]!.operations[0]!.recipientTransfers).toEqual([
      {
        recipient: 'Companiile din același grup',
        country: 'US',
        transferMechanism: 'SCC',
        dpfCheckedOn: null,
        sccModule: 'C2C',
        sccSignedOn: '2026-02-10',
        derogation: null,
        bcrReference: null,
      },
    ]);
    // Left out on a replace: kept.
    const kept = await put(companyId, id, opId, { ...abroad, name: 'Raportarea către grup' }).expect(200);
    expect(kept.body.recipientTransfers).toHaveLength(1);
    const [read] = await readSituations(svc.db, companyId);
    expect(read!.operations[0]!.recipientTransfers).toEqual([
      expect.objectContaining({ recipient: 'Companiile din același grup', country: 'US', sccModule: 'C2C' }),
    ]);
    // A recipient removed takes its transfer with it.
    const dropped = await put(companyId, id, opId, { ...abroad, recipients: ['Banca'] }).expect(200);
    expect(dropped.body.recipientTransfers).toEqual([]);
    // Given again as a derogation: only its point is kept.
    const derogation = await put(companyId, id, opId, {
      ...abroad,
      recipientTransfers: [
        { recipient: pinned.recipient, country: 'US', transferMechanism: 'DEROGATION', derogation: 'C' },
      ],
    }).expect(200);
    expect(derogation.body.recipientTransfers).toEqual([
      expect.objectContaining({ transferMechanism: 'DEROGATION', derogation: 'C', sccModule: null }),
    ]);
  });

  it('refuses with 400 a recipient or a country the operation does not name, a country inside the EEA, and a pin without its facts', async () => {
    const companyId = await company();
    const { id, operations } = await createCustom(companyId, { operations: [abroad] });
    const opId = operations[0]!.id;
    const refused = async (transfer: Record<string, unknown>, path: string) => {
      const res = await put(companyId, id, opId, { ...abroad, recipientTransfers: [transfer] }).expect(400);
      expect(res.body.details).toEqual([{ path, message: expect.any(String) }]);
    };
    await refused({ ...pinned, recipient: 'Furnizorul de curierat' }, 'recipientTransfers.0.recipient');
    await refused({ ...pinned, country: 'GB' }, 'recipientTransfers.0.country');
    await refused({ ...pinned, country: 'RO' }, 'recipientTransfers.0.country');
    await refused({ ...pinned, sccSignedOn: null }, 'recipientTransfers.0.sccSignedOn');
    await refused({ ...pinned, transferMechanism: 'ADEQUACY' }, 'recipientTransfers.0.transferMechanism');
    await refused(
      { recipient: pinned.recipient, country: 'US', transferMechanism: 'DPF' },
      'recipientTransfers.0.dpfCheckedOn',
    );
    expect((await list(companyId))[0]!.operations[0]!.recipientTransfers).toEqual([]);
  });

  it('pins a transfer to a country the admin typed (in no list) by its words, kept while the operation names it', async () => {
    const companyId = await company();
    const typed = { ...abroad, recipientsLocations: ['România', 'Kosovo'] };
    const { id, operations } = await createCustom(companyId, { operations: [typed] });
    const opId = operations[0]!.id;
    const saved = await put(companyId, id, opId, {
      ...typed,
      recipientTransfers: [{ ...pinned, country: 'Kosovo' }],
    }).expect(200);
    expect(saved.body.recipientTransfers).toEqual([
      expect.objectContaining({ recipient: pinned.recipient, country: 'Kosovo', sccModule: 'C2C' }),
    ]);
    // The same place written in another letter case is the same country: kept on a replace.
    const kept = await put(companyId, id, opId, { ...typed, recipientsLocations: ['kosovo'] }).expect(200);
    expect(kept.body.recipientTransfers).toHaveLength(1);
    // A typed place the operation does not name is refused, and removing the place drops its pin.
    const refused = await put(companyId, id, opId, {
      ...typed,
      recipientTransfers: [{ ...pinned, country: 'Somaliland' }],
    }).expect(400);
    expect(refused.body.details).toEqual([
      { path: 'recipientTransfers.0.country', message: expect.any(String) },
    ]);
    const dropped = await put(companyId, id, opId, { ...typed, recipientsLocations: ['România'] }).expect(
      200,
    );
    expect(dropped.body.recipientTransfers).toEqual([]);
  });
});

describe('every change tells the companies service, once', () => {
  /** The `situations.changed` events published for a company, oldest first (the event bus's outbox). */
  async function changesOf(companyId: string): Promise<unknown[]> {
    const rows = await svc.db.query<{ payload: unknown }>(
      `SELECT payload FROM platform_events.events
        WHERE type = 'situations.changed' AND payload->>'companyId' = $1 ORDER BY created_at, id`,
      [companyId],
    );
    return rows.map((r) => r.payload);
  }

  /** Runs a change and returns the `situations.changed` events it published. */
  async function publishedBy(companyId: string, change: () => Promise<unknown>): Promise<unknown[]> {
    const before = (await changesOf(companyId)).length;
    await change();
    return (await changesOf(companyId)).slice(before);
  }

  const base = (companyId: string) => `${API}/companies/${companyId}/situations`;

  it('creating a custom situation publishes one event for its data subject, whatever its operations', async () => {
    const companyId = await company();
    expect(
      await publishedBy(companyId, () =>
        createCustom(companyId, { operations: [operation(), operation({ name: 'Dosarul de personal' })] }),
      ),
    ).toEqual([{ companyId, dataSubject: 'EMPLOYEES' }]);
  });

  it('adding a suggested situation publishes one event; adding it again publishes none', async () => {
    const companyId = await company();
    const preset = presetsBySubject.CANDIDATES.situations[0]!;
    const add = (status: number) => () =>
      request(svc.app)
        .post(`${base(companyId)}/from-suggestion`)
        .set(as(alice))
        .send({ suggestionId: preset.id })
        .expect(status);
    expect(await publishedBy(companyId, add(201))).toEqual([{ companyId, dataSubject: 'CANDIDATES' }]);
    expect(await publishedBy(companyId, add(409))).toEqual([]);
  });

  it('renaming publishes one event; a refused or missing rename publishes none', async () => {
    const companyId = await company();
    const { id } = await createCustom(companyId);
    const rename = (situationId: string, name: string, status: number) => () =>
      request(svc.app)
        .patch(`${base(companyId)}/${situationId}`)
        .set(as(alice))
        .send({ name })
        .expect(status);
    expect(await publishedBy(companyId, rename(id, 'Salarii', 200))).toEqual([
      { companyId, dataSubject: 'EMPLOYEES' },
    ]);
    expect(await publishedBy(companyId, rename(id, ' ', 400))).toEqual([]);
    expect(await publishedBy(companyId, rename('e-missing', 'X', 404))).toEqual([]);
  });

  it('saving an operation, new or replaced, publishes one event each; a refused one publishes none', async () => {
    const companyId = await company();
    const { id, operations } = await createCustom(companyId);
    const save = (situationId: string, operationId: string, body: object, status: number) => () =>
      request(svc.app)
        .put(`${base(companyId)}/${situationId}/operations/${operationId}`)
        .set(as(alice))
        .send(body)
        .expect(status);
    const one = [{ companyId, dataSubject: 'EMPLOYEES' }];
    expect(await publishedBy(companyId, save(id, `${id}-newOperation01`, operation(), 201))).toEqual(one);
    expect(
      await publishedBy(companyId, save(id, operations[0]!.id, operation({ name: 'Pontaj' }), 200)),
    ).toEqual(one);
    expect(
      await publishedBy(companyId, save(id, operations[0]!.id, operation({ grounds: [] }), 400)),
    ).toEqual([]);
    expect(
      await publishedBy(companyId, save('e-nosuchsituation', 'e-nosuchsituation-abcdefgh', operation(), 404)),
    ).toEqual([]);
  });

  it('deleting an operation publishes one event; deleting it again publishes none', async () => {
    const companyId = await company();
    const { id, operations } = await createCustom(companyId);
    const remove = (status: number) => () =>
      request(svc.app)
        .delete(`${base(companyId)}/${id}/operations/${operations[0]!.id}`)
        .set(as(alice))
        .expect(status);
    expect(await publishedBy(companyId, remove(204))).toEqual([{ companyId, dataSubject: 'EMPLOYEES' }]);
    expect(await publishedBy(companyId, remove(404))).toEqual([]);
  });

  it('deleting a situation publishes one event; a refused or repeated delete publishes none', async () => {
    const companyId = await company();
    const { id, operations } = await createCustom(companyId);
    const remove = (status: number) => () =>
      request(svc.app)
        .delete(`${base(companyId)}/${id}`)
        .set(as(alice))
        .expect(status);
    // Still has an operation: refused.
    expect(await publishedBy(companyId, remove(409))).toEqual([]);
    await request(svc.app)
      .delete(`${base(companyId)}/${id}/operations/${operations[0]!.id}`)
      .set(as(alice))
      .expect(204);
    expect(await publishedBy(companyId, remove(204))).toEqual([{ companyId, dataSubject: 'EMPLOYEES' }]);
    expect(await publishedBy(companyId, remove(404))).toEqual([]);
  });

  it("the assistant's Continue publishes one event for all it adds, and none when it adds nothing", async () => {
    const companyId = await insertTestCompany(svc.db, {
      adminIds: ['alice'],
      products: { pending: ['EMPLOYEES'] },
    });
    const answers = Object.fromEntries(getAssistantQuiz('EMPLOYEES').questions.map((q) => [q.id, false]));
    const complete = () =>
      request(svc.app)
        .post(`${API}/companies/${companyId}/assistant/EMPLOYEES/complete`)
        .set(as(alice))
        .send({ answers })
        .expect(200);
    expect(await publishedBy(companyId, complete)).toEqual([{ companyId, dataSubject: 'EMPLOYEES' }]);
    expect((await list(companyId)).length).toBeGreaterThan(1);
    expect(await publishedBy(companyId, complete)).toEqual([]);
  });

  it("another user's attempts publish nothing", async () => {
    const companyId = await company();
    const { id, operations } = await createCustom(companyId);
    expect(
      await publishedBy(companyId, async () => {
        await request(svc.app)
          .post(base(companyId))
          .set(as(bob))
          .send({ dataSubject: 'EMPLOYEES', name: 'X', operations: [operation()] })
          .expect(403);
        await request(svc.app)
          .patch(`${base(companyId)}/${id}`)
          .set(as(bob))
          .send({ name: 'Y' })
          .expect(403);
        await request(svc.app)
          .put(`${base(companyId)}/${id}/operations/${operations[0]!.id}`)
          .set(as(bob))
          .send(operation())
          .expect(403);
        await request(svc.app)
          .delete(`${base(companyId)}/${id}/operations/${operations[0]!.id}`)
          .set(as(bob))
          .expect(403);
      }),
    ).toEqual([]);
  });
});

describe('access', () => {
  it("answers 403 on another user's company, for reads and writes, and changes nothing", async () => {
    const companyId = await company();
    const { id, operations } = await createCustom(companyId);
    const base = `${API}/companies/${companyId}/situations`;
    const attempts = [
      request(svc.app).get(base).set(as(bob)),
      request(svc.app)
        .post(base)
        .set(as(bob))
        .send({ dataSubject: 'EMPLOYEES', name: 'X', operations: [operation()] }),
      request(svc.app).post(`${base}/from-suggestion`).set(as(bob)).send({ suggestionId: 'e-cim' }),
      request(svc.app).patch(`${base}/${id}`).set(as(bob)).send({ name: 'Furat' }),
      request(svc.app).delete(`${base}/${id}`).set(as(bob)),
      request(svc.app)
        .put(`${base}/${id}/operations/${operations[0]!.id}`)
        .set(as(bob))
        .send(operation({ name: 'X' })),
      request(svc.app).delete(`${base}/${id}/operations/${operations[0]!.id}`).set(as(bob)),
    ];
    for (const attempt of attempts) expect((await attempt).status).toBe(403);
    const [situation] = await list(companyId);
    expect(situation).toMatchObject({ name: 'Salarizare' });
    expect(situation!.operations).toHaveLength(1);
  });

  it('answers 401 without a session and 403 from another edition', async () => {
    const companyId = await company();
    await request(svc.app).get(`${API}/companies/${companyId}/situations`).expect(401);
    await request(svc.app)
      .get(`${API}/companies/${companyId}/situations`)
      .set(as(alice))
      .set('X-Platform', 'int')
      .expect(403);
  });

  it("does not reach one company's situation through another company of the same user", async () => {
    const first = await company();
    const second = await company();
    const { id, operations } = await createCustom(first);
    await request(svc.app)
      .patch(`${API}/companies/${second}/situations/${id}`)
      .set(as(alice))
      .send({ name: 'X' })
      .expect(404);
    await request(svc.app)
      .put(`${API}/companies/${second}/situations/${id}/operations/${operations[0]!.id}`)
      .set(as(alice))
      .send(operation())
      .expect(404);
    expect(await list(second)).toEqual([]);
  });

  it('reports health after a real query', async () => {
    await request(svc.app).get(`${API}/health`).expect(200, { status: 'ok', db: 'ok' });
  });
});

describe('published read model', () => {
  it('gives other services a company’s situations with their operations in order, and nothing else', async () => {
    const companyId = await company();
    const firstSuggestionId = presetsBySubject.EMPLOYEES.situations[0]!.id;
    const created = await request(svc.app)
      .post(`${API}/companies/${companyId}/situations/from-suggestion`)
      .set(as(alice))
      .send({ suggestionId: firstSuggestionId })
      .expect(201);
    const situations = await readSituations(svc.db, companyId);
    expect(situations).toEqual([
      {
        id: created.body.id,
        dataSubject: created.body.dataSubject,
        name: created.body.name,
        suggestionId: firstSuggestionId,
        operations: created.body.operations,
      },
    ]);
    expect(await readSituations(svc.db, companyId, 'PATIENTS')).toEqual([]);
    expect(await readSituations(svc.db, 'SomeoneElsesCompany0')).toEqual([]);
  });
});
