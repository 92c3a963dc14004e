import { sql } from 'drizzle-orm';
import type { TRecipientTransfer } from '@conform/contracts';
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
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const configurator = pgSchema('configurator');

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const list = (name: string) =>
  jsonb(name)
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`);

/**
 * A processing situation of a company for one data subject (docs/spec/behaviour.md §3 Situation). `company_id` points
 * to companies.companies, owned by the companies service: no foreign key across services.
 */
export const situations = configurator.table(
  'situations',
  {
    /** Lowercase first letter of the data subject, a dash, a generated id. */
    id: text('id').primaryKey(),
    companyId: text('company_id').notNull(),
    dataSubject: text('data_subject').notNull(),
    name: text('name').notNull(),
    /** The catalogue preset situation it was created from; null for a custom situation. */
    suggestionId: text('suggestion_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('situations_company_subject_idx').on(t.companyId, t.dataSubject),
    // A suggestion is added once per company; a second add is a double click, not a second situation.
    uniqueIndex('situations_company_suggestion_idx')
      .on(t.companyId, t.suggestionId)
      .where(sql`${t.suggestionId} IS NOT NULL`),
  ],
);

/** A processing operation of a situation (docs/spec/catalogues.md §3.2). Lists are jsonb arrays of texts. */
export const operations = configurator.table(
  'operations',
  {
    /** The situation id, a dash, a generated id. */
    id: text('id').primaryKey(),
    situationId: text('situation_id')
      .notNull()
      .references(() => situations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    purpose: text('purpose').notNull(),
    /** What kind of purpose (the catalogue's PURPOSE_CATEGORIES); null: not said yet. */
    purposeCategory: text('purpose_category'),
    /** Cookies or similar technologies: NONE, STRICTLY_NECESSARY, WITH_CONSENT. */
    cookies: text('cookies').notNull().default('NONE'),
    /** The company's processors (ids in its company data) that perform the operation. */
    processorIds: list('processor_ids'),
    /** The assessment inputs (Art. 35, 37; WP248, WP243); null: not said. */
    largeScale: boolean('large_scale'),
    /** About how many people's data (the admin's reasoning for large scale). */
    subjectsCount: integer('subjects_count'),
    coreActivity: boolean('core_activity'),
    vulnerableSubjects: boolean('vulnerable_subjects'),
    newTechnology: boolean('new_technology'),
    /** Carried out only occasionally (Art. 30(5)); null: not said. */
    occasional: boolean('occasional'),
    /** The kind of legitimate interest pursued (the catalogue's LEGITIMATE_INTEREST_KINDS); null: not said. */
    interestKind: text('interest_kind'),
    /**
     * Assessed on its own in the legitimate interest assessment, not with the other operations of its
     * kind of interest (the admin's choice on the assessments page).
     */
    assessedAlone: boolean('assessed_alone').notNull().default(false),
    /** The pinned transfers to recipients abroad that are not processors (contract TRecipientTransfer). */
    recipientTransfers: jsonb('recipient_transfers')
      .$type<TRecipientTransfer[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The day the admin last confirmed the operation is still accurate; null: never reviewed. */
    reviewedAt: date('reviewed_at', { mode: 'string' }),
    data: list('data'),
    grounds: list('grounds'),
    groundReason: text('ground_reason'),
    specialDataGround: text('special_data_ground'),
    sources: list('sources'),
    recipients: list('recipients'),
    recipientsLocations: list('recipients_locations'),
    storageDuration: text('storage_duration').notNull(),
    /**
     * The catalogue's retention preset the storage duration is (RETENTION_IDS), chosen from the
     * suggestions; null: the admin's own text, or an operation saved before it was kept.
     */
    retentionId: text('retention_id'),
    storageLocations: list('storage_locations'),
    /** Whether the person must provide the data (Art. 13(2)(e)): STATUTORY, CONTRACTUAL, CONTRACT_NECESSARY, VOLUNTARY. */
    provisionRequirement: text('provision_requirement').notNull(),
    /** The consequence of not providing it, in the company's words; null: the catalogue's standard sentence. */
    provisionConsequence: text('provision_consequence'),
    /** Automated decisions (Art. 13(2)(f), Art. 22): NONE, PROFILING, AUTOMATED_DECISION. */
    automatedDecision: text('automated_decision').notNull().default('NONE'),
    /** The logic involved, its significance and consequences; null when there are none. */
    automatedDecisionLogic: text('automated_decision_logic'),
    /** The catalogue preset operation it was made from; null for a custom operation. */
    suggestionId: text('suggestion_id'),
    /** Order within the situation, as shown. */
    position: integer('position').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('operations_situation_idx').on(t.situationId, t.position)],
);

/**
 * The admin's answers to one legitimate interest assessment of a company (EDPB Guidelines 1/2024),
 * kept across regenerations. `key`: the kind of interest (LEGITIMATE_INTEREST_KINDS) for the operations
 * assessed together, or the operation's id for one whose kind is OTHER or not said. Each answer null:
 * the standard answer for the kind.
 */
export const interestAssessments = configurator.table(
  'interest_assessments',
  {
    companyId: text('company_id').notNull(),
    key: text('key').notNull(),
    purpose: text('purpose'),
    necessity: text('necessity'),
    minimisation: text('minimisation'),
    retention: text('retention'),
    expectations: text('expectations'),
    consequences: text('consequences'),
    safeguards: text('safeguards'),
    /** NOT_OVERRIDDEN or OVERRIDDEN; null: the platform's conclusion. */
    conclusion: text('conclusion'),
    reviewedBy: text('reviewed_by').notNull(),
    reviewedAt: at('reviewed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.key] })],
);
