import {
  createJobQueue,
  createJobWorker,
  type BackgroundTask,
  type Db,
  type Logger,
  type ProcessInstance,
  type Tx,
} from '@conform/server-kit';
import { z } from 'zod';
import type { PaymentProvider } from '../payments/provider.ts';
import { createRefundsRepository, moneyCounts } from './repository.ts';

export const REFUND_JOBS_CHANNEL = 'checkout_refund_jobs';

const ZRefundJobSchema = z.object({ orderId: z.string().min(1).max(64) });
type TRefundJob = z.infer<typeof ZRefundJobSchema>;

/** Waits grow from `retrySeconds` by doubling, up to six hours: a provider's outage is waited out. */
const MAX_WAIT_SECONDS = 6 * 3600;

/**
 * Refunds the platform owes (a payment that could not give its packages): each is a job in the
 * checkout's own queue, queued in the transaction that decided it, so a refund survives a crash or a
 * restart. A refused or failed call is tried again with growing waits; after the last try the refund
 * is FAILED, logged as an error and counted on /health (`refunds.failed`) for an operator.
 */
export function createRefunds(deps: {
  db: Db;
  provider: PaymentProvider;
  logger: Logger;
  maxAttempts: number;
  retrySeconds: number;
  /** A call that has not answered after this long is taken back (its process died). */
  leaseSeconds?: number;
  pollMs?: number;
  /** The process's instance: a refund call held by a process that died is taken back at once. */
  instance?: ProcessInstance;
}) {
  const log = deps.logger.child({ worker: 'refunds' });
  const queue = createJobQueue<TRefundJob>({
    db: deps.db,
    table: 'checkout.refund_jobs',
    instance: deps.instance,
    channel: REFUND_JOBS_CHANNEL,
    maxAttempts: deps.maxAttempts,
    leaseSeconds: deps.leaseSeconds ?? 120,
    backoffSeconds: (attempt) => Math.min(deps.retrySeconds * 2 ** (attempt - 1), MAX_WAIT_SECONDS),
    parsePayload: (payload) => ZRefundJobSchema.parse(payload),
    // The key is the order's id: a payload that no longer parses still names its refund.
    async onFailed(tx, { key, payload, error }) {
      await createRefundsRepository(tx.orm).markFailed(payload?.orderId ?? key, error);
    },
  });

  const worker = createJobWorker<TRefundJob>({
    name: 'refunds',
    queue,
    db: deps.db,
    logger: log,
    concurrency: 1,
    pollMs: deps.pollMs,
    async run(job) {
      const repo = createRefundsRepository(deps.db.orm);
      const found = await repo.find(job.payload.orderId);
      // Done already (its credit notification came), or given up by hand: nothing to ask for.
      if (!found || found.refund.status !== 'REQUESTED') {
        await queue.complete(job, () => Promise.resolve());
        return;
      }
      const { refund } = found;
      try {
        await deps.provider.credit({
          orderId: refund.orderId,
          providerPaymentId: found.providerPaymentId,
          amount: refund.amount,
          currency: refund.currency,
        });
      } catch (err) {
        await repo.noteError(refund.orderId, err instanceof Error ? err.message : String(err));
        throw err;
      }
      await queue.complete(job, (tx) => createRefundsRepository(tx.orm).markSent(refund.orderId));
      log.info({ orderId: refund.orderId, reason: refund.reason }, 'refund accepted by the provider');
    },
  });

  const status: BackgroundTask = {
    name: 'checkout:money',
    start: () => undefined,
    stop: () => Promise.resolve(),
    health: () => moneyCounts(deps.db),
  };

  return {
    /** Queues the refund call of an order, in the caller's transaction. */
    enqueue: (tx: Tx, orderId: string) => queue.enqueue(tx, { key: orderId, payload: { orderId } }),
    background: [worker, status],
  };
}
