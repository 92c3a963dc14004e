import type { Orm } from '@conform/server-kit';
import { desc } from 'drizzle-orm';
import { renders } from '../db/schema.ts';

export type RenderRecord = typeof renders.$inferSelect;

export function createRendersRepository(orm: Orm) {
  return {
    async insert(render: Omit<RenderRecord, 'createdAt'>): Promise<RenderRecord> {
      const [row] = await orm.insert(renders).values(render).returning();
      return row!;
    },
    /** Newest first. */
    async latest(limit: number): Promise<RenderRecord[]> {
      return orm.select().from(renders).orderBy(desc(renders.createdAt), desc(renders.id)).limit(limit);
    },
  };
}
export type RendersRepository = ReturnType<typeof createRendersRepository>;
