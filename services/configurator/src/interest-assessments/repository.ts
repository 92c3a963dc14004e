/**
 * The admin's answers to the company's legitimate interest assessments (EDPB Guidelines 1/2024): one
 * row per assessment, keyed by the kind of interest or by the operation assessed alone (read.ts
 * `interestAssessmentKey`). A change makes the data-subject categories of the operations it covers
 * dirty, as a change of the operations does, so their documents are made again.
 */
import type { TDataSubject, TLegitimateInterestKind } from '@conform/catalogues';
import type {
  TInterestAssessment,
  TInterestAssessmentAnswers,
  TSaveInterestAssessment,
} from '@conform/contracts';
import { PLATFORM_EVENTS } from '@conform/contracts/events';
import { publishEvent, type Db } from '@conform/server-kit';
import { and, asc, eq } from 'drizzle-orm';
import { interestAssessments, operations, situations } from '../db/schema.ts';
import { interestAssessmentKey } from '../read.ts';

type Row = typeof interestAssessments.$inferSelect;

function toAnswers(row: Row): TInterestAssessmentAnswers {
  return {
    purpose: row.purpose,
    necessity: row.necessity,
    minimisation: row.minimisation,
    retention: row.retention,
    expectations: row.expectations,
    consequences: row.consequences,
    safeguards: row.safeguards,
    conclusion: row.conclusion as TInterestAssessmentAnswers['conclusion'],
    reviewedBy: row.reviewedBy,
    reviewedAt: row.reviewedAt.toISOString(),
  };
}

export function createInterestAssessmentsRepository(db: Db) {
  /** The company's operations on legitimate interest, in the order the documents list them. */
  async function interestOperations(companyId: string) {
    const rows = await db.orm
      .select({
        id: operations.id,
        situationId: operations.situationId,
        dataSubject: situations.dataSubject,
        name: operations.name,
        grounds: operations.grounds,
        interestKind: operations.interestKind,
        assessedAlone: operations.assessedAlone,
      })
      .from(operations)
      .innerJoin(situations, eq(situations.id, operations.situationId))
      .where(eq(situations.companyId, companyId))
      .orderBy(
        asc(situations.createdAt),
        asc(situations.id),
        asc(operations.position),
        asc(operations.createdAt),
      );
    return rows.filter((r) => r.grounds.includes('LEGITIMATE_INTEREST'));
  }

  return {
    /**
     * The company's assessments as the documents make them (one per kind of interest, one per
     * operation whose kind is OTHER or not said), each with the admin's answers or null.
     */
    async list(companyId: string): Promise<TInterestAssessment[]> {
      const ops = await interestOperations(companyId);
      const stored = await db.orm
        .select()
        .from(interestAssessments)
        .where(eq(interestAssessments.companyId, companyId));
      const answers = new Map(stored.map((row) => [row.key, toAnswers(row)]));
      const list: TInterestAssessment[] = [];
      for (const op of ops) {
        const key = interestAssessmentKey(op);
        let assessment = list.find((a) => a.key === key);
        if (!assessment) {
          assessment = {
            key,
            interestKind: op.interestKind as TLegitimateInterestKind | null,
            operations: [],
            answers: answers.get(key) ?? null,
          };
          list.push(assessment);
        }
        assessment.operations.push({
          id: op.id,
          situationId: op.situationId,
          dataSubject: op.dataSubject as TDataSubject,
          name: op.name,
          assessedAlone: op.assessedAlone,
        });
      }
      return list;
    },

    /** Whether `key` names one of the company's assessments (a kind its operations pursue, or one of them). */
    async exists(companyId: string, key: string): Promise<boolean> {
      return (await interestOperations(companyId)).some((op) => interestAssessmentKey(op) === key);
    },

    /**
     * Assesses an operation on legitimate interest on its own or with the other operations of its
     * kind, marking its category changed; false when the company has no such operation. The answers
     * given to either assessment stay under their key (the kind's for the others, the operation's
     * own when it is alone again).
     */
    async setAssessedAlone(companyId: string, operationId: string, alone: boolean): Promise<boolean> {
      const op = (await interestOperations(companyId)).find((o) => o.id === operationId);
      if (!op) return false;
      await db.transaction(async (t) => {
        await t.orm.update(operations).set({ assessedAlone: alone }).where(eq(operations.id, operationId));
        await publishEvent(t, PLATFORM_EVENTS, {
          source: 'configurator',
          type: 'situations.changed',
          payload: { companyId, dataSubject: op.dataSubject },
        });
      });
      return true;
    },

    /**
     * Stores the answers (all null: the row is removed, the standard answers stand again) and marks
     * the categories of the operations it covers changed, in one transaction.
     */
    async save(
      companyId: string,
      key: string,
      input: TSaveInterestAssessment,
      userId: string,
      now: Date,
    ): Promise<TInterestAssessmentAnswers | null> {
      const subjects = [
        ...new Set(
          (await interestOperations(companyId))
            .filter((op) => interestAssessmentKey(op) === key)
            .map((op) => op.dataSubject),
        ),
      ];
      const empty = Object.values(input).every((v) => v === null);
      return db.transaction(async (t) => {
        let saved: Row | undefined;
        if (empty) {
          await t.orm
            .delete(interestAssessments)
            .where(and(eq(interestAssessments.companyId, companyId), eq(interestAssessments.key, key)));
        } else {
          const values = { ...input, reviewedBy: userId, reviewedAt: now };
          [saved] = await t.orm
            .insert(interestAssessments)
            .values({ companyId, key, ...values })
            .onConflictDoUpdate({
              target: [interestAssessments.companyId, interestAssessments.key],
              set: values,
            })
            .returning();
        }
        for (const dataSubject of subjects) {
          await publishEvent(t, PLATFORM_EVENTS, {
            source: 'configurator',
            type: 'situations.changed',
            payload: { companyId, dataSubject },
          });
        }
        return saved ? toAnswers(saved) : null;
      });
    },
  };
}
export type InterestAssessmentsRepository = ReturnType<typeof createInterestAssessmentsRepository>;
