import type { Platform } from '@conform/contracts';
import { PLATFORM_EVENTS, type TPlatformEvent, type TPlatformEventType } from '@conform/contracts/events';
import {
  COMPANY_CHANGED_CHANNEL,
  createNotifiedCache,
  publishEvent,
  type Db,
  type Orm,
  type Tx,
} from '@conform/server-kit';
import { and, arrayContains, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { appliedOrdersTable, companiesTable } from '../db/schema.ts';

export type CompanyRecord = typeof companiesTable.$inferSelect;
export type NewCompanyRecord = typeof companiesTable.$inferInsert;

/** The columns a read-modify-write may change. */
export type CompanyPatch = Partial<
  Pick<
    CompanyRecord,
    | 'info'
    | 'dataProtectionResponsible'
    | 'contactEmail'
    | 'productsPending'
    | 'productsConfigured'
    | 'productsPurchased'
    | 'dirty'
    | 'dirtyMarkedAt'
    | 'website'
    | 'legalRepresentative'
    | 'employeeCount'
    | 'publicBody'
    | 'securityMeasures'
    | 'processors'
    | 'cctv'
    | 'refunds'
    | 'channels'
    | 'commercialTerms'
  >
>;

/** An event the change causes, published in the same transaction. */
export type OutgoingEvent = {
  [K in TPlatformEventType]: { type: K; payload: TPlatformEvent<K> };
}[TPlatformEventType];

/** What a change decides from the locked row: the patch and the events it causes. */
export interface CompanyChange {
  patch: CompanyPatch;
  events: OutgoingEvent[];
}

async function publishAll(tx: Tx, events: OutgoingEvent[]): Promise<void> {
  for (const event of events) {
    await publishEvent(tx, PLATFORM_EVENTS, {
      source: 'companies',
      type: event.type,
      payload: event.payload,
    });
  }
}

/**
 * Read-modify-write under a row lock (two tabs adding products at the same moment must not lose a
 * change), with the change's events in the same transaction. `change` returns null to leave the
 * row untouched.
 */
async function lockAndChange(
  tx: Tx,
  id: string,
  change: (current: CompanyRecord) => CompanyChange | null,
): Promise<CompanyRecord | undefined> {
  const [current] = await tx.orm.select().from(companiesTable).where(eq(companiesTable.id, id)).for('update');
  if (!current) return undefined;
  const decided = change(current);
  if (!decided) return current;
  const [row] = await tx.orm
    .update(companiesTable)
    .set({ ...decided.patch, updatedAt: new Date() })
    .where(eq(companiesTable.id, id))
    .returning();
  await publishAll(tx, decided.events);
  return row;
}

export function createCompaniesRepository(db: Db) {
  const orm: Orm = db.orm;
  // A company is read on nearly every request of its pages and changes rarely: kept in memory until
  // the table's trigger (migration 0005) says it changed, in this process or another.
  const kept = createNotifiedCache<CompanyRecord>(db, COMPANY_CHANGED_CHANNEL);
  return {
    /** A new company, with the events its creation causes. */
    async insert(company: NewCompanyRecord, events: (record: CompanyRecord) => OutgoingEvent[]) {
      return db.transaction(async (tx) => {
        const [row] = await tx.orm.insert(companiesTable).values(company).returning();
        await publishAll(tx, events(row!));
        return row!;
      });
    },

    findById(id: string): Promise<CompanyRecord | undefined> {
      return kept.get(id, async () => {
        const [row] = await orm.select().from(companiesTable).where(eq(companiesTable.id, id));
        return row;
      });
    },

    /** Companies where the user is an admin, on one platform (`@>` uses the admins GIN index). */
    async listForAdmin(uid: string, platform: Platform): Promise<CompanyRecord[]> {
      return orm
        .select()
        .from(companiesTable)
        .where(and(arrayContains(companiesTable.adminIds, [uid]), eq(companiesTable.platform, platform)))
        .orderBy(asc(companiesTable.createdAt), asc(companiesTable.id));
    },

    /** A change in its own transaction (a request). */
    async update(id: string, change: (current: CompanyRecord) => CompanyChange | null) {
      const row = await db.transaction((tx) => lockAndChange(tx, id, change));
      // The caller reads its own write next; the NOTIFY may reach this process a moment later.
      kept.forget(id);
      return row;
    },

    /** A change inside a transaction already open (an event handler's). */
    updateIn(tx: Tx, id: string, change: (current: CompanyRecord) => CompanyChange | null) {
      return lockAndChange(tx, id, change);
    },

    /**
     * Locks the company's row for the rest of the transaction; false when there is no such company.
     * A refund reads the company's other orders under it: a payment or another refund of the same
     * company applied at that moment waits, so neither decides from the other's uncommitted state.
     */
    async lockIn(tx: Tx, id: string): Promise<boolean> {
      const rows = await tx.orm
        .select({ id: companiesTable.id })
        .from(companiesTable)
        .where(eq(companiesTable.id, id))
        .for('update');
      return rows.length > 0;
    },

    /** Every company where `from` is an admin gets `into` in its place (once). Answers their ids. */
    async replaceAdmin(tx: Tx, from: string, into: string): Promise<string[]> {
      const rows = await tx.orm
        .update(companiesTable)
        .set({
          adminIds: sql`CASE WHEN ${into} = ANY(${companiesTable.adminIds})
                        THEN array_remove(${companiesTable.adminIds}, ${from})
                        ELSE array_replace(${companiesTable.adminIds}, ${from}, ${into}) END`,
          updatedAt: new Date(),
        })
        .where(arrayContains(companiesTable.adminIds, [from]))
        .returning({ id: companiesTable.id });
      return rows.map((r) => r.id);
    },

    /**
     * Records that a paid order's products were applied; false when it already was (an order is
     * applied once, however many times `order.paid` arrives).
     */
    async recordAppliedOrder(
      tx: Tx,
      order: { orderId: string; companyId: string; products: string[] },
    ): Promise<boolean> {
      const inserted = await tx.orm
        .insert(appliedOrdersTable)
        .values(order)
        .onConflictDoNothing()
        .returning({ orderId: appliedOrdersTable.orderId });
      return inserted.length > 0;
    },

    /**
     * Records that an order was refunded and answers the products it had applied; undefined when
     * there is nothing to take back: the refund was already applied (a replay), or it arrives before
     * its `order.paid` was applied, in which case it is recorded with the event's products so that
     * the late payment is skipped as already applied.
     */
    async recordRefund(
      tx: Tx,
      order: { orderId: string; companyId: string; products: string[] },
    ): Promise<{ products: string[] } | undefined> {
      const [refunded] = await tx.orm
        .update(appliedOrdersTable)
        .set({ refundedAt: sql`now()` })
        .where(and(eq(appliedOrdersTable.orderId, order.orderId), isNull(appliedOrdersTable.refundedAt)))
        .returning({ products: appliedOrdersTable.products });
      if (refunded) return refunded;
      await tx.orm
        .insert(appliedOrdersTable)
        .values({ ...order, refundedAt: sql`now()` })
        .onConflictDoNothing();
      return undefined;
    },

    /** The products the company still holds through its other paid, unrefunded orders. */
    async productsHeldByOtherOrders(tx: Tx, companyId: string, orderId: string): Promise<Set<string>> {
      const rows = await tx.orm
        .select({ products: appliedOrdersTable.products })
        .from(appliedOrdersTable)
        .where(
          and(
            eq(appliedOrdersTable.companyId, companyId),
            ne(appliedOrdersTable.orderId, orderId),
            isNull(appliedOrdersTable.refundedAt),
          ),
        );
      return new Set(rows.flatMap((r) => r.products));
    },
  };
}
export type CompaniesRepository = ReturnType<typeof createCompaniesRepository>;
