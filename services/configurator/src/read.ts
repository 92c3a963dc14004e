/**
 * The configurator's published read model (`@conform/configurator-service/read`): a company's
 * situations and operations as other services may read them (the documents service renders them),
 * from the `configurator.situation_view` view this service's migrations keep compatible. Other
 * services import this module only, never the configurator's tables.
 */
import type { SqlRunner } from '@conform/server-kit';

export interface OperationReadModel {
  id: string;
  name: string;
  purpose: string;
  /**
   * What kind of purpose (the catalogue's PURPOSE_CATEGORIES, e.g. MARKETING, MONITORING); null when
   * the company has not said (a custom operation from before the question).
   */
  purposeCategory: string | null;
  /** Cookies or similar technologies on the device: NONE, STRICTLY_NECESSARY or WITH_CONSENT. */
  cookies: string;
  /** The company's processors (ids of its processors in the companies read model) that perform it. */
  processorIds: string[];
  /**
   * The assessment inputs the admin answered (DPO Art. 37(1), DPIA Art. 35 and WP248 rev.01); null:
   * not said. Large scale (with the approximate number of people), core activity (WP243 §2.1.2),
   * vulnerable people (WP248 criterion 7), new technology (criterion 8). Always read; optional so a
   * reader's own fixtures may leave them out (left out: not said).
   */
  largeScale?: boolean | null;
  subjectsCount?: number | null;
  coreActivity?: boolean | null;
  vulnerableSubjects?: boolean | null;
  newTechnology?: boolean | null;
  /** Carried out only occasionally (Art. 30(5)); null: not said. Optional like the assessment inputs. */
  occasional?: boolean | null;
  /**
   * The kind of legitimate interest pursued (the catalogue's LEGITIMATE_INTEREST_KINDS); null: not
   * said. Always read; optional like the assessment inputs.
   */
  interestKind?: string | null;
  /** Assessed on its own, not with the other operations of its kind of interest; absent: with them. */
  assessedAlone?: boolean;
  /**
   * The transfers to recipients outside the EEA that are not processors, each pinned by the admin
   * (recipient as the operation names it, country by catalogue id, mechanism and its facts). Always
   * read; optional like the assessment inputs (left out: none).
   */
  recipientTransfers?: RecipientTransferReadModel[];
  /**
   * The day (YYYY-MM-DD) the admin last confirmed the operation is still accurate; null: never
   * reviewed. Always read; optional like the assessment inputs (left out: never).
   */
  reviewedAt?: string | null;
  /** The personal data processed. */
  data: string[];
  /** Legal grounds (Art. 6 GDPR), codes such as CONTRACT_PERFORMANCE. */
  grounds: string[];
  /** The law or the legitimate interest, where a ground needs one. */
  groundReason: string | null;
  /** The Art. 9(2) exception for special categories of data, or null. */
  specialDataGround: string | null;
  sources: string[];
  recipients: string[];
  recipientsLocations: string[];
  storageDuration: string;
  /**
   * The catalogue's retention preset the storage duration is (RETENTION_IDS), chosen by the admin
   * among the suggestions: a document writes that preset's period as the law sets it on the
   * document's day. Left out when there is none (the admin's own text), so the data digest of an
   * operation without one stays as it was; a reader's own fixtures may say null.
   */
  retentionId?: string | null;
  storageLocations: string[];
  /**
   * Whether the person must provide the data (Art. 13(2)(e)): STATUTORY, CONTRACTUAL,
   * CONTRACT_NECESSARY or VOLUNTARY (labels and standard consequences: the catalogue's
   * `provisionRequirementEntries`).
   */
  provisionRequirement: string;
  /** The consequence of not providing the data in the company's words; null: the standard sentence. */
  provisionConsequence: string | null;
  /** Automated decisions (Art. 13(2)(f), Art. 22): NONE, PROFILING or AUTOMATED_DECISION. */
  automatedDecision: string;
  /** The logic involved, its significance and consequences; null when there are none. */
  automatedDecisionLogic: string | null;
  /** The catalogue preset operation it was made from; null for a custom one. */
  suggestionId: string | null;
  /**
   * The admin's answers to the legitimate interest assessment the operation belongs to (the one of
   * its kind of interest, or its own when the kind is OTHER or not said); null: none given, the
   * standard answers stand. Left out when there are none, so the data digest of a company without
   * answers stays as it was.
   */
  interestAssessment?: InterestAssessmentReadModel | null;
}

/**
 * The admin's answers to one legitimate interest assessment (contract TInterestAssessmentAnswers,
 * without who saved them): each null keeps the standard answer.
 */
export interface InterestAssessmentReadModel {
  /** The kind of interest, or the operation's id for an operation assessed alone. */
  key: string;
  purpose: string | null;
  necessity: string | null;
  minimisation: string | null;
  retention: string | null;
  expectations: string | null;
  consequences: string | null;
  safeguards: string | null;
  /** NOT_OVERRIDDEN or OVERRIDDEN; null: not given. */
  conclusion: string | null;
  /** When the admin saved them, ISO 8601. */
  reviewedAt: string;
}

/**
 * The key of the assessment an operation belongs to: its kind of interest, or its own id when the
 * kind is OTHER or not said (each such operation is weighed alone) or the admin chose to assess it on
 * its own.
 */
export function interestAssessmentKey(op: {
  id: string;
  interestKind?: string | null;
  assessedAlone?: boolean;
}): string {
  return op.interestKind && op.interestKind !== 'OTHER' && !op.assessedAlone ? op.interestKind : op.id;
}

export interface SituationReadModel {
  id: string;
  dataSubject: string;
  name: string;
  suggestionId: string | null;
  /** In the order the company sees them. */
  operations: OperationReadModel[];
}

interface SituationViewRow {
  id: string;
  data_subject: string;
  name: string;
  suggestion_id: string | null;
  operations: Array<Record<string, unknown>> | null;
}

const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const boolOrNull = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : null);
const intOrNull = (value: unknown): number | null => (Number.isInteger(value) ? (value as number) : null);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
/** A day as YYYY-MM-DD (a date column reads as such through to_jsonb); anything else: null. */
const day = (value: unknown): string | null =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;

/** A transfer pinned on an operation (contract TRecipientTransfer); unknown values read as not said. */
export interface RecipientTransferReadModel {
  recipient: string;
  country: string;
  transferMechanism: string;
  dpfCheckedOn: string | null;
  sccModule: string | null;
  sccSignedOn: string | null;
  derogation: string | null;
  bcrReference: string | null;
}

function recipientTransfers(value: unknown): RecipientTransferReadModel[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((v: unknown) => {
    if (typeof v !== 'object' || v === null) return [];
    const t = v as Record<string, unknown>;
    const recipient = textOrNull(t['recipient']);
    const country = textOrNull(t['country']);
    const transferMechanism = textOrNull(t['transferMechanism']);
    if (!recipient || !country || !transferMechanism) return [];
    return [
      {
        recipient,
        country,
        transferMechanism,
        dpfCheckedOn: textOrNull(t['dpfCheckedOn']),
        sccModule: textOrNull(t['sccModule']),
        sccSignedOn: textOrNull(t['sccSignedOn']),
        derogation: textOrNull(t['derogation']),
        bcrReference: textOrNull(t['bcrReference']),
      },
    ];
  });
}

function toOperation(row: Record<string, unknown>): OperationReadModel {
  return {
    id: text(row['id']),
    name: text(row['name']),
    purpose: text(row['purpose']),
    purposeCategory: textOrNull(row['purpose_category']),
    cookies: text(row['cookies']) || 'NONE',
    processorIds: texts(row['processor_ids']),
    largeScale: boolOrNull(row['large_scale']),
    subjectsCount: intOrNull(row['subjects_count']),
    coreActivity: boolOrNull(row['core_activity']),
    vulnerableSubjects: boolOrNull(row['vulnerable_subjects']),
    newTechnology: boolOrNull(row['new_technology']),
    occasional: boolOrNull(row['occasional']),
    interestKind: textOrNull(row['interest_kind']),
    // Said only when true: the operation as the API answers it has no such field (it is the
    // assessments page's choice, not the operation's).
    ...(row['assessed_alone'] === true ? { assessedAlone: true } : {}),
    recipientTransfers: recipientTransfers(row['recipient_transfers']),
    reviewedAt: day(row['reviewed_at']),
    data: texts(row['data']),
    grounds: texts(row['grounds']),
    groundReason: textOrNull(row['ground_reason']),
    specialDataGround: textOrNull(row['special_data_ground']),
    sources: texts(row['sources']),
    recipients: texts(row['recipients']),
    recipientsLocations: texts(row['recipients_locations']),
    storageDuration: text(row['storage_duration']),
    ...(textOrNull(row['retention_id']) ? { retentionId: text(row['retention_id']) } : {}),
    storageLocations: texts(row['storage_locations']),
    provisionRequirement: text(row['provision_requirement']) || 'VOLUNTARY',
    provisionConsequence: textOrNull(row['provision_consequence']),
    automatedDecision: text(row['automated_decision']) || 'NONE',
    automatedDecisionLogic: textOrNull(row['automated_decision_logic']),
    suggestionId: textOrNull(row['suggestion_id']),
  };
}

/**
 * A company's situations (of one data subject when given), oldest first: the order of their
 * letters on the configurator page. Pass a transaction to read inside it.
 */
export async function readSituations(
  db: SqlRunner,
  companyId: string,
  dataSubject?: string,
): Promise<SituationReadModel[]> {
  const rows = await db.query<SituationViewRow>(
    `SELECT id, data_subject, name, suggestion_id, operations FROM configurator.situation_view
      WHERE company_id = $1 AND ($2::text IS NULL OR data_subject = $2)
      ORDER BY created_at, id`,
    [companyId, dataSubject ?? null],
  );
  const assessments = rows.length > 0 ? await readInterestAssessments(db, companyId) : [];
  const byKey = new Map(assessments.map((a) => [a.key, a]));
  return rows.map((row) => ({
    id: row.id,
    dataSubject: row.data_subject,
    name: row.name,
    suggestionId: row.suggestion_id,
    // Only an operation with answers carries them: the rest read as before (and digest the same).
    operations: (row.operations ?? []).map((o) => {
      const op = toOperation(o);
      const answers = byKey.get(interestAssessmentKey(op));
      return answers ? { ...op, interestAssessment: answers } : op;
    }),
  }));
}

interface InterestAssessmentRow {
  key: string;
  purpose: string | null;
  necessity: string | null;
  minimisation: string | null;
  retention: string | null;
  expectations: string | null;
  consequences: string | null;
  safeguards: string | null;
  conclusion: string | null;
  reviewed_at: Date | string;
}

/** A company's answers to its legitimate interest assessments, by key order. */
export async function readInterestAssessments(
  db: SqlRunner,
  companyId: string,
): Promise<InterestAssessmentReadModel[]> {
  const rows = await db.query<InterestAssessmentRow>(
    `SELECT key, purpose, necessity, minimisation, retention, expectations, consequences, safeguards,
            conclusion, reviewed_at
       FROM configurator.interest_assessment_view WHERE company_id = $1 ORDER BY key`,
    [companyId],
  );
  return rows.map((row) => ({
    key: row.key,
    purpose: row.purpose,
    necessity: row.necessity,
    minimisation: row.minimisation,
    retention: row.retention,
    expectations: row.expectations,
    consequences: row.consequences,
    safeguards: row.safeguards,
    conclusion: row.conclusion,
    reviewedAt: new Date(row.reviewed_at).toISOString(),
  }));
}
