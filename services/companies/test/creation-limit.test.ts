import { newId } from '@conform/server-kit';
import { startTestService, type TestService } from '@conform/server-kit/testing';
import request from 'supertest';
import { companiesService } from '../src/app.ts';

// Anonymous sessions are cheap: a script must not fill the database with companies.
let svc: TestService<unknown>;
beforeAll(async () => {
  svc = await startTestService(companiesService, { env: { COMPANIES_PER_USER_PER_HOUR: '3' } });
});
afterAll(() => svc.close());

const INFO = {
  fiscalCode: '18547290',
  registrationNumber: 'J40/1234/2020',
  name: 'Exemplu Servicii SRL',
  country: 'RO',
  city: 'București',
  county: 'B',
  streetAddress: 'Str. Exemplu nr. 1',
  phoneNumber: '',
};

it('limits the companies one user creates in an hour, with a 429 that says when to retry', async () => {
  const token = await svc.tokenFor({ uid: newId() });
  const create = () =>
    request(svc.app)
      .post('/platform/api/companies')
      .set('Authorization', `Bearer ${token}`)
      .set('X-Platform', 'ro')
      .send({ info: INFO, products: [] });
  for (let i = 0; i < 3; i++) await create().expect(201);
  const limited = await create().expect(429);
  expect(limited.body.code).toBe('rate_limited');
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  // Another user is not affected.
  const other = await svc.tokenFor({ uid: newId() });
  await request(svc.app)
    .post('/platform/api/companies')
    .set('Authorization', `Bearer ${other}`)
    .set('X-Platform', 'ro')
    .send({ info: INFO, products: [] })
    .expect(201);
  const rows = await svc.db.query<{ n: number }>('SELECT count(*)::int AS n FROM companies.companies');
  expect(rows[0]!.n).toBe(4);
});
