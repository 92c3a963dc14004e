import { isDeepStrictEqual } from 'node:util';
import type { TLegalParameters } from '@conform/catalogues';
import { createJobWorker, newId, type Db, type Job, type Logger } from '@conform/server-kit';
import { channelOfKey, languageOfKey, storageFolder, typeOfKey, UTILS } from '../catalogue.ts';
import { generatableDocuments } from '../documents/plan.ts';
import type { DocumentsRepository } from '../documents/repository.ts';
import { withoutHistory } from '../engine/history.ts';
import { prepareDocument } from '../engine/render.ts';
import { XLSX_TYPE } from '../engine/xlsx.ts';
import { REGISTER_DOCUMENTS, registerEntries } from '../registers/domain.ts';
import { createRegistersRepository } from '../registers/repository.ts';
import type { FileStorage } from '../files/storage.ts';
import { legalUpdatesOf, publishRenderDone, type RenderQueue, type TRenderJob } from './queue.ts';
import type { RendererClient } from './renderer-client.ts';
import { createSharedReads } from './shared-reads.ts';
import { sha256 } from '../ledger/ledger.ts';
import { recordAppliedIfLast } from '../legal-updates/legal-updates.ts';

export interface RenderWorkerDeps {
  db: Db;
  queue: RenderQueue;
  documents: DocumentsRepository;
  storage: FileStorage;
  renderer: RendererClient;
  logger: Logger;
  pollMs: number;
  /** Renders at once: the configured number, or the renderer's pool size once it answers. */
  concurrency: number | ((signal: AbortSignal) => Promise<number>);
  /** The legal figures' table the documents state (the catalogue's; tests inject one). */
  parameters?: TLegalParameters;
}

/**
 * Makes queued documents: reads the company and the situations the type needs through the owners'
 * read models (once for the documents of a wave), builds the document tree, has the renderer print it to PDF, keeps it as a new version
 * (with the tree its DOCX is made from on first download) and makes it the document's current one,
 * READY. A failure is retried with backoff and then shows ERROR (server-kit's job queue); a worker
 * that lost its lease (it was too slow, another took the job back) throws its file away.
 */
export function createRenderWorker(deps: RenderWorkerDeps) {
  const { logger } = deps;
  // The printed registers read the registers' entries (this service's own tables).
  const registerRepository = createRegistersRepository(deps.db);
  // The documents of one wave read the company once (shared-reads.ts says when a read is shared).
  const reads = createSharedReads(deps.db);

  /**
   * The legal updates a wave's render is for (legal-updates/), oldest first (by the day each applies
   * from), with their titles in each language.
   */
  async function legalUpdatesFor(ids: string[]): Promise<Array<{ id: string; ro: string; en: string }>> {
    if (ids.length === 0) return [];
    return deps.db.query<{ id: string; ro: string; en: string }>(
      `SELECT id, title_ro AS ro, title_en AS en FROM documents.legal_updates
        WHERE id = ANY($1::text[]) ORDER BY effective_at, created_at, id`,
      [ids],
    );
  }

  async function render(job: Job<TRenderJob>, signal: AbortSignal): Promise<void> {
    const { companyId, type, product } = job.payload;
    const updateIds = legalUpdatesOf(job.payload);
    // A key that names its language (an `_EN` package's English edition) is made in it, whoever asked.
    const locale = languageOfKey(type) ?? job.payload.locale;
    const t0 = performance.now();
    const { company, situations } = await reads.read(job.payload, job.enqueuedAt);
    if (!company) throw new Error('the company no longer exists');
    // Queued before its package was refunded: a locked document is not made again (the guide and
    // the other always-available documents of UTILS are made whatever the company bought).
    if (product !== UTILS && !generatableDocuments(company).some((d) => d.type === type)) {
      await deps.queue.complete(job, (tx) => publishRenderDone(tx, deps.documents, companyId, job.id));
      logger.info({ companyId, type }, 'render dropped: the company no longer has this document');
      return;
    }
    const current = await deps.documents.currentVersion(deps.db, companyId, type);
    const registers = (Object.values(REGISTER_DOCUMENTS) as string[]).includes(typeOfKey(type))
      ? await registerEntries(registerRepository, companyId)
      : undefined;
    const inputs = {
      // The key's type: an `_EN` package's English edition is the same document in `locale`.
      type: typeOfKey(type),
      product,
      // A website's policy made for one of the company's channels covers that channel.
      ...(channelOfKey(type) ? { channel: channelOfKey(type) } : {}),
      company,
      situations,
      language: locale,
      ...(registers ? { registers } : {}),
      ...(deps.parameters ? { law: { table: deps.parameters } } : {}),
    };
    // Made again with nothing changed (a change elsewhere in the company, a manual update): the
    // latest version's text, made as of that version, is compared with what the data give now; the
    // same, word for word, keeps that version. The printed registers are always made again (their
    // deadlines move with the clock). The version history at the end is left out of the comparison:
    // it is not the text of the document (and a version made before it was printed has none).
    const latest = current.latest;
    if (latest && latest.language === locale && !registers) {
      const again = prepareDocument({ ...inputs, version: latest.number, now: latest.createdAt });
      // As stored (JSON, no undefined), compared whatever the order of keys the database keeps.
      if (
        again &&
        isDeepStrictEqual(
          JSON.parse(JSON.stringify(withoutHistory(again.tree))),
          withoutHistory(latest.tree as { sections: Array<{ id: string }> }),
        )
      ) {
        await deps.queue.complete(job, async (tx) => {
          await deps.documents.keepCurrent(tx, companyId, type);
          await publishRenderDone(tx, deps.documents, companyId, job.id);
          await recordAppliedIfLast(tx, companyId, updateIds, job.id);
        });
        logger.info({ companyId, type, version: latest.number }, 'document unchanged: no new version');
        return;
      }
    }
    // A new version: its history lists the versions before it and this one (made for legal
    // updates, its row names each).
    const legalUpdates = await legalUpdatesFor(updateIds);
    const prepared = prepareDocument({
      ...inputs,
      legalUpdates,
      version: current.next,
      earlier: {
        versions: await deps.documents.history(deps.db, companyId, type),
        sections: current.sections,
      },
    });
    if (!prepared) throw new Error(`no template for document type ${type}`);
    const t1 = performance.now();
    // A wave's render gives the renderer's pages to any edit's first; a wave job an edit took over
    // was claimed from the interactive lane and prints as the edit's.
    const pdf = await deps.renderer.renderPdf(
      { html: prepared.html, title: prepared.tree.title },
      { signal, priority: job.lane },
    );
    const fileId = newId();
    const file = { id: fileId, path: `${companyId}/${storageFolder(type)}/${fileId}.pdf` };
    // The spreadsheet of the Art. 30 record is made with the PDF, from the same data.
    const xlsxBytes = prepared.xlsx ? await prepared.xlsx() : undefined;
    const xlsxId = newId();
    const xlsx = xlsxBytes && {
      id: xlsxId,
      path: `${companyId}/${storageFolder(type)}/${xlsxId}.xlsx`,
      name: `${prepared.fileName}.xlsx`,
      bytes: xlsxBytes.length,
      contentType: XLSX_TYPE,
    };
    const t2 = performance.now();
    let kept = false;
    try {
      await deps.storage.put(file.path, pdf);
      if (xlsx && xlsxBytes) await deps.storage.put(xlsx.path, xlsxBytes);
      kept = await deps.queue.complete(job, async (tx) => {
        await deps.documents.recordVersion(tx, companyId, type, {
          number: current.next,
          language: locale,
          pdf: {
            id: file.id,
            path: file.path,
            name: `${prepared.fileName}.pdf`,
            bytes: pdf.length,
            contentType: 'application/pdf',
          },
          xlsx,
          docxSource: prepared.docxSource,
          sections: prepared.sections,
          changes: prepared.changes,
          dataDigest: prepared.dataDigest,
          pdfSha256: sha256(pdf),
          legalUpdateIds: legalUpdates.map((update) => update.id),
        });
        await publishRenderDone(tx, deps.documents, companyId, job.id);
        await recordAppliedIfLast(tx, companyId, updateIds, job.id);
      });
    } finally {
      if (!kept) {
        await deps.storage.remove(file.path).catch(() => undefined);
        if (xlsx) await deps.storage.remove(xlsx.path).catch(() => undefined);
      }
    }
    if (kept)
      logger.info(
        {
          companyId,
          type,
          version: current.next,
          bytes: pdf.length,
          prepareMs: Math.round(t1 - t0),
          printMs: Math.round(t2 - t1),
          keepMs: Math.round(performance.now() - t2),
        },
        'document generated',
      );
    else logger.warn({ companyId, type }, 'render finished after its lease was taken back; result dropped');
  }

  return createJobWorker<TRenderJob>({
    name: 'documents:render',
    queue: deps.queue,
    db: deps.db,
    logger,
    concurrency: deps.concurrency,
    pollMs: deps.pollMs,
    // One slot more than `concurrency` takes interactive renders only: an edit during a legal
    // update's wave starts at once instead of after a wave's render (docs/legal-updates.md).
    reserveInteractive: true,
    run: render,
  });
}
