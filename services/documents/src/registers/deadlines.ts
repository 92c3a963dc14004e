/**
 * The registers' clocks, pure so that every month end and leap year is tested.
 *
 * A data-subject request is answered "within one month of receipt", extendable "by two further
 * months" (Art. 12(3) GDPR). Periods of EU acts are counted by Regulation (EEC, Euratom) No 1182/71:
 * a period in months starts the day after the event and ends on the day of the last month with the
 * same date as the day of the event, or, when that month has no such date, on its last day
 * (Art. 3(1), 3(2)(c)). So a request received on 31 January is due on 28 (29) February, one received
 * on 15 March on 15 April, and an extended one three months after receipt.
 *
 * Art. 3(4) of the Regulation moves a period ending on a Saturday, Sunday or public holiday to the
 * next working day. We do not apply it: the register shows the strict date, and answering by it is
 * never late. (Verify with the authority's practice before relying on the later day.)
 *
 * A breach is notified to the authority "not later than 72 hours after having become aware of it"
 * (Art. 33(1)): an instant, counted in hours.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days in a month (1–12) of a year, leap years included. */
function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** `day` (YYYY-MM-DD) plus whole months: the same date, or the month's last day when it has none. */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const date = Math.min(d, daysInMonth(year, month));
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
}

/** The day an answer is due: one month after receipt, three once extended. */
export function requestDeadline(receivedOn: string, extended: boolean): string {
  return addMonths(receivedOn, extended ? 3 : 1);
}

/** Whole days from `today` to `day` (both YYYY-MM-DD): 0 on the day itself, negative after it. */
export function daysBetween(today: string, day: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/** Today's date in Romania (the registers' days are the company's calendar days). */
export function todayIn(now: Date, timeZone = 'Europe/Bucharest'): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The moment a breach must be notified by: 72 hours after awareness. */
export function breachNotifyBy(awareAt: Date): Date {
  return new Date(awareAt.getTime() + 72 * 60 * 60 * 1000);
}

/** The 72-hour clock at `now`: time left (negative once passed), in whole minutes. */
export function breachClock(
  awareAt: Date,
  now: Date,
): { notifyBy: Date; minutesLeft: number; overdue: boolean } {
  const notifyBy = breachNotifyBy(awareAt);
  const minutesLeft = Math.floor((notifyBy.getTime() - now.getTime()) / 60_000);
  return { notifyBy, minutesLeft, overdue: minutesLeft < 0 };
}

/**
 * When to remind the company's admins of an open request: 7 days and 2 days before the deadline,
 * and on the day. Returns the reminder stage due on `today`, if any, that was not sent yet.
 */
export const REMINDER_STAGES = [7, 2, 0] as const;
export type ReminderStage = (typeof REMINDER_STAGES)[number];

export function dueReminder(deadline: string, today: string, sent: readonly number[]): ReminderStage | null {
  const left = daysBetween(today, deadline);
  if (left < 0) return null;
  // The closest stage already reached: a request logged 3 days before its deadline gets the
  // 2-day reminder, not a late 7-day one.
  const reached = REMINDER_STAGES.filter((stage) => left <= stage);
  const stage = reached[reached.length - 1];
  return stage === undefined || sent.includes(stage) ? null : stage;
}

/** `day` (YYYY-MM-DD) plus whole days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** A moment as the company reads it: Romanian time, day and minute. */
export function localMoment(iso: string | null): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Bucharest',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}
