/**
 * A refund takes the package back (docs/security.md#money-payment-notifications): checkout's `order.refunded` reaches the companies
 * service, which takes the products back and publishes `company.refunded`; the documents service
 * locks the documents that belonged only to them. The companies and documents services run over one
 * database with their real consumers, the renders go through the real renderer's Chromium, and the
 * test plays checkout: it publishes `order.paid` and `order.refunded` on the bus, as checkout does.
 *
 * The company buys the online shop (its privacy and cookie policies, the cookie banner texts and the
 * shop's consent form) in one order and the website package (the same three policies) in another.
 * Refunding the shop's order locks the consent form only: the policies are the website's too.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { companiesService } from '@conform/companies-service';
import { configuratorService } from '@conform/configurator-service';
import type { TCompany, TCompanyDocument, TCompanyDocuments } from '@conform/contracts';
import { PLATFORM_EVENTS, type TPlatformEvent } from '@conform/contracts/events';
import { rendererService } from '@conform/renderer';
import { publishEvent, type PublishedEvent } from '@conform/server-kit';
import { insertTestCompany, startTestService, type TestService } from '@conform/server-kit/testing';
import { unzipSync } from 'fflate';
import request from 'supertest';
import { documentsService } from '../src/app.ts';
import type { TDocumentsConfig } from '../src/config.ts';

const TOKEN = 'test-internal-token-0123456789abcdef';
const SLOW = 120_000;
const SHOP = 'ONLINE_SHOP';
const WEBSITE = 'ONLINE_APP';
/** The shop's own document: locked by the shop's refund. */
const CONSENT = 'CONSIMTAMANT_MAGAZIN_ONLINE';
/** Both packages have it: it stays. */
const PRIVACY = 'POLITICA_CONFIDENTIALITATE';

let renderer: TestService<unknown>;
let rendererServer: Server;
let documents: TestService<TDocumentsConfig>;
let companies: TestService<unknown>;

beforeAll(async () => {
  renderer = await startTestService(rendererService, {
    env: { INTERNAL_TOKEN: TOKEN, RENDER_POOL_SIZE: '2' },
  });
  rendererServer = renderer.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => rendererServer.once('listening', resolve));
  documents = await startTestService(documentsService, {
    alsoMigrate: [companiesService, configuratorService],
    env: {
      INTERNAL_TOKEN: TOKEN,
      LINK_SECRET: 'test-link-secret-0123456789abcdef0123456789',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'documents-refunds-')),
      JOB_POLL_MS: '50',
      RENDERER_URL: `http://127.0.0.1:${(rendererServer.address() as AddressInfo).port}`,
    },
  });
  companies = await startTestService(companiesService, { db: documents.db });
}, SLOW);
afterAll(async () => {
  await companies?.close();
  await documents?.close();
  rendererServer?.closeAllConnections();
  await new Promise((resolve) => rendererServer?.close(resolve));
  await renderer?.close();
});

/** What checkout publishes. */
function publish<K extends 'order.paid' | 'order.refunded' | 'company.refunded'>(
  type: K,
  payload: TPlatformEvent<K>,
): Promise<string> {
  return documents.db.transaction((tx) =>
    publishEvent(tx, PLATFORM_EVENTS, {
      source: type === 'company.refunded' ? 'companies' : 'checkout',
      type,
      payload,
    } as PublishedEvent<typeof PLATFORM_EVENTS, K>),
  );
}

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 600; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting until ${what}`);
}

/** Every delivery of the company's events of these types is handled (DONE). */
function handled(companyId: string, types: string[]) {
  return until(
    `${types.join(', ')} handled`,
    () =>
      documents.db.query<{ status: string }>(
        `SELECT d.status FROM platform_events.deliveries d
           JOIN platform_events.events e ON e.id = d.event_id
          WHERE e.type = ANY($1::text[]) AND e.payload->>'companyId' = $2`,
        [types, companyId],
      ),
    (rows) => rows.length > 0 && rows.every((r) => r.status === 'DONE'),
  );
}

const binary = (res: request.Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('a refund takes the package back', () => {
  const uid = 'refund-admin';
  let companyId: string;
  let auth: string;
  /** Links signed while the package was still bought. */
  let consentLink: string;
  let privacyLink: string;

  const list = async () =>
    (
      await request(documents.app)
        .get(`/platform/api/documents/companies/${companyId}`)
        .set('Authorization', auth)
        .expect(200)
    ).body as TCompanyDocuments;
  const find = (body: TCompanyDocuments, type: string, product?: string): TCompanyDocument | undefined =>
    body.groups
      .filter((g) => product === undefined || g.product === product)
      .flatMap((g) => g.documents)
      .find((d) => d.type === type && (product === undefined || d.product === product));
  const settled = () =>
    until(
      'no document is PROCESSING',
      list,
      (body) =>
        body.groups.flatMap((g) => g.documents).length > 0 &&
        body.groups.every((g) => g.documents.every((d) => d.status !== 'PROCESSING')),
    );
  const link = (type: string, body: object = {}) =>
    request(documents.app)
      .post(`/platform/api/documents/companies/${companyId}/documents/${type}/link`)
      .set('Authorization', auth)
      .send(body);
  const download = (url: string) => request(documents.app).get(url).buffer(true).parse(binary);
  const company = async () =>
    (
      await request(companies.app)
        .get(`/platform/api/companies/${companyId}`)
        .set('Authorization', `Bearer ${await companies.tokenFor({ uid })}`)
        .expect(200)
    ).body as TCompany;
  const versionsOf = async (type: string) =>
    (
      await documents.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM documents.document_versions WHERE company_id = $1 AND type = $2`,
        [companyId, type],
      )
    )[0]!.n;
  const archiveEntries = async () => {
    const res = await request(documents.app)
      .get(`/platform/api/documents/companies/${companyId}/archive`)
      .set('Authorization', auth)
      .buffer(true)
      .parse(binary)
      .expect(200);
    return Object.keys(unzipSync(new Uint8Array(res.body as Buffer)));
  };
  const fileName = async (url: string) =>
    (
      await documents.db.query<{ name: string }>(`SELECT name FROM documents.files WHERE id = $1`, [
        new URL(url, 'http://x').pathname.split('/').pop(),
      ])
    )[0]!.name;

  beforeAll(async () => {
    // Both packages in the cart, configured (the assistant's part is the configurator's tests').
    companyId = await insertTestCompany(documents.db, {
      adminIds: [uid],
      name: 'Magazinul Rambursat SRL',
      products: { pending: [SHOP, WEBSITE], configured: [SHOP, WEBSITE] },
    });
    auth = `Bearer ${await documents.tokenFor({ uid })}`;
    const paid = (orderId: string, products: string[]) =>
      publish('order.paid', { orderId, companyId, platform: 'ro', products, method: 'CARD' });
    await paid(`shop-${companyId}`, [SHOP]);
    await handled(companyId, ['order.paid', 'company.purchased']);
    await settled();
    await paid(`website-${companyId}`, [WEBSITE]);
    await handled(companyId, ['order.paid', 'company.purchased']);
    const body = await settled();
    expect(find(body, CONSENT)?.status).toBe('READY');
    expect(find(body, PRIVACY)?.status).toBe('READY');
    consentLink = (await link(CONSENT).expect(201)).body.url as string;
    privacyLink = (await link(PRIVACY).expect(201)).body.url as string;
    await download(consentLink).expect(200);
  }, SLOW);

  it(
    'locks the documents only the refunded package had, with the reason; a shared type stays',
    async () => {
      const before = await archiveEntries();
      const consentFile = await fileName(consentLink);
      expect(before).toContain(`PDF/${consentFile}`);

      await publish('order.refunded', {
        orderId: `shop-${companyId}`,
        companyId,
        platform: 'ro',
        products: [SHOP],
      });
      await handled(companyId, ['order.refunded', 'company.refunded']);
      const body = await settled();

      expect((await company()).products.purchased).toEqual([WEBSITE]);
      const shop = body.groups.find((g) => g.product === SHOP)!;
      expect(shop).toMatchObject({ available: false, refundedAt: expect.any(String) });
      expect(find(body, CONSENT)).toMatchObject({ status: 'LOCKED', product: SHOP, path: null, formats: [] });
      // The policies are the website's too: made again for it, and available.
      expect(find(body, PRIVACY, WEBSITE)).toMatchObject({ status: 'READY', formats: ['pdf', 'docx'] });
      expect(body.groups.find((g) => g.product === WEBSITE)).toMatchObject({
        available: true,
        refundedAt: null,
      });

      // Not downloadable: no new link, not an earlier version, not the link signed before.
      const refused = await link(CONSENT).expect(403);
      expect(refused.body).toEqual({ code: 'forbidden', message: expect.stringMatching(/locked.*refunded/) });
      await link(CONSENT, { version: 1 }).expect(403);
      const old = await download(consentLink).expect(403);
      expect(JSON.parse((old.body as Buffer).toString()).message).toMatch(/locked.*refunded/);
      // A shared type's earlier file is still the company's.
      await download(privacyLink).expect(200);
      await link(PRIVACY).expect(201);

      // The archive leaves it out, and keeps the rest.
      const after = await archiveEntries();
      expect(after).not.toContain(`PDF/${consentFile}`);
      expect(after.filter((e) => e.startsWith('PDF/'))).toHaveLength(
        before.filter((e) => e.startsWith('PDF/')).length - 1,
      );
    },
    SLOW,
  );

  it(
    'does not make a locked document again, even from a render queued before the refund',
    async () => {
      const versions = await versionsOf(CONSENT);
      // As the shop's documents were queued by a change just before the refund was applied.
      await documents.db.query(
        `INSERT INTO documents.render_jobs (id, key, payload, status)
         VALUES (gen_random_uuid()::text, $1, $2, 'QUEUED')`,
        [
          `${companyId}:${CONSENT}`,
          JSON.stringify({ companyId, type: CONSENT, product: SHOP, locale: 'ro' }),
        ],
      );
      await until(
        'the queued render is taken',
        () =>
          documents.db.query(`SELECT 1 FROM documents.render_jobs WHERE key = $1`, [
            `${companyId}:${CONSENT}`,
          ]),
        (rows) => rows.length === 0,
      );
      expect(find(await list(), CONSENT)?.status).toBe('LOCKED');
      expect(await versionsOf(CONSENT)).toBe(versions);

      // Nor does "generate documents".
      await request(documents.app)
        .put(`/platform/api/companies/${companyId}/documents/update`)
        .set('Authorization', auth)
        .expect(202);
      expect(find(await settled(), CONSENT)?.status).toBe('LOCKED');
      expect(await versionsOf(CONSENT)).toBe(versions);
    },
    SLOW,
  );

  it(
    'changes nothing more for the same refund again',
    async () => {
      const statuses = async () =>
        (await list()).groups.flatMap((g) =>
          g.documents.map((d) => `${g.product}/${d.type}: ${d.status} v${d.version ?? '-'}`),
        );
      const before = await statuses();
      const companyBefore = await company();
      await publish('order.refunded', {
        orderId: `shop-${companyId}`,
        companyId,
        platform: 'ro',
        products: [SHOP],
      });
      await handled(companyId, ['order.refunded', 'company.refunded']);
      expect(await company()).toEqual(companyBefore);
      expect(await statuses()).toEqual(before);
    },
    SLOW,
  );

  it(
    'makes the documents again when the package is bought again, and a late refund then locks nothing',
    async () => {
      const versions = await versionsOf(CONSENT);
      await publish('order.paid', {
        orderId: `again-${companyId}`,
        companyId,
        platform: 'ro',
        products: [SHOP],
        method: 'CARD',
      });
      await handled(companyId, ['order.paid', 'company.purchased']);
      let body = await settled();
      // Its text is what it was before the refund: available again on the same version, not a new one.
      expect(find(body, CONSENT)).toMatchObject({ status: 'READY', product: SHOP, version: versions });
      expect(body.groups.find((g) => g.product === SHOP)).toMatchObject({
        available: true,
        refundedAt: null,
      });
      const fresh = (await link(CONSENT).expect(201)).body.url as string;
      await download(fresh).expect(200);
      expect(await archiveEntries()).toContain(`PDF/${await fileName(fresh)}`);

      // The first order's refund delivered again, and the documents service told of it late.
      await publish('order.refunded', {
        orderId: `shop-${companyId}`,
        companyId,
        platform: 'ro',
        products: [SHOP],
      });
      await publish('company.refunded', {
        companyId,
        orderId: `shop-${companyId}`,
        products: [SHOP],
        dirty: [],
      });
      await handled(companyId, ['order.refunded', 'company.refunded']);
      body = await settled();
      expect((await company()).products.purchased).toEqual([WEBSITE, SHOP]);
      expect(find(body, CONSENT)?.status).toBe('READY');
      await download(fresh).expect(200);
    },
    SLOW,
  );
});

describe('subscriptions in the migrations', () => {
  it('keeps a company.refunded published before the documents service first started', async () => {
    // Migrated, its consumer not started yet (a consumer registers its subscriptions when it starts).
    const fresh = await startTestService(documentsService, {
      alsoMigrate: [companiesService, configuratorService],
      manualBackground: true,
      env: { INTERNAL_TOKEN: TOKEN, DATA_DIR: mkdtempSync(join(tmpdir(), 'documents-refunds-')) },
    });
    try {
      await fresh.db.transaction((tx) =>
        publishEvent(tx, PLATFORM_EVENTS, {
          source: 'companies',
          type: 'company.refunded',
          payload: { companyId: 'c1', orderId: 'o1', products: [SHOP], dirty: [] },
        }),
      );
      const waiting = await fresh.db.query<{ consumer: string; status: string }>(
        `SELECT d.consumer, d.status FROM platform_events.deliveries d
           JOIN platform_events.events e ON e.id = d.event_id WHERE e.type = 'company.refunded'`,
      );
      expect(waiting).toEqual([{ consumer: 'documents', status: 'PENDING' }]);
    } finally {
      await fresh.close();
    }
  });
});
