import { startTestService, type TestService } from '@conform/server-kit/testing';
import request from 'supertest';
import { onboardingService } from '../src/app.ts';

let svc: TestService<unknown>;
beforeAll(async () => {
  svc = await startTestService(onboardingService);
});
afterAll(() => svc.close());

const valid = {
  answers: { 'online.website': true, 'hr.employees': false },
  results: ['ONLINE_APP', 'INTERNAL_POLICIES'],
};

describe('evaluations', () => {
  it('keeps a signed-in user’s evaluation and gives it back only to them', async () => {
    const token = await svc.tokenFor({ uid: 'user-evaluations-1', anonymous: true });
    const created = await request(svc.app)
      .post('/platform/api/onboarding/evaluations')
      .set('Authorization', `Bearer ${token}`)
      .set('Accept-Language', 'en')
      .set('X-Platform', 'int')
      .send(valid)
      .expect(201);
    expect(created.body).toMatchObject({ ...valid, locale: 'en', platform: 'int' });

    const read = await request(svc.app)
      .get(`/platform/api/onboarding/evaluations/${created.body.id}`)
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(read.body.results).toEqual(valid.results);

    const other = await svc.tokenFor({ uid: 'someone-else' });
    await request(svc.app)
      .get(`/platform/api/onboarding/evaluations/${created.body.id}`)
      .set('Authorization', `Bearer ${other}`)
      .expect(404);
  });

  it('defaults to Romanian and the RO platform for a visitor', async () => {
    const created = await request(svc.app)
      .post('/platform/api/onboarding/evaluations')
      .send(valid)
      .expect(201);
    expect(created.body).toMatchObject({ locale: 'ro', platform: 'ro' });
  });

  it('rejects malformed answers with field details and saves nothing', async () => {
    const res = await request(svc.app)
      .post('/platform/api/onboarding/evaluations')
      .send({ answers: { 'not an id': 'yes' }, results: ['lowercase'] })
      .expect(400);
    expect(res.body.code).toBe('validation');
    expect(res.body.details.map((d: { path: string }) => d.path)).toEqual(
      expect.arrayContaining(['answers.not an id', 'results.0']),
    );
    const rows = await svc.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM onboarding.evaluations WHERE locale = $1 AND $2 = ANY(results)',
      ['ro', 'lowercase'],
    );
    expect(rows[0]?.n).toBe(0);
  });
});
