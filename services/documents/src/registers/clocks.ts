/**
 * A company's open legal clocks on one page (the deadlines view): each request still to answer
 * (Art. 12(3): the register's deadline, rolled over weekends and holidays), each breach the
 * authority must still be told of (Art. 33(1): the hours from awareness), and each document due
 * for review. Pure: the registers and the documents' versions are read by the caller, the figures
 * from the catalogue's dated table (the one in force on the day that started each clock).
 *
 * Reviews: the record of processing activities states it is reviewed at least once a year, the
 * internal policies the same; a DPIA is re-assessed at least every three years (WP248 rev.01
 * guidance, not the Regulation: verify before presenting it as law). A review is due counted from
 * the day the document's current version was made, the last time its text changed.
 */
import { legalParameter, type TLegalParameterId } from '@conform/catalogues';
import type { TDeadline, TDeadlines, TDeadlineState } from '@conform/contracts';
import { documentTexts, typeOfKey } from '../catalogue.ts';
import {
  addMonths,
  awaitingIdentity,
  breachNotifyBy,
  daysBetween,
  todayIn,
  whistleblowingClocks,
} from './deadlines.ts';
import type { BreachRow, ReportRow, RequestRow } from './repository.ts';

/** The documents reviewed on a cycle, with their period in months and the rule stated. */
export const REVIEW_CYCLES: Record<string, { months: number; source: { ro: string; en: string } }> = {
  REGISTRU_OPERATOR: {
    months: 12,
    source: {
      ro: 'art. 5 alin. (2) și art. 24 alin. (1) din GDPR (revizuire cel puțin anuală)',
      en: 'Articles 5(2) and 24(1) GDPR (reviewed at least yearly)',
    },
  },
  REGISTRU_PERSOANA_IMPUTERNICITA: {
    months: 12,
    source: {
      ro: 'art. 30 alin. (2) și art. 24 alin. (1) din GDPR (revizuire cel puțin anuală)',
      en: 'Articles 30(2) and 24(1) GDPR (reviewed at least yearly)',
    },
  },
  EIPD: {
    months: 36,
    source: {
      ro: 'Ghidul WP248 rev.01: reevaluare cel puțin la trei ani (art. 35 alin. (11) din GDPR: la schimbarea riscului)',
      en: 'WP248 rev.01 guidelines: re-assessed at least every three years (Article 35(11) GDPR: when the risk changes)',
    },
  },
};
/** The internal policies (the INTERNAL_POLICIES package) are reviewed yearly. */
const POLICIES = {
  months: 12,
  source: { ro: 'art. 24 alin. (1) din GDPR (revizuire anuală)', en: 'Article 24(1) GDPR (yearly review)' },
};

/** A document as the deadlines need it: its key, package, status and when its current version was made. */
export interface ReviewedDocument {
  type: string;
  product: string;
  status: string;
  versionMadeAt: Date | null;
}

function reviewCycle(doc: ReviewedDocument) {
  return REVIEW_CYCLES[typeOfKey(doc.type)] ?? (doc.product === 'INTERNAL_POLICIES' ? POLICIES : undefined);
}

/**
 * The day a document's review is due (its current version's day plus its cycle) and the rule, or
 * null when it has none.
 */
export function reviewDue(doc: ReviewedDocument): { due: string; source: { ro: string; en: string } } | null {
  const cycle = reviewCycle(doc);
  if (!cycle || doc.status !== 'READY' || doc.versionMadeAt === null) return null;
  return { due: addMonths(todayIn(new Date(doc.versionMadeAt)), cycle.months), source: cycle.source };
}

const stateOf = (left: number, soon: number): TDeadlineState =>
  left < 0 ? 'OVERDUE' : left <= soon ? 'DUE_SOON' : 'OPEN';

export function companyDeadlines(
  input: {
    requests: readonly RequestRow[];
    breaches: readonly BreachRow[];
    documents: readonly ReviewedDocument[];
    reports?: readonly ReportRow[];
  },
  now: Date,
): TDeadlines {
  const today = todayIn(now);
  const deadlines: TDeadline[] = [];

  for (const r of input.requests) {
    if (r.status !== 'OPEN' && r.status !== 'EXTENDED') continue;
    const left = daysBetween(today, r.deadline);
    deadlines.push({
      kind: 'REQUEST',
      id: r.id,
      reference: r.number,
      subject: r.right,
      // While the identity is awaited: the deadline before the pause, moved once it is confirmed.
      due: r.deadline,
      daysLeft: left,
      hoursLeft: null,
      state: awaitingIdentity(r) ? 'PAUSED' : stateOf(left, 7),
      extended: r.status === 'EXTENDED',
      title: null,
      source: legalParameter('REQUEST_RESPONSE_MONTHS', r.receivedOn).source,
    });
  }

  // A breach whose risk is not yet assessed runs its clock too: only "unlikely to result in a risk" stops it.
  for (const b of input.breaches) {
    if (b.authorityNotifiedAt !== null || b.risk === 'UNLIKELY') continue;
    const notifyBy = breachNotifyBy(b.awareAt);
    const hours = Math.floor((notifyBy.getTime() - now.getTime()) / 3_600_000);
    deadlines.push({
      kind: 'BREACH',
      id: b.id,
      reference: b.number,
      subject: null,
      due: notifyBy.toISOString(),
      daysLeft: daysBetween(today, todayIn(notifyBy)),
      hoursLeft: hours,
      state: notifyBy.getTime() < now.getTime() ? 'OVERDUE' : hours < 24 ? 'DUE_SOON' : 'OPEN',
      extended: false,
      title: null,
      source: legalParameter('BREACH_NOTIFICATION_HOURS', b.awareAt).source,
    });
  }

  for (const doc of input.documents) {
    const review = reviewDue(doc);
    if (review === null) continue;
    const { due, source } = review;
    const left = daysBetween(today, due);
    deadlines.push({
      kind: 'REVIEW',
      id: doc.type,
      reference: doc.type,
      subject: typeOfKey(doc.type),
      due,
      daysLeft: left,
      hoursLeft: null,
      state: stateOf(left, 30),
      extended: false,
      title: documentTexts(typeOfKey(doc.type)).name,
      source,
    });
  }

  // Whistleblowing reports still open: the acknowledgement until it is given, the feedback until it is given.
  for (const report of input.reports ?? []) {
    if (report.closedOn !== null) continue;
    const clocks = whistleblowingClocks(report);
    const open: Array<{ clock: string; due: string; id: TLegalParameterId }> = [];
    if (report.acknowledgedOn === null)
      open.push({
        clock: 'ACKNOWLEDGEMENT',
        due: clocks.acknowledgeBy,
        id: 'WHISTLEBLOWING_ACKNOWLEDGEMENT_DAYS',
      });
    if (report.feedbackOn === null)
      open.push({ clock: 'FEEDBACK', due: clocks.feedbackBy, id: 'WHISTLEBLOWING_FEEDBACK_MONTHS' });
    for (const { clock, due, id } of open) {
      const left = daysBetween(today, due);
      deadlines.push({
        kind: 'WHISTLEBLOWING',
        id: report.id,
        reference: report.number,
        subject: clock,
        due,
        daysLeft: left,
        hoursLeft: null,
        state: stateOf(left, clock === 'ACKNOWLEDGEMENT' ? 2 : 14),
        extended: false,
        title: null,
        source: legalParameter(id, report.receivedOn).source,
      });
    }
  }

  // Soonest first; a breach's instant and a day compare by their day, then breaches first.
  const dayOf = (d: TDeadline) => (d.kind === 'BREACH' ? todayIn(new Date(d.due)) : d.due);
  deadlines.sort(
    (a, b) =>
      dayOf(a).localeCompare(dayOf(b)) ||
      Number(b.kind === 'BREACH') - Number(a.kind === 'BREACH') ||
      a.reference.localeCompare(b.reference),
  );
  return { today, deadlines };
}
