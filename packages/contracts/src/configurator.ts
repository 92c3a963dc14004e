// Contracts of the configurator service: Z<Name>Schema zod schemas and T<Name> types.
import {
  AUTOMATED_DECISIONS,
  COOKIE_USES,
  defaultProvisionRequirement,
  GROUNDS_NEEDING_REASON,
  LEGAL_GROUNDS,
  LEGITIMATE_INTEREST_KINDS,
  PROVISION_REQUIREMENTS,
  PURPOSE_CATEGORIES,
  RETENTION_IDS,
  SCC_MODULES,
  SPECIAL_DATA_GROUNDS,
  TRANSFER_DEROGATIONS,
  ZDataSubjectSchema,
  type TLegalGround,
} from '@conform/catalogues/enums'; // the light entry: the shell must not carry the whole catalogue
import { z } from 'zod';
import { checkTransferPin, keepPin, transferPinShape } from './transfer-pin.ts';

/** The message of a situation without operations (docs/spec/catalogues.md §8). */
export const EMPTY_SITUATION_MESSAGE = 'You may not have empty situations';
/** The message of an operation saved into a situation that does not exist (docs/spec/behaviour.md §8). */
export const MISSING_SITUATION_MESSAGE = 'missing container situation';

/** Limits that keep a document readable and a request small; far above any real operation. */
/**
 * A retention period states its rule and its starting point, often with the law that sets it (the
 * catalogue's payroll preset runs to 212 characters in Romanian): longer than a name.
 */
export const OPERATION_LIMITS = { name: 200, retention: 500, text: 2000, item: 300, items: 100 } as const;

const text = (max: number, what: string) =>
  z.string().trim().min(1, `${what} is required`).max(max, `${what} is too long (at most ${max} characters)`);

/** An open list (data, sources, recipients, locations): custom values allowed, no blanks, no repeats. */
const openList = (what: string, min: 0 | 1) =>
  z
    .array(text(OPERATION_LIMITS.item, `Each item of ${what}`))
    .max(OPERATION_LIMITS.items, `${what} has too many items (at most ${OPERATION_LIMITS.items})`)
    .min(min, `${what} needs at least one item`)
    .refine((items) => new Set(items.map((i) => i.toLowerCase())).size === items.length, {
      message: `${what} lists the same item twice`,
    });

/**
 * The mechanisms a transfer to a recipient of an operation that is not a processor can rest on (a
 * controller such as a parent company, a partner, an authority, or a recipient the catalogue does not
 * know): a country with an adequacy decision needs no pin, so it is not asked.
 */
export const RECIPIENT_TRANSFER_MECHANISMS = ['SCC', 'DPF', 'BCR', 'DEROGATION'] as const;

/**
 * How the data of an operation reach one of its recipients in one country outside the EEA, as the
 * admin pinned it (the same facts as a processor's pin: DPF day checked, SCC module, module 1 for a
 * controller, and day signed, Art. 49(1) point, BCR reference). The recipient is one of the
 * operation's recipients, the country the catalogue id of one of its recipients' locations, or a
 * location the company typed, in its words (checked by the configurator against the catalogue).
 */
export const ZRecipientTransferSchema = z
  .strictObject({
    recipient: text(OPERATION_LIMITS.item, 'The recipient of a transfer'),
    /** The catalogue's country id, or a place the company typed, in its words (catalogue transferCountryOf). */
    country: text(OPERATION_LIMITS.item, 'The country of a transfer'),
    transferMechanism: z.enum(RECIPIENT_TRANSFER_MECHANISMS, {
      error: 'validation.transferMechanism.required',
    }),
    ...transferPinShape,
  })
  .superRefine((t, ctx) => checkTransferPin(t, ctx))
  .transform((t) => keepPin(t, t.transferMechanism));
export type TRecipientTransfer = z.output<typeof ZRecipientTransferSchema>;
export type TRecipientTransferInput = z.input<typeof ZRecipientTransferSchema>;

/** True when one of the grounds needs a stated reason: the law, or the legitimate interest pursued. */
export function groundsNeedReason(grounds: readonly TLegalGround[]): boolean {
  return grounds.some((g) => GROUNDS_NEEDING_REASON.includes(g));
}

/** The fields of an operation (docs/spec/catalogues.md §3.2), before the cross-field rules. */
const operationShape = {
  name: text(OPERATION_LIMITS.name, 'The name'),
  /** Why the data is processed; it is written into the information notices. */
  purpose: text(OPERATION_LIMITS.text, 'The purpose'),
  /**
   * What kind of purpose it is (the catalogue's PURPOSE_CATEGORIES): which documents list the
   * operation. Left out or null: not said yet (a preset's comes from the catalogue).
   */
  purposeCategory: z.enum(PURPOSE_CATEGORIES).nullish(),
  /** Cookies or similar technologies on the person's device (Law 506/2004 art. 4(5)); none when left out. */
  cookies: z.enum(COOKIE_USES).optional(),
  /**
   * The company's processors (Art. 28) that perform this operation, by their id in the company's
   * data: what each processing agreement lists. Left out on a replace: the stored ones are kept.
   */
  processorIds: z
    .array(z.string().trim().min(1).max(100))
    .max(50, 'Too many processors (at most 50)')
    .refine((ids) => new Set(ids).size === ids.length, { message: 'A processor is listed twice' })
    .optional(),
  // The inputs an assessment needs (DPO Art. 37(1), DPIA Art. 35 / WP248 rev.01), as the admin
  // answers them. null: not said; left out on a replace: the stored answer is kept.
  /** Processed on a large scale (Art. 35(3)(b), 37(1)(b)(c); recital 91; WP243 §2.1.3). */
  largeScale: z.boolean().nullish(),
  /** About how many people's data, the admin's reasoning for large scale; null when not said. */
  subjectsCount: z
    .number()
    .int('The number of people must be a whole number')
    .min(0, 'The number of people cannot be negative')
    .max(1_000_000_000, 'The number of people is too large')
    .nullish(),
  /** Part of the company's core activity (WP243 §2.1.2), not an ancillary one such as payroll or IT support. */
  coreActivity: z.boolean().nullish(),
  /** The people concerned are vulnerable: children, employees, patients, the elderly… (WP248 criterion 7). */
  vulnerableSubjects: z.boolean().nullish(),
  /** Uses new technologies or an innovative use of technology (WP248 criterion 8). */
  newTechnology: z.boolean().nullish(),
  /**
   * Carried out only occasionally, not as a regular part of the company's activity (Art. 30(5): the
   * exemption from records for fewer than 250 employees covers only occasional processing).
   */
  occasional: z.boolean().nullish(),
  /**
   * The kind of legitimate interest pursued (the catalogue's LEGITIMATE_INTEREST_KINDS), asked when the
   * grounds include it: the legitimate interest assessment prints that kind's standard answers. null:
   * not said; left out on a replace: kept.
   */
  interestKind: z.enum(LEGITIMATE_INTEREST_KINDS).nullish(),
  /**
   * The transfers to the recipients that are not processors (module 1 or unknown) outside the EEA,
   * one per recipient and country, each with its pin. A processor's transfer is its own pin (the
   * company's processors assigned to the operation). Left out on a replace: kept.
   */
  recipientTransfers: z
    .array(ZRecipientTransferSchema)
    .max(OPERATION_LIMITS.items, `Too many transfers (at most ${OPERATION_LIMITS.items})`)
    .refine(
      (list) =>
        new Set(list.map((t) => `${t.recipient.toLowerCase()}|${t.country.toLowerCase()}`)).size ===
        list.length,
      { message: 'A transfer to the same recipient and country is listed twice' },
    )
    .optional(),
  /** Processed data categories. */
  data: openList('The processed data', 1),
  /** Legal grounds (Art. 6(1) GDPR), only from the fixed list. */
  grounds: z
    .array(z.enum(LEGAL_GROUNDS))
    .min(1, 'Choose at least one legal ground')
    .refine((g) => new Set(g).size === g.length, { message: 'A legal ground is listed twice' }),
  /** The law (legal obligation) or the interest pursued (legitimate interest); null otherwise. */
  groundReason: z.string().trim().max(OPERATION_LIMITS.text).nullable(),
  /** The Art. 9(2) exception when special categories of data are processed; null for none. */
  specialDataGround: z.enum(SPECIAL_DATA_GROUNDS).nullable(),
  sources: openList('The sources', 1),
  recipients: openList('The recipients', 0),
  recipientsLocations: openList('The recipients’ locations', 0),
  storageDuration: text(OPERATION_LIMITS.retention, 'The storage duration'),
  /**
   * The catalogue's retention preset the storage duration is (RETENTION_IDS), when the admin chose
   * one of the suggestions: the documents then write the period the law sets on their day. null or
   * left out: the admin's own text. The service keeps it only while the storage duration is that
   * preset's own text (a text typed over it is the admin's).
   */
  retentionId: z
    .enum(RETENTION_IDS, { error: 'The retention period is not one of the catalogue’s' })
    .nullish(),
  storageLocations: openList('The storage locations', 0),
  /**
   * Whether the person must provide the data (Art. 13(2)(e)); when left out, what the grounds
   * suggest (a legal obligation: statutory; a contract: necessary for it; otherwise voluntary).
   */
  provisionRequirement: z.enum(PROVISION_REQUIREMENTS).optional(),
  /** The consequence of not providing the data, in the company's words; null for the standard sentence. */
  provisionConsequence: z.string().trim().max(OPERATION_LIMITS.text).nullish(),
  /** Automated decisions or profiling (Art. 13(2)(f), Art. 22); none when left out. */
  automatedDecision: z.enum(AUTOMATED_DECISIONS).optional(),
  /** The logic involved and its significance and consequences; required unless there are none. */
  automatedDecisionLogic: z.string().trim().max(OPERATION_LIMITS.text).nullish(),
};

type TOperationShape = z.output<z.ZodObject<typeof operationShape>>;

/**
 * docs/spec/behaviour.md §5: the ground reason is required only with legal obligation or legitimate interest. Without
 * such a ground a reason would be stale (left from a ground since removed), so it is dropped; the
 * same for the logic of automated decisions when there are none. The requirement to provide the
 * data defaults from the grounds, the automated decision to none.
 */
function withGroundRules<S extends z.ZodType<TOperationShape>>(schema: S) {
  return schema
    .superRefine((op, ctx) => {
      if (groundsNeedReason(op.grounds) && !op.groundReason) {
        ctx.addIssue({
          code: 'custom',
          path: ['groundReason'],
          message: 'State the law (legal obligation) or the interest pursued (legitimate interest)',
        });
      }
      const recipients = new Set(op.recipients.map((r) => r.toLowerCase()));
      (op.recipientTransfers ?? []).forEach((t, i) => {
        if (!recipients.has(t.recipient.toLowerCase())) {
          ctx.addIssue({
            code: 'custom',
            path: ['recipientTransfers', i, 'recipient'],
            message: `"${t.recipient}" is not one of the operation's recipients`,
          });
        }
      });
      if ((op.automatedDecision ?? 'NONE') !== 'NONE' && !op.automatedDecisionLogic) {
        ctx.addIssue({
          code: 'custom',
          path: ['automatedDecisionLogic'],
          message: 'Describe the logic involved and the consequences for the person',
        });
      }
    })
    .transform((op) => {
      const automatedDecision = op.automatedDecision ?? 'NONE';
      return {
        ...op,
        groundReason: groundsNeedReason(op.grounds) ? op.groundReason || null : null,
        provisionRequirement: op.provisionRequirement ?? defaultProvisionRequirement(op.grounds),
        provisionConsequence: op.provisionConsequence || null,
        automatedDecision,
        automatedDecisionLogic: automatedDecision === 'NONE' ? null : op.automatedDecisionLogic || null,
      };
    });
}

/** A processing operation as written by the user (docs/spec/catalogues.md §3.2, validation §5). */
export const ZOperationSchema = withGroundRules(z.strictObject(operationShape));
export type TOperation = z.output<typeof ZOperationSchema>;
export type TOperationInput = z.input<typeof ZOperationSchema>;

/** Body of `PUT …/situations/:situationId/operations/:operationId` (create or replace). */
export const ZSaveOperationSchema = withGroundRules(
  z.strictObject({
    ...operationShape,
    /** The preset operation it was made from (catalogue id), when it came from a suggestion. */
    suggestionId: z.string().trim().min(1).max(100).nullable().optional(),
    /**
     * True when the admin confirms, with this save, that the whole operation is still accurate ("Mark
     * as reviewed" in its dialog): its last review becomes today. Left out or false: the last review
     * stays as it was. A plain edit is not a review: the admin checked what they changed, not
     * necessarily the rest of the operation.
     */
    reviewed: z.boolean().optional(),
  }),
);
export type TSaveOperation = z.output<typeof ZSaveOperationSchema>;
export type TSaveOperationInput = z.input<typeof ZSaveOperationSchema>;

/** A stored operation. */
export const ZOperationRecordSchema = z.object({
  /** `<situation id>-<generated id>`. */
  id: z.string(),
  name: z.string(),
  purpose: z.string(),
  /** null: not said yet (a custom operation saved before the question was asked). */
  purposeCategory: z.enum(PURPOSE_CATEGORIES).nullable(),
  cookies: z.enum(COOKIE_USES),
  /** The company's processors that perform it (ids of its processors). */
  processorIds: z.array(z.string()),
  /** The assessment inputs; null: not said yet. */
  largeScale: z.boolean().nullable(),
  subjectsCount: z.number().int().nullable(),
  coreActivity: z.boolean().nullable(),
  vulnerableSubjects: z.boolean().nullable(),
  newTechnology: z.boolean().nullable(),
  occasional: z.boolean().nullable(),
  /** The kind of legitimate interest pursued; null: not said yet. */
  interestKind: z.enum(LEGITIMATE_INTEREST_KINDS).nullable(),
  /** The pinned transfers to recipients that are not processors; empty when none was given. */
  recipientTransfers: z.array(
    z.object({
      recipient: z.string(),
      country: z.string(),
      transferMechanism: z.enum(RECIPIENT_TRANSFER_MECHANISMS),
      dpfCheckedOn: z.string().nullable(),
      sccModule: z.enum(SCC_MODULES).nullable(),
      sccSignedOn: z.string().nullable(),
      derogation: z.enum(TRANSFER_DEROGATIONS).nullable(),
      bcrReference: z.string().nullable(),
    }),
  ),
  /** The day (YYYY-MM-DD) the admin last confirmed the operation is still accurate; null: never reviewed. */
  reviewedAt: z.string().nullable(),
  data: z.array(z.string()),
  grounds: z.array(z.enum(LEGAL_GROUNDS)),
  groundReason: z.string().nullable(),
  specialDataGround: z.enum(SPECIAL_DATA_GROUNDS).nullable(),
  sources: z.array(z.string()),
  recipients: z.array(z.string()),
  recipientsLocations: z.array(z.string()),
  storageDuration: z.string(),
  /**
   * The catalogue's retention preset the storage duration is; null: the admin's own text. The service
   * always answers it; optional for a reader's own fixtures (left out: the admin's own text).
   */
  retentionId: z.enum(RETENTION_IDS).nullish(),
  storageLocations: z.array(z.string()),
  provisionRequirement: z.enum(PROVISION_REQUIREMENTS),
  /** null: the standard sentence for the requirement (catalogue `provisionRequirementEntries`). */
  provisionConsequence: z.string().nullable(),
  automatedDecision: z.enum(AUTOMATED_DECISIONS),
  automatedDecisionLogic: z.string().nullable(),
  suggestionId: z.string().nullable(),
});
export type TOperationRecord = z.infer<typeof ZOperationRecordSchema>;

/** A stored situation with its operations in their order. */
export const ZSituationSchema = z.object({
  /** Lowercase first letter of the data subject, a dash, a generated id. */
  id: z.string(),
  dataSubject: ZDataSubjectSchema,
  name: z.string(),
  /** The preset situation it was created from, or null for a custom one. */
  suggestionId: z.string().nullable(),
  operations: z.array(ZOperationRecordSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TSituation = z.infer<typeof ZSituationSchema>;

export const ZSituationListSchema = z.object({ situations: z.array(ZSituationSchema) });
export type TSituationList = z.infer<typeof ZSituationListSchema>;

/** Query of `GET …/situations` and `GET /configurator/suggestions`. */
export const ZSubjectQuerySchema = z.object({ subject: ZDataSubjectSchema });
export type TSubjectQuery = z.infer<typeof ZSubjectQuerySchema>;

export const ZSituationNameSchema = text(OPERATION_LIMITS.name, 'The situation name');

/** Body of `POST …/situations`: a custom situation with its first operations. */
export const ZCreateSituationSchema = z.strictObject({
  dataSubject: ZDataSubjectSchema,
  name: ZSituationNameSchema,
  operations: z.array(ZOperationSchema).min(1, EMPTY_SITUATION_MESSAGE).max(OPERATION_LIMITS.items),
});
export type TCreateSituation = z.output<typeof ZCreateSituationSchema>;
export type TCreateSituationInput = z.input<typeof ZCreateSituationSchema>;

/** Body of `POST …/situations/from-suggestion`. */
export const ZCreateFromSuggestionSchema = z.strictObject({
  /** A preset situation id of the catalogue, e.g. `e-cim`. */
  suggestionId: z.string().trim().min(1).max(100),
  /** Another name than the preset's. */
  name: ZSituationNameSchema.optional(),
  /** Only these preset operations of the situation (all of them when left out). */
  operations: z
    .array(z.string().trim().min(1).max(100))
    .min(1, EMPTY_SITUATION_MESSAGE)
    .max(OPERATION_LIMITS.items)
    .optional(),
});
export type TCreateFromSuggestion = z.infer<typeof ZCreateFromSuggestionSchema>;

/** Body of `PATCH …/situations/:situationId`. */
export const ZRenameSituationSchema = z.strictObject({ name: ZSituationNameSchema });
export type TRenameSituation = z.infer<typeof ZRenameSituationSchema>;

/** A preset situation offered for a data subject, in the request's language and edition. */
export const ZSuggestionSchema = z.object({
  id: z.string(),
  name: z.string(),
  operations: z.array(z.object({ id: z.string(), name: z.string(), purpose: z.string() })),
});
export type TSuggestion = z.infer<typeof ZSuggestionSchema>;

export const ZSuggestionListSchema = z.object({ suggestions: z.array(ZSuggestionSchema) });
export type TSuggestionList = z.infer<typeof ZSuggestionListSchema>;

/** Answers of an assistant quiz: question id to yes (true) or no (false). */
export const ZAssistantAnswersSchema = z.strictObject({
  answers: z
    .record(z.string().min(1).max(200), z.boolean())
    .refine((answers) => Object.keys(answers).length <= 200, { message: 'Too many answers' }),
});
export type TAssistantAnswersRequest = z.infer<typeof ZAssistantAnswersSchema>;

/**
 * `POST …/assistant/:product/suggestions`: what the assistant proposes for the answers (docs/spec/behaviour.md §2
 * assistant results), computed on the server from the catalogue, in the request's language.
 */
export const ZAssistantSuggestionsSchema = z.object({
  product: z.string(),
  dataSubject: ZDataSubjectSchema,
  /** The preset situations with only the operations the answers suggest, in preset order. */
  situations: z.array(ZSuggestionSchema),
});
export type TAssistantSuggestions = z.infer<typeof ZAssistantSuggestionsSchema>;

/** `POST …/assistant/:product/complete`: the situations as they are after the suggestions were added. */
export const ZAssistantCompletionSchema = z.object({
  product: z.string(),
  situations: z.array(ZSituationSchema),
});
export type TAssistantCompletion = z.infer<typeof ZAssistantCompletionSchema>;

/**
 * The answers of a legitimate interest assessment the admin may give instead of the standard ones
 * (EDPB Guidelines 1/2024, docs/facts/gdpr-documents.md: the purpose, necessity and balancing tests).
 * Each null: the document keeps the standard answer for the kind of interest (or, for a kind without
 * standard answers, asks the question).
 */
const assessmentAnswer = (what: string) =>
  z
    .string()
    .trim()
    .max(OPERATION_LIMITS.text, `${what} is too long (at most ${OPERATION_LIMITS.text} characters)`)
    .nullish()
    .transform((v) => v || null);

/** The admin's own conclusion of the balancing: the interest is not overridden, or it is. */
export const INTEREST_ASSESSMENT_CONCLUSIONS = ['NOT_OVERRIDDEN', 'OVERRIDDEN'] as const;

const interestAssessmentAnswersShape = {
  /** Purpose test: the interest pursued and its benefit; lawful, precise, real and present. */
  purpose: assessmentAnswer('The purpose answer'),
  /** Necessity test: why the processing is needed and no less intrusive way reaches the same result. */
  necessity: assessmentAnswer('The necessity answer'),
  /** Necessity test: why each datum processed is needed (data minimisation). */
  minimisation: assessmentAnswer('The data minimisation answer'),
  /** Necessity test: why the retention period is no longer than needed. */
  retention: assessmentAnswer('The retention answer'),
  /** Balancing test: whether the people reasonably expect the processing, and why. */
  expectations: assessmentAnswer('The reasonable expectations answer'),
  /** Balancing test: the possible consequences for the people and how serious they are. */
  consequences: assessmentAnswer('The consequences answer'),
  /** Balancing test: the company's own safeguards, beyond those every assessment states. */
  safeguards: assessmentAnswer('The safeguards answer'),
  /** The admin's conclusion; null: the platform's (or, where it cannot conclude, the form's ticks). */
  conclusion: z
    .enum(INTEREST_ASSESSMENT_CONCLUSIONS)
    .nullish()
    .transform((v) => v ?? null),
};

/**
 * Body of `PUT …/legitimate-interest-assessments/:key`: the whole set of answers (a field left out or
 * empty goes back to the standard answer).
 */
export const ZSaveInterestAssessmentSchema = z.strictObject(interestAssessmentAnswersShape);
export type TSaveInterestAssessment = z.output<typeof ZSaveInterestAssessmentSchema>;
export type TSaveInterestAssessmentInput = z.input<typeof ZSaveInterestAssessmentSchema>;

/** The stored answers of one assessment, with who reviewed them and when. */
export const ZInterestAssessmentAnswersSchema = z.object({
  purpose: z.string().nullable(),
  necessity: z.string().nullable(),
  minimisation: z.string().nullable(),
  retention: z.string().nullable(),
  expectations: z.string().nullable(),
  consequences: z.string().nullable(),
  safeguards: z.string().nullable(),
  conclusion: z.enum(INTEREST_ASSESSMENT_CONCLUSIONS).nullable(),
  /** The user who saved them last. */
  reviewedBy: z.string(),
  reviewedAt: z.string(),
});
export type TInterestAssessmentAnswers = z.infer<typeof ZInterestAssessmentAnswersSchema>;

/**
 * One legitimate interest assessment of the company, as the documents make it: the operations on
 * legitimate interest of one kind of interest together (key: the kind), an operation whose kind is
 * not said or OTHER alone (key: the operation's id).
 */
export const ZInterestAssessmentSchema = z.object({
  key: z.string(),
  /** The kind of interest; null: not said on the operation. */
  interestKind: z.enum(LEGITIMATE_INTEREST_KINDS).nullable(),
  operations: z.array(
    z.object({
      id: z.string(),
      situationId: z.string(),
      dataSubject: ZDataSubjectSchema,
      name: z.string(),
      /** The admin chose to assess it on its own, not with the other operations of its kind. */
      assessedAlone: z.boolean(),
    }),
  ),
  /** The admin's answers; null: none given, the standard answers stand. */
  answers: ZInterestAssessmentAnswersSchema.nullable(),
});
export type TInterestAssessment = z.infer<typeof ZInterestAssessmentSchema>;

/**
 * Body of `PUT …/legitimate-interest-assessments/operations/:operationId`: whether the operation is
 * assessed on its own (its own answers, under its id) or with the other operations of its kind.
 */
export const ZSetAssessedAloneSchema = z.strictObject({ assessedAlone: z.boolean() });
export type TSetAssessedAlone = z.infer<typeof ZSetAssessedAloneSchema>;

export const ZInterestAssessmentListSchema = z.object({ assessments: z.array(ZInterestAssessmentSchema) });
export type TInterestAssessmentList = z.infer<typeof ZInterestAssessmentListSchema>;
