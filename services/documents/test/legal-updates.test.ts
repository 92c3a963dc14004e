/**
 * Legal updates (docs/legal-updates.md): a new content version recorded once (a baseline without a
 * wave on the first start), its wave queued in the render queue's background lane for the affected
 * documents only, an edit claimed before the wave, and the version a wave makes naming the update
 * in its history.
 */
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { companiesService } from '@conform/companies-service';
import { configuratorService } from '@conform/configurator-service';
import { createLogger } from '@conform/server-kit';
import { insertTestCompany, startTestService, type TestService } from '@conform/server-kit/testing';
import { ZCompanyLegalUpdatesSchema } from '@conform/contracts';
import request from 'supertest';
import { documentsService } from '../src/app.ts';
import type { TDocumentsConfig } from '../src/config.ts';
import { createDocumentsRepository } from '../src/documents/repository.ts';
import { createFsStorage } from '../src/files/storage.ts';
import { createRenderQueue, renderKey } from '../src/generation/queue.ts';
import type { RendererClient } from '../src/generation/renderer-client.ts';
import { createRenderWorker } from '../src/generation/worker.ts';
import { HISTORY_SECTION } from '../src/engine/history.ts';
import { inlineText, type DocumentTree } from '../src/engine/tree.ts';
import { contentUpdates, createLegalUpdates, typesAffectedBy } from '../src/legal-updates/legal-updates.ts';

const silent = createLogger({ name: 'test', level: 'silent' });
const GUIDE = 'GHID_UTILIZARE_DOCUMENTE';
const NOTICE = 'NOTA_INFORMARE_ANGAJATI';
const COOKIES = 'POLITICA_COOKIES';

let svc: TestService<TDocumentsConfig>;

beforeAll(async () => {
  svc = await startTestService(documentsService, {
    alsoMigrate: [companiesService, configuratorService],
    manualBackground: true,
    env: {
      INTERNAL_TOKEN: 'test-internal-token-0123456789abcdef',
      LINK_SECRET: 'test-link-secret-0123456789abcdef0123456789',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'legal-updates-data-')),
      RENDERER_URL: 'http://127.0.0.1:9',
      JOB_CONCURRENCY: '1',
    },
  });
}, 60_000);
afterAll(() => svc.close());
beforeEach(async () => {
  await svc.db.exec(`DELETE FROM documents.legal_update_companies; DELETE FROM documents.legal_updates;
    DELETE FROM documents.render_jobs; DELETE FROM documents.documents;`);
});

/** A content directory of three types and a clause two of them include, each at version 1. */
function contentDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'legal-updates-content-'));
  const folder = (name: string, ro: string) => {
    mkdirSync(join(dir, name), { recursive: true });
    writeFileSync(join(dir, name, 'ro.md'), ro);
    writeFileSync(join(dir, name, 'en.md'), ro);
    writeFileSync(
      join(dir, name, 'CHANGELOG.md'),
      `# Changelog\n\n## 1 (2026-01-05)\n\n- What: first.\n- Why: first.\n- Source: GDPR Art. 13.\n- Content: sha256:${'0'.repeat(64)}\n`,
    );
  };
  folder(NOTICE, `## A {#a}\n\n{% render 'rights' %}\n`);
  folder(COOKIES, `## A {#a}\n\n{% render 'rights' %}\n`);
  folder(GUIDE, `## A {#a}\n\nText.\n`);
  folder('_shared/rights', `{% render 'complaint' %}\n`);
  folder('_shared/complaint', `Text.\n`);
  return dir;
}

/** The directory as the next release has it: a copy with a new version of a folder. */
function withVersion(dir: string, folder: string, version: number, lines = ''): string {
  const next = mkdtempSync(join(tmpdir(), 'legal-updates-content-'));
  cpSync(dir, next, { recursive: true });
  appendFileSync(
    join(next, folder, 'CHANGELOG.md'),
    `\n## ${version} (2026-11-29)\n\n- What: the rights told again.\n- Why: the authority's guidance.\n- Source: GDPR Art. 15; ANSPDCP guidance 2026.\n${lines}- Content: sha256:${'1'.repeat(64)}\n`,
  );
  return next;
}

const updates = (dir: string, now?: () => Date) =>
  createLegalUpdates({
    db: svc.db,
    queue: createRenderQueue({
      db: svc.db,
      documents: createDocumentsRepository(svc.db.orm),
      maxAttempts: 3,
      leaseSeconds: 60,
    }),
    logger: silent,
    intervalMs: 0,
    contentDir: dir,
    batchSize: 2,
    ...(now ? { now } : {}),
  });

/** A company with documents made (READY, a file) and, for the cookie policy, one still queued. */
async function companyWithDocuments(types: Array<[string, string]>): Promise<string> {
  const companyId = await insertTestCompany(svc.db, { adminIds: ['u-admin'] });
  for (const [type, status] of types)
    await svc.db.query(
      `INSERT INTO documents.documents (company_id, type, product, status, file_id, locale, version)
       VALUES ($1, $2, 'UTILS', $3, $4, 'ro', $5)`,
      [companyId, type, status, status === 'READY' ? `f-${type}` : null, status === 'READY' ? 1 : null],
    );
  return companyId;
}

const jobs = () =>
  svc.db
    .query<{ key: string; lane: number; payload: { legalUpdateId?: string; locale: string } }>(
      `SELECT key, lane, payload FROM documents.render_jobs`,
    )
    .then((rows) => rows.sort(byKey));
const byKey = (x: { key: string }, y: { key: string }) => (x.key < y.key ? -1 : 1);

/** The `legal-update.published` events naming an update (each lists the updates it tells). */
const toldOf = (updateId: string) =>
  svc.db.query<{
    payload: {
      companyId: string;
      documents: number;
      updates: Array<{ updateId: string; title: { ro: string }; summary: { ro: string }; effective: string }>;
    };
  }>(
    `SELECT payload FROM platform_events.events
      WHERE type = 'legal-update.published' AND payload->'updates' @> $1::jsonb ORDER BY id`,
    [JSON.stringify([{ updateId }])],
  );

describe('detecting legal updates', () => {
  it('finds the types a shared clause reaches, at any depth', () => {
    const dir = contentDir();
    expect(typesAffectedBy('_shared/complaint', dir)).toEqual([NOTICE, COOKIES].sort());
    expect(typesAffectedBy('_shared/rights', dir)).toEqual([NOTICE, COOKIES].sort());
    expect(typesAffectedBy(GUIDE, dir)).toEqual([GUIDE]);
    expect(contentUpdates(dir).map((u) => u.key)).toEqual([
      `CONTENT:${GUIDE}@1`,
      `CONTENT:${NOTICE}@1`,
      `CONTENT:${COOKIES}@1`,
      'CONTENT:_shared/complaint@1',
      'CONTENT:_shared/rights@1',
    ]);
  });

  it('records the versions found at the first start as a baseline, without a wave; a restart records nothing', async () => {
    const dir = contentDir();
    await companyWithDocuments([[NOTICE, 'READY']]);
    const first = await updates(dir).runOnce();
    expect(first).toMatchObject({ baseline: true, queued: 0 });
    expect(first.recorded.filter((key) => key.startsWith('CONTENT:'))).toHaveLength(5);
    expect(await jobs()).toEqual([]);
    expect(await updates(dir).runOnce()).toEqual({ recorded: [], baseline: false, queued: 0 });
  });

  it('records a new version once, even by two processes at once, and queues its wave in the background lane for the affected documents only', async () => {
    const dir = contentDir();
    await updates(dir).runOnce();
    const a = await companyWithDocuments([
      [NOTICE, 'READY'],
      [COOKIES, 'READY'],
      [GUIDE, 'READY'],
    ]);
    const b = await companyWithDocuments([[NOTICE, 'READY']]);
    const c = await companyWithDocuments([[NOTICE, 'READY']]);
    // Not made yet (its first render is queued or failed): the wave leaves it to that render.
    const d = await companyWithDocuments([[NOTICE, 'ERROR']]);
    const next = withVersion(
      dir,
      NOTICE,
      2,
      '- Ro: drepturile angajaților sunt explicate din nou.\n- En: the employees’ rights are explained again.\n',
    );
    const [one, two] = await Promise.all([updates(next).runOnce(), updates(next).runOnce()]);
    expect([...one.recorded, ...two.recorded]).toEqual([`CONTENT:${NOTICE}@2`]);
    const [update] = await svc.db.query<{
      id: string;
      kind: string;
      titleRo: string;
      titleEn: string;
      summaryRo: string;
      summaryEn: string;
      sources: string[];
      types: string[];
      waved: boolean;
    }>(
      `SELECT id, kind, title_ro AS "titleRo", title_en AS "titleEn", summary_ro AS "summaryRo",
              summary_en AS "summaryEn", sources, types, waved_at IS NOT NULL AS waved
         FROM documents.legal_updates WHERE key = $1`,
      [`CONTENT:${NOTICE}@2`],
    );
    expect(update).toMatchObject({
      kind: 'CONTENT',
      titleRo: expect.stringMatching(/: versiunea 2 a modelului$/),
      titleEn: expect.stringMatching(/: version 2 of the template$/),
      summaryRo: 'drepturile angajaților sunt explicate din nou.',
      summaryEn: 'the employees’ rights are explained again.',
      sources: ['GDPR Art. 15; ANSPDCP guidance 2026.'],
      types: [NOTICE],
      waved: true,
    });
    // Three companies in batches of two, each company's notice once, in the background lane.
    expect(await jobs()).toEqual(
      [a, b, c]
        .map((companyId) => ({
          key: renderKey({ companyId, type: NOTICE }),
          lane: 1,
          payload: expect.objectContaining({ legalUpdateId: update!.id, locale: 'ro' }),
        }))
        .sort(byKey),
    );
    const reached = await svc.db.query<{ companyId: string }>(
      `SELECT company_id AS "companyId" FROM documents.legal_update_companies WHERE update_id = $1`,
      [update!.id],
    );
    expect(reached.map((r) => r.companyId).sort()).toEqual([a, b, c].sort());
    expect(reached.map((r) => r.companyId)).not.toContain(d);
    // Each company reached is told once, with the update's words and its documents' count.
    const told = await toldOf(update!.id);
    expect(told.map((e) => e.payload.companyId).sort()).toEqual([a, b, c].sort());
    expect(told[0]!.payload).toMatchObject({
      updates: [
        {
          updateId: update!.id,
          title: { ro: update!.titleRo, en: update!.titleEn },
          summary: { ro: 'drepturile angajaților sunt explicate din nou.' },
          effective: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        },
      ],
      documents: 1,
    });
    // A restart: nothing recorded or queued again.
    await svc.db.exec(`DELETE FROM documents.render_jobs`);
    expect(await updates(next).runOnce()).toEqual({ recorded: [], baseline: false, queued: 0 });
    expect(await jobs()).toEqual([]);
    expect(await toldOf(update!.id)).toHaveLength(3);
  });

  it('a shared clause’s new version reaches every type that includes it', async () => {
    const dir = contentDir();
    await updates(dir).runOnce();
    const a = await companyWithDocuments([
      [NOTICE, 'READY'],
      [COOKIES, 'READY'],
      [GUIDE, 'READY'],
    ]);
    const result = await updates(withVersion(dir, '_shared/complaint', 2)).runOnce();
    expect(result.recorded).toEqual(['CONTENT:_shared/complaint@2']);
    expect((await jobs()).map((j) => j.key)).toEqual(
      [renderKey({ companyId: a, type: COOKIES }), renderKey({ companyId: a, type: NOTICE })].sort(),
    );
  });

  it('an edit queued during a wave is claimed before the wave’s renders, and takes over its own document’s wave render', async () => {
    const dir = contentDir();
    await updates(dir).runOnce();
    const companies = [];
    for (let i = 0; i < 4; i++) companies.push(await companyWithDocuments([[NOTICE, 'READY']]));
    await updates(withVersion(dir, NOTICE, 2, '- Ro: r.\n- En: e.\n')).runOnce();
    const queue = createRenderQueue({
      db: svc.db,
      documents: createDocumentsRepository(svc.db.orm),
      maxAttempts: 3,
      leaseSeconds: 60,
    });
    const edited = companies[3]!;
    await svc.db.transaction((tx) =>
      queue.enqueue(tx, {
        key: renderKey({ companyId: edited, type: NOTICE }),
        payload: { companyId: edited, type: NOTICE, product: 'UTILS', locale: 'ro' },
      }),
    );
    expect(await jobs()).toHaveLength(4);
    const first = await queue.claim();
    expect(first?.key).toBe(renderKey({ companyId: edited, type: NOTICE }));
    // The edit keeps the update its document's wave render was for (its version is both).
    const waved = (await queue.claim())?.payload.legalUpdateId;
    expect(waved).toEqual(expect.any(String));
    expect(first?.payload.legalUpdateId).toBe(waved);
  });
});

describe('the version a wave makes', () => {
  it('names the legal update in the document’s history; a document whose text does not change keeps its version', async () => {
    const storageDir = mkdtempSync(join(tmpdir(), 'legal-updates-files-'));
    const documents = createDocumentsRepository(svc.db.orm);
    const queue = createRenderQueue({ db: svc.db, documents, maxAttempts: 3, leaseSeconds: 60 });
    const renderer = {
      poolSize: () => Promise.resolve(1),
      renderPdf: () => Promise.resolve(Buffer.from('%PDF-1.7 a legal update')),
    } as unknown as RendererClient;
    const worker = createRenderWorker({
      db: svc.db,
      queue,
      documents,
      storage: createFsStorage(storageDir),
      renderer,
      logger: silent,
      pollMs: 20,
      concurrency: 2,
    });
    const companyId = await insertTestCompany(svc.db, { adminIds: ['u-admin'], name: 'Alfa SRL' });
    await svc.db.query(
      `INSERT INTO documents.documents (company_id, type, product, status) VALUES ($1, $2, 'UTILS', 'PROCESSING')`,
      [companyId, GUIDE],
    );
    const versions = () =>
      svc.db.query<{ version: number; legalUpdateId: string | null; tree: DocumentTree }>(
        `SELECT version, legal_update_id AS "legalUpdateId", docx_source->'tree' AS tree
           FROM documents.document_versions WHERE company_id = $1 AND type = $2 ORDER BY version`,
        [companyId, GUIDE],
      );
    const settle = async (count: number) => {
      for (let i = 0; i < 300; i++) {
        const [{ left } = { left: 1 }] = await svc.db.query<{ left: number }>(
          `SELECT count(*)::int AS left FROM documents.render_jobs WHERE status <> 'FAILED'`,
        );
        if (left === 0 && (await versions()).length >= count) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    await worker.start();
    try {
      // The first version, made for the company (interactive).
      await svc.db.transaction((tx) =>
        queue.enqueue(tx, {
          key: renderKey({ companyId, type: GUIDE }),
          payload: { companyId, type: GUIDE, product: 'UTILS', locale: 'ro' },
        }),
      );
      await settle(1);
      expect((await versions()).map((v) => v.version)).toEqual([1]);

      const dir = contentDir();
      await updates(dir).runOnce();
      // The guide's content goes up, and its text for this company is the same: no new version.
      await updates(
        withVersion(dir, GUIDE, 2, '- Ro: ghidul explicat din nou.\n- En: the guide again.\n'),
      ).runOnce();
      await settle(1);
      expect((await versions()).map((v) => v.version)).toEqual([1]);

      // The next update finds the text changed (here by the company's name, the documents' own
      // content being the release's): a new version, made for the update, says so.
      await svc.db.query(
        `UPDATE companies.companies SET info = info || '{"name": "Beta SRL"}' WHERE id = $1`,
        [companyId],
      );
      await updates(
        withVersion(withVersion(dir, GUIDE, 2, '- Ro: a.\n- En: a.\n'), GUIDE, 3, '- Ro: b.\n- En: b.\n'),
      ).runOnce();
      await settle(2);
    } finally {
      await worker.stop();
    }
    const [update] = await svc.db.query<{ id: string; title: string }>(
      `SELECT id, title_ro AS title FROM documents.legal_updates WHERE key = $1`,
      [`CONTENT:${GUIDE}@3`],
    );
    const made = await versions();
    expect(made.map((v) => [v.version, v.legalUpdateId])).toEqual([
      [1, null],
      [2, update!.id],
    ]);
    const history = made[1]!.tree.sections.find((s) => s.id === HISTORY_SECTION)!;
    const table = history.blocks.find((b) => b.kind === 'table');
    if (table?.kind !== 'table') throw new Error('no history table');
    expect(table.rows.map((row) => inlineText(row[3]!))).toEqual([
      '—',
      `Actualizare legislativă: ${update!.title}; datele companiei`,
    ]);
    expect(update!.title).toMatch(/: versiunea 3 a modelului$/);

    // The evidence ledger: each update applied to the company, with the versions it made.
    const applied = await svc.db.query<{ subject: string; details: { versions: unknown[] } }>(
      `SELECT subject, details FROM documents.evidence_ledger
        WHERE company_id = $1 AND kind = 'LEGAL_UPDATE' ORDER BY seq`,
      [companyId],
    );
    expect(applied).toEqual([
      { subject: `CONTENT:${GUIDE}@2`, details: expect.objectContaining({ versions: [] }) },
      {
        subject: `CONTENT:${GUIDE}@3`,
        details: expect.objectContaining({ versions: [{ type: GUIDE, version: 2 }] }),
      },
    ]);

    // The admin's list: both updates, newest first; the redline of the version the second made,
    // none for the first (the text did not change: the document kept its version).
    const api = `/platform/api/documents/companies/${companyId}/legal-updates`;
    const auth = `Bearer ${await svc.tokenFor({ uid: 'u-admin' })}`;
    const listed = await request(svc.app).get(api).set('Authorization', auth).expect(200);
    expect(listed.headers['cache-control']).toBe('no-store');
    const body = ZCompanyLegalUpdatesSchema.parse(listed.body);
    expect(body.updates.map((u) => [u.title.ro.replace(/^.*: /, ''), u.confirmedAt])).toEqual([
      ['versiunea 3 a modelului', null],
      ['versiunea 2 a modelului', null],
    ]);
    const [latest, earlier] = body.updates;
    expect(latest!.summary).toEqual({ ro: 'b.', en: 'b.' });
    expect(latest!.documents).toHaveLength(1);
    // The guide's blanks (the company's contact details) were there before: no new question.
    expect(latest!.documents[0]).toMatchObject({ type: GUIDE, blanks: 0, diff: { from: 1, to: 2 } });
    const words = latest!.documents[0]!.diff!.sections.flatMap((s) => s.parts);
    expect(words).toContainEqual({ op: 'removed', text: expect.stringContaining('Alfa') });
    expect(words).toContainEqual({ op: 'added', text: expect.stringContaining('Beta') });
    expect(earlier!.documents[0]).toMatchObject({ type: GUIDE, diff: null });

    // Confirmed by an admin: once, kept; bad input and strangers refused.
    const confirm = `${api}/${latest!.id}/confirm`;
    const stranger = `Bearer ${await svc.tokenFor({ uid: 'u-stranger' })}`;
    await request(svc.app).post(confirm).set('Authorization', stranger).send({}).expect(403);
    const refused = await request(svc.app)
      .post(confirm)
      .set('Authorization', auth)
      .send({ at: 'now' })
      .expect(400);
    expect(refused.body.code).toBe('validation');
    await request(svc.app)
      .post(`${api}/no-such-update/confirm`)
      .set('Authorization', auth)
      .send({})
      .expect(404);
    await request(svc.app).get(api).set('Authorization', stranger).expect(403);
    await request(svc.app).post(confirm).set('Authorization', auth).send({}).expect(204);
    await request(svc.app).post(confirm).set('Authorization', auth).send({}).expect(204);
    const after = ZCompanyLegalUpdatesSchema.parse(
      (await request(svc.app).get(api).set('Authorization', auth).expect(200)).body,
    );
    expect(after.updates[0]!.confirmedAt).toEqual(expect.any(String));
    expect(after.updates[1]!.confirmedAt).toBeNull();
    const [who] = await svc.db.query<{ by: string }>(
      `SELECT confirmed_by AS by FROM documents.legal_update_companies WHERE update_id = $1`,
      [latest!.id],
    );
    expect(who?.by).toBe('u-admin');
  });
});
