import {
  getAssistantQuiz,
  pick,
  presetsBySubject,
  suggestFromAnswers,
  type TAssistantAnswers,
  type TDataSubject,
} from '@conform/catalogues';
import type { TCompany } from '@conform/contracts';
import { PLATFORM_EVENTS } from '@conform/contracts/events';
import { publishEvent } from '@conform/server-kit';
import { companiesService } from '@conform/companies-service';
import { startTestService, type TestService } from '@conform/server-kit/testing';
import request from 'supertest';
import { configuratorService } from '../src/app.ts';

const API = '/platform/api/configurator';

// Both services over one database, each with its event consumers running: the assistant's
// Continue goes from the configurator to the companies service through the event bus.
let configurator: TestService<unknown>;
let companies: TestService<unknown>;
beforeAll(async () => {
  configurator = await startTestService(configuratorService, { alsoMigrate: [companiesService] });
  companies = await startTestService(companiesService, { db: configurator.db });
}, 60_000);
afterAll(async () => {
  await companies?.close();
  await configurator?.close();
});

let users = 0;
/** A signed-in user with a company of their own, created through the companies service. */
async function companyWith(products: string[], platform: 'ro' | 'en' | 'int' = 'ro') {
  const uid = `assistant-user-${++users}`;
  const companiesToken = await companies.tokenFor({ uid });
  const token = await configurator.tokenFor({ uid });
  const info = {
    fiscalCode: platform === 'int' ? 'DE123456789' : '18547290',
    registrationNumber: platform === 'ro' ? 'J40/1234/2020' : '',
    name: 'Asistent Exemplu SRL',
    country: platform === 'int' ? 'DE' : 'RO',
    city: 'București',
    county: platform === 'int' ? '' : 'B',
    streetAddress: 'Str. Exemplu nr. 1',
    phoneNumber: '',
  };
  const created = await request(companies.app)
    .post('/platform/api/companies')
    .set('Authorization', `Bearer ${companiesToken}`)
    .set('X-Platform', platform)
    .send({ info, products })
    .expect(201);
  const id = created.body.id as string;
  const headers = { Authorization: `Bearer ${token}`, 'X-Platform': platform };
  return {
    id,
    headers,
    suggestions: (product: string, answers: TAssistantAnswers, language = 'ro') =>
      request(configurator.app)
        .post(`${API}/companies/${id}/assistant/${product}/suggestions`)
        .set(headers)
        .set('Accept-Language', language)
        .send({ answers }),
    complete: (product: string, answers: TAssistantAnswers, language = 'ro') =>
      request(configurator.app)
        .post(`${API}/companies/${id}/assistant/${product}/complete`)
        .set(headers)
        .set('Accept-Language', language)
        .send({ answers }),
    company: async () =>
      (
        await request(companies.app)
          .get(`/platform/api/companies/${id}`)
          .set('Authorization', `Bearer ${companiesToken}`)
          .set('X-Platform', platform)
          .expect(200)
      ).body as TCompany,
  };
}

/** Every shown question answered: yes to the ids given (their follow-ups answered no), no to the rest. */
function answer(subject: TDataSubject, yes: string[] = []): TAssistantAnswers {
  const answers: TAssistantAnswers = {};
  const walk = (questions: ReturnType<typeof getAssistantQuiz>['questions']) => {
    for (const q of questions) {
      answers[q.id] = yes.includes(q.id);
      if (answers[q.id]) walk(q.followUpQuestions ?? []);
    }
  };
  walk(getAssistantQuiz(subject).questions);
  return answers;
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 5000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('the assistant’s suggestions, computed on the server', () => {
  it('proposes the catalogue’s situations for the answers, with only the suggested operations, in the request language', async () => {
    const company = await companyWith(['EMPLOYEES']);
    const quiz = getAssistantQuiz('EMPLOYEES');
    const withFollowUp = quiz.questions.find((q) => q.followUpQuestions?.length)!;
    const answers = {
      ...answer('EMPLOYEES', [withFollowUp.id]),
      [withFollowUp.followUpQuestions![0]!.id]: true,
    };
    const res = await company.suggestions('EMPLOYEES', answers, 'en').expect(200);

    const expected = suggestFromAnswers('EMPLOYEES', answers);
    expect(res.body).toEqual({
      product: 'EMPLOYEES',
      dataSubject: 'EMPLOYEES',
      situations: expected.map((situation) => ({
        id: situation.id,
        name: pick(situation.name, 'en'),
        operations: situation.operations.map((op) => ({
          id: op.id,
          name: pick(op.name, 'en'),
          purpose: pick(op.purpose, 'en'),
        })),
      })),
    });
    // A yes adds the question's operations; the follow-up's too.
    const ids = (res.body.situations as Array<{ operations: Array<{ id: string }> }>).flatMap((s) =>
      s.operations.map((o) => o.id),
    );
    for (const id of [...withFollowUp.operations, ...withFollowUp.followUpQuestions![0]!.operations]) {
      expect(ids).toContain(id);
    }
    const noToAll = await company.suggestions('EMPLOYEES', answer('EMPLOYEES')).expect(200);
    const basic = (noToAll.body.situations as Array<{ operations: Array<{ id: string }> }>).flatMap((s) =>
      s.operations.map((o) => o.id),
    );
    expect(basic.sort()).toEqual([...quiz.basicOperations].sort());
  });

  it('refuses a suggestion list sent by the browser: the server takes only the answers', async () => {
    const company = await companyWith(['RECRUITMENT']);
    const res = await request(configurator.app)
      .post(`${API}/companies/${company.id}/assistant/RECRUITMENT/complete`)
      .set(company.headers)
      .send({ answers: answer('CANDIDATES'), situations: [{ id: 'e-cim' }] })
      .expect(400);
    expect(res.body.code).toBe('validation');
  });

  it('answers 400 naming the questions left unanswered or unknown, and adds nothing', async () => {
    const company = await companyWith(['RECRUITMENT']);
    const all = answer('CANDIDATES');
    const [first, ...rest] = Object.keys(all);
    const partial = Object.fromEntries(rest.map((id) => [id, false]));
    const unanswered = await company.suggestions('RECRUITMENT', partial).expect(400);
    expect(unanswered.body.details).toEqual([
      { path: `answers.${first}`, message: 'This question needs an answer' },
    ]);
    const unknown = await company.complete('RECRUITMENT', { ...all, 'candidates.nope': true }).expect(400);
    expect(unknown.body.details).toEqual([
      { path: 'answers.candidates.nope', message: 'There is no such question in this quiz' },
    ]);
    await company.suggestions('RECRUITMENT', { 'candidates.references': 'yes' } as never).expect(400);
    const situations = await request(configurator.app)
      .get(`${API}/companies/${company.id}/situations`)
      .set(company.headers)
      .expect(200);
    expect(situations.body.situations).toEqual([]);
  });

  it('has no assistant for an unknown product, one needing no configuration, or one of another edition', async () => {
    const company = await companyWith(['EMPLOYEES', 'DPA']);
    for (const product of ['NOPE', 'DPA', 'INT_EMPLOYEES']) {
      const res = await company.suggestions(product, answer('EMPLOYEES')).expect(404);
      expect(res.body.message).toMatch(/no assistant/);
    }
  });

  it('refuses a product the company has neither in the cart nor bought (409)', async () => {
    const company = await companyWith(['EMPLOYEES']);
    const res = await company.complete('RECRUITMENT', answer('CANDIDATES')).expect(409);
    expect(res.body.message).toMatch(/neither in the cart nor bought/);
    expect((await company.company()).products.configured).toEqual([]);
  });

  it('is refused to anyone but the company’s admins', async () => {
    const company = await companyWith(['EMPLOYEES']);
    const stranger = await configurator.tokenFor({ uid: 'assistant-stranger' });
    await request(configurator.app)
      .post(`${API}/companies/${company.id}/assistant/EMPLOYEES/complete`)
      .set('Authorization', `Bearer ${stranger}`)
      .send({ answers: answer('EMPLOYEES') })
      .expect(403);
    await request(configurator.app)
      .post(`${API}/companies/${company.id}/assistant/EMPLOYEES/suggestions`)
      .send({ answers: answer('EMPLOYEES') })
      .expect(401);
  });
});

describe('Continue: the suggested situations added, the product configured', () => {
  it('adds each suggested situation with its suggested operations, then the companies service marks the product configured', async () => {
    const company = await companyWith(['RECRUITMENT', 'DPA']);
    const answers = answer('CANDIDATES', ['candidates.talentPool']);
    const res = await company.complete('RECRUITMENT', answers).expect(200);

    const expected = suggestFromAnswers('CANDIDATES', answers);
    const situations = res.body.situations as Array<{
      suggestionId: string;
      name: string;
      operations: Array<{ suggestionId: string; provisionRequirement: string; automatedDecision: string }>;
    }>;
    expect(situations.map((s) => s.suggestionId)).toEqual(expected.map((s) => s.id));
    expect(situations.map((s) => s.name)).toEqual(expected.map((s) => s.name.ro));
    expect(situations.map((s) => s.operations.map((o) => o.suggestionId))).toEqual(
      expected.map((s) => s.operations.map((o) => o.id)),
    );
    expect(situations.flatMap((s) => s.operations.map((o) => o.suggestionId))).toContain('c-pool-future');
    // Presets state neither: the requirement follows the grounds, automated decisions are none.
    expect(situations[0]!.operations[0]).toMatchObject({ automatedDecision: 'NONE' });

    const configured = await eventually(company.company, (c) =>
      c.products.configured.includes('RECRUITMENT'),
    );
    expect(configured.products).toEqual({
      pending: ['RECRUITMENT', 'DPA'],
      configured: ['DPA', 'RECRUITMENT'],
      purchased: [],
    });
    expect(configured.dirty).toContain('CANDIDATES');
  });

  it('run again, adds only the operations the situations lack, never a second situation', async () => {
    const company = await companyWith(['RECRUITMENT']);
    await company.complete('RECRUITMENT', answer('CANDIDATES')).expect(200);
    const again = await company
      .complete('RECRUITMENT', answer('CANDIDATES', ['candidates.references', 'candidates.talentPool']))
      .expect(200);
    const situations = again.body.situations as Array<{
      suggestionId: string;
      operations: Array<{ suggestionId: string }>;
    }>;
    const bySuggestion = situations.map((s) => s.suggestionId);
    expect(new Set(bySuggestion).size).toBe(bySuggestion.length);
    const ops = situations.flatMap((s) => s.operations.map((o) => o.suggestionId));
    expect(new Set(ops).size).toBe(ops.length);
    expect(ops).toEqual(expect.arrayContaining(['c-rec-references', 'c-pool-future', 'c-rec-applications']));
    // The operations added later come after the ones already there.
    const recruitment = situations.find((s) =>
      s.operations.some((o) => o.suggestionId === 'c-rec-references'),
    )!;
    expect(recruitment.operations.at(-1)!.suggestionId).toBe('c-rec-references');
  });

  it('configures a package already bought', async () => {
    const company = await companyWith(['PATIENTS']);
    await configurator.db.transaction((tx) =>
      publishEvent(tx, PLATFORM_EVENTS, {
        source: 'test',
        type: 'order.paid',
        payload: {
          orderId: `order-${company.id}`,
          companyId: company.id,
          platform: 'ro',
          products: ['PATIENTS'],
          method: 'CARD',
        },
      }),
    );
    await eventually(company.company, (c) => c.products.purchased.includes('PATIENTS'));
    await company.complete('PATIENTS', answer('PATIENTS')).expect(200);
    const configured = await eventually(company.company, (c) => c.products.configured.includes('PATIENTS'));
    expect(configured.products).toEqual({ pending: [], configured: ['PATIENTS'], purchased: ['PATIENTS'] });
  });

  it('configures an INT package on the INT edition, in its English texts', async () => {
    const company = await companyWith(['INT_EMPLOYEES'], 'int');
    const res = await company.complete('INT_EMPLOYEES', answer('EMPLOYEES'), 'en').expect(200);
    const first = presetsBySubject.EMPLOYEES.situations[0]!;
    expect(res.body.situations[0].name).toBe(pick(first.name, 'en', 'INT'));
    const configured = await eventually(company.company, (c) =>
      c.products.configured.includes('INT_EMPLOYEES'),
    );
    expect(configured.products.configured).toEqual(['INT_EMPLOYEES']);
  });

  it('publishes situations.changed with the additions and assistant.completed, once each', async () => {
    const company = await companyWith(['PATIENTS']);
    await company.complete('PATIENTS', answer('PATIENTS')).expect(200);
    const events = await configurator.db.query<{ type: string; payload: Record<string, string> }>(
      `SELECT type, payload FROM platform_events.events WHERE source = 'configurator' AND payload->>'companyId' = $1 ORDER BY created_at`,
      [company.id],
    );
    expect(events.map((e) => [e.type, e.payload])).toEqual([
      ['situations.changed', { companyId: company.id, dataSubject: 'PATIENTS' }],
      ['assistant.completed', { companyId: company.id, product: 'PATIENTS' }],
    ]);
  });
});
