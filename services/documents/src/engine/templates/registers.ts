/**
 * The registers the company keeps in the documents area, printed: the data-subject requests
 * register (accountability for Arts. 12, 15–22, Art. 5(2)) and the breach register (Art. 33(5)).
 * Each lists what the company logged, with the same words as the page and the spreadsheets; an
 * empty register is a form with blank rows, for a company that keeps it on paper. The live
 * registers (deadlines, reminders, the 72-hour clock) are in the workspace; this is their record.
 * The wording is in content/REGISTRU_CERERI and REGISTRU_INCALCARI; the entries come written out
 * here, with the labels the page and the spreadsheets use (registers/labels.ts).
 */
import { z } from 'zod';
import {
  CHANNEL_LABELS,
  NATURE_LABELS,
  RIGHT_LABELS,
  AWAITING_IDENTITY_LABEL,
  riskLabel,
  STATUS_LABELS,
} from '../../registers/labels.ts';
import type { TBreach } from '@conform/contracts';
import { companyZone, formatDay, formatMoment } from '../blocks.ts';
import { documentFacts, ZDocumentFacts } from '../content/facts.ts';
import { contentTemplate } from '../content/template.ts';

const ZRequestsFacts = ZDocumentFacts.extend({
  /** The logged requests by number, dates written out, labels in the document's language. */
  requests: z.array(
    z.object({
      number: z.string(),
      right: z.string(),
      receivedOn: z.string(),
      channel: z.string(),
      person: z.string(),
      deadline: z.string(),
      status: z.string(),
      closedOn: z.string().nullable(),
    }),
  ),
  /** Each extension and each refusal with its reason, request by request. */
  reasons: z.array(z.object({ number: z.string(), refused: z.boolean(), text: z.string() })),
  /**
   * Each request whose person was asked to confirm their identity (Art. 12(6)): the day asked, and
   * the day confirmed (null: still awaited, the clock paused).
   */
  identityChecks: z.array(
    z.object({ number: z.string(), requestedOn: z.string(), confirmedOn: z.string().nullable() }),
  ),
});

export const requestsRegister = contentTemplate('REGISTRU_CERERI', {
  kind: 'record',
  schema: ZRequestsFacts,
  facts: (input) => {
    const { ctx, t } = input;
    const language = ctx.language;
    const requests = [...ctx.registers.requests].sort((a, b) => a.number.localeCompare(b.number));
    return {
      ...documentFacts(input),
      requests: requests.map((r) => ({
        number: r.number,
        right: RIGHT_LABELS[r.right][language],
        receivedOn: formatDay(r.receivedOn, t),
        channel: CHANNEL_LABELS[r.channel][language],
        person: r.person,
        deadline: formatDay(r.deadline, t),
        // A request waiting for the person's identity is paused, whatever its status (Art. 12(6)).
        status: r.paused ? AWAITING_IDENTITY_LABEL[language] : STATUS_LABELS[r.status][language],
        closedOn: r.closedOn ? formatDay(r.closedOn, t) : null,
      })),
      identityChecks: requests.flatMap((r) =>
        r.identityRequestedOn
          ? [
              {
                number: r.number,
                requestedOn: formatDay(r.identityRequestedOn, t),
                confirmedOn: r.identityConfirmedOn ? formatDay(r.identityConfirmedOn, t) : null,
              },
            ]
          : [],
      ),
      reasons: requests.flatMap((r) => [
        ...(r.extensionReason ? [{ number: r.number, refused: false, text: r.extensionReason }] : []),
        ...r.history
          .filter((h) => h.status === 'REFUSED' && h.note)
          .map((h) => ({ number: r.number, refused: true, text: h.note! })),
      ]),
    };
  },
});

/**
 * Where an incident stands against the 72 hours of Art. 33(1), as of the register's date: no
 * notification owed (the risk is unlikely), notified in time, notified late, overdue (not notified
 * and the time is up) or still open.
 */
function deadline(b: TBreach, now: Date): 'NONE' | 'MET' | 'LATE' | 'OVERDUE' | 'OPEN' {
  if (b.notifyAuthority === false || !b.notifyBy) return 'NONE';
  const by = new Date(b.notifyBy).getTime();
  if (b.authorityNotifiedAt) return new Date(b.authorityNotifiedAt).getTime() <= by ? 'MET' : 'LATE';
  return now.getTime() > by ? 'OVERDUE' : 'OPEN';
}

const ZBreachesFacts = ZDocumentFacts.extend({
  /** The logged incidents by number, moments written out, labels in the document's language. */
  breaches: z.array(
    z.object({
      number: z.string(),
      awareAt: z.string().nullable(),
      occurredAt: z.string().nullable(),
      nature: z.array(z.string()),
      description: z.string(),
      subjectCategories: z.string(),
      subjectsCount: z.number().nullable(),
      dataCategories: z.string(),
      recordsCount: z.number().nullable(),
      consequences: z.string(),
      measures: z.string(),
      risk: z.string().nullable(),
      riskReason: z.string().nullable(),
      notifyBy: z.string().nullable(),
      authorityNotifiedAt: z.string().nullable(),
      personsNotifiedAt: z.string().nullable(),
      delayReason: z.string().nullable(),
      deadline: z.enum(['NONE', 'MET', 'LATE', 'OVERDUE', 'OPEN']),
    }),
  ),
});

export const breachRegister = contentTemplate('REGISTRU_INCALCARI', {
  kind: 'record',
  schema: ZBreachesFacts,
  facts: (input) => {
    const language = input.ctx.language;
    // Printed in the company's zone, as its register page shows them.
    const timeZone = companyZone(input.ctx);
    const moment = (iso: string | null) => formatMoment(iso, language, timeZone);
    return {
      ...documentFacts(input),
      breaches: [...input.ctx.registers.breaches]
        .sort((a, b) => a.number.localeCompare(b.number))
        .map((b) => ({
          number: b.number,
          awareAt: moment(b.awareAt),
          occurredAt: moment(b.occurredAt),
          nature: b.nature.map((n) => NATURE_LABELS[n][language]),
          description: b.description,
          subjectCategories: b.subjectCategories,
          subjectsCount: b.subjectsCount,
          dataCategories: b.dataCategories,
          recordsCount: b.recordsCount,
          consequences: b.consequences,
          measures: b.measures,
          risk: b.risk ? riskLabel(b.risk, language, b.awareAt) : null,
          riskReason: b.riskReason || null,
          notifyBy: moment(b.notifyBy),
          authorityNotifiedAt: moment(b.authorityNotifiedAt),
          personsNotifiedAt: moment(b.personsNotifiedAt),
          delayReason: b.delayReason || null,
          deadline: deadline(b, input.ctx.now),
        })),
    };
  },
});

export const REGISTER_TEMPLATES = {
  REGISTRU_CERERI: requestsRegister,
  REGISTRU_INCALCARI: breachRegister,
} as const;
