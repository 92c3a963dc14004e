import type { Db, SqlRunner } from '@conform/server-kit';

export interface JobRecord {
  id: string;
  companyId: string;
  type: string;
  locale: 'ro' | 'en';
  attempts: number;
}

interface JobRow {
  id: string;
  company_id: string;
  type: string;
  locale: 'ro' | 'en';
  attempts: number;
}

const toJob = (row: JobRow): JobRecord => ({
  id: row.id,
  companyId: row.company_id,
  type: row.type,
  locale: row.locale,
  attempts: row.attempts,
});

/** Keeps a document PROCESSING while a newer job for it waits (data changed again meanwhile). */
const STATUS_UNLESS_QUEUED = (settled: string) => `CASE WHEN EXISTS (
    SELECT 1 FROM documents.jobs q
     WHERE q.company_id = $1 AND q.type = $2 AND q.status = 'QUEUED'
  ) THEN 'PROCESSING' ELSE '${settled}' END`;

export interface NewFile {
  id: string;
  path: string;
  name: string;
  bytes: number;
  contentType: string;
}

/** The render-job queue: plain SQL, because claiming needs FOR UPDATE SKIP LOCKED. */
export function createJobsRepository(db: Db) {
  return {
    /** A second request while a job already waits for the same document adds nothing. */
    async enqueue(job: { id: string; companyId: string; type: string; locale: 'ro' | 'en' }): Promise<void> {
      await db.query(
        `INSERT INTO documents.jobs (id, company_id, type, locale, status)
         VALUES ($1, $2, $3, $4, 'QUEUED')
         ON CONFLICT (company_id, type) WHERE status = 'QUEUED' DO NOTHING`,
        [job.id, job.companyId, job.type, job.locale],
      );
    },

    /**
     * Takes the oldest due job, or one whose worker stopped answering (locked longer than
     * `lockSeconds`). SKIP LOCKED lets several workers claim at once without taking the same job.
     */
    async claim(lockSeconds: number): Promise<JobRecord | undefined> {
      const [row] = await db.query<JobRow>(
        `UPDATE documents.jobs SET status = 'RUNNING', attempts = attempts + 1, locked_at = now()
          WHERE id = (
            SELECT id FROM documents.jobs
             WHERE (status = 'QUEUED' AND run_at <= now())
                OR (status = 'RUNNING' AND locked_at < now() - make_interval(secs => $1))
             ORDER BY run_at, created_at
             LIMIT 1
             FOR UPDATE SKIP LOCKED)
          RETURNING id, company_id, type, locale, attempts`,
        [lockSeconds],
      );
      return row ? toJob(row) : undefined;
    },

    /**
     * The new file becomes the document's file, the document READY, the job done, in one transaction.
     * Returns the storage path of the file it replaced, to delete after the commit.
     */
    async complete(job: JobRecord, file: NewFile): Promise<string | undefined> {
      return db.transaction(async (tx: SqlRunner) => {
        await tx.query(
          `INSERT INTO documents.files (id, company_id, path, name, bytes, content_type)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [file.id, job.companyId, file.path, file.name, file.bytes, file.contentType],
        );
        await tx.query(`DELETE FROM documents.jobs WHERE id = $1`, [job.id]);
        const [previous] = await tx.query<{ file_id: string | null; path: string | null }>(
          `SELECT file_id, path FROM documents.documents WHERE company_id = $1 AND type = $2 FOR UPDATE`,
          [job.companyId, job.type],
        );
        await tx.query(
          `UPDATE documents.documents
              SET status = ${STATUS_UNLESS_QUEUED('READY')}, path = $3, file_id = $4, updated_at = now()
            WHERE company_id = $1 AND type = $2`,
          [job.companyId, job.type, file.path, file.id],
        );
        if (previous?.file_id && previous.file_id !== file.id) {
          await tx.query(`DELETE FROM documents.files WHERE id = $1`, [previous.file_id]);
          return previous.path ?? undefined;
        }
        return undefined;
      });
    },

    /** Tries again later; if a newer job already waits for the document, this one simply ends. */
    async retry(job: JobRecord, error: string, delaySeconds: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [waiting] = await tx.query(
          `SELECT 1 FROM documents.jobs WHERE company_id = $1 AND type = $2 AND status = 'QUEUED'`,
          [job.companyId, job.type],
        );
        if (waiting) {
          await tx.query(`DELETE FROM documents.jobs WHERE id = $1`, [job.id]);
          return;
        }
        await tx.query(
          `UPDATE documents.jobs
              SET status = 'QUEUED', locked_at = NULL, last_error = $2,
                  run_at = now() + make_interval(secs => $3)
            WHERE id = $1`,
          [job.id, error, delaySeconds],
        );
      });
    },

    /** Gives up: the job stays FAILED for inspection and the document shows ERROR. */
    async fail(job: JobRecord, error: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.query(
          `UPDATE documents.jobs SET status = 'FAILED', locked_at = NULL, last_error = $2 WHERE id = $1`,
          [job.id, error],
        );
        await tx.query(
          `UPDATE documents.documents SET status = ${STATUS_UNLESS_QUEUED('ERROR')}, updated_at = now()
            WHERE company_id = $1 AND type = $2`,
          [job.companyId, job.type],
        );
      });
    },
  };
}
export type JobsRepository = ReturnType<typeof createJobsRepository>;
