import type { TCompany } from '@conform/contracts';
import { PLATFORM_EVENTS, type TPlatformEvent } from '@conform/contracts/events';
import { newId, publishEvent, type PublishedEvent } from '@conform/server-kit';
import { insertTestCompany, startTestService, type TestService } from '@conform/server-kit/testing';
import request from 'supertest';
import { companiesService } from '../src/app.ts';
import { readCompany } from '../src/read.ts';

let svc: TestService<unknown>;
beforeAll(async () => {
  svc = await startTestService(companiesService);
});
afterAll(() => svc.close());

const BASE = '/platform/api/companies';

/** A signed-in caller: each test uses its own user, so its records are its own. */
async function userAgent(platform: 'ro' | 'en' | 'int' = 'ro') {
  const uid = newId();
  const token = await svc.tokenFor({ uid });
  const auth = (r: request.Test) => r.set('Authorization', `Bearer ${token}`).set('X-Platform', platform);
  return {
    uid,
    get: (path: string) => auth(request(svc.app).get(`${BASE}${path}`)),
    post: (path: string, body?: object) => auth(request(svc.app).post(`${BASE}${path}`)).send(body),
    put: (path: string, body?: object) => auth(request(svc.app).put(`${BASE}${path}`)).send(body),
    delete: (path: string) => auth(request(svc.app).delete(`${BASE}${path}`)),
  };
}

const RO_INFO = {
  fiscalCode: 'RO 18547290',
  registrationNumber: 'j40/1234/2020',
  name: 'Exemplu Servicii SRL',
  country: 'RO',
  city: 'București',
  county: 'B',
  streetAddress: 'Str. Exemplu nr. 1',
  phoneNumber: '',
};

async function countCompanies(): Promise<number> {
  const rows = await svc.db.query<{ n: number }>('SELECT count(*)::int AS n FROM companies.companies');
  return rows[0]!.n;
}

describe('creating, listing and reading companies', () => {
  it('creates a company with the creator as sole admin, the quiz products in the cart', async () => {
    const user = await userAgent();
    const res = await user
      .post('', {
        info: RO_INFO,
        products: ['PERSONAL_CLIENTS', 'DPA', 'PERSONAL_CLIENTS'],
        referral: 'partner-x',
      })
      .expect(201);
    expect(res.body).toMatchObject({
      id: expect.stringMatching(/^\w{20}$/),
      platform: 'ro',
      adminIds: [user.uid],
      // Stored uppercased without the RO prefix (docs/spec/behaviour.md §5).
      info: { ...RO_INFO, fiscalCode: '18547290', registrationNumber: 'J40/1234/2020' },
      dataProtectionResponsible: null,
      contactEmail: null,
      // DPA has no data subject: configured at once; the duplicate is dropped.
      products: { pending: ['PERSONAL_CLIENTS', 'DPA'], configured: ['DPA'], purchased: [] },
      referral: 'partner-x',
    });
    expect(res.body.dirty).toEqual(['COMPANY_INFO', 'PERSONAL_CLIENTS', 'AUTO_CONFIGURED_PRODUCTS']);

    const read = await user.get(`/${res.body.id}`).expect(200);
    expect(read.body).toEqual(res.body);
  });

  it('lists only the caller’s companies on the request’s platform', async () => {
    const user = await userAgent('ro');
    const enUser = { ...(await userAgent('en')) };
    const ro = await user.post('', { info: RO_INFO }).expect(201);
    // Same user, English edition: a separate company list.
    const token = await svc.tokenFor({ uid: user.uid });
    const en = await request(svc.app)
      .post(BASE)
      .set('Authorization', `Bearer ${token}`)
      .set('X-Platform', 'en')
      .send({ info: { ...RO_INFO, registrationNumber: '' } })
      .expect(201);
    expect(en.body.platform).toBe('en');

    const list = await user.get('').expect(200);
    expect(list.body.companies.map((c: { id: string }) => c.id)).toEqual([ro.body.id]);
    const enList = await request(svc.app)
      .get(BASE)
      .set('Authorization', `Bearer ${token}`)
      .set('X-Platform', 'en')
      .expect(200);
    expect(enList.body.companies.map((c: { id: string }) => c.id)).toEqual([en.body.id]);
    // Someone else sees none of them.
    expect((await enUser.get('').expect(200)).body).toEqual({ companies: [] });
  });

  it('answers 403 forbidden for another user’s company and for the wrong platform', async () => {
    const owner = await userAgent('ro');
    const other = await userAgent('ro');
    const { body: company } = await owner.post('', { info: RO_INFO }).expect(201);

    const res = await other.get(`/${company.id}`).expect(403);
    expect(res.body).toEqual({ code: 'forbidden', message: expect.any(String) });

    const token = await svc.tokenFor({ uid: owner.uid });
    const wrongPlatform = await request(svc.app)
      .get(`${BASE}/${company.id}`)
      .set('Authorization', `Bearer ${token}`)
      .set('X-Platform', 'int')
      .expect(403);
    expect(wrongPlatform.body.code).toBe('forbidden');

    // An unknown id looks the same as someone else's: ids cannot be probed.
    expect((await owner.get(`/${newId()}`).expect(403)).body.code).toBe('forbidden');
  });

  it('needs a signed-in caller', async () => {
    const id = await insertTestCompany(svc.db, { adminIds: ['someone'] });
    expect((await request(svc.app).get(BASE).expect(401)).body.code).toBe('unauthenticated');
    await request(svc.app).get(`${BASE}/${id}`).expect(401);
    await request(svc.app).post(BASE).send({ info: RO_INFO }).expect(401);
  });

  it('is created only by an account that accepted the terms: 401 anonymous, 403 before the terms, in both languages', async () => {
    const before = await countCompanies();
    const create = async (claims: { anonymous: boolean; terms: boolean }, lang: 'ro' | 'en') =>
      request(svc.app)
        .post(BASE)
        .set('Authorization', `Bearer ${await svc.tokenFor({ uid: newId(), ...claims })}`)
        .set('Accept-Language', lang)
        .send({ info: RO_INFO });

    // An anonymous session, even one that accepted the terms in the quiz (docs/spec/behaviour.md §6).
    const anonymous = await create({ anonymous: true, terms: true }, 'ro');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({
      code: 'unauthenticated',
      message: 'Trebuie să fiți autentificat cu adresa de e-mail înainte de a efectua această acțiune.',
      details: { reason: 'auth.required' },
    });
    expect((await create({ anonymous: true, terms: false }, 'en')).body.message).toBe(
      'A user must be signed in before executing this action.',
    );

    const noTerms = await create({ anonymous: false, terms: false }, 'en');
    expect(noTerms.status).toBe(403);
    expect(noTerms.body).toEqual({
      code: 'forbidden',
      message: 'You have to agree with the terms in order to continue.',
      details: { reason: 'terms.required' },
    });
    expect((await create({ anonymous: false, terms: false }, 'ro')).body.message).toBe(
      'Trebuie să fiți de acord cu termenii pentru a continua.',
    );
    expect(await countCompanies()).toBe(before);
  });

  it("changes nothing of a company for its admin's anonymous session or before the terms; reading stays", async () => {
    const uid = newId();
    const id = await insertTestCompany(svc.db, { adminIds: [uid] });
    for (const claims of [
      { anonymous: true, terms: true, status: 401 },
      { anonymous: false, terms: false, status: 403 },
    ]) {
      const token = await svc.tokenFor({ uid, anonymous: claims.anonymous, terms: claims.terms });
      const as = (r: request.Test) => r.set('Authorization', `Bearer ${token}`);
      await as(request(svc.app).post(`${BASE}/${id}/products/pending`))
        .send({ productId: 'EMPLOYEES' })
        .expect(claims.status);
      await as(request(svc.app).put(`${BASE}/${id}/contact-info`))
        .send({ contactEmail: 'a@example.ro' })
        .expect(claims.status);
      // A company made before the rule is still shown to its admin's session.
      const read = await as(request(svc.app).get(`${BASE}/${id}`)).expect(200);
      expect(read.body.products.pending).toEqual([]);
    }
  });

  it('rejects an invalid form with field details and saves nothing', async () => {
    const user = await userAgent('ro');
    const before = await countCompanies();
    const res = await user
      .post('', {
        info: {
          ...RO_INFO,
          fiscalCode: 'ABC',
          name: '  ',
          county: '',
          registrationNumber: 'X1',
          phoneNumber: '12',
        },
      })
      .expect(400);
    expect(res.body.code).toBe('validation');
    expect(res.body.details).toEqual(
      expect.arrayContaining([
        { path: 'info.fiscalCode', message: 'validation.fiscalCode.invalid' },
        { path: 'info.name', message: 'validation.required' },
        { path: 'info.county', message: 'validation.required' },
        { path: 'info.registrationNumber', message: 'validation.registrationNumber.invalid' },
        { path: 'info.phoneNumber', message: 'validation.phone.invalidRo' },
      ]),
    );
    const missing = await user.post('', { info: { fiscalCode: '18547290' } }).expect(400);
    expect(missing.body.details).toEqual(
      expect.arrayContaining([
        { path: 'info.name', message: 'validation.required' },
        { path: 'info.city', message: 'validation.required' },
        { path: 'info.streetAddress', message: 'validation.required' },
      ]),
    );
    expect(await countCompanies()).toBe(before);
    expect((await user.get('').expect(200)).body.companies).toEqual([]);
  });

  it('applies the edition’s rules: INT needs a country, not a county or registration number', async () => {
    const user = await userAgent('int');
    const bad = await user.post('', { info: { ...RO_INFO, country: '', county: '' } }).expect(400);
    expect(bad.body.details).toEqual([{ path: 'info.country', message: 'validation.required' }]);
    const ok = await user
      .post('', {
        info: {
          ...RO_INFO,
          fiscalCode: 'DE123456789',
          registrationNumber: '',
          country: 'DE',
          county: '',
          phoneNumber: '+49 30 1234567',
        },
        products: ['INT_DPA'],
      })
      .expect(201);
    expect(ok.body).toMatchObject({
      platform: 'int',
      products: { pending: ['INT_DPA'], configured: ['INT_DPA'] },
    });
  });

  it('rejects products the catalogue does not know or the edition does not offer, saving nothing', async () => {
    const user = await userAgent('int');
    const before = await countCompanies();
    const res = await user
      .post('', {
        info: { ...RO_INFO, country: 'DE', fiscalCode: 'DE123456789' },
        products: ['INT_DPA', 'PERSONAL_CLIENTS', 'NO_SUCH_PRODUCT'],
      })
      .expect(400);
    expect(res.body.details).toEqual([
      { path: 'products.1', message: 'validation.product.invalid' },
      { path: 'products.2', message: 'validation.product.invalid' },
    ]);
    expect(await countCompanies()).toBe(before);
  });
});

describe('product lifecycle', () => {
  async function companyOf(user: Awaited<ReturnType<typeof userAgent>>, products: string[] = []) {
    const res = await user.post('', { info: RO_INFO, products }).expect(201);
    return res.body as { id: string; updatedAt: string };
  }

  it('adds a product needing configuration to the cart, unconfigured, marking its data subject dirty', async () => {
    const user = await userAgent();
    const { id } = await companyOf(user);
    const res = await user.post(`/${id}/products/pending`, { productId: 'EMPLOYEES' }).expect(200);
    expect(res.body.products).toEqual({ pending: ['EMPLOYEES'], configured: [], purchased: [] });
    expect(res.body.dirty).toEqual(['COMPANY_INFO', 'EMPLOYEES']);
  });

  it('configures a product without a data subject at once', async () => {
    const user = await userAgent();
    const { id } = await companyOf(user);
    const res = await user.post(`/${id}/products/pending`, { productId: 'INTERNAL_POLICIES' }).expect(200);
    expect(res.body.products).toEqual({
      pending: ['INTERNAL_POLICIES'],
      configured: ['INTERNAL_POLICIES'],
      purchased: [],
    });
    expect(res.body.dirty).toEqual(['COMPANY_INFO', 'AUTO_CONFIGURED_PRODUCTS']);
  });

  it('skips adding a product that is already pending: nothing changes', async () => {
    const user = await userAgent();
    const created = await companyOf(user, ['EMPLOYEES']);
    const res = await user.post(`/${created.id}/products/pending`, { productId: 'EMPLOYEES' }).expect(200);
    expect(res.body.products.pending).toEqual(['EMPLOYEES']);
    expect(res.body.updatedAt).toBe(created.updatedAt);
  });

  it('removes a pending product from pending and configured, marking its source dirty', async () => {
    const user = await userAgent();
    const { id } = await companyOf(user, ['DPA', 'EMPLOYEES']);
    const res = await user.delete(`/${id}/products/pending/DPA`).expect(200);
    expect(res.body.products).toEqual({ pending: ['EMPLOYEES'], configured: [], purchased: [] });
    expect(res.body.dirty).toContain('AUTO_CONFIGURED_PRODUCTS');
  });

  it('skips removing a product that is not pending', async () => {
    const user = await userAgent();
    const created = await companyOf(user, ['EMPLOYEES']);
    const res = await user.delete(`/${created.id}/products/pending/DPA`).expect(200);
    expect(res.body.products.pending).toEqual(['EMPLOYEES']);
    expect(res.body.updatedAt).toBe(created.updatedAt);
  });

  it('marks a product configured once; a second time is skipped', async () => {
    const user = await userAgent();
    const { id } = await companyOf(user, ['EMPLOYEES']);
    const first = await user.post(`/${id}/products/configured`, { productId: 'EMPLOYEES' }).expect(200);
    expect(first.body.products.configured).toEqual(['EMPLOYEES']);
    const second = await user.post(`/${id}/products/configured`, { productId: 'EMPLOYEES' }).expect(200);
    expect(second.body.products.configured).toEqual(['EMPLOYEES']);
    expect(second.body.updatedAt).toBe(first.body.updatedAt);
    // A package neither in the cart nor bought is never configured (configured ⊆ pending ∪ purchased).
    const refused = await user.post(`/${id}/products/configured`, { productId: 'DPA' }).expect(409);
    expect(refused.body.details).toEqual([{ path: 'productId', message: 'validation.product.notInCart' }]);
    expect((await user.get(`/${id}`).expect(200)).body.products.configured).toEqual(['EMPLOYEES']);
  });

  it('rejects a product the edition does not offer, or a malformed id, with 400', async () => {
    const user = await userAgent();
    const { id } = await companyOf(user);
    const notOffered = await user.post(`/${id}/products/pending`, { productId: 'INT_DPA' }).expect(400);
    expect(notOffered.body.details).toEqual([{ path: 'productId', message: 'validation.product.invalid' }]);
    const malformed = await user.post(`/${id}/products/pending`, { productId: 'dpa; drop' }).expect(400);
    expect(malformed.body.details).toEqual([{ path: 'productId', message: 'validation.product.invalid' }]);
    await user.post(`/${id}/products/pending`, {}).expect(400);
    expect((await user.get(`/${id}`).expect(200)).body.products.pending).toEqual([]);
  });

  it('lets only the company’s admins change the cart', async () => {
    const owner = await userAgent();
    const other = await userAgent();
    const { id } = await companyOf(owner, ['EMPLOYEES']);
    expect((await other.post(`/${id}/products/pending`, { productId: 'DPA' }).expect(403)).body.code).toBe(
      'forbidden',
    );
    await other.delete(`/${id}/products/pending/EMPLOYEES`).expect(403);
    await other.post(`/${id}/products/configured`, { productId: 'EMPLOYEES' }).expect(403);
    expect((await owner.get(`/${id}`).expect(200)).body.products).toEqual({
      pending: ['EMPLOYEES'],
      configured: [],
      purchased: [],
    });
  });

  it('keeps both of two concurrent additions', async () => {
    const user = await userAgent();
    const { id } = await companyOf(user);
    await Promise.all([
      user.post(`/${id}/products/pending`, { productId: 'EMPLOYEES' }).expect(200),
      user.post(`/${id}/products/pending`, { productId: 'RECRUITMENT' }).expect(200),
    ]);
    const { body } = await user.get(`/${id}`).expect(200);
    expect([...body.products.pending].sort()).toEqual(['EMPLOYEES', 'RECRUITMENT']);
  });
});

describe('contact info', () => {
  const CONTACT = {
    contactEmail: ' office@exemplu.ro ',
    dataProtectionResponsible: {
      isDpo: false,
      name: 'Ana Popescu',
      email: 'ana@exemplu.ro',
      phone: '0740 123 456',
    },
  };

  it('saves the contact e-mail and the responsible, marking CONTACT_INFO dirty once', async () => {
    const user = await userAgent();
    const { body: company } = await user.post('', { info: RO_INFO }).expect(201);
    const res = await user.put(`/${company.id}/contact-info`, CONTACT).expect(200);
    expect(res.body).toMatchObject({
      contactEmail: 'office@exemplu.ro',
      // Phones are stored without spaces.
      dataProtectionResponsible: { ...CONTACT.dataProtectionResponsible, phone: '0740123456' },
      dirty: ['COMPANY_INFO', 'CONTACT_INFO'],
    });
    const again = await user
      .put(`/${company.id}/contact-info`, {
        ...CONTACT,
        dataProtectionResponsible: { ...CONTACT.dataProtectionResponsible, isDpo: true },
      })
      .expect(200);
    expect(again.body.dataProtectionResponsible.isDpo).toBe(true);
    expect(again.body.dirty).toEqual(['COMPANY_INFO', 'CONTACT_INFO']);
  });

  it('keeps the day a DPO was communicated to ANSPDCP; a contact person has none, a day to come is refused', async () => {
    const user = await userAgent();
    const { body: company } = await user.post('', { info: RO_INFO }).expect(201);
    const dpo = { ...CONTACT.dataProtectionResponsible, isDpo: true, notifiedOn: '2026-02-10' };
    const saved = await user
      .put(`/${company.id}/contact-info`, { ...CONTACT, dataProtectionResponsible: dpo })
      .expect(200);
    expect(saved.body.dataProtectionResponsible.notifiedOn).toBe('2026-02-10');
    expect((await readCompany(svc.db, company.id))!.dataProtectionResponsible!.notifiedOn).toBe('2026-02-10');

    const future = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    for (const [notifiedOn, message] of [
      [future, 'validation.date.future'],
      ['2026-02-30', 'validation.date.invalid'],
    ]) {
      const res = await user
        .put(`/${company.id}/contact-info`, { ...CONTACT, dataProtectionResponsible: { ...dpo, notifiedOn } })
        .expect(400);
      expect(res.body.details).toEqual([{ path: 'dataProtectionResponsible.notifiedOn', message }]);
    }

    // A contact person is not communicated to the authority: a day sent with one is not kept.
    const contact = await user
      .put(`/${company.id}/contact-info`, {
        ...CONTACT,
        dataProtectionResponsible: { ...dpo, isDpo: false },
      })
      .expect(200);
    expect(contact.body.dataProtectionResponsible.notifiedOn).toBeNull();
  });

  it('reads a responsible saved before the question as not said (null)', async () => {
    const id = await insertTestCompany(svc.db, { adminIds: ['someone'] });
    await svc.db.query(`UPDATE companies.companies SET data_protection_responsible = $2 WHERE id = $1`, [
      id,
      { isDpo: true, name: 'Ana', email: 'ana@exemplu.ro', phone: '0740123456' },
    ]);
    expect((await readCompany(svc.db, id))!.dataProtectionResponsible).toEqual({
      isDpo: true,
      name: 'Ana',
      email: 'ana@exemplu.ro',
      phone: '0740123456',
      notifiedOn: null,
    });
  });

  it('requires every field, valid e-mails and the edition’s phone format; nothing is saved', async () => {
    const user = await userAgent();
    const { body: company } = await user.post('', { info: RO_INFO }).expect(201);
    const res = await user
      .put(`/${company.id}/contact-info`, {
        contactEmail: 'not-an-email',
        dataProtectionResponsible: { name: '', email: '', phone: '+40 740 123 456' },
      })
      .expect(400);
    // One message per field: an empty e-mail is "required", not also "invalid".
    expect(res.body.details).toEqual([
      { path: 'contactEmail', message: 'validation.email.invalid' },
      { path: 'dataProtectionResponsible.isDpo', message: 'validation.required' },
      { path: 'dataProtectionResponsible.name', message: 'validation.required' },
      { path: 'dataProtectionResponsible.email', message: 'validation.email.required' },
      // The RO edition takes exactly 10 digits.
      { path: 'dataProtectionResponsible.phone', message: 'validation.phone.invalidRo' },
    ]);
    const { body: after } = await user.get(`/${company.id}`).expect(200);
    expect(after).toMatchObject({
      contactEmail: null,
      dataProtectionResponsible: null,
      dirty: ['COMPANY_INFO'],
    });
  });

  it('takes an international phone on the INT edition, and refuses a national one', async () => {
    const user = await userAgent('int');
    const { body: company } = await user
      .post('', { info: { ...RO_INFO, country: 'DE', fiscalCode: 'DE123456789' } })
      .expect(201);
    const responsible = { ...CONTACT.dataProtectionResponsible, phone: '0740123456' };
    const bad = await user
      .put(`/${company.id}/contact-info`, { ...CONTACT, dataProtectionResponsible: responsible })
      .expect(400);
    expect(bad.body.details).toEqual([
      { path: 'dataProtectionResponsible.phone', message: 'validation.phone.invalidIntl' },
    ]);
    await user
      .put(`/${company.id}/contact-info`, {
        ...CONTACT,
        dataProtectionResponsible: { ...responsible, phone: '0049 30 1234567' },
      })
      .expect(200);
  });

  it('is refused to anyone but the company’s admins', async () => {
    const owner = await userAgent();
    const other = await userAgent();
    const { body: company } = await owner.post('', { info: RO_INFO }).expect(201);
    expect((await other.put(`/${company.id}/contact-info`, CONTACT).expect(403)).body.code).toBe('forbidden');
    expect((await owner.get(`/${company.id}`).expect(200)).body.contactEmail).toBeNull();
  });
});

describe('events', () => {
  const publish = <
    K extends 'order.paid' | 'order.refunded' | 'situations.changed' | 'documents.regenerated',
  >(
    type: K,
    payload: TPlatformEvent<K>,
  ) =>
    svc.db.transaction((tx) =>
      publishEvent(tx, PLATFORM_EVENTS, { source: 'test', type, payload } as PublishedEvent<
        typeof PLATFORM_EVENTS,
        K
      >),
    );

  async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    const until = Date.now() + 5000;
    for (;;) {
      const value = await read();
      if (done(value) || Date.now() > until) return value;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  const eventsAbout = (companyId: string, type: string) =>
    svc.db.query<{ payload: Record<string, unknown> }>(
      `SELECT payload FROM platform_events.events WHERE type = $1 AND payload->>'companyId' = $2 ORDER BY created_at`,
      [type, companyId],
    );

  it('publishes company.changed with every change that marks a source dirty', async () => {
    const user = await userAgent();
    const created = await user.post('', { info: RO_INFO, products: ['EMPLOYEES'] }).expect(201);
    const id = created.body.id as string;
    await user
      .put(`/${id}/contact-info`, {
        contactEmail: 'dpo@exemplu.ro',
        dataProtectionResponsible: {
          isDpo: false,
          name: 'Ana Pop',
          email: 'ana@exemplu.ro',
          phone: '0740123456',
        },
      })
      .expect(200);
    const changes = await eventsAbout(id, 'company.changed');
    expect(
      changes.map((c) => (c.payload['sources'] as Array<{ source: string }>).map((s) => s.source)),
    ).toEqual([['COMPANY_INFO', 'EMPLOYEES'], ['CONTACT_INFO']]);
  });

  it('marks a data subject dirty when its situations change, and says so', async () => {
    const user = await userAgent();
    const created = await user.post('', { info: RO_INFO }).expect(201);
    const id = created.body.id as string;
    await publish('situations.changed', { companyId: id, dataSubject: 'CANDIDATES' });
    const company = await eventually(
      async () => (await user.get(`/${id}`).expect(200)).body as TCompany,
      (c) => c.dirty.includes('CANDIDATES'),
    );
    expect(company.dirty).toEqual(['COMPANY_INFO', 'CANDIDATES']);
    const changes = await eventsAbout(id, 'company.changed');
    expect(changes.at(-1)?.payload['sources']).toEqual([
      { source: 'CANDIDATES', markedAt: expect.any(String) },
    ]);
  });

  it('clears a regenerated source only when the documents were made from its newest change', async () => {
    const user = await userAgent();
    const created = await user.post('', { info: RO_INFO, products: ['EMPLOYEES'] }).expect(201);
    const id = created.body.id as string;
    const [row] = await svc.db.query<{ dirty_marked_at: Record<string, string> }>(
      'SELECT dirty_marked_at FROM companies.companies WHERE id = $1',
      [id],
    );
    const marked = row!.dirty_marked_at;
    const older = new Date(Date.parse(marked['EMPLOYEES']!) - 1000).toISOString();
    await publish('documents.regenerated', {
      companyId: id,
      sources: [
        { source: 'COMPANY_INFO', markedAt: marked['COMPANY_INFO']! },
        // Made from data older than the last change: EMPLOYEES stays dirty.
        { source: 'EMPLOYEES', markedAt: older },
      ],
    });
    const company = await eventually(
      async () => (await user.get(`/${id}`).expect(200)).body as TCompany,
      (c) => !c.dirty.includes('COMPANY_INFO'),
    );
    expect(company.dirty).toEqual(['EMPLOYEES']);
  });

  it('applies a paid order once, and keeps retrying (visibly) an order for a company that does not exist', async () => {
    const user = await userAgent();
    const created = await user.post('', { info: RO_INFO, products: ['EMPLOYEES', 'DPA'] }).expect(201);
    const id = created.body.id as string;
    const paid = {
      orderId: `order-${id}`,
      companyId: id,
      platform: 'ro' as const,
      products: ['EMPLOYEES', 'DPA'],
      method: 'CARD' as const,
    };
    await publish('order.paid', paid);
    await publish('order.paid', paid);
    const company = await eventually(
      async () => (await user.get(`/${id}`).expect(200)).body as TCompany,
      (c) => c.products.purchased.length === 2,
    );
    expect(company.products).toEqual({ pending: [], configured: ['DPA'], purchased: ['EMPLOYEES', 'DPA'] });
    const purchases = await eventually(
      () => eventsAbout(id, 'company.purchased'),
      (rows) => rows.length > 0,
    );
    expect(purchases).toHaveLength(1);
    expect(purchases[0]!.payload).toMatchObject({
      orderId: paid.orderId,
      products: ['EMPLOYEES', 'DPA'],
      dirty: expect.arrayContaining([{ source: 'EMPLOYEES', markedAt: expect.any(String) }]),
    });
    // The purchase says so once: a company.changed beside it would have the documents made twice.
    const changes = (await eventsAbout(id, 'company.changed')).length;
    expect(changes).toBe(1); // the creation's

    await publish('order.paid', { ...paid, orderId: 'order-of-nobody', companyId: 'NoSuchCompany0000000' });
    const [failing] = await eventually(
      () =>
        svc.db.query<{ status: string; last_error: string | null }>(
          `SELECT d.status, d.last_error FROM platform_events.deliveries d
             JOIN platform_events.events e ON e.id = d.event_id
            WHERE d.consumer = 'companies' AND e.payload->>'orderId' = 'order-of-nobody'`,
        ),
      (rows) => rows[0]?.last_error != null,
    );
    expect(failing).toEqual({
      status: 'PENDING',
      last_error: 'company of paid order order-of-nobody not found',
    });
    const health = await request(svc.app).get('/platform/api/companies/health').expect(200);
    expect(health.body.events).toEqual({ pending: 1, dead: 0 });
  });

  describe('a refund takes the package back', () => {
    /** Waits until the companies consumer has handled the event (its delivery is DONE). */
    async function handled(eventId: string): Promise<void> {
      const rows = await eventually(
        () =>
          svc.db.query<{ status: string }>(
            `SELECT status FROM platform_events.deliveries WHERE consumer = 'companies' AND event_id = $1`,
            [eventId],
          ),
        (r) => r[0]?.status === 'DONE',
      );
      expect(rows).toEqual([{ status: 'DONE' }]);
    }

    async function companyWith(products: string[]) {
      const user = await userAgent();
      const created = await user.post('', { info: RO_INFO, products }).expect(201);
      const id = created.body.id as string;
      const read = async () => (await user.get(`/${id}`).expect(200)).body as TCompany;
      const paid = async (orderId: string, bought: string[]) =>
        handled(
          await publish('order.paid', {
            orderId,
            companyId: id,
            platform: 'ro',
            products: bought,
            method: 'CARD',
          }),
        );
      const refunded = async (orderId: string, bought: string[]) =>
        handled(
          await publish('order.refunded', { orderId, companyId: id, platform: 'ro', products: bought }),
        );
      return { user, id, read, paid, refunded };
    }

    it('takes back what the order bought, says when, tells the documents once; a replay changes nothing', async () => {
      const company = await companyWith(['EMPLOYEES', 'DPA']);
      await company.paid(`paid-${company.id}`, ['EMPLOYEES', 'DPA']);
      expect((await company.read()).products.purchased).toEqual(['EMPLOYEES', 'DPA']);

      const before = Date.now();
      await company.refunded(`paid-${company.id}`, ['EMPLOYEES', 'DPA']);
      const after = await company.read();
      // Back to "available to buy": neither bought nor in the cart; the configuration stays.
      expect(after.products).toEqual({ pending: [], configured: ['DPA'], purchased: [] });
      expect(after.refunds).toEqual([
        { product: 'EMPLOYEES', refundedAt: expect.any(String) },
        { product: 'DPA', refundedAt: expect.any(String) },
      ]);
      expect(Date.parse(after.refunds[0]!.refundedAt)).toBeGreaterThanOrEqual(before - 1000);
      const told = await eventsAbout(company.id, 'company.refunded');
      expect(told.map((e) => e.payload)).toEqual([
        {
          companyId: company.id,
          orderId: `paid-${company.id}`,
          products: ['EMPLOYEES', 'DPA'],
          dirty: expect.arrayContaining([{ source: 'EMPLOYEES', markedAt: expect.any(String) }]),
        },
      ]);
      // Their sources are marked again by the refund, as the purchase marked them.
      const markOf = (payload: Record<string, unknown>) =>
        Date.parse(
          (payload['dirty'] as Array<{ source: string; markedAt: string }>).find(
            (m) => m.source === 'EMPLOYEES',
          )!.markedAt,
        );
      const [purchase] = await eventsAbout(company.id, 'company.purchased');
      expect(markOf(told[0]!.payload)).toBeGreaterThan(markOf(purchase!.payload));

      // The same refund again (another event, as a provider repeating its notification would cause).
      await company.refunded(`paid-${company.id}`, ['EMPLOYEES', 'DPA']);
      expect(await company.read()).toEqual(after);
      expect(await eventsAbout(company.id, 'company.refunded')).toHaveLength(1);
    });

    it('keeps a package another paid, unrefunded order of the company also bought', async () => {
      const company = await companyWith(['EMPLOYEES', 'DPA']);
      await company.paid(`first-${company.id}`, ['EMPLOYEES', 'DPA']);
      // Two orders paid at once for the same package (each started before the other was paid).
      await company.paid(`second-${company.id}`, ['DPA']);
      await company.refunded(`first-${company.id}`, ['EMPLOYEES', 'DPA']);
      const after = await company.read();
      expect(after.products.purchased).toEqual(['DPA']);
      expect(after.refunds.map((r) => r.product)).toEqual(['EMPLOYEES']);
      const told = await eventsAbout(company.id, 'company.refunded');
      expect(told.map((e) => e.payload['products'])).toEqual([['EMPLOYEES']]);

      // Refunded too: now nothing holds it.
      await company.refunded(`second-${company.id}`, ['DPA']);
      expect((await company.read()).products.purchased).toEqual([]);
    });

    it('never undoes a later purchase: a late or replayed refund of the earlier order changes nothing', async () => {
      const company = await companyWith(['EMPLOYEES']);
      await company.paid(`old-${company.id}`, ['EMPLOYEES']);
      await company.refunded(`old-${company.id}`, ['EMPLOYEES']);
      expect((await company.read()).products.purchased).toEqual([]);

      // Bought again: back in the cart, then paid.
      await company.user.post(`/${company.id}/products/pending`, { productId: 'EMPLOYEES' }).expect(200);
      await company.paid(`new-${company.id}`, ['EMPLOYEES']);
      const rebought = await company.read();
      expect(rebought.products.purchased).toEqual(['EMPLOYEES']);
      expect(rebought.refunds).toEqual([]);

      await company.refunded(`old-${company.id}`, ['EMPLOYEES']);
      expect(await company.read()).toEqual(rebought);
      expect(await eventsAbout(company.id, 'company.refunded')).toHaveLength(1);
    });

    it('records a refund that arrives before its payment, so the late payment gives nothing', async () => {
      const company = await companyWith(['EMPLOYEES']);
      await company.refunded(`early-${company.id}`, ['EMPLOYEES']);
      await company.paid(`early-${company.id}`, ['EMPLOYEES']);
      const after = await company.read();
      expect(after.products).toEqual({ pending: ['EMPLOYEES'], configured: [], purchased: [] });
      expect(await eventsAbout(company.id, 'company.purchased')).toEqual([]);
      expect(await eventsAbout(company.id, 'company.refunded')).toEqual([]);
    });

    it('keeps retrying (visibly) a refund for a company that does not exist', async () => {
      await publish('order.refunded', {
        orderId: 'refund-of-nobody',
        companyId: 'NoSuchCompany0000001',
        platform: 'ro',
        products: ['DPA'],
      });
      const [failing] = await eventually(
        () =>
          svc.db.query<{ status: string; last_error: string | null }>(
            `SELECT d.status, d.last_error FROM platform_events.deliveries d
               JOIN platform_events.events e ON e.id = d.event_id
              WHERE d.consumer = 'companies' AND e.payload->>'orderId' = 'refund-of-nobody'`,
          ),
        (rows) => rows[0]?.last_error != null,
      );
      expect(failing).toEqual({
        status: 'PENDING',
        last_error: 'company of refunded order refund-of-nobody not found',
      });
    });
  });
});

describe('subscriptions in the migrations', () => {
  it('receives a refund published before the service first started', async () => {
    // A fresh database, migrated, the consumer not started yet (it registers its subscriptions
    // when it starts): a refund published now must still wait for it.
    const fresh = await startTestService(companiesService, { manualBackground: true });
    try {
      const companyId = await insertTestCompany(fresh.db, { adminIds: ['u1'], products: {} });
      await fresh.db.query(
        `UPDATE companies.companies SET products_purchased = '{DPA}', products_configured = '{DPA}' WHERE id = $1`,
        [companyId],
      );
      await fresh.db.query(
        `INSERT INTO companies.applied_orders (order_id, company_id, products) VALUES ('o1', $1, '{DPA}')`,
        [companyId],
      );
      await fresh.db.transaction((tx) =>
        publishEvent(tx, PLATFORM_EVENTS, {
          source: 'checkout',
          type: 'order.refunded',
          payload: { orderId: 'o1', companyId, platform: 'ro', products: ['DPA'] },
        }),
      );
      const waiting = await fresh.db.query<{ consumer: string }>(
        `SELECT d.consumer FROM platform_events.deliveries d
           JOIN platform_events.events e ON e.id = d.event_id WHERE e.type = 'order.refunded'`,
      );
      expect(waiting).toEqual([{ consumer: 'companies' }]);

      for (const task of fresh.background) await task.start();
      let purchased: string[] = ['DPA'];
      for (let i = 0; i < 200 && purchased.length > 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        const [row] = await fresh.db.query<{ products_purchased: string[] }>(
          'SELECT products_purchased FROM companies.companies WHERE id = $1',
          [companyId],
        );
        purchased = row!.products_purchased;
      }
      expect(purchased).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});
