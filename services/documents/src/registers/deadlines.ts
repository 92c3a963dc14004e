/**
 * The registers' clocks, pure so that every month end, leap year, weekend and holiday is tested.
 *
 * A data-subject request is answered "within one month of receipt", extendable "by two further
 * months" (Art. 12(3) GDPR). Periods of EU acts are counted by Regulation (EEC, Euratom) No 1182/71:
 * a period in months starts the day after the event and ends on the day of the last month with the
 * same date as the day of the event, or, when that month has no such date, on its last day
 * (Art. 3(1), 3(2)(c)). So a request received on 31 January is due on 28 (29) February, one received
 * on 15 March on 15 April, and an extended one three months after receipt.
 *
 * Art. 3(4) then moves a period whose last day is a public holiday, a Saturday or a Sunday to the end
 * of the following working day, and docs/facts/gdpr-documents.md states the same for this deadline ("moved
 * to the next working day if that is a weekend or holiday"); the response templates and the request
 * procedure the platform generates already tell the person so. The register applies it: the deadline
 * shown, stored, reminded and exported is the rolled-over one. "Public holidays" are those of the
 * Member State where the act is done (Art. 2(1)): for a company in Romania the legal holidays of the
 * Labour Code (art. 139(1)); for a company elsewhere the platform knows no holiday list, so only
 * Saturdays and Sundays move the day (the date shown is then never later than the true one).
 *
 * A breach is notified to the authority "not later than 72 hours after having become aware of it"
 * (Art. 33(1)): an instant, counted in hours, over weekends and holidays alike (Art. 3(3)).
 */

import { isWorkingDay, legalParameters, legalValue, type TLegalParameters } from '@conform/catalogues';

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

// Romania's public holidays and working days are the catalogue's (catalogues/src/law/holidays.ts),
// shared with the meetings stand-in; re-exported here for the registers' callers.
export { isWorkingDay, orthodoxEaster, romanianHolidays } from '@conform/catalogues';

/** `day` itself when it is a working day, else the next one (Regulation 1182/71, Art. 3(4)). */
export function nextWorkingDay(day: string, country: string): string {
  let next = day;
  while (!isWorkingDay(next, country)) next = addDays(next, 1);
  return next;
}

/**
 * The day an answer is due: one month after receipt, three once extended, moved to the next working
 * day of the company's country (ISO code, `RO` for Romania) when it ends on a weekend or holiday.
 */
export function requestDeadline(
  receivedOn: string,
  extended: boolean,
  country: string,
  law: TLegalParameters = legalParameters,
  pausedDays = 0,
): string {
  // The months in force on the day of receipt.
  const months =
    legalValue('REQUEST_RESPONSE_MONTHS', receivedOn, law) +
    (extended ? legalValue('REQUEST_EXTENSION_MONTHS', receivedOn, law) : 0);
  return nextWorkingDay(addDays(addMonths(receivedOn, months), pausedDays), country);
}

/**
 * The days a request's clock waited for the person's identity: from the day the company asked for
 * the additional information (Art. 12(6)) to the day the identity was confirmed; 0 when it was never
 * asked for, and while it is still awaited (the deadline is then not known yet).
 *
 * The reading applied: the month of Art. 12(3) runs "from receipt of the request"
 * (docs/facts/gdpr-documents.md: "within one month of receipt", the day of receipt not counted) and is
 * suspended, not restarted, while the company waits for the information needed to confirm who is
 * asking: the days already run before the company asked stay counted, and the rest of the month
 * runs from the day of the confirmation. The facts name Art. 12(6) alone and do not say whether the
 * month restarts from the information's receipt; the suspension gives the earlier deadline of the two
 * readings, the one that cannot make the company late. Verify against the EDPB Guidelines 01/2022 on
 * the right of access (section on the time limit), which the facts do not summarise.
 */
export function identityPauseDays(requestedOn: string | null, confirmedOn: string | null): number {
  if (requestedOn === null || confirmedOn === null) return 0;
  return Math.max(0, daysBetween(requestedOn, confirmedOn));
}

/** Whether a request's clock is paused: the identity asked for and not confirmed yet. */
export const awaitingIdentity = (row: {
  identityRequestedOn: string | null;
  identityConfirmedOn: string | null;
}): boolean => row.identityRequestedOn !== null && row.identityConfirmedOn === null;

/**
 * A whistleblowing report's clocks (Law 361/2022; docs/facts/gdpr-documents.md: "acknowledge a report
 * within 7 days, feedback within 3 months"; the articles are not in the facts: verify them against the
 * law's consolidated text). The receipt is acknowledged within the days in force on receipt, counted
 * as calendar days from the day after receipt. The facts say nothing of a last day falling on a
 * weekend or holiday: the day is not moved (the earlier of the two readings; verify whether the
 * Civil Code's rule on non-working last days applies). Feedback is due within the months in force from
 * the acknowledgement or, when the receipt was never acknowledged, from the acknowledgement's last
 * day (Directive (EU) 2019/1937 art. 9(1)(f), which the law transposes), counted like the request's
 * month (the same date, or the month's last day).
 */
export function whistleblowingClocks(
  report: { receivedOn: string; acknowledgedOn: string | null },
  law: TLegalParameters = legalParameters,
): { acknowledgeBy: string; feedbackBy: string } {
  const acknowledgeBy = addDays(
    report.receivedOn,
    legalValue('WHISTLEBLOWING_ACKNOWLEDGEMENT_DAYS', report.receivedOn, law),
  );
  const from = report.acknowledgedOn ?? acknowledgeBy;
  const feedbackBy = addMonths(from, legalValue('WHISTLEBLOWING_FEEDBACK_MONTHS', report.receivedOn, law));
  return { acknowledgeBy, feedbackBy };
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

/**
 * The moment a day (YYYY-MM-DD) begins in a time zone: its midnight there (Romania's clock changes at
 * 03:00 and 04:00, so a day always has a midnight, at a whole-hour offset from UTC).
 */
export function startOfDayIn(day: string, timeZone = 'Europe/Bucharest'): Date {
  // The earliest whole hour from 14 hours before UTC's midnight whose day there is `day`.
  const utc = Date.parse(`${day}T00:00:00Z`);
  for (let hours = -14; hours <= 14; hours++) {
    const at = new Date(utc + hours * 60 * 60 * 1000);
    if (todayIn(at, timeZone) === day) return at;
  }
  throw new Error(`no midnight for ${day} in ${timeZone}`);
}

/** The moment a breach must be notified by: the hours in force when the company became aware (72). */
export function breachNotifyBy(awareAt: Date, law: TLegalParameters = legalParameters): Date {
  const hours = legalValue('BREACH_NOTIFICATION_HOURS', awareAt, law);
  return new Date(awareAt.getTime() + hours * 60 * 60 * 1000);
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

/** The breach reminders: 24 hours before the notification deadline, and once it has passed. */
export const BREACH_STAGES = [24, 0] as const;
export type BreachStage = (typeof BREACH_STAGES)[number];

/** The breach reminder due with `msLeft` until the deadline, if not sent yet: the time up first, then the day before. */
export function breachStage(msLeft: number, sent: readonly number[]): BreachStage | null {
  if (msLeft <= 0) return sent.includes(0) ? null : 0;
  if (msLeft <= 24 * 3_600_000) return sent.includes(24) ? null : 24;
  return null;
}

/**
 * The reminders of a whistleblowing report's clocks: the acknowledgement 2 days before its last day
 * and on it, the feedback 14 days before and on it; the stage due on `today` not sent yet, like the
 * requests' (`dueReminder`). Stages are recorded as `ACKNOWLEDGEMENT:2`, `FEEDBACK:0`.
 */
export const WHISTLEBLOWING_STAGES = { ACKNOWLEDGEMENT: [2, 0], FEEDBACK: [14, 0] } as const;
export type WhistleblowingClock = keyof typeof WHISTLEBLOWING_STAGES;

export function whistleblowingStage(
  clock: WhistleblowingClock,
  due: string,
  today: string,
  sent: readonly string[],
): number | null {
  const left = daysBetween(today, due);
  if (left < 0) return null;
  const reached = WHISTLEBLOWING_STAGES[clock].filter((stage) => left <= stage);
  const stage = reached[reached.length - 1];
  return stage === undefined || sent.includes(`${clock}:${stage}`) ? null : stage;
}

/**
 * The review reminders: 14 days before a document's review is due and on the day (or, missed, once
 * after it); once per version of the document and stage.
 */
export const REVIEW_STAGES = [14, 0] as const;
export type ReviewStage = (typeof REVIEW_STAGES)[number];

export function reviewStage(due: string, today: string, sent: readonly number[]): ReviewStage | null {
  const left = daysBetween(today, due);
  if (left <= 0) return sent.includes(0) ? null : 0;
  if (left <= 14) return sent.includes(14) || sent.includes(0) ? null : 14;
  return null;
}

/** `day` (YYYY-MM-DD) plus whole days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * A moment as a spreadsheet cell gives it, "2026-03-02 10:00": in the company's zone (its
 * `companyTimeZone`), which the column's header says.
 */
export function localMoment(iso: string | null, timeZone: string): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}
