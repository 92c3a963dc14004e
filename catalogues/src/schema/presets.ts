import { z } from 'zod';
import { ZLocalizedSchema } from './common.ts';
import {
  ZCookieUseSchema,
  ZDataSubjectSchema,
  ZLegalGroundSchema,
  ZLegitimateInterestKindSchema,
  ZPurposeCategorySchema,
  ZSpecialDataGroundSchema,
} from './enums.ts';

/**
 * An item of an open list (processed data, sources, recipients, locations, storage durations):
 * either the id of an editor value-list entry, or a custom text in both languages.
 */
export const ZValueRefSchema = z.union([z.string().min(1), ZLocalizedSchema]);
export type TValueRef = z.infer<typeof ZValueRefSchema>;

/** A preset processing operation, as suggested in the configurator (docs/spec/catalogues.md §3.2). */
export const ZOperationPresetSchema = z.strictObject({
  /** `<situation id>-<short id>`, unique in the whole catalogue, e.g. `e-cim-payroll`. */
  id: z.string().regex(/^[a-z]+-[a-z0-9]+-[a-z0-9-]+$/),
  /** Operation name, e.g. "Issuing the invoice". */
  name: ZLocalizedSchema,
  /** Why the data is processed, written for the information notice. */
  purpose: ZLocalizedSchema,
  /** What kind of purpose it is (schema/enums.ts PURPOSE_CATEGORIES): what documents list it. */
  purposeCategory: ZPurposeCategorySchema,
  /** Cookies or similar technologies on the person's device, and whether they need consent. */
  cookies: ZCookieUseSchema,
  /**
   * Assessment answers the catalogue can give with certainty, pre-filled when the preset is applied;
   * null where it depends on the company (the admin answers). Part of the core activity (WP243 §2.1.2).
   */
  coreActivity: z.boolean().nullable(),
  /** The people concerned are vulnerable (WP248 rev.01 criterion 7: employees, patients, children…). */
  vulnerableSubjects: z.boolean().nullable(),
  /**
   * The kind of legitimate interest pursued (LEGITIMATE_INTEREST_KINDS), set on every preset whose
   * grounds include LEGITIMATE_INTEREST; null otherwise. Pre-filled when the preset is applied.
   */
  interestKind: ZLegitimateInterestKindSchema.nullable(),
  /** Processed data: ids from the `dataTypes` value list (or custom texts). */
  data: z.array(ZValueRefSchema).min(1),
  /** Legal grounds (Art. 6(1)); at least one. */
  grounds: z.array(ZLegalGroundSchema).min(1),
  /** Required when grounds include LEGAL_OBLIGATION (the law) or LEGITIMATE_INTEREST (the interest). */
  groundReason: ZLocalizedSchema.nullable(),
  /** Art. 9(2) exception when special data is processed (ART9_H for health data); null for none. */
  specialDataGround: ZSpecialDataGroundSchema.nullable(),
  /** Where the data comes from: ids from the `sources` value list. */
  sources: z.array(ZValueRefSchema).min(1),
  /** Who receives it: ids from the `recipients` value list. May be empty. */
  recipients: z.array(ZValueRefSchema),
  /** Recipients' countries: ids from the `countries` value list. */
  recipientsLocations: z.array(ZValueRefSchema),
  /** How long it is kept: an id from the `retention` value list (docs/spec/catalogues.md §9.1). */
  storageDuration: ZValueRefSchema,
  /** Where it is stored: ids from the `storageLocations` value list; Romania by default. */
  storageLocations: z.array(ZValueRefSchema).min(1),
  /**
   * Video surveillance (cameras): documents state the retention the company gave in its video
   * surveillance section, never the operation's own storage duration. Absent for other operations.
   */
  videoSurveillance: z.literal(true).optional(),
});
export type TOperationPreset = z.infer<typeof ZOperationPresetSchema>;

/** A preset situation (a context of processing) with its operations. */
export const ZSituationPresetSchema = z.strictObject({
  /** `<subject prefix>-<category id>`, e.g. `e-cim`, `bc-idc`, `oa-rpc`. */
  id: z.string().regex(/^[a-z]+-[a-z0-9]+$/),
  name: ZLocalizedSchema,
  operations: z.array(ZOperationPresetSchema).min(1),
});
export type TSituationPreset = z.infer<typeof ZSituationPresetSchema>;

/** All preset situations of one data-subject category. */
export const ZSubjectPresetsSchema = z.strictObject({
  dataSubject: ZDataSubjectSchema,
  situations: z.array(ZSituationPresetSchema).min(1),
});
export type TSubjectPresets = z.infer<typeof ZSubjectPresetsSchema>;
