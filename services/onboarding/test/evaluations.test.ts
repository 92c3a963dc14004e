import { ZEvaluationSchema } from '@conform/contracts';
import { startTestService, type TestService } from '@conform/server-kit/testing';
import request from 'supertest';
import { onboardingService } from '../src/app.ts';
import { SHOP_AND_EMPLOYEES_ANSWERS } from './quiz-answers.ts';

let svc: TestService<unknown>;
beforeAll(async () => {
  svc = await startTestService(onboardingService);
});
afterAll(() => svc.close());

const post = (body: unknown, headers: Record<string, string> = {}) =>
  request(svc.app)
    .post('/platform/api/onboarding/evaluations')
    .set(headers)
    .send(body as object);

describe('evaluations', () => {
  it('computes the results from the answers and gives the evaluation back only to its user', async () => {
    const token = await svc.tokenFor({ uid: 'user-evaluations-1', anonymous: true });
    const created = await post(
      { answers: SHOP_AND_EMPLOYEES_ANSWERS },
      { Authorization: `Bearer ${token}`, 'Accept-Language': 'en', 'X-Platform': 'ro' },
    ).expect(201);
    const evaluation = ZEvaluationSchema.parse(created.body);
    // The deepest yes of the website branch (the shop), employees, and internal policies always.
    expect(evaluation.results).toEqual([
      'ONLINE_SHOP',
      'ONLINE_SHOP_TERMS',
      'EMPLOYEES',
      'INTERNAL_POLICIES',
    ]);
    expect(evaluation).toMatchObject({ locale: 'en', platform: 'ro' });

    const read = await request(svc.app)
      .get(`/platform/api/onboarding/evaluations/${evaluation.id}`)
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(ZEvaluationSchema.parse(read.body).results).toEqual(evaluation.results);

    const other = await svc.tokenFor({ uid: 'someone-else' });
    await request(svc.app)
      .get(`/platform/api/onboarding/evaluations/${evaluation.id}`)
      .set('Authorization', `Bearer ${other}`)
      .expect(404);
  });

  it('ignores a results list sent by the client', async () => {
    const res = await post({ answers: SHOP_AND_EMPLOYEES_ANSWERS, results: ['CCTV', 'MARKETING'] }).expect(
      201,
    );
    expect(res.body.results).not.toContain('CCTV');
    expect(res.body.results).not.toContain('MARKETING');
  });

  it('recommends the INT variants on the INT edition', async () => {
    const res = await post({ answers: SHOP_AND_EMPLOYEES_ANSWERS }, { 'X-Platform': 'int' }).expect(201);
    expect(res.body.results).toEqual([
      'INT_ONLINE_SHOP',
      'INT_ONLINE_SHOP_TERMS',
      'INT_EMPLOYEES',
      'INT_INTERNAL_POLICIES',
    ]);
  });

  it('recommends only internal policies when every answer is no', async () => {
    const no = Object.fromEntries(Object.keys(SHOP_AND_EMPLOYEES_ANSWERS).map((id) => [id, false]));
    const res = await post({ answers: no }).expect(201);
    expect(res.body).toMatchObject({ locale: 'ro', platform: 'ro', results: ['INTERNAL_POLICIES'] });
  });

  it('refuses an unfinished quiz and unknown questions with a 400', async () => {
    const unfinished = await post({ answers: { 'online.website': true } }).expect(400);
    expect(unfinished.body.details).toEqual([{ path: 'answers', message: 'validation.quiz.incomplete' }]);
    const unknown = await post({
      answers: { ...SHOP_AND_EMPLOYEES_ANSWERS, 'online.spaceship': true },
    }).expect(400);
    expect(unknown.body.details).toEqual([
      { path: 'answers.online.spaceship', message: 'validation.quiz.unknownQuestion' },
    ]);
  });

  it('rejects malformed answers with field details and saves nothing', async () => {
    const res = await post({ answers: { 'not an id': 'yes' } }).expect(400);
    expect(res.body.code).toBe('validation');
    expect(res.body.details.map((d: { path: string }) => d.path)).toEqual(['answers.not an id']);
    const rows = await svc.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM onboarding.evaluations WHERE answers ? 'not an id'`,
    );
    expect(rows[0]?.n).toBe(0);
  });
});
