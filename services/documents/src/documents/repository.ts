import type { TDocumentStatus } from '@conform/contracts';
import type { Orm } from '@conform/server-kit';
import { and, asc, eq, sql } from 'drizzle-orm';
import { documents } from '../db/schema.ts';

export type DocumentRecord = typeof documents.$inferSelect;

export function createDocumentsRepository(orm: Orm) {
  return {
    async listByCompany(companyId: string): Promise<DocumentRecord[]> {
      return orm
        .select()
        .from(documents)
        .where(eq(documents.companyId, companyId))
        .orderBy(asc(documents.product), asc(documents.type));
    },

    async find(companyId: string, type: string): Promise<DocumentRecord | undefined> {
      const [row] = await orm
        .select()
        .from(documents)
        .where(and(eq(documents.companyId, companyId), eq(documents.type, type)));
      return row;
    },

    /** Creates the record or moves it to PROCESSING; the current file stays until the new one is ready. */
    async markProcessing(companyId: string, type: string, product: string): Promise<void> {
      await orm
        .insert(documents)
        .values({ companyId, type, product, status: 'PROCESSING' })
        .onConflictDoUpdate({
          target: [documents.companyId, documents.type],
          set: { product, status: 'PROCESSING', updatedAt: sql`now()` },
        });
    },

    async setStatus(companyId: string, type: string, status: TDocumentStatus): Promise<void> {
      await orm
        .update(documents)
        .set({ status, updatedAt: sql`now()` })
        .where(and(eq(documents.companyId, companyId), eq(documents.type, type)));
    },
  };
}
export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
