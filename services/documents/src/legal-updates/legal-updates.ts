/**
 * Legal updates (docs/legal-updates.md): a new content version of a document type or of a clause the
 * types share is recorded once as a legal update, and every company's affected documents are made
 * again for it in the render queue's background lane (a wave), so an edit of a company is never
 * kept waiting behind thousands of renders nobody waits for.
 *
 * - Detection runs at the service's start and daily (a background task like the reminders). The
 *   content is in the code the process runs: each content folder's latest CHANGELOG entry names
 *   the update (`CONTENT:<folder>@<version>`), unique in the table, so a restart or two processes
 *   detecting at once record it once (INSERT … ON CONFLICT DO NOTHING, under a transaction lock).
 * - The first detection with an empty table records the versions found as a baseline, without a
 *   wave: the documents of an existing install were made from them already (an upgrade must not
 *   make every document of every company again).
 * - The wave enqueues per batch of companies, one transaction per batch: the batch's companies are
 *   recorded (legal_update_companies) with their renders, so a wave cut short by a restart goes on
 *   with the companies not recorded yet, and none is queued twice. A company's documents are read
 *   once per company by the worker's shared reads (generation/shared-reads.ts).
 * - A document whose text does not change keeps its version (the worker compares the texts); one
 *   that changes gets a version that names the update (document_versions.legal_update_id), and its
 *   version history says "Legal update: <title>".
 */
import { PLATFORM_EVENTS } from '@conform/contracts/events';
import { newId, publishEvent, type BackgroundTask, type Db, type Logger, type Tx } from '@conform/server-kit';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { documentTexts } from '../catalogue.ts';
import { CONTENT_DIR } from '../engine/content/engine.ts';
import { changelogOf, clausesIncludedBy, type ChangelogEntry } from '../engine/content/versions.ts';
import { renderKey, type RenderQueue } from '../generation/queue.ts';
import { todayIn } from '../registers/deadlines.ts';
import { appendEvidence, sha256 } from '../ledger/ledger.ts';

/** A legal update as detected, before it is recorded. */
export interface DetectedUpdate {
  kind: 'CONTENT' | 'PARAMETER';
  key: string;
  title: { ro: string; en: string };
  summary: { ro: string; en: string };
  sources: string[];
  /** The content codes (document types) whose documents it changes. */
  types: string[];
  effectiveAt: Date;
}

/** The document types of a content directory: its folders with a changelog, `_shared` aside. */
export function contentTypes(dir = CONTENT_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter(
      (e) => e.isDirectory() && !e.name.startsWith('_') && existsSync(join(dir, e.name, 'CHANGELOG.md')),
    )
    .map((e) => e.name)
    .sort();
}

/** The shared clauses of a content directory (`_shared/<name>`) with a changelog. */
function sharedClauses(dir: string): string[] {
  const shared = join(dir, '_shared');
  if (!existsSync(shared)) return [];
  return readdirSync(shared, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(shared, e.name, 'CHANGELOG.md')))
    .map((e) => `_shared/${e.name}`)
    .sort();
}

/** The document types whose documents a content folder's change reaches: itself, or every type including the clause. */
export function typesAffectedBy(folder: string, dir = CONTENT_DIR): string[] {
  if (!folder.startsWith('_shared/')) return [folder];
  return contentTypes(dir).filter((type) => clausesIncludedBy(type, dir).has(folder));
}

const sourcesOf = (entry: ChangelogEntry) =>
  entry.source.trim() === '—' || entry.source.trim() === '-' ? [] : [entry.source.trim()];

/**
 * The content update a folder's latest changelog entry is. The reader's words are the entry's
 * `Ro:`/`En:` lines (required from version 2 of a document type); a shared clause's entries have
 * none (its change is told in the documents that include it), so its update names the clause and,
 * in English, the entry's What line.
 */
export function contentUpdateOf(
  folder: string,
  dir = CONTENT_DIR,
  now = new Date(),
): DetectedUpdate | undefined {
  const entry = changelogOf(folder, dir).at(-1);
  if (!entry) return undefined;
  const shared = folder.startsWith('_shared/');
  const name = shared ? undefined : documentTexts(folder).name;
  const title = name
    ? {
        ro: `${name.ro}: versiunea ${entry.version} a modelului`,
        en: `${name.en}: version ${entry.version} of the template`,
      }
    : {
        ro: `O clauză comună a modelelor (versiunea ${entry.version})`,
        en: `A clause shared by the templates (version ${entry.version})`,
      };
  const summary = {
    ro: entry.ro ?? `Clauza comună „${folder.slice('_shared/'.length)}” a fost actualizată.`,
    en: entry.en ?? entry.what,
  };
  return {
    kind: 'CONTENT',
    key: `CONTENT:${folder}@${entry.version}`,
    title,
    summary,
    sources: sourcesOf(entry),
    types: typesAffectedBy(folder, dir),
    effectiveAt: now,
  };
}

/** Every content folder's latest version as an update (document types, then shared clauses). */
export function contentUpdates(dir = CONTENT_DIR, now = new Date()): DetectedUpdate[] {
  return [...contentTypes(dir), ...sharedClauses(dir)]
    .map((folder) => contentUpdateOf(folder, dir, now))
    .filter((u): u is DetectedUpdate => u !== undefined);
}

/** An update whose wave is due, as the wave reads it. */
interface DueUpdate {
  id: string;
  key: string;
  types: string[];
  titleRo: string;
  titleEn: string;
  summaryRo: string;
  summaryEn: string;
  effectiveAt: Date | string;
}

/**
 * A wave's render of a company's document is done (in the transaction that records it): when it was
 * the company's last render of the update, the update is applied for the company, and the evidence
 * ledger says so: the update's key and the versions it made (none when no text changed).
 */
export async function recordAppliedIfLast(
  tx: Tx,
  companyId: string,
  updateId: string,
  finishingJobId: string,
): Promise<void> {
  const [left] = await tx.query(
    `SELECT 1 FROM documents.render_jobs
      WHERE key LIKE $1 AND id <> $2 AND status <> 'FAILED' AND payload->>'legalUpdateId' = $3 LIMIT 1`,
    [`${companyId}:%`, finishingJobId, updateId],
  );
  if (left) return;
  const [applied] = await tx.query<{ key: string }>(
    `UPDATE documents.legal_update_companies c SET applied_at = now()
       FROM documents.legal_updates u
      WHERE c.update_id = $1 AND c.company_id = $2 AND c.applied_at IS NULL AND u.id = c.update_id
     RETURNING u.key`,
    [updateId, companyId],
  );
  if (!applied) return;
  const versions = await tx.query<{ type: string; version: number }>(
    `SELECT type, version FROM documents.document_versions
      WHERE company_id = $1 AND legal_update_id = $2 ORDER BY type`,
    [companyId, updateId],
  );
  await appendEvidence(tx, companyId, {
    kind: 'LEGAL_UPDATE',
    subject: applied.key,
    digest: sha256(Buffer.from(JSON.stringify({ update: applied.key, versions }))),
    details: { updateId, versions },
  });
}

/** Serialises detections and waves across processes (a transaction lock). */
const LOCK = 'documents.legal_updates';

export interface LegalUpdatesDeps {
  db: Db;
  queue: RenderQueue;
  logger: Logger;
  /** How often detection runs again (daily); 0 runs it at start only. */
  intervalMs: number;
  /** The content directory (tests use a temporary one). */
  contentDir?: string;
  now?: () => Date;
  /** Companies per wave transaction. */
  batchSize?: number;
}

export interface LegalUpdates extends BackgroundTask {
  /** Records the updates found (a baseline on first run), then runs the waves due; returns what it recorded. */
  runOnce(): Promise<{ recorded: string[]; baseline: boolean; queued: number }>;
}

export function createLegalUpdates(deps: LegalUpdatesDeps): LegalUpdates {
  const now = deps.now ?? (() => new Date());
  const batchSize = deps.batchSize ?? 50;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  async function insert(tx: Tx, update: DetectedUpdate, baseline: boolean): Promise<boolean> {
    const rows = await tx.query(
      `INSERT INTO documents.legal_updates
         (id, kind, key, title_ro, title_en, summary_ro, summary_en, sources, types, effective_at, waved_at, baseline)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT (key) DO NOTHING RETURNING id`,
      [
        newId(),
        update.kind,
        update.key,
        update.title.ro,
        update.title.en,
        update.summary.ro,
        update.summary.en,
        JSON.stringify(update.sources),
        JSON.stringify(update.types),
        update.effectiveAt,
        // A baseline is in every document already, and an update reaching no document has no wave.
        baseline || update.types.length === 0 ? update.effectiveAt : null,
        baseline,
      ],
    );
    return rows.length > 0;
  }

  /** Records the content versions not recorded yet; the first time, all of them as a baseline. */
  async function detect(): Promise<{ recorded: string[]; baseline: boolean }> {
    const found = contentUpdates(deps.contentDir, now());
    return deps.db.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [LOCK]);
      const [{ count } = { count: 0 }] = await tx.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM documents.legal_updates`,
      );
      const baseline = count === 0;
      const recorded: string[] = [];
      for (const update of found) if (await insert(tx, update, baseline)) recorded.push(update.key);
      return { recorded, baseline };
    });
  }

  /**
   * One batch of an update's wave: the next companies with an affected document made (READY, a
   * current file) and not recorded for it yet, recorded with their renders in one transaction.
   * Returns how many renders it queued, or undefined when no company is left.
   */
  async function waveBatch(update: DueUpdate): Promise<number | undefined> {
    return deps.db.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`${LOCK}:${update.id}`]);
      const documents = await tx.query<{
        companyId: string;
        type: string;
        product: string;
        locale: string | null;
      }>(
        `WITH next AS (
           SELECT DISTINCT d.company_id FROM documents.documents d
            WHERE split_part(split_part(d.type, '@', 1), '.', 1) = ANY($2::text[])
              AND d.status = 'READY' AND d.file_id IS NOT NULL
              AND NOT EXISTS (SELECT 1 FROM documents.legal_update_companies c
                               WHERE c.update_id = $1 AND c.company_id = d.company_id)
            ORDER BY d.company_id LIMIT $3)
         SELECT d.company_id AS "companyId", d.type, d.product, d.locale FROM documents.documents d
           JOIN next ON next.company_id = d.company_id
          WHERE split_part(split_part(d.type, '@', 1), '.', 1) = ANY($2::text[])
            AND d.status = 'READY' AND d.file_id IS NOT NULL`,
        [update.id, update.types, batchSize],
      );
      if (documents.length === 0) return undefined;
      const companies = [...new Set(documents.map((d) => d.companyId))];
      // Told once: the company's row is made with its renders, and the event with the row.
      const reached = await tx.query<{ companyId: string }>(
        `INSERT INTO documents.legal_update_companies (update_id, company_id, notified_at)
         SELECT $1, unnest($2::text[]), now() ON CONFLICT DO NOTHING RETURNING company_id AS "companyId"`,
        [update.id, companies],
      );
      for (const { companyId } of reached)
        await publishEvent(tx, PLATFORM_EVENTS, {
          source: 'documents',
          type: 'legal-update.published',
          payload: {
            companyId,
            updateId: update.id,
            title: { ro: update.titleRo.slice(0, 300), en: update.titleEn.slice(0, 300) },
            summary: { ro: update.summaryRo.slice(0, 2000), en: update.summaryEn.slice(0, 2000) },
            effective: todayIn(new Date(update.effectiveAt)),
            documents: documents.filter((d) => d.companyId === companyId).length,
          },
        });
      // Background lane: claimed after every waiting edit (generation/queue.ts). A document's
      // language is the one its current file was made in (regenerations keep it).
      await deps.queue.enqueueMany(
        tx,
        documents.map((d) => ({
          key: renderKey(d),
          payload: {
            companyId: d.companyId,
            type: d.type,
            product: d.product,
            locale: d.locale === 'en' ? ('en' as const) : ('ro' as const),
            legalUpdateId: update.id,
          },
        })),
        { lane: 'background' },
      );
      return documents.length;
    });
  }

  /** The waves of the updates in effect and not waved yet, batch after batch. */
  async function waves(): Promise<number> {
    const due = await deps.db.query<DueUpdate>(
      `SELECT id, key, types, title_ro AS "titleRo", title_en AS "titleEn", summary_ro AS "summaryRo",
              summary_en AS "summaryEn", effective_at AS "effectiveAt"
         FROM documents.legal_updates
        WHERE waved_at IS NULL AND effective_at <= $1 ORDER BY effective_at, created_at`,
      [now()],
    );
    let queued = 0;
    for (const update of due) {
      for (;;) {
        const batch = await waveBatch(update);
        if (batch === undefined) break;
        queued += batch;
      }
      await deps.db.query(
        `UPDATE documents.legal_updates SET waved_at = $2 WHERE id = $1 AND waved_at IS NULL`,
        [update.id, now()],
      );
      deps.logger.info({ update: update.key, queued }, 'legal update: wave queued');
    }
    return queued;
  }

  async function runOnce() {
    const { recorded, baseline } = await detect();
    if (recorded.length > 0)
      deps.logger.info({ recorded: recorded.length, baseline }, 'legal updates recorded');
    const queued = await waves();
    return { recorded, baseline, queued };
  }

  function pass(): void {
    running = runOnce().catch((err: unknown) => deps.logger.error({ err }, 'legal updates: pass failed'));
  }

  return {
    name: 'documents:legal-updates',
    runOnce,
    start() {
      pass();
      if (deps.intervalMs > 0) {
        timer = setInterval(() => {
          void running.then(pass);
        }, deps.intervalMs);
        timer.unref();
      }
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
