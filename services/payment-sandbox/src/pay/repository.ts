import type { Orm } from '@conform/server-kit';
import { and, eq, sql } from 'drizzle-orm';
import { sandboxOrders } from '../db/schema.ts';

export type SandboxOrder = typeof sandboxOrders.$inferSelect;
export type NewSandboxOrder = typeof sandboxOrders.$inferInsert;
export type SandboxOrderStatus = 'OPEN' | 'APPROVED' | 'DECLINED' | 'CANCELLED' | 'CREDITED';

export function createSandboxRepository(orm: Orm) {
  return {
    async insert(order: NewSandboxOrder): Promise<SandboxOrder> {
      const [row] = await orm.insert(sandboxOrders).values(order).returning();
      return row!;
    },

    async findById(id: string): Promise<SandboxOrder | undefined> {
      const [row] = await orm.select().from(sandboxOrders).where(eq(sandboxOrders.id, id));
      return row;
    },

    async findByMerchantOrder(signature: string, merchantOrderId: string): Promise<SandboxOrder | undefined> {
      const [row] = await orm
        .select()
        .from(sandboxOrders)
        .where(
          and(eq(sandboxOrders.signature, signature), eq(sandboxOrders.merchantOrderId, merchantOrderId)),
        );
      return row;
    },

    /** Closes an open order; false when it was no longer open (a double submit lost the race). */
    async close(
      id: string,
      result: { status: SandboxOrderStatus; errorCode: number; panMasked: string | null; purchaseId: string },
    ): Promise<boolean> {
      const rows = await orm
        .update(sandboxOrders)
        .set({ ...result, updatedAt: new Date() })
        .where(and(eq(sandboxOrders.id, id), eq(sandboxOrders.status, 'OPEN')))
        .returning({ id: sandboxOrders.id });
      return rows.length === 1;
    },

    async findByPurchase(signature: string, purchaseId: string): Promise<SandboxOrder | undefined> {
      const [row] = await orm
        .select()
        .from(sandboxOrders)
        .where(and(eq(sandboxOrders.signature, signature), eq(sandboxOrders.purchaseId, purchaseId)));
      return row;
    },

    /**
     * Refunds part or all of a captured payment, in one statement so two credit calls at once cannot
     * give back more than was taken. The order is CREDITED once all of it is refunded. Undefined when
     * it was not captured, is refunded already, or the amount is more than what is left.
     */
    async credit(id: string, amount: string): Promise<SandboxOrder | undefined> {
      const credited = sql`COALESCE(${sandboxOrders.creditedAmount}, '0')::numeric + ${amount}::numeric`;
      const [row] = await orm
        .update(sandboxOrders)
        .set({
          creditedAmount: sql`to_char(${credited}, 'FM99999990.00')`,
          status: sql`CASE WHEN ${credited} >= ${sandboxOrders.amount}::numeric THEN 'CREDITED' ELSE ${sandboxOrders.status} END`,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(sandboxOrders.id, id),
            eq(sandboxOrders.status, 'APPROVED'),
            sql`${credited} <= ${sandboxOrders.amount}::numeric`,
          ),
        )
        .returning();
      return row;
    },

    async recordIpn(id: string, answer: string, delivered: boolean): Promise<void> {
      await orm
        .update(sandboxOrders)
        .set({
          ipnAttempts: sql`${sandboxOrders.ipnAttempts} + 1`,
          ipnAnswer: answer,
          ...(delivered ? { ipnDeliveredAt: new Date() } : {}),
          updatedAt: new Date(),
        })
        .where(eq(sandboxOrders.id, id));
    },
  };
}
export type SandboxRepository = ReturnType<typeof createSandboxRepository>;
