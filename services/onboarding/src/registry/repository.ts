import type { TCompanyRegistryInfo } from '@conform/contracts';
import type { Orm } from '@conform/server-kit';
import { eq, sql } from 'drizzle-orm';
import { registryCache } from '../db/schema.ts';

export type RegistryCacheRecord = typeof registryCache.$inferSelect;

export function createRegistryCacheRepository(orm: Orm) {
  return {
    async find(fiscalCode: string): Promise<RegistryCacheRecord | undefined> {
      const [row] = await orm.select().from(registryCache).where(eq(registryCache.fiscalCode, fiscalCode));
      return row;
    },
    /** Keeps the newest answer; two visitors looking up one company at once both write, the last one stays. */
    async save(info: TCompanyRegistryInfo): Promise<void> {
      await orm
        .insert(registryCache)
        .values({ fiscalCode: info.fiscalCode, info })
        .onConflictDoUpdate({ target: registryCache.fiscalCode, set: { info, fetchedAt: sql`now()` } });
    },
  };
}
export type RegistryCacheRepository = ReturnType<typeof createRegistryCacheRepository>;
