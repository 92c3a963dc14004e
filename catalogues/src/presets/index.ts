import { z } from 'zod';
import { LOCALES, pick, ZTextSchema } from '../schema/common.ts';
import type { TEdition, TLocale } from '../schema/common.ts';
import {
  DATA_SUBJECTS,
  ZDataSubjectSchema,
  ZLegalGroundSchema,
  ZSpecialDataGroundSchema,
  ZLegitimateInterestKindSchema,
  ZPurposeCategorySchema,
  ZCookieUseSchema,
  RETENTION_IDS,
} from '../schema/enums.ts';
import type { TDataSubject, TRetentionId } from '../schema/enums.ts';
import { ZSubjectPresetsSchema } from '../schema/presets.ts';
import type { TOperationPreset, TSituationPreset, TSubjectPresets } from '../schema/presets.ts';
import { CatalogueInternalError, resolveValue } from '../values/index.ts';
import { accommodationGuestsPresets } from './accommodation-guests.ts';
import { businessClientsPresets } from './business-clients.ts';
import { businessSuppliersPresets } from './business-suppliers.ts';
import { candidatesPresets } from './candidates.ts';
import { presetProblems } from './checks.ts';
import { courseAttendantsPresets } from './course-attendants.ts';
import { employeesPresets } from './employees.ts';
import { eventAttendantsPresets } from './event-attendants.ts';
import { onlineEventAttendantsPresets } from './online-event-attendants.ts';
import { onlineRestaurantUsersPresets } from './online-restaurant-users.ts';
import { onlineShopUsersPresets } from './online-shop-users.ts';
import { onlineUsersPresets } from './online-users.ts';
import { patientsPresets } from './patients.ts';
import { personalClientsPresets } from './personal-clients.ts';
import { personalSuppliersPresets } from './personal-suppliers.ts';
import { realEstateUsersPresets } from './real-estate-users.ts';

export {
  OPERATION_FIELD_LISTS,
  STORAGE_DURATION_LIST,
  operationProblems,
  presetProblems,
  presetTexts,
} from './checks.ts';

/** The preset catalogue keyed by data subject. */
export const ZPresetsBySubjectSchema = z.record(ZDataSubjectSchema, ZSubjectPresetsSchema);

function load(): Record<TDataSubject, TSubjectPresets> {
  const raw: Record<TDataSubject, TSubjectPresets> = {
    PERSONAL_CLIENTS: personalClientsPresets,
    BUSINESS_CLIENTS: businessClientsPresets,
    PERSONAL_SUPPLIERS: personalSuppliersPresets,
    BUSINESS_SUPPLIERS: businessSuppliersPresets,
    CANDIDATES: candidatesPresets,
    EMPLOYEES: employeesPresets,
    PATIENTS: patientsPresets,
    EVENT_ATTENDANTS: eventAttendantsPresets,
    ONLINE_EVENT_ATTENDANTS: onlineEventAttendantsPresets,
    ONLINE_USERS: onlineUsersPresets,
    ONLINE_SHOP_USERS: onlineShopUsersPresets,
    ONLINE_RESTAURANT_USERS: onlineRestaurantUsersPresets,
    COURSE_ATTENDANTS: courseAttendantsPresets,
    REAL_ESTATE_USERS: realEstateUsersPresets,
    ACCOMMODATION_GUESTS: accommodationGuestsPresets,
  };
  const parsed = ZPresetsBySubjectSchema.safeParse(raw);
  if (!parsed.success) {
    throw new CatalogueInternalError(`Preset situations are invalid:\n${z.prettifyError(parsed.error)}`);
  }
  const data = parsed.data;
  const problems = presetProblems(data);
  if (problems.length > 0) {
    throw new CatalogueInternalError(`Preset situations are invalid:\n- ${problems.join('\n- ')}`);
  }
  return data;
}

/** Preset situations and operations of every data subject (docs/spec/catalogues.md §10), validated on load. */
export const presetsBySubject: Record<TDataSubject, TSubjectPresets> = load();

/** Where a preset operation sits. */
export type TOperationLocation = {
  subject: TDataSubject;
  situation: TSituationPreset;
  operation: TOperationPreset;
};

const situationIndex = new Map<string, { subject: TDataSubject; situation: TSituationPreset }>();
const operationIndex = new Map<string, TOperationLocation>();
for (const subject of DATA_SUBJECTS) {
  for (const situation of presetsBySubject[subject].situations) {
    situationIndex.set(situation.id, { subject, situation });
    for (const operation of situation.operations)
      operationIndex.set(operation.id, { subject, situation, operation });
  }
}

/** The preset situation with this id; a missing id is an internal error (docs/spec/catalogues.md §5, docs/spec/behaviour.md §8). */
export function findSituationPreset(id: string): TSituationPreset {
  const found = situationIndex.get(id);
  if (!found) throw new CatalogueInternalError(`Missing suggested situation "${id}"`);
  return found.situation;
}

/** The preset operation with this id; a missing id is an internal error (docs/spec/catalogues.md §5, docs/spec/behaviour.md §8). */
export function findOperationPreset(id: string): TOperationPreset {
  const found = operationIndex.get(id);
  if (!found) throw new CatalogueInternalError(`Missing suggested operation "${id}"`);
  return found.operation;
}

/** The data subject and situation of a preset operation; a missing id is an internal error. */
export function locateOperationPreset(id: string): TOperationLocation {
  const found = operationIndex.get(id);
  if (!found) throw new CatalogueInternalError(`Missing suggested operation "${id}"`);
  return found;
}

/** Whether a preset operation with this id exists. */
export function hasOperationPreset(id: string): boolean {
  return operationIndex.has(id);
}

/** An operation as stored in the database (docs/spec/catalogues.md §3.2): every text resolved for one locale and edition. */
export const ZResolvedOperationSchema = z.strictObject({
  /** The operation id (for a preset, its preset id). */
  id: z.string().min(1),
  /** Operation name. */
  name: ZTextSchema,
  /** Purpose of the processing. */
  purpose: ZTextSchema,
  /** What kind of purpose it is (PURPOSE_CATEGORIES). */
  purposeCategory: ZPurposeCategorySchema,
  /** Cookies or similar technologies on the device (COOKIE_USES). */
  cookies: ZCookieUseSchema,
  /** Part of the core activity (WP243 §2.1.2); null when it depends on the company. */
  coreActivity: z.boolean().nullable(),
  /** Vulnerable people (WP248 rev.01 criterion 7); null when it depends on the company. */
  vulnerableSubjects: z.boolean().nullable(),
  /** The kind of legitimate interest pursued (LEGITIMATE_INTEREST_KINDS); null when not on that ground. */
  interestKind: ZLegitimateInterestKindSchema.nullable(),
  /** Processed data categories. */
  data: z.array(ZTextSchema).min(1),
  /** Legal grounds (Art. 6(1)). */
  grounds: z.array(ZLegalGroundSchema).min(1),
  /** The law or the legitimate interest; null when no ground needs a reason. */
  groundReason: ZTextSchema.nullable(),
  /** Art. 9(2) exception, or null for no special data. */
  specialDataGround: ZSpecialDataGroundSchema.nullable(),
  /** Where the data comes from. */
  sources: z.array(ZTextSchema).min(1),
  /** Recipients or categories of recipients. */
  recipients: z.array(ZTextSchema),
  /** Recipients' countries. */
  recipientsLocations: z.array(ZTextSchema),
  /** How long the data is kept. */
  storageDuration: ZTextSchema,
  /**
   * The retention preset it states (values/retention.ts), kept with the text so a document can write
   * the period in force on its day; null for a preset whose period is its own text.
   */
  retentionId: z.enum(RETENTION_IDS).nullable(),
  /** Countries where the data is stored. */
  storageLocations: z.array(ZTextSchema).min(1),
});
export type TResolvedOperation = z.infer<typeof ZResolvedOperationSchema>;

/**
 * A preset operation as plain strings for a locale and edition, the shape stored in the database.
 * An unknown value id or an unsupported locale is an internal error.
 */
export function resolveOperationPreset(
  op: TOperationPreset,
  locale: TLocale,
  edition: TEdition = 'RO',
): TResolvedOperation {
  if (!(LOCALES as readonly string[]).includes(locale)) {
    throw new CatalogueInternalError(`Unsupported locale for presets: "${String(locale)}"`);
  }
  return {
    id: op.id,
    name: pick(op.name, locale, edition),
    purpose: pick(op.purpose, locale, edition),
    purposeCategory: op.purposeCategory,
    cookies: op.cookies,
    coreActivity: op.coreActivity,
    vulnerableSubjects: op.vulnerableSubjects,
    interestKind: op.interestKind,
    data: op.data.map((ref) => resolveValue('dataTypes', ref, locale, edition)),
    grounds: [...op.grounds],
    groundReason: op.groundReason === null ? null : pick(op.groundReason, locale, edition),
    specialDataGround: op.specialDataGround,
    sources: op.sources.map((ref) => resolveValue('sources', ref, locale, edition)),
    recipients: op.recipients.map((ref) => resolveValue('recipients', ref, locale, edition)),
    recipientsLocations: op.recipientsLocations.map((ref) => resolveValue('countries', ref, locale, edition)),
    storageDuration: resolveValue('retention', op.storageDuration, locale, edition),
    retentionId: typeof op.storageDuration === 'string' ? (op.storageDuration as TRetentionId) : null,
    storageLocations: op.storageLocations.map((ref) =>
      resolveValue('storageLocations', ref, locale, edition),
    ),
  };
}
