import { PLATFORM_EVENTS } from '@conform/contracts/events';
import {
  createJobQueue,
  progressAbout,
  publishEvent,
  type Db,
  type ProcessInstance,
  type Tx,
} from '@conform/server-kit';
import { z } from 'zod';
import { DOCUMENTS_CHANNEL, type DocumentsRepository } from '../documents/repository.ts';

/** What a render needs: which document of which company, under which product, in which language. */
export const ZRenderJobSchema = z.object({
  companyId: z.string().min(1),
  type: z.string().min(1),
  product: z.string().min(1),
  locale: z.enum(['ro', 'en']),
  /**
   * The legal updates whose waves queued it (legal-updates/), recorded on the version it makes. Wave
   * renders run in the queue's background lane. One waiting job per document: a second update
   * reaching the document in the same pass, or before its render ran, adds its id to the list (the
   * queue's `uniteOnReplace`), and an edit of the company that takes such a job over (same key)
   * renders in the interactive lane with its payload and keeps the list: the version is the edit's
   * and every update's, and each update is applied.
   */
  legalUpdateIds: z.array(z.string().min(1)).optional(),
  /** One legal update, as jobs stored before the list name it: read (`legalUpdatesOf`), no longer written. */
  legalUpdateId: z.string().min(1).optional(),
});
export type TRenderJob = z.infer<typeof ZRenderJobSchema>;

/** The legal updates a render is for: a stored job's single update, then the list's, each once. */
export const legalUpdatesOf = (job: Pick<TRenderJob, 'legalUpdateId' | 'legalUpdateIds'>): string[] => [
  ...new Set([...(job.legalUpdateId ? [job.legalUpdateId] : []), ...(job.legalUpdateIds ?? [])]),
];

/** One document is one key: never rendered twice at once, one waiting render at most. */
export const renderKey = (job: Pick<TRenderJob, 'companyId' | 'type'>) => `${job.companyId}:${job.type}`;

/** The document a key names (a company id has no colon). */
export function documentOfKey(key: string): Pick<TRenderJob, 'companyId' | 'type'> {
  const at = key.indexOf(':');
  return { companyId: key.slice(0, at), type: key.slice(at + 1) };
}

/**
 * A render is done: the documents page is told (as progress while other renders of the company are
 * still queued or running, see `progressAbout`), and when the company's last render is done with
 * nothing in ERROR, the dirty sources the renders were made from are published as regenerated (the
 * company clears them).
 */
export async function publishRenderDone(
  tx: Tx,
  documents: DocumentsRepository,
  companyId: string,
  finishingJobId: string,
): Promise<void> {
  const { rendersLeft, sources } = await documents.takeRegeneratedSources(tx, companyId, finishingJobId);
  await tx.notify(DOCUMENTS_CHANNEL, rendersLeft ? progressAbout(companyId) : companyId);
  if (sources.length === 0) return;
  await publishEvent(tx, PLATFORM_EVENTS, {
    source: 'documents',
    type: 'documents.regenerated',
    payload: { companyId, sources },
  });
}

export function createRenderQueue(deps: {
  db: Db;
  documents: DocumentsRepository;
  maxAttempts: number;
  leaseSeconds: number;
  instance?: ProcessInstance;
}) {
  return createJobQueue<TRenderJob>({
    db: deps.db,
    table: 'documents.render_jobs',
    channel: 'documents_render_jobs',
    maxAttempts: deps.maxAttempts,
    leaseSeconds: deps.leaseSeconds,
    // Interactive renders (an edit, a purchase, a register change, a manual update) before the
    // background wave of a legal update (docs/legal-updates.md).
    lanes: true,
    // An edit taking a wave's waiting render over keeps the updates it was for; a second update's
    // wave reaching the waiting render adds its own.
    keepOnReplace: ['legalUpdateId'],
    uniteOnReplace: ['legalUpdateIds'],
    ...(deps.instance ? { instance: deps.instance } : {}),
    backoffSeconds: (attempt) => Math.min(2 ** attempt, 120),
    parsePayload: (payload) => ZRenderJobSchema.parse(payload),
    // The last attempt failed: the document shows ERROR (unless newer data already waits for a render).
    // A stored payload that no longer parses still names its document in its key.
    async onFailed(tx, { key }) {
      const { companyId, type } = documentOfKey(key);
      await deps.documents.markError(tx, companyId, type);
      await tx.notify(DOCUMENTS_CHANNEL, companyId);
    },
  });
}
export type RenderQueue = ReturnType<typeof createRenderQueue>;
