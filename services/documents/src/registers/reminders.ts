/**
 * Reminders of the registers: an open request 7 days and 2 days before its deadline and on the
 * day (none while its clock is paused for the person's identity), a breach still to notify 24 hours
 * before its deadline and when it has passed, a whistleblowing report's acknowledgement and feedback
 * before their last day and on it, and a document's review 14 days before it is due and on the day,
 * tell the company's admins, by e-mail (the identity service owns addresses and the mail port: it
 * answers `request.reminder`, `breach.reminder`, `whistleblowing.reminder`, `review.reminder`). Each
 * stage is sent once: the stage is recorded in the same transaction as the event, guarded so two
 * processes never send it twice.
 */
import { PLATFORM_EVENTS } from '@conform/contracts/events';
import { publishEvent, type BackgroundTask, type Db, type Logger } from '@conform/server-kit';
import { documentTexts, typeOfKey } from '../catalogue.ts';
import { reviewDue } from './clocks.ts';
import {
  addDays,
  breachNotifyBy,
  breachStage,
  daysBetween,
  dueReminder,
  reviewStage,
  todayIn,
  whistleblowingClocks,
  whistleblowingStage,
  type WhistleblowingClock,
} from './deadlines.ts';
import type { RegistersRepository } from './repository.ts';

export interface RequestReminders extends BackgroundTask {
  /** One pass: sends what is due today; returns how many reminders it sent. */
  runOnce(): Promise<number>;
}

export function createRequestReminders(deps: {
  db: Db;
  repository: RegistersRepository;
  logger: Logger;
  intervalMs: number;
  now?: () => Date;
}): RequestReminders {
  const now = deps.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let sent = 0;

  /**
   * A breach still to notify: 24 hours before its deadline, and once the time is up (Art. 33(1));
   * a breach logged with less than a day left gets the first only if the time is not up yet.
   */
  async function remindBreaches(): Promise<number> {
    const at = now();
    let count = 0;
    for (const breach of await deps.repository.breachesToNotify()) {
      const notifyBy = breachNotifyBy(breach.awareAt);
      const left = notifyBy.getTime() - at.getTime();
      const stage = breachStage(left, breach.remindersSent);
      if (stage === null) continue;
      const published = await deps.db.transaction(async (tx) => {
        const claimed = await tx.query(
          `UPDATE documents.breaches
              SET reminders_sent = reminders_sent || to_jsonb($2::int)
            WHERE id = $1 AND authority_notified_at IS NULL AND NOT reminders_sent @> to_jsonb($2::int)
           RETURNING id`,
          [breach.id, stage],
        );
        if (claimed.length === 0) return false;
        await publishEvent(tx, PLATFORM_EVENTS, {
          source: 'documents',
          type: 'breach.reminder',
          payload: {
            companyId: breach.companyId,
            breachId: breach.id,
            number: breach.number,
            notifyBy: notifyBy.toISOString(),
            stage,
          },
        });
        return true;
      });
      if (published) count++;
    }
    return count;
  }

  /** A report's open clocks: the acknowledgement until given, the feedback until given. */
  async function remindReports(): Promise<number> {
    const today = todayIn(now());
    let count = 0;
    for (const report of await deps.repository.openReports()) {
      const clocks = whistleblowingClocks(report);
      const open: Array<[WhistleblowingClock, string]> = [];
      if (report.acknowledgedOn === null) open.push(['ACKNOWLEDGEMENT', clocks.acknowledgeBy]);
      if (report.feedbackOn === null) open.push(['FEEDBACK', clocks.feedbackBy]);
      for (const [clock, due] of open) {
        const stage = whistleblowingStage(clock, due, today, report.remindersSent);
        if (stage === null) continue;
        const mark = `${clock}:${stage}`;
        const column = clock === 'ACKNOWLEDGEMENT' ? 'acknowledged_on' : 'feedback_on';
        const published = await deps.db.transaction(async (tx) => {
          const claimed = await tx.query(
            `UPDATE documents.whistleblowing_reports
                SET reminders_sent = reminders_sent || to_jsonb($2::text)
              WHERE id = $1 AND closed_on IS NULL AND ${column} IS NULL
                AND NOT reminders_sent @> to_jsonb($2::text)
             RETURNING id`,
            [report.id, mark],
          );
          if (claimed.length === 0) return false;
          await publishEvent(tx, PLATFORM_EVENTS, {
            source: 'documents',
            type: 'whistleblowing.reminder',
            payload: {
              companyId: report.companyId,
              reportId: report.id,
              number: report.number,
              clock,
              due,
              daysLeft: daysBetween(today, due),
            },
          });
          return true;
        });
        if (published) count++;
      }
    }
    return count;
  }

  /** Documents due for review: each version's stage once (review_reminders' key). */
  async function remindReviews(): Promise<number> {
    const today = todayIn(now());
    let count = 0;
    const documents = await deps.db.query<{
      companyId: string;
      type: string;
      product: string;
      status: string;
      version: number;
      versionMadeAt: Date | null;
      sent: number[] | null;
    }>(
      `SELECT d.company_id AS "companyId", d.type, d.product, d.status, d.version,
              v.created_at AS "versionMadeAt",
              (SELECT array_agg(r.stage) FROM documents.review_reminders r
                WHERE r.company_id = d.company_id AND r.type = d.type AND r.version = d.version) AS sent
         FROM documents.documents d
         JOIN documents.document_versions v
           ON v.company_id = d.company_id AND v.type = d.type AND v.version = d.version
        WHERE d.status = 'READY'`,
    );
    for (const doc of documents) {
      const review = reviewDue(doc);
      if (review === null) continue;
      const { due, source } = review;
      const stage = reviewStage(due, today, doc.sent ?? []);
      if (stage === null) continue;
      const published = await deps.db.transaction(async (tx) => {
        const claimed = await tx.query(
          `INSERT INTO documents.review_reminders (company_id, type, version, stage)
           VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING stage`,
          [doc.companyId, doc.type, doc.version, stage],
        );
        if (claimed.length === 0) return false;
        const { name } = documentTexts(typeOfKey(doc.type));
        await publishEvent(tx, PLATFORM_EVENTS, {
          source: 'documents',
          type: 'review.reminder',
          payload: {
            companyId: doc.companyId,
            type: doc.type,
            version: doc.version,
            due,
            stage,
            title: { ro: name.ro, en: name.en },
            rule: source,
          },
        });
        return true;
      });
      if (published) count++;
    }
    return count;
  }

  async function runOnce(): Promise<number> {
    const today = todayIn(now());
    let count = 0;
    for (const request of await deps.repository.openRequestsDueBetween(today, addDays(today, 7))) {
      const stage = dueReminder(request.deadline, today, request.remindersSent);
      if (stage === null) continue;
      const published = await deps.db.transaction(async (tx) => {
        const claimed = await tx.query(
          `UPDATE documents.data_subject_requests
              SET reminders_sent = reminders_sent || to_jsonb($2::int)
            WHERE id = $1 AND status IN ('OPEN', 'EXTENDED') AND NOT reminders_sent @> to_jsonb($2::int)
              -- Not while paused for the person's identity (asked for since it was read).
              AND (identity_requested_on IS NULL OR identity_confirmed_on IS NOT NULL)
           RETURNING id`,
          [request.id, stage],
        );
        if (claimed.length === 0) return false;
        await publishEvent(tx, PLATFORM_EVENTS, {
          source: 'documents',
          type: 'request.reminder',
          payload: {
            companyId: request.companyId,
            requestId: request.id,
            number: request.number,
            deadline: request.deadline,
            daysLeft: daysBetween(today, request.deadline),
          },
        });
        return true;
      });
      if (published) count++;
    }
    count += await remindBreaches();
    count += await remindReports();
    count += await remindReviews();
    sent += count;
    if (count > 0) deps.logger.info({ reminders: count }, 'registers: reminders sent');
    return count;
  }

  const tick = () => {
    running = runOnce().catch((err: unknown) =>
      deps.logger.error({ err }, 'requests register: reminders failed'),
    );
  };

  return {
    name: 'documents:request-reminders',
    runOnce,
    start() {
      tick();
      timer = setInterval(tick, deps.intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
    health: () => Promise.resolve({ remindersSent: sent }),
  };
}
