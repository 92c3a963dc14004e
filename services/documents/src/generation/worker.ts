import { newId, type Db, type Logger } from '@conform/server-kit';
import { readCompany } from '../companies-read.ts';
import type { FileStorage } from '../files/storage.ts';
import { GUIDE_TYPE } from '../catalogue.ts';
import { buildGuide } from './guide-template.ts';
import type { RendererClient } from './renderer-client.ts';
import type { JobRecord, JobsRepository } from './repository.ts';

/** Lets a request wake the worker at once instead of waiting for the next poll. */
export interface WakeSignal {
  wake(): void;
  /** Resolves on the next wake() or after `ms`, whichever comes first. */
  wait(ms: number): Promise<void>;
}

export function createWakeSignal(): WakeSignal {
  let waiters: Array<() => void> = [];
  return {
    wake() {
      const woken = waiters;
      waiters = [];
      for (const resolve of woken) resolve();
    },
    wait(ms) {
      return new Promise((resolve) => {
        const timer = setTimeout(done, ms);
        function done() {
          clearTimeout(timer);
          waiters = waiters.filter((w) => w !== done);
          resolve();
        }
        waiters.push(done);
      });
    },
  };
}

/** A job whose worker has not finished in this long is taken again (the worker died). */
const LOCK_SECONDS = 300;

export interface WorkerDeps {
  db: Db;
  jobs: JobsRepository;
  storage: FileStorage;
  renderer: RendererClient;
  logger: Logger;
  signal: WakeSignal;
  pollMs: number;
  concurrency: number;
  maxAttempts: number;
}

/**
 * Renders queued documents: builds the HTML from the company, has the renderer make the PDF,
 * stores it and marks the document READY; a failure retries with backoff, then marks it ERROR.
 */
export function createRenderWorker(deps: WorkerDeps) {
  const { logger } = deps;
  let running = false;
  let loops: Promise<void>[] = [];

  async function generate(job: JobRecord): Promise<void> {
    if (job.type !== GUIDE_TYPE) throw new Error(`no template for document type ${job.type}`);
    const company = await readCompany(deps.db, job.companyId);
    if (!company) throw new Error('the company no longer exists');
    const document = buildGuide(company, job.locale);
    const pdf = await deps.renderer.renderPdf({ html: document.html, title: document.title });
    const fileId = newId();
    const path = `${job.companyId}/${job.type}/${fileId}.pdf`;
    await deps.storage.put(path, pdf);
    let replaced: string | undefined;
    try {
      replaced = await deps.jobs.complete(job, {
        id: fileId,
        path,
        name: document.fileName,
        bytes: pdf.length,
        contentType: 'application/pdf',
      });
    } catch (err) {
      await deps.storage.remove(path).catch(() => undefined);
      throw err;
    }
    if (replaced) await deps.storage.remove(replaced).catch(() => undefined);
    logger.info({ companyId: job.companyId, type: job.type, bytes: pdf.length }, 'document generated');
  }

  async function runOne(job: JobRecord): Promise<void> {
    try {
      await generate(job);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (job.attempts < deps.maxAttempts) {
        const delay = 2 ** job.attempts;
        logger.warn(
          { err, jobId: job.id, attempt: job.attempts, retryInSeconds: delay },
          'document generation failed; retrying',
        );
        await deps.jobs.retry(job, message, delay);
      } else {
        logger.error({ err, jobId: job.id, attempts: job.attempts }, 'document generation failed; giving up');
        await deps.jobs.fail(job, message);
      }
    }
  }

  async function loop(): Promise<void> {
    while (running) {
      try {
        const job = await deps.jobs.claim(LOCK_SECONDS);
        if (job) await runOne(job);
        else await deps.signal.wait(deps.pollMs);
      } catch (err) {
        if (!running) return;
        logger.error({ err }, 'render worker error');
        await deps.signal.wait(deps.pollMs);
      }
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      loops = Array.from({ length: deps.concurrency }, () => loop());
    },
    /** Lets the jobs in hand finish, then stops taking new ones. */
    async stop() {
      running = false;
      deps.signal.wake();
      await Promise.all(loops);
    },
  };
}
