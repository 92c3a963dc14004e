import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type {
  TBreachNature,
  TBreachRisk,
  TDocumentStatus,
  TRequestChannel,
  TRequestHistoryEntry,
  TRequestRight,
  TRequestStatus,
  TReportChannel,
} from '@conform/contracts';
import { jobQueueTable } from '@conform/server-kit';
import type { DocxSource as DocxSourceColumn } from '../engine/docx.ts';

export const documentsSchema = pgSchema('documents');

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A document of a company (docs/spec/behaviour.md §3 "Document"): one per company and type. */
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
    /** The current file (PDF), for signed links. */
    fileId: text('file_id'),
    status: text('status').$type<TDocumentStatus>().notNull(),
    /** Language of the current file; regenerations keep it. */
    locale: text('locale').$type<'ro' | 'en'>(),
    /**
     * The current version's number and which other formats it has, kept with the version (the
     * documents page, read again as each render finishes, lists them without going through every
     * version a company ever had).
     */
    version: integer('version'),
    /** The current version can be downloaded as DOCX (made on its first download). */
    hasDocx: boolean('has_docx').notNull().default(false),
    /** The current version has its spreadsheet (the record of processing activities). */
    hasXlsx: boolean('has_xlsx').notNull().default(false),
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

/**
 * Render jobs (server-kit's job queue): key `<companyId>:<type>`, payload the render's inputs.
 * Never two renders of a document at once; a crashed worker's job comes back as an attempt.
 */
export const renderJobs = jobQueueTable(documentsSchema, 'render_jobs', { lanes: true });

/**
 * Dirty sources of a company (companies' `dirty`) that queued renders are working from. When the
 * company's last render ends with no document in ERROR, `documents.regenerated` names them and
 * the company clears them.
 */
export const pendingSources = documentsSchema.table(
  'pending_sources',
  {
    companyId: text('company_id').notNull(),
    source: text('source').notNull(),
    markedAt: at('marked_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.source] })],
);

/** A section of a generated version, to tell what changed in the next one. */
export interface VersionSectionColumn {
  id: string;
  title: string;
  /** SHA-256 of the section's text. */
  hash: string;
}

/** What changed from the previous version (titles of sections), or that it is the first. */
export interface VersionChangesColumn {
  first: boolean;
  added: string[];
  removed: string[];
  changed: string[];
}

/**
 * Every generation of a document is kept as a version: its files stay downloadable and the
 * documents page lists when it was made and what changed since the one before.
 */
export const documentVersions = documentsSchema.table(
  'document_versions',
  {
    companyId: text('company_id').notNull(),
    type: text('type').notNull(),
    version: integer('version').notNull(),
    language: text('language').$type<'ro' | 'en'>().notNull(),
    pdfFileId: text('pdf_file_id').notNull(),
    /** The editable copy, made on its first download (most versions are never opened in Word). */
    docxFileId: text('docx_file_id'),
    /** What the DOCX is made from: the version's document tree and print labels, as printed. */
    docxSource: jsonb('docx_source').$type<DocxSourceColumn>(),
    /** The spreadsheet made with the PDF, for the types that have one (the Art. 30 record). */
    xlsxFileId: text('xlsx_file_id'),
    sections: jsonb('sections').$type<VersionSectionColumn[]>().notNull(),
    changes: jsonb('changes').$type<VersionChangesColumn>().notNull(),
    /**
     * The content the version was made from (content/<CODE>/CHANGELOG.md's version and a digest of
     * its files and clauses, e.g. `3+9f2c4e1a7b3d`); null for a type still written in TypeScript.
     * What a content change affects is found by it, to be made again.
     */
    contentVersion: text('content_version'),
    /**
     * A digest of the data the version was made from (the company's and the situations the type
     * reads; engine/history.ts): its version history says the company's data changed when it
     * differs from the previous version's. Null for versions made before it was kept (not known).
     */
    dataDigest: text('data_digest'),
    /**
     * The legal updates (legal_updates.id) whose waves made this version, oldest first: its history
     * says "Legal update: <title>" for each. Two updates reaching one document in one pass (a figure's
     * day and a content release) make one version, for both. Empty for every other version (an edit,
     * a purchase, versions before it).
     */
    legalUpdateIds: text('legal_update_ids').array().notNull().default([]),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.type, t.version] })],
);

/**
 * A legal update (docs/legal-updates.md): a new content version of a document type (or of a shared
 * clause) or a dated legal figure, that every company's affected documents are made again for.
 * `key` names what it is for (`CONTENT:<folder>@<version>`, `PARAMETER:<id>@<from>`), unique: a
 * restart, or two processes detecting at once, never record it twice.
 */
export const legalUpdates = documentsSchema.table('legal_updates', {
  id: text('id').primaryKey(),
  /** CONTENT | PARAMETER */
  kind: text('kind').$type<'CONTENT' | 'PARAMETER'>().notNull(),
  key: text('key').notNull().unique(),
  titleRo: text('title_ro').notNull(),
  titleEn: text('title_en').notNull(),
  summaryRo: text('summary_ro').notNull(),
  summaryEn: text('summary_en').notNull(),
  sources: jsonb('sources').$type<string[]>().notNull(),
  /** The document types (content codes) whose documents it changes. */
  types: jsonb('types').$type<string[]>().notNull(),
  effectiveAt: at('effective_at').notNull(),
  /**
   * When its wave was queued; null while it waits for its effective date. A baseline (the versions
   * found at the first start, already in every document) is recorded with `baseline` and no wave.
   */
  wavedAt: at('waved_at'),
  baseline: boolean('baseline').notNull().default(false),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** A legal update as it reached one company: told, queued, read (confirmed), applied. */
export const legalUpdateCompanies = documentsSchema.table(
  'legal_update_companies',
  {
    updateId: text('update_id').notNull(),
    companyId: text('company_id').notNull(),
    notifiedAt: at('notified_at'),
    confirmedAt: at('confirmed_at'),
    confirmedBy: text('confirmed_by'),
    appliedAt: at('applied_at'),
    /** When its renders were queued: null while an update announced ahead waits for its day. */
    queuedAt: at('queued_at'),
  },
  (t) => [
    primaryKey({ columns: [t.updateId, t.companyId] }),
    index('legal_update_companies_company_idx').on(t.companyId),
  ],
);

/**
 * The data-subject requests register (Arts. 12, 15–22): what a company logs in its documents area.
 * The deadline is stored (computed from the receipt day and the extension when they change) so the
 * reminder job can find what is due with an index.
 */
export const dataSubjectRequests = documentsSchema.table(
  'data_subject_requests',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id').notNull(),
    /** Per company and year: REQ-2026-001. */
    number: text('number').notNull(),
    right: text('right').$type<TRequestRight>().notNull(),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    person: text('person').notNull(),
    channel: text('channel').$type<TRequestChannel>().notNull(),
    notes: text('notes'),
    status: text('status').$type<TRequestStatus>().notNull(),
    deadline: date('deadline', { mode: 'string' }).notNull(),
    extensionReason: text('extension_reason'),
    closedOn: date('closed_on', { mode: 'string' }),
    history: jsonb('history').$type<TRequestHistoryEntry[]>().notNull(),
    /** Reminder stages already sent (days before the deadline: 7, 2, 0). */
    remindersSent: jsonb('reminders_sent').$type<number[]>().notNull().default([]),
    createdAt: at('created_at').notNull().defaultNow(),
    /** Additional information asked for to confirm the person's identity (Art. 12(6)): the clock pauses. */
    identityRequestedOn: date('identity_requested_on', { mode: 'string' }),
    /** The identity confirmed: the clock runs again. */
    identityConfirmedOn: date('identity_confirmed_on', { mode: 'string' }),
  },
  (t) => [
    unique('data_subject_requests_number_key').on(t.companyId, t.number),
    index('data_subject_requests_deadline_idx').on(t.status, t.deadline),
  ],
);

/** The breach register (Art. 33(5)): every personal data breach, notified or not. */
export const breaches = documentsSchema.table(
  'breaches',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id').notNull(),
    /** Per company and year: INC-2026-001. */
    number: text('number').notNull(),
    awareAt: at('aware_at').notNull(),
    occurredAt: at('occurred_at'),
    nature: jsonb('nature').$type<TBreachNature[]>().notNull(),
    description: text('description').notNull(),
    subjectCategories: text('subject_categories').notNull(),
    subjectsCount: integer('subjects_count'),
    dataCategories: text('data_categories').notNull(),
    recordsCount: integer('records_count'),
    consequences: text('consequences').notNull(),
    measures: text('measures').notNull(),
    risk: text('risk').$type<TBreachRisk>(),
    riskReason: text('risk_reason'),
    authorityNotifiedAt: at('authority_notified_at'),
    personsNotifiedAt: at('persons_notified_at'),
    delayReason: text('delay_reason'),
    /** Reminder stages already sent (hours left to notify: 24, then 0 when the time is up). */
    remindersSent: jsonb('reminders_sent').$type<number[]>().notNull().default([]),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('breaches_number_key').on(t.companyId, t.number),
    index('breaches_company_idx').on(t.companyId),
  ],
);

/**
 * The whistleblowing register (Law 361/2022): each report received through the internal channel,
 * with the days it was acknowledged, answered (feedback) and closed. Nothing of the reporter.
 */
export const whistleblowingReports = documentsSchema.table(
  'whistleblowing_reports',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id').notNull(),
    /** Per company and year: AVZ-2026-001. */
    number: text('number').notNull(),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    channel: text('channel').$type<TReportChannel>().notNull(),
    reference: text('reference'),
    subject: text('subject'),
    acknowledgedOn: date('acknowledged_on', { mode: 'string' }),
    feedbackOn: date('feedback_on', { mode: 'string' }),
    closedOn: date('closed_on', { mode: 'string' }),
    /** Reminder stages already sent: `ACKNOWLEDGEMENT:2`, `FEEDBACK:0`… (the clock and the days left). */
    remindersSent: jsonb('reminders_sent').$type<string[]>().notNull().default([]),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('whistleblowing_reports_number_key').on(t.companyId, t.number),
    index('whistleblowing_reports_company_idx').on(t.companyId),
  ],
);

/** The review reminders sent: one per document version and stage (days before the review is due: 14, 0). */
export const reviewReminders = documentsSchema.table(
  'review_reminders',
  {
    companyId: text('company_id').notNull(),
    type: text('type').notNull(),
    version: integer('version').notNull(),
    stage: integer('stage').notNull(),
    sentAt: at('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.type, t.version, t.stage] })],
);

/**
 * The company's evidence ledger: what it had and when, as an inspector checks it. Every document
 * version (the SHA-256 of its PDF) and every change to a register entry (the digest of the entry as
 * it became) is appended in the transaction that makes it, chained by hashes (ledger/ledger.ts), so
 * an entry changed or removed afterwards breaks the chain. Append-only: a trigger refuses UPDATE and
 * DELETE (migration 0016).
 */
export const evidenceLedger = documentsSchema.table(
  'evidence_ledger',
  {
    companyId: text('company_id').notNull(),
    /** 1, 2, 3… per company, in the order appended. */
    seq: integer('seq').notNull(),
    recordedAt: at('recorded_at').notNull().defaultNow(),
    /** DOCUMENT_VERSION, REQUEST, BREACH or WHISTLEBLOWING_REPORT. */
    kind: text('kind').notNull(),
    /** What it is about: a document's key, a register entry's number. */
    subject: text('subject').notNull(),
    /** The SHA-256 of the evidence itself (the PDF's bytes, the entry's canonical JSON). */
    digest: text('digest').notNull(),
    /** What else identifies it (a version's number and content version, an entry's status). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    /** The previous entry's hash (64 zeros for the first). */
    prevHash: text('prev_hash').notNull(),
    /** SHA-256 over the previous hash and this entry's canonical JSON. */
    hash: text('hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.seq] })],
);

/**
 * A signed copy of a document uploaded back by the company (evidence/signed.ts): the file (in
 * `files`), the version of the document it answers, its SHA-256 and when it was signed. Recorded in
 * the evidence ledger (kind SIGNED_DOCUMENT) in the same transaction.
 */
export const signedDocuments = documentsSchema.table(
  'signed_documents',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id').notNull(),
    /** The document's key (its type, channel and language). */
    type: text('type').notNull(),
    /** The version of the document the signed copy answers. */
    version: integer('version').notNull(),
    fileId: text('file_id').notNull(),
    sha256: text('sha256').notNull(),
    signedOn: date('signed_on', { mode: 'string' }).notNull(),
    /** The admin's note, or null when none was written. */
    note: text('note'),
    /** The user who uploaded it. */
    uploadedBy: text('uploaded_by').notNull(),
    uploadedAt: at('uploaded_at').notNull().defaultNow(),
  },
  (t) => [index('signed_documents_company_type_idx').on(t.companyId, t.type)],
);

/**
 * Staff acknowledgement (acknowledgements/): the admin asks people to read one version of a document,
 * identified by the SHA-256 of its PDF. One request per document version; a shareable link belongs to
 * it (only its hash is kept; it expires and can be revoked).
 */
export const acknowledgementRequests = documentsSchema.table(
  'acknowledgement_requests',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id').notNull(),
    type: text('type').notNull(),
    version: integer('version').notNull(),
    /** SHA-256 of the version's PDF: the exact text confirmed. */
    contentSha256: text('content_sha256').notNull(),
    /** The mails' language. */
    language: text('language').$type<'ro' | 'en'>().notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    /** When reminders were last sent (at most once a day). */
    remindedAt: at('reminded_at'),
    linkTokenHash: text('link_token_hash').unique(),
    linkExpiresAt: at('link_expires_at'),
    linkRevokedAt: at('link_revoked_at'),
  },
  (t) => [unique('acknowledgement_requests_version_uq').on(t.companyId, t.type, t.version)],
);

/** An e-mail invitation: a single-use link that expires (only its hash is kept, as identity's sign-in links). */
export const acknowledgementInvitations = documentsSchema.table(
  'acknowledgement_invitations',
  {
    id: text('id').primaryKey(),
    requestId: text('request_id').notNull(),
    companyId: text('company_id').notNull(),
    /** Personal data: shown to the company's admins, never logged. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    remindedAt: at('reminded_at'),
    reminderCount: integer('reminder_count').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [unique('acknowledgement_invitations_email_uq').on(t.requestId, t.email)],
);

/** A confirmation: who (the name as typed), when, which version (its hash) and from where. */
export const acknowledgements = documentsSchema.table(
  'acknowledgements',
  {
    id: text('id').primaryKey(),
    requestId: text('request_id').notNull(),
    companyId: text('company_id').notNull(),
    /** The e-mail invitation used; null through the shareable link. */
    invitationId: text('invitation_id').unique(),
    via: text('via').$type<'EMAIL' | 'LINK'>().notNull(),
    fullName: text('full_name').notNull(),
    confirmedAt: at('confirmed_at').notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    type: text('type').notNull(),
    version: integer('version').notNull(),
    contentSha256: text('content_sha256').notNull(),
  },
  (t) => [index('acknowledgements_request_idx').on(t.requestId)],
);

/** The public acknowledgement routes' rate limits (server-kit createRateLimiter). */
export const rateLimits = documentsSchema.table(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: at('window_start').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
