/**
 * Marketing submissions (docs/spec/behaviour.md §7 "Marketing forms"; docs/architecture.md#ports-to-the-outside-world): HubSpot Forms v3, one submission
 * per event — account created, quiz completed, onboarding evaluation, company created, purchase
 * completed, contact request — through the outbox, two tries each, only with the person's consent.
 *
 * Which consent, and why:
 * - A submission sends a person's e-mail address, name and what they did to a marketing CRM, to write
 *   to them. That needs their consent to communications (GDPR art. 6(1)(a); Law 506/2004 art. 12 for
 *   commercial e-mail): the optional box of the terms page and of the quiz's contact step, recorded by
 *   the identity service (`consentedCommsAt`). Nothing is sent without it; accepting the terms alone is
 *   not a consent to marketing. It is read when the submission is built, so a consent withdrawn before
 *   then stops it (`user.consented` false also takes queued ones off the queue).
 * - The HubSpot visitor cookie (`hutk`) ties the submission to the browser's page views: that is the
 *   marketing-cookies choice of the cookie banner (Law 506/2004 art. 4(5), ePrivacy art. 5(3)), which
 *   lives in the browser. The shell reports it (PUT /marketing/tracking) and the cookie is kept for the
 *   user only while it is true; without it the submission goes without `hutk`. The cookie choice alone
 *   never causes a submission: it is not a consent to be written to.
 * - Submissions need a confirmed address: an anonymous visitor's quiz and company wait (ids only, in
 *   this service's outbox) until the e-mail link is opened and the consent is there, for
 *   MARKETING_WAIT_DAYS at most; then they are forgotten.
 *
 * Events are handled by this service's consumer (each once per event id, retried on database errors);
 * the submission is built from the owners' read models (identity's user, the companies' company) and
 * queued with its body; a job worker sends it outside any transaction: two tries (docs/spec/behaviour.md §7), then FAILED.
 */
import { readCompany } from '@conform/companies-service/read';
import type { Platform } from '@conform/contracts';
import {
  type PLATFORM_EVENTS,
  type TPlatformEvent,
  type TPlatformEventType,
} from '@conform/contracts/events';
import { readUser } from '@conform/identity-service/read';
import {
  createJobQueue,
  createJobWorker,
  newId,
  type BackgroundTask,
  type Db,
  type EventContext,
  type EventHandlers,
  type Logger,
  type ProcessInstance,
  type Tx,
} from '@conform/server-kit';
import { z } from 'zod';
import type { MarketingKind } from '../config.ts';
import { ZMarketingJobSchema, type MarketingSink, type TMarketingJob } from './port.ts';
import { createMarketingRepository } from './repository.ts';
import { buildSubmission, type SubmissionRefs, type SubmissionSettings } from './submission.ts';

/** docs/spec/behaviour.md §7: each submission is tried twice, then given up. */
export const MARKETING_TRIES = 2;
export const MARKETING_JOBS_CHANNEL = 'onboarding_marketing_jobs';

const ZRefsSchema: z.ZodType<SubmissionRefs> = z.object({
  evaluationId: z.string().optional(),
  companyId: z.string().optional(),
  orderId: z.string().optional(),
  products: z.array(z.string()).optional(),
});

export interface MarketingDeps {
  db: Db;
  /** The process's instance, named by the submissions' leases. */
  instance?: ProcessInstance;
  sink: MarketingSink;
  logger: Logger;
  settings: SubmissionSettings & {
    /** Seconds between the two tries. */
    retrySeconds: number;
    waitDays: number;
    /** A try that has not answered after this long is taken back (its process died). */
    leaseSeconds: number;
    pollMs?: number;
  };
}

interface Happened {
  kind: MarketingKind;
  userId: string;
  dedupeKey: string;
  refs: SubmissionRefs;
  platform: Platform;
  locale: 'ro' | 'en' | null;
}

/**
 * The events marketing turns into submissions, and the consent that releases them: the onboarding
 * service's migrations subscribe to them whatever the sink (migrations/0005_event_subscriptions.sql).
 */
export const MARKETING_EVENT_TYPES = [
  'user.registered',
  'user.consented',
  'evaluation.completed',
  'company.created',
  'order.paid',
  'contact.requested',
] as const satisfies readonly TPlatformEventType[];
type MarketingEventType = (typeof MARKETING_EVENT_TYPES)[number];

export function createMarketing(deps: MarketingDeps) {
  const { db, sink, logger, settings } = deps;
  const log = logger.child({ worker: 'marketing' });

  const queue = createJobQueue<TMarketingJob>({
    db,
    table: 'onboarding.marketing_jobs',
    channel: MARKETING_JOBS_CHANNEL,
    ...(deps.instance ? { instance: deps.instance } : {}),
    maxAttempts: MARKETING_TRIES,
    leaseSeconds: settings.leaseSeconds,
    backoffSeconds: () => settings.retrySeconds,
    parsePayload: (payload) => ZMarketingJobSchema.parse(payload),
    // Given up: the outbox says so, and the body (an e-mail address, a name) is not kept with the job.
    async onFailed(tx, { key, error }) {
      // The key is the submission's id (a stored payload that no longer parses still has it).
      await createMarketingRepository(tx.orm).markFailed(key, error);
      await tx.query(
        `UPDATE onboarding.marketing_jobs SET payload = jsonb_build_object('submissionId', key)
          WHERE key = $1 AND status = 'FAILED'`,
        [key],
      );
    },
  });

  /** Records what happened, in the event's transaction; it waits there until it can be sent. */
  async function record(context: EventContext, happened: Happened): Promise<void> {
    await createMarketingRepository(context.tx.orm).add({
      id: newId(),
      ...happened,
      eventId: context.eventId,
      occurredAt: context.publishedAt,
    });
  }

  /**
   * Queues every waiting submission of the user once they can be sent: a confirmed address and the
   * communications consent (see the top of this file). Otherwise they keep waiting.
   */
  async function release(tx: Tx, userId: string): Promise<void> {
    const repo = createMarketingRepository(tx.orm);
    await repo.dropExpired(settings.waitDays);
    const user = await readUser(tx, userId);
    if (!user) {
      await repo.withdraw(tx, userId);
      return;
    }
    if (user.isAnonymous || user.email === null || user.consentedCommsAt === null) return;
    const taken = await repo.takeWaiting(userId);
    if (taken.length === 0) return;
    const hutk = await repo.hutkOf(userId);
    for (const submission of taken) {
      const refs = ZRefsSchema.parse(submission.refs);
      const kind = submission.kind as MarketingKind;
      const platform = submission.platform;
      const body = buildSubmission(
        {
          kind,
          platform,
          locale:
            submission.locale === 'en' || submission.locale === 'ro'
              ? submission.locale
              : platform === 'ro'
                ? 'ro'
                : 'en',
          occurredAt: submission.occurredAt,
          refs,
          user: { ...user, email: user.email },
          company: refs.companyId ? await readCompany(tx, refs.companyId) : undefined,
          evaluationResults: refs.evaluationId ? await repo.evaluationResults(refs.evaluationId) : undefined,
          hutk,
        },
        settings,
      );
      await queue.enqueue(tx, { key: submission.id, payload: { submissionId: submission.id, kind, body } });
    }
    log.info({ userId, count: taken.length }, 'marketing submissions queued');
  }

  /** "Replace the account": the anonymous visitor's waiting submissions and cookie follow them. */
  const onUserMerged = async (event: TPlatformEvent<'user.merged'>, { tx }: EventContext): Promise<void> => {
    await createMarketingRepository(tx.orm).moveUser(event.fromUserId, event.intoUserId);
    await release(tx, event.intoUserId);
  };

  /** The six events (docs/spec/behaviour.md §7), and the consent that lets them go. `user.merged` is the app's, which calls onUserMerged. */
  const handlers = {
    'user.registered': async (event, context) => {
      await record(context, {
        kind: 'ACCOUNT_CREATED',
        userId: event.userId,
        // An account is created once, however it came (link, upgrade, partner).
        dedupeKey: `ACCOUNT_CREATED:${event.userId}`,
        refs: {},
        platform: event.platform,
        locale: event.locale,
      });
      await release(context.tx, event.userId);
    },

    'user.consented': async (event, { tx }) => {
      if (event.communications) await release(tx, event.userId);
      else await createMarketingRepository(tx.orm).withdraw(tx, event.userId);
    },

    'evaluation.completed': async (event, context) => {
      // A visitor without a session: there is nobody whose consent could be asked.
      if (event.userId === null) return;
      await record(context, {
        kind: event.source === 'quiz' ? 'QUIZ_COMPLETED' : 'ONBOARDING_EVALUATION',
        userId: event.userId,
        dedupeKey: `EVALUATION:${event.evaluationId}`,
        refs: { evaluationId: event.evaluationId },
        platform: event.platform,
        locale: event.locale,
      });
      await release(context.tx, event.userId);
    },

    'company.created': async (event, context) => {
      await record(context, {
        kind: 'COMPANY_CREATED',
        userId: event.userId,
        dedupeKey: `COMPANY_CREATED:${event.companyId}`,
        refs: { companyId: event.companyId },
        platform: event.platform,
        locale: null,
      });
      await release(context.tx, event.userId);
    },

    /** The company's admins (normally its creator alone) bought it. */
    'order.paid': async (event, context) => {
      const company = await readCompany(context.tx, event.companyId);
      for (const userId of company?.adminIds ?? []) {
        await record(context, {
          kind: 'PURCHASE_COMPLETED',
          userId,
          dedupeKey: `PURCHASE_COMPLETED:${event.orderId}:${userId}`,
          refs: { companyId: event.companyId, orderId: event.orderId, products: event.products },
          platform: event.platform,
          locale: null,
        });
        await release(context.tx, userId);
      }
    },

    'contact.requested': async (event, context) => {
      await record(context, {
        kind: 'CONTACT_REQUEST',
        userId: event.userId,
        dedupeKey: `CONTACT_REQUEST:${context.eventId}`,
        refs: event.companyId ? { companyId: event.companyId } : {},
        platform: event.platform,
        locale: event.locale,
      });
      await release(context.tx, event.userId);
    },
  } satisfies { [K in MarketingEventType]: NonNullable<EventHandlers<typeof PLATFORM_EVENTS>[K]> };

  const worker = createJobWorker<TMarketingJob>({
    name: 'marketing',
    queue,
    db,
    logger: log,
    concurrency: 1,
    pollMs: settings.pollMs,
    async run(job, signal) {
      await sink.submit({ kind: job.payload.kind, body: job.payload.body }, signal);
      await queue.complete(job, (tx) => createMarketingRepository(tx.orm).markSent(job.payload.submissionId));
    },
  });

  /** The outbox's counts on the service's health answer, besides the queue's own. */
  const status: BackgroundTask = {
    name: 'marketing:status',
    start: () => undefined,
    stop: () => Promise.resolve(),
    health: async () => ({ marketing: await createMarketingRepository(db.orm).counts() }),
  };

  /** The shell's report of the marketing-cookies choice, with the request's HubSpot cookie. */
  const setTracking = async (userId: string, marketingCookies: boolean, hutk: string | undefined) => {
    const repo = createMarketingRepository(db.orm);
    if (marketingCookies && hutk !== undefined) await repo.setHutk(userId, hutk);
    else await repo.forgetHutk(userId);
  };

  return { handlers, onUserMerged, setTracking, background: [worker, status] };
}
export type Marketing = ReturnType<typeof createMarketing>;
