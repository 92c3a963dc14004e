// The registers a company keeps in the documents area (README, "The registers"): the
// data-subject requests register (Arts. 12, 15–22) and the breach register (Art. 33(5)). Requests
// and answers of the documents service's `/companies/:companyId/requests|breaches` routes.
import { z } from 'zod';
import { ZDaySchema } from './validation.ts';

const text = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(max, 'validation.tooLong');
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.tooLong')
    .nullish()
    .transform((v) => v || null);

// ---- data-subject requests ---------------------------------------------------------------------

/** The right exercised (Arts. 15–22); each has its response template in the internal policies. */
export const REQUEST_RIGHTS = [
  'ACCESS',
  'RECTIFICATION',
  'ERASURE',
  'RESTRICTION',
  'PORTABILITY',
  'OBJECTION',
  'AUTOMATED_DECISION',
] as const;
export type TRequestRight = (typeof REQUEST_RIGHTS)[number];

export const REQUEST_CHANNELS = ['EMAIL', 'POST', 'IN_PERSON', 'WEB_FORM', 'PHONE'] as const;
export type TRequestChannel = (typeof REQUEST_CHANNELS)[number];

/** OPEN (within a month), EXTENDED (by two months, Art. 12(3)), then ANSWERED or REFUSED (Art. 12(4)). */
export const REQUEST_STATUSES = ['OPEN', 'EXTENDED', 'ANSWERED', 'REFUSED'] as const;
export type TRequestStatus = (typeof REQUEST_STATUSES)[number];

export const ZNewRequestSchema = z.object({
  right: z.enum(REQUEST_RIGHTS, { error: 'validation.required' }),
  receivedOn: ZDaySchema,
  /** Who made the request, as the company identifies them (kept in the company's register only). */
  person: text(200),
  channel: z.enum(REQUEST_CHANNELS, { error: 'validation.required' }),
  notes: optionalText(2000),
});
export type TNewRequest = z.input<typeof ZNewRequestSchema>;

/**
 * What happens to a request next: extended with a reason, answered or refused on a day, or its
 * clock paused while the company checks who is asking (Art. 12(6): additional information asked for
 * on a day, then the identity confirmed on a day; a person never identified is refused with the reason).
 */
export const ZRequestActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('EXTEND'), reason: text(1000) }),
  z.object({ action: z.literal('ANSWER'), on: ZDaySchema, note: optionalText(1000) }),
  z.object({ action: z.literal('REFUSE'), on: ZDaySchema, reason: text(1000) }),
  z.object({ action: z.literal('REQUEST_IDENTITY'), on: ZDaySchema }),
  z.object({ action: z.literal('CONFIRM_IDENTITY'), on: ZDaySchema }),
]);
export type TRequestAction = z.input<typeof ZRequestActionSchema>;

export interface TRequestHistoryEntry {
  status: TRequestStatus;
  /** When it was recorded (ISO). */
  at: string;
  /** The day it happened, when given (answered on, refused on). */
  on: string | null;
  note: string | null;
  /** An identity check recorded without changing the status: asked for, or confirmed. */
  event?: 'IDENTITY_REQUESTED' | 'IDENTITY_CONFIRMED';
}

export interface TDataSubjectRequest {
  id: string;
  /** REQ-2026-001: numbered per company and year, for the letters and the register. */
  number: string;
  right: TRequestRight;
  receivedOn: string;
  person: string;
  channel: TRequestChannel;
  notes: string | null;
  status: TRequestStatus;
  /**
   * The day the answer is due: one month, or three once extended (Art. 12(3)), moved to the next
   * working day when it falls on a weekend or public holiday (Reg. 1182/71, Art. 3(4)).
   */
  deadline: string;
  extensionReason: string | null;
  /** Days from today to the deadline (negative once passed); null once answered or refused, or while paused. */
  daysLeft: number | null;
  /** The day the company asked for information to confirm the person's identity (Art. 12(6)); null if never. */
  identityRequestedOn: string | null;
  /** The day the identity was confirmed; the deadline then runs again, later by the days it waited. */
  identityConfirmedOn: string | null;
  /**
   * Waiting for the identity to be confirmed: the clock is paused (no reminder), and `deadline` is the
   * one before the pause, moved later once the identity is confirmed.
   */
  paused: boolean;
  closedOn: string | null;
  history: TRequestHistoryEntry[];
  /** The response template of this right (a catalogue document code). */
  responseTemplate: string;
}

export interface TRequestsRegister {
  requests: TDataSubjectRequest[];
}

// ---- personal data breaches --------------------------------------------------------------------

export const BREACH_NATURES = ['CONFIDENTIALITY', 'INTEGRITY', 'AVAILABILITY'] as const;
export type TBreachNature = (typeof BREACH_NATURES)[number];

/**
 * The risk assessment (Arts. 33(1), 34(1)): UNLIKELY → recorded only; RISK → the authority within
 * 72 hours; HIGH → the authority and the persons concerned.
 */
export const BREACH_RISKS = ['UNLIKELY', 'RISK', 'HIGH'] as const;
export type TBreachRisk = (typeof BREACH_RISKS)[number];

const ZInstantSchema = z.iso.datetime({ offset: true, error: 'validation.date.invalid' });
const count = z
  .number({ error: 'validation.required' })
  .int('validation.count.invalid')
  .min(0, 'validation.count.invalid')
  .max(1_000_000_000, 'validation.count.invalid')
  .nullish()
  .transform((v) => v ?? null);

export const ZBreachSchema = z.object({
  /** When the company became aware (the 72 hours run from here). */
  awareAt: ZInstantSchema,
  occurredAt: ZInstantSchema.nullish().transform((v) => v ?? null),
  nature: z
    .array(z.enum(BREACH_NATURES))
    .min(1, 'validation.required')
    .refine((items) => new Set(items).size === items.length, 'validation.list.duplicate'),
  description: text(4000),
  subjectCategories: text(1000),
  subjectsCount: count,
  dataCategories: text(1000),
  recordsCount: count,
  consequences: text(4000),
  measures: text(4000),
  risk: z
    .enum(BREACH_RISKS)
    .nullish()
    .transform((v) => v ?? null),
  riskReason: optionalText(2000),
  authorityNotifiedAt: ZInstantSchema.nullish().transform((v) => v ?? null),
  personsNotifiedAt: ZInstantSchema.nullish().transform((v) => v ?? null),
  /** Art. 33(1): why the authority was told after 72 hours. */
  delayReason: optionalText(2000),
});
export type TBreachInput = z.input<typeof ZBreachSchema>;

export interface TBreach extends z.output<typeof ZBreachSchema> {
  id: string;
  /** INC-2026-001. */
  number: string;
  /** awareAt + 72 hours (Art. 33(1)). */
  notifyBy: string;
  /** Whether the authority must be told: not when the risk is unlikely; undecided until assessed. */
  notifyAuthority: boolean | null;
  /** Whether the persons must be told (Art. 34(1): high risk). */
  notifyPersons: boolean | null;
  createdAt: string;
  updatedAt: string;
}

export interface TBreachRegister {
  breaches: TBreach[];
}

// ---- the deadlines page ------------------------------------------------------------------------

/**
 * An open legal clock of a company (`GET /companies/:companyId/deadlines`): a request to answer
 * (Art. 12(3)), a breach to notify (Art. 33(1)), or a document to review (the record of processing
 * yearly, the DPIA at least every three years, the internal policies yearly).
 */
export const DEADLINE_KINDS = ['REQUEST', 'BREACH', 'REVIEW', 'WHISTLEBLOWING'] as const;
export type TDeadlineKind = (typeof DEADLINE_KINDS)[number];
/**
 * Passed; close (a week for a request, a day for a breach, a month for a review, for a report the
 * days of its first reminder: 2 to acknowledge, 14 to give feedback); or
 * later; or paused (a request waiting for the person's identity to be confirmed).
 */
export const DEADLINE_STATES = ['OVERDUE', 'DUE_SOON', 'OPEN', 'PAUSED'] as const;
export type TDeadlineState = (typeof DEADLINE_STATES)[number];

export interface TDeadline {
  kind: TDeadlineKind;
  /** The request's, breach's or report's id, or the document's key. */
  id: string;
  /** REQ-2026-001, INC-2026-001, AVZ-2026-001, or the document key (REGISTRU_OPERATOR). */
  reference: string;
  /**
   * A request's right; a review's document type; a whistleblowing report's clock
   * (ACKNOWLEDGEMENT or FEEDBACK); null for a breach.
   */
  subject: string | null;
  /** The day it is due (YYYY-MM-DD); for a breach the instant (ISO). */
  due: string;
  /** Whole days from today to the due day (negative once passed). */
  daysLeft: number;
  /** A breach's hours left, rounded down (negative once passed); null for the others. */
  hoursLeft: number | null;
  state: TDeadlineState;
  /** A request extended by two months (Art. 12(3)). */
  extended: boolean;
  /** A review's document name from the catalogue (the INT edition's in `int` when it differs); null otherwise. */
  title: { ro: string; en: string; int?: string } | null;
  /** The rule the clock comes from, in each language. */
  source: { ro: string; en: string };
}

export interface TDeadlines {
  /** Today in the company's calendar (YYYY-MM-DD). */
  today: string;
  /** Soonest first. */
  deadlines: TDeadline[];
}

// ---- whistleblowing reports (Law 361/2022) -----------------------------------------------------

/** How a report reached the company's internal channel. */
export const REPORT_CHANNELS = ['INTERNAL_FORM', 'EMAIL', 'PHONE', 'IN_PERSON'] as const;
export type TReportChannel = (typeof REPORT_CHANNELS)[number];

/**
 * A report logged in the whistleblowing register: no personal data of the reporter is asked for;
 * the company's own reference and a short subject are enough to follow its clocks.
 */
export const ZNewReportSchema = z.object({
  receivedOn: ZDaySchema,
  channel: z.enum(REPORT_CHANNELS, { error: 'validation.required' }),
  /** The company's own reference (a case number), when it keeps one. */
  reference: optionalText(100),
  /** What it is about, in a few words (kept in the register only, never logged). */
  subject: optionalText(500),
});
export type TNewReport = z.input<typeof ZNewReportSchema>;

/** The steps of a report: acknowledged to the reporter, feedback given, closed, each on a day. */
export const ZReportActionSchema = z.object({
  action: z.enum(['ACKNOWLEDGE', 'FEEDBACK', 'CLOSE'], { error: 'validation.required' }),
  on: ZDaySchema,
});
export type TReportAction = z.input<typeof ZReportActionSchema>;

export interface TWhistleblowingReport {
  id: string;
  /** AVZ-2026-001: numbered per company and year. */
  number: string;
  receivedOn: string;
  channel: TReportChannel;
  reference: string | null;
  subject: string | null;
  /** The day the receipt was acknowledged to the reporter. */
  acknowledgedOn: string | null;
  /** The day the reporter was told what was done. */
  feedbackOn: string | null;
  closedOn: string | null;
  /** Acknowledge by: the days in force on receipt (7), calendar days. */
  acknowledgeBy: string;
  /** Feedback by: the months in force (3) from the acknowledgement, or from the acknowledgement's last day. */
  feedbackBy: string;
  createdAt: string;
}

export interface TWhistleblowingRegister {
  reports: TWhistleblowingReport[];
}
