/**
 * A person with an account has a company under an anonymous session (made before company creation
 * needed an account), then opens the e-mailed link: "e-mail in use". Choosing to sign in to their
 * existing account moves the company to it — identity publishes `user.merged`, the companies service
 * moves the admin. Two real services on one database, talking only through the event bus.
 */
import { companiesService } from '@conform/companies-service';
import { identityService } from '@conform/identity-service';
import { PLATFORM_EVENTS } from '@conform/contracts/events';
import { publishEvent, type EventConsumer } from '@conform/server-kit';
import {
  insertTestCompany,
  openTestDb,
  startTestService,
  type TestService,
} from '@conform/server-kit/testing';
import request from 'supertest';

let identity: TestService<unknown>;
let companies: TestService<unknown>;
let db: Awaited<ReturnType<typeof openTestDb>>;

beforeAll(async () => {
  db = await openTestDb();
  identity = await startTestService(identityService, {
    db,
    env: { MAIL_TRANSPORT: 'mailbox', SIGN_IN_LINK_EMAIL_INTERVAL_SECONDS: '1' },
  });
  companies = await startTestService(companiesService, { db });
});
afterAll(async () => {
  await companies.close();
  await identity.close();
  await db.close();
});

const idApi = (path: string) => `/platform/api/identity${path}`;

function jar(res: request.Response): { cookie: string; csrf: string } {
  const pairs = ([] as string[]).concat(res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!);
  return {
    cookie: pairs.join('; '),
    csrf: pairs.find((p) => p.startsWith('csrf_token='))?.split('=')[1] ?? '',
  };
}

/** The token of the newest link mailed to an address (embedded mode's local mailbox). */
async function mailedToken(email: string): Promise<string> {
  const [mail] = await db.query<{ text: string }>(
    `SELECT text FROM identity.dev_mailbox WHERE "to" = $1 ORDER BY created_at DESC LIMIT 1`,
    [email],
  );
  const token = /[?&]token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no link mailed to ${email}`);
  return token;
}

async function companiesOf(uid: string): Promise<string[]> {
  const token = await companies.tokenFor({ uid });
  const res = await request(companies.app)
    .get('/platform/api/companies')
    .set('Authorization', `Bearer ${token}`)
    .expect(200);
  return (res.body as { companies: Array<{ id: string }> }).companies.map((c) => c.id);
}

/** The companies service's consumer, run now instead of waiting for its wake-up. */
/**
 * Until the companies service has handled every event for it. A drain alone is not enough: the
 * running consumer may hold a delivery (SKIP LOCKED hides it from the drain) and not have committed
 * it yet, which PostgreSQL's real concurrency shows.
 */
const drainCompanies = async () => {
  const consumers = companies.background.filter((t): t is EventConsumer => 'drain' in t);
  for (const end = Date.now() + 10_000; ;) {
    await Promise.all(consumers.map((c) => c.drain()));
    const pending = await Promise.all(consumers.map(async (c) => (await c.stats()).pending));
    if (pending.every((n) => n === 0)) return;
    if (Date.now() > end) throw new Error('the companies service left events unhandled');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

it('signing in to the existing account from the quiz moves the quiz company to it', async () => {
  const email = 'owner@example.ro';
  await request(identity.app).post(idApi('/sign-in-links')).send({ email }).expect(202);
  const owner = await request(identity.app)
    .post(idApi('/sessions/email-link'))
    .send({ token: await mailedToken(email), email })
    .expect(200);
  const ownerId = owner.body.user.uid as string;

  // Later, in another browser, the same person is anonymous, with a company made under that session.
  const anon = await request(identity.app).post(idApi('/sessions/anonymous')).expect(201);
  const anonId = anon.body.user.uid as string;
  const companyId = await insertTestCompany(db, { adminIds: [anonId], name: 'Din Chestionar SRL' });

  const { cookie, csrf } = jar(anon);
  // Later than the one-link-per-interval limit of the address (the owner's own link above).
  await new Promise((resolve) => setTimeout(resolve, 1100));
  await request(identity.app)
    .post(idApi('/sign-in-links'))
    .set('Cookie', cookie)
    .set('x-csrf-token', csrf)
    .send({ email })
    .expect(202);
  const token = await mailedToken(email);
  const conflict = await request(identity.app)
    .post(idApi('/sessions/email-link'))
    .set('Cookie', cookie)
    .set('x-csrf-token', csrf)
    .send({ token, email })
    .expect(409);
  expect(conflict.body.details.reason).toBe('email-in-use');
  await drainCompanies();
  expect(await companiesOf(ownerId)).toEqual([]);

  const replaced = await request(identity.app)
    .post(idApi('/sessions/email-link'))
    .set('Cookie', cookie)
    .set('x-csrf-token', csrf)
    .send({ token, email, replaceAccount: true })
    .expect(200);
  expect(replaced.body.user.uid).toBe(ownerId);

  await drainCompanies();
  expect(await companiesOf(ownerId)).toEqual([companyId]);
  expect(await companiesOf(anonId)).toEqual([]);
  const [row] = await db.query<{ admin_ids: string[] }>(
    'SELECT admin_ids FROM companies.companies WHERE id = $1',
    [companyId],
  );
  expect(row?.admin_ids).toEqual([ownerId]);
});

it('a company both accounts administer keeps the account once', async () => {
  const [a, b] = ['merge-a-000000000001', 'merge-b-000000000001'];
  await db.query(
    `INSERT INTO companies.companies (id, platform, admin_ids, info) VALUES ($1, 'ro', $2, '{}')`,
    ['MergeBoth00000000001', [a, b]],
  );
  await db.transaction(async (tx) => {
    await publishEvent(tx, PLATFORM_EVENTS, {
      source: 'identity',
      type: 'user.merged',
      payload: { fromUserId: a, intoUserId: b },
    });
  });
  await drainCompanies();
  const [row] = await db.query<{ admin_ids: string[] }>(
    'SELECT admin_ids FROM companies.companies WHERE id = $1',
    ['MergeBoth00000000001'],
  );
  expect(row?.admin_ids).toEqual([b]);
});
