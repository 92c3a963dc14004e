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
import { ZCompanyLegalUpdatesSchema, ZDocumentVersionsSchema } from '@conform/contracts';
import request from 'supertest';
import { documentsService } from '../src/app.ts';
import type { TDocumentsConfig } from '../src/config.ts';
import { createDocumentsRepository } from '../src/documents/repository.ts';
import { createFsStorage } from '../src/files/storage.ts';
import { createRenderQueue, renderKey } from '../src/generation/queue.ts';
import type { RendererClient } from '../src/generation/renderer-client.ts';
import { createRenderWorker } from '../src/generation/worker.ts';
import { HISTORY_SECTION } from '../src/engine/history.ts';
import { CONTENT_DIR } from '../src/engine/content/engine.ts';
import { changelogOf } from '../src/engine/content/versions.ts';
import { inlineText, type DocumentTree } from '../src/engine/tree.ts';
import {
  contentTypes,
  contentUpdates,
  createLegalUpdates,
  parameterUpdates,
  typesAffectedBy,
  typesReadingParameter,
} from '../src/legal-updates/legal-updates.ts';
import { legalParameters, type TLegalParameters } from '@conform/catalogues';
import { createLegalUpdatesDomain } from '../src/legal-updates/routes.ts';
import { startOfDayIn, todayIn } from '../src/registers/deadlines.ts';

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

const updates = (dir: string | undefined, now?: () => Date, parameters?: TLegalParameters) =>
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
    ...(dir ? { contentDir: dir } : {}),
    batchSize: 2,
    ...(now ? { now } : {}),
    ...(parameters ? { parameters } : {}),
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
    .query<{ key: string; lane: number; payload: { legalUpdateIds?: string[]; locale: string } }>(
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
      updates: Array<{
        updateId: string;
        title: { ro: string };
        summary: { ro: string; en: string };
        effective: string;
      }>;
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
          payload: expect.objectContaining({ legalUpdateIds: [update!.id], locale: 'ro' }),
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
    const waved = (await queue.claim())?.payload.legalUpdateIds;
    expect(waved).toEqual([expect.any(String)]);
    expect(first?.payload.legalUpdateIds).toEqual(waved);
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
      svc.db.query<{ version: number; legalUpdateIds: string[]; tree: DocumentTree }>(
        `SELECT version, legal_update_ids AS "legalUpdateIds", docx_source->'tree' AS tree
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
    expect(made.map((v) => [v.version, v.legalUpdateIds])).toEqual([
      [1, []],
      [2, [update!.id]],
    ]);
    const history = made[1]!.tree.sections.find((s) => s.id === HISTORY_SECTION)!;
    const table = history.blocks.find((b) => b.kind === 'table');
    if (table?.kind !== 'table') throw new Error('no history table');
    expect(table.rows.map((row) => inlineText(row[3]!))).toEqual([
      '—',
      `Actualizare legislativă: ${update!.title}; datele companiei`,
    ]);
    expect(update!.title).toMatch(/: versiunea 3 a modelului$/);

    // The documents page's list of versions says why each was made, in the history's words, in both
    // languages: the legal update by its title (the first version gives no reason).
    const [titles] = await svc.db.query<{ ro: string; en: string }>(
      `SELECT title_ro AS ro, title_en AS en FROM documents.legal_updates WHERE id = $1`,
      [update!.id],
    );
    const listedVersions = await request(svc.app)
      .get(`/platform/api/documents/companies/${companyId}/documents/${GUIDE}/versions`)
      .set('Authorization', `Bearer ${await svc.tokenFor({ uid: 'u-admin' })}`)
      .expect(200);
    expect(listedVersions.headers['cache-control']).toBe('no-store');
    expect(
      ZDocumentVersionsSchema.parse(listedVersions.body).versions.map((v) => [v.version, v.reason]),
    ).toEqual([
      [
        2,
        {
          ro: `Actualizare legislativă: ${titles!.ro}; datele companiei`,
          en: `Legal update: ${titles!.en}; the company's data`,
        },
      ],
      [1, null],
    ]);

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

/** What the 96 hours mean for the company, as the table says it. */
const BREACH_EXPLANATION = {
  ro: 'Aveți la dispoziție 96 de ore, în loc de 72, pentru a notifica ANSPDCP o încălcare a securității datelor, din momentul în care ați luat cunoștință de ea.',
  en: 'You have 96 hours, instead of 72, to notify the ANSPDCP of a personal data breach, from the moment you become aware of it.',
};

/**
 * The catalogue's table with the breach notification deadline going from 72 to 96 hours on `day`,
 * explained (or not, as a table written before explanations).
 */
function breachHoursFrom(day: string, explained = true): TLegalParameters {
  const breach = legalParameters.BREACH_NOTIFICATION_HOURS;
  return {
    ...legalParameters,
    BREACH_NOTIFICATION_HOURS: {
      ...breach,
      values: [
        ...breach.values,
        {
          value: 96,
          from: day,
          source: { ro: 'art. 33 alin. (1) din GDPR, modificat', en: 'Article 33(1) GDPR as amended' },
          ...(explained ? { explanation: BREACH_EXPLANATION } : {}),
        },
      ],
    },
  };
}

const BREACH_PROCEDURE = 'POLITICA_INCALCARI_SECURITATE';

/** A worker rendering with a table of legal figures (the catalogue's when none). */
function renderWorker(parameters?: TLegalParameters) {
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
    storage: createFsStorage(mkdtempSync(join(tmpdir(), 'legal-updates-files-'))),
    renderer,
    logger: silent,
    pollMs: 20,
    concurrency: 2,
    ...(parameters ? { parameters } : {}),
  });
  return { worker, queue };
}

const versionsOf = (companyId: string, type: string) =>
  svc.db.query<{ version: number; legalUpdateIds: string[]; tree: DocumentTree }>(
    `SELECT version, legal_update_ids AS "legalUpdateIds", docx_source->'tree' AS tree
       FROM documents.document_versions WHERE company_id = $1 AND type = $2 ORDER BY version`,
    [companyId, type],
  );

/** Waits for the queue to empty and a document to reach `count` versions. */
async function settle(companyId: string, type: string, count: number): Promise<void> {
  for (let i = 0; i < 400; i++) {
    const [{ left } = { left: 1 }] = await svc.db.query<{ left: number }>(
      `SELECT count(*)::int AS left FROM documents.render_jobs WHERE status <> 'FAILED'`,
    );
    if (left === 0 && (await versionsOf(companyId, type)).length >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${type}: ${count} versions not made`);
}

/** A render worker (with `parameters`: the figures' table) run until `type` has `count` versions; `enqueue` first queues with its queue. */
async function renderUntil(
  companyId: string,
  type: string,
  count: number,
  options: {
    parameters?: TLegalParameters;
    enqueue?: (queue: ReturnType<typeof renderWorker>['queue']) => Promise<unknown>;
  } = {},
): Promise<void> {
  const { worker, queue } = renderWorker(options.parameters);
  await worker.start();
  try {
    await options.enqueue?.(queue);
    await settle(companyId, type, count);
  } finally {
    await worker.stop();
  }
}

/** The change history's "why" column of a version (the legal update's row names it). */
function historyReasons(tree: DocumentTree): string[] {
  const history = tree.sections.find((s) => s.id === HISTORY_SECTION)!;
  const table = history.blocks.find((b) => b.kind === 'table');
  if (table?.kind !== 'table') throw new Error('no history table');
  return table.rows.map((row) => inlineText(row[3]!));
}

describe('dated legal figures', () => {
  it('a midnight in Romania, summer and winter', () => {
    expect(startOfDayIn('2026-07-01').toISOString()).toBe('2026-06-30T21:00:00.000Z');
    expect(startOfDayIn('2026-12-01').toISOString()).toBe('2026-11-30T22:00:00.000Z');
  });

  it('finds the types whose content prints a figure, through the clauses they include', () => {
    const dir = contentDir();
    writeFileSync(
      join(dir, '_shared/complaint', 'ro.md'),
      `În {{ law.requestMonths | count: "lună", "luni" }}.\n`,
    );
    writeFileSync(join(dir, GUIDE, 'en.md'), `Within {{ law.breachHours }} hours.\n`);
    expect(typesReadingParameter('REQUEST_RESPONSE_MONTHS', dir)).toEqual([NOTICE, COOKIES].sort());
    expect(typesReadingParameter('BREACH_NOTIFICATION_HOURS', dir)).toEqual([GUIDE]);
    // Not printed by any content (a figure the checkout or the registers' clocks read).
    expect(typesReadingParameter('VAT_STANDARD_RATE_PERCENT', dir)).toEqual([]);
  });

  it('a retention period of Romanian law reaches every type: any document may state an operation’s period from its preset', () => {
    const dir = contentDir();
    const every = contentTypes(dir);
    expect(every.length).toBeGreaterThan(1);
    expect(typesReadingParameter('RETENTION_PAYROLL_YEARS', dir)).toEqual(every);
    expect(typesReadingParameter('RETENTION_CIVIL_LIMITATION_YEARS', dir)).toEqual(every);
    // The footage ceiling is both a law fact and a preset's period.
    expect(typesReadingParameter('EMPLOYEE_MONITORING_RETENTION_DAYS', dir)).toEqual(every);
  });

  it('a retention period’s change is told in years, in both languages', () => {
    const table = {
      ...legalParameters,
      RETENTION_PAYROLL_YEARS: {
        ...legalParameters.RETENTION_PAYROLL_YEARS,
        values: [
          ...legalParameters.RETENTION_PAYROLL_YEARS.values,
          { ...legalParameters.RETENTION_PAYROLL_YEARS.values[0]!, value: 75, from: '2027-07-01' },
        ],
      },
    };
    const payroll = parameterUpdates(table).find(
      (u) => u.key === 'PARAMETER:RETENTION_PAYROLL_YEARS@2027-07-01',
    );
    expect(payroll?.summary.ro).toContain('50 de ani');
    expect(payroll?.summary.ro).toContain('75 de ani');
    expect(payroll?.summary.en).toContain('75 years');
  });

  it('each change of a figure is an update from its day, with the values in words, what it means for the company and the rule, in both languages', () => {
    const found = parameterUpdates(breachHoursFrom('2027-03-01'));
    const breach = found.find((u) => u.key === 'PARAMETER:BREACH_NOTIFICATION_HOURS@2027-03-01');
    expect(breach).toMatchObject({
      kind: 'PARAMETER',
      title: {
        ro: 'Termenul de notificare a încălcărilor securității datelor: 96 de ore',
        en: 'The breach notification deadline: 96 hours',
      },
      summary: {
        ro: `Termenul de notificare a încălcărilor securității datelor se schimbă de la 72 de ore la 96 de ore. ${BREACH_EXPLANATION.ro} Temeiul: art. 33 alin. (1) din GDPR, modificat.`,
        en: `The breach notification deadline changes from 72 hours to 96 hours. ${BREACH_EXPLANATION.en} Source: Article 33(1) GDPR as amended.`,
      },
      effectiveAt: startOfDayIn('2027-03-01'),
    });
    // A value without an explanation (a table from before them): the change and the rule.
    expect(
      parameterUpdates(breachHoursFrom('2027-03-01', false)).find((u) => u.key === breach!.key)?.summary,
    ).toEqual({
      ro: 'Termenul de notificare a încălcărilor securității datelor se schimbă de la 72 de ore la 96 de ore. Temeiul: art. 33 alin. (1) din GDPR, modificat.',
      en: 'The breach notification deadline changes from 72 hours to 96 hours. Source: Article 33(1) GDPR as amended.',
    });
    // The types whose content prints the deadline, the breach procedure among them; not the guide.
    expect(breach!.types).toEqual(
      expect.arrayContaining([BREACH_PROCEDURE, 'NOTIFICARE_INCALCARE', 'REGISTRU_INCALCARI']),
    );
    expect(breach!.types).not.toContain(GUIDE);
    // The catalogue's own changes: one update each, the first value of a figure none.
    expect(found.map((u) => u.key)).toEqual(
      expect.arrayContaining([
        'PARAMETER:WHISTLEBLOWING_EMPLOYEES@2023-12-17',
        'PARAMETER:VAT_STANDARD_RATE_PERCENT@2025-08-01',
      ]),
    );
    expect(found.find((u) => u.key === 'PARAMETER:VAT_STANDARD_RATE_PERCENT@2025-08-01')?.summary).toEqual({
      ro: 'Cota standard de TVA se schimbă de la 19% la 21%. Comenzile plasate pe platformă de la această dată sunt facturate cu TVA de 21%, în loc de 19%; o comandă plasată înainte își păstrează cota. Temeiul: art. 291 alin. (1) lit. a) din Codul fiscal, modificat prin Legea nr. 141/2025.',
      en: 'The standard VAT rate changes from 19% to 21%. Orders placed on the platform from this day are invoiced with 21% VAT instead of 19%; an order placed before keeps its rate. Source: Article 291(1)(a) of the Fiscal Code, as amended by Romanian Law 141/2025.',
    });
    expect(
      found.find((u) => u.key === 'PARAMETER:WHISTLEBLOWING_EMPLOYEES@2023-12-17')?.summary.ro,
    ).toContain('între 50 și 249 de angajați');
    expect(`${JSON.stringify(found)}`).not.toMatch(/[\u015E\u015F\u0162\u0163]/);
  });

  it('an admin reads what a figure’s change means for the company in the API’s list and the e-mail’s event, in Romanian and English', async () => {
    const day = todayIn(new Date(Date.now() + 30 * 24 * 3600_000));
    const companyId = await companyWithDocuments([[BREACH_PROCEDURE, 'READY']]);
    await updates(undefined, undefined, breachHoursFrom(day)).runOnce();
    const api = `/platform/api/documents/companies/${companyId}/legal-updates`;
    const auth = `Bearer ${await svc.tokenFor({ uid: 'u-admin' })}`;
    const listed = await request(svc.app).get(api).set('Authorization', auth).expect(200);
    expect(listed.headers['cache-control']).toBe('no-store');
    const [update] = ZCompanyLegalUpdatesSchema.parse(listed.body).updates;
    expect(update).toMatchObject({ kind: 'PARAMETER', effective: day, preview: true });
    expect(update!.summary.ro).toContain(`la 96 de ore. ${BREACH_EXPLANATION.ro} Temeiul:`);
    expect(update!.summary.en).toContain(`to 96 hours. ${BREACH_EXPLANATION.en} Source:`);
    // The e-mail is written from the event's summary (identity's content/mail/legal-update).
    const [told] = await toldOf(update!.id);
    expect(told!.payload.updates[0]!.summary).toEqual(update!.summary);
  });

  it('a change dated tomorrow is announced (told once, nothing rendered, a preview redline), and applied the day after, once', async () => {
    // Days before today's, so that the renders (made at the real time) have the new figure.
    const day = todayIn(new Date(Date.now() - 5 * 24 * 3600_000));
    const table = breachHoursFrom(day);
    const theDayBefore = new Date(startOfDayIn(day).getTime() - 12 * 3600_000);
    const theDayAfter = new Date(startOfDayIn(day).getTime() + 36 * 3600_000);
    const key = `PARAMETER:BREACH_NOTIFICATION_HOURS@${day}`;

    // The company's documents made with the catalogue's 72 hours.
    const companyId = await insertTestCompany(svc.db, {
      adminIds: ['u-admin'],
      products: { purchased: ['INTERNAL_POLICIES'] },
    });
    for (const [type, product] of [
      [BREACH_PROCEDURE, 'INTERNAL_POLICIES'],
      [GUIDE, 'UTILS'],
    ] as const)
      await svc.db.query(
        `INSERT INTO documents.documents (company_id, type, product, status) VALUES ($1, $2, $3, 'PROCESSING')`,
        [companyId, type, product],
      );
    const made = renderWorker();
    await made.worker.start();
    try {
      await svc.db.transaction((tx) =>
        made.queue.enqueueMany(tx, [
          {
            key: renderKey({ companyId, type: BREACH_PROCEDURE }),
            payload: { companyId, type: BREACH_PROCEDURE, product: 'INTERNAL_POLICIES', locale: 'ro' },
          },
          {
            key: renderKey({ companyId, type: GUIDE }),
            payload: { companyId, type: GUIDE, product: 'UTILS', locale: 'ro' },
          },
        ]),
      );
      await settle(companyId, BREACH_PROCEDURE, 1);
      await settle(companyId, GUIDE, 1);
    } finally {
      await made.worker.stop();
    }

    // The day before: the first detection records the content and the figures in effect as a
    // baseline, and announces the change to come.
    const before = await updates(undefined, () => theDayBefore, table).runOnce();
    expect(before).toMatchObject({ baseline: true, queued: 0 });
    expect(before.recorded).toContain(key);
    const [update] = await svc.db.query<{ id: string; baseline: boolean; waved: boolean; title: string }>(
      `SELECT id, baseline, waved_at IS NOT NULL AS waved, title_ro AS title FROM documents.legal_updates WHERE key = $1`,
      [key],
    );
    expect(update).toMatchObject({ baseline: false, waved: false });
    const [past] = await svc.db.query<{ baseline: boolean }>(
      `SELECT baseline FROM documents.legal_updates WHERE key = 'PARAMETER:WHISTLEBLOWING_EMPLOYEES@2023-12-17'`,
    );
    expect(past?.baseline).toBe(true);
    expect(await jobs()).toEqual([]);
    const told = await toldOf(update!.id);
    expect(told).toHaveLength(1);
    expect(told[0]!.payload).toMatchObject({
      companyId,
      updates: [{ updateId: update!.id, effective: day, title: { ro: update!.title } }],
      documents: 1,
    });
    const [row] = await svc.db.query<{ notified: boolean; queued: boolean }>(
      `SELECT notified_at IS NOT NULL AS notified, queued_at IS NOT NULL AS queued
         FROM documents.legal_update_companies WHERE update_id = $1 AND company_id = $2`,
      [update!.id, companyId],
    );
    expect(row).toEqual({ notified: true, queued: false });

    // The admin's list: the update, a preview of the breach procedure with 96 hours for 72.
    const listed = ZCompanyLegalUpdatesSchema.parse(
      await createLegalUpdatesDomain(svc.db, { now: () => theDayBefore, parameters: table }).list(companyId),
    );
    const announced = listed.updates.find((u) => u.id === update!.id)!;
    expect(announced).toMatchObject({ kind: 'PARAMETER', preview: true, effective: day });
    expect(announced.documents.map((d) => d.type)).toEqual([BREACH_PROCEDURE]);
    const parts = announced.documents[0]!.diff!.sections.flatMap((s) => s.parts);
    expect(parts).toContainEqual({ op: 'removed', text: expect.stringContaining('72') });
    expect(parts).toContainEqual({ op: 'added', text: expect.stringContaining('96') });
    expect(
      parts
        .filter((p) => p.op !== 'same')
        .map((p) => p.text)
        .join(' '),
    ).not.toMatch(/\d{4}/);

    // A restart the same day: nothing told or queued again.
    expect(await updates(undefined, () => theDayBefore, table).runOnce()).toEqual({
      recorded: [],
      baseline: false,
      queued: 0,
    });
    expect(await toldOf(update!.id)).toHaveLength(1);

    // The day after: the breach procedure is made again in the background lane, the guide is not,
    // and nobody is told a second time; a second pass queues nothing.
    expect(await updates(undefined, () => theDayAfter, table).runOnce()).toMatchObject({ queued: 1 });
    expect(await jobs()).toEqual([
      {
        key: renderKey({ companyId, type: BREACH_PROCEDURE }),
        lane: 1,
        payload: expect.objectContaining({ legalUpdateIds: [update!.id] }),
      },
    ]);
    expect(await updates(undefined, () => theDayAfter, table).runOnce()).toMatchObject({ queued: 0 });
    expect(await toldOf(update!.id)).toHaveLength(1);

    await renderUntil(companyId, BREACH_PROCEDURE, 2, { parameters: table });
    const versions = await versionsOf(companyId, BREACH_PROCEDURE);
    expect(versions.map((v) => [v.version, v.legalUpdateIds])).toEqual([
      [1, []],
      [2, [update!.id]],
    ]);
    expect(historyReasons(versions[1]!.tree).at(-1)).toBe(`Actualizare legislativă: ${update!.title}`);
    expect((await versionsOf(companyId, GUIDE)).map((v) => v.version)).toEqual([1]);
    const [ledger] = await svc.db.query<{ subject: string }>(
      `SELECT subject FROM documents.evidence_ledger WHERE company_id = $1 AND kind = 'LEGAL_UPDATE'`,
      [companyId],
    );
    expect(ledger?.subject).toBe(key);
    // After its day: the list shows the redline of the version made, no longer a preview.
    const after = ZCompanyLegalUpdatesSchema.parse(
      await createLegalUpdatesDomain(svc.db, { now: () => theDayAfter, parameters: table }).list(companyId),
    );
    expect(after.updates.find((u) => u.id === update!.id)).toMatchObject({
      preview: false,
      documents: [{ type: BREACH_PROCEDURE, diff: { from: 1, to: 2 } }],
    });
  }, 60_000);
});

describe('two updates reaching one document in one pass', () => {
  it('make one version whose history names both, and both are applied for the company, each in the ledger', async () => {
    // Days before today's, so that the renders (made at the real time) have the new figure.
    const day = todayIn(new Date(Date.now() - 5 * 24 * 3600_000));
    const theDayBefore = new Date(startOfDayIn(day).getTime() - 12 * 3600_000);
    const theDayAfter = new Date(startOfDayIn(day).getTime() + 36 * 3600_000);
    const companyId = await insertTestCompany(svc.db, {
      adminIds: ['u-admin'],
      products: { purchased: ['INTERNAL_POLICIES'] },
    });
    await svc.db.query(
      `INSERT INTO documents.documents (company_id, type, product, status) VALUES ($1, $2, 'INTERNAL_POLICIES', 'PROCESSING')`,
      [companyId, BREACH_PROCEDURE],
    );
    const payload = {
      companyId,
      type: BREACH_PROCEDURE,
      product: 'INTERNAL_POLICIES',
      locale: 'ro' as const,
    };
    await renderUntil(companyId, BREACH_PROCEDURE, 1, {
      enqueue: (queue) => svc.db.transaction((tx) => queue.enqueue(tx, { key: renderKey(payload), payload })),
    });

    // The install's content and figures, known the day before (a baseline).
    const content = mkdtempSync(join(tmpdir(), 'legal-updates-content-'));
    cpSync(CONTENT_DIR, content, { recursive: true });
    await updates(content, () => theDayBefore).runOnce();
    // The next release, the day after: a new version of the breach procedure's template and the
    // breach deadline's change (entered late, its day passed) reach the same document in one pass.
    const table = breachHoursFrom(day);
    const release = withVersion(
      content,
      BREACH_PROCEDURE,
      changelogOf(BREACH_PROCEDURE).at(-1)!.version + 1,
      '- Ro: procedura a fost revizuită.\n- En: the procedure was revised.\n',
    );
    const pass = await updates(release, () => theDayAfter, table).runOnce();
    const figureKey = `PARAMETER:BREACH_NOTIFICATION_HOURS@${day}`;
    const contentKey = pass.recorded.find((key) => key.startsWith(`CONTENT:${BREACH_PROCEDURE}@`))!;
    expect(pass.recorded).toEqual(expect.arrayContaining([figureKey, contentKey]));
    expect(pass.queued).toBe(1);
    const recorded = await svc.db.query<{ id: string; key: string; title: string }>(
      `SELECT id, key, title_ro AS title FROM documents.legal_updates WHERE key = ANY($1::text[])`,
      [[figureKey, contentKey]],
    );
    const figure = recorded.find((u) => u.key === figureKey)!;
    const release2 = recorded.find((u) => u.key === contentKey)!;
    // One render, for both (the figure's day first).
    expect(await jobs()).toEqual([
      {
        key: renderKey(payload),
        lane: 1,
        payload: expect.objectContaining({ legalUpdateIds: [figure.id, release2.id] }),
      },
    ]);

    await renderUntil(companyId, BREACH_PROCEDURE, 2, { parameters: table });
    const versions = await versionsOf(companyId, BREACH_PROCEDURE);
    expect(versions.map((v) => [v.version, v.legalUpdateIds])).toEqual([
      [1, []],
      [2, [figure.id, release2.id]],
    ]);
    expect(historyReasons(versions[1]!.tree).at(-1)).toBe(
      `Actualizare legislativă: ${figure.title}; actualizare legislativă: ${release2.title}`,
    );
    const reached = await svc.db.query<{ updateId: string; applied: boolean }>(
      `SELECT update_id AS "updateId", applied_at IS NOT NULL AS applied
         FROM documents.legal_update_companies WHERE company_id = $1 ORDER BY update_id`,
      [companyId],
    );
    expect(reached).toEqual([figure.id, release2.id].sort().map((updateId) => ({ updateId, applied: true })));
    const ledger = await svc.db.query<{ subject: string; details: { versions: unknown[] } }>(
      `SELECT subject, details FROM documents.evidence_ledger
        WHERE company_id = $1 AND kind = 'LEGAL_UPDATE' ORDER BY seq`,
      [companyId],
    );
    expect(ledger.map((l) => l.subject).sort()).toEqual([figureKey, contentKey].sort());
    for (const entry of ledger)
      expect(entry.details.versions).toEqual([{ type: BREACH_PROCEDURE, version: 2 }]);
    // The admin's list: each update's redline is the version both made.
    const listed = ZCompanyLegalUpdatesSchema.parse(
      await createLegalUpdatesDomain(svc.db, { now: () => theDayAfter, parameters: table }).list(companyId),
    );
    for (const id of [figure.id, release2.id])
      expect(listed.updates.find((u) => u.id === id)).toMatchObject({
        documents: [{ type: BREACH_PROCEDURE, diff: { from: 1, to: 2 } }],
      });
  }, 60_000);
});

describe('one e-mail per release', () => {
  it('the updates reaching a company in one pass are told in one event listing them', async () => {
    const dir = contentDir();
    await updates(dir).runOnce();
    const companyId = await companyWithDocuments([
      [NOTICE, 'READY'],
      [COOKIES, 'READY'],
      [GUIDE, 'READY'],
    ]);
    const release = withVersion(
      withVersion(withVersion(dir, NOTICE, 2, '- Ro: a.\n- En: a.\n'), COOKIES, 2, '- Ro: b.\n- En: b.\n'),
      GUIDE,
      2,
      '- Ro: c.\n- En: c.\n',
    );
    expect((await updates(release).runOnce()).recorded).toHaveLength(3);
    const events = await svc.db.query<{
      payload: { updates: Array<{ summary: { ro: string } }>; documents: number };
    }>(
      `SELECT payload FROM platform_events.events WHERE type = 'legal-update.published' AND payload->>'companyId' = $1`,
      [companyId],
    );
    expect(events).toHaveLength(1);
    expect(events[0]!.payload.updates.map((u) => u.summary.ro).sort()).toEqual(['a.', 'b.', 'c.']);
    expect(events[0]!.payload.documents).toBe(3);
  });
});

describe('an edit taking over a wave’s render', () => {
  it('makes a version that names both the edit and the legal update, and the update is applied', async () => {
    const companyId = await insertTestCompany(svc.db, { adminIds: ['u-admin'], name: 'Alfa SRL' });
    await svc.db.query(
      `INSERT INTO documents.documents (company_id, type, product, status) VALUES ($1, $2, 'UTILS', 'PROCESSING')`,
      [companyId, GUIDE],
    );
    const payload = { companyId, type: GUIDE, product: 'UTILS', locale: 'ro' as const };
    await renderUntil(companyId, GUIDE, 1, {
      enqueue: (queue) => svc.db.transaction((tx) => queue.enqueue(tx, { key: renderKey(payload), payload })),
    });
    const dir = contentDir();
    await updates(dir).runOnce();
    await updates(withVersion(dir, GUIDE, 2, '- Ro: ghidul din nou.\n- En: the guide again.\n')).runOnce();
    // The wave's render waits; the admin renames the company, and its edit takes the render over.
    await svc.db.query(`UPDATE companies.companies SET info = info || '{"name": "Beta SRL"}' WHERE id = $1`, [
      companyId,
    ]);
    // The edit (as the documents service queues it on a company change), with a queue of its own.
    await svc.db.transaction((tx) => renderWorker().queue.enqueue(tx, { key: renderKey(payload), payload }));
    const waiting = await jobs();
    expect(waiting).toEqual([
      {
        key: renderKey(payload),
        lane: 0,
        payload: expect.objectContaining({ legalUpdateIds: [expect.any(String)] }),
      },
    ]);
    await renderUntil(companyId, GUIDE, 2);
    const [update] = await svc.db.query<{ id: string; title: string }>(
      `SELECT id, title_ro AS title FROM documents.legal_updates WHERE key = $1`,
      [`CONTENT:${GUIDE}@2`],
    );
    const versions = await versionsOf(companyId, GUIDE);
    expect(versions.map((v) => [v.version, v.legalUpdateIds])).toEqual([
      [1, []],
      [2, [update!.id]],
    ]);
    expect(historyReasons(versions[1]!.tree).at(-1)).toBe(
      `Actualizare legislativă: ${update!.title}; datele companiei`,
    );
    const ledger = await svc.db.query<{ subject: string }>(
      `SELECT subject FROM documents.evidence_ledger WHERE company_id = $1 AND kind = 'LEGAL_UPDATE'`,
      [companyId],
    );
    expect(ledger.map((l) => l.subject)).toEqual([`CONTENT:${GUIDE}@2`]);
  }, 30_000);
});
