import type { TDataSubject, TLegalGround, TSpecialDataGround } from '@conform/catalogues';
import type { TOperation, TOperationRecord, TSituation } from '@conform/contracts';
import { PLATFORM_EVENTS } from '@conform/contracts/events';
import { publishEvent, type Db, type Orm, type Tx as DbTx } from '@conform/server-kit';
import { and, asc, count, eq, inArray, max } from 'drizzle-orm';
import { operations, situations } from '../db/schema.ts';

type SituationRow = typeof situations.$inferSelect;
type OperationRow = typeof operations.$inferSelect;
type Tx = Orm;

/** An operation to store: its fields, its id and the preset it came from. */
export interface NewOperation extends TOperation {
  id: string;
  suggestionId: string | null;
}

/** An operation to create or replace; an undefined suggestionId keeps the stored one on replace. */
export interface SavedOperation extends TOperation {
  id: string;
  suggestionId?: string | null | undefined;
}

function toOperation(row: OperationRow): TOperationRecord {
  return {
    id: row.id,
    name: row.name,
    purpose: row.purpose,
    data: row.data,
    grounds: row.grounds as TLegalGround[],
    groundReason: row.groundReason,
    specialDataGround: row.specialDataGround as TSpecialDataGround | null,
    sources: row.sources,
    recipients: row.recipients,
    recipientsLocations: row.recipientsLocations,
    storageDuration: row.storageDuration,
    storageLocations: row.storageLocations,
    suggestionId: row.suggestionId,
  };
}

function toSituation(row: SituationRow, ops: OperationRow[]): TSituation {
  return {
    id: row.id,
    dataSubject: row.dataSubject as TDataSubject,
    name: row.name,
    suggestionId: row.suggestionId,
    operations: ops.map(toOperation),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function operationValues(op: NewOperation, situationId: string, position: number) {
  return {
    id: op.id,
    situationId,
    name: op.name,
    purpose: op.purpose,
    data: op.data,
    grounds: op.grounds,
    groundReason: op.groundReason,
    specialDataGround: op.specialDataGround,
    sources: op.sources,
    recipients: op.recipients,
    recipientsLocations: op.recipientsLocations,
    storageDuration: op.storageDuration,
    storageLocations: op.storageLocations,
    suggestionId: op.suggestionId,
    position,
  };
}

/** The situation row of a company, locked until the transaction ends (so its invariants hold under concurrency). */
async function lockSituation(tx: Tx, companyId: string, situationId: string) {
  const [row] = await tx
    .select()
    .from(situations)
    .where(and(eq(situations.id, situationId), eq(situations.companyId, companyId)))
    .for('update');
  return row;
}

async function touch(tx: Tx, situationId: string, now: Date): Promise<void> {
  await tx.update(situations).set({ updatedAt: now }).where(eq(situations.id, situationId));
}

/**
 * Any change to a situation or its operations makes its data-subject category dirty (spec §4):
 * said to the companies service in the same transaction as the change.
 */
async function situationsChanged(tx: DbTx, companyId: string, dataSubject: string): Promise<void> {
  await publishEvent(tx, PLATFORM_EVENTS, {
    source: 'configurator',
    type: 'situations.changed',
    payload: { companyId, dataSubject },
  });
}

export function createSituationsRepository(db: Db) {
  const orm = db.orm;
  async function withOperations(rows: SituationRow[]): Promise<TSituation[]> {
    if (rows.length === 0) return [];
    const ops = await orm
      .select()
      .from(operations)
      .where(
        inArray(
          operations.situationId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(operations.position), asc(operations.createdAt));
    return rows.map((row) =>
      toSituation(
        row,
        ops.filter((o) => o.situationId === row.id),
      ),
    );
  }

  return {
    /** A company's situations (of one data subject, when given), oldest first: the order of the letters. */
    async list(companyId: string, subject?: TDataSubject): Promise<TSituation[]> {
      const rows = await orm
        .select()
        .from(situations)
        .where(
          subject
            ? and(eq(situations.companyId, companyId), eq(situations.dataSubject, subject))
            : eq(situations.companyId, companyId),
        )
        .orderBy(asc(situations.createdAt), asc(situations.id));
      return withOperations(rows);
    },

    async find(companyId: string, situationId: string): Promise<TSituation | undefined> {
      const rows = await orm
        .select()
        .from(situations)
        .where(and(eq(situations.id, situationId), eq(situations.companyId, companyId)));
      return (await withOperations(rows))[0];
    },

    async hasSuggestion(companyId: string, suggestionId: string): Promise<boolean> {
      const [row] = await orm
        .select({ n: count() })
        .from(situations)
        .where(and(eq(situations.companyId, companyId), eq(situations.suggestionId, suggestionId)));
      return (row?.n ?? 0) > 0;
    },

    /**
     * A situation and its operations, all or nothing. Returns false when the company already has a
     * situation made from the same suggestion (the unique index decides, also under a race).
     */
    async insert(situation: {
      id: string;
      companyId: string;
      dataSubject: TDataSubject;
      name: string;
      suggestionId: string | null;
      operations: NewOperation[];
    }): Promise<boolean> {
      return db.transaction(async (t) => {
        const tx = t.orm;
        const inserted = await tx
          .insert(situations)
          .values({
            id: situation.id,
            companyId: situation.companyId,
            dataSubject: situation.dataSubject,
            name: situation.name,
            suggestionId: situation.suggestionId,
          })
          .onConflictDoNothing()
          .returning({ id: situations.id });
        if (inserted.length === 0) return false;
        await tx
          .insert(operations)
          .values(situation.operations.map((op, i) => operationValues(op, situation.id, i)));
        await situationsChanged(t, situation.companyId, situation.dataSubject);
        return true;
      });
    },

    /** Renames a situation; false when the company has no such situation. */
    async rename(companyId: string, situationId: string, name: string, now: Date): Promise<boolean> {
      return db.transaction(async (t) => {
        const rows = await t.orm
          .update(situations)
          .set({ name, updatedAt: now })
          .where(and(eq(situations.id, situationId), eq(situations.companyId, companyId)))
          .returning({ id: situations.id, dataSubject: situations.dataSubject });
        if (rows[0]) await situationsChanged(t, companyId, rows[0].dataSubject);
        return rows.length > 0;
      });
    },

    /**
     * Deletes a situation unless `refusal` names a reason, judged on the locked row and its current
     * operation count, so an operation saved meanwhile cannot be lost with it.
     */
    async deleteUnlessRefused(
      companyId: string,
      situationId: string,
      refusal: (situation: { suggestionId: string | null; operationCount: number }) => string | null,
    ): Promise<{ outcome: 'deleted' | 'missing' } | { outcome: 'refused'; reason: string }> {
      return db.transaction(async (t) => {
        const tx = t.orm;
        const row = await lockSituation(tx, companyId, situationId);
        if (!row) return { outcome: 'missing' as const };
        const [counted] = await tx
          .select({ n: count() })
          .from(operations)
          .where(eq(operations.situationId, situationId));
        const reason = refusal({ suggestionId: row.suggestionId, operationCount: counted?.n ?? 0 });
        if (reason !== null) return { outcome: 'refused' as const, reason };
        await tx.delete(situations).where(eq(situations.id, situationId));
        await situationsChanged(t, companyId, row.dataSubject);
        return { outcome: 'deleted' as const };
      });
    },

    /** Creates or replaces one operation; a new one goes last. 'missing' when the situation is not the company's. */
    async saveOperation(
      companyId: string,
      situationId: string,
      op: SavedOperation,
      now: Date,
    ): Promise<'created' | 'replaced' | 'missing'> {
      return db.transaction(async (t) => {
        const tx = t.orm;
        const row = await lockSituation(tx, companyId, situationId);
        if (!row) return 'missing';
        const [existing] = await tx
          .select({ position: operations.position })
          .from(operations)
          .where(and(eq(operations.id, op.id), eq(operations.situationId, situationId)));
        if (existing) {
          const {
            id: _id,
            situationId: _s,
            position: _p,
            suggestionId,
            ...fields
          } = operationValues({ ...op, suggestionId: op.suggestionId ?? null }, situationId, 0);
          await tx
            .update(operations)
            .set({ ...fields, ...(op.suggestionId === undefined ? {} : { suggestionId }), updatedAt: now })
            .where(eq(operations.id, op.id));
        } else {
          const [last] = await tx
            .select({ position: max(operations.position) })
            .from(operations)
            .where(eq(operations.situationId, situationId));
          await tx
            .insert(operations)
            .values(
              operationValues(
                { ...op, suggestionId: op.suggestionId ?? null },
                situationId,
                (last?.position ?? -1) + 1,
              ),
            );
        }
        await touch(tx, situationId, now);
        await situationsChanged(t, companyId, row.dataSubject);
        return existing ? 'replaced' : 'created';
      });
    },

    /**
     * Deletes one operation unless it is the last of its situation (a situation is never empty).
     * The situation row is locked, so two deletes at once cannot empty it.
     */
    async deleteOperation(
      companyId: string,
      situationId: string,
      operationId: string,
      now: Date,
    ): Promise<'deleted' | 'missing' | 'last'> {
      return db.transaction(async (t) => {
        const tx = t.orm;
        const row = await lockSituation(tx, companyId, situationId);
        if (!row) return 'missing';
        const ids = await tx
          .select({ id: operations.id })
          .from(operations)
          .where(eq(operations.situationId, situationId));
        if (!ids.some((o) => o.id === operationId)) return 'missing';
        if (ids.length === 1) return 'last';
        await tx.delete(operations).where(eq(operations.id, operationId));
        await touch(tx, situationId, now);
        await situationsChanged(t, companyId, row.dataSubject);
        return 'deleted';
      });
    },
  };
}
export type SituationsRepository = ReturnType<typeof createSituationsRepository>;
