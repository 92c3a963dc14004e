import type { Orm } from '@conform/server-kit';
import { and, eq } from 'drizzle-orm';
import { partnerAccounts, usedCustomTokens } from '../db/schema.ts';

export function createPartnersRepository(orm: Orm) {
  return {
    async findUserId(partner: string, customerId: string): Promise<string | undefined> {
      const [row] = await orm
        .select({ userId: partnerAccounts.userId })
        .from(partnerAccounts)
        .where(and(eq(partnerAccounts.partner, partner), eq(partnerAccounts.partnerCustomerId, customerId)));
      return row?.userId;
    },
    async link(partner: string, customerId: string, userId: string): Promise<void> {
      await orm.insert(partnerAccounts).values({ partner, partnerCustomerId: customerId, userId });
    },
    /** False when the token was exchanged before: custom tokens work once. */
    async markCustomTokenUsed(jti: string): Promise<boolean> {
      const rows = await orm
        .insert(usedCustomTokens)
        .values({ jti })
        .onConflictDoNothing()
        .returning({ jti: usedCustomTokens.jti });
      return rows.length === 1;
    },
  };
}
export type PartnersRepository = ReturnType<typeof createPartnersRepository>;
