import { readCompany } from '@conform/companies-service/read';
import { createJobWorker, newId, type Db, type Job, type Logger } from '@conform/server-kit';
import { DOCUMENTS_CHANNEL, type DocumentsRepository } from '../documents/repository.ts';
import type { FileStorage } from '../files/storage.ts';
import { publishIfRegenerated, type RenderQueue, type TRenderJob } from './queue.ts';
import type { RendererClient } from './renderer-client.ts';
import { templateFor } from './templates.ts';

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
}

/**
 * Renders queued documents: builds the HTML from the company's published data, has the renderer
 * make the PDF, stores it and makes it the document's file, READY. A failure is retried with
 * backoff and then shows ERROR (server-kit's job queue); a worker that lost its lease (it was too
 * slow, another took the job back) throws its file away.
 */
export function createRenderWorker(deps: RenderWorkerDeps) {
  const { logger } = deps;

  async function render(job: Job<TRenderJob>): Promise<void> {
    const { companyId, type, locale } = job.payload;
    const template = templateFor(type);
    if (!template) throw new Error(`no template for document type ${type}`);
    const company = await readCompany(deps.db, companyId);
    if (!company) throw new Error('the company no longer exists');
    const document = template(company, locale);
    const pdf = await deps.renderer.renderPdf({ html: document.html, title: document.title });
    const fileId = newId();
    const path = `${companyId}/${type}/${fileId}.pdf`;
    await deps.storage.put(path, pdf);
    let replaced: string | undefined;
    let kept = false;
    try {
      kept = await deps.queue.complete(job, async (tx) => {
        replaced = await deps.documents.recordFile(tx, companyId, type, {
          id: fileId,
          path,
          name: document.fileName,
          bytes: pdf.length,
          contentType: 'application/pdf',
        });
        await publishIfRegenerated(tx, deps.documents, companyId, job.id);
        await tx.notify(DOCUMENTS_CHANNEL, companyId);
      });
    } finally {
      if (!kept) await deps.storage.remove(path).catch(() => undefined);
    }
    if (replaced) await deps.storage.remove(replaced).catch(() => undefined);
    if (kept) logger.info({ companyId, type, bytes: pdf.length }, 'document generated');
    else logger.warn({ companyId, type }, 'render finished after its lease was taken back; result dropped');
  }

  return createJobWorker<TRenderJob>({
    name: 'documents:render',
    queue: deps.queue,
    db: deps.db,
    logger,
    concurrency: deps.concurrency,
    pollMs: deps.pollMs,
    run: render,
  });
}
