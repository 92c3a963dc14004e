/**
 * The inspection pack's spreadsheets made for it: the staff's read confirmations (one workbook, a
 * sheet per document asked to be read) and the registers (requests, breaches, whistleblowing reports)
 * with their rows as the registers' own exports have them and a second sheet with every change the
 * evidence ledger recorded. Moments are in the company's zone (its country's, `companyTimeZone`:
 * Europe/Bucharest for a Romanian company), said in the headers.
 *
 * The names, addresses and browsers in the confirmations are the company's own evidence: they go into
 * its pack and nowhere else (never a log line).
 */
import type { Db } from '@conform/server-kit';
import type { LedgerEntry, TLedgerKind } from '../ledger/ledger.ts';
import { breachView, reportView, requestView } from '../registers/domain.ts';
import { localMoment, todayIn } from '../registers/deadlines.ts';
import type { RegistersRepository } from '../registers/repository.ts';
import { STATUS_LABELS } from '../registers/labels.ts';
import {
  breachesWorkbook,
  reportsWorkbook,
  requestsWorkbook,
  workbookOf,
  zonedHeader,
  type Sheet,
} from '../registers/workbook.ts';
import { PACK_LABELS, type PackLanguage } from './labels.ts';

/** A sheet's columns, those of moments headed with the zone they are in. */
const zonedColumns = (
  columns: ReadonlyArray<{ header: string; width: number; moment?: true }>,
  timeZone: string,
  language: PackLanguage,
) =>
  columns.map(({ header, width, moment }) => ({
    header: moment ? zonedHeader(header, timeZone, language) : header,
    width,
  }));

interface RequestRow {
  id: string;
  type: string;
  version: number;
  content_sha256: string;
}
interface PersonRow {
  email: string | null;
  via: 'EMAIL' | 'LINK';
  invited_at: Date | string | null;
  expires_at: Date | string | null;
  acknowledgement_id: string | null;
  full_name: string | null;
  confirmed_at: Date | string | null;
  ip_address: string | null;
  user_agent: string | null;
}

/** A sheet's name: at most 31 characters, none of those Excel refuses, unique in its workbook. */
function sheetName(title: string, taken: Set<string>): string {
  const base =
    title
      .replace(/[\\/?*[\]:]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'Sheet';
  let name = base.slice(0, 31).trim();
  for (let n = 2; taken.has(name.toLowerCase()); n++) {
    const suffix = ` (${n})`;
    name = `${base.slice(0, 31 - suffix.length).trim()}${suffix}`;
  }
  taken.add(name.toLowerCase());
  return name;
}

/**
 * Who was asked to read which document version and who confirmed: one sheet per document, its
 * versions newest first. Undefined when nobody was ever asked.
 */
export async function acknowledgementsWorkbook(
  db: Db,
  companyId: string,
  language: PackLanguage,
  titleOf: (type: string) => string,
  ledger: readonly LedgerEntry[],
  timeZone: string,
): Promise<{ bytes: Buffer; lastConfirmedAt: Date | null } | undefined> {
  const moment = (value: Date | string | null) =>
    value === null ? null : localMoment(new Date(value).toISOString(), timeZone);
  const requests = await db.query<RequestRow>(
    `SELECT id, type, version, content_sha256 FROM documents.acknowledgement_requests
      WHERE company_id = $1 ORDER BY type, version DESC`,
    [companyId],
  );
  if (requests.length === 0) return undefined;
  const current = new Map(
    (
      await db.query<{ type: string; version: number | null }>(
        `SELECT type, version FROM documents.documents WHERE company_id = $1`,
        [companyId],
      )
    ).map((d) => [d.type, d.version ?? 0]),
  );
  // The ledger entry each confirmation was recorded with: an inspector finds it in ledger.json.
  const entryOf = new Map(
    ledger
      .filter((e) => e.kind === 'ACKNOWLEDGEMENT')
      .map((e) => [String(e.details['acknowledgement']), e.seq] as const),
  );
  const labels = PACK_LABELS[language].acknowledgements;
  const now = Date.now();
  let lastConfirmedAt: Date | null = null;
  const byType = new Map<string, Sheet['rows']>();
  for (const request of requests) {
    const people = await db.query<PersonRow>(
      `SELECT i.email, 'EMAIL' AS via, i.created_at AS invited_at, i.expires_at,
              a.id AS acknowledgement_id, a.full_name, a.confirmed_at, a.ip_address, a.user_agent
         FROM documents.acknowledgement_invitations i
         LEFT JOIN documents.acknowledgements a ON a.invitation_id = i.id
        WHERE i.request_id = $1
       UNION ALL
       SELECT NULL, 'LINK', NULL, NULL, a.id, a.full_name, a.confirmed_at, a.ip_address, a.user_agent
         FROM documents.acknowledgements a
        WHERE a.request_id = $1 AND a.invitation_id IS NULL
       ORDER BY confirmed_at NULLS LAST, invited_at, email`,
      [request.id],
    );
    const outdated = (current.get(request.type) ?? 0) > request.version;
    const rows = byType.get(request.type) ?? [];
    for (const p of people) {
      const status = p.confirmed_at
        ? 'CONFIRMED'
        : outdated
          ? 'OUTDATED'
          : p.expires_at && new Date(p.expires_at).getTime() <= now
            ? 'EXPIRED'
            : 'PENDING';
      if (p.confirmed_at) {
        const at = new Date(p.confirmed_at);
        if (!lastConfirmedAt || at > lastConfirmedAt) lastConfirmedAt = at;
      }
      rows.push([
        request.version,
        request.content_sha256,
        labels.status[status],
        p.via === 'EMAIL' ? p.email : labels.sharedLink,
        p.full_name,
        moment(p.confirmed_at),
        p.ip_address,
        p.user_agent,
        moment(p.invited_at),
        moment(p.expires_at),
        p.acknowledgement_id ? (entryOf.get(p.acknowledgement_id) ?? null) : null,
      ]);
    }
    byType.set(request.type, rows);
  }
  const taken = new Set<string>();
  const sheets: Sheet[] = [...byType].map(([type, rows]) => ({
    name: sheetName(titleOf(type), taken),
    columns: zonedColumns(labels.columns, timeZone, language),
    rows,
  }));
  return { bytes: await workbookOf(sheets), lastConfirmedAt };
}

const REGISTER_KIND = {
  requests: 'REQUEST',
  breaches: 'BREACH',
  reports: 'WHISTLEBLOWING_REPORT',
} as const satisfies Record<string, TLedgerKind>;
export type RegisterName = keyof typeof REGISTER_KIND;

/** Every change to a register's entries, as the ledger recorded it: the register's second sheet. */
function historySheet(
  register: RegisterName,
  language: PackLanguage,
  ledger: readonly LedgerEntry[],
  timeZone: string,
): Sheet {
  const labels = PACK_LABELS[language].registerSheets;
  const seen = new Set<string>();
  const rows = ledger
    .filter((e) => e.kind === REGISTER_KIND[register])
    .map((e) => {
      const first = !seen.has(e.subject);
      seen.add(e.subject);
      const status = e.details['status'];
      return [
        e.subject,
        localMoment(e.recordedAt, timeZone),
        first ? labels.created : labels.changed,
        typeof status === 'string' && status in STATUS_LABELS
          ? STATUS_LABELS[status as keyof typeof STATUS_LABELS][language]
          : null,
        e.seq,
        e.digest,
      ];
    });
  return { name: labels.history, columns: zonedColumns(labels.historyColumns, timeZone, language), rows };
}

/** Each register with entries as a workbook: its rows, then its history. */
export async function registerWorkbooks(
  repository: RegistersRepository,
  companyId: string,
  language: PackLanguage,
  ledger: readonly LedgerEntry[],
  timeZone: string,
): Promise<Array<{ register: RegisterName; bytes: Buffer; lastChangedAt: Date | null }>> {
  const today = todayIn(new Date());
  const lastOf = (register: RegisterName) => {
    const last = ledger.filter((e) => e.kind === REGISTER_KIND[register]).at(-1);
    return last ? new Date(last.recordedAt) : null;
  };
  const result: Array<{ register: RegisterName; bytes: Buffer; lastChangedAt: Date | null }> = [];
  const requests = await repository.listRequests(companyId);
  if (requests.length > 0)
    result.push({
      register: 'requests',
      bytes: await requestsWorkbook(
        requests.map((r) => requestView(r, today)),
        language,
        [historySheet('requests', language, ledger, timeZone)],
      ),
      lastChangedAt: lastOf('requests'),
    });
  const breaches = await repository.listBreaches(companyId);
  if (breaches.length > 0)
    result.push({
      register: 'breaches',
      bytes: await breachesWorkbook(breaches.map(breachView), language, timeZone, [
        historySheet('breaches', language, ledger, timeZone),
      ]),
      lastChangedAt: lastOf('breaches'),
    });
  const reports = await repository.listReports(companyId);
  if (reports.length > 0)
    result.push({
      register: 'reports',
      bytes: await reportsWorkbook(reports.map(reportView), language, [
        historySheet('reports', language, ledger, timeZone),
      ]),
      lastChangedAt: lastOf('reports'),
    });
  return result;
}
