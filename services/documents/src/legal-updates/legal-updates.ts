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
 * - A dated legal figure (catalogues' legalParameters) is an update for each value after its first
 *   (`PARAMETER:<ID>@<from>`), in effect from its day's midnight in Romania, reaching the types whose
 *   content prints the figure (`law.<name>`, shared clauses expanded to the types including them).
 * - The first detection with an empty table records the versions found as a baseline, without a
 *   wave: the documents of an existing install were made from them already (an upgrade must not
 *   make every document of every company again). So are the figures' changes already in effect the
 *   first time figures are detected; a change still to come is announced.
 * - An update announced ahead (its day to come) is told to the companies it will reach at once, and
 *   their documents are made again on its day: the company's row says when it was told and when its
 *   renders were queued, so neither happens twice.
 * - One e-mail per release: a pass tells each company once, listing every update it newly reaches.
 * - The wave enqueues per batch of companies, one transaction per batch: the batch's companies are
 *   recorded (legal_update_companies) with their renders, so a wave cut short by a restart goes on
 *   with the companies not recorded yet, and none is queued twice. A company's documents are read
 *   once per company by the worker's shared reads (generation/shared-reads.ts).
 * - A document whose text does not change keeps its version (the worker compares the texts); one
 *   that changes gets a version that names the update (document_versions.legal_update_ids), and its
 *   version history says "Legal update: <title>". Two updates reaching one document in one pass
 *   share its render: the version names both, and both are applied.
 */
import {
  LEGAL_PARAMETER_IDS,
  legalParameters,
  retentionParameters,
  type TLegalParameterId,
  type TLegalParameters,
  type TLegalParameterValue,
} from '@conform/catalogues';
import { PLATFORM_EVENTS } from '@conform/contracts/events';
import { newId, publishEvent, type BackgroundTask, type Db, type Logger, type Tx } from '@conform/server-kit';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { documentTexts, typeOfKey } from '../catalogue.ts';
import { countOf } from '../engine/blocks.ts';
import { CONTENT_DIR } from '../engine/content/engine.ts';
import { LAW_FACT_PARAMETERS } from '../engine/content/facts.ts';
import { changelogOf, clausesIncludedBy, type ChangelogEntry } from '../engine/content/versions.ts';
import { renderKey, type RenderQueue, type TRenderJob } from '../generation/queue.ts';
import { startOfDayIn, todayIn } from '../registers/deadlines.ts';
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

/**
 * The document types whose content prints a legal figure: the folders whose templates read a law
 * fact of that figure (`law.<name>`, facts.ts LAW_FACT_PARAMETERS), a shared clause standing for
 * every type that includes it. The templates are the release's own files, not anything a user typed.
 */
export function typesReadingParameter(id: TLegalParameterId, dir = CONTENT_DIR): string[] {
  // A retention preset's label is written from the figure (catalogue retentionLabel): any document
  // stating an operation's period may print it, so every type is made again; one whose text does
  // not change keeps its version.
  if (retentionParameters().has(id)) return contentTypes(dir);
  const names = Object.entries(LAW_FACT_PARAMETERS)
    .filter(([, parameter]) => parameter === id)
    .map(([name]) => new RegExp(`\\blaw\\.${name}\\b`));
  if (names.length === 0) return [];
  const reads = (folder: string) =>
    readdirSync(join(dir, folder)).some(
      (file) =>
        file.endsWith('.md') &&
        file !== 'CHANGELOG.md' &&
        names.some((name) => name.test(readFileSync(join(dir, folder, file), 'utf8'))),
    );
  const types = [...contentTypes(dir), ...sharedClauses(dir)]
    .filter(reads)
    .flatMap((folder) => typesAffectedBy(folder, dir));
  return [...new Set(types)].sort();
}

/** A figure's value with its unit in words, as a sentence says it („96 de ore”, "96 hours"). */
function valueText(unit: TLegalParameters[TLegalParameterId]['unit'], n: number, language: 'ro' | 'en') {
  const nouns = {
    hours: { ro: ['oră', 'ore'], en: ['hour', 'hours'] },
    days: { ro: ['zi', 'zile'], en: ['day', 'days'] },
    months: { ro: ['lună', 'luni'], en: ['month', 'months'] },
    years: { ro: ['an', 'ani'], en: ['year', 'years'] },
    employees: { ro: ['angajat', 'angajați'], en: ['employee', 'employees'] },
  } as const;
  if (unit === 'percent') return `${n}%`;
  const [one, many] = nouns[unit][language];
  return countOf(n, language, one, many);
}

/**
 * The updates of a table of legal figures: each value after a figure's first is a change, in effect
 * from its day's midnight in Romania; its title and summary name the figure, the value before and
 * after (with their units in words) and the rule that sets it. The summary says between them what
 * the change means for the company, in the table's plain words (the value's `explanation`), when
 * the table has them (a table written before them, a test's, has not: the summary says the rest).
 */
export function parameterUpdates(
  table: TLegalParameters = legalParameters,
  dir = CONTENT_DIR,
): DetectedUpdate[] {
  return LEGAL_PARAMETER_IDS.flatMap((id) => {
    const { name, unit, values } = table[id];
    const changes = values.slice(1);
    if (changes.length === 0) return [];
    const types = typesReadingParameter(id, dir);
    return changes.map((next, i): DetectedUpdate => {
      const before: TLegalParameterValue = values[i]!;
      const text = (language: 'ro' | 'en', v: TLegalParameterValue) => valueText(unit, v.value, language);
      return {
        kind: 'PARAMETER',
        key: `PARAMETER:${id}@${next.from}`,
        title: { ro: `${name.ro}: ${text('ro', next)}`, en: `${name.en}: ${text('en', next)}` },
        summary: {
          ro: [
            `${name.ro} se schimbă de la ${text('ro', before)} la ${text('ro', next)}.`,
            next.explanation?.ro,
            `Temeiul: ${next.source.ro}.`,
          ]
            .filter(Boolean)
            .join(' '),
          en: [
            `${name.en} changes from ${text('en', before)} to ${text('en', next)}.`,
            next.explanation?.en,
            `Source: ${next.source.en}.`,
          ]
            .filter(Boolean)
            .join(' '),
        },
        sources: [...new Set([next.source.ro, next.source.en])],
        types,
        effectiveAt: startOfDayIn(next.from),
      };
    });
  });
}

/** An update not waved yet, as the pass reads it: due (in effect), or announced (its day to come). */
interface PendingUpdate {
  id: string;
  key: string;
  types: string[];
  titleRo: string;
  titleEn: string;
  summaryRo: string;
  summaryEn: string;
  effectiveAt: Date | string;
  due: boolean;
}

/**
 * A wave's render of a company's document is done (in the transaction that records it): for each
 * update it was for, when it was the company's last render of that update, the update is applied for
 * the company, and the evidence ledger says so: the update's key and the versions it made (none when
 * no text changed).
 */
export async function recordAppliedIfLast(
  tx: Tx,
  companyId: string,
  updateIds: readonly string[],
  finishingJobId: string,
): Promise<void> {
  for (const updateId of updateIds) await recordOneAppliedIfLast(tx, companyId, updateId, finishingJobId);
}

async function recordOneAppliedIfLast(
  tx: Tx,
  companyId: string,
  updateId: string,
  finishingJobId: string,
): Promise<void> {
  // Another render of the company still for it (its list, or a job stored with the single field).
  const [left] = await tx.query(
    `SELECT 1 FROM documents.render_jobs
      WHERE key LIKE $1 AND id <> $2 AND status <> 'FAILED'
        AND (payload->>'legalUpdateId' = $3 OR payload->'legalUpdateIds' @> jsonb_build_array($3::text))
      LIMIT 1`,
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
      WHERE company_id = $1 AND $2 = ANY(legal_update_ids) ORDER BY type`,
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
  /** The legal figures' table (the catalogue's; tests inject one). */
  parameters?: TLegalParameters;
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

  /**
   * Records the updates not recorded yet. The first time (an empty table), the content versions are
   * a baseline; so are the figures' changes in effect the first time figures are detected (none
   * recorded yet: an install upgraded to this detection has its documents made with them), while a
   * change to come is announced. A change recorded later whose day has passed is waved at once.
   */
  async function detect(): Promise<{ recorded: string[]; baseline: boolean }> {
    const at = now();
    const found = [
      ...contentUpdates(deps.contentDir, at),
      ...parameterUpdates(deps.parameters, deps.contentDir),
    ];
    return deps.db.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [LOCK]);
      const counts = await tx.query<{ kind: string; count: number }>(
        `SELECT kind, count(*)::int AS count FROM documents.legal_updates GROUP BY kind`,
      );
      const baseline = counts.length === 0;
      const figuresKnown = counts.some((c) => c.kind === 'PARAMETER');
      const recorded: string[] = [];
      for (const update of found) {
        const isBaseline = update.kind === 'CONTENT' ? baseline : !figuresKnown && update.effectiveAt <= at;
        if (await insert(tx, update, isBaseline)) recorded.push(update.key);
      }
      return { recorded, baseline };
    });
  }

  /**
   * One batch of companies (after `after`, in id order) with a made document (READY, a current file)
   * that an update not waved yet reaches, in one transaction: a company not told of an update yet is
   * recorded and told (one event per company, listing every update it newly reaches); an update in
   * effect queues the company's affected documents once (`queued_at`), an announced one waits for
   * its day. Returns the last company and the renders queued, or undefined when none is left.
   */
  async function reachBatch(
    pending: PendingUpdate[],
    after: string,
  ): Promise<{ last: string; queued: number } | undefined> {
    const types = [...new Set(pending.flatMap((u) => u.types))];
    return deps.db.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`${LOCK}:reach`]);
      const documents = await tx.query<{
        companyId: string;
        type: string;
        product: string;
        locale: string | null;
      }>(
        `WITH next AS (
           SELECT DISTINCT d.company_id FROM documents.documents d
            WHERE d.company_id > $1 AND split_part(split_part(d.type, '@', 1), '.', 1) = ANY($2::text[])
              AND d.status = 'READY' AND d.file_id IS NOT NULL
            ORDER BY d.company_id LIMIT $3)
         SELECT d.company_id AS "companyId", d.type, d.product, d.locale FROM documents.documents d
           JOIN next ON next.company_id = d.company_id
          WHERE split_part(split_part(d.type, '@', 1), '.', 1) = ANY($2::text[])
            AND d.status = 'READY' AND d.file_id IS NOT NULL
          ORDER BY d.company_id, d.type`,
        [after, types, batchSize],
      );
      if (documents.length === 0) return undefined;
      const companies = [...new Set(documents.map((d) => d.companyId))].sort();
      const rows = await tx.query<{ updateId: string; companyId: string; queued: boolean }>(
        `SELECT update_id AS "updateId", company_id AS "companyId", queued_at IS NOT NULL AS queued
           FROM documents.legal_update_companies WHERE update_id = ANY($1::text[]) AND company_id = ANY($2::text[])`,
        [pending.map((u) => u.id), companies],
      );
      const told = new Map<string, { updates: PendingUpdate[]; documents: Set<string> }>();
      const recorded: Array<{ updateId: string; companyId: string; queued: boolean }> = [];
      const queuedNow: Array<{ updateId: string; companyId: string }> = [];
      const jobs: Array<{ key: string; payload: TRenderJob }> = [];
      for (const companyId of companies)
        for (const update of pending) {
          const reached = documents.filter(
            (d) => d.companyId === companyId && update.types.includes(typeOfKey(d.type)),
          );
          if (reached.length === 0) continue;
          const row = rows.find((r) => r.updateId === update.id && r.companyId === companyId);
          if (row?.queued || (row && !update.due)) continue;
          if (row) queuedNow.push({ updateId: update.id, companyId });
          else {
            recorded.push({ updateId: update.id, companyId, queued: update.due });
            const entry = told.get(companyId) ?? { updates: [], documents: new Set<string>() };
            entry.updates.push(update);
            for (const d of reached) entry.documents.add(d.type);
            told.set(companyId, entry);
          }
          // In effect: its renders, in the background lane (claimed after every waiting edit,
          // generation/queue.ts). A document's language is the one its current file was made in.
          // A document two updates reach is one render for both: the queue unites their ids.
          if (update.due)
            for (const d of reached)
              jobs.push({
                key: renderKey(d),
                payload: {
                  companyId: d.companyId,
                  type: d.type,
                  product: d.product,
                  locale: d.locale === 'en' ? 'en' : 'ro',
                  legalUpdateIds: [update.id],
                },
              });
        }
      if (recorded.length > 0)
        await tx.query(
          `INSERT INTO documents.legal_update_companies (update_id, company_id, notified_at, queued_at)
           SELECT u, c, now(), CASE WHEN q THEN now() END FROM unnest($1::text[], $2::text[], $3::boolean[]) AS r(u, c, q)
           ON CONFLICT DO NOTHING`,
          [recorded.map((r) => r.updateId), recorded.map((r) => r.companyId), recorded.map((r) => r.queued)],
        );
      if (queuedNow.length > 0)
        await tx.query(
          `UPDATE documents.legal_update_companies c SET queued_at = now()
             FROM unnest($1::text[], $2::text[]) AS r(u, k)
            WHERE c.update_id = r.u AND c.company_id = r.k AND c.queued_at IS NULL`,
          [queuedNow.map((r) => r.updateId), queuedNow.map((r) => r.companyId)],
        );
      // Told once, in the transaction that records it: one message per company for the pass.
      for (const [companyId, entry] of told)
        await publishEvent(tx, PLATFORM_EVENTS, {
          source: 'documents',
          type: 'legal-update.published',
          payload: {
            companyId,
            updates: entry.updates.map((u) => ({
              updateId: u.id,
              title: { ro: u.titleRo.slice(0, 300), en: u.titleEn.slice(0, 300) },
              summary: { ro: u.summaryRo.slice(0, 2000), en: u.summaryEn.slice(0, 2000) },
              effective: todayIn(new Date(u.effectiveAt)),
            })),
            documents: entry.documents.size,
          },
        });
      await deps.queue.enqueueMany(tx, jobs, { lane: 'background' });
      return { last: companies.at(-1)!, queued: new Set(jobs.map((job) => job.key)).size };
    });
  }

  /**
   * The updates not waved yet reach the companies, batch after batch: those in effect queue their
   * renders (their wave), those announced are told ahead. An update in effect is waved once every
   * company is reached; an announced one is looked at again by the next pass (a company may have
   * made its documents since), until its day.
   */
  async function reach(): Promise<number> {
    const at = now();
    const pending = await deps.db.query<PendingUpdate>(
      `SELECT id, key, types, title_ro AS "titleRo", title_en AS "titleEn", summary_ro AS "summaryRo",
              summary_en AS "summaryEn", effective_at AS "effectiveAt", effective_at <= $1 AS due
         FROM documents.legal_updates
        WHERE waved_at IS NULL ORDER BY effective_at, created_at`,
      [at],
    );
    if (pending.length === 0) return 0;
    let queued = 0;
    for (let after = ''; ;) {
      const batch = await reachBatch(pending, after);
      if (batch === undefined) break;
      after = batch.last;
      queued += batch.queued;
    }
    for (const update of pending.filter((u) => u.due)) {
      await deps.db.query(
        `UPDATE documents.legal_updates SET waved_at = $2 WHERE id = $1 AND waved_at IS NULL`,
        [update.id, now()],
      );
      deps.logger.info({ update: update.key }, 'legal update: wave queued');
    }
    return queued;
  }

  async function runOnce() {
    const { recorded, baseline } = await detect();
    if (recorded.length > 0)
      deps.logger.info({ recorded: recorded.length, baseline }, 'legal updates recorded');
    const queued = await reach();
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
