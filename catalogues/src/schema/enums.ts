import { z } from 'zod';
import { ZLocalizedSchema } from './common.ts';

/** The six legal grounds of Art. 6(1) GDPR, in its order: (a) to (f). */
export const LEGAL_GROUNDS = [
  'CONSENT',
  'CONTRACT_PERFORMANCE',
  'LEGAL_OBLIGATION',
  'VITAL_INTEREST',
  'PUBLIC_INTEREST',
  'LEGITIMATE_INTEREST',
] as const;
export const ZLegalGroundSchema = z.enum(LEGAL_GROUNDS);
export type TLegalGround = z.infer<typeof ZLegalGroundSchema>;

/** Grounds that need a stated reason (groundReason) on the operation. */
export const GROUNDS_NEEDING_REASON: readonly TLegalGround[] = ['LEGAL_OBLIGATION', 'LEGITIMATE_INTEREST'];

/** Art. 9(2) exceptions for special categories of data. NONE is stored as null. */
export const SPECIAL_DATA_GROUNDS = [
  'ART9_A',
  'ART9_B',
  'ART9_C',
  'ART9_D',
  'ART9_E',
  'ART9_F',
  'ART9_G',
  'ART9_H',
  'ART9_I',
  'ART9_J',
] as const;
export const ZSpecialDataGroundSchema = z.enum(SPECIAL_DATA_GROUNDS);
export type TSpecialDataGround = z.infer<typeof ZSpecialDataGroundSchema>;

/**
 * Data-subject categories that have a configurator (spec §1, §11.2). The configurator route
 * parameter is the lowercase value (`/…/configurator/personal_clients`).
 */
export const DATA_SUBJECTS = [
  'PERSONAL_CLIENTS',
  'BUSINESS_CLIENTS',
  'PERSONAL_SUPPLIERS',
  'BUSINESS_SUPPLIERS',
  'CANDIDATES',
  'EMPLOYEES',
  'PATIENTS',
  'EVENT_ATTENDANTS',
  'ONLINE_EVENT_ATTENDANTS',
  'ONLINE_USERS',
  'ONLINE_SHOP_USERS',
  'ONLINE_RESTAURANT_USERS',
  'COURSE_ATTENDANTS',
  'REAL_ESTATE_USERS',
  'ACCOMMODATION_GUESTS',
] as const;
export const ZDataSubjectSchema = z.enum(DATA_SUBJECTS);
export type TDataSubject = z.infer<typeof ZDataSubjectSchema>;

/** Suggestion id prefix per data subject: preset situations are `<prefix>-<id>`, e.g. `e-cim`. */
export const SUGGESTION_PREFIX: Record<TDataSubject, string> = {
  PERSONAL_CLIENTS: 'pc',
  BUSINESS_CLIENTS: 'bc',
  PERSONAL_SUPPLIERS: 'ps',
  BUSINESS_SUPPLIERS: 'bs',
  CANDIDATES: 'c',
  EMPLOYEES: 'e',
  PATIENTS: 'p',
  EVENT_ATTENDANTS: 'ea',
  ONLINE_EVENT_ATTENDANTS: 'oea',
  ONLINE_USERS: 'ou',
  ONLINE_SHOP_USERS: 'osu',
  ONLINE_RESTAURANT_USERS: 'oru',
  COURSE_ATTENDANTS: 'oc',
  REAL_ESTATE_USERS: 'ore',
  ACCOMMODATION_GUESTS: 'oa',
};

/** The configurator route parameter of a data subject. */
export function subjectRouteParam(subject: TDataSubject): string {
  return subject.toLowerCase();
}

/** The data subject for a configurator route parameter, or undefined for an unknown one. */
export function subjectFromRouteParam(param: string): TDataSubject | undefined {
  const upper = param.toUpperCase();
  return (DATA_SUBJECTS as readonly string[]).includes(upper) ? (upper as TDataSubject) : undefined;
}

/** A labelled enumeration value; the label schema is shared by every closed list. */
export const ZEnumEntrySchema = z.strictObject({
  /** The stored value. */
  id: z.string().min(1),
  /** What the user reads. */
  label: ZLocalizedSchema,
  /** A one-line explanation, where the value needs one. */
  description: ZLocalizedSchema.optional(),
});
export type TEnumEntry = z.infer<typeof ZEnumEntrySchema>;
