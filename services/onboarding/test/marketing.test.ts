/**
 * Marketing submissions (docs/spec/behaviour.md §7): identity, companies and onboarding side by side on one database (as
 * in embedded mode), HubSpot played by a local HTTP server that receives the Forms v3 POSTs. Users are
 * made and consent through identity's own API; companies through the companies service; order.paid is
 * published as checkout publishes it.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { companiesService } from '@conform/companies-service';
import { PLATFORM_EVENTS } from '@conform/contracts/events';
import { identityService } from '@conform/identity-service';
import { ConfigError, parseConfig, publishEvent } from '@conform/server-kit';
import { startTestService, type TestService } from '@conform/server-kit/testing';
import request from 'supertest';
import { SHOP_AND_EMPLOYEES_ANSWERS } from './quiz-answers.ts';
import { onboardingService } from '../src/app.ts';
import { ZOnboardingConfigSchema } from '../src/config.ts';
import { ZHubSpotSubmissionSchema, type THubSpotSubmission } from '../src/marketing/port.ts';

interface Received {
  path: string;
  contentType: string | undefined;
  body: THubSpotSubmission;
}

/** HubSpot's Forms API as far as the platform uses it: records each POST, answers what `answer` says. */
async function startHubSpot() {
  const received: Received[] = [];
  let answer: (body: THubSpotSubmission) => number = () => 200;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const body = ZHubSpotSubmissionSchema.strict().parse(JSON.parse(raw));
      received.push({ path: req.url ?? '', contentType: req.headers['content-type'], body });
      const status = req.method === 'POST' ? answer(body) : 405;
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify(
          status === 200
            ? { inlineMessage: 'Thanks for submitting the form.' }
            : {
                status: 'error',
                message: `Error in 'fields.email'. Invalid email ${body.fields[0]?.value ?? ''}`,
                errors: [{ message: 'Invalid email', errorType: 'INVALID_EMAIL' }],
              },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    answer: (next: typeof answer) => (answer = next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const PUBLIC_URL = 'https://conform.example';
let hub: Awaited<ReturnType<typeof startHubSpot>>;
let identity: TestService<unknown>;
let companies: TestService<unknown>;
let onboarding: TestService<unknown>;

beforeAll(async () => {
  hub = await startHubSpot();
  identity = await startTestService(identityService, { env: { MAIL_TRANSPORT: 'mailbox', PUBLIC_URL } });
  companies = await startTestService(companiesService, { db: identity.db });
  onboarding = await startTestService(onboardingService, {
    db: identity.db,
    env: {
      PUBLIC_URL,
      MARKETING_SINK: 'hubspot',
      HUBSPOT_FORMS_URL: hub.url,
      HUBSPOT_PORTAL_ID: '4242',
      HUBSPOT_FORM_ID: 'form-default',
      HUBSPOT_FORM_IDS: 'PURCHASE_COMPLETED=form-purchase',
      HUBSPOT_SUBSCRIPTION_TYPE_ID: '777',
      MARKETING_RETRY_SECONDS: '0',
    },
  });
}, 60_000);
afterAll(async () => {
  await onboarding.close();
  await companies.close();
  await identity.close();
  await hub.close();
});

const db = () => identity.db;

async function eventually<T>(read: () => Promise<T> | T, done: (value: T) => boolean, ms = 8000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Every event the onboarding consumer was given is handled (done or dead), and no submission is queued. */
async function settled(): Promise<void> {
  const left = await eventually(
    async () => {
      const [row] = await db().query<{ n: number }>(
        `SELECT (SELECT count(*) FROM platform_events.deliveries WHERE consumer = 'onboarding' AND status = 'PENDING')
              + (SELECT count(*) FROM onboarding.marketing_jobs WHERE status IN ('QUEUED', 'RUNNING')) AS n`,
      );
      return Number(row?.n);
    },
    (n) => n === 0,
  );
  expect(left).toBe(0);
}

const submissionsTo = (email: string) =>
  hub.received.filter((r) => r.body.fields.some((f) => f.name === 'email' && f.value === email));
const fieldsOf = (r: Received) => Object.fromEntries(r.body.fields.map((f) => [f.name, f.value]));
const kindOf = (r: Received) => r.body.context.pageName;

async function outbox(userId: string) {
  return db().query<{ kind: string; status: string; last_error: string | null }>(
    `SELECT kind, status, last_error FROM onboarding.marketing_submissions WHERE user_id = $1 ORDER BY created_at, kind`,
    [userId],
  );
}

/** A browser's cookies for identity: the session and the CSRF token to echo on writes. */
function jarOf(res: request.Response, previous?: { cookie: string }): { cookie: string; csrf: string } {
  const fresh = ([] as string[]).concat(res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!);
  const all = new Map(
    [...(previous?.cookie.split('; ').filter(Boolean) ?? []), ...fresh].map((p) => [p.split('=')[0]!, p]),
  );
  const cookie = [...all.values()].join('; ');
  return { cookie, csrf: all.get('csrf_token')?.split('=')[1] ?? '' };
}

const identityApi = (path: string) => `/platform/api/identity${path}`;

/** The last sign-in link identity kept for the address (embedded mode's mailbox). */
async function linkTokenFor(email: string): Promise<string> {
  const [mail] = await db().query<{ text: string }>(
    `SELECT text FROM identity.dev_mailbox WHERE "to" = $1 ORDER BY created_at DESC LIMIT 1`,
    [email],
  );
  const url = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
  return url.searchParams.get('token')!;
}

/** Identity prints each kept e-mail's link for a person at the terminal; not here. */
async function quietly<T>(work: () => Promise<T>): Promise<T> {
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = () => true;
  try {
    return await work();
  } finally {
    process.stdout.write = write;
  }
}

/** Opens the e-mailed link in a browser that has `jar` (an anonymous session) or none. */
async function confirmEmail(email: string, jar?: { cookie: string; csrf: string }, lang = 'ro') {
  const ask = request(identity.app).post(identityApi('/sign-in-links')).set('Accept-Language', lang);
  if (jar) ask.set('Cookie', jar.cookie).set('x-csrf-token', jar.csrf);
  await quietly(() => ask.send({ email }).expect(202));
  const complete = request(identity.app).post(identityApi('/sessions/email-link'));
  if (jar) complete.set('Cookie', jar.cookie).set('x-csrf-token', jar.csrf);
  const res = await complete.send({ token: await linkTokenFor(email), email }).expect(200);
  return { uid: (res.body as { user: { uid: string } }).user.uid, jar: jarOf(res, jar) };
}

async function consent(jar: { cookie: string; csrf: string }, communications: boolean) {
  await request(identity.app)
    .put(identityApi('/me/consents'))
    .set('Cookie', jar.cookie)
    .set('x-csrf-token', jar.csrf)
    .send({ terms: true, communications })
    .expect(200);
}

const RESULTS = ['ONLINE_SHOP', 'ONLINE_SHOP_TERMS', 'EMPLOYEES', 'INTERNAL_POLICIES'];

const COMPANY_INFO = {
  fiscalCode: 'RO 18547290',
  registrationNumber: 'J12/3456/2019',
  name: 'Ștefan & Fiul Construcții SRL',
  country: 'RO',
  city: 'Cluj-Napoca',
  county: 'CJ',
  streetAddress: 'Str. Memorandumului nr. 28',
  phoneNumber: '0264123456',
};

async function evaluate(uid: string | null, source?: 'quiz', anonymous = false) {
  const req = request(onboarding.app)
    .post('/platform/api/onboarding/evaluations')
    .set('Accept-Language', 'ro')
    .set('X-Platform', 'ro');
  if (uid) req.set('Authorization', `Bearer ${await onboarding.tokenFor({ uid, anonymous })}`);
  const res = await req
    .send({ answers: SHOP_AND_EMPLOYEES_ANSWERS, ...(source ? { source } : {}) })
    .expect(201);
  return res.body as { id: string; results: string[]; source: string };
}

async function createCompany(uid: string, anonymous = false, products: string[] = []) {
  const res = await request(companies.app)
    .post('/platform/api/companies')
    .set('Authorization', `Bearer ${await companies.tokenFor({ uid, anonymous })}`)
    .set('X-Platform', 'ro')
    .send({ info: COMPANY_INFO, products })
    .expect(201);
  return (res.body as { id: string }).id;
}

async function requestContact(uid: string, companyId?: string) {
  return request(onboarding.app)
    .post('/platform/api/onboarding/contact-requests')
    .set('Authorization', `Bearer ${await onboarding.tokenFor({ uid })}`)
    .set('X-Platform', 'ro')
    .set('Accept-Language', 'en')
    .send(companyId ? { companyId } : {});
}
const contact = async (uid: string, companyId?: string) =>
  expect((await requestContact(uid, companyId)).status).toBe(202);

/** As checkout publishes it once the provider confirms the payment. */
async function paid(companyId: string, orderId: string, products: string[]) {
  await db().transaction((tx) =>
    publishEvent(tx, PLATFORM_EVENTS, {
      source: 'checkout',
      type: 'order.paid',
      payload: { orderId, companyId, platform: 'ro', products, method: 'CARD' },
    }),
  );
}

describe('marketing submissions (HubSpot Forms v3)', () => {
  const email = 'ioana.marketing@example.ro';
  let user: { uid: string; jar: { cookie: string; csrf: string } };
  let companyId: string;

  it('sends nothing while the user has not agreed to communications, whatever happens', async () => {
    user = await confirmEmail(email);
    await consent(user.jar, false);
    await evaluate(user.uid, 'quiz');
    await evaluate(user.uid);
    companyId = await createCompany(user.uid, false, ['DPA']);
    await paid(companyId, 'order-marketing-1', ['DPA']);
    await contact(user.uid, companyId);
    await settled();

    expect(submissionsTo(email)).toEqual([]);
    expect((await outbox(user.uid)).map((s) => [s.kind, s.status])).toEqual(
      expect.arrayContaining([
        ['ACCOUNT_CREATED', 'WAITING'],
        ['QUIZ_COMPLETED', 'WAITING'],
        ['ONBOARDING_EVALUATION', 'WAITING'],
        ['COMPANY_CREATED', 'WAITING'],
        ['PURCHASE_COMPLETED', 'WAITING'],
        ['CONTACT_REQUEST', 'WAITING'],
      ]),
    );
    expect(await outbox(user.uid)).toHaveLength(6);
    const [jobs] = await db().query<{ n: number }>(
      'SELECT count(*)::int AS n FROM onboarding.marketing_jobs',
    );
    expect(jobs!.n).toBe(0);
  });

  it('once they agree, sends each of the six events as one Forms v3 submission with its fields', async () => {
    await consent(user.jar, true);
    const sent = await eventually(
      () => submissionsTo(email),
      (r) => r.length >= 6,
    );
    await settled();
    expect(submissionsTo(email)).toHaveLength(6);
    for (const r of sent) {
      expect(r.contentType).toMatch(/^application\/json/);
      expect(r.path).toBe(
        `/submissions/v3/integration/submit/4242/${kindOf(r) === 'Purchase completed' ? 'form-purchase' : 'form-default'}`,
      );
      // "fields list plus platform": every field a contact property, the edition last.
      expect(r.body.fields.every((f) => f.objectTypeId === '0-1')).toBe(true);
      expect(r.body.fields.at(-1)).toEqual({ objectTypeId: '0-1', name: 'platform', value: 'ro' });
      expect(r.body.context.hutk).toBeUndefined();
      expect(r.body.context.pageUri).toMatch(/^https:\/\/conform\.example\/platform\//);
      expect(r.body.legalConsentOptions).toEqual({
        consent: {
          consentToProcess: true,
          text: expect.any(String),
          communications: [{ value: true, subscriptionTypeId: 777, text: expect.any(String) }],
        },
      });
      expect(Number(r.body.submittedAt)).toBeGreaterThan(Date.now() - 60_000);
    }
    const by = Object.fromEntries(sent.map((r) => [kindOf(r), fieldsOf(r)]));
    expect(Object.keys(by).sort()).toEqual([
      'Account created',
      'Company created',
      'Contact request',
      'Onboarding evaluation',
      'Purchase completed',
      'Quiz completed',
    ]);
    const base = { email, language: 'ro', platform: 'ro' };
    const company = { company: COMPANY_INFO.name, phone: '0264123456', city: 'Cluj-Napoca', state: 'CJ' };
    expect(by['Account created']).toEqual({ ...base, lifecyclestage: 'marketingqualifiedlead' });
    expect(by['Quiz completed']).toEqual({
      ...base,
      lifecyclestage: 'marketingqualifiedlead',
      quiz_results: RESULTS.join(';'),
    });
    expect(by['Onboarding evaluation']).toEqual({
      ...base,
      lifecyclestage: 'marketingqualifiedlead',
      onboarding_results: RESULTS.join(';'),
    });
    expect(by['Company created']).toEqual({ ...base, ...company, lifecyclestage: 'salesqualifiedlead' });
    expect(by['Purchase completed']).toEqual({
      ...base,
      ...company,
      lifecyclestage: 'customer',
      purchased_products: 'DPA',
    });
    // The contact request was made in English.
    expect(by['Contact request']).toEqual({
      ...base,
      ...company,
      language: 'en',
      lifecyclestage: 'opportunity',
    });
    const contactRequest = sent.find((r) => kindOf(r) === 'Contact request')!;
    expect(contactRequest.body.context.pageUri).toBe(`${PUBLIC_URL}/platform/${companyId}/dashboard/contact`);
    expect(contactRequest.body.legalConsentOptions?.consent.communications[0]?.text).toMatch(/^I would like/);

    expect((await outbox(user.uid)).every((s) => s.status === 'SENT')).toBe(true);

    // From now on each event goes at once, once.
    await contact(user.uid);
    await eventually(
      () => submissionsTo(email),
      (r) => r.length === 7,
    );
    await settled();
    expect(submissionsTo(email)).toHaveLength(7);
    expect(submissionsTo(email).at(-1)!.body.context.pageUri).toBe(`${PUBLIC_URL}/platform/`);
  });

  it('keeps the quiz visitor’s evaluation until the e-mail link confirms the address', async () => {
    const visitorEmail = 'vizitator.quiz@example.ro';
    const anonymous = await request(identity.app).post(identityApi('/sessions/anonymous')).expect(201);
    const jar = jarOf(anonymous);
    const uid = (anonymous.body as { user: { uid: string } }).user.uid;
    // The quiz's contact step: terms and communications, before the address is confirmed (docs/spec/behaviour.md §5).
    await consent(jar, true);
    const evaluation = await evaluate(uid, undefined, true);
    await settled();
    expect((await outbox(uid)).map((s) => s.status)).toEqual(['WAITING']);
    expect(hub.received.filter((r) => r.body.fields.some((f) => f.value === visitorEmail))).toEqual([]);

    const confirmed = await confirmEmail(visitorEmail, jar);
    // Upgraded in place: the same user, so what they did is theirs. The company comes after the
    // sign-in (an anonymous session may not create one, docs/spec/behaviour.md §6).
    expect(confirmed.uid).toBe(uid);
    await createCompany(uid, false, evaluation.results);
    const sent = await eventually(
      () => submissionsTo(visitorEmail),
      (r) => r.length >= 3,
    );
    await settled();
    expect(submissionsTo(visitorEmail)).toHaveLength(3);
    expect(sent.map(kindOf).sort()).toEqual(['Account created', 'Company created', 'Onboarding evaluation']);
    expect(fieldsOf(sent.find((r) => kindOf(r) === 'Onboarding evaluation')!).onboarding_results).toBe(
      RESULTS.join(';'),
    );
  });

  it('keeps nothing for a visitor without a session, and forgets what waited once consent is withdrawn', async () => {
    const count = async () =>
      (await db().query<{ n: number }>('SELECT count(*)::int AS n FROM onboarding.marketing_submissions'))[0]!
        .n;
    const before = await count();
    await evaluate(null);
    await settled();
    expect(await count()).toBe(before);

    const anonymous = await request(identity.app).post(identityApi('/sessions/anonymous')).expect(201);
    const jar = jarOf(anonymous);
    const uid = (anonymous.body as { user: { uid: string } }).user.uid;
    await consent(jar, true);
    await evaluate(uid, undefined, true);
    await settled();
    expect((await outbox(uid)).map((s) => s.kind)).toEqual(['ONBOARDING_EVALUATION']);
    // Changed their mind before confirming the address: the evaluation is forgotten.
    await consent(jar, false);
    await settled();
    expect(await outbox(uid)).toEqual([]);
    await confirmEmail('razgandit@example.ro', jar);
    await settled();
    expect((await outbox(uid)).map((s) => [s.kind, s.status])).toEqual([['ACCOUNT_CREATED', 'WAITING']]);
    expect(submissionsTo('razgandit@example.ro')).toEqual([]);
  });

  it('adds the HubSpot cookie only while the visitor accepts marketing cookies', async () => {
    const tracked = await confirmEmail('cookie.marketing@example.ro');
    await consent(tracked.jar, true);
    await settled();
    const token = await onboarding.tokenFor({ uid: tracked.uid });
    const track = (marketingCookies: boolean) =>
      request(onboarding.app)
        .put('/platform/api/onboarding/marketing/tracking')
        .set('Authorization', `Bearer ${token}`)
        .set('Cookie', 'hubspotutk=0123456789abcdef0123456789abcdef')
        .send({ marketingCookies })
        .expect(204);

    await track(true);
    await contact(tracked.uid);
    await settled();
    expect(submissionsTo('cookie.marketing@example.ro').at(-1)!.body.context.hutk).toBe(
      '0123456789abcdef0123456789abcdef',
    );

    await track(false);
    await contact(tracked.uid);
    await settled();
    const all = submissionsTo('cookie.marketing@example.ro');
    expect(all).toHaveLength(3);
    expect(all.at(-1)!.body.context.hutk).toBeUndefined();
  });

  it('tries a failing submission once more, then gives it up (2 tries), counted on /health', async () => {
    const failing = 'refuzat.hubspot@example.ro';
    hub.answer((body) => (body.fields.some((f) => f.value === failing) ? 500 : 200));
    try {
      const refused = await confirmEmail(failing);
      await consent(refused.jar, true);
      await eventually(
        () => outbox(refused.uid),
        (rows) => rows[0]?.status === 'FAILED',
      );
      await settled();
      expect(submissionsTo(failing)).toHaveLength(2);
      const [row] = await outbox(refused.uid);
      // HubSpot's error codes only: its messages quote the submitted values.
      expect(row).toEqual({
        kind: 'ACCOUNT_CREATED',
        status: 'FAILED',
        last_error: 'HubSpot answered 500 (INVALID_EMAIL)',
      });
      const jobs = await db().query<{ status: string; attempts: number; payload: unknown }>(
        `SELECT status, attempts, payload FROM onboarding.marketing_jobs`,
      );
      expect(jobs).toHaveLength(1);
      expect(jobs[0]).toMatchObject({ status: 'FAILED', attempts: 2 });
      // The body (an e-mail address) is not kept with a job given up.
      expect(JSON.stringify(jobs[0]!.payload)).not.toContain(failing);
      const health = await request(onboarding.app).get('/platform/api/onboarding/health').expect(200);
      expect(health.body).toMatchObject({ jobs: { failed: 1 }, marketing: { failed: 1 } });
    } finally {
      hub.answer(() => 200);
    }
  });

  it('sends a submission whose first try fails on its second', async () => {
    let first = true;
    const flaky = 'a.doua.oara@example.ro';
    hub.answer((body) => {
      if (!body.fields.some((f) => f.value === flaky) || !first) return 200;
      first = false;
      return 503;
    });
    try {
      const retried = await confirmEmail(flaky);
      await consent(retried.jar, true);
      await eventually(
        () => outbox(retried.uid),
        (rows) => rows[0]?.status === 'SENT',
      );
      expect(submissionsTo(flaky)).toHaveLength(2);
    } finally {
      hub.answer(() => 200);
    }
  });

  it('refuses a contact request about someone else’s company', async () => {
    const owner = await confirmEmail('proprietar@example.ro');
    const theirs = await createCompany(owner.uid);
    expect((await requestContact('someone-else', theirs)).status).toBe(403);
    await request(onboarding.app).post('/platform/api/onboarding/contact-requests').send({}).expect(401);
  });
});

describe('the local marketing page', () => {
  it('does not exist when submissions go to HubSpot', async () => {
    const res = await request(onboarding.app).get('/platform/dev/marketing').expect(404);
    expect(res.body).toMatchObject({ code: 'not_found' });
  });
});

describe('marketing configuration', () => {
  const parse = (env: Record<string, string>) => parseConfig(ZOnboardingConfigSchema, env);

  it('keeps submissions local in embedded mode, never in production, and needs HubSpot’s ids to send', () => {
    expect(parse({ EMBEDDED: 'true' }).MARKETING_SINK).toBe('local');
    expect(parse({ NODE_ENV: 'test' }).MARKETING_SINK).toBe('off');
    expect(parse({ NODE_ENV: 'production' }).MARKETING_SINK).toBe('off');
    expect(
      parse({ NODE_ENV: 'production', HUBSPOT_PORTAL_ID: '4242', HUBSPOT_FORM_ID: 'f-1' }).MARKETING_SINK,
    ).toBe('hubspot');
    expect(() => parse({ NODE_ENV: 'production', MARKETING_SINK: 'local' })).toThrow(ConfigError);
    expect(() => parse({ MARKETING_SINK: 'hubspot', HUBSPOT_PORTAL_ID: '4242' })).toThrow(/HUBSPOT_FORM_ID/);
    expect(parse({ HUBSPOT_FORM_IDS: 'ACCOUNT_CREATED=a-1, CONTACT_REQUEST=c-2' }).HUBSPOT_FORM_IDS).toEqual({
      ACCOUNT_CREATED: 'a-1',
      CONTACT_REQUEST: 'c-2',
    });
    expect(() => parse({ HUBSPOT_FORM_IDS: 'SOMETHING=a-1' })).toThrow(ConfigError);
  });
});
