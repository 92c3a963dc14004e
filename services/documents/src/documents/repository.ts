import type { TSourceMark } from '@conform/contracts/events';
import type { Orm, SqlRunner, Tx } from '@conform/server-kit';
import { appendEvidence } from '../ledger/ledger.ts';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { DocxSource } from '../engine/docx.ts';
import type { VersionRecord } from '../engine/history.ts';
import {
  documents,
  documentVersions,
  type VersionChangesColumn,
  type VersionSectionColumn,
} from '../db/schema.ts';

export type DocumentRecord = typeof documents.$inferSelect;
export type DocumentVersion = typeof documentVersions.$inferSelect;

/** The NOTIFY channel of document status changes (payload: the company id): feeds the live page. */
export const DOCUMENTS_CHANNEL = 'documents_status';

/**
 * A document is PROCESSING while a newer render waits for it, whatever the outcome of this one. A
 * LOCKED one (its package was refunded while it was being made) stays locked: only a purchase, which
 * marks it PROCESSING again, unlocks it.
 */
const STATUS_UNLESS_QUEUED = (settled: string) => `CASE WHEN status = 'LOCKED' THEN 'LOCKED' WHEN EXISTS (
    SELECT 1 FROM documents.render_jobs q WHERE q.key = $1 || ':' || $2 AND q.status = 'QUEUED'
  ) THEN 'PROCESSING' ELSE '${settled}' END`;

export interface NewFile {
  id: string;
  path: string;
  name: string;
  bytes: number;
  contentType: string;
}

async function insertFile(tx: SqlRunner, companyId: string, file: NewFile): Promise<void> {
  await tx.query(
    `INSERT INTO documents.files (id, company_id, path, name, bytes, content_type)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [file.id, companyId, file.path, file.name, file.bytes, file.contentType],
  );
}

export function createDocumentsRepository(orm: Orm) {
  return {
    /** A company's documents, each with its current version's number (null before the first) and formats. */
    async listByCompany(companyId: string): Promise<DocumentRecord[]> {
      return orm
        .select()
        .from(documents)
        .where(eq(documents.companyId, companyId))
        .orderBy(asc(documents.product), asc(documents.type));
    },

    /** Type, package, status and language of a company's documents, read with the given connection (a transaction). */
    async listIn(
      db: SqlRunner,
      companyId: string,
    ): Promise<Array<{ type: string; product: string; status: string; locale: 'ro' | 'en' | null }>> {
      return db.query(`SELECT type, product, status, locale FROM documents.documents WHERE company_id = $1`, [
        companyId,
      ]);
    },

    /**
     * Locks documents (their package was refunded): LOCKED, their files no longer served. The
     * records and versions stay, so a purchase of the package makes them again as the next version.
     */
    async lockMany(tx: SqlRunner, companyId: string, types: readonly string[]): Promise<void> {
      if (types.length === 0) return;
      await tx.query(
        `UPDATE documents.documents SET status = 'LOCKED', updated_at = now()
          WHERE company_id = $1 AND type = ANY($2::text[]) AND status <> 'LOCKED'`,
        [companyId, types],
      );
    },

    async find(companyId: string, type: string): Promise<DocumentRecord | undefined> {
      const [row] = await orm
        .select()
        .from(documents)
        .where(and(eq(documents.companyId, companyId), eq(documents.type, type)));
      return row;
    },

    /**
     * Creates the records or moves them to PROCESSING (the current files stay until the new ones are
     * ready), in one statement for a whole render plan (a later entry of a type wins).
     */
    async markProcessingMany(
      tx: Tx,
      companyId: string,
      list: ReadonlyArray<{ type: string; product: string; locale: 'ro' | 'en' }>,
    ): Promise<void> {
      const byType = [...new Map(list.map((d) => [d.type, d])).values()];
      if (byType.length === 0) return;
      await tx.query(
        `INSERT INTO documents.documents (company_id, type, product, status, locale)
         SELECT $1, type, product, 'PROCESSING', locale
           FROM unnest($2::text[], $3::text[], $4::text[]) AS d(type, product, locale)
         ON CONFLICT (company_id, type)
         DO UPDATE SET product = EXCLUDED.product, status = 'PROCESSING', locale = EXCLUDED.locale,
                       updated_at = now()`,
        [companyId, byType.map((d) => d.type), byType.map((d) => d.product), byType.map((d) => d.locale)],
      );
    },

    /** The next version number of a document, and the sections of the current one (what changed is told against them). */
    async currentVersion(
      db: SqlRunner,
      companyId: string,
      type: string,
    ): Promise<{
      next: number;
      sections: VersionSectionColumn[] | undefined;
      /** The latest version: its number, language, date and printed tree (to tell whether anything changed). */
      latest?: { number: number; language: 'ro' | 'en'; createdAt: Date; tree: unknown };
    }> {
      const [row] = await db.query<{
        version: number;
        sections: VersionSectionColumn[];
        language: 'ro' | 'en';
        created_at: Date | string;
        docx_source: { tree?: unknown } | null;
      }>(
        `SELECT version, sections, language, created_at, docx_source FROM documents.document_versions
          WHERE company_id = $1 AND type = $2 ORDER BY version DESC LIMIT 1`,
        [companyId, type],
      );
      return {
        next: (row?.version ?? 0) + 1,
        sections: row && row.sections.length > 0 ? row.sections : undefined,
        ...(row?.docx_source?.tree
          ? {
              latest: {
                number: row.version,
                language: row.language,
                createdAt: new Date(row.created_at),
                tree: row.docx_source.tree,
              },
            }
          : {}),
      };
    },

    /** The versions of a document as its version history prints them, oldest first (engine/history.ts). */
    async history(db: SqlRunner, companyId: string, type: string): Promise<VersionRecord[]> {
      const rows = await db.query<{
        version: number;
        created_at: Date | string;
        changes: VersionChangesColumn;
        content_version: string | null;
        data_digest: string | null;
        legal_updates: Array<{ ro: string; en: string }>;
      }>(
        // The titles of the updates that made each version, in the order the version names them.
        `SELECT v.version, v.created_at, v.changes, v.content_version, v.data_digest,
                COALESCE((SELECT jsonb_agg(jsonb_build_object('ro', u.title_ro, 'en', u.title_en) ORDER BY made.n)
                            FROM unnest(v.legal_update_ids) WITH ORDINALITY AS made(id, n)
                            JOIN documents.legal_updates u ON u.id = made.id), '[]'::jsonb) AS legal_updates
           FROM documents.document_versions v
          WHERE v.company_id = $1 AND v.type = $2 ORDER BY v.version`,
        [companyId, type],
      );
      return rows.map((r) => ({
        number: r.version,
        createdAt: new Date(r.created_at),
        changes: r.changes,
        contentVersion: r.content_version,
        dataDigest: r.data_digest,
        legalUpdates: r.legal_updates,
      }));
    },

    /**
     * A render whose text is the current version's, word for word: no new version (a customer would
     * be told to re-sign what did not change); the document is READY again on its current file.
     */
    async keepCurrent(tx: SqlRunner, companyId: string, type: string): Promise<void> {
      await tx.query(
        `UPDATE documents.documents SET status = ${STATUS_UNLESS_QUEUED('READY')}, updated_at = now()
          WHERE company_id = $1 AND type = $2 AND file_id IS NOT NULL`,
        [companyId, type],
      );
    },

    /**
     * A new version: its PDF, its row in the history (with what its DOCX is made from), and the
     * document pointing at it, READY (unless a newer render waits). Earlier versions' files are
     * kept: they stay downloadable.
     */
    async recordVersion(
      tx: SqlRunner,
      companyId: string,
      type: string,
      version: {
        number: number;
        language: 'ro' | 'en';
        pdf: NewFile;
        /** The spreadsheet made with the PDF, for the types that have one. */
        xlsx?: NewFile | undefined;
        docxSource: DocxSource;
        sections: VersionSectionColumn[];
        changes: VersionChangesColumn;
        /** The digest of the data it was made from (engine/history.ts). */
        dataDigest?: string;
        /** The SHA-256 of the PDF's bytes: the evidence ledger's record of what the company had. */
        pdfSha256: string;
        /** The legal updates whose waves made it (legal-updates/), oldest first; none for any other version. */
        legalUpdateIds?: readonly string[];
      },
    ): Promise<void> {
      await insertFile(tx, companyId, version.pdf);
      if (version.xlsx) await insertFile(tx, companyId, version.xlsx);
      await tx.query(
        `INSERT INTO documents.document_versions
           (company_id, type, version, language, pdf_file_id, docx_source, sections, changes, xlsx_file_id,
            content_version, data_digest, legal_update_ids)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [
          companyId,
          type,
          version.number,
          version.language,
          version.pdf.id,
          JSON.stringify(version.docxSource),
          JSON.stringify(version.sections),
          JSON.stringify(version.changes),
          version.xlsx?.id ?? null,
          // The content the tree was made from travels with it (content/versions.ts).
          version.docxSource.tree.contentVersion ?? null,
          version.dataDigest ?? null,
          [...(version.legalUpdateIds ?? [])],
        ],
      );
      // Every version can be had as DOCX: it keeps what the DOCX is made from.
      await tx.query(
        `UPDATE documents.documents
            SET status = ${STATUS_UNLESS_QUEUED('READY')}, path = $3, file_id = $4, locale = $5,
                version = $6, has_docx = true, has_xlsx = $7, updated_at = now()
          WHERE company_id = $1 AND type = $2`,
        [companyId, type, version.pdf.path, version.pdf.id, version.language, version.number, !!version.xlsx],
      );
      await appendEvidence(tx, companyId, {
        kind: 'DOCUMENT_VERSION',
        subject: type,
        digest: version.pdfSha256,
        details: {
          version: version.number,
          language: version.language,
          contentVersion: version.docxSource.tree.contentVersion ?? null,
          dataDigest: version.dataDigest ?? null,
        },
      });
    },

    /**
     * Keeps a version's DOCX, made on its first download. Two downloads at once may both make it:
     * the first to record it wins, and the other is told the winner's file (and drops its own).
     */
    async attachDocx(
      tx: SqlRunner,
      companyId: string,
      type: string,
      version: number,
      file: NewFile,
    ): Promise<{ fileId: string; kept: boolean }> {
      const [won] = await tx.query(
        `UPDATE documents.document_versions SET docx_file_id = $4
          WHERE company_id = $1 AND type = $2 AND version = $3 AND docx_file_id IS NULL
          RETURNING version`,
        [companyId, type, version, file.id],
      );
      if (won) {
        await insertFile(tx, companyId, file);
        return { fileId: file.id, kept: true };
      }
      const [row] = await tx.query<{ docx_file_id: string }>(
        `SELECT docx_file_id FROM documents.document_versions
          WHERE company_id = $1 AND type = $2 AND version = $3`,
        [companyId, type, version],
      );
      if (!row) throw new Error('the version disappeared while its DOCX was made');
      return { fileId: row.docx_file_id, kept: false };
    },

    /** The version a document's current file belongs to. */
    async currentVersionOf(document: DocumentRecord) {
      if (!document.fileId) return undefined;
      const [row] = await orm
        .select()
        .from(documentVersions)
        .where(
          and(
            eq(documentVersions.companyId, document.companyId),
            eq(documentVersions.type, document.type),
            eq(documentVersions.pdfFileId, document.fileId),
          ),
        );
      return row;
    },

    /** The printed tree of every document's current version (what its files show now). */
    async currentTrees(
      db: SqlRunner,
      companyId: string,
    ): Promise<Array<{ type: string; product: string; source: unknown }>> {
      return db.query<{ type: string; product: string; source: unknown }>(
        `SELECT d.type, d.product, v.docx_source AS source
           FROM documents.documents d
           JOIN documents.document_versions v
             ON v.company_id = d.company_id AND v.type = d.type AND v.pdf_file_id = d.file_id
          WHERE d.company_id = $1 AND v.docx_source IS NOT NULL
          ORDER BY d.type`,
        [companyId],
      );
    },

    /** One version of a document, for its files. */
    async findVersion(companyId: string, type: string, version: number) {
      const [row] = await orm
        .select()
        .from(documentVersions)
        .where(
          and(
            eq(documentVersions.companyId, companyId),
            eq(documentVersions.type, type),
            eq(documentVersions.version, version),
          ),
        );
      return row;
    },

    /** The versions of a document, newest first. */
    async versions(companyId: string, type: string) {
      return orm
        .select()
        .from(documentVersions)
        .where(and(eq(documentVersions.companyId, companyId), eq(documentVersions.type, type)))
        .orderBy(desc(documentVersions.version));
    },

    /** The last attempt failed: ERROR (unless a newer render waits). */
    async markError(tx: SqlRunner, companyId: string, type: string): Promise<void> {
      await tx.query(
        `UPDATE documents.documents SET status = ${STATUS_UNLESS_QUEUED('ERROR')}, updated_at = now()
          WHERE company_id = $1 AND type = $2`,
        [companyId, type],
      );
    },

    /** Remembers the dirty sources queued renders are made from (the newest mark of each). */
    async addPendingSources(tx: SqlRunner, companyId: string, sources: TSourceMark[]): Promise<void> {
      // One statement for them all (a purchase marks a dozen): the first render waits for this commit.
      // A source listed twice keeps its newest mark (ON CONFLICT may not touch a row twice).
      if (sources.length === 0) return;
      await tx.query(
        `INSERT INTO documents.pending_sources (company_id, source, marked_at)
         SELECT $1, source, max(marked_at)
           FROM unnest($2::text[], $3::timestamptz[]) AS s(source, marked_at)
          GROUP BY source
         ON CONFLICT (company_id, source)
         DO UPDATE SET marked_at = GREATEST(documents.pending_sources.marked_at, EXCLUDED.marked_at)`,
        [companyId, sources.map((s) => s.source), sources.map((s) => s.markedAt)],
      );
    },

    /**
     * When the company's renders are all done and none ended in ERROR: the sources they were made
     * from, removed from the pending list (to be published as regenerated). Otherwise none; and
     * whether other renders of the company are still queued or running.
     */
    async takeRegeneratedSources(
      tx: SqlRunner,
      companyId: string,
      finishingJobId: string,
    ): Promise<{ rendersLeft: boolean; sources: TSourceMark[] }> {
      // Two renders of the company finishing at once would each see the other still running and
      // neither publish: the check is serialised per company, so the later one sees the earlier done.
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('documents.regenerated:' || $1))`, [companyId]);
      const [busy] = await tx.query<{ renders: boolean }>(
        `SELECT true AS renders FROM documents.render_jobs
          WHERE left(key, length($1) + 1) = $1 || ':' AND status IN ('QUEUED', 'RUNNING') AND id <> $2
         UNION ALL
         SELECT false FROM documents.documents WHERE company_id = $1 AND status IN ('ERROR', 'PROCESSING')
         LIMIT 1`,
        [companyId, finishingJobId],
      );
      if (busy) return { rendersLeft: busy.renders, sources: [] };
      const rows = await tx.query<{ source: string; marked_at: Date | string }>(
        `DELETE FROM documents.pending_sources WHERE company_id = $1 RETURNING source, marked_at`,
        [companyId],
      );
      return {
        rendersLeft: false,
        // In a stable order (a DELETE returns rows in no particular one).
        sources: rows
          .map((r) => ({ source: r.source, markedAt: new Date(r.marked_at).toISOString() }))
          .sort((a, b) => a.source.localeCompare(b.source)),
      };
    },
  };
}
export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
