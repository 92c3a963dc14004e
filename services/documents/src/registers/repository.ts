import type { Db, Orm, Tx } from '@conform/server-kit';
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, like, lte, ne, or, sql } from 'drizzle-orm';
import { breaches, dataSubjectRequests, whistleblowingReports } from '../db/schema.ts';
import { appendEvidence, canonicalJson, sha256, type TLedgerKind } from '../ledger/ledger.ts';

export type RequestRow = typeof dataSubjectRequests.$inferSelect;
export type NewRequestRow = typeof dataSubjectRequests.$inferInsert;
export type BreachRow = typeof breaches.$inferSelect;
export type NewBreachRow = typeof breaches.$inferInsert;
export type ReportRow = typeof whistleblowingReports.$inferSelect;
export type NewReportRow = typeof whistleblowingReports.$inferInsert;

/** The next number of a register for a company and year: PREFIX-YYYY-NNN. */
async function nextNumber(
  orm: Orm,
  table: typeof dataSubjectRequests | typeof breaches | typeof whistleblowingReports,
  companyId: string,
  prefix: string,
  year: string,
): Promise<string> {
  const stem = `${prefix}-${year}-`;
  const rows = await orm
    .select({ number: table.number })
    .from(table)
    .where(and(eq(table.companyId, companyId), like(table.number, `${stem}%`)));
  const last = rows.reduce((n, r) => Math.max(n, Number(r.number.slice(stem.length)) || 0), 0);
  return `${stem}${String(last + 1).padStart(3, '0')}`;
}

/**
 * A register entry as it became, into the evidence ledger in the same transaction: its number, the
 * digest of its fields (dates as ISO text) and its status where it has one.
 */
async function recordEntry<R extends { companyId: string; number: string }>(
  tx: Tx,
  kind: TLedgerKind,
  row: R,
): Promise<R> {
  const fields = JSON.parse(JSON.stringify(row)) as Record<string, unknown>;
  await appendEvidence(tx, row.companyId, {
    kind,
    subject: row.number,
    digest: sha256(canonicalJson(fields)),
    details: 'status' in fields ? { status: fields['status'] } : {},
  });
  return row;
}

/** The registers' rows; every write is recorded in the company's evidence ledger with it. */
export function createRegistersRepository(db: Db) {
  const orm: Orm = db.orm;
  return {
    nextRequestNumber: (companyId: string, year: string) =>
      nextNumber(orm, dataSubjectRequests, companyId, 'REQ', year),
    nextBreachNumber: (companyId: string, year: string) => nextNumber(orm, breaches, companyId, 'INC', year),
    nextReportNumber: (companyId: string, year: string) =>
      nextNumber(orm, whistleblowingReports, companyId, 'AVZ', year),

    async insertRequest(row: NewRequestRow): Promise<RequestRow> {
      return db.transaction(async (tx) => {
        const [inserted] = await tx.orm.insert(dataSubjectRequests).values(row).returning();
        return recordEntry(tx, 'REQUEST', inserted!);
      });
    },
    async listRequests(companyId: string): Promise<RequestRow[]> {
      return orm
        .select()
        .from(dataSubjectRequests)
        .where(eq(dataSubjectRequests.companyId, companyId))
        .orderBy(desc(dataSubjectRequests.receivedOn), desc(dataSubjectRequests.number));
    },
    async findRequest(companyId: string, id: string): Promise<RequestRow | undefined> {
      const [row] = await orm
        .select()
        .from(dataSubjectRequests)
        .where(and(eq(dataSubjectRequests.companyId, companyId), eq(dataSubjectRequests.id, id)));
      return row;
    },
    async updateRequest(companyId: string, id: string, change: Partial<NewRequestRow>): Promise<RequestRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.orm
          .update(dataSubjectRequests)
          .set(change)
          .where(and(eq(dataSubjectRequests.companyId, companyId), eq(dataSubjectRequests.id, id)))
          .returning();
        // A row gone meanwhile records nothing (the caller found it first).
        return row ? recordEntry(tx, 'REQUEST', row) : row!;
      });
    },
    /**
     * Open requests due from `from` to `until` (the reminder job's candidates; overdue ones get none,
     * nor those whose clock is paused while the person's identity is awaited).
     */
    async openRequestsDueBetween(from: string, until: string): Promise<RequestRow[]> {
      return orm
        .select()
        .from(dataSubjectRequests)
        .where(
          and(
            inArray(dataSubjectRequests.status, ['OPEN', 'EXTENDED']),
            gte(dataSubjectRequests.deadline, from),
            lte(dataSubjectRequests.deadline, until),
            or(
              isNull(dataSubjectRequests.identityRequestedOn),
              isNotNull(dataSubjectRequests.identityConfirmedOn),
            ),
          ),
        )
        .orderBy(asc(dataSubjectRequests.deadline));
    },

    /**
     * Breaches the authority has not been told of, whose risk is not assessed unlikely and whose last
     * reminder was not sent yet (the reminder job's candidates).
     */
    async breachesToNotify(): Promise<BreachRow[]> {
      return orm
        .select()
        .from(breaches)
        .where(
          and(
            isNull(breaches.authorityNotifiedAt),
            or(isNull(breaches.risk), ne(breaches.risk, 'UNLIKELY')),
            // The last stage sent: nothing more to remind.
            sql`NOT ${breaches.remindersSent} @> '[0]'::jsonb`,
          ),
        )
        .orderBy(asc(breaches.awareAt));
    },

    async insertBreach(row: NewBreachRow): Promise<BreachRow> {
      return db.transaction(async (tx) => {
        const [inserted] = await tx.orm.insert(breaches).values(row).returning();
        return recordEntry(tx, 'BREACH', inserted!);
      });
    },
    async listBreaches(companyId: string): Promise<BreachRow[]> {
      return orm
        .select()
        .from(breaches)
        .where(eq(breaches.companyId, companyId))
        .orderBy(desc(breaches.awareAt), desc(breaches.number));
    },
    async findBreach(companyId: string, id: string): Promise<BreachRow | undefined> {
      const [row] = await orm
        .select()
        .from(breaches)
        .where(and(eq(breaches.companyId, companyId), eq(breaches.id, id)));
      return row;
    },
    async updateBreach(companyId: string, id: string, change: Partial<NewBreachRow>): Promise<BreachRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.orm
          .update(breaches)
          .set({ ...change, updatedAt: new Date() })
          .where(and(eq(breaches.companyId, companyId), eq(breaches.id, id)))
          .returning();
        // A row gone meanwhile records nothing (the caller found it first).
        return row ? recordEntry(tx, 'BREACH', row) : row!;
      });
    },

    async insertReport(row: NewReportRow): Promise<ReportRow> {
      return db.transaction(async (tx) => {
        const [inserted] = await tx.orm.insert(whistleblowingReports).values(row).returning();
        return recordEntry(tx, 'WHISTLEBLOWING_REPORT', inserted!);
      });
    },
    async listReports(companyId: string): Promise<ReportRow[]> {
      return orm
        .select()
        .from(whistleblowingReports)
        .where(eq(whistleblowingReports.companyId, companyId))
        .orderBy(desc(whistleblowingReports.receivedOn), desc(whistleblowingReports.number));
    },
    async findReport(companyId: string, id: string): Promise<ReportRow | undefined> {
      const [row] = await orm
        .select()
        .from(whistleblowingReports)
        .where(and(eq(whistleblowingReports.companyId, companyId), eq(whistleblowingReports.id, id)));
      return row;
    },
    async updateReport(companyId: string, id: string, change: Partial<NewReportRow>): Promise<ReportRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.orm
          .update(whistleblowingReports)
          .set({ ...change, updatedAt: new Date() })
          .where(and(eq(whistleblowingReports.companyId, companyId), eq(whistleblowingReports.id, id)))
          .returning();
        // A row gone meanwhile records nothing (the caller found it first).
        return row ? recordEntry(tx, 'WHISTLEBLOWING_REPORT', row) : row!;
      });
    },
    /** Reports not closed with a clock still running (the reminder job's candidates). */
    async openReports(): Promise<ReportRow[]> {
      return orm
        .select()
        .from(whistleblowingReports)
        .where(
          and(
            isNull(whistleblowingReports.closedOn),
            or(isNull(whistleblowingReports.acknowledgedOn), isNull(whistleblowingReports.feedbackOn)),
          ),
        )
        .orderBy(asc(whistleblowingReports.receivedOn));
    },
  };
}
export type RegistersRepository = ReturnType<typeof createRegistersRepository>;
