import type {
  TAutomatedDecision,
  TCookieUse,
  TPurposeCategory,
  TDataSubject,
  TLegalGround,
  TLegitimateInterestKind,
  TProvisionRequirement,
  TRetentionId,
  TSpecialDataGround,
} from '@conform/catalogues';
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
  /** The day it was last reviewed; left out: never (a new operation). */
  reviewedAt?: string | null;
}

/** An operation to create or replace; an undefined suggestionId keeps the stored one on replace. */
export interface SavedOperation extends TOperation {
  id: string;
  suggestionId?: string | null | undefined;
  /** The day it was last reviewed (the stored one unless reviewed with this save); null: never. */
  reviewedAt: string | null;
}

function toOperation(row: OperationRow): TOperationRecord {
  return {
    id: row.id,
    name: row.name,
    purpose: row.purpose,
    purposeCategory: row.purposeCategory as TPurposeCategory | null,
    cookies: row.cookies as TCookieUse,
    processorIds: row.processorIds,
    largeScale: row.largeScale,
    subjectsCount: row.subjectsCount,
    coreActivity: row.coreActivity,
    vulnerableSubjects: row.vulnerableSubjects,
    newTechnology: row.newTechnology,
    occasional: row.occasional,
    interestKind: row.interestKind as TLegitimateInterestKind | null,
    // Saved before the transfers were asked: none (jsonb default []).
    recipientTransfers: row.recipientTransfers ?? [],
    reviewedAt: row.reviewedAt,
    data: row.data,
    grounds: row.grounds as TLegalGround[],
    groundReason: row.groundReason,
    specialDataGround: row.specialDataGround as TSpecialDataGround | null,
    sources: row.sources,
    recipients: row.recipients,
    recipientsLocations: row.recipientsLocations,
    storageDuration: row.storageDuration,
    retentionId: (row.retentionId as TRetentionId | null) ?? null,
    storageLocations: row.storageLocations,
    provisionRequirement: row.provisionRequirement as TProvisionRequirement,
    provisionConsequence: row.provisionConsequence,
    automatedDecision: row.automatedDecision as TAutomatedDecision,
    automatedDecisionLogic: row.automatedDecisionLogic,
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
    purposeCategory: op.purposeCategory ?? null,
    cookies: op.cookies ?? 'NONE',
    processorIds: op.processorIds ?? [],
    largeScale: op.largeScale ?? null,
    subjectsCount: op.subjectsCount ?? null,
    coreActivity: op.coreActivity ?? null,
    vulnerableSubjects: op.vulnerableSubjects ?? null,
    newTechnology: op.newTechnology ?? null,
    occasional: op.occasional ?? null,
    interestKind: op.interestKind ?? null,
    recipientTransfers: op.recipientTransfers ?? [],
    reviewedAt: op.reviewedAt ?? null,
    data: op.data,
    grounds: op.grounds,
    groundReason: op.groundReason,
    specialDataGround: op.specialDataGround,
    sources: op.sources,
    recipients: op.recipients,
    recipientsLocations: op.recipientsLocations,
    storageDuration: op.storageDuration,
    retentionId: op.retentionId ?? null,
    storageLocations: op.storageLocations,
    provisionRequirement: op.provisionRequirement,
    provisionConsequence: op.provisionConsequence,
    automatedDecision: op.automatedDecision,
    automatedDecisionLogic: op.automatedDecisionLogic,
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
 * Any change to a situation or its operations makes its data-subject category dirty (docs/spec/behaviour.md §4):
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

    /**
     * The assistant's suggestions for one data subject, all or nothing (docs/spec/behaviour.md §2: Continue adds each
     * suggested situation): a preset situation the company has not added yet is inserted; one it
     * has gets the suggested operations it lacks, after its own. `situations.changed` when anything
     * was added and `assistant.completed` in any case, in the same transaction.
     */
    async addFromAssistant(input: {
      companyId: string;
      dataSubject: TDataSubject;
      product: string;
      situations: Array<{ suggestionId: string; name: string; operations: NewOperation[] }>;
      newSituationId: () => string;
      newOperationId: (situationId: string) => string;
      now: Date;
    }): Promise<void> {
      const { companyId } = input;
      await db.transaction(async (t) => {
        const tx = t.orm;
        let changed = false;
        const findPreset = async (suggestionId: string) =>
          (
            await tx
              .select({ id: situations.id })
              .from(situations)
              .where(and(eq(situations.companyId, companyId), eq(situations.suggestionId, suggestionId)))
              .for('update')
          )[0];
        for (const [index, preset] of input.situations.entries()) {
          let existing = await findPreset(preset.suggestionId);
          if (!existing) {
            const id = input.newSituationId();
            const inserted = await tx
              .insert(situations)
              .values({
                id,
                companyId,
                dataSubject: input.dataSubject,
                name: preset.name,
                suggestionId: preset.suggestionId,
                // Lettered in the catalogue's order: one transaction would give them all one time.
                createdAt: new Date(input.now.getTime() + index),
                updatedAt: input.now,
              })
              .onConflictDoNothing()
              .returning({ id: situations.id });
            if (inserted.length > 0) {
              await tx
                .insert(operations)
                .values(
                  preset.operations.map((op, i) =>
                    operationValues({ ...op, id: input.newOperationId(id) }, id, i),
                  ),
                );
              changed = true;
              continue;
            }
            // Added by another request meanwhile (the unique index decided): extend that one.
            existing = await findPreset(preset.suggestionId);
          }
          if (!existing) continue;
          const situationId = existing.id;
          const present = await tx
            .select({ suggestionId: operations.suggestionId, position: operations.position })
            .from(operations)
            .where(eq(operations.situationId, situationId));
          const have = new Set(present.map((o) => o.suggestionId));
          const missing = preset.operations.filter((op) => !have.has(op.suggestionId));
          if (missing.length === 0) continue;
          const next = Math.max(-1, ...present.map((o) => o.position)) + 1;
          await tx
            .insert(operations)
            .values(
              missing.map((op, i) =>
                operationValues({ ...op, id: input.newOperationId(situationId) }, situationId, next + i),
              ),
            );
          await touch(tx, situationId, input.now);
          changed = true;
        }
        if (changed) await situationsChanged(t, companyId, input.dataSubject);
        await publishEvent(t, PLATFORM_EVENTS, {
          source: 'configurator',
          type: 'assistant.completed',
          payload: { companyId, product: input.product },
        });
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

    /** Deletes one operation of a company's situation; 'missing' when there is no such operation. */
    async deleteOperation(
      companyId: string,
      situationId: string,
      operationId: string,
      now: Date,
    ): Promise<'deleted' | 'missing'> {
      return db.transaction(async (t) => {
        const tx = t.orm;
        const row = await lockSituation(tx, companyId, situationId);
        if (!row) return 'missing';
        const deleted = await tx
          .delete(operations)
          .where(and(eq(operations.id, operationId), eq(operations.situationId, situationId)))
          .returning({ id: operations.id });
        if (deleted.length === 0) return 'missing';
        await touch(tx, situationId, now);
        await situationsChanged(t, companyId, row.dataSubject);
        return 'deleted';
      });
    },
  };
}
export type SituationsRepository = ReturnType<typeof createSituationsRepository>;
