import type { Db } from '@conform/server-kit';
import { and, eq, gt } from 'drizzle-orm';
import { vatChecks } from '../db/schema.ts';
import type { VatCheckResult } from './port.ts';

export function createVatCheckRepository(db: Db) {
  return {
    /** The last answer for a number, while it is still trusted. */
    async find(vatNumber: string, now: Date): Promise<VatCheckResult | undefined> {
      const [row] = await db.orm
        .select({ result: vatChecks.result })
        .from(vatChecks)
        .where(and(eq(vatChecks.vatNumber, vatNumber), gt(vatChecks.expiresAt, now)));
      return row?.result as VatCheckResult | undefined;
    },

    async save(vatNumber: string, result: VatCheckResult, now: Date, expiresAt: Date): Promise<void> {
      await db.orm
        .insert(vatChecks)
        .values({ vatNumber, result, checkedAt: now, expiresAt })
        .onConflictDoUpdate({ target: vatChecks.vatNumber, set: { result, checkedAt: now, expiresAt } });
    },
  };
}
export type VatCheckRepository = ReturnType<typeof createVatCheckRepository>;
