import { sql } from 'drizzle-orm';
import { index, integer, pgSchema, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TDocumentStatus } from '@conform/contracts';

export const documentsSchema = pgSchema('documents');

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A document of a company (spec §3 "Document"): one per company and type. */
export const documents = documentsSchema.table(
  'documents',
  {
    companyId: text('company_id').notNull(),
    /** Document type code of the catalogue. */
    type: text('type').notNull(),
    /** Product id, or UTILS. */
    product: text('product').notNull(),
    /** Storage path of the current file; null until first generated. */
    path: text('path'),
    /** The current file, for signed links. */
    fileId: text('file_id'),
    status: text('status').$type<TDocumentStatus>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.type] })],
);

/** A stored file (the storage port holds the bytes; this is what the platform knows about them). */
export const files = documentsSchema.table(
  'files',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id').notNull(),
    /** Path inside the storage: `<companyId>/<type>/<id>.pdf`. */
    path: text('path').notNull().unique(),
    /** File name offered to the browser. */
    name: text('name').notNull(),
    bytes: integer('bytes').notNull(),
    contentType: text('content_type').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('files_company_idx').on(t.companyId)],
);

export type JobStatus = 'QUEUED' | 'RUNNING' | 'FAILED';

/**
 * Render jobs: a small durable queue (claimed with FOR UPDATE SKIP LOCKED, so two workers never take
 * the same job; retried with backoff; a job whose worker died is taken again after the lock expires).
 * Done jobs are deleted; failed ones stay for inspection.
 */
export const jobs = documentsSchema.table(
  'jobs',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id').notNull(),
    type: text('type').notNull(),
    /** Language the document is generated in. */
    locale: text('locale').$type<'ro' | 'en'>().notNull(),
    status: text('status').$type<JobStatus>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    runAt: at('run_at').notNull().defaultNow(),
    lockedAt: at('locked_at'),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    // One waiting job per document is enough: a second request while one waits changes nothing.
    uniqueIndex('jobs_one_queued_idx')
      .on(t.companyId, t.type)
      .where(sql`status = 'QUEUED'`),
    index('jobs_claim_idx').on(t.status, t.runAt),
  ],
);
