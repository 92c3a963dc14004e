import type { Orm } from '@conform/server-kit';
import { and, eq, sql } from 'drizzle-orm';
import { files } from '../db/schema.ts';

export type FileRecord = typeof files.$inferSelect;

export function createFilesRepository(orm: Orm) {
  return {
    /**
     * A file only ever answers for its own company. `locked` when it is a file (any version, any
     * format) of a LOCKED document: its package was refunded, and no link opens it any more.
     */
    async findForCompany(
      fileId: string,
      companyId: string,
    ): Promise<(FileRecord & { locked: boolean }) | undefined> {
      const [row] = await orm
        .select({
          id: files.id,
          companyId: files.companyId,
          path: files.path,
          name: files.name,
          bytes: files.bytes,
          contentType: files.contentType,
          createdAt: files.createdAt,
          locked: sql<boolean>`EXISTS (
            SELECT 1 FROM documents.documents d
             WHERE d.company_id = ${files.companyId} AND d.status = 'LOCKED'
               AND (d.file_id = ${files.id} OR EXISTS (
                 SELECT 1 FROM documents.document_versions v
                  WHERE v.company_id = d.company_id AND v.type = d.type
                    AND ${files.id} IN (v.pdf_file_id, v.docx_file_id, v.xlsx_file_id))))`,
        })
        .from(files)
        .where(and(eq(files.id, fileId), eq(files.companyId, companyId)));
      return row;
    },
  };
}
export type FilesRepository = ReturnType<typeof createFilesRepository>;
