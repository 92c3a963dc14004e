import type { Orm } from '@conform/server-kit';
import { and, arrayContains, asc, eq } from 'drizzle-orm';
import { companiesTable } from '../db/schema.ts';

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
  >
>;

export function createCompaniesRepository(orm: Orm) {
  return {
    async insert(company: NewCompanyRecord): Promise<CompanyRecord> {
      const [row] = await orm.insert(companiesTable).values(company).returning();
      return row!;
    },

    async findById(id: string): Promise<CompanyRecord | undefined> {
      const [row] = await orm.select().from(companiesTable).where(eq(companiesTable.id, id));
      return row;
    },

    /** Companies where the user is an admin, on one platform (`@>` uses the admins GIN index). */
    async listForAdmin(uid: string, platform: string): Promise<CompanyRecord[]> {
      return orm
        .select()
        .from(companiesTable)
        .where(and(arrayContains(companiesTable.adminIds, [uid]), eq(companiesTable.platform, platform)))
        .orderBy(asc(companiesTable.createdAt), asc(companiesTable.id));
    },

    /**
     * Read-modify-write under a row lock: two tabs adding products at the same moment must not
     * lose one of the changes. `change` returns the patch, or null to leave the row untouched.
     */
    async update(
      id: string,
      change: (current: CompanyRecord) => CompanyPatch | null,
    ): Promise<CompanyRecord | undefined> {
      return orm.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(companiesTable)
          .where(eq(companiesTable.id, id))
          .for('update');
        if (!current) return undefined;
        const patch = change(current);
        if (!patch) return current;
        const [row] = await tx
          .update(companiesTable)
          .set({ ...patch, updatedAt: new Date() })
          .where(eq(companiesTable.id, id))
          .returning();
        return row;
      });
    },
  };
}
export type CompaniesRepository = ReturnType<typeof createCompaniesRepository>;
