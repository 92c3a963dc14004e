import type { Orm } from '@conform/server-kit';
import { and, eq } from 'drizzle-orm';
import { files } from '../db/schema.ts';

export type FileRecord = typeof files.$inferSelect;

export function createFilesRepository(orm: Orm) {
  return {
    /** A file only ever answers for its own company. */
    async findForCompany(fileId: string, companyId: string): Promise<FileRecord | undefined> {
      const [row] = await orm
        .select()
        .from(files)
        .where(and(eq(files.id, fileId), eq(files.companyId, companyId)));
      return row;
    },
  };
}
export type FilesRepository = ReturnType<typeof createFilesRepository>;
