/**
 * Reminders of the registers: an open request 7 days and 2 days before its deadline and on the
 * day, and a breach still to notify 24 hours before its deadline and when it has passed, tell the
 * company's admins, by e-mail (the identity service owns addresses and the
 * mail port: it answers `request.reminder`). Each stage is sent once: the stage is recorded in the
 * same transaction as the event, guarded so two processes never send it twice.
 */
import { PLATFORM_EVENTS } from '@conform/contracts/events';
import { publishEvent, type BackgroundTask, type Db, type Logger } from '@conform/server-kit';
import { addDays, breachNotifyBy, breachStage, daysBetween, dueReminder, todayIn } from './deadlines.ts';
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
