/**
 * The registers a company keeps: data-subject requests with their deadlines and breaches with
 * their 72-hour clock. Every entry belongs to one company (the routes check its admin); the
 * numbers run per company and year.
 */
import {
  type TBreach,
  type TBreachRegister,
  type TDataSubjectRequest,
  type TDeadlines,
  type TRequestsRegister,
  type TWhistleblowingRegister,
  type TWhistleblowingReport,
  ZBreachSchema,
  ZNewReportSchema,
  ZNewRequestSchema,
  ZReportActionSchema,
  ZRequestActionSchema,
} from '@conform/contracts';
import { companyTimeZone } from '@conform/contracts/time-zone';
import { AppError, newId, notFound, sqlStateOf } from '@conform/server-kit';
import { companyDeadlines, type ReviewedDocument } from './clocks.ts';
import {
  awaitingIdentity,
  breachNotifyBy,
  daysBetween,
  identityPauseDays,
  requestDeadline,
  todayIn,
  whistleblowingClocks,
} from './deadlines.ts';
import { RESPONSE_TEMPLATE } from './labels.ts';
import type { BreachRow, RegistersRepository, ReportRow, RequestRow } from './repository.ts';

export function requestView(row: RequestRow, today: string): TDataSubjectRequest {
  const closed = row.status === 'ANSWERED' || row.status === 'REFUSED';
  const paused = !closed && awaitingIdentity(row);
  return {
    id: row.id,
    number: row.number,
    right: row.right,
    receivedOn: row.receivedOn,
    person: row.person,
    channel: row.channel,
    notes: row.notes,
    status: row.status,
    deadline: row.deadline,
    extensionReason: row.extensionReason,
    daysLeft: closed || paused ? null : daysBetween(today, row.deadline),
    identityRequestedOn: row.identityRequestedOn,
    identityConfirmedOn: row.identityConfirmedOn,
    paused,
    closedOn: row.closedOn,
    history: row.history,
    responseTemplate: RESPONSE_TEMPLATE[row.right],
  };
}

/** A whistleblowing report with its two clocks (Law 361/2022; deadlines.ts). */
export function reportView(row: ReportRow): TWhistleblowingReport {
  return {
    id: row.id,
    number: row.number,
    receivedOn: row.receivedOn,
    channel: row.channel,
    reference: row.reference,
    subject: row.subject,
    acknowledgedOn: row.acknowledgedOn,
    feedbackOn: row.feedbackOn,
    closedOn: row.closedOn,
    ...whistleblowingClocks(row),
    createdAt: row.createdAt.toISOString(),
  };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function breachView(row: BreachRow): TBreach {
  return {
    id: row.id,
    number: row.number,
    awareAt: row.awareAt.toISOString(),
    occurredAt: iso(row.occurredAt),
    nature: row.nature,
    description: row.description,
    subjectCategories: row.subjectCategories,
    subjectsCount: row.subjectsCount,
    dataCategories: row.dataCategories,
    recordsCount: row.recordsCount,
    consequences: row.consequences,
    measures: row.measures,
    risk: row.risk,
    riskReason: row.riskReason,
    authorityNotifiedAt: iso(row.authorityNotifiedAt),
    personsNotifiedAt: iso(row.personsNotifiedAt),
    delayReason: row.delayReason,
    notifyBy: breachNotifyBy(row.awareAt).toISOString(),
    notifyAuthority: row.risk === null ? null : row.risk !== 'UNLIKELY',
    notifyPersons: row.risk === null ? null : row.risk === 'HIGH',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const invalid = (path: string, message: string) =>
  new AppError('validation', 'The request is not valid.', [{ path, message }]);

/** Two admins logging at the same moment may pick the same number: the second tries the next one. */
async function withNumber<T>(
  next: () => Promise<string>,
  insert: (number: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await insert(await next());
    } catch (err) {
      // 23505: unique violation (the number was just taken).
      if (sqlStateOf(err) !== '23505' || attempt >= 4) throw err;
    }
  }
}

/** A checked breach as the table keeps it: its moments as dates. */
function breachColumns(input: ReturnType<typeof ZBreachSchema.parse>) {
  const date = (iso: string | null) => (iso ? new Date(iso) : null);
  return {
    ...input,
    awareAt: new Date(input.awareAt),
    occurredAt: date(input.occurredAt),
    authorityNotifiedAt: date(input.authorityNotifiedAt),
    personsNotifiedAt: date(input.personsNotifiedAt),
  };
}

/** Breach checks the schema cannot make alone (they compare fields with each other and with now). */
function checkBreach(input: ReturnType<typeof ZBreachSchema.parse>, now: Date): void {
  const aware = Date.parse(input.awareAt);
  if (aware > now.getTime() + 5 * 60_000) throw invalid('awareAt', 'validation.date.future');
  if (input.occurredAt && Date.parse(input.occurredAt) > aware) {
    throw invalid('occurredAt', 'validation.breach.occurredAfterAware');
  }
  for (const field of ['authorityNotifiedAt', 'personsNotifiedAt'] as const) {
    const at = input[field];
    if (at && Date.parse(at) < aware) throw invalid(field, 'validation.breach.notifiedBeforeAware');
  }
  // Art. 33(1): a notification after 72 hours says why.
  const late =
    input.authorityNotifiedAt &&
    Date.parse(input.authorityNotifiedAt) > breachNotifyBy(new Date(aware)).getTime();
  if (late && !input.delayReason) throw invalid('delayReason', 'validation.breach.delayReason');
}

/** What the printed registers show (REGISTRU_CERERI, REGISTRU_INCALCARI): every entry, as the page does. */
export async function registerEntries(
  repository: RegistersRepository,
  companyId: string,
  now = new Date(),
): Promise<{ requests: TDataSubjectRequest[]; breaches: TBreach[] }> {
  const today = todayIn(now);
  const [requests, breaches] = [
    await repository.listRequests(companyId),
    await repository.listBreaches(companyId),
  ];
  return { requests: requests.map((r) => requestView(r, today)), breaches: breaches.map(breachView) };
}

/** The printed register of each register: regenerated when an entry changes. */
export const REGISTER_DOCUMENTS = { requests: 'REGISTRU_CERERI', breaches: 'REGISTRU_INCALCARI' } as const;

export function createRegistersDomain(deps: {
  repository: RegistersRepository;
  /** An entry changed: its printed register is made again (when the company has it). */
  onChange?: (companyId: string, register: keyof typeof REGISTER_DOCUMENTS) => Promise<void>;
  /**
   * The company's country (ISO code): a deadline ending on a weekend or one of its public holidays
   * moves to the next working day (Regulation 1182/71, Art. 3(4); see deadlines.ts).
   */
  countryOf: (companyId: string) => Promise<string>;
  /** The company's documents with the day their current version was made (the reviews' clocks). */
  reviewedDocuments?: (companyId: string) => Promise<ReviewedDocument[]>;
  now?: () => Date;
}) {
  const { repository, countryOf } = deps;
  const now = deps.now ?? (() => new Date());
  const changed = (companyId: string, register: keyof typeof REGISTER_DOCUMENTS) =>
    deps.onChange?.(companyId, register) ?? Promise.resolve();

  return {
    /** The zone the company's times are printed in: its country's (the kit's companyTimeZone). */
    async timeZoneOf(companyId: string): Promise<string> {
      return companyTimeZone(await countryOf(companyId));
    },

    /** Every open clock of the company, soonest first (clocks.ts). */
    async deadlines(companyId: string): Promise<TDeadlines> {
      const [requests, breaches, documents, reports] = await Promise.all([
        repository.listRequests(companyId),
        repository.listBreaches(companyId),
        deps.reviewedDocuments?.(companyId) ?? Promise.resolve([]),
        repository.listReports(companyId),
      ]);
      return companyDeadlines({ requests, breaches, documents, reports }, now());
    },

    async listRequests(companyId: string): Promise<TRequestsRegister> {
      const today = todayIn(now());
      return { requests: (await repository.listRequests(companyId)).map((r) => requestView(r, today)) };
    },

    async logRequest(companyId: string, body: unknown): Promise<TDataSubjectRequest> {
      const input = ZNewRequestSchema.parse(body);
      const today = todayIn(now());
      if (input.receivedOn > today) throw invalid('receivedOn', 'validation.date.future');
      const country = await countryOf(companyId);
      const row = await withNumber(
        () => repository.nextRequestNumber(companyId, input.receivedOn.slice(0, 4)),
        (number) =>
          repository.insertRequest({
            id: newId(),
            companyId,
            number,
            right: input.right,
            receivedOn: input.receivedOn,
            person: input.person,
            channel: input.channel,
            notes: input.notes,
            status: 'OPEN',
            deadline: requestDeadline(input.receivedOn, false, country),
            extensionReason: null,
            closedOn: null,
            history: [{ status: 'OPEN', at: now().toISOString(), on: input.receivedOn, note: null }],
            remindersSent: [],
          }),
      );
      await changed(companyId, 'requests');
      return requestView(row, today);
    },

    async actOnRequest(companyId: string, id: string, body: unknown): Promise<TDataSubjectRequest> {
      const action = ZRequestActionSchema.parse(body);
      const row = await repository.findRequest(companyId, id);
      if (!row) throw notFound('Request');
      const today = todayIn(now());
      const at = now().toISOString();
      if (row.status === 'ANSWERED' || row.status === 'REFUSED') {
        throw new AppError('conflict', 'The request is already closed.');
      }
      let change: Partial<RequestRow>;
      const paused = awaitingIdentity(row);
      if (action.action === 'REQUEST_IDENTITY') {
        if (row.identityRequestedOn !== null)
          throw new AppError('conflict', 'The identity was already asked for on this request.');
        if (action.on < row.receivedOn) throw invalid('on', 'validation.request.beforeReceived');
        if (action.on > today) throw invalid('on', 'validation.date.future');
        // Art. 12(6) pauses a running clock: asked for after the deadline, it pauses nothing.
        if (action.on > row.deadline) throw invalid('on', 'validation.request.afterDeadline');
        change = {
          identityRequestedOn: action.on,
          history: [
            ...row.history,
            { status: row.status, at, on: action.on, note: null, event: 'IDENTITY_REQUESTED' },
          ],
        };
      } else if (action.action === 'CONFIRM_IDENTITY') {
        if (!paused || row.identityRequestedOn === null)
          throw new AppError('conflict', 'The identity of this request is not awaited.');
        if (action.on < row.identityRequestedOn)
          throw invalid('on', 'validation.request.beforeIdentityRequested');
        if (action.on > today) throw invalid('on', 'validation.date.future');
        change = {
          identityConfirmedOn: action.on,
          // The rest of the month runs from the confirmation (identityPauseDays).
          deadline: requestDeadline(
            row.receivedOn,
            row.status === 'EXTENDED',
            await countryOf(companyId),
            undefined,
            identityPauseDays(row.identityRequestedOn, action.on),
          ),
          // A new deadline, new reminders.
          remindersSent: [],
          history: [
            ...row.history,
            { status: row.status, at, on: action.on, note: null, event: 'IDENTITY_CONFIRMED' },
          ],
        };
      } else if (action.action === 'EXTEND') {
        if (row.status === 'EXTENDED') throw new AppError('conflict', 'The deadline was already extended.');
        if (paused) throw new AppError('conflict', 'The clock is paused until the identity is confirmed.');
        // Art. 12(3): the person is told of the extension, with its reasons, within the first month.
        if (today > row.deadline)
          throw new AppError(
            'conflict',
            'The first month has passed: the deadline can no longer be extended.',
          );
        change = {
          status: 'EXTENDED',
          deadline: requestDeadline(
            row.receivedOn,
            true,
            await countryOf(companyId),
            undefined,
            identityPauseDays(row.identityRequestedOn, row.identityConfirmedOn),
          ),
          extensionReason: action.reason,
          // A new deadline, new reminders.
          remindersSent: [],
          history: [...row.history, { status: 'EXTENDED', at, on: today, note: action.reason }],
        };
      } else {
        if (action.on < row.receivedOn) throw invalid('on', 'validation.request.beforeReceived');
        if (action.on > today) throw invalid('on', 'validation.date.future');
        const status = action.action === 'ANSWER' ? 'ANSWERED' : 'REFUSED';
        const note = action.action === 'ANSWER' ? action.note : action.reason;
        change = {
          status,
          closedOn: action.on,
          history: [...row.history, { status, at, on: action.on, note }],
        };
      }
      const updated = await repository.updateRequest(companyId, id, change);
      await changed(companyId, 'requests');
      return requestView(updated, today);
    },

    async listBreaches(companyId: string): Promise<TBreachRegister> {
      return { breaches: (await repository.listBreaches(companyId)).map(breachView) };
    },

    async logBreach(companyId: string, body: unknown): Promise<TBreach> {
      const input = ZBreachSchema.parse(body);
      checkBreach(input, now());
      const awareAt = new Date(input.awareAt);
      const row = await withNumber(
        () => repository.nextBreachNumber(companyId, todayIn(awareAt).slice(0, 4)),
        (number) =>
          repository.insertBreach({
            id: newId(),
            companyId,
            number,
            ...breachColumns(input),
          }),
      );
      await changed(companyId, 'breaches');
      return breachView(row);
    },

    /** The whole entry again (the form sends it all): the assessment and notifications get added as they happen. */
    async updateBreach(companyId: string, id: string, body: unknown): Promise<TBreach> {
      const existing = await repository.findBreach(companyId, id);
      if (!existing) throw notFound('Breach');
      const input = ZBreachSchema.parse(body);
      checkBreach(input, now());
      const row = await repository.updateBreach(companyId, id, breachColumns(input));
      await changed(companyId, 'breaches');
      return breachView(row);
    },

    async listReports(companyId: string): Promise<TWhistleblowingRegister> {
      return { reports: (await repository.listReports(companyId)).map(reportView) };
    },

    /** A report received through the internal channel: its clocks start from the day of receipt. */
    async logReport(companyId: string, body: unknown): Promise<TWhistleblowingReport> {
      const input = ZNewReportSchema.parse(body);
      if (input.receivedOn > todayIn(now())) throw invalid('receivedOn', 'validation.date.future');
      const row = await withNumber(
        () => repository.nextReportNumber(companyId, input.receivedOn.slice(0, 4)),
        (number) =>
          repository.insertReport({
            id: newId(),
            companyId,
            number,
            receivedOn: input.receivedOn,
            channel: input.channel,
            reference: input.reference,
            subject: input.subject,
          }),
      );
      return reportView(row);
    },

    /** Acknowledged, feedback given, closed: each once, on a day from receipt to today, in that order. */
    async actOnReport(companyId: string, id: string, body: unknown): Promise<TWhistleblowingReport> {
      const { action, on } = ZReportActionSchema.parse(body);
      const row = await repository.findReport(companyId, id);
      if (!row) throw notFound('Report');
      if (row.closedOn !== null) throw new AppError('conflict', 'The report is already closed.');
      if (on < row.receivedOn) throw invalid('on', 'validation.report.beforeReceived');
      if (on > todayIn(now())) throw invalid('on', 'validation.date.future');
      const field = { ACKNOWLEDGE: 'acknowledgedOn', FEEDBACK: 'feedbackOn', CLOSE: 'closedOn' } as const;
      if (row[field[action]] !== null) throw new AppError('conflict', 'This step was already recorded.');
      if (action === 'FEEDBACK' && row.acknowledgedOn !== null && on < row.acknowledgedOn)
        throw invalid('on', 'validation.report.beforeAcknowledged');
      const change: Partial<ReportRow> = { [field[action]]: on };
      // The feedback clock runs from the acknowledgement: a new deadline, new reminders of it.
      if (action === 'ACKNOWLEDGE')
        change.remindersSent = row.remindersSent.filter((stage) => !stage.startsWith('FEEDBACK:'));
      return reportView(await repository.updateReport(companyId, id, change));
    },

    async request(companyId: string, id: string): Promise<TDataSubjectRequest> {
      const row = await repository.findRequest(companyId, id);
      if (!row) throw notFound('Request');
      return requestView(row, todayIn(now()));
    },
    async breach(companyId: string, id: string): Promise<TBreach> {
      const row = await repository.findBreach(companyId, id);
      if (!row) throw notFound('Breach');
      return breachView(row);
    },
  };
}
export type RegistersDomain = ReturnType<typeof createRegistersDomain>;
